// Who gets the next pooled connection: the request that started first. pg-pool serves its waiters in the
// order they asked, so a request that needs several statements one after the other (a sign-in: its limit, the
// account, the account's limits, then the session) queued behind every newer request each time it asked, and
// under load waited four times as long as a request that asks once. Served by the age of their request, its
// later statements go first: every request waits about once, and the slowest answers come in sooner. Each
// connection is still used all the time, so nothing is served less in all.
import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';

/** When the request being handled started (performance.now()); none outside a request. */
const requestStart = new AsyncLocalStorage<number>();

/** When the request whose handling is running started (performance.now()), or undefined outside a request. */
export const startOfCurrentRequest = (): number | undefined => requestStart.getStore();

/**
 * Runs `handling` as part of a request that started at `started` (performance.now()): every checkout made while
 * handling it, however deep, is served by that moment.
 */
export function handleAsRequest(started: number, handling: () => void): void {
  requestStart.run(started, handling);
}

/** pg-pool's own error for a checkout that waited connectionTimeoutMillis; db/index.ts names it. */
export const CHECKOUT_TIMEOUT = 'timeout exceeded when trying to connect';

interface Waiter {
  started: number;
  checkOut: () => void;
  timer: NodeJS.Timeout;
}

type Callback = (error: unknown, client?: pg.PoolClient, done?: (release?: unknown) => void) => void;

/**
 * Lets at most `size` checkouts of `pool` run at once and queues the rest by the start of their request, the
 * oldest first (work outside a request counts from when it asked). A checkout that waits `waitMs` in this
 * queue fails with pg-pool's own timeout error, so one name covers both queues (see namingExhaustion).
 */
export function checkoutsByRequestAge(
  pool: pg.Pool,
  { size, waitMs }: { size: number; waitMs: number },
): pg.Pool {
  let free = size;
  const waiting: Waiter[] = [];
  const next = () => {
    while (free > 0 && waiting.length > 0) {
      const waiter = waiting.shift()!;
      clearTimeout(waiter.timer);
      free -= 1;
      waiter.checkOut();
    }
  };
  // Every checkout that succeeded is released exactly once (db/index.ts's releasingDeadClients sees to it).
  pool.on('release', () => {
    free += 1;
    next();
  });

  const connect = pool.connect.bind(pool) as (callback: Callback) => void;
  const checkOut = (callback: Callback) =>
    connect((error, client, done) => {
      if (error) {
        free += 1;
        next();
      }
      callback(error, client, done);
    });
  const queue = (callback: Callback) => {
    // An ended pool answers so itself.
    if (pool.ending) return connect(callback);
    if (free > 0 && waiting.length === 0) {
      free -= 1;
      return checkOut(callback);
    }
    const started = startOfCurrentRequest() ?? performance.now();
    const waiter: Waiter = {
      started,
      checkOut: () => checkOut(callback),
      timer: setTimeout(() => {
        waiting.splice(waiting.indexOf(waiter), 1);
        callback(new Error(CHECKOUT_TIMEOUT));
      }, waitMs),
    };
    waiter.timer.unref();
    // After every waiter that started no later: ties keep the order they asked in.
    let at = waiting.length;
    while (at > 0 && waiting[at - 1]!.started > started) at -= 1;
    waiting.splice(at, 0, waiter);
  };

  // pool.query checks out through pool.connect with a callback; drizzle's transactions with a promise.
  pool.connect = ((callback?: Callback) => {
    if (callback) return void queue(callback);
    return new Promise<pg.PoolClient>((resolve, reject) =>
      queue((error, client) => (error ? reject(error) : resolve(client!))),
    );
  }) as typeof pool.connect;
  return pool;
}
