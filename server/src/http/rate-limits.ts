import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { isDatabaseUnavailable } from '../db/errors';
import type {} from './auth';
import { HttpError, TooManyRequestsError } from './errors';
import { DatabaseRateLimitStore, type RateLimitCheck, type RateLimitStore } from './rate-limit-store';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * This signed-in write is one the client makes on its own (marking a shown board read, a stream's
     * ticket) and has a generous limit of its own, so writesPerAccount leaves it out: it never stops the
     * person from writing.
     */
    ownWriteBudget?: boolean;
  }
}

export interface RateLimitRule {
  max: number;
  windowMs: number;
}

/** Limits on the endpoints attackers hammer (DESIGN §5), per IP and per account. */
export interface RateLimits {
  /** Guesses at one account from one IP. */
  loginPerAccount: RateLimitRule;
  /**
   * Guesses at one account from anywhere (many IPs): looser than loginPerAccount, since reaching it
   * keeps the owner out too until the window ends.
   */
  loginPerAccountAnyIp: RateLimitRule;
  loginPerIp: RateLimitRule;
  registerPerIp: RateLimitRule;
  forgotPerIp: RateLimitRule;
  forgotPerEmail: RateLimitRule;
  resetPerIp: RateLimitRule;
  /**
   * Signed-in actions that mail or notify other people (batch changes, payment requests, classes,
   * interest, accepting, ratings, admin removals), all those routes together: one account cannot flood
   * others' mailboxes and notification lists.
   */
  noticesPerAccount: RateLimitRule;
  /** Admin add-user hashes a password (argon2: memory and CPU on every call). */
  addUserPerAccount: RateLimitRule;
  /**
   * Notification stream tickets, each a row until it is used or expires: generous for a person's tabs and
   * reconnects, a bound on the rows one account can make.
   */
  streamTicketPerAccount: RateLimitRule;
  /**
   * Marking a batch's board read, which an open board does as messages arrive: generous, and apart from the
   * notices, so reading a lively board never stops a member from writing on it.
   */
  boardReadsPerAccount: RateLimitRule;
  /** Posts created: each is an entry in everyone's search. */
  postsPerAccount: RateLimitRule;
  /**
   * Reports filed, about a user or a board message, all together: each lands in the admins' list to be
   * read.
   */
  reportsPerAccount: RateLimitRule;
  /**
   * Every signed-in write (POST, PUT, PATCH, DELETE) together, on top of the limits above: a ceiling no
   * person reaches, so one account cannot flood the database. Routes declaring `ownWriteBudget` are left out.
   */
  writesPerAccount: RateLimitRule;
}

const MINUTE = 60_000;

export const DEFAULT_RATE_LIMITS: RateLimits = {
  loginPerAccount: { max: 10, windowMs: MINUTE },
  loginPerAccountAnyIp: { max: 50, windowMs: 15 * MINUTE },
  loginPerIp: { max: 30, windowMs: MINUTE },
  registerPerIp: { max: 10, windowMs: MINUTE },
  forgotPerIp: { max: 5, windowMs: MINUTE },
  forgotPerEmail: { max: 5, windowMs: MINUTE },
  resetPerIp: { max: 10, windowMs: MINUTE },
  noticesPerAccount: { max: 30, windowMs: MINUTE },
  addUserPerAccount: { max: 20, windowMs: MINUTE },
  streamTicketPerAccount: { max: 120, windowMs: MINUTE },
  boardReadsPerAccount: { max: 120, windowMs: MINUTE },
  postsPerAccount: { max: 10, windowMs: 60 * MINUTE },
  reportsPerAccount: { max: 10, windowMs: 60 * MINUTE },
  writesPerAccount: { max: 120, windowMs: MINUTE },
};

export type KeyPart = (request: FastifyRequest) => string;

export const byIp: KeyPart = (request) => request.ip;

/** The signed-in caller (the route authenticates first); the IP for a caller without a session. */
export const byAccount: KeyPart = (request) =>
  request.auth ? `user:${request.auth.id}` : `ip:${request.ip}`;

/** A body field, normalised, as part of the key (e.g. the username being guessed). */
export const byBodyField =
  (field: string): KeyPart =>
  (request) => {
    const value = (request.body as Record<string, unknown> | undefined)?.[field];
    return typeof value === 'string' ? value.trim().toLowerCase() : '';
  };

/** The 503 of a sign-in route whose limits cannot be counted (the store is unreachable). */
export const RATE_LIMIT_UNAVAILABLE_MESSAGE =
  'Sign-in and account requests are briefly unavailable. Please try again shortly.';
const UNAVAILABLE_RETRY_AFTER_SECONDS = 30;
/** While a store stays unreachable, each limit's warning is repeated at most this often. */
const OUTAGE_WARNING_EVERY_MS = 60_000;

export interface RateLimitedOptions {
  /**
   * When the store cannot be reached, answer 503 instead of letting the request through. For sign-in and
   * account recovery: an outage must not hand a guesser unlimited tries. Every other limit fails open.
   */
  failClosed?: boolean;
}

/** Per limit, when its store last failed and was warned about; a success ends the outage. */
const outages = new WeakMap<RateLimitStore, Map<string, { warnedAt: number; failures: number }>>();

