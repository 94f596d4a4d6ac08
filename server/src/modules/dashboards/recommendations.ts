import { sql, type SQL } from 'drizzle-orm';
import { STUDENT_DASHBOARD_LIMIT, type Post } from '@pathshala/shared-api/contract';
import type { Queryable } from '../../db';
import { queryPlan } from '../../db/plans';
import { preparedStatement } from '../../db/prepared';
import { batchMembers, batches, postInterests, posts, users } from '../../db/schema';
import { postResponse, toPostResponse } from '../posts/repository';

/** The most recent requests and batches are enough to know a student's subjects; this bounds the lookups. */
const INTERESTS_READ = sql.raw('50');
const SUBJECTS_USED = sql.raw('10');

/** An open teacher's offer, as `p`. */
const OPEN_OFFER = sql`p.owner_role = 'teacher' and p.status = 'open'`;

/**
 * What the ranking below works from, each a column of the one-row `wanted`: the (subject, class) pairs the
 * best fit looks for, index by index; the subjects and classes; the modes; the district and area; the open
 * offers the student joined.
 */
type Wanted =
  'pairSubjects' | 'pairClasses' | 'subjects' | 'classes' | 'modes' | 'district' | 'area' | 'joined';
type Input = (name: Wanted | 'studentId') => SQL;

/**
 * What the student wants, as common table expressions ending in the one row `wanted`, read in the
 * statement that ranks for them (so a dashboard is one round trip):
 * - their interests: the subject (lower case) and class of their newest requests, then of their newest
 *   batches; the subjects are the first SUBJECTS_USED of them, the pairs those of the interests in them;
 * - where they want to be taught: the profile's place, else that of their newest request that gives one;
 * - how: the profile's modes, else those of their newest request that gives any;
 * - the open offers they joined already (eligible leaves them out).
 * A student who has said neither gets null and an empty list, which match nothing (see reachOf).
 */
const wantsOf = (studentId: SQL) => sql`recent as (
    select p.subject, p.class, p.district, p.area, p.modes, p.created_at from ${posts} p
    where p.owner_id = ${studentId} and p.status <> 'removed'
    order by p.created_at desc limit ${INTERESTS_READ}),
  interests as (
    select lower(r.subject) as subject, r.class, row_number() over (order by r.created_at desc) as n from recent r
    union all
    select lower(j.subject), j.class, ${INTERESTS_READ} + row_number() over (order by j.created_at desc) from (
      select b.subject, b.class, m.created_at from ${batchMembers} m join ${batches} b on b.id = m.batch_id
      where m.user_id = ${studentId} order by m.created_at desc limit ${INTERESTS_READ}) j),
  subjects as (select subject from interests group by subject order by min(n) limit ${SUBJECTS_USED}),
  pairs as (
    select subject, class from interests where subject in (select subject from subjects) group by subject, class),
  wanted as (
    select
      coalesce((select array_agg(subject order by subject, class) from pairs), '{}') as "pairSubjects",
      coalesce((select array_agg(class order by subject, class) from pairs), '{}') as "pairClasses",
      coalesce((select array_agg(subject) from subjects), '{}') as subjects,
      coalesce((select array_agg(distinct class) from interests), '{}') as classes,
      case when cardinality(u.modes) > 0 then u.modes else coalesce((select r.modes from recent r
        where cardinality(r.modes) > 0 order by r.created_at desc limit 1), '{}') end as modes,
      place.district, place.area,
      coalesce((select array_agg(i.post_id) from ${postInterests} i join ${posts} p on p.id = i.post_id
        where i.user_id = ${studentId} and ${OPEN_OFFER}), '{}') as joined
    from ${users} u
    left join lateral (
      select said.district, said.area from (
        select u.district, u.area, 0 as choice where coalesce(u.district, '') <> ''
        union all
        (select r.district, r.area, 1 from recent r where r.district is not null order by r.created_at desc limit 1)
      ) said order by said.choice limit 1
    ) place on true
    where u.id = ${studentId})`;

/** The inputs of the ranking for `studentId`: each a column of `wanted` (see wantsOf). */
const fromWants =
  (studentId: SQL): Input =>
  (name) =>
    name === 'studentId' ? studentId : sql`(select ${sql.identifier(name)} from wanted)`;

const textArray = (input: Input, name: Wanted) => sql`${input(name)}::text[]`;

/** The best fit's (subject, class) pairs as a table `w(subject, klass)`. */
const pairsTable = (input: Input) =>
  sql`unnest(${textArray(input, 'pairSubjects')}, ${textArray(input, 'pairClasses')}) as w(subject, klass)`;

