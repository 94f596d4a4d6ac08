import { sql, type SQL } from 'drizzle-orm';
import { users } from './schema';

/**
 * A column of the outer query's table, always qualified, for a subquery correlated with it: drizzle leaves
 * columns unqualified in a query without joins, and inside a subquery an unqualified `id` would name the
 * subquery's own table.
 */
export const outerColumn = (table: string, column: string): SQL =>
  sql`${sql.identifier(table)}.${sql.identifier(column)}`;

/**
 * The users a subquery `from` finds (it names the user `u` and may join anything else), as
 * `[{ _id, username }]` in the order `orderBy` gives: `'[]'` when there are none.
 */
export const userRefList = (from: SQL, orderBy: SQL): SQL =>
  sql`(select coalesce(json_agg(json_build_object('_id', u.id, 'username', u.username) order by ${orderBy}),
    '[]'::json) ${from})`;

/** The username of the user whose id `id` (a column of the outer query) holds: null when it holds none. */
export const usernameOf = (id: SQL): SQL<string | null> =>
  sql<string | null>`(select named.username from ${users} named where named.id = ${id})`;
