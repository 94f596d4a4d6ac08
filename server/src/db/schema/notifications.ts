import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sessions } from './sessions';
import { users } from './users';

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('notifications_user_id_created_at_idx').on(table.userId, table.createdAt.desc()),
    // The bell's unread count reads only the unread rows of one user.
    index('notifications_user_id_unread_idx')
      .on(table.userId)
      .where(sql`${table.isRead} = false`),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;

/**
 * Single-use tickets that open a notification stream (EventSource cannot send a Bearer header). Stored
 * hashed in the database so any instance can redeem one, and exactly one redemption wins (a DELETE).
 */
export const notificationStreamTickets = pgTable(
  'notification_stream_tickets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('notification_stream_tickets_expires_at_idx').on(table.expiresAt)],
);
