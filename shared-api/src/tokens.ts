import type { AxiosResponse } from 'axios';
import { isRole, type Role } from './contract/roles';

function field(source: unknown, key: string): unknown {
  return source !== null && typeof source === 'object' ? (source as Record<string, unknown>)[key] : undefined;
}

function nonEmptyString(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 ? value : null;
}

/**
 * The access token an auth response carries: `data.accessToken` of the envelope, the nested
 * `data.data.accessToken` some clients read, a top-level `accessToken`, or an `Authorization: Bearer` header.
 */
export function extractAccessToken(response: AxiosResponse): string | null {
  const body: unknown = response.data;
  const data = field(body, 'data');
  const fromBody =
    nonEmptyString(field(data, 'accessToken')) ??
    nonEmptyString(field(field(data, 'data'), 'accessToken')) ??
    nonEmptyString(field(body, 'accessToken'));
  if (fromBody) return fromBody;
  const header = response.headers['authorization'];
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header.trim()) : null;
  return match?.[1] ?? null;
}

/** The role an auth response names in `data.role` (or nested `data.data.role`), when it is one of ours. */
export function extractRole(response: AxiosResponse): Role | null {
  const data = field(response.data, 'data');
  const role = field(data, 'role') ?? field(field(data, 'data'), 'role');
  return isRole(role) ? role : null;
}
