import { eq, sql, type SQL } from 'drizzle-orm';
import { STUDENT_DASHBOARD_LIMIT, type Post } from '@pathshala/shared-api/contract';
import type { Queryable } from '../../db';
import { outerColumn } from '../../db/correlated';
import { isAnyOf, preparedStatement } from '../../db/prepared';
import { batchMembers, batches, posts, users } from '../../db/schema';
import { postResponse, toPostResponse } from '../posts/repository';

/** What a student cares about: the subject (lower case) and class of each request and batch of theirs. */
interface Interest {
  subject: string;
  class: string;
}

/** The most recent requests and batches are enough to know a student's subjects; this bounds the lookups. */
const INTERESTS_READ = 50;
const SUBJECTS_USED = 10;

/** Where and how the student wants to be taught; each part empty when neither the profile nor a request says. */
interface Reach {
  district: string | null;
  area: string | null;
  modes: string[];
}

interface StudentWants {
  interests: Interest[];
  reach: Reach;
}

/** The student's id in the statement below, for its correlated subqueries. */
const studentColumn = outerColumn('users', 'id');

const wantsOfStudent = preparedStatement('student_wants', (db, name) =>
  db
    .select({
      district: users.district,
      area: users.area,
      modes: users.modes,
      requests: sql<
        (Interest & Reach)[]
      >`(select coalesce(json_agg(r order by r.created_at desc), '[]'::json) from (
        select p.subject, p.class, p.district, p.area, p.modes, p.created_at from ${posts} p
        where p.owner_id = ${studentColumn} and p.status <> 'removed'
        order by p.created_at desc limit ${sql.raw(String(INTERESTS_READ))}) r)`,
      joined: sql<Interest[]>`(select coalesce(json_agg(j order by j.created_at desc), '[]'::json) from (
        select b.subject, b.class, m.created_at from ${batchMembers} m join ${batches} b on b.id = m.batch_id
        where m.user_id = ${studentColumn}
        order by m.created_at desc limit ${sql.raw(String(INTERESTS_READ))}) j)`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('studentId')))
    .prepare(name),
);

/**
 * The student's subjects and classes (their newest requests and batches), and where and how they want to be
 * taught: the profile's place and modes, else those of their newest request that gives them. One statement.
 */
async function interestsOf(db: Queryable, studentId: string): Promise<StudentWants> {
  const [profile] = await wantsOfStudent(db).execute({ studentId });
  const requests = profile?.requests ?? [];
  const placed = profile?.district ? profile : requests.find((request) => request.district !== null);
  const modes = profile?.modes.length
    ? profile.modes
    : (requests.find((request) => request.modes.length > 0)?.modes ?? []);
  return {
    interests: [...requests, ...(profile?.joined ?? [])].map((row) => ({
      subject: row.subject.toLowerCase(),
      class: row.class,
    })),
    reach: { district: placed?.district ?? null, area: placed?.area ?? null, modes },
  };
}

const textArray = (values: readonly string[]) => sql`${sql.param([...values])}::text[]`;

/** (subject, class) pairs as a table `w(subject, klass)`. */
const pairsTable = (pairs: readonly Interest[]) =>
  sql`unnest(${textArray(pairs.map((pair) => pair.subject))}, ${textArray(pairs.map((pair) => pair.class))}) as w(subject, klass)`;

/**
 * An open teacher offer the student may still join: not their own, its teacher not removed, not joined
 * already, and not full (full offers normally close as they fill; this covers older data and offers
 * whose size the teacher lowered). Each check is a lookup by key, made only on the bounded candidates.
 */
function eligible(studentId: string): SQL {
  return sql`p.owner_id <> ${studentId}
    and not p.owner_removed
    and not exists (select 1 from post_interests i where i.post_id = p.id and i.user_id = ${studentId})
    and (select count(*) from post_interests i where i.post_id = p.id and i.role = 'student')
      < (case when p.is_batch and p.max_size is not null then p.max_size else 1 end)`;
}

const OPEN_OFFER = sql`p.owner_role = 'teacher' and p.status = 'open'`;
/**
 * Spelled as the indexes are (drizzle writes `DESC NULLS LAST`): a bare `desc` means NULLS FIRST, which
 * the planner cannot read off those indexes, so it would sort every match instead of stopping early.
 */
const NEWEST = sql`p.created_at desc nulls last, p.id desc nulls last`;

/**
 * How many of the newest offers each lookup reads. More than the dashboard shows, so that offers the
 * student cannot take (joined, full, a removed teacher's) still leave enough to fill it.
 */
const READ_PER_LOOKUP = STUDENT_DASHBOARD_LIMIT * 4;

