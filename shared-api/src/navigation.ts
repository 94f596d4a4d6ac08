import type { Role } from './contract';

const DASHBOARDS: Record<Role, string> = {
  student: '/student/dashboard',
  teacher: '/teacher/dashboard',
  admin: '/admin/dashboard',
};

/** The role's dashboard (SPEC §4 Login), or '/' for an unknown role. */
export function dashboardPath(role: Role | null | undefined): string {
  return role ? DASHBOARDS[role] : '/';
}

/**
 * A `?next=` value that is safe to navigate to: a path on this site ('/…'), never another origin
 * ('//host', '/\host', 'https://…'), so a crafted login link cannot send the user elsewhere.
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  const hasControlCharacter = [...next].some((char) => char.charCodeAt(0) < 0x20);
  return hasControlCharacter ? null : next;
}
