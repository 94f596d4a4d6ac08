// The roles, free of the schema library: the session, token and routing code reads roles on every page,
// and must not pull zod into the signed-in path (DESIGN §9). `roleSchema` (common.ts) is built from this list.

export const ROLES = ['student', 'teacher', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** True when `value` is one of our roles. */
export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