/**
 * An open teacher offer the student may still join: not their own, its teacher not removed, not joined
 * already, and not full (full offers normally close as they fill; this covers older data). All of it is
 * read with the offer (the seats taken are joined_students; the offers the student joined, a list read
 * once), so a walk checks each offer from its index and still stops at a page: a check looked up per offer
 * cost half the statement, and one the planner can join (not exists) made it read every offer of a pair.
 */
function eligible(input: Input): SQL {
  return sql`p.owner_id <> ${input('studentId')}::uuid
    and not p.owner_removed
    and p.id <> all(${input('joined')}::uuid[])
    and p.joined_students < (case when p.is_batch and p.max_size is not null then p.max_size else 1 end)`;
}

/**
 * Spelled as the indexes are (drizzle writes `DESC NULLS LAST`): a bare `desc` means NULLS FIRST, which
 * the planner cannot read off those indexes, so it would sort every match instead of stopping early.
 */
const NEWEST = sql`p.created_at desc nulls last, p.id desc nulls last`;

/**
 * How many of the newest offers each lookup reads. More than the dashboard shows, so that offers the
 * student cannot take (joined, full, a removed teacher's) still leave enough to fill it.
 */
const READ_PER_LOOKUP = sql.raw(String(STUDENT_DASHBOARD_LIMIT * 4));
const LIMIT = sql.raw(String(STUDENT_DASHBOARD_LIMIT));

/** The ids of the first STUDENT_DASHBOARD_LIMIT rows of `source` (what follows `from`) in `order`, and their positions. */
const pageOf = (source: SQL, id: SQL, order: SQL) =>
  sql`select ${id} as id, row_number() over (order by ${order}) as position
    from ${source} order by ${order} limit ${LIMIT}`;

/**
 * How well an offer reaches the student, the second key after the subject and class fit (which stays first:
 * the right subject far away is still worth more than the wrong one next door). Teaching in a way the student
 * wants (any of their modes) counts most, since a mode they cannot use rules the offer out, then the place:
 * the student's own area, then their district. 0 for every offer when the student has said neither (no mode
 * overlaps an empty list; nothing equals null).
 */
const reachOf = (input: Input) =>
  sql`(case when p.modes && ${textArray(input, 'modes')} then 4 else 0 end)
    + (case when p.district = ${input('district')} and p.area = ${input('area')} then 2
      when p.district = ${input('district')} then 1 else 0 end)`;

/**
 * The newest offers in the student's district and in their area (posts_open_district_idx,
 * posts_open_area_idx), each walk newest first and stopping at READ_PER_LOOKUP: empty without a place.
 * `columns` of each offer, read from those indexes alone: its id, and its subject and class for the best fit.
 */
const placeWalks = (input: Input, columns = sql`p.id`) => sql`(select ${columns} from ${posts} p
      where ${OPEN_OFFER} and p.district = ${input('district')}
      order by ${NEWEST} limit ${READ_PER_LOOKUP})
    union
    (select ${columns} from ${posts} p
      where ${OPEN_OFFER} and p.district = ${input('district')} and p.area = ${input('area')}
      order by ${NEWEST} limit ${READ_PER_LOOKUP})`;

/**
 * The best fit there is: offers in the subject and class of one of the student's requests or batches
 * (a subject among those used). Nothing else outranks them, so when a page of them fills the dashboard
 * they are the whole answer. One walk of posts_open_offers_pair_idx per pair, newest first, checking each
 * offer as it goes (from the index: it holds every column checked) and stopping at a page that passes, plus
 * the best fits among the newest offers in the student's district and area (placeWalks, matched to the
 * pairs before an offer's row is read); ranked by reach (reachOf), then recency. So a best fit near the
 * student, in a mode they want, beats newer ones elsewhere when it is among the newest of its pair or of
 * the student's district or area; an older one is not looked for (every walk stays bounded).
 */
function bestFitIds(input: Input): SQL {
  const candidates = sql`(
      select c.id, c.created_at, c.reach from ${pairsTable(input)}
      cross join lateral (
        select p.id, p.created_at, ${reachOf(input)} as reach from ${posts} p
        where ${OPEN_OFFER} and lower(p.subject) = w.subject and p.class = w.klass and ${eligible(input)}
        order by ${NEWEST} limit ${LIMIT}
      ) c
      union
      select p.id, p.created_at, ${reachOf(input)} as reach
      from ${posts} p join (
        select near.id from (${placeWalks(input, sql`p.id, p.subject, p.class`)}) near
        where exists (
          select 1 from ${pairsTable(input)} where w.subject = lower(near.subject) and w.klass = near.class)
      ) near using (id)
      where ${eligible(input)}
    ) best`;
  return pageOf(
    candidates,
    sql`best.id`,
    sql`best.reach desc, best.created_at desc nulls last, best.id desc nulls last`,
  );
}

