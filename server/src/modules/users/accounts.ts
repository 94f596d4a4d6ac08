import { ne, and, or } from 'drizzle-orm';
import type { Role } from '@pathshala/shared-api/contract';
import type { Db, Queryable } from '../../db';
import { uniqueViolation } from '../../db/errors';
import { teacherPaymentAccounts, users, type UserRow } from '../../db/schema';
import { conflictOn } from '../../http/errors';
import { hashPassword } from '../auth/passwords';
import { emailMatches, usernameMatches } from './repository';

export const ACCOUNT_CONFLICTS = {
  username: 'Username is already taken',
  email: 'Email is already registered',
} as const;

/** A teacher's SSLCommerz store, its password already sealed with the app's SecretBox. */
export interface SealedStoreCredentials {
  storeId: string;
  storePasswordEncrypted: string;
}

export interface NewAccount {
  firstname: string;
  lastname: string;
  username: string;
  email: string;
  password: string;
  role: Role;
  store?: SealedStoreCredentials | undefined;
}

/** The fields another account already uses (case-insensitively), as { field: message }. */
export async function takenFields(
  db: Queryable,
  username: string,
  email: string,
  exceptUserId?: string,
): Promise<Partial<Record<keyof typeof ACCOUNT_CONFLICTS, string>>> {
  const clash = or(usernameMatches(username), emailMatches(email));
  const rows = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(exceptUserId ? and(clash, ne(users.id, exceptUserId)) : clash);
  const errors: Partial<Record<keyof typeof ACCOUNT_CONFLICTS, string>> = {};
  if (rows.some((row) => row.username.toLowerCase() === username.trim().toLowerCase())) {
    errors.username = ACCOUNT_CONFLICTS.username;
  }
  if (rows.some((row) => row.email.toLowerCase() === email.trim().toLowerCase()))
    errors.email = ACCOUNT_CONFLICTS.email;
  return errors;
}

/** Maps a unique-index violation (a concurrent duplicate) to the same 409 the pre-check gives. */
export function accountConflictFrom(error: unknown) {
  const constraint = uniqueViolation(error);
  if (constraint === null) return null;
  return conflictOn(
    constraint.includes('email')
      ? { email: ACCOUNT_CONFLICTS.email }
      : { username: ACCOUNT_CONFLICTS.username },
  );
}

/**
 * Creates a user (and a teacher's store credentials) inside `tx`, which the caller provides so the
 * account and anything created with it commit together. The password is hashed beforehand so no
 * transaction waits on Argon2. Throws a 409 for a taken username or email.
 */
export async function insertAccount(
  tx: Queryable,
  account: Omit<NewAccount, 'password'>,
  passwordHash: string,
): Promise<UserRow> {
  const taken = await takenFields(tx, account.username, account.email);
  if (Object.keys(taken).length > 0) throw conflictOn(taken);
  const [user] = await tx
    .insert(users)
    .values({
      firstname: account.firstname.trim(),
      lastname: account.lastname.trim(),
      username: account.username.trim(),
      email: account.email.trim(),
      passwordHash,
      role: account.role,
    })
    .returning();
  if (!user) throw new Error('insert returned no row');
  if (account.store) {
    await tx.insert(teacherPaymentAccounts).values({
      userId: user.id,
      storeId: account.store.storeId.trim(),
      storePasswordEncrypted: account.store.storePasswordEncrypted,
    });
  }
  return user;
}

/** Creates one account in its own transaction. */
export async function createAccount(db: Db, account: NewAccount): Promise<UserRow> {
  const passwordHash = await hashPassword(account.password);
  try {
    return await db.transaction((tx) => insertAccount(tx, account, passwordHash));
  } catch (error) {
    throw accountConflictFrom(error) ?? error;
  }
}
