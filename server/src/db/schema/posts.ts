import { sql, type SQL } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  customType,
  type ExtraConfigColumn,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  POST_OWNER_ROLES,
  POST_STATUSES,
  type PostOwnerRole,
  WEEKDAYS,
  type Weekday,
} from '@pathshala/shared-api/contract';
import { gender, matchingColumns } from './matching';
import { tuitionColumns } from './tuition-columns';
import { userRole, users } from './users';

type PostTextColumns = Record<'ownerRole' | 'status' | 'searchVector', AnyPgColumn>;

/**
 * An open post of `role`: what each side's indexes hold. The role is written out, not a parameter, so that a
 * query's expression is the index's and its clauses prove the index's predicate.
 */
const openOf = (columns: Record<'ownerRole' | 'status', AnyPgColumn>, role: PostOwnerRole): SQL =>
  sql`${columns.ownerRole} = ${sql.raw(`'${role}'`)} and ${columns.status} = 'open'`;

/**
 * The search document of an open post of `role`, null for every other post. Each side searches the other's
 * open posts by this, on an index of its own (posts_open_offers_text_idx, posts_open_requests_text_idx),
 * whose statistics tell the planner how common a word is on that side alone. With one document for both
 * sides, a word common in teachers' offers and absent from students' requests (a university's name, say)
 * was taken to be common in both, and the planner walked every request, newest first, looking for it.
 */
export const openPostText = (columns: PostTextColumns, role: PostOwnerRole): SQL =>
  sql`(case when ${openOf(columns, role)} then ${columns.searchVector} end)`;

/**
 * A post's days of the week as a number, a bit for each day in WEEKDAYS' order (Sunday 1, Monday 2, …,
 * Saturday 64). Searches by days read posts_open_days_idx through it (see daysIncluding). The days are written
 * out, not parameters, so that a query's expression is the index's.
 */
export const scheduleMask = (weeklySchedule: AnyPgColumn): SQL =>
  sql`(${sql.join(
    WEEKDAYS.map(
      (day, bit) =>
        sql`case when ${sql.raw(`'${day}'`)} = any(${weeklySchedule}) then ${sql.raw(String(1 << bit))} else 0 end`,
    ),
    sql` + `,
  )})`;

/** Every value of scheduleMask whose days include all of `days`: a post has them all when its mask is one. */
export function daysIncluding(days: readonly Weekday[]): number[] {
  const wanted = days.reduce((mask, day) => mask | (1 << WEEKDAYS.indexOf(day)), 0);
  return Array.from({ length: 1 << WEEKDAYS.length }, (_, mask) => mask).filter(
    (mask) => (mask & wanted) === wanted,
  );
}

/** A teacher's post is an offer, a student's post is a request (DESIGN §5 Posts). */
export const postOwnerRole = pgEnum('post_owner_role', POST_OWNER_ROLES);
export const postStatus = pgEnum('post_status', POST_STATUSES);

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * An index of one side's open posts with the same `keys` (a place, the medium, the subject), newest first,
 * ending with the `carried` columns, which order nothing (the id before them is unique) but let a walk read them
 * from the index.
 */
function openNewestFirst(
  table: Record<'ownerRole' | 'createdAt' | 'id' | 'status', ExtraConfigColumn>,
  name: string,
  keys: (Partial<ExtraConfigColumn> | SQL)[],
  carried: Partial<ExtraConfigColumn>[] = [],
) {
  return index(name)
    .on(table.ownerRole, ...keys, table.createdAt.desc(), table.id.desc(), ...carried)
    .where(sql`${table.status} = 'open'`);
}

/**
 * A substring index (ILIKE '%…%') of `column`: its trigrams, without the fast-update pending list (see the GIN
 * indexes of posts).
 */
const substrings = (name: string, column: ExtraConfigColumn) =>
  index(name).using('gin', column.op('gin_trgm_ops')).with({ fastupdate: false });

/**
 * What a search's filters check of a post, besides its text and salary: carried at the end of the walks searches
 * take most (newest first, and by salary with the salary as a key), which so check each post from the index and
 * read only the rows of the page, where they read every post they passed over. The free-text fields and the
 * search text stay in the table: a keyword is looked up in its own index.
 */
const SEARCH_FILTER_COLUMNS = [
  'ownerRemoved',
  'preferredTutorGender',
  'ownerId',
  'subject',
  'class',
  'weeklySchedule',
  'isContinuous',
  'isBatch',
  'maxSize',
  // Where, how and in which medium: every matching column is a filter.
  ...(Object.keys(matchingColumns()) as (keyof ReturnType<typeof matchingColumns>)[]),
] as const;
const searchFilters = (table: Record<(typeof SEARCH_FILTER_COLUMNS)[number], ExtraConfigColumn>) =>
  SEARCH_FILTER_COLUMNS.map((column) => table[column]);