/** What the ranking uses of a student's interests, each list bounded and without repeats. */
interface Wants {
  /** At most SUBJECTS_USED subjects, most recent first. */
  subjects: string[];
  classes: string[];
  /** Each (subject, class) a request or batch names once, in the order of `interests`. */
  pairs: Interest[];
  reach: Reach;
}

function wantsOf({ interests, reach }: StudentWants): Wants {
  const pairs = new Map(interests.map((interest) => [`${interest.subject}\n${interest.class}`, interest]));
  return {
    subjects: [...new Set(interests.map((interest) => interest.subject))].slice(0, SUBJECTS_USED),
    classes: [...new Set(interests.map((interest) => interest.class))],
    pairs: [...pairs.values()],
    reach,
  };
}

/**
 * How well an offer reaches the student, the second key after the subject and class fit (which stays first:
 * the right subject far away is still worth more than the wrong one next door). Teaching in a way the student
 * wants (any of their modes) counts most, since a mode they cannot use rules the offer out, then the place:
 * the student's own area, then their district. 0 for every offer when the student has said neither.
 */
function reachOf({ reach }: Wants): SQL {
  // `0::int`, not `0`: a bare integer in ORDER BY would name a column by its position.
  const mode =
    reach.modes.length > 0
      ? sql`(case when p.modes && ${textArray(reach.modes)} then 4 else 0 end)`
      : sql`0::int`;
  if (reach.district === null) return mode;
  const area = reach.area === null ? sql`false` : sql`p.area = ${reach.area}`;
  return sql`${mode} + (case when p.district = ${reach.district} and ${area} then 2
    when p.district = ${reach.district} then 1 else 0 end)`;
}

/**
 * The newest offers in the student's district and in their area (posts_open_district_idx,
 * posts_open_area_idx), each walk newest first and stopping at READ_PER_LOOKUP: none without a place.
 */
function placeWalks({ reach }: Wants): SQL[] {
  if (reach.district === null) return [];
  const walks = [
    sql`(select p.id from ${posts} p
        where ${OPEN_OFFER} and p.district = ${reach.district}
        order by ${NEWEST} limit ${READ_PER_LOOKUP})`,
  ];
  if (reach.area !== null)
    walks.push(sql`(select p.id from ${posts} p
        where ${OPEN_OFFER} and p.district = ${reach.district} and p.area = ${reach.area}
        order by ${NEWEST} limit ${READ_PER_LOOKUP})`);
  return walks;
}

/**
 * The best fit there is: offers in the subject and class of one of the student's requests or batches
 * (a subject among those used). Nothing else outranks them, so when `limit` of them fill the dashboard
 * they are the whole answer. One walk of posts_open_offers_pair_idx per pair, newest first, checking each
 * offer as it goes and stopping at `limit` that pass, plus the best fits among the newest offers in the
 * student's district and area (placeWalks); ranked by reach (reachOf), then recency. So a best fit near the
 * student, in a mode they want, beats newer ones elsewhere when it is among the newest of its pair or of
 * the student's district or area; an older one is not looked for (every walk stays bounded).
 */
function bestFitIdsQuery(studentId: string, wants: Wants, limit: number): SQL {
  const pairs = wants.pairs.filter((pair) => wants.subjects.includes(pair.subject));
  const walks = placeWalks(wants);
  const near =
    walks.length === 0
      ? sql``
      : sql`union
      select p.id, p.created_at, ${reachOf(wants)} as reach
      from ${posts} p join (${sql.join(walks, sql` union `)}) near using (id)
      where exists (select 1 from ${pairsTable(pairs)} where w.subject = lower(p.subject) and w.klass = p.class)
        and ${eligible(studentId)}`;
  return sql`
    select best.id from (
      select c.id, c.created_at, c.reach from ${pairsTable(pairs)}
      cross join lateral (
        select p.id, p.created_at, ${reachOf(wants)} as reach from ${posts} p
        where ${OPEN_OFFER} and lower(p.subject) = w.subject and p.class = w.klass and ${eligible(studentId)}
        order by ${NEWEST} limit ${limit}
      ) c
      ${near}
    ) best
    order by best.reach desc, best.created_at desc nulls last, best.id desc nulls last
    limit ${limit}`;
}

/**
 * The ids of up to `limit` recommended offers, best first, when the best fit alone does not fill the
 * page. Candidates come from bounded index scans that walk an index newest first and stop: the newest
 * offers of each of the student's subjects (posts_open_offers_subject_idx) and classes
 * (posts_open_offers_class_idx), the newest of all as a fallback (posts_role_status_created_at_id_idx), and
 * the newest in the student's district and area (placeWalks). Only that set, at most
 * (subjects + classes + 3) × READ_PER_LOOKUP rows, is checked and ranked, so the cost does not grow with the
 * number of posts.
 */
