import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { AccountLanguage, UserProfile, UserRef } from '@pathshala/shared-api/contract';
import type { Queryable } from '../../db';
import { preparedStatement } from '../../db/prepared';
import { users, type UserRow } from '../../db/schema';

const lower = (value: string) => value.trim().toLowerCase();

/** Case-insensitive lookups go through the lower(...) unique indexes. */
export const usernameMatches = (username: string) => sql`lower(${users.username}) = ${lower(username)}`;
export const emailMatches = (email: string) => sql`lower(${users.email}) = ${lower(email)}`;

export async function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

const activeUserById = preparedStatement('active_user_by_id', (db, name) =>
  db
    .select()
    .from(users)
    .where(and(eq(users.id, sql.placeholder('id')), isNull(users.removedAt)))
    .limit(1)
    .prepare(name),
);

export async function findActiveUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  const [row] = await activeUserById(db).execute({ id });
  return row;
}

/** Sign-in accepts the username or the email. */
export async function findUserByLogin(db: Queryable, login: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(or(usernameMatches(login), emailMatches(login)))
    .limit(1);
  return row;
}

export async function findUserByUsername(db: Queryable, username: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(usernameMatches(username)).limit(1);
  return row;
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(emailMatches(email)).limit(1);
  return row;
}

export function toUserProfile(row: UserRow): UserProfile {
  return {
    _id: row.id,
    firstname: row.firstname,
    lastname: row.lastname,
    username: row.username,
    email: row.email,
    role: row.role,
    coverImage: row.coverImage,
    language: row.language,
    gender: row.gender,
    division: row.division,
    district: row.district,
    area: row.area,
    modes: row.modes,
    medium: row.medium,
  };
}

/** Sets an active account's language; answers the updated row, or undefined when there is no such account. */
export async function saveLanguage(
  db: Queryable,
  id: string,
  language: AccountLanguage,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ language })
    .where(and(eq(users.id, id), isNull(users.removedAt)))
    .returning();
  return row;
}

/** `{ _id, username }` of each of the users (removed ones too), by id; one query for all of them. */
export async function userRefs(db: Queryable, ids: readonly string[]): Promise<Map<string, UserRef>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ _id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((ref) => [ref._id, ref]));
}
