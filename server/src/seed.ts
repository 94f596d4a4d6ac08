import { count } from 'drizzle-orm';
import type { Role } from '@pathshala/shared-api/contract';
import type { Config } from './config';
import type { SecretBox } from './crypto';
import type { Database, Db } from './db';
import { users } from './db/schema';
import { hashPassword } from './modules/auth/passwords';
import { insertAccount, takenFields } from './modules/users/accounts';

/** Every demo account signs in with this password. */
export const DEMO_PASSWORD = 'Pathshala2026';

const DEMO_STORE = { storeId: 'demo_store', storePassword: 'demo_store_pass' };

interface DemoUser {
  username: string;
  firstname: string;
  lastname: string;
  role: Role;
}

/** The demo accounts (emails are <username>@pathshala.test); teachers get the demo SSLCommerz store. */
export const DEMO_USERS: readonly DemoUser[] = [
  { username: 'admin', firstname: 'Ayesha', lastname: 'Rahman', role: 'admin' },
  { username: 'rahim', firstname: 'Rahim', lastname: 'Uddin', role: 'teacher' },
  { username: 'karima', firstname: 'Karima', lastname: 'Begum', role: 'teacher' },
  { username: 'nusrat', firstname: 'Nusrat', lastname: 'Jahan', role: 'student' },
  { username: 'tanvir', firstname: 'Tanvir', lastname: 'Ahmed', role: 'student' },
  { username: 'farhana', firstname: 'Farhana', lastname: 'Akter', role: 'student' },
];

export const demoEmail = (username: string) => `${username}@pathshala.test`;

async function userCount(db: Db): Promise<number> {
  const [row] = await db.select({ value: count() }).from(users);
  return row?.value ?? 0;
}

/** SEED_DEMO: 'true' forces, 'false' disables, unset seeds an embedded database that has no users. */
export async function shouldSeedDemo(config: Pick<Config, 'seedDemo'>, database: Database): Promise<boolean> {
  if (config.seedDemo !== 'auto') return config.seedDemo;
  return database.driver === 'pglite' && (await userCount(database.db)) === 0;
}

/**
 * Inserts the demo data in one transaction. Idempotent: an account whose username or email is already
 * in use is left alone. Returns the usernames created.
 */
export async function seedDemo(db: Db, secretBox: SecretBox): Promise<string[]> {
  const passwordHashes = await Promise.all(DEMO_USERS.map(() => hashPassword(DEMO_PASSWORD)));
  return db.transaction(async (tx) => {
    const created: string[] = [];
    for (const [index, user] of DEMO_USERS.entries()) {
      const email = demoEmail(user.username);
      const taken = await takenFields(tx, user.username, email);
      if (Object.keys(taken).length > 0) continue;
      const store =
        user.role === 'teacher'
          ? {
              storeId: DEMO_STORE.storeId,
              storePasswordEncrypted: secretBox.encrypt(DEMO_STORE.storePassword),
            }
          : undefined;
      await insertAccount(
        tx,
        { ...user, email, store },
        passwordHashes[index] ?? (await hashPassword(DEMO_PASSWORD)),
      );
      created.push(user.username);
    }
    return created;
  });
}
