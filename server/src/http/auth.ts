import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Gender, Location, Role } from '@pathshala/shared-api/contract';
import type { AppContext } from '../context';
import { findSessionOwner } from '../modules/auth/sessions';
import { CacheBroadcast } from './cache-broadcast';
import type { SharedAnswer } from './compression';
import { ForbiddenError, UnauthorizedError } from './errors';
import { ReadCache } from './read-cache';

export interface AuthUser {
  id: string;
  role: Role;
  username: string;
  sessionId: string;
  /** A teacher's gender, from the profile: the teachers' search shows only requests it may answer. */
  gender: Gender | null;
  /** The profile's place (all null when not given): `sort=nearest` ranks by it. */
  location: Location;
}

type SessionCheck = Awaited<ReturnType<typeof findSessionOwner>>;

/** Caches of reads that nearly every request makes; emptied by every write request (installAuth). */
export interface ReadCaches {
  /**
   * `sessionId:userId` → the live session's owner, their language, gender and place (null answers are not
   * kept). A profile change is a write, so it empties this cache like any other.
   */
  sessions: ReadCache<SessionCheck>;
  /** Serialized search responses by side, language and normalised query (modules/posts/routes.ts). */
  search: ReadCache<SharedAnswer>;
  /** Search totals by side, a teacher's gender and the filters: shared by a search's pages and sorts. */
  searchTotals: ReadCache<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    readCaches: ReadCaches;
    /** onRequest hook: requires a valid access token whose session is live and whose account is active. */
    authenticate: onRequestAsyncHookHandler;
    /** onRequest hook: authenticate, then require one of the roles (403 otherwise). */
    requireRole(...roles: Role[]): onRequestAsyncHookHandler;
  }
  interface FastifyRequest {
    auth: AuthUser | null;
  }
  interface FastifyContextConfig {
    /**
     * This write changes nothing the read caches hold: it neither ends a session nor changes a user, a
     * post or an interest (a sign-in, a registration, the caller's own notifications, a batch's board,
     * materials, assignments, classes and attendance, ratings and reports), so it leaves them. Those are most
     * of what people write once they study; each would otherwise empty every instance's caches.
     */
    keepsReadCaches?: boolean;
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

  const readCaches: ReadCaches = {
    sessions: new ReadCache(ctx.config.readCacheMs, 10_000),
    // Past its TTL a search page is served for up to another TTL while one refresh runs, so a busy page
    // is never waited for (never after a write: invalidate() drops entries, it does not age them).
    search: new ReadCache(ctx.config.readCacheMs, 500, ctx.config.readCacheMs),
    searchTotals: new ReadCache(ctx.config.readCacheMs, 500, ctx.config.readCacheMs),
  };
  app.decorate('readCaches', readCaches);
  const broadcast = new CacheBroadcast(
    ctx.database,
    [readCaches.sessions, readCaches.search, readCaches.searchTotals],
    app.log,
    { enabled: ctx.config.readCacheMs > 0 },
  );
  app.decorate('cacheBroadcast', broadcast);
  app.addHook('onReady', () => broadcast.start());
  app.addHook('onClose', () => broadcast.close());
  // A write may revoke a session, remove or rename a user, or change a post or its interests: every
  // request that is not a read empties the caches once its handler is done (its transaction committed)
  // and before its response is sent, so nobody on this instance reads what the write replaced — a kicked
  // user's or revoked session's next request is checked against the database. The other instances are
  // told before the response leaves too (http/cache-broadcast.ts). onResponse repeats it for replies that
  // never reach onSend. Only routes declared `keepsReadCaches` are spared: sign-ins are the most frequent
  // writes by far, and a classroom's the next; each would otherwise send every signed-in person's next request
  // to the database.
  const announced = new WeakSet<FastifyRequest>();
  const invalidateAfterWrite = async (request: FastifyRequest) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return;
    if (request.routeOptions.config.keepsReadCaches) return;
    readCaches.sessions.invalidate();
    readCaches.search.invalidate();
    readCaches.searchTotals.invalidate();
    if (announced.has(request)) return;
    announced.add(request);
    await broadcast.announce();
  };
  app.addHook('onSend', invalidateAfterWrite);
  app.addHook('onResponse', invalidateAfterWrite);

  async function authenticate(request: FastifyRequest): Promise<void> {
    const token = bearerToken(request);
    const claims = token ? await ctx.tokens.verify(token) : null;
    const owner = claims
      ? await readCaches.sessions.get(
          `${claims.sid}:${claims.sub}`,
          () => findSessionOwner(ctx.db, claims.sid, claims.sub),
          (found) => (found ? found.sessionExpiresAt.getTime() : 0),
        )
      : null;
    if (!claims || !owner) throw new UnauthorizedError();
    request.auth = {
      id: owner.id,
      role: owner.role,
      username: owner.username,
      sessionId: claims.sid,
      gender: owner.gender,
      location: { division: owner.division, district: owner.district, area: owner.area },
    };
    request.accountLanguage = owner.language;
  }

  app.decorate('authenticate', authenticate);
  app.decorate('requireRole', (...roles: Role[]): onRequestAsyncHookHandler => {
    return async function requireRole(request) {
      await authenticate(request);
      if (!roles.includes(currentUser(request).role)) throw new ForbiddenError();
    };
  });
}
