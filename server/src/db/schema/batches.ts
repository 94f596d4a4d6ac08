import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
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
import { INVITATION_ROLES } from '@pathshala/shared-api/contract';
import { posts } from './posts';
import { tuitionColumns } from './tuition-columns';
import { users } from './users';

/** A running tuition group: made when a student accepts a teacher on their request (DESIGN §5). */
export const batches = pgTable(
  'batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teacherId: uuid('teacher_id').references(() => users.id, { onDelete: 'set null' }),
    postId: uuid('post_id').references(() => posts.id, { onDelete: 'set null' }),
    ...tuitionColumns(),
    /** A salary the owner asked for that the teacher has not agreed to yet; `salary` holds until they do. */
    proposedSalary: integer('proposed_salary'),
    /** The students' link to the running online class; shown only until it expires. */
    joinClassLink: text('join_class_link'),
    joinClassExpiresAt: timestamp('join_class_expires_at', { withTimezone: true }),
    /** Each class's length; its classes fall on the weekly days at `time` (Asia/Dhaka) from `start_date` on. */
    durationMinutes: integer('duration_minutes').notNull().default(60),
    /** 'YYYY-MM-DD', a day in Asia/Dhaka: no class falls before it. */
    startDate: date('start_date', { mode: 'string' })
      .notNull()
      .default(sql`(now() at time zone 'Asia/Dhaka')::date`),
    /** Classes are written up to this moment (modules/schedule/plan.ts); null before any are. */
    sessionsUntil: timestamp('sessions_until', { withTimezone: true }),
    /** Whether the batch's students may share materials too (the teacher always may). */
    studentsShareMaterials: boolean('students_share_materials').notNull().default(false),
    /** Set when the owner or teacher deletes the batch: it leaves every list, its payments are kept. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    index('batches_owner_id_idx').on(table.ownerId),
    index('batches_teacher_id_idx').on(table.teacherId),
    /** The planner's walk: live batches whose classes run out soonest. */
    index('batches_sessions_until_idx')
      .on(table.sessionsUntil)
      .where(sql`${table.deletedAt} is null`),
  ],
);

export type BatchRow = typeof batches.$inferSelect;

export const batchMembers = pgTable(
  'batch_members',
  {
    batchId: uuid('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.batchId, table.userId], name: 'batch_members_pkey' }),
    index('batch_members_user_id_idx').on(table.userId),
  ],
);

export const invitationRole = pgEnum('batch_invitation_role', INVITATION_ROLES);

/**
 * Someone named in a batch who has not answered yet: they are not one of its people (batch_members,
 * batches.teacher_id) until they accept, which turns the row into that membership.
 */
export const batchInvitations = pgTable(
  'batch_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: invitationRole('role').notNull(),
    invitedBy: uuid('invited_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('batch_invitations_batch_id_user_id_key').on(table.batchId, table.userId),
    index('batch_invitations_user_id_idx').on(table.userId),
  ],
);

export type BatchInvitationRow = typeof batchInvitations.$inferSelect;
