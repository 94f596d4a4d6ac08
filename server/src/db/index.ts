import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import type { DatabaseTarget } from '../config';
import { migrationsDir } from '../paths';
import { checkoutsByRequestAge, CHECKOUT_TIMEOUT } from './checkout-order';
import { isDatabaseUnavailable, PoolExhaustedError } from './errors';
import { PgliteWorkerClient } from './pglite-client';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one query interface both drivers share; modules depend on this, never on a driver. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Queries that may run inside or outside a transaction. */
export type Queryable = Db | Tx;

/**
 * The row lock a transaction takes on an account, a post or a batch so that changes to it run one after
 * the other. Not FOR UPDATE: that also holds back every write meanwhile of a row that refers to the locked
 * one (a notice to the account, an interest in the post, a class of the batch), and a transaction that
 * holds such a lock and then waits for another (a kick marking the account's posts, while a student's
 * interest holds one of them and notifies its owner) deadlocks. These rows are never deleted and their ids
 * never change, which is all FOR UPDATE would add.
 */
export const CHANGE_LOCK = 'no key update';

export interface Database {
  db: Db;
  driver: DatabaseTarget['driver'];
  /** Applies pending migrations from server/drizzle. */
  migrate(): Promise<void>;
  /** Resolves while the database answers `select 1`. */
  ping(): Promise<void>;
  /**
   * LISTENs on `channel`: `onPayload` gets each `pg_notify(channel, payload)` once its transaction has
   * committed, from any process using this database (PostgreSQL) or this one (embedded). On PostgreSQL a
   * dedicated connection listens and reconnects by itself; `onDrop` runs when that connection is lost and
   * `onResume` after a reconnect, since notifications sent in between are lost. The embedded database's
   * one connection never drops. Answers the function that stops listening.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onResume?: () => void,
    onDrop?: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  return target.driver === 'postgres' ? openPostgres(target) : openPglite(target.dataDir);
}

/**
 * PGlite's default 128 MB buffer pool lives inside the process's WebAssembly memory, which never shrinks.
 * 16 MB keeps the whole server within its memory budget at 100,000 posts; pages it does not hold are read
 * from the operating system's file cache, which keeps the data files anyway.
 */
const PGLITE_OPTIONS = { startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'] };

export { PGLITE_EXTENSIONS } from './pglite-extensions';

/**
 * PGlite runs Postgres on the thread that calls it, so it is opened in a worker thread: a query then
 * blocks that thread, never the server's event loop (pglite-client.ts).
 */
async function openPglite(dataDir: string | null): Promise<Database> {
  const options = { dataDir: dataDir ?? undefined, startParams: PGLITE_OPTIONS.startParams };
  if (dataDir && !fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    // Creating a database (initdb) grows PGlite's WebAssembly memory by some 400 MB, and that memory
    // never shrinks while its worker lives: create it in a worker of its own, then serve from a new one.
    fs.mkdirSync(dataDir, { recursive: true });
    await (await PgliteWorkerClient.start(options)).close();
  }
  return pgliteDatabase(await PgliteWorkerClient.start(options));
}

/** An in-memory PGlite in a worker thread, started from a `dumpDataDir` tarball (tests' migrated template). */
export async function openPgliteFromDump(dump: Uint8Array): Promise<Database> {
  return pgliteDatabase(await PgliteWorkerClient.start({ loadDataDir: dump }));
}

/**
 * Wraps an open PGlite client: one in this thread, or the proxy to one in a worker thread (it offers
 * the methods drizzle-orm/pglite calls: query, exec and transaction).
 */
export function pgliteDatabase(client: PGlite | PgliteWorkerClient): Database {
  const db = drizzlePglite(client as PGlite, { schema });
  let closed = false;
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: migrationsDir }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    // One PGlite connection: its own NOTIFYs come back to it when their transaction commits.
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    close: async () => {
      if (closed) return;
      closed = true;
      await client.close();
    },
  };
}

