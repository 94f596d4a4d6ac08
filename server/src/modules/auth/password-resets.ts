import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { randomToken, sha256Hex } from '../../crypto';
import type { Db, Queryable } from '../../db';
import { passwordResets, users } from '../../db/schema';
import { revokeAllSessionsOf } from './sessions';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** Creates a single-use reset token for the user; only its hash is stored. */
export async function createPasswordReset(db: Queryable, userId: string): Promise<string> {
  const token = randomToken(32);
  await db.insert(passwordResets).values({
    userId,
    tokenHash: sha256Hex(token),
    expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
  });
  return token;
}

/**
 * In one transaction: claims the token (unused, unexpired, account active), sets the new password,
 * spends the user's other outstanding tokens and revokes all their sessions. False when the token is
 * not valid.
 */
export async function consumePasswordReset(db: Db, token: string, newPasswordHash: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(passwordResets.tokenHash, sha256Hex(token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, sql`now()`),
          sql`exists (select 1 from ${users} where ${users.id} = ${passwordResets.userId} and ${users.removedAt} is null)`,
        ),
      )
      .returning({ userId: passwordResets.userId });
    if (!claimed) return false;

    await tx.update(users).set({ passwordHash: newPasswordHash }).where(eq(users.id, claimed.userId));
    await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResets.userId, claimed.userId), isNull(passwordResets.usedAt)));
    await revokeAllSessionsOf(tx, claimed.userId);
    return true;
  });
}
