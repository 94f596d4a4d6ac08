import { isRole, type Role } from './contract/roles';

/** The claims the client reads from an access token (DESIGN §5 Sessions): `sub`, `role`, `username`. */
export interface AccessTokenClaims {
  sub?: string;
  role?: string;
  username?: string;
  exp?: number;
}

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * Reads a JWT's payload without verifying it. The client only uses it for display decisions
 * (which dashboard to open); the server verifies every token it receives.
 */
export function decodeClaims(token: string | null | undefined): AccessTokenClaims | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    return claims !== null && typeof claims === 'object' ? (claims as AccessTokenClaims) : null;
  } catch {
    return null;
  }
}

/** The token's `role` claim when it is one of our roles, else null. */
export function decodeRole(token: string | null | undefined): Role | null {
  const role = decodeClaims(token)?.role;
  return isRole(role) ? role : null;
}
