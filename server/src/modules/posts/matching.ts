import {
  checkMatchingFields,
  MATCHING_MESSAGES,
  type Location,
  type PostOwnerRole,
} from '@pathshala/shared-api/contract';
import { checkLocation } from '@pathshala/shared-api/contract/places';
import { BadRequestError } from '../../http/errors';

/** Field errors of one request, answered together as one 400 (the first one's message on top). */
export class FieldErrors {
  private readonly errors: Record<string, string> = {};

  add(field: string, message: string): void {
    this.errors[field] ??= message;
  }

  /** Throws the 400 when any error was added. */
  throwIfAny(): void {
    const first = Object.values(this.errors)[0];
    if (first !== undefined) throw new BadRequestError(first, this.errors);
  }
}

/**
 * A location that names real places that belong together, with its division filled in from the district;
 * a wrong one is a field error (and answers an empty location, never stored: the 400 comes first).
 */
export function checkedLocation(location: Partial<Location>, errors: FieldErrors): Location {
  const checked = checkLocation(location);
  if (checked.ok) return checked.location;
  errors.add(checked.field, checked.message);
  return { division: null, district: null, area: null };
}

/** The location fields of an edit: undefined is "not sent" (kept), null clears. */
export type LocationEdit = { [K in keyof Location]?: Location[K] | undefined };

export const touchesLocation = (edit: LocationEdit) =>
  edit.division !== undefined || edit.district !== undefined || edit.area !== undefined;

/**
 * The location an edit makes of a stored one. A field sent replaces the stored one; a field left out is kept,
 * except that a place follows from the finer one that was sent: a new district brings its own division (when
 * no division is sent) and, when no area is sent, leaves the old district's area behind.
 */
export function editedLocation(stored: Location, edit: LocationEdit): Partial<Location> {
  const district = edit.district !== undefined ? edit.district : stored.district;
  const districtChanged = edit.district !== undefined && district !== stored.district;
  return {
    // null with a district: checkLocation fills it in from the district.
    division:
      edit.division !== undefined
        ? edit.division
        : edit.district !== undefined && district
          ? null
          : stored.division,
    district,
    area: edit.area !== undefined ? edit.area : districtChanged ? null : stored.area,
  };
}

/** A teacher's offer prefers no tutor gender: only a student's request may. */
export function checkTutorGender(
  ownerRole: PostOwnerRole,
  preferred: string | null | undefined,
  errors: FieldErrors,
): void {
  if (ownerRole === 'teacher' && preferred !== undefined && preferred !== null)
    errors.add('preferred_tutor_gender', MATCHING_MESSAGES.tutorGenderOnRequestsOnly);
}

/** The contract's matching rules (a mode, a district unless online only, a medium for a school class). */
export function checkMatching(post: Parameters<typeof checkMatchingFields>[0], errors: FieldErrors): void {
  checkMatchingFields(post, (field, message) => errors.add(field, message));
}
