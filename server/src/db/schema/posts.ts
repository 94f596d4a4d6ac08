import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { POST_OWNER_ROLES, POST_STATUSES, type Weekday } from '@pathshala/shared-api/contract';
import { userRole, users } from './users';

/** A teacher's post is an offer, a student's post is a request (DESIGN §5 Posts). */
export const postOwnerRole = pgEnum('post_owner_role', POST_OWNER_ROLES);
export const postStatus = pgEnum('post_status', POST_STATUSES);

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const posts = pgTable(
  'posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ownerRole: postOwnerRole('owner_role').notNull(),
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
    status: postStatus('status').notNull().default('open'),
    /**
     * Full-text search over every text field. The 'simple' configuration does not stem: posts mix
     * English and Bangla, and an English stemmer would mangle the Bangla words.
     */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`to_tsvector('simple', title || ' ' || subtitle || ' ' || subject || ' ' || description)`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    index('posts_owner_id_idx').on(table.ownerId, table.createdAt.desc()),
    // Serves the default search (newest first, id breaking ties) without a sort.
    index('posts_role_status_created_at_id_idx').on(
      table.ownerRole,
      table.status,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    index('posts_class_idx').on(table.class),
    index('posts_salary_idx').on(table.salary),
    index('posts_search_vector_idx').using('gin', table.searchVector),
    // Substring filters (ILIKE '%…%') on the fields people type into most.
    index('posts_subject_trgm_idx').using('gin', table.subject.op('gin_trgm_ops')),
    index('posts_title_trgm_idx').using('gin', table.title.op('gin_trgm_ops')),
  ],
);

export type PostRow = typeof posts.$inferSelect;
export type NewPostRow = typeof posts.$inferInsert;

/** Users who showed interest in (or joined) a post; `role` is theirs when they did. */
export const postInterests = pgTable(
  'post_interests',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: userRole('role').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.postId, table.userId], name: 'post_interests_pkey' }),
    index('post_interests_user_id_idx').on(table.userId),
  ],
);

export type PostInterestRow = typeof postInterests.$inferSelect;
