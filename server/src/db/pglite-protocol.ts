/**
 * Messages between the main thread's PGlite proxy (pglite-client.ts) and the worker thread that owns the
 * PGlite instance (pglite-worker.ts). Everything here must survive the structured clone.
 */

export interface PgliteWorkerOptions {
  /** A folder on disk; neither this nor loadDataDir means an in-memory database. */
  dataDir?: string;
  /** A tarball made by `dumpDataDir`, to start an in-memory database from. */
  loadDataDir?: Uint8Array;
  /** Postgres start parameters (PGlite's `startParams`). */
  startParams?: string[];
}

export interface QueryOptionsMessage {
  rowMode?: 'array' | 'object';
  /** Type OIDs whose text is returned as is (drizzle only passes identity parsers). */
  rawTypes?: number[];
  paramTypes?: number[];
}

/**
 * A statement that waits its turn carries `started`: when its request started, or when it was asked outside a
 * request (the main thread's performance.now()). The worker runs those one at a time, the oldest first
 * (request-age.ts), and closing after all of them. The rest run at once: a transaction's own statements and its
 * end (the transaction holds the database until they have run), listening.
 */
export type Request =
  | {
      id: number;
      op: 'query';
      tx?: number;
      started?: number;
      /** A prepared statement's text (db/prepared.ts): run by name, its plan kept (pglite-prepared.ts). */
      prepared?: boolean;
      text: string;
      params?: unknown[];
      options?: QueryOptionsMessage;
    }
  | { id: number; op: 'exec'; tx?: number; started?: number; text: string; options?: QueryOptionsMessage }
  /** Opens a transaction; its id is the request's id. Queries with `tx` run inside it. */
  | { id: number; op: 'begin'; started: number }
  /** Commits (or rolls back) transaction `tx`; the reply is the commit's outcome. */
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'close' }
  /** LISTENs on `channel`; each NOTIFY then arrives as a `notification` message (delivered on commit). */
  | { id: number; op: 'listen'; channel: string }
  | { id: number; op: 'unlisten'; channel: string };

/** A PostgreSQL error's message and its string/number fields (code, detail, constraint, …). */
export interface SerializedError {
  name: string;
  message: string;
  stack?: string;
  fields: Record<string, string | number | boolean>;
}

export type Reply =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: SerializedError }
  | { id: 0; ready: true }
  | { id: 0; ready: false; error: SerializedError }
  | { id: 0; notification: { channel: string; payload: string } };

export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: SerializedError['fields'] = {};
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      fields[key] = value;
  }
  return { name: error.name, message: error.message, stack: error.stack, fields };
}
