import { sql } from 'drizzle-orm';
import { boolean, integer, text } from 'drizzle-orm/pg-core';
import type { Weekday } from '@pathshala/shared-api/contract';

/**
 * What a tuition offer or request says and a batch made from it copies: the same columns in `posts` and
 * `batches`. A function, because each table needs column builders of its own.
 */
export const tuitionColumns = () => ({
  title: text('title').notNull(),
  subtitle: text('subtitle').notNull(),
  subject: text('subject').notNull(),
  /** '1'…'12', 'hons', 'masters' (CLASS_OPTIONS). */
  class: text('class').notNull(),
  time: text('time').notNull(),
  /** Whole taka (BDT) per month. */
  salary: integer('salary').notNull(),
  /** Day names, Sunday first (WEEKDAYS). */
  weeklySchedule: text('weekly_schedule')
    .array()
    .$type<Weekday[]>()
    .notNull()
    .default(sql`'{}'::text[]`),
  description: text('description').notNull(),
  isContinuous: boolean('is_continuous').notNull().default(false),
  isBatch: boolean('is_batch').notNull().default(false),
  maxSize: integer('max_size'),
});
