import { z } from 'zod';
import { envelope, roleSchema } from './common';
import { ACCOUNT_LANGUAGES } from './languages';
import { userProfile } from './users';

/** Messages are the spec's words (SPEC §5), shared by the forms and the server. */
export const MESSAGES = {
  firstnameRequired: 'First name is required',
  lastnameRequired: 'Last name is required',
  usernameRequired: 'Username is required',
  usernameShort: 'Username must be at least 3 characters long',
  usernameLong: 'Username must be at most 30 characters long',
  usernameChars: 'Username may contain only letters, digits, dots, dashes and underscores',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email format',
  passwordRequired: 'Password is required',
  passwordShort: 'Password must be at least 8 characters long',
  passwordUppercase: 'Password must contain at least one uppercase letter',
  passwordDigit: 'Password must contain at least one number',
  confirmRequired: 'Please confirm your password',
  passwordsMismatch: 'Passwords do not match',
  roleRequired: 'Please select a role',
  storeIdRequired: 'SSLCommerz store ID is required for teachers',
  storePasswordRequired: 'SSLCommerz store password is required for teachers',
  firstnameLong: 'First name must be at most 60 characters long',
  lastnameLong: 'Last name must be at most 60 characters long',
  passwordLong: 'Password must be at most 200 characters long',
  storeIdLong: 'SSLCommerz store ID must be at most 100 characters long',
  storePasswordLong: 'SSLCommerz store password must be at most 200 characters long',
  loginLong: 'Username or email must be at most 254 characters long',
  rememberMeInvalid: 'Remember me must be true or false',
  tokenRequired: 'Token is required',
  tokenLong: 'Token must be at most 200 characters long',
} as const;

const trimmed = (required: string) => z.string({ error: required }).trim().min(1, required);

export const usernameSchema = z
  .string({ error: MESSAGES.usernameRequired })
  .trim()
  .min(1, MESSAGES.usernameRequired)
  .min(3, MESSAGES.usernameShort)
  .max(30, MESSAGES.usernameLong)
  .regex(/^[A-Za-z0-9_.-]+$/, MESSAGES.usernameChars);

export const emailSchema = z
  .string({ error: MESSAGES.emailRequired })
  .trim()
  .min(1, MESSAGES.emailRequired)
  .max(254, MESSAGES.emailInvalid)
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, MESSAGES.emailInvalid);

export const passwordSchema = z
  .string({ error: MESSAGES.passwordRequired })
  .min(1, MESSAGES.passwordRequired)
  .min(8, MESSAGES.passwordShort)
  .max(200, MESSAGES.passwordLong)
  .regex(/[A-Z]/, MESSAGES.passwordUppercase)
  .regex(/[0-9]/, MESSAGES.passwordDigit);

/** The self-registration body (SPEC §3): student or teacher only; teachers give store credentials. */
export const registerBody = z
  .object({
    firstname: trimmed(MESSAGES.firstnameRequired).max(60, MESSAGES.firstnameLong),
    lastname: trimmed(MESSAGES.lastnameRequired).max(60, MESSAGES.lastnameLong),
    username: usernameSchema,
    email: emailSchema,
    password: passwordSchema,
    role: z.enum(['student', 'teacher'], { error: MESSAGES.roleRequired }),
    sslczStoreId: z
      .string({ error: MESSAGES.storeIdRequired })
      .trim()
      .max(100, MESSAGES.storeIdLong)
      .optional(),
    sslczStorePassword: z
      .string({ error: MESSAGES.storePasswordRequired })
      .max(200, MESSAGES.storePasswordLong)
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (body.role !== 'teacher') return;
    if (!body.sslczStoreId)
      ctx.addIssue({ code: 'custom', path: ['sslczStoreId'], message: MESSAGES.storeIdRequired });
    if (!body.sslczStorePassword?.trim())
      ctx.addIssue({ code: 'custom', path: ['sslczStorePassword'], message: MESSAGES.storePasswordRequired });
  });
export type RegisterBody = z.infer<typeof registerBody>;

/** 201: the new account's profile (never the password or store credentials). */
export const registerResponse = envelope(userProfile);

export const loginBody = z.object({
  username: z
    .string({ error: MESSAGES.usernameRequired })
    .trim()
    .min(1, MESSAGES.usernameRequired)
    .max(254, MESSAGES.loginLong),
  password: z
    .string({ error: MESSAGES.passwordRequired })
    .min(1, MESSAGES.passwordRequired)
    .max(200, MESSAGES.passwordLong),
  /** Remember me (DESIGN §6.2): a 30-day persistent refresh cookie instead of a browser-session one. */
  rememberMe: z.boolean({ error: MESSAGES.rememberMeInvalid }).optional(),
});
export type LoginBody = z.infer<typeof loginBody>;

/** `language`: the account's chosen language (null when never chosen), so the portal can switch to it. */
export const loginData = z.object({
  accessToken: z.string(),
  role: roleSchema,
  language: z.enum(ACCOUNT_LANGUAGES).nullable(),
});
export const loginResponse = envelope(loginData);
export type LoginData = z.infer<typeof loginData>;

export const refreshData = z.object({ accessToken: z.string(), role: roleSchema });
export const refreshResponse = envelope(refreshData);

export const logoutBody = z.object({ accessToken: z.string().max(4096).optional() }).optional();

export const forgotPasswordBody = z.object({ email: emailSchema });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>;

export const resetPasswordBody = z.object({
  token: z
    .string({ error: MESSAGES.tokenRequired })
    .trim()
    .min(1, MESSAGES.tokenRequired)
    .max(200, MESSAGES.tokenLong),
  newPassword: passwordSchema,
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

export const emptyResponse = envelope(z.null());
