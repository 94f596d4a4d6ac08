import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { roleSchema, type Role } from '@pathshala/shared-api/contract';
import { deriveKey } from '../../crypto';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/** No session outlives this, so no older token can name one worth revoking. */
const MAX_SESSION_SECONDS = 31 * 24 * 60 * 60;
const ISSUER = 'pathshala';
const AUDIENCE = 'pathshala-api';

export interface AccessClaims {
  sub: string;
  role: Role;
  username: string;
  /** The session row the token was minted for; revoking it ends the token at once. */
  sid: string;
}

const claimsSchema = z.object({
  sub: z.string().uuid(),
  role: roleSchema,
  username: z.string(),
  sid: z.string().uuid(),
});

/** HS256 access tokens signed with a key derived from APP_SECRET. */
export interface AccessTokens {
  sign(claims: AccessClaims): Promise<string>;
  /**
   * The claims, or null for any token that is malformed, forged or expired. `allowExpired` accepts a
   * genuine token past its expiry (logout uses it to find the session to revoke).
   */
  verify(token: string, options?: { allowExpired?: boolean }): Promise<AccessClaims | null>;
}

/** How many verified tokens an instance remembers (the oldest remembered is forgotten first). */
const VERIFIED_TOKENS_MAX = 10_000;

export function createAccessTokens(appSecret: string, ttlSeconds = ACCESS_TOKEN_TTL_SECONDS): AccessTokens {
  const key = deriveKey(appSecret, 'access-token');
  // Checking a signature is a pure function of the token and the key, so a token that passed is remembered
  // with its expiry and a repeat only checks the clock as jose does (valid while exp > now in whole
  // seconds). Revocation is not decided here: every request still checks the token's session.
  const verified = new Map<string, { claims: AccessClaims; exp: number }>();
  const nowSeconds = () => Math.floor(Date.now() / 1000);
  return {
    sign: ({ sub, role, username, sid }) =>
      new SignJWT({ role, username, sid })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(sub)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key),
    async verify(token, options) {
      const strict = !options?.allowExpired;
      const remembered = strict ? verified.get(token) : undefined;
      if (remembered) {
        if (remembered.exp > nowSeconds()) return { ...remembered.claims };
        verified.delete(token);
      }
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          ...(strict ? {} : { clockTolerance: MAX_SESSION_SECONDS }),
        });
        const claims = claimsSchema.safeParse(payload);
        if (!claims.success) return null;
        if (strict && typeof payload.exp === 'number') {
          if (verified.size >= VERIFIED_TOKENS_MAX) {
            const oldest = verified.keys().next().value;
            if (oldest !== undefined) verified.delete(oldest);
          }
          verified.set(token, { claims: claims.data, exp: payload.exp });
        }
        return claims.data;
      } catch {
        return null;
      }
    },
  };
}
