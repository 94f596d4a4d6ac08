import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { batches } from './batches';
import { users } from './users';

/**
 * A private file kept for a batch (a material, an assignment's attachment or a submission's): its bytes live
 * in the storage under `file_key`, never served publicly; only the batch's members (and admins) fetch it,
 * through a short-lived signed link checked against the membership when it is used.
 */
const fileColumns = () => ({
  fileKey: text('file_key'),
  /** The name the uploader's file had, shown and offered on download. */
  fileName: text('file_name'),
  /** Read off the file's bytes when it was stored. */
  fileType: text('file_type'),
  fileSize: integer('file_size'),
});

/** A file or a link shared with a batch, with a title. */
export const batchMaterials = pgTable(
  'batch_materials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    uploaderId: uuid('uploader_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    /** A link's address; null for a file. */
    url: text('url'),
    ...fileColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('batch_materials_batch_idx').on(table.batchId, table.createdAt.desc(), table.id.desc())],
);
export type BatchMaterialRow = typeof batchMaterials.$inferSelect;

/** Homework the batch's teacher set, due at a moment (entered in Dhaka time). */
export const assignments = pgTable(
  'assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    teacherId: uuid('teacher_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    instructions: text('instructions').notNull().default(''),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** What a mark is out of; null when the teacher gives none. */
    totalMarks: integer('total_marks'),
    ...fileColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [index('assignments_batch_idx').on(table.batchId, table.dueAt.desc(), table.id.desc())],
);
export type AssignmentRow = typeof assignments.$inferSelect;

/** A student's one submission to an assignment (replaced in place until the due time), and its feedback. */
export const submissions = pgTable(
  'submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assignmentId: uuid('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull().default(''),
    ...fileColumns(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    feedback: text('feedback'),
    mark: integer('mark'),
    feedbackAt: timestamp('feedback_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('submissions_assignment_student_key').on(table.assignmentId, table.studentId),
    index('submissions_student_idx').on(table.studentId),
  ],
);
export type SubmissionRow = typeof submissions.$inferSelect;

/** A short message on a batch's board, read by its members in the order written. */
export const boardMessages = pgTable(
  'board_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('board_messages_batch_idx').on(table.batchId, table.createdAt, table.id)],
);
export type BoardMessageRow = typeof boardMessages.$inferSelect;

/** How far each member has read a batch's board: the unread count is what was written after it. */
export const boardReads = pgTable(
  'board_reads',
  {
    batchId: uuid('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [primaryKey({ columns: [table.batchId, table.userId], name: 'board_reads_pkey' })],
);
