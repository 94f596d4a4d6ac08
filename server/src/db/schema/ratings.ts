import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A student's rating (1–5) and optional review of a teacher they study or studied with (DESIGN §5
 * Ratings). One per student and teacher; averages and counts are computed from these rows.
 */
export const ratings = pgTable(
  'ratings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teacherId: uuid('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    /** '' when the student wrote no review. */
    review: text('review').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    uniqueIndex('ratings_student_id_teacher_id_key').on(table.studentId, table.teacherId),
    index('ratings_teacher_id_created_at_idx').on(table.teacherId, table.createdAt.desc()),
    check('ratings_rating_range', sql`${table.rating} between 1 and 5`),
  ],
);

export type RatingRow = typeof ratings.$inferSelect;
