import { and, asc, desc, eq, gte, ilike, isNull, lte, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  POST_SEARCH_LIMITS,
  type Gender,
  type Location,
  type Post,
  type PostOwnerRole,
  type PostSearchQuery,
  type UserRef,
} from '@pathshala/shared-api/contract';
import type { Queryable } from '../../db';
import { postInterests, posts, users } from '../../db/schema';
import { postFields, toPost } from './repository';

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

/** The owner's profile gives this gender (a teacher's: students search by their tutor's gender). */
const ownerOfGender = (gender: Gender) => sql`exists (select 1 from ${users} gendered_owner
  where gendered_owner.id = ${postsColumn('owner_id')} and gendered_owner.gender = ${gender})`;

/**
 * Who searches, as far as the answer depends on them: a teacher's gender (the teachers' search never shows a
 * request preferring the other gender, and a teacher who has not said theirs sees only requests without a
 * preference) and the profile's place (`sort=nearest`). Everything else is the same for everyone who asks.
 */
export interface Searcher {
  gender: Gender | null;
  location: Location;
}

/** The part of the searcher the answer of this side and query depends on: the read cache keys by it. */
export function searcherKey(side: SearchSide, query: PostSearchQuery, searcher: Searcher): string {
  const parts: string[] = [];
  if (side === 'teacher') parts.push(searcher.gender ?? '-');
  if (query.sort === 'nearest') {
    const { division, district, area } = searcher.location;
    parts.push([division, district, area].map((place) => place ?? '').join('/'));
  }
  return parts.join('|');
}

function conditions(side: SearchSide, query: PostSearchQuery, searcher: Searcher): SQL[] {
  const where: (SQL | undefined)[] = [
    eq(posts.ownerRole, SEARCHED_ROLE[side]),
    eq(posts.status, 'open'),
    ownerActiveAs(SEARCHED_ROLE[side]),
  ];
  // A request that prefers a female tutor never reaches a male teacher, and the other way round.
  if (side === 'teacher') {
    where.push(
      searcher.gender === null
        ? isNull(posts.preferredTutorGender)
        : or(isNull(posts.preferredTutorGender), eq(posts.preferredTutorGender, searcher.gender)),
    );
  }
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
  if (query.division !== undefined) where.push(eq(posts.division, query.division));
  if (query.district !== undefined) where.push(eq(posts.district, query.district));
  if (query.area !== undefined) where.push(eq(posts.area, query.area));
  // Any of the modes asked for.
  if (query.mode !== undefined && query.mode.length > 0)
    where.push(sql`${posts.modes} && ${sql.param(query.mode)}::text[]`);
  if (query.medium !== undefined) where.push(eq(posts.medium, query.medium));
  // The tutor's gender is a teacher's, on their profile; requests have no tutor yet (the teachers' side ignores it).
  if (query.tutor_gender !== undefined && side === 'student') where.push(ownerOfGender(query.tutor_gender));
  return where.filter((condition): condition is SQL => condition !== undefined);
}

/**
 * `nulls last` as in posts_role_status_created_at_id_idx (drizzle writes `DESC NULLS LAST`): a bare
 * `desc` is NULLS FIRST, which the planner cannot read off that index, so it sorted every match.
 */
const newest = [sql`${posts.createdAt} desc nulls last`, sql`${posts.id} desc nulls last`];

/**
 * The places of `sort=nearest` for a searcher's place, nearest first: the same area, the same district, the
 * same division (each as far as the profile says). None without a place on the profile: then `nearest` is
 * `newest`.
 */
function nearestPlaces({ division, district, area }: Location): SQL[] {
  const places: SQL[] = [];
  if (district && area) places.push(sql`(${posts.district} = ${district} and ${posts.area} = ${area})`);
  if (district) places.push(sql`(${posts.district} = ${district})`);
  if (division) places.push(sql`(${posts.division} = ${division})`);
  return places;
}

/**
 * The tiers: each place without the nearer ones, then everywhere else (online-only and older posts without a
 * place too), so that every post is in exactly one. `is not true`: a post without the place (null) is not in it.
 */
const tiersOf = (places: SQL[]): SQL[] =>
  [...places, sql`true`].map(
    (place, index) =>
      and(place, ...places.slice(0, index).map((nearer) => sql`${nearer} is not true`)) as SQL,
  );

/** The tier of the outer query's post: 0 for the nearest. */
const tierOf = (places: SQL[]) =>
  sql`case ${sql.join(
    places.map((place, index) => sql`when ${place} then ${sql.raw(String(index))}`),
    sql` `,
  )} else ${sql.raw(String(places.length))} end`;