/** Any number, the same in every instance: the advisory lock that lets one of them migrate at a time. */
const MIGRATION_LOCK = 7_346_221_905;

/**
 * Applies pending migrations holding a session-level advisory lock on one connection. drizzle's migrator
 * takes no lock, so instances starting together on one database would otherwise race to apply the same
 * migration and one would fail to start; with it, the others wait, then find nothing left to apply.
 */
async function migrateUnderLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder: migrationsDir });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

/**
 * Every connection's settings:
 * - No JIT compilation: PostgreSQL compiles a statement it expects to be costly (a search over many posts) to
 *   machine code first, which took 70–120 ms each time at a million posts, longer than most of those
 *   statements run.
 * - A random read costs about what a sequential one does (`random_page_cost` 1.1, not 4): the posts and their
 *   indexes are read from memory, not from a spinning disk. At 4 the planner read all of a (subject, class)
 *   pair's offers through a bitmap and sorted them, where walking the pair's index newest first stops at a
 *   page: a student's dashboard read 40 % fewer pages.
 * - 16 MB for a sort or a bitmap (`work_mem`, 4 MB by default): a search whose filters each match a hundred
 *   thousand posts of a million made its bitmaps lossy at 4 MB and rechecked every post of their pages,
 *   taking twice as long.
 * - No parallel workers (`max_parallel_workers_per_gather` 0, 2 by default): each request's statements run in
 *   its connection's process alone. Workers only pay when cores stand idle, and a server's requests keep them
 *   busy; at a million posts the planner gathered workers for 11 of the 3,020 statements of the bench's varied
 *   searches (a tutor's gender, some keywords ranked), and each ran twice as long, alone, as its plan without
 *   them (1.56 s against 0.76 s in all; a count of 'weekly_schedule=Sunday,Monday&tutor_gender=female' 72 ms
 *   against 5), while taking the cores the other requests were waiting for.
 */
const SESSION_SETTINGS =
  '-c jit=off -c random_page_cost=1.1 -c work_mem=16MB -c max_parallel_workers_per_gather=0';

/** DATABASE_POOL_SIZE and DATABASE_POOL_WAIT_MS when the target names none. */
export const DEFAULT_POOL = { size: 10, waitMs: 5000 };

