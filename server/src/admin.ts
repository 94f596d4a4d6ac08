import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { emailSchema, passwordSchema, usernameSchema } from '@pathshala/shared-api/contract';
import type { AdminAccount } from './config';
import type { Db } from './db';
import { users } from './db/schema';
import { announceOutsideWrite } from './http/cache-broadcast';
import { hashPassword, verifyPassword } from './modules/auth/passwords';
import { revokeAllSessionsOf } from './modules/auth/sessions';
import { createAccount, takenFields } from './modules/users/accounts';
import { findUserByUsername } from './modules/users/repository';

/** The same rules as self-registration (DESIGN §5), so an admin cannot get a weaker password. */
export const adminAccountSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
  firstname: z.string().trim().min(1).max(60).default('Pathshala'),
  lastname: z.string().trim().min(1).max(60).default('Admin'),
});

export class AdminAccountError extends Error {
  override name = 'AdminAccountError';
}

export type EnsureAdminResult = 'created' | 'updated' | 'unchanged';

/**
 * Creates the admin, or brings an existing admin of that username up to date (email, password,
 * restored if it had been removed). A changed password revokes the admin's sessions. Refuses to turn
 * someone else's account into an admin.
 */
export async function ensureAdmin(
  db: Db,
  input: AdminAccount & { firstname?: string; lastname?: string },
): Promise<EnsureAdminResult> {
  const parsed = adminAccountSchema.safeParse(input);
  if (!parsed.success) {
    throw new AdminAccountError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n'),
    );
  }
  const account = parsed.data;
  const existing = await findUserByUsername(db, account.username);
  if (!existing) {
    const taken = await takenFields(db, account.username, account.email);
    if (taken.email) throw new AdminAccountError(`email: ${taken.email}`);
    await createAccount(db, { ...account, role: 'admin' });
    return 'created';
  }
  if (existing.role !== 'admin') {
    throw new AdminAccountError(
      `username: "${existing.username}" belongs to a ${existing.role}, not an admin`,
    );
  }
  const taken = await takenFields(db, account.username, account.email, existing.id);
  if (taken.email) throw new AdminAccountError(`email: ${taken.email}`);

  const passwordChanged = !(await verifyPassword(existing.passwordHash, account.password));
  const emailChanged = existing.email !== account.email;
  if (!passwordChanged && !emailChanged && !existing.removedAt) return 'unchanged';

  const passwordHash = passwordChanged ? await hashPassword(account.password) : existing.passwordHash;
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ email: account.email, passwordHash, removedAt: null })
      .where(eq(users.id, existing.id));
    if (passwordChanged) await revokeAllSessionsOf(tx, existing.id);
    await announceOutsideWrite(tx);
  });
  return 'updated';
}