function storeFailed(app: FastifyInstance, limit: string, failClosed: boolean, error: unknown): void {
  const store = app.ctx.rateLimitStore;
  let byLimit = outages.get(store);
  if (!byLimit) outages.set(store, (byLimit = new Map()));
  const outage = byLimit.get(limit);
  const now = Date.now();
  if (outage && now - outage.warnedAt < OUTAGE_WARNING_EVERY_MS) {
    outage.failures += 1;
    return;
  }
  byLimit.set(limit, { warnedAt: now, failures: 1 });
  app.log.warn(
    { err: error, store: store.name, limit, failClosed, failuresSinceLastWarning: outage?.failures ?? 0 },
    `rate limit store "${store.name}" unreachable: limit "${limit}" ${failClosed ? 'refuses requests (503)' : 'lets requests through'}`,
  );
}

function storeAnswered(app: FastifyInstance, limit: string): void {
  const store = app.ctx.rateLimitStore;
  const byLimit = outages.get(store);
  if (!byLimit?.delete(limit)) return;
  app.log.info(
    { store: store.name, limit },
    `rate limit store "${store.name}" answers again: limit "${limit}"`,
  );
}

/**
 * A preHandler counting the request against each of `limits` in the app's store, all in one round trip,
 * and answering 429 with Retry-After when one is over its max. It runs after validation, so the body is
 * there to build per-account keys. Limits are checked in order: those after the first one refused are not
 * counted.
 */
export function rateLimited(
  app: FastifyInstance,
  name: string,
  limits: { rule: RateLimitRule; key: KeyPart[] }[],
  options: RateLimitedOptions = {},
): preHandlerAsyncHookHandler {
  const failClosed = options.failClosed ?? false;
  return async function rateLimit(request, reply) {
    const store = app.ctx.rateLimitStore;
    const checks: RateLimitCheck[] = limits.map(({ rule, key }, index) => ({
      key: [`${name}#${index}`, ...key.map((part) => part(request))].join('|'),
      windowMs: rule.windowMs,
      max: rule.max,
    }));
    let hits;
    try {
      hits = await store.hit(checks);
    } catch (error) {
      storeFailed(app, name, failClosed, error);
      if (!failClosed) return;
      reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      // The counters are in the database and it is down: the route could not run anyway, and says so as
      // every route does while the database is away.
      if (store instanceof DatabaseRateLimitStore && isDatabaseUnavailable(error)) throw error;
      throw new HttpError(503, RATE_LIMIT_UNAVAILABLE_MESSAGE);
    }
    storeAnswered(app, name);
    const now = Date.now();
    for (const [index, hit] of hits.entries()) {
      if (hit && hit.count > checks[index]!.max)
        throw new TooManyRequestsError(Math.max(1, Math.ceil((hit.resetAt - now) / 1000)));
    }
  };
}

/**
 * Limits by name, made once per app (keyed by its context): the counters are keyed by the limit's name, so
 * every route naming it counts against the same ones, with the rules of the first.
 */
const sharedLimits = new WeakMap<object, Map<string, preHandlerAsyncHookHandler>>();

/** `rateLimited`, but every route that names the same limit counts against the same counters. */
export function sharedRateLimit(
  app: FastifyInstance,
  name: string,
  limits: { rule: RateLimitRule; key: KeyPart[] }[],
): preHandlerAsyncHookHandler {
  let byName = sharedLimits.get(app.ctx);
  if (!byName) sharedLimits.set(app.ctx, (byName = new Map()));
  let limit = byName.get(name);
  if (!limit) byName.set(name, (limit = rateLimited(app, name, limits)));
  return limit;
}

/** The preHandler of every signed-in route that mails people other than the caller. */
export const noticesLimit = (app: FastifyInstance): preHandlerAsyncHookHandler =>
  sharedRateLimit(app, 'notices', [{ rule: app.ctx.rateLimits.noticesPerAccount, key: [byAccount] }]);

export const boardReadsLimit = (app: FastifyInstance): preHandlerAsyncHookHandler =>
  sharedRateLimit(app, 'board-reads', [{ rule: app.ctx.rateLimits.boardReadsPerAccount, key: [byAccount] }]);

export const postsLimit = (app: FastifyInstance): preHandlerAsyncHookHandler =>
  sharedRateLimit(app, 'posts', [{ rule: app.ctx.rateLimits.postsPerAccount, key: [byAccount] }]);

/** The preHandler of every route that files a report. */
export const reportsLimit = (app: FastifyInstance): preHandlerAsyncHookHandler =>
  sharedRateLimit(app, 'reports', [{ rule: app.ctx.rateLimits.reportsPerAccount, key: [byAccount] }]);

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Counts every signed-in write against writesPerAccount, before validation and the route's own limits. A
 * hook on the root runs after the route's onRequest, so `request.auth` is set exactly when the route signed
 * the caller in: sign-in, registration, refresh, logout, password reset and the payment gateway's callbacks
 * carry no session and keep their own limits.
 */
export function installWritesLimit(app: FastifyInstance): void {
  const limit = rateLimited(app, 'writes', [{ rule: app.ctx.rateLimits.writesPerAccount, key: [byAccount] }]);
  app.addHook('preValidation', async function writesLimit(request, reply) {
    if (!request.auth || !WRITE_METHODS.has(request.method)) return;
    if (request.routeOptions.config.ownWriteBudget) return;
    await limit.call(this, request, reply);
  });
}
