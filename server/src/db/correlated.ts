import { sql, type SQL } from 'drizzle-orm';
import type { UserRef } from '@pathshala/shared-api/contract';
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
 * `[{ _id, username }]` in the order `orderBy` gives: `'[]'` when there are none. Given `role` (an expression
 * of the subquery), each also carries it, so that one lookup reads the users of every role (see `ofRole`)
 * where a list per role would look each row's entries up once per role.
 */
export const userRefList = (from: SQL, orderBy: SQL, role?: SQL): SQL =>
  sql`(select coalesce(json_agg(json_build_object('_id', u.id, 'username', u.username${
    role ? sql`, 'role', ${role}` : sql``
  }) order by ${orderBy}), '[]'::json) ${from})`;

/** A user of a list read with its role (userRefList with `role`). */
export type UserRefWithRole<R extends string> = UserRef & { role: R };

/** The users of `list` who have `role`, in the list's order, as `{ _id, username }`. */
export const ofRole = <R extends string>(list: UserRefWithRole<R>[], role: R): UserRef[] =>
  list.filter((user) => user.role === role).map(({ _id, username }) => ({ _id, username }));

/** The username of the user whose id `id` (a column of the outer query) holds: null when it holds none. */
export const usernameOf = (id: SQL): SQL<string | null> =>
  sql<string | null>`(select named.username from ${users} named where named.id = ${id})`;