/**
 * The ids of a page of recommended offers, best first, for when the best fit alone does not fill the
 * page. Candidates come from bounded index scans that walk an index newest first and stop: the newest
 * offers of each of the student's subjects (posts_open_subject_idx) and classes
 * (posts_open_offers_class_idx), the newest of all as a fallback (posts_role_status_created_at_id_idx), and
 * the newest in the student's district and area (placeWalks). Only that set, at most
 * (subjects + classes + 3) × READ_PER_LOOKUP rows, is checked and ranked, so the cost does not grow with the
 * number of posts.
 */
function rankedIds(input: Input): SQL {
  // Fit: an offer matching the subject and class of one request or batch beats one matching the
  // subject alone, which beats one matching the class alone.
  const fit = sql`(case when exists (
        select 1 from ${pairsTable(input)}
        where w.subject = lower(p.subject) and w.klass = p.class) then 4 else 0 end)
      + (case when lower(p.subject) = any(${textArray(input, 'subjects')}) then 2 else 0 end)
      + (case when p.class = any(${textArray(input, 'classes')}) then 1 else 0 end)`;
  const candidates = sql`(
      select c.id from unnest(${textArray(input, 'subjects')}) as s(subject)
      cross join lateral (
        select p.id from ${posts} p
        where ${OPEN_OFFER} and lower(p.subject) = s.subject
        order by ${NEWEST} limit ${READ_PER_LOOKUP}
      ) c
      union
      select c.id from unnest(${textArray(input, 'classes')}) as k(klass)
      cross join lateral (
        select p.id from ${posts} p
        where ${OPEN_OFFER} and p.class = k.klass
        order by ${NEWEST} limit ${READ_PER_LOOKUP}
      ) c
      union
      (select p.id from ${posts} p
        where ${OPEN_OFFER}
        order by ${NEWEST} limit ${READ_PER_LOOKUP})
      union
      ${placeWalks(input)}
    ) candidates`;
  return pageOf(
    sql`${posts} p join ${candidates} using (id) where ${eligible(input)}`,
    sql`p.id`,
    // Fit first, then reach (mode, then place), then recency. Not the teacher's rating: within a fit that
    // would need every offer of the fit read and sorted, where recency lets each walk stop early.
    sql`${fit} desc, ${reachOf(input)} desc, ${NEWEST}`,
  );
}

/**
 * The student's dashboard in one statement: what they want (wantsOf), the best fit and, only when that is
 * short of a page, the ranked list after it, each offer read whole (postResponse). Short of a page, the best
 * fit holds every best-fit offer, older ones the ranked list's bounded candidates may miss included; the
 * ranked list adds the next fits after them (and may repeat best fits).
 */
function recommendations(db: Queryable, studentId: SQL) {
  const input = fromWants(studentId);
  const picked = sql`(with ${wantsOf(studentId)},
      best as (${bestFitIds(input)})
    select id, position from best
    union all
    select next.id, ${LIMIT} + next.position from (${rankedIds(input)}) next
    where (select count(*) from best) < ${LIMIT}) picked`;
  return db
    .select(postResponse)
    .from(posts)
    .innerJoin(picked, sql`picked.id = ${posts.id}`)
    .orderBy(sql`picked.position`);
}

const recommendationsStatement = preparedStatement('student_dashboard', (db, name) =>
  recommendations(db, sql`${sql.placeholder('studentId')}::uuid`).prepare(name),
);

/** The query plan of a student's dashboard, for checking that it stays on indexes. */
export async function explainRecommendations(db: Queryable, studentId: string): Promise<string> {
  return queryPlan(db, recommendations(db, sql`${studentId}::uuid`));
}

/** Up to STUDENT_DASHBOARD_LIMIT open teacher offers for the student's dashboard, best fit first. */
export async function recommendPosts(db: Queryable, studentId: string): Promise<Post[]> {
  const rows = await recommendationsStatement(db).execute({ studentId });
  // In order of position, so an offer both lists give keeps its place in the best fit.
  const page = new Map(rows.map((row) => [row.post.id, row]));
  return [...page.values()].slice(0, STUDENT_DASHBOARD_LIMIT).map(toPostResponse);
}
