import { z } from 'zod';
import { envelope, roleSchema } from './common';
import { ratingSummary } from './ratings';

/** The signed-in user's own profile (SPEC §7 GET /users/viewprofile). */
export const userProfile = z.object({
  _id: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  username: z.string(),
  email: z.string(),
  role: roleSchema,
  coverImage: z.string().nullable(),
});
export type UserProfile = z.infer<typeof userProfile>;
export const viewProfileResponse = envelope(userProfile);

/**
 * Another user's public details (GET /users/get-user/:id): never a secret. `rating` is a teacher's
 * computed average and count (null for students and admins).
 */
export const publicUser = userProfile.extend({
  rating: ratingSummary.nullable(),
});
export type PublicUser = z.infer<typeof publicUser>;
export const getUserResponse = envelope(publicUser);

/** A referenced user, as every list returns it (DESIGN §4). */
export const userRef = z.object({ _id: z.string(), username: z.string() });
export type UserRef = z.infer<typeof userRef>;
