import { z } from 'zod';

/**
 * What families here ask first (DESIGN §5 Posts): where, how the tuition happens, which medium, and a male or
 * female tutor. Posts and profiles carry them; both searches filter and sort by them. The location's names
 * live in the dataset (`@pathshala/shared-api/contract/places`), loaded only by the pages that show places.
 */
export const TEACHING_MODES = ['online', 'student_home', 'teacher_place'] as const;
export type TeachingMode = (typeof TEACHING_MODES)[number];

export const MEDIUMS = ['bangla', 'english_version', 'english', 'madrasa'] as const;
export type Medium = (typeof MEDIUMS)[number];

export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];

/** Classes where the medium matters (school years); a university class has no medium. */
export const CLASSES_WITH_MEDIUM: readonly string[] = Array.from({ length: 12 }, (_, i) => String(i + 1));

export const MATCHING_MESSAGES = {
  modesRequired: "Choose at least one mode: online, at the student's home or at the teacher's place",
  modeInvalid: 'Mode must be online, student_home or teacher_place',
  mediumRequired: 'Medium is required for a school class',
  mediumInvalid: 'Medium must be bangla, english_version, english or madrasa',
  genderInvalid: 'Gender must be male or female',
  locationRequired: 'Choose a district, or teach online only',
  divisionInvalid: 'Please choose a valid division',
  districtInvalid: 'Please choose a district of the chosen division',
  areaInvalid: 'Please choose an area of the chosen district',
  areaWithoutDistrict: 'Choose the district before the area',
  tutorGenderOnRequestsOnly: "Only a student's request can prefer a tutor's gender",
  genderTeachersOnly: 'Only teachers give their gender',
} as const;

/** A division, district or area: the dataset's id (a lower-case slug); the dataset says whether it exists. */
const placeId = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, message);

/** Location fields: null clears one (a post that becomes online only). */
export const locationFields = {
  division: placeId(MATCHING_MESSAGES.divisionInvalid).nullable(),
  district: placeId(MATCHING_MESSAGES.districtInvalid).nullable(),
  area: placeId(MATCHING_MESSAGES.areaInvalid).nullable(),
};
export interface Location {
  division: string | null;
  district: string | null;
  area: string | null;
}

const modeList = z
  .array(z.enum(TEACHING_MODES, { error: MATCHING_MESSAGES.modeInvalid }), {
    error: MATCHING_MESSAGES.modesRequired,
  })
  .transform((modes): TeachingMode[] => TEACHING_MODES.filter((mode) => modes.includes(mode)));

/** One or more modes, de-duplicated and in one order; an empty list is "not said" (profiles, old posts). */
export const modesField = modeList;
export const mediumField = z.enum(MEDIUMS, { error: MATCHING_MESSAGES.mediumInvalid }).nullable();
export const genderField = z.enum(GENDERS, { error: MATCHING_MESSAGES.genderInvalid }).nullable();

/** Online only: the one case a post needs no place. */
export const isOnlineOnly = (modes: readonly string[]) => modes.length === 1 && modes[0] === 'online';

/**
 * The rules a new post (or a post after an edit) keeps: at least one mode, a district unless online only,
 * a medium for a school class. Old posts may lack them; an edit is checked against the post it makes.
 */
export function checkMatchingFields(
  post: {
    modes?: readonly string[];
    district?: string | null;
    area?: string | null;
    medium?: string | null;
    class?: string;
  },
  addIssue: (path: string, message: string) => void,
) {
  const modes = post.modes ?? [];
  if (modes.length === 0) addIssue('modes', MATCHING_MESSAGES.modesRequired);
  else if (!isOnlineOnly(modes) && !post.district) addIssue('district', MATCHING_MESSAGES.locationRequired);
  if (post.area && !post.district) addIssue('area', MATCHING_MESSAGES.areaWithoutDistrict);
  if (post.class !== undefined && CLASSES_WITH_MEDIUM.includes(post.class) && !post.medium)
    addIssue('medium', MATCHING_MESSAGES.mediumRequired);
}

/** Modes as a query or a form sends them: `online,student_home`, or the parameter repeated. */
export const modesFromText = z
  .union([z.string(), z.array(z.string())], { error: MATCHING_MESSAGES.modeInvalid })
  .transform((value) =>
    (Array.isArray(value) ? value : [value])
      .flatMap((part) => part.split(','))
      .map((mode) => mode.trim().toLowerCase())
      .filter((mode) => mode !== ''),
  )
  .pipe(modeList);

/** A search's `mode`: posts offering any of them. */
export const searchModes = modesFromText.optional();
