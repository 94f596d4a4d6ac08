import { and, asc, desc, eq, gte, ilike, isNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Post, PostOwnerRole, PostSearchQuery } from '@pathshala/shared-api/contract';
import type { Queryable } from '../../db';
import { posts, users } from '../../db/schema';
import { postWithOwner, withInterests } from './repository';

/** Who searches: teachers search students' requests, students search teachers' posts. */
export type SearchSide = 'teacher' | 'student';

const SEARCHED_ROLE: Record<SearchSide, PostOwnerRole> = { teacher: 'student', student: 'teacher' };

/** `%`, `_` and the escape character itself match literally (backslash is LIKE's default escape). */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}

const fullText = (q: string) => sql`websearch_to_tsquery('simple', ${q})`;

function conditions(side: SearchSide, callerId: string, query: PostSearchQuery): SQL[] {
  const where: (SQL | undefined)[] = [
    eq(posts.ownerRole, SEARCHED_ROLE[side]),
    eq(posts.status, 'open'),
    ne(posts.ownerId, callerId),
    isNull(users.removedAt),
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

const newest = [desc(posts.createdAt), desc(posts.id)];

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

/** One page of matching posts with their interested lists, and the number of matches in all. */
export async function searchPosts(
  db: Queryable,
  side: SearchSide,
  callerId: string,
  query: PostSearchQuery,
): Promise<{ posts: Post[]; total: number }> {
  const where = and(...conditions(side, callerId, query));
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.ownerId))
    .where(where);
  const rows = await db
    .select(postWithOwner)
    .from(posts)
    .innerJoin(users, eq(users.id, posts.ownerId))
    .where(where)
    .orderBy(...ordering(query))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return { posts: await withInterests(db, rows), total: counted?.total ?? 0 };
}
