import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PAYMENT_LIMITS, PAYMENT_STATUSES } from '@pathshala/shared-api/contract';
import { batches } from './batches';
import { users } from './users';

/**
 * A teacher's ask for payment (DESIGN §5 Payment): every student of the batch owes `amount` (the batch
 * salary when the round opened) until a payment of theirs for this round is `paid`.
 */
export const paymentRounds = pgTable(
  'payment_rounds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    /** Whole taka (BDT). */
    amount: integer('amount').notNull(),
    openedBy: uuid('opened_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payment_rounds_batch_id_created_at_idx').on(table.batchId, table.createdAt),
    check(
      'payment_rounds_amount_range',
      sql`${table.amount} between ${sql.raw(String(PAYMENT_LIMITS.amountMin))} and ${sql.raw(String(PAYMENT_LIMITS.amountMax))}`,
    ),
  ],
);

export type PaymentRoundRow = typeof paymentRounds.$inferSelect;

export const paymentStatus = pgEnum('payment_status', PAYMENT_STATUSES);

/** One attempt by a student to pay a round through the payment provider, looked up by `tran_id`. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roundId: uuid('round_id')
      .notNull()
      .references(() => paymentRounds.id, { onDelete: 'cascade' }),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teacherId: uuid('teacher_id').references(() => users.id, { onDelete: 'set null' }),
    /** Whole taka (BDT), decided by the server from the round. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('BDT'),
    tranId: text('tran_id').notNull().unique('payments_tran_id_key'),
    status: paymentStatus('status').notNull().default('pending'),
    valId: text('val_id'),
    bankTranId: text('bank_tran_id'),
    cardType: text('card_type'),
    riskLevel: text('risk_level'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    // Has this student paid this round? (time_to_pay, and refusing a second payment)
    index('payments_round_id_student_id_status_idx').on(table.roundId, table.studentId, table.status),
    // Money is never counted twice: a student has at most one paid payment per round.
    uniqueIndex('payments_one_paid_per_round_key')
      .on(table.roundId, table.studentId)
      .where(sql`${table.status} = 'paid'`),
    // A student's last payment (GET /payment/get-last-payment).
    index('payments_student_id_created_at_idx').on(table.studentId, table.createdAt),
    index('payments_batch_id_idx').on(table.batchId),
  ],
);

export type PaymentRow = typeof payments.$inferSelect;
