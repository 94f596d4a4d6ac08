// Hot statements built once. Building a statement's SQL from drizzle's query builder costs the server more CPU
// than many of the statements it sends take to run (a post with its owner and interested lists: about 0.75 ms to
// build, well under that to run by primary key), on every request.
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from './index';
import { PgliteWorkerClient } from './pglite-client';

/** PostgreSQL keeps prepared statements per connection by name: two statements may not share one. */
const names = new Set<string>();

/**
 * Tells the embedded database (in its worker) that `statement`'s text is a prepared statement's, so that it too
 * parses it once and may keep its plan (pglite-client.ts). PostgreSQL needs no telling: drizzle names the statement.
 */
function keepPlanOnEmbedded(db: Queryable, statement: unknown): void {
  const client = (db as { $client?: unknown }).$client;
  const query = (statement as { getQuery?: () => { sql: string } }).getQuery?.();
  if (client instanceof PgliteWorkerClient && query) client.prepareStatement(query.sql);
}

/**
 * A statement whose shape never changes, its inputs `sql.placeholder`s: `prepare(db, name)` builds it with
 * drizzle's `prepare(name)` the first time a database (or a transaction, which must run its own) asks for it,
 * and the build is kept for that database. Each PostgreSQL connection, and the embedded database, then parses it
 * once and may keep its plan (a transaction's build runs as text on the embedded database).
 */
export function preparedStatement<Prepared>(
  name: string,
  prepare: (db: Queryable, name: string) => Prepared,
): (db: Queryable) => Prepared {
  if (names.has(name)) throw new Error(`two prepared statements are named ${name}`);
  names.add(name);
  const built = new WeakMap<Queryable, Prepared>();
  return (db) => {
    let statement = built.get(db);
    if (statement === undefined) {
      statement = prepare(db, name);
      built.set(db, statement);
      keepPlanOnEmbedded(db, statement);
    }
    return statement;
  };
}

/**
 * `column` is one of the ids the placeholder `name` is given (an array): one statement whatever the number of
 * ids, where `inArray` writes a parameter for each and so a statement for each count.
 */
export const isAnyOf = (column: AnyPgColumn, name: string): SQL =>
  sql`${column} = any(${sql.placeholder(name)}::uuid[])`;
