import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Mail waiting to be sent. A change that mails someone inserts its mails here in its own transaction, so
 * a mail exists exactly when the change does and survives a restart; the sender (modules/mail/sender.ts)
 * delivers each and deletes it. `attempts` counts tries (a claim is a try, so a crash mid-send counts);
 * a mail still failing after the last try keeps its row with `abandoned_at` and `last_error` for the
 * operator.
 */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** When the next try may start; a claimed mail is pushed out by a lease, so one sender has it at a time. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    abandonedAt: timestamp('abandoned_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('mail_queue_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.abandonedAt} is null`),
  ],
);

export type MailQueueRow = typeof mailQueue.$inferSelect;
