import {
  checkMatchingFields,
  type Gender,
  type Location,
  type Medium,
  type TeachingMode,
} from '@pathshala/shared-api/contract';
import { checkLocation } from './places';

/**
 * A place as a form or a filter holds it: each a dataset id (`@pathshala/shared-api/contract/places`), '' for none.
 * `locationValue` and `toLocation` convert from and to the contract's `Location` (null for none).
 */
export interface LocationValue {
  division: string;
  district: string;
  area: string;
}

export const EMPTY_LOCATION: LocationValue = { division: '', district: '', area: '' };

/** What a post's (or a profile's) matching fields are in a form: text as chosen, '' for none. */
export interface MatchingValues extends LocationValue {
  modes: TeachingMode[];
  /** A `Medium`, or '' for none. */
  medium: string;
  /** A request's wish for a male or female tutor (a `Gender`), '' for either. */
  preferred_tutor_gender: string;
}
export type MatchingField = keyof MatchingValues;
export type MatchingErrors = Partial<Record<MatchingField, string>>;

/** The form order of the matching fields: the first in error gets focus. */
export const MATCHING_FIELDS = [
  'modes',
  'division',
  'district',
  'area',
  'medium',
  'preferred_tutor_gender',
] as const satisfies readonly MatchingField[];

export const EMPTY_MATCHING: MatchingValues = {
  modes: [],
  ...EMPTY_LOCATION,
  medium: '',
  preferred_tutor_gender: '',
};

const text = (value: string | null | undefined) => value ?? '';
const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** A stored place (null for none) as the location fields hold it. */
export function locationValue(location: Partial<Location>): LocationValue {
  return {
    division: text(location.division),
    district: text(location.district),
    area: text(location.area),
  };
}

/** The location fields' value as the API takes it: null for none, the division filled in from the district. */
export function toLocation(value: LocationValue): Location {
  const location = {
    division: orNull(value.division),
    district: orNull(value.district),
    area: orNull(value.area),
  };
  const checked = checkLocation(location);
  return checked.ok ? checked.location : location;
}

/** A post's matching fields as a form holds them (an older post has none). */
export function matchingValues(post: {
  modes: readonly TeachingMode[];
  division: string | null;
  district: string | null;
  area: string | null;
  medium: Medium | null;
  preferred_tutor_gender?: Gender | null;
}): MatchingValues {
  return {
    modes: [...post.modes],
    ...locationValue(post),
    medium: text(post.medium),
    preferred_tutor_gender: text(post.preferred_tutor_gender),
  };
}

/** The matching fields as the API takes them: modes as a list, none as null. */
export function toMatchingInput(values: MatchingValues) {
  return {
    modes: [...values.modes],
    ...toLocation(values),
    medium: orNull(values.medium) as Medium | null,
    preferred_tutor_gender: orNull(values.preferred_tutor_gender) as Gender | null,
  };
}
export type MatchingInput = ReturnType<typeof toMatchingInput>;

/**
 * The contract's rules for a new post (or the post an edit makes), with its messages: at least one mode, a
 * district unless online only, a medium for Class 1–12, and a place that exists and belongs together
 * (`checkLocation`). The server checks the same rules with the same words.
 */
export function checkMatching(values: MatchingValues, postClass?: string): MatchingErrors {
  const errors: MatchingErrors = {};
  const add = (field: string, message: string) => {
    errors[field as MatchingField] ??= message;
  };
  const location = toLocation(values);
  const place = checkLocation(location);
  if (!place.ok) add(place.field, place.message);
  checkMatchingFields(
    { modes: values.modes, ...location, medium: orNull(values.medium), class: postClass },
    add,
  );
  return errors;
}

/**
 * `MatchingFields`' onChange for a form state that sets one field at a time (`useFormState`'s `set`): a choice
 * that changes several fields (a new division clears the district and area) sets each.
 */
export function setEachOf(set: (name: keyof MatchingValues, value: never) => void) {
  return (changes: Partial<MatchingValues>) => {
    for (const [name, value] of Object.entries(changes) as [keyof MatchingValues, never][]) set(name, value);
  };
}
