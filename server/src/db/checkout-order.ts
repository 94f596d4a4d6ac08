// Who gets the next pooled connection: the request that started first (request-age.ts). Each connection is
// still used all the time.
import type pg from 'pg';
import { OldestRequestFirst } from './request-age';

/** pg-pool's own error for a checkout that waited connectionTimeoutMillis; db/index.ts names it. */
export const CHECKOUT_TIMEOUT = 'timeout exceeded when trying to connect';

interface Waiter {
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
  const waiting = new OldestRequestFirst<Waiter>();
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
    const waiter: Waiter = {
      checkOut: () => checkOut(callback),
      timer: setTimeout(() => {
        waiting.delete(waiter);
        callback(new Error(CHECKOUT_TIMEOUT));
      }, waitMs),
    };
    waiter.timer.unref();
    waiting.push(waiter);
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
