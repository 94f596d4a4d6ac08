import {
  and,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNull,
  lte,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import {
  POST_SEARCH_LIMITS,
  type Gender,
  type Location,
  type Post,
  type PostOwnerRole,
  type PostSearchQuery,
} from '@pathshala/shared-api/contract';
import { findDistrict } from '@pathshala/shared-api/contract/places';
import type { Queryable } from '../../db';
import { estimatedRows, planNodes, planOf, queryPlan, type PlanNode } from '../../db/plans';
import { daysIncluding, openPostText, posts, postSubjects, scheduleMask, users } from '../../db/schema';
import { postResponse, postsColumn, toPostResponse } from './repository';

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

/**
 * The subjects posts have (lower case, see postSubjects) that hold `text` in any letter case: what a search's
 * subject filter matches, read from that short list's trigrams rather than from each post.
 */
async function subjectsContaining(db: Queryable, text: string): Promise<string[]> {
  const rows = await db
    .select({ subject: postSubjects.subject })
    .from(postSubjects)
    .where(ilike(postSubjects.subject, containing(text)));
  return rows.map((row) => row.subject);
}

/** What the filters of `query` look up before the search's statements: the subjects its subject matches. */
interface Lookups {
  subjects?: string[];
}

const lookUp = async (db: Queryable, query: PostSearchQuery): Promise<Lookups> =>
  query.subject === undefined ? {} : { subjects: await subjectsContaining(db, query.subject) };

const fullText = (q: string) => sql`websearch_to_tsquery('simple', ${q})`;

/** The search documents of the posts a side finds (see openPostText). */
const searchedText = (side: SearchSide) => openPostText(posts, SEARCHED_ROLE[side]);
/** How well a post of `side` matches the words `q`: what `sort=relevance` orders by. */
const rankOf = (side: SearchSide, q: string) => sql`ts_rank(${searchedText(side)}, ${fullText(q)})`;

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

/** The posts a side searches: the other role's open posts. */
const searchedPosts = (side: SearchSide): SQL[] => [
  eq(posts.ownerRole, SEARCHED_ROLE[side]),
  eq(posts.status, 'open'),
];

/** What a search asks of the posts its side searches (searchedPosts). */
function conditions(side: SearchSide, query: PostSearchQuery, searcher: Searcher, lookups: Lookups): SQL[] {
  const where: (SQL | undefined)[] = [
    // The owner's account is live: a flag on the post (set when the account is removed), so counting and
    // ranking read posts alone. It is what makes a result the same for everyone who asks: a searcher's own
    // posts are of their own role, never the searched one.
    eq(posts.ownerRemoved, false),
  ];
  // A request that prefers a female tutor never reaches a male teacher, and the other way round.
  if (side === 'teacher') {
    where.push(
      searcher.gender === null
        ? isNull(posts.preferredTutorGender)
        : or(isNull(posts.preferredTutorGender), eq(posts.preferredTutorGender, searcher.gender)),
    );
  }
  // The subject's posts by their exact subjects (an array the planner sees, so it knows how many posts have them).
  if (lookups.subjects !== undefined)
    where.push(sql`lower(${posts.subject}) = any(${sql.param(lookups.subjects)}::text[])`);
  const textFilters = [
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
    where.push(
      sql`${scheduleMask(posts.weeklySchedule)} = any(${sql.param(daysIncluding(query.weekly_schedule))}::int[])`,
    );
  }
  // A teacher looks for requests paying at least this much; a student for posts asking at most this.
  if (query.salary !== undefined) {
    where.push(side === 'teacher' ? gte(posts.salary, query.salary) : lte(posts.salary, query.salary));
  }
  if (query.is_continuous !== undefined) where.push(eq(posts.isContinuous, query.is_continuous));
  if (query.is_batch !== undefined) where.push(eq(posts.isBatch, query.is_batch));
  if (query.max_size !== undefined) where.push(eq(posts.maxSize, query.max_size));
  if (query.q !== undefined) where.push(sql`${searchedText(side)} @@ ${fullText(query.q)}`);
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
 * `newest`. A place the search's own filters already decide is left out: one no match can be in (a filter
 * names another district) would be an empty tier, and one every match is in (the filter names this very
 * district) holds the rest; either way its tier's walk would read every match to find none.
 */
function nearestPlaces({ division, district, area }: Location, query: PostSearchQuery): SQL[] {
  // What the filters fix of every match's place. A district lies in one division, and posts are stored so.
  const fixed: Partial<Record<keyof Location, string>> = {
    division: query.division ?? findDistrict(query.district)?.division.id,
    district: query.district,
    area: query.area,
  };
  // The searcher's district lies in its division too.
  const districtDivision = findDistrict(district)?.division.id;
  const inDistrict = districtDivision ? { division: districtDivision, district } : { district };
  const candidates: [Partial<Location>, SQL][] = [];
  if (district && area)
    candidates.push([
      { ...inDistrict, area },
      sql`(${posts.district} = ${district} and ${posts.area} = ${area})`,
    ]);
  if (district) candidates.push([inDistrict, sql`(${posts.district} = ${district})`]);
  if (division) candidates.push([{ division }, sql`(${posts.division} = ${division})`]);
  const places: SQL[] = [];
  for (const [place, condition] of candidates) {
    const said = Object.entries(place).map(([field, value]) => {
      const filter = fixed[field as keyof Location];
      return filter === undefined ? undefined : filter === value;
    });
    if (said.includes(false)) continue;
    if (said.every((matches) => matches === true)) break;
    places.push(condition);
  }
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
function ordering(side: SearchSide, query: PostSearchQuery, places: SQL[]): SQL[] {
  switch (query.sort) {
    case 'nearest':
      return places.length === 0 ? newest : [tierOf(places), ...newest];
    // Spelled as posts_open_salary_asc_idx and posts_open_salary_desc_idx are, for the reason `newest` is.
    case 'salary_asc':
      return [sql`${posts.salary} asc nulls last`, ...newest];
    case 'salary_desc':
      return [sql`${posts.salary} desc nulls last`, ...newest];
    case 'relevance':
      return query.q === undefined ? newest : [desc(rankOf(side, query.q)), ...newest];
    case 'newest':
    case 'rating':
      return newest;
  }
}

/**
 * The count stops at this many matches (POST_SEARCH_LIMITS in the contract): an exact count of a broad search
 * reads every open post.
 */
const SEARCH_TOTAL_CAP = POST_SEARCH_LIMITS.totalCap;

/**
 * A search the planner expects to match at least this many posts is not counted: its total is the cap. Even a
 * count that stops at the cap reads about cap ÷ (the share of posts that match) posts, most of a broad search's
 * work. The margin keeps the planner's misjudgements (it takes filters to be independent) from showing "1,000+"
 * for a search with fewer: it would have to expect three times what there is. A page that comes out short
 * corrects it (searchPosts).
 */
const ESTIMATE_TRUSTED = SEARCH_TOTAL_CAP * 3;

/**
 * The ids of the posts `where` finds, as a query to build on: a new one each call, since drizzle's builders
 * change in place.
 */
const idsWhere = (db: Queryable, where: SQL | undefined) =>
  db.select({ id: posts.id }).from(posts).where(where);

/** The ids of the newest `limit` posts `where` finds: a walk newest first that stops there. */
const newestQuery = (db: Queryable, where: SQL | undefined, limit: number) =>
  idsWhere(db, where)
    .orderBy(...newest)
    .limit(limit);

/** newestQuery as a subquery. */
const newestIds = (db: Queryable, where: SQL | undefined, limit: number) =>
  sql`(${newestQuery(db, where, limit)})`;

/**
 * `sort=nearest` without sorting every match: the page can only hold posts among the first
 * `page × limit` of each tier, newest first, so each tier is read that far on its own index (the area,
 * district and division indexes, the newest-first one for the rest) and stops; the page is then ordered and
 * cut from those at most (tiers × page × limit) candidates.
 */
function nearestPage(db: Queryable, where: SQL | undefined, tiers: SQL[], query: PostSearchQuery): SQL {
  const depth = query.page * query.limit;
  const reads = tiers.map((tier) => newestIds(db, and(where, tier), depth));
  return sql`${postsColumn('id')} in (${sql.join(reads, sql` union all `)})`;
}

/** An index condition that asks for nothing but the owner's role: all of a side's open posts, in a partial index. */
const SIDE_ONLY_CONDITION = /^\(owner_role = '\w+'::post_owner_role\)$/;

const readsWholeSide = (input: PlanNode) =>
  input['Node Type'] === 'Bitmap Index Scan' &&
  (input['Index Cond'] === undefined || SIDE_ONLY_CONDITION.test(input['Index Cond']));
const readsText = (input: PlanNode) => input['Index Cond']?.includes('@@') === true;

/**
 * Whether `plan` finds a keyword's matches by intersecting its text index with one of every open post of the
 * side, and nothing else: a partial index of them read whole (no condition of its own, or the owner's role
 * alone). A text index holds its side's open posts only, but the planner cannot know that the keyword's
 * condition implies the side's: asked for both, it takes the side's share of the posts a second time, expects
 * a sixth of a word's matches among teachers' offers, and reads them through such an intersection, which
 * leaves out nothing (at a million posts, 'vocabulary' 450 ms through the offers' subject trigrams, 40 ms
 * from the text index alone). An intersection that also takes a filter's index (a district's, a class's) is
 * left as planned: that index narrows the matches.
 */
const intersectsWithWholeSide = (plan: PlanNode): boolean =>
  planNodes(plan).some((node) => {
    const inputs = node.Plans ?? [];
    return (
      node['Node Type'] === 'BitmapAnd' &&
      inputs.some(readsWholeSide) &&
      inputs.every((input) => readsWholeSide(input) || readsText(input))
    );
  });

/** Where a search's total comes from: the read cache of totals (routes.ts), or the database every time. */
export interface SearchTotals {
  get(key: string, load: () => Promise<number>): Promise<number>;
}
const uncounted: SearchTotals = { get: (_key, load) => load() };

/**
 * What a search's total depends on: the side, a teacher's gender (the rule above) and the filters, not the
 * sort nor the page. Pages and sorts of one search (`sort=nearest` for every place among them) share it.
 */
export function totalKey(side: SearchSide, query: PostSearchQuery, searcher: Searcher): string {
  const { sort: _sort, page: _page, limit: _limit, ...filters } = query;
  return `${side}|${side === 'teacher' ? (searcher.gender ?? '-') : ''}|${JSON.stringify(filters)}`;
}

function searchQueries(
  db: Queryable,
  side: SearchSide,
  query: PostSearchQuery,
  searcher: Searcher,
  lookups: Lookups,
) {
  const filters = conditions(side, query, searcher, lookups);
  const where = and(...searchedPosts(side), ...filters);
  const places = query.sort === 'nearest' ? nearestPlaces(searcher.location, query) : [];
  /**
   * The matches without naming the side: a keyword's text index holds the side's open posts only
   * (openPostText), so its condition implies the side. The planner estimates them so (named as well, the side's
   * share is taken a second time: a sixth of a word's matches among teachers' offers), and a statement reads
   * them so when, named, the planner would intersect them with a whole side (see sourceFor). Otherwise the side
   * stays named: it lets the side's partial indexes of the other filters narrow the matches.
   */
  const matching = query.q === undefined ? where : and(...filters);
  /** Whether the planner would read `statement`'s keyword matches through an intersection with a whole side. */
  const readsThroughWholeSide = async (statement: SQLWrapper) =>
    query.q !== undefined && intersectsWithWholeSide(await planOf(db, statement));
  /** What `build` should read: `where`, or `matching` when the planner would intersect its matches with a whole side. */
  const sourceFor = async (build: (source: SQL | undefined) => SQLWrapper): Promise<SQL | undefined> =>
    (await readsThroughWholeSide(build(where))) ? matching : where;
  // Up to the cap of the matches, in no order: what the count counts, and a page of few matches is cut from.
  const firstMatches = (source: SQL | undefined) => idsWhere(db, source).limit(SEARCH_TOTAL_CAP);
  const cappedCount = (source: SQL | undefined) =>
    db.select({ total: sql<number>`count(*)::int` }).from(firstMatches(source).as('matches'));
  let matchesFrom: Promise<SQL | undefined> | undefined;
  /** What the count and a page of few matches read (see sourceFor), decided once. */
  const matchesSource = () => (matchesFrom ??= sourceFor(cappedCount));
  const estimated = () => idsWhere(db, matching);
  /** What `sort=relevance` ranks by, when there are words to rank. */
  const rank = query.sort === 'relevance' && query.q !== undefined ? rankOf(side, query.q) : undefined;
  /**
   * A keyword search's page walks an index in its order (newest first, by salary, by place), checking each
   * post for the words. The planner takes a word it has no statistics for (one few posts of the side hold, or
   * none) to be in a few hundredths of them, so it walks, and for such a word the walk reads every post of
   * the side: 2 s at a million posts. So a keyword search is counted first (from the text index), and when it
   * has fewer matches than the cap its page is cut from all of them, read apart (`offset 0` keeps the planner
   * from merging the two). A common word's page still walks, and finds its matches at once. Relevance reads
   * its candidates apart already (see pageIdsOf).
   */
  const countedFirst = query.q !== undefined && rank === undefined;
  const order = ordering(side, query, places);
  /**
   * The page's posts are found by id first and read whole after: a walk that checks its filters from the index
   * (searchFilters in the schema) then reads the rows of the page alone, not of every post it passed over.
   */
  const page = (ids: SQLWrapper) =>
    db
      .select(postResponse)
      .from(posts)
      .where(inArray(posts.id, ids))
      .orderBy(...order);
  const offset = (query.page - 1) * query.limit;
  /** The ids of the page, in order, of what `source` finds. */
  const pageIds = (source: SQL | undefined) =>
    idsWhere(db, source)
      .orderBy(...order)
      .limit(query.limit)
      .offset(offset);
  /**
   * `sort=relevance`'s candidates: the newest matches a client can page through (the cap), each with its rank,
   * computed from the row the walk or the text index read it from (ranking them after, by id, read every
   * candidate's row a second time: 10 → 6 ms for 'algebra' at 100,000 posts).
   */
  const rankedCandidates = (rank: SQL, source: SQL | undefined) =>
    db
      .select({ id: posts.id, createdAt: posts.createdAt, rank: rank.as('rank') })
      .from(posts)
      .where(source)
      .orderBy(...newest)
      .limit(SEARCH_TOTAL_CAP);
  /** The ids of a relevance page, cut from its candidates (rankedCandidates) in order, the rank first. */
  const rankedPageIds = (rank: SQL, source: SQL | undefined) => {
    const candidates = rankedCandidates(rank, source).as('candidates');
    return db
      .select({ id: candidates.id })
      .from(candidates)
      .orderBy(
        sql`${candidates.rank} desc`,
        sql`${candidates.createdAt} desc nulls last`,
        sql`${candidates.id} desc nulls last`,
      )
      .limit(query.limit)
      .offset(offset);
  };
  /**
   * The ids of the page, cut from:
   * - every match, when the count found fewer than the cap;
   * - `sort=relevance`: the newest matches a client can page through (the cap), not every post a common word
   *   is in (scoring a match reads its whole search document); found as the planner chooses (a walk newest
   *   first checking each post's words, when they are common), or from the text index (sourceFor);
   * - `sort=nearest`: the filters with the tiers' candidates; but when the planner would read a keyword's matches
   *   in every tier through an intersection with a whole side (two words that come together, which it takes to
   *   be independent: at a million posts 'home tuition' read its 35,000 matches so in each of three tiers, 1 s),
   *   every match, read once from the text index and ordered by tier;
   * - otherwise the filters.
   * Every match and relevance's candidates are found apart and need no second look at the filters, which would
   * let the planner find them all over again.
   */
  const pageIdsOf = async (fewMatches: boolean): Promise<{ ids: SQLWrapper }> => {
    if (fewMatches) {
      const every = firstMatches(await matchesSource());
      return { ids: pageIds(sql`${postsColumn('id')} in (select id from (${every} offset 0) every_match)`) };
    }
    if (rank) {
      const source = await sourceFor((candidatesOf) => rankedCandidates(rank, candidatesOf));
      return { ids: rankedPageIds(rank, source) };
    }
    if (places.length === 0) return { ids: pageIds(where) };
    const tiered = and(where, nearestPage(db, where, tiersOf(places), query));
    const throughWholeSide = await readsThroughWholeSide(page(pageIds(tiered)));
    return { ids: pageIds(throughWholeSide ? matching : tiered) };
  };
  // Each in an object: a statement is a thenable, which an async function's result would run.
  const countStatement = async () => ({ statement: cappedCount(await matchesSource()) });
  const pageStatement = async (fewMatches = false) => ({
    statement: page((await pageIdsOf(fewMatches)).ids),
  });
  return { estimated, countStatement, pageStatement, countedFirst };
}

/**
 * One page of matching posts with their interested lists (aggregated per post of the page), and the number of
 * matches, at most SEARCH_TOTAL_CAP. The page is read first: when it is not full it is the last one, and tells
 * the total. Otherwise the total comes from `totals` when another page or sort of the same search found it a
 * moment ago; else the cap when the planner expects many times that many matches (ESTIMATE_TRUSTED), else a
 * count that stops at the cap. A page past the last match is always counted, so a wrong estimate ends there.
 * A keyword search not ranked by relevance finds its total first (see countedFirst in searchQueries).
 */
export async function searchPosts(
  db: Queryable,
  side: SearchSide,
  query: PostSearchQuery,
  searcher: Searcher,
  totals: SearchTotals = uncounted,
): Promise<{ posts: Post[]; total: number }> {
  const { estimated, countStatement, pageStatement, countedFirst } = searchQueries(
    db,
    side,
    query,
    searcher,
    await lookUp(db, query),
  );
  const count = async () => (await (await countStatement()).statement)[0]?.total ?? 0;
  const totalOfFullPage = () =>
    totals.get(totalKey(side, query, searcher), async () =>
      (await estimatedRows(db, estimated())) >= ESTIMATE_TRUSTED ? SEARCH_TOTAL_CAP : count(),
    );
  const first = countedFirst ? await totalOfFullPage() : undefined;
  // Below the cap a total is an exact count (the cap stands for "that many or more").
  const fewMatches = first !== undefined && first < SEARCH_TOTAL_CAP;
  const rows = fewMatches && first === 0 ? [] : await (await pageStatement(fewMatches)).statement;
  const seen = (query.page - 1) * query.limit + rows.length;
  let total: number;
  if (rows.length > 0 && rows.length < query.limit) total = Math.min(seen, SEARCH_TOTAL_CAP);
  else if (rows.length === 0) total = query.page === 1 ? 0 : fewMatches ? first : await count();
  else total = first ?? (await totalOfFullPage());
  return {
    posts: rows.map(toPostResponse),
    total,
  };
}

/**
 * The query plans of a search's capped count and page (and its page cut from every match, for a search counted
 * first), for checking that they stay on indexes.
 */
export async function explainSearch(
  db: Queryable,
  side: SearchSide,
  query: PostSearchQuery,
  searcher: Searcher,
): Promise<string> {
  const { countStatement, pageStatement, countedFirst } = searchQueries(
    db,
    side,
    query,
    searcher,
    await lookUp(db, query),
  );
  const plans = [
    await queryPlan(db, (await countStatement()).statement),
    await queryPlan(db, (await pageStatement()).statement),
  ];
  if (countedFirst) plans.push(await queryPlan(db, (await pageStatement(true)).statement));
  return plans.join('\n');
}