function recommendedIdsQuery(studentId: string, wants: Wants, limit: number): SQL {
  const { subjects, classes, pairs } = wants;
  // Fit: an offer matching the subject and class of one request or batch beats one matching the
  // subject alone, which beats one matching the class alone.
  const fit = sql`(case when exists (
        select 1 from ${pairsTable(pairs)}
        where w.subject = lower(p.subject) and w.klass = p.class) then 4 else 0 end)
      + (case when lower(p.subject) = any(${textArray(subjects)}) then 2 else 0 end)
      + (case when p.class = any(${textArray(classes)}) then 1 else 0 end)`;
  return sql`
    with candidates as (
      select c.id from unnest(${textArray(subjects)}) as s(subject)
      cross join lateral (
        select p.id from ${posts} p
        where ${OPEN_OFFER} and lower(p.subject) = s.subject
        order by ${NEWEST} limit ${READ_PER_LOOKUP}
      ) c
      union
      select c.id from unnest(${textArray(classes)}) as k(klass)
      cross join lateral (
        select p.id from ${posts} p
        where ${OPEN_OFFER} and p.class = k.klass
        order by ${NEWEST} limit ${READ_PER_LOOKUP}
      ) c
      union
      (select p.id from ${posts} p
        where ${OPEN_OFFER}
        order by ${NEWEST} limit ${READ_PER_LOOKUP})
      ${sql.join(
        placeWalks(wants).map((walk) => sql`union ${walk}`),
        sql` `,
      )}
    )
    select p.id from ${posts} p join candidates using (id)
    where ${eligible(studentId)}
    -- Fit first, then reach (mode, then place), then recency. Not the teacher's rating: within a fit that
    -- would need every offer of the fit read and sorted, where recency lets each walk stop early.
    order by ${fit} desc, ${reachOf(wants)} desc, ${NEWEST}
    limit ${limit}`;
}

type Explained = { rows: { 'QUERY PLAN': string }[] };
type Ids = { rows: { id: string }[] };

/** The query plans of both recommendation queries, for checking that they stay on indexes. */
export async function explainRecommendations(
  db: Queryable,
  studentId: string,
): Promise<{ bestFit: string; ranked: string }> {
  const wants = wantsOf(await interestsOf(db, studentId));
  const explain = async (query: SQL) =>
    ((await db.execute(sql`explain ${query}`)) as unknown as Explained).rows
      .map((row) => row['QUERY PLAN'])
      .join('\n');
  return {
    bestFit: await explain(bestFitIdsQuery(studentId, wants, STUDENT_DASHBOARD_LIMIT)),
    ranked: await explain(recommendedIdsQuery(studentId, wants, STUDENT_DASHBOARD_LIMIT)),
  };
}

async function recommendedIds(db: Queryable, studentId: string): Promise<string[]> {
  const wants = wantsOf(await interestsOf(db, studentId));
  const ids = async (query: SQL) => ((await db.execute(query)) as unknown as Ids).rows.map((row) => row.id);
  const bestFit = await ids(bestFitIdsQuery(studentId, wants, STUDENT_DASHBOARD_LIMIT));
  if (bestFit.length === STUDENT_DASHBOARD_LIMIT) return bestFit;
  // Short of a page, bestFit holds every best-fit offer, older ones the ranked query's bounded
  // candidates may miss included; the ranked query adds the next fits after them.
  const ranked = await ids(recommendedIdsQuery(studentId, wants, STUDENT_DASHBOARD_LIMIT));
  return [...new Set([...bestFit, ...ranked])].slice(0, STUDENT_DASHBOARD_LIMIT);
}

const postsById = preparedStatement('dashboard_posts', (db, name) =>
  db.select(postResponse).from(posts).where(isAnyOf(posts.id, 'ids')).prepare(name),
);

/** Up to STUDENT_DASHBOARD_LIMIT open teacher offers for the student's dashboard, best fit first. */
export async function recommendPosts(db: Queryable, studentId: string): Promise<Post[]> {
  const ids = await recommendedIds(db, studentId);
  if (ids.length === 0) return [];
  const rows = await postsById(db).execute({ ids });
  const rank = new Map(ids.map((id, index) => [id, index]));
  rows.sort((a, b) => (rank.get(a.post.id) ?? 0) - (rank.get(b.post.id) ?? 0));
  return rows.map(toPostResponse);
}
