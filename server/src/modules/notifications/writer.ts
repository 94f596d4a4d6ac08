import type { Queryable } from '../../db';
import { notifications } from '../../db/schema';

/**
 * Writes one notification per user (each user once). Pass the transaction of the change being
 * announced, so the notifications are kept exactly when the change is.
 */
export async function notify(db: Queryable, userIds: readonly string[], message: string): Promise<void> {
  const recipients = [...new Set(userIds)];
  if (recipients.length === 0) return;
  await db.insert(notifications).values(recipients.map((userId) => ({ userId, message })));
}
