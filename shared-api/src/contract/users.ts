import { z } from 'zod';
import { envelope, roleSchema } from './common';
import { emailSchema, MESSAGES, usernameSchema } from './auth';
import { ACCOUNT_LANGUAGES } from './languages';
import {
  GENDERS,
  locationFields,
  MATCHING_MESSAGES,
  MEDIUMS,
  modesFromText,
  TEACHING_MODES,
} from './matching';
import { ratingSummary } from './ratings';

export const LANGUAGE_MESSAGES = {
  invalid: 'Language must be en (English) or bn (Bangla)',
  saved: 'Language saved successfully',
} as const;

/**
 * The signed-in user's own profile (SPEC §7 GET /users/viewprofile). `language` is the account's chosen
 * language, null until one is chosen (the server then follows the browser's Accept-Language). Where they
 * live or teach, the modes and the medium (matching.ts) rank searches and recommendations; `gender` is a
 * teacher's (requests may prefer one). Each is null or empty until given.
 */
export const userProfile = z.object({
  _id: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  username: z.string(),
  email: z.string(),
  role: roleSchema,
  coverImage: z.string().nullable(),
  language: z.enum(ACCOUNT_LANGUAGES).nullable(),
  gender: z.enum(GENDERS).nullable(),
  division: z.string().nullable(),
  district: z.string().nullable(),
  area: z.string().nullable(),
  modes: z.array(z.enum(TEACHING_MODES)),
  medium: z.enum(MEDIUMS).nullable(),
});
export type UserProfile = z.infer<typeof userProfile>;
export const viewProfileResponse = envelope(userProfile);

/**
 * A user's public details (GET /users/get-user/:id: any teacher's; a student's or an admin's only to
 * themselves and admins): never a secret, nor the account's language. `rating` is a teacher's computed
 * average and count (null for students and admins).
 */
export const publicUser = userProfile.omit({ language: true }).extend({
  rating: ratingSummary.nullable(),
});
export type PublicUser = z.infer<typeof publicUser>;
export const getUserResponse = envelope(publicUser);

/** A referenced user, as every list returns it (DESIGN §4). */
export const userRef = z.object({ _id: z.string(), username: z.string() });
export type UserRef = z.infer<typeof userRef>;

/** Cover images (DESIGN §5 Uploads): recognised by their bytes, at most 2 MB. */
export const COVER_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const COVER_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export type CoverImageType = (typeof COVER_IMAGE_TYPES)[number];

export const PROFILE_MESSAGES = {
  updated: 'Profile updated successfully',
  nothingToUpdate: 'Nothing to update',
  imageType: 'Cover image must be a JPEG, PNG, WebP or GIF image',
  imageTooLarge: 'Cover image must be at most 2 MB',
  notMultipart: 'Send the profile as multipart/form-data',
  unknownField: 'Unknown field',
} as const;

/** A multipart field left empty clears it. */
const emptyIsNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/**
 * The matching fields as a multipart form sends them: an empty value clears one; `modes` is a comma list
 * ('online,student_home'), empty for none. Whether the place exists, and that only a teacher gives a gender,
 * the server checks.
 */
const profileMatchingFields = {
  gender: z
    .preprocess(emptyIsNull, z.enum(GENDERS, { error: MATCHING_MESSAGES.genderInvalid }).nullable())
    .optional(),
  division: z.preprocess(emptyIsNull, locationFields.division).optional(),
  district: z.preprocess(emptyIsNull, locationFields.district).optional(),
  area: z.preprocess(emptyIsNull, locationFields.area).optional(),
  modes: modesFromText.optional(),
  medium: z
    .preprocess(emptyIsNull, z.enum(MEDIUMS, { error: MATCHING_MESSAGES.mediumInvalid }).nullable())
    .optional(),
};

/**
 * The text fields of PUT /users/updateprofile (multipart/form-data, plus an optional `coverImage` file).
 * Each field may be left out (kept as it is); one that is sent follows the registration rules. Lazy
 * because auth.ts, which defines those rules, imports this module.
 */
export const updateProfileFields = z.lazy(() =>
  z.object({
    firstname: z
      .string()
      .trim()
      .min(1, MESSAGES.firstnameRequired)
      .max(60, MESSAGES.firstnameLong)
      .optional(),
    lastname: z.string().trim().min(1, MESSAGES.lastnameRequired).max(60, MESSAGES.lastnameLong).optional(),
    username: usernameSchema.optional(),
    email: emailSchema.optional(),
    ...profileMatchingFields,
  }),
);
export type UpdateProfileFields = z.infer<typeof updateProfileFields>;

/** PUT /users/updateprofile answers the updated profile; `coverImage` is the image's URL path. */
export const updateProfileResponse = envelope(userProfile);

/** PUT /users/language: the account's language for the server's messages and mails. */
export const saveLanguageBody = z.object({
  language: z.enum(ACCOUNT_LANGUAGES, { error: LANGUAGE_MESSAGES.invalid }),
});
export type SaveLanguageBody = z.infer<typeof saveLanguageBody>;
/** Answers the updated profile. */
export const saveLanguageResponse = envelope(userProfile);
