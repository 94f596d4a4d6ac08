import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db';
import { notifications } from '../../db/schema';
import { encodeSignals, NOTIFICATION_CHANNEL, type Signal } from './signals';

/**
 * Writes one notification per user (each user once). Pass the transaction of the change being
 * announced, so the notifications are kept exactly when the change is. The same transaction signals
 * the live streams (pg_notify), which PostgreSQL delivers only when it commits: a rolled-back change
 * announces nothing, on any instance.
 */
export async function notify(db: Queryable, userIds: readonly string[], message: string): Promise<void> {
  const recipients = [...new Set(userIds)];
  if (recipients.length === 0) return;
  const rows = await db
    .insert(notifications)
    .values(recipients.map((userId) => ({ userId, message })))
    .returning({ id: notifications.id, userId: notifications.userId });
  await signal(
    db,
    rows.map((row) => ({ kind: 'created', id: row.id, userId: row.userId })),
  );
}

/** Tells the streams of `userId` that their unread count changed (read, read all, delete). */
export async function signalUnreadChanged(db: Queryable, userId: string): Promise<void> {
  await signal(db, [{ kind: 'unread', userId }]);
}

async function signal(db: Queryable, signals: readonly Signal[]): Promise<void> {
  for (const payload of encodeSignals(signals)) {
    await db.execute(sql`select pg_notify(${NOTIFICATION_CHANNEL}, ${payload})`);
  }
}
