import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
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
import { PgliteWorkerClient } from './pglite-client';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one query interface both drivers share; modules depend on this, never on a driver. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Queries that may run inside or outside a transaction. */
export type Queryable = Db | Tx;

export interface Database {
  db: Db;
  driver: DatabaseTarget['driver'];
  /** Applies pending migrations from server/drizzle. */
  migrate(): Promise<void>;
  /** Resolves while the database answers `select 1`. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  return target.driver === 'postgres' ? openPostgres(target.url) : openPglite(target.dataDir);
}

/**
 * PGlite's default 128 MB buffer pool lives inside the process's WebAssembly memory; 32 MB keeps the
 * server's footprint near half (the operating system still caches the data files).
 */
const PGLITE_OPTIONS = { startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'] };

/** Extensions the migrations create; PGlite only offers those it is given at start. */
export const PGLITE_EXTENSIONS = { pg_trgm };

/**
 * PGlite runs Postgres on the thread that calls it, so it is opened in a worker thread: a query then
 * blocks that thread, never the server's event loop (pglite-client.ts).
 */
async function openPglite(dataDir: string | null): Promise<Database> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  return pgliteDatabase(
    await PgliteWorkerClient.start({
      dataDir: dataDir ?? undefined,
      startParams: PGLITE_OPTIONS.startParams,
    }),
  );
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
    close: async () => {
      if (closed) return;
      closed = true;
      await client.close();
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  // An idle client losing its connection must not crash the process; the next query reports it.
  pool.on('error', () => undefined);
  const db = drizzleNodePg(pool, { schema });
  let closed = false;
  return {
    db: db as unknown as Db,
    driver: 'postgres',
    migrate: () => migrateNodePg(db, { migrationsFolder: migrationsDir }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
