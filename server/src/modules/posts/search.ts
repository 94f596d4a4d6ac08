import { and, asc, desc, eq, gte, ilike, lte, sql, type SQL } from 'drizzle-orm';
import {
  POST_SEARCH_LIMITS,
  type Post,
  type PostOwnerRole,
  type PostSearchQuery,
  type UserRef,
} from '@pathshala/shared-api/contract';
import type { Queryable } from '../../db';
import { postInterests, posts, users } from '../../db/schema';
import { toPost } from './repository';

/** Who searches: teachers search students' requests, students search teachers' posts. */
export type SearchSide = 'teacher' | 'student';

const SEARCHED_ROLE: Record<SearchSide, PostOwnerRole> = { teacher: 'student', student: 'teacher' };

/**
 * A case-insensitive substring pattern for ILIKE: `%`, `_` and the escape character match literally
 * (backslash is LIKE's default escape).
 */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}

const fullText = (q: string) => sql`websearch_to_tsquery('simple', ${q})`;

/**
 * A column of the outer `posts`, always qualified: drizzle leaves columns unqualified in a query without
 * joins, and inside a subquery an unqualified `id` would name the subquery's own table.
 */
const postsColumn = (name: string) => sql`${sql.identifier('posts')}.${sql.identifier(name)}`;

/**
 * The owner is an active user of the role the post was posted as, without joining every match to its
 * owner: an anti-join against the users who are not (removed, or of another role), so the count and the
 * ranking read posts only. Every post has an owner (foreign key), so this keeps exactly the posts an inner
 * join on an active owner of that role kept. It is what makes a result the same for everyone who asks:
 * a searcher's own posts are of their own role, never the searched one.
 */
const ownerActiveAs = (role: PostOwnerRole) => sql`not exists (select 1 from ${users} other_owner
  where other_owner.id = ${postsColumn('owner_id')}
    and (other_owner.removed_at is not null or other_owner.role <> ${role}))`;

/** The owner's username, looked up for the page's rows only. */
const ownerUsername = sql<string>`(select post_owner.username from ${users} post_owner
  where post_owner.id = ${postsColumn('owner_id')})`;

function conditions(side: SearchSide, query: PostSearchQuery): SQL[] {
  const where: (SQL | undefined)[] = [
    eq(posts.ownerRole, SEARCHED_ROLE[side]),
    eq(posts.status, 'open'),
    ownerActiveAs(SEARCHED_ROLE[side]),
  ];
  const textFilters = [
    [posts.subject, query.subject],
    [posts.title, query.title],
    [posts.subtitle, query.subtitle],
    [posts.description, query.description],
    [posts.time, query.time],
  ] as const;
  for (const [column, value] of textFilters) {
    if (value !== undefined) where.push(ilike(column, containing(value)));
  }
  if (query.class !== undefined) where.push(eq(posts.class, query.class));
  if (query.weekly_schedule !== undefined && query.weekly_schedule.length > 0) {
    where.push(sql`${posts.weeklySchedule} @> ${sql.param(query.weekly_schedule)}::text[]`);
  }
  // A teacher looks for requests paying at least this much; a student for posts asking at most this.
  if (query.salary !== undefined) {
    where.push(side === 'teacher' ? gte(posts.salary, query.salary) : lte(posts.salary, query.salary));
  }
  if (query.is_continuous !== undefined) where.push(eq(posts.isContinuous, query.is_continuous));
  if (query.is_batch !== undefined) where.push(eq(posts.isBatch, query.is_batch));
  if (query.max_size !== undefined) where.push(eq(posts.maxSize, query.max_size));
  if (query.q !== undefined) where.push(sql`${posts.searchVector} @@ ${fullText(query.q)}`);
  return where.filter((condition): condition is SQL => condition !== undefined);
}

/**
 * `nulls last` as in posts_role_status_created_at_id_idx (drizzle writes `DESC NULLS LAST`): a bare
 * `desc` is NULLS FIRST, which the planner cannot read off that index, so it sorted every match.
 */
const newest = [sql`${posts.createdAt} desc nulls last`, sql`${posts.id} desc nulls last`];

/** Ratings do not exist yet, so `rating` orders as `newest`; so does `relevance` without `q`. */
function ordering(query: PostSearchQuery): SQL[] {
  switch (query.sort) {
    case 'salary_asc':
      return [asc(posts.salary), ...newest];
    case 'salary_desc':
      return [desc(posts.salary), ...newest];
    case 'relevance':
      return query.q === undefined
        ? newest
        : [desc(sql`ts_rank(${posts.searchVector}, ${fullText(query.q)})`), ...newest];
    case 'newest':
    case 'rating':
      return newest;
  }
}

/**
 * The count stops at this many matches: an exact count of a broad search reads every open post (about
 * 100 ms at 100,000 posts on the embedded database). See POST_SEARCH_LIMITS in the contract.
 */
const SEARCH_TOTAL_CAP = POST_SEARCH_LIMITS.totalCap;

/** The interested users of the outer query's post with one role, as `[{ _id, username }]` in the order they came. */
const interested = (role: 'student' | 'teacher') => sql<UserRef[]>`(
  select coalesce(json_agg(json_build_object('_id', interested_user.id, 'username', interested_user.username)
    order by interest.created_at, interested_user.id), '[]'::json)
  from ${postInterests} interest join ${users} interested_user on interested_user.id = interest.user_id
  where interest.post_id = ${postsColumn('id')} and interest.role = ${role})`;

/**
 * One page of matching posts with their interested lists, and the number of matches (at most
 * SEARCH_TOTAL_CAP), in one statement: the capped count is an uncorrelated subquery (run once), the
 * interested lists are aggregated per post of the page. Only a page past the last match runs a second
 * query, for the count.
 */
export async function searchPosts(
  db: Queryable,
  side: SearchSide,
  query: PostSearchQuery,
): Promise<{ posts: Post[]; total: number }> {
  const where = and(...conditions(side, query));
  const matches = db
    .select({ one: sql`1`.as('one') })
    .from(posts)
    .where(where)
    .limit(SEARCH_TOTAL_CAP)
    .as('matches');
  const capped = db.select({ total: sql<number>`count(*)::int` }).from(matches);
  const rows = await db
    .select({
      post: posts,
      ownerUsername,
      total: sql<number>`(${capped})`.mapWith(Number),
      students: interested('student'),
      teachers: interested('teacher'),
    })
    .from(posts)
    .where(where)
    .orderBy(...ordering(query))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [first] = rows;
  const total = first ? first.total : ((await capped)[0]?.total ?? 0);
  return {
    posts: rows.map(({ post, ownerUsername, students, teachers }) =>
      toPost(post, { _id: post.ownerId, username: ownerUsername }, students, teachers),
    ),
    total,
  };
}
