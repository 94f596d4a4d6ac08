import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Role } from '@pathshala/shared-api/contract';
import type { AppContext } from '../context';
import { findSessionOwner } from '../modules/auth/sessions';
import { ForbiddenError, UnauthorizedError } from './errors';

export interface AuthUser {
  id: string;
  role: Role;
  username: string;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** onRequest hook: requires a valid access token whose session is live and whose account is active. */
    authenticate: onRequestAsyncHookHandler;
    /** onRequest hook: authenticate, then require one of the roles (403 otherwise). */
    requireRole(...roles: Role[]): onRequestAsyncHookHandler;
  }
  interface FastifyRequest {
    auth: AuthUser | null;
  }
}

/** OpenAPI `security` for routes behind `authenticate` / `requireRole`. */
export const SIGNED_IN = [{ bearerAuth: [] }];

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/** The signed-in user of a route guarded by `authenticate` or `requireRole`. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.auth) throw new UnauthorizedError();
  return request.auth;
}

/** Decorates the root app with `ctx`, `authenticate`, `requireRole` and `request.auth`. */
export function installAuth(app: FastifyInstance, ctx: AppContext): void {
  app.decorate('ctx', ctx);
  app.decorateRequest('auth', null);

  async function authenticate(request: FastifyRequest): Promise<void> {
    const token = bearerToken(request);
    const claims = token ? await ctx.tokens.verify(token) : null;
    const owner = claims ? await findSessionOwner(ctx.db, claims.sid, claims.sub) : null;
    if (!claims || !owner) throw new UnauthorizedError();
    request.auth = { id: owner.id, role: owner.role, username: owner.username, sessionId: claims.sid };
  }

  app.decorate('authenticate', authenticate);
  app.decorate('requireRole', (...roles: Role[]): onRequestAsyncHookHandler => {
    return async function requireRole(request) {
      await authenticate(request);
      if (!roles.includes(currentUser(request).role)) throw new ForbiddenError();
    };
  });
}
