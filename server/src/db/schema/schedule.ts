import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ATTENDANCE_STATUSES } from '@pathshala/shared-api/contract';
import { batches } from './batches';
import { users } from './users';

/**
 * One class of a batch (the "class session"). The batch's weekly days and time, read in Asia/Dhaka,
 * put classes at `scheduled_at`; they are written some weeks ahead (modules/schedule/plan.ts) so that each can
 * be moved, cancelled, reminded of and attended on its own. `starts_at` differs from `scheduled_at` once the
 * teacher moves the class; a class started without one planned that day (an extra class) has both the same.
 * Its status is read off the columns: cancelled, else held, else moved, else scheduled.
 */
export const classSessions = pgTable(
  'class_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** When the teacher started it online or first marked its attendance. */
    heldAt: timestamp('held_at', { withTimezone: true }),
    /** The teacher's note on the last move or cancellation. */
    note: text('note'),
    joinClassLink: text('join_class_link'),
    joinClassExpiresAt: timestamp('join_class_expires_at', { withTimezone: true }),
    /** Set in the transaction that reminds its members, so a class is reminded of once across instances. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    /** One class per planned moment: planning again never doubles a class. */
    uniqueIndex('class_sessions_batch_slot_key').on(table.batchId, table.scheduledAt),
    index('class_sessions_batch_starts_idx').on(table.batchId, table.startsAt),
    /** The reminder's walk: classes still to remind, by start. */
    index('class_sessions_reminder_due_idx')
      .on(table.startsAt)
      .where(sql`${table.remindedAt} is null and ${table.cancelledAt} is null and ${table.heldAt} is null`),
  ],
);

export type ClassSessionRow = typeof classSessions.$inferSelect;

export const attendanceStatus = pgEnum('attendance_status', ATTENDANCE_STATUSES);

/** A student's mark for one class, written by the batch's teacher (and corrected later by rewriting it). */
export const attendance = pgTable(
  'attendance',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => classSessions.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: attendanceStatus('status').notNull(),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.sessionId, table.studentId], name: 'attendance_pkey' }),
    index('attendance_student_id_idx').on(table.studentId),
  ],
);

/**
 * A user's private calendar subscription (iCalendar). The token is looked up by its SHA-256 and kept sealed
 * (AES-GCM, APP_SECRET) so the user can be shown the link again; replacing it makes the old link fail.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique('calendar_feeds_token_hash_key'),
  tokenSealed: text('token_sealed').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