export const posts = pgTable(
  'posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ownerRole: postOwnerRole('owner_role').notNull(),
    /**
     * The owner's account was removed (set in the removal's transaction; removed students and teachers are
     * never restored). With owner_role (roles never change) it is all a search needs to know of the owner,
     * so searches and counts read posts alone instead of looking up each match's owner.
     */
    ownerRemoved: boolean('owner_removed').notNull().default(false),
    ...tuitionColumns(),
    ...matchingColumns(),
    /**
     * How many students have shown interest in (joined) the post: its post_interests of role student, kept by
     * a trigger on that table (migration 0029) in the transaction that adds or removes one. So whether an offer
     * has a seat left is read with the offer (the student dashboard checks it of every offer it passes) rather
     * than counted for each.
     */
    joinedStudents: integer('joined_students').notNull().default(0),
    /** A student's request may prefer a male or female tutor (null: either); a teacher's offer never does. */
    preferredTutorGender: gender('preferred_tutor_gender'),
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
    // Serves the default search (newest first, id breaking ties) without a sort, checking its filters and a
    // salary bound from the index.
    index('posts_role_status_created_at_id_idx').on(
      table.ownerRole,
      table.status,
      table.createdAt.desc(),
      table.id.desc(),
      table.salary,
      ...searchFilters(table),
    ),
    index('posts_class_idx').on(table.class),
    // GIN indexes without the fast-update pending list: PGlite has no autovacuum to flush it, so every
    // search scanned up to 4 MB of unsorted pending entries (about 30 ms a query at 100,000 posts).
    index('posts_open_offers_text_idx')
      .using('gin', openPostText(table, 'teacher'))
      .with({ fastupdate: false }),
    index('posts_open_requests_text_idx')
      .using('gin', openPostText(table, 'student'))
      .with({ fastupdate: false }),
    // Substring filters (ILIKE '%…%') on the fields people type into most. The subject's for all posts serves
    // the admin's lists (any status); a search's subject is looked up among the subjects (postSubjects).
    substrings('posts_subject_trgm_idx', table.subject),
    substrings('posts_title_trgm_idx', table.title),
    // Student dashboard: the newest open teacher offers of one class (of one subject: posts_open_subject_idx).
    index('posts_open_offers_class_idx')
      .on(table.class, table.createdAt.desc(), table.id.desc())
      .where(openOf(table, 'teacher')),
    // Student dashboard, best fit: the newest open teacher offers of one subject and class together. The
    // columns after the id order nothing (the id is unique): they hold what the best fit checks of each offer
    // (whether the student may join it, how well it reaches them), so its walks read the index alone, not the
    // table (drizzle cannot write INCLUDE).
    index('posts_open_offers_pair_idx')
      .on(
        sql`lower(${table.subject})`,
        table.class,
        table.createdAt.desc(),
        table.id.desc(),
        table.subject,
        table.ownerId,
        table.ownerRemoved,
        table.isBatch,
        table.maxSize,
        table.joinedStudents,
        table.modes,
        table.district,
        table.area,
      )
      .where(openOf(table, 'teacher')),
    // Search by place, newest first (and the tiers of sort=nearest): each walks the open posts of one side in
    // one division, district or area of a district newest first and stops at a page, and the capped count
    // reads only that place's posts, however rare the place. The district's and the area's end with the
    // subject and class, which the student dashboard's walks of the newest offers near the student check
    // before they read an offer's row.
    openNewestFirst(table, 'posts_open_division_idx', [table.division]),
    openNewestFirst(table, 'posts_open_district_idx', [table.district], [table.subject, table.class]),
    openNewestFirst(table, 'posts_open_area_idx', [table.district, table.area], [table.subject, table.class]),
    // A rare medium (madrasa) the same way; a common one reads the newest-first index with it as a filter.
    openNewestFirst(table, 'posts_open_medium_idx', [table.medium]),
    // Search by subject: the subjects that hold what was typed (postSubjects), each a range of this index, newest
    // first, from which the count and the page check the other filters. The student dashboard walks one subject's
    // newest offers on it.
    openNewestFirst(
      table,
      'posts_open_subject_idx',
      [sql`lower(${table.subject})`],
      [table.salary, ...searchFilters(table)],
    ),
    // Search by salary, cheapest or dearest first (newest first within a salary): a walk of the side's open posts
    // in the page's own order, which stops at a page, and a salary bound's range of them. One index on salary
    // for all posts walked both sides' posts of every status in that order, the other side's first when it
    // asks more or less: 20,000 pages read for a page of a student's search at a million posts.
    openNewestFirst(table, 'posts_open_salary_asc_idx', [table.salary], searchFilters(table)),
    openNewestFirst(table, 'posts_open_salary_desc_idx', [table.salary.desc()], searchFilters(table)),
    // `weekly_schedule` (all of): the side's open posts whose days (scheduleMask) are one of the masks that
    // include them all (daysIncluding), a range of this index each. A GIN index on the days read every post
    // of both sides that has each day (four in ten posts have a given day) and intersected them: three days
    // read 1,300,000 entries at a million posts for 86,000 matches, where this reads a side's matches alone.
    index('posts_open_days_idx')
      .on(table.ownerRole, scheduleMask(table.weeklySchedule))
      .where(sql`${table.status} = 'open'`),
    // `mode` (any of): modes && '{…}'. No pending list, as for the other GIN indexes. Not partial: the planner
    // took a partial one for a list of every open post, to intersect with other filters' bitmaps, in most
    // searches at a million posts.
    index('posts_modes_idx').using('gin', table.modes).with({ fastupdate: false }),
  ],
);

/**
 * Every subject a post has had, in lower case, each once: far fewer names than there are posts. A
 * search's subject (any part of it, any letter case) is looked up here, and the posts are then read by their
 * exact subjects (posts_open_subject_idx), where checking each post's subject for the substring read a side's
 * every open post to count a rare subject's. Kept by triggers on posts (migration 0030) in the transaction that
 * writes a post, whichever code writes it; a subject no post has any more stays, and matches nothing.
 */
export const postSubjects = pgTable('post_subjects', { subject: text('subject').primaryKey() }, (table) => [
  substrings('post_subjects_trgm_idx', table.subject),
]);

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
