import { inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db';
import { notifications, users } from '../../db/schema';
import { textIn, type Text } from '../../i18n/catalog';
import type { Language } from '../../i18n/language';
import { encodeSignals, NOTIFICATION_CHANNEL, type Signal } from './signals';

/** A notification's text: written for each recipient in their language, or one text as it is. */
export type NoticeMessage = string | ((text: Text) => string);

/** The language each user's notifications and mails are written in: the account's choice, else English. */
async function recipientLanguages(db: Queryable, userIds: readonly string[]): Promise<Map<string, Language>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, language: users.language })
    .from(users)
    .where(inArray(users.id, [...userIds]));
  return new Map(rows.map((row) => [row.id, row.language ?? 'en']));
}

/**
 * Writes one notification per user (each user once), in the user's language. Pass the transaction of the
 * change being announced, so the notifications are kept exactly when the change is. The same transaction
 * signals the live streams (pg_notify), which PostgreSQL delivers only when it commits: a rolled-back change
 * announces nothing, on any instance.
 */
export async function notify(
  db: Queryable,
  userIds: readonly string[],
  message: NoticeMessage,
): Promise<void> {
  const recipients = [...new Set(userIds)];
  if (recipients.length === 0) return;
  if (typeof message === 'string') {
    await writeNotifications(
      db,
      recipients.map((userId) => ({ userId, message })),
    );
    return;
  }
  const languages = await recipientLanguages(db, recipients);
  await writeNotifications(
    db,
    recipients.map((userId) => ({ userId, message: message(textIn(languages.get(userId) ?? 'en')) })),
  );
}

/** Writes the notifications, each already in its recipient's language, and signals the streams. */
export async function writeNotifications(
  db: Queryable,
  items: readonly { userId: string; message: string }[],
): Promise<void> {
  if (items.length === 0) return;
  const rows = await db
    .insert(notifications)
    .values([...items])
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

/**
 * Tells the streams of a batch's members that its board changed (a message posted or deleted), or the streams of
 * one member that they read it. Pass the change's transaction: the signal goes out only when it commits.
 */
export async function signalBoard(
  db: Queryable,
  board: Extract<Signal, { kind: 'board' | 'board-read' }>,
): Promise<void> {
  await signal(db, [board]);
}

async function signal(db: Queryable, signals: readonly Signal[]): Promise<void> {
  for (const payload of encodeSignals(signals)) {
    await db.execute(sql`select pg_notify(${NOTIFICATION_CHANNEL}, ${payload})`);
  }
}