async function openPostgres(target: Extract<DatabaseTarget, { driver: 'postgres' }>): Promise<Database> {
  const { url } = target;
  const { size, waitMs } = target.pool ?? DEFAULT_POOL;
  const pool = releasingDeadClients(
    namingExhaustion(
      checkoutsByRequestAge(
        new pg.Pool({
          connectionString: url,
          max: size,
          connectionTimeoutMillis: waitMs,
          options: SESSION_SETTINGS,
        }),
        { size, waitMs },
      ),
      { size, waitMs },
    ),
  );
  // A client losing its connection must not crash the process; the next query on it reports it. The
  // pool's 'error' covers idle clients only: one checked out (between the queries of a transaction)
  // emits on itself.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzleNodePg(pool, { schema });
  let closed = false;
  return {
    db: db as unknown as Db,
    driver: 'postgres',
    migrate: () => migrateUnderLock(pool),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen: (channel, onPayload, onResume, onDrop) =>
      listenOnPostgres(url, channel, onPayload, onResume, onDrop),
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/**
 * A checkout that waited `connectionTimeoutMillis` (in checkoutsByRequestAge's queue or in pg-pool's) fails with
 * the same error whether every connection was checked out the whole time or the connections being opened never
 * answered (a database out of reach). Only the first means the pool is too small for the load: that rejection
 * becomes a PoolExhaustedError, which the API answers with its own 503; the other stays "database unavailable".
 */
function namingExhaustion(pool: pg.Pool, { size, waitMs }: { size: number; waitMs: number }): pg.Pool {
  let checkedOut = 0;
  pool.on('acquire', () => (checkedOut += 1));
  pool.on('release', () => (checkedOut -= 1));
  const name = (error: unknown): unknown =>
    error instanceof Error && error.message === CHECKOUT_TIMEOUT && checkedOut >= size
      ? new PoolExhaustedError(size, waitMs, error)
      : error;
  type Callback = (error: unknown, client?: pg.PoolClient, done?: (release?: unknown) => void) => void;
  const connect = pool.connect.bind(pool) as (callback?: Callback) => Promise<pg.PoolClient> | undefined;
  // pool.query checks out through pool.connect with a callback; drizzle's transactions with a promise.
  pool.connect = ((callback?: Callback) => {
    if (callback) return connect((error, client, done) => callback(error && name(error), client, done));
    return connect()!.catch((error: unknown) => Promise.reject(name(error)));
  }) as typeof pool.connect;
  return pool;
}

interface CheckoutState {
  released: boolean;
}

/**
 * drizzle's transaction releases its client only once `begin` has succeeded: a pooled connection that
 * died while idle (a restart, a network cut) fails `begin` and would never go back to the pool, and after
 * `max` of those no request would ever get a connection again. Here a checked-out client whose
 * connection fails is released at once (the pool then drops it); drizzle's own later release is ignored.
 */
function releasingDeadClients(pool: pg.Pool): pg.Pool {
  const checkouts = new WeakMap<pg.PoolClient, CheckoutState>();
  const guard = (client: pg.PoolClient): pg.PoolClient => {
    const known = checkouts.get(client);
    if (known) {
      known.released = false;
      return client;
    }
    const state: CheckoutState = { released: false };
    checkouts.set(client, state);
    const release = client.release.bind(client);
    client.release = (error?: Error | boolean) => {
      if (state.released) return;
      state.released = true;
      release(error);
    };
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      const result = query(...args);
      if (result instanceof Promise) {
        result.catch((error: unknown) => {
          if (!state.released && isDatabaseUnavailable(error)) client.release(error as Error);
        });
      }
      return result;
    }) as typeof client.query;
    return client;
  };
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  // pool.query checks out with a callback and releases by itself; only promise callers are guarded.
  pool.connect = ((...args: unknown[]) => {
    if (args.length > 0) return connect(...args);
    return (connect() as Promise<pg.PoolClient>).then(guard);
  }) as typeof pool.connect;
  return pool;
}

const LISTEN_RETRY_MS = [250, 1000, 2000, 5000];

/**
 * A dedicated connection (outside the pool: a pooled one would be handed to queries) LISTENing on
 * `channel`. When it drops it reconnects with backoff and calls `onResume`. The first connection's
 * failure is thrown, so the caller learns the database is unreachable.
 */
async function listenOnPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onResume?: () => void,
  onDrop?: () => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  let attempt = 0;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000, keepAlive: true });
    next.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    next.on('error', () => reconnect(next));
    next.on('end', () => reconnect(next));
    try {
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      next.removeAllListeners('end');
      await next.end().catch(() => undefined);
      throw error;
    }
    if (stopped) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
  };

  const reconnect = (dropped: pg.Client) => {
    if (stopped || client !== dropped) return;
    client = null;
    dropped.removeAllListeners('end');
    dropped.end().catch(() => undefined);
    onDrop?.();
    const schedule = () => {
      if (stopped) return;
      const delay = LISTEN_RETRY_MS[Math.min(attempt, LISTEN_RETRY_MS.length - 1)] ?? 5000;
      attempt += 1;
      retry = setTimeout(() => {
        retry = null;
        connect().then(() => {
          attempt = 0;
          onResume?.();
        }, schedule);
      }, delay);
      retry.unref();
    };
    schedule();
  };

  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const current = client;
    client = null;
    if (current) {
      current.removeAllListeners('end');
      await current.end().catch(() => undefined);
    }
  };
}
