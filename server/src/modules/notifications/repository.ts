import { and, count, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { NotificationItem } from '@pathshala/shared-api/contract';
import { randomToken, sha256Hex } from '../../crypto';
import type { Db, Queryable } from '../../db';
import { isAnyOf, preparedStatement } from '../../db/prepared';
import { notificationStreamTickets, notifications, type NotificationRow } from '../../db/schema';
import { findSessionOwner } from '../auth/sessions';
import { signalUnreadChanged } from './writer';

export function toNotificationItem(row: Pick<NotificationRow, 'id' | 'message' | 'createdAt' | 'isRead'>) {
  return {
    _id: row.id,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    isRead: row.isRead,
  } satisfies NotificationItem;
}

const ITEM_COLUMNS = {
  id: notifications.id,
  userId: notifications.userId,
  message: notifications.message,
  createdAt: notifications.createdAt,
  isRead: notifications.isRead,
};

const own = (userId: string, id: string) => and(eq(notifications.id, id), eq(notifications.userId, userId));

/**
 * A page of the user's notifications, newest first (the (user_id, created_at desc) index), each row carrying how
 * many the user has: one statement, so one round trip and one wait for a connection, and a total that agrees
 * with the page.
 */
const ownItems = preparedStatement('notifications_page', (db, name) => {
  const userId = sql.placeholder('userId');
  return db
    .select({
      ...ITEM_COLUMNS,
      total: sql<number>`(select count(*)::int from ${notifications} counted where counted.user_id = ${userId})`,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name);
});
const ownTotal = preparedStatement('notifications_total', (db, name) =>
  db
    .select({ total: count() })
    .from(notifications)
    .where(eq(notifications.userId, sql.placeholder('userId')))
    .prepare(name),
);

/**
 * A user's notifications, newest first, and how many there are. Only a page past the last (never the first:
 * an empty first page means none) has no row to carry the total, and counts alone.
 */
export async function listNotifications(db: Queryable, userId: string, page: number, limit: number) {
  const rows = await ownItems(db).execute({ userId, limit, offset: (page - 1) * limit });
  const total =
    rows[0]?.total ?? (page === 1 ? 0 : ((await ownTotal(db).execute({ userId }))[0]?.total ?? 0));
  return { items: rows.map(toNotificationItem), total };
}

/** Written out, not a parameter: a plan kept for every run must see the partial index's own condition. */
const UNREAD = sql`${notifications.isRead} = false`;

const unreadByUser = preparedStatement('notifications_unread', (db, name) =>
  db
    .select({ userId: notifications.userId, count: count() })
    .from(notifications)
    .where(and(isAnyOf(notifications.userId, 'userIds'), UNREAD))
    .groupBy(notifications.userId)
    .prepare(name),
);

/**
 * One user's, apart from unreadByUser: PostgreSQL keeps one plan of this for every run, where it plans
 * unreadByUser afresh each time (it expects its list to hold several users), which cost four times the count.
 */
const unreadOfUser = preparedStatement('notifications_unread_one', (db, name) =>
  db
    .select({ count: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, sql.placeholder('userId')), UNREAD))
    .prepare(name),
);

/** Unread counts of some users (the partial unread index); users with none are absent. */
export async function unreadCounts(db: Queryable, userIds: readonly string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await unreadByUser(db).execute({ userIds: [...userIds] });
  return new Map(rows.map((row) => [row.userId, row.count]));
}

export async function unreadCount(db: Queryable, userId: string): Promise<number> {
  const [row] = await unreadOfUser(db).execute({ userId });
  return row?.count ?? 0;
}

/** Notifications by id, for the streams of their owners. */
export async function notificationsByIds(db: Queryable, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select(ITEM_COLUMNS)
    .from(notifications)
    .where(inArray(notifications.id, [...ids]));
}

/** Marks one of the user's notifications read: it and the count after, or null when not theirs. */
export async function markRead(db: Db, userId: string, id: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(notifications)
      .set({ isRead: true })
      .where(own(userId, id))
      .returning(ITEM_COLUMNS);
    if (!row) return null;
    await signalUnreadChanged(tx, userId);
    return { item: toNotificationItem(row), unreadCount: await unreadCount(tx, userId) };
  });
}

/** Marks all of the user's notifications read; answers how many were unread. */
export async function markAllRead(db: Db, userId: string): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(notifications)
      .set({ isRead: true })
      .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
      .returning({ id: notifications.id });
    if (rows.length > 0) await signalUnreadChanged(tx, userId);
    return rows.length;
  });
}

/** Deletes one of the user's notifications: the count after, or null when not theirs. */
export async function deleteNotification(db: Db, userId: string, id: string): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(notifications)
      .where(own(userId, id))
      .returning({ isRead: notifications.isRead });
    if (!row) return null;
    if (!row.isRead) await signalUnreadChanged(tx, userId);
    return unreadCount(tx, userId);
  });
}

/** How long a stream ticket may wait to be redeemed. */
export const STREAM_TICKET_SECONDS = 60;

/**
 * A random single-use ticket for the caller's session, stored hashed (any instance can redeem it).
 * Expired tickets are swept here, so the table stays as small as the last minute's tickets.
 */
export async function issueStreamTicket(db: Db, userId: string, sessionId: string): Promise<string> {
  const ticket = randomToken(32);
  await db.delete(notificationStreamTickets).where(lt(notificationStreamTickets.expiresAt, sql`now()`));
  await db.insert(notificationStreamTickets).values({
    tokenHash: sha256Hex(ticket),
    userId,
    sessionId,
    expiresAt: sql`now() + make_interval(secs => ${STREAM_TICKET_SECONDS})`,
  });
  return ticket;
}

/**
 * Redeems a ticket: the DELETE claims it, so of two redemptions (on any instances) one wins. Answers
 * its user and session when it was unexpired and the session is still live, else null.
 */
export async function redeemStreamTicket(db: Db, ticket: string) {
  const [row] = await db
    .delete(notificationStreamTickets)
    .where(
      and(
        eq(notificationStreamTickets.tokenHash, sha256Hex(ticket)),
        gt(notificationStreamTickets.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: notificationStreamTickets.userId, sessionId: notificationStreamTickets.sessionId });
  if (!row) return null;
  const owner = await findSessionOwner(db, row.sessionId, row.userId);
  return owner ? { userId: owner.id, sessionId: row.sessionId } : null;
}

/** True while the session a stream was opened with is live (not revoked or expired, account active). */
export async function sessionIsLive(db: Db, userId: string, sessionId: string): Promise<boolean> {
  return (await findSessionOwner(db, sessionId, userId)) !== null;
}