/** Ratings do not exist yet, so `rating` orders as `newest`; so does `relevance` without `q`. */
function ordering(query: PostSearchQuery, places: SQL[]): SQL[] {
  switch (query.sort) {
    case 'nearest':
      return places.length === 0 ? newest : [tierOf(places), ...newest];
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
 * `sort=nearest` without sorting every match: the page can only hold posts among the first
 * `page × limit` of each tier, newest first, so each tier is read that far on its own index (the area,
 * district and division indexes, the newest-first one for the rest) and stops; the page is then ordered and
 * cut from those at most (tiers × page × limit) candidates.
 */
function nearestPage(db: Queryable, where: SQL | undefined, tiers: SQL[], query: PostSearchQuery): SQL {
  const depth = query.page * query.limit;
  const reads = tiers.map(
    (tier) =>
      sql`(${db
        .select({ id: posts.id })
        .from(posts)
        .where(and(where, tier))
        .orderBy(...newest)
        .limit(depth)})`,
  );
  return sql`${postsColumn('id')} in (${sql.join(reads, sql` union all `)})`;
}

/** Where a search's total comes from: the read cache of totals (routes.ts), or the database every time. */
export interface SearchTotals {
  get(key: string, load: () => Promise<number>): Promise<number>;
  has(key: string): boolean;
}
const uncounted: SearchTotals = { get: (_key, load) => load(), has: () => false };

/**
 * What a search's total depends on: the side, a teacher's gender (the rule above) and the filters, not the
 * sort nor the page. Pages and sorts of one search (`sort=nearest` for every place among them) share it.
 */
export function totalKey(side: SearchSide, query: PostSearchQuery, searcher: Searcher): string {
  const { sort: _sort, page: _page, limit: _limit, ...filters } = query;
  return `${side}|${side === 'teacher' ? (searcher.gender ?? '-') : ''}|${JSON.stringify(filters)}`;
}

function searchQueries(db: Queryable, side: SearchSide, query: PostSearchQuery, searcher: Searcher) {
  const where = and(...conditions(side, query, searcher));
  const places = query.sort === 'nearest' ? nearestPlaces(searcher.location) : [];
  const matches = db
    .select({ one: sql`1`.as('one') })
    .from(posts)
    .where(where)
    .limit(SEARCH_TOTAL_CAP)
    .as('matches');
  const capped = db.select({ total: sql<number>`count(*)::int` }).from(matches);
  const columns = {
    post: postFields,
    ownerUsername,
    students: interested('student'),
    teachers: interested('teacher'),
  };
  /** The page; with `total`, the capped count too, as an uncorrelated subquery (run once). */
  const page = <Counted extends boolean>(counted: Counted) =>
    db
      .select({
        ...columns,
        total: (counted ? sql<number>`(${capped})` : sql<null>`null`).mapWith(Number),
      })
      .from(posts)
      .where(places.length === 0 ? where : and(where, nearestPage(db, where, tiersOf(places), query)))
      .orderBy(...ordering(query, places))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit);
  return { capped, page };
}

/**
 * One page of matching posts with their interested lists (aggregated per post of the page), and the number
 * of matches, at most SEARCH_TOTAL_CAP. Counting is most of a search's work (the page stops at its rows), so
 * the total comes from `totals` when another page or sort of the same search counted it a moment ago (then
 * only the page is read); otherwise one statement reads both. Only a page past the last match counts apart.
 */
export async function searchPosts(
  db: Queryable,
  side: SearchSide,
  query: PostSearchQuery,
  searcher: Searcher,
  totals: SearchTotals = uncounted,
): Promise<{ posts: Post[]; total: number }> {
  const { capped, page } = searchQueries(db, side, query, searcher);
  const countOf = async (statement: typeof capped) => (await statement)[0]?.total ?? 0;
  // A teacher who gave their gender sees what a teacher who did not sees, and more: when that already reaches
  // the cap (most broad searches), so does theirs. Taken only from a count another teacher made a moment ago:
  // counting it here as well would read a narrow search's matches twice.
  let total: number | undefined;
  if (side === 'teacher' && searcher.gender !== null) {
    const anyone = { ...searcher, gender: null };
    const anyoneKey = totalKey(side, query, anyone);
    const theirs = totals.has(anyoneKey)
      ? await totals.get(anyoneKey, () => countOf(searchQueries(db, side, query, anyone).capped))
      : undefined;
    if (theirs === SEARCH_TOTAL_CAP) total = SEARCH_TOTAL_CAP;
  }
  let rows: Awaited<ReturnType<typeof page>> | undefined;
  const key = totalKey(side, query, searcher);
  // A total the cache still serves (fresh, or stale while one refresh counts again): that refresh only counts.
  // With none, one statement reads the page and its count.
  total ??= totals.has(key)
    ? await totals.get(key, () => countOf(capped))
    : await totals.get(key, async () => {
        rows = await page(true);
        const [first] = rows;
        return first ? first.total : countOf(capped);
      });
  // Counted elsewhere (or by a request sharing this load): the page alone.
  rows ??= total === 0 ? [] : await page(false);
  return {
    posts: rows.map(({ post, ownerUsername, students, teachers }) =>
      toPost(post, { _id: post.ownerId, username: ownerUsername }, students, teachers),
    ),
    total,
  };
}

/** The query plans of a search's capped count and page, for checking that they stay on indexes. */
export async function explainSearch(
  db: Queryable,
  side: SearchSide,
  query: PostSearchQuery,
  searcher: Searcher,
): Promise<string> {
  const { capped, page } = searchQueries(db, side, query, searcher);
  const plan = async (statement: SQLWrapper) =>
    ((await db.execute(sql`explain ${statement}`)) as unknown as { rows: { 'QUERY PLAN': string }[] }).rows
      .map((row) => row['QUERY PLAN'])
      .join('\n');
  return `${await plan(capped)}\n${await plan(page(false))}`;
}
