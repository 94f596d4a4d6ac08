// The languages an account may choose, free of the schema library like the roles (roles.ts): the session code
// reads them without pulling zod in. `userProfile.language` (users.ts) is built from this list.

/** English (the spec's words) and Bangla (DESIGN §6.12). */
export const ACCOUNT_LANGUAGES = ['en', 'bn'] as const;
export type AccountLanguage = (typeof ACCOUNT_LANGUAGES)[number];

/** True when `value` is one of the account languages. */
export function isAccountLanguage(value: unknown): value is AccountLanguage {
  return typeof value === 'string' && (ACCOUNT_LANGUAGES as readonly string[]).includes(value);
}

/**
 * The cookie in which the portal mirrors the reader's language (the page keeps the choice in localStorage): the
 * server reads it to send the landing page already rendered in that language.
 */
export const LANGUAGE_COOKIE = 'pathshala-language';
