import { z } from 'zod';
import { envelope, roleSchema } from './common';
import { emailSchema, MESSAGES, usernameSchema } from './auth';
import { ACCOUNT_LANGUAGES } from './languages';
import { ratingSummary } from './ratings';

export const LANGUAGE_MESSAGES = {
  invalid: 'Language must be en (English) or bn (Bangla)',
  saved: 'Language saved successfully',
} as const;

/**
 * The signed-in user's own profile (SPEC §7 GET /users/viewprofile). `language` is the account's chosen
 * language, null until one is chosen (the server then follows the browser's Accept-Language).
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
