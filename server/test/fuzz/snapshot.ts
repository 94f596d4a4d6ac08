import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db';
import { NOT_DATA } from '../authz-world';

/** Every user table's row count and a hash of its rows (each row as text, in sorted order). */
export type DatabaseSnapshot = Record<string, { rows: number; hash: string }>;

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/** The tables of the public schema (the migrator's own bookkeeping lives in schema `drizzle`). */
async function userTables(database: Database): Promise<string[]> {
  const result = await database.db.execute(
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const names = rowsOf(result)
    .map((row) => String(row.table_name))
    .filter((name) => !NOT_DATA.has(name));
  assert.ok(names.includes('users') && names.includes('posts'), 'the snapshot sees the application tables');
  for (const name of names) assert.match(name, /^[a-z_][a-z0-9_]*$/, 'a plain table name');
  return names;
}

/**
 * Reads every user table in one statement: `count(*)` and md5 over `row::text` of each row, ordered by
 * that text so the hash does not depend on the physical order. Two snapshots are equal exactly when no
 * row was added, removed or changed in any column.
 */
export async function databaseSnapshotter(database: Database): Promise<() => Promise<DatabaseSnapshot>> {
  const tables = await userTables(database);
  const statement = tables
    .map(
      (name) =>
        `select '${name}' as name, count(*)::int as rows,
           md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as hash
         from "${name}" t`,
    )
    .join('\nunion all\n');
  return async () => {
    const result = await database.db.execute(sql.raw(statement));
    const snapshot: DatabaseSnapshot = {};
    for (const row of rowsOf(result)) {
      snapshot[String(row.name)] = { rows: Number(row.rows), hash: String(row.hash) };
    }
    return snapshot;
  };
}

/**
 * Folders as pseudo-tables (`files:<name>`): how many files and a hash of their names. A missing folder
 * is empty. Used for the uploads and the mail outbox, which a refused request must not touch either.
 */
export function folderSnapshot(folders: Record<string, string>): DatabaseSnapshot {
  const snapshot: DatabaseSnapshot = {};
  for (const [name, dir] of Object.entries(folders)) {
    // Recursive: private files live in a folder of the uploads (classroom/).
    const files = fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort() : [];
    snapshot[`files:${name}`] = {
      rows: files.length,
      hash: createHash('sha256').update(files.join('\n')).digest('hex'),
    };
  }
  return snapshot;
}

/** The tables whose content differs between two snapshots, for a readable failure. */
export function changedTables(before: DatabaseSnapshot, after: DatabaseSnapshot): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter(
    (name) => before[name]?.rows !== after[name]?.rows || before[name]?.hash !== after[name]?.hash,
  );
}
