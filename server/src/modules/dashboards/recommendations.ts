import { eq, sql, type SQL } from 'drizzle-orm';
import { STUDENT_DASHBOARD_LIMIT, type Post } from '@pathshala/shared-api/contract';
import type { Queryable } from '../../db';
import { outerColumn } from '../../db/correlated';
import { queryPlan } from '../../db/plans';
import { preparedStatement } from '../../db/prepared';
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

/**
 * What the two ranking statements below are given. They are prepared once (one shape for every student: a
 * student without a place or modes gives null and an empty list, which match nothing), so each names its
 * inputs; `explainRecommendations` gives them the student's values instead, to show the plan they get.
 */
type RankingInputs = {
  studentId: string;
  /** The subject and class of each pair the best fit looks for, index by index. */
  pairSubjects: string[];
  pairClasses: string[];
  subjects: string[];
  classes: string[];
  modes: string[];
  district: string | null;
  area: string | null;
};
type Input = (name: keyof RankingInputs) => SQL;

const asPlaceholder: Input = (name) => sql`${sql.placeholder(name)}`;
const asValues =
  (inputs: RankingInputs): Input =>
  (name) =>
    sql`${sql.param(inputs[name])}`;

const textArray = (input: Input, name: keyof RankingInputs) => sql`${input(name)}::text[]`;

/** The best fit's (subject, class) pairs as a table `w(subject, klass)`. */
const pairsTable = (input: Input) =>
  sql`unnest(${textArray(input, 'pairSubjects')}, ${textArray(input, 'pairClasses')}) as w(subject, klass)`;

/**
 * An open teacher offer the student may still join: not their own, its teacher not removed, not joined
 * already, and not full (full offers normally close as they fill; this covers older data and offers
 * whose size the teacher lowered). Each check is a lookup by key, made only on the bounded candidates.
 */
function eligible(input: Input): SQL {
  const studentId = sql`${input('studentId')}::uuid`;
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
const READ_PER_LOOKUP = sql.raw(String(STUDENT_DASHBOARD_LIMIT * 4));
const LIMIT = sql.raw(String(STUDENT_DASHBOARD_LIMIT));

/**
 * The page a ranking picks, read whole in the same statement: the first STUDENT_DASHBOARD_LIMIT offers of
 * `source` (what follows `from`) in `order`, each as the API answers it (postResponse), best first.
 */
function pickedPage(db: Queryable, source: SQL, id: SQL, order: SQL) {
  const picked = sql`(select ${id} as id, row_number() over (order by ${order}) as position
    from ${source} order by ${order} limit ${LIMIT}) picked`;
  return db
    .select(postResponse)
    .from(posts)
    .innerJoin(picked, sql`picked.id = ${posts.id}`)
    .orderBy(sql`picked.position`);
}

/** What the ranking uses of a student's interests, each list bounded and without repeats. */
function rankingInputs(studentId: string, { interests, reach }: StudentWants): RankingInputs {
  const subjects = [...new Set(interests.map((interest) => interest.subject))].slice(0, SUBJECTS_USED);
  // Each (subject, class) a request or batch names once, in the order of `interests`, of the subjects used.
  const pairs = [
    ...new Map(interests.map((interest) => [`${interest.subject}\n${interest.class}`, interest])).values(),
  ].filter((pair) => subjects.includes(pair.subject));
  return {
    studentId,
    pairSubjects: pairs.map((pair) => pair.subject),
    pairClasses: pairs.map((pair) => pair.class),
    subjects,
    classes: [...new Set(interests.map((interest) => interest.class))],
    modes: reach.modes,
    district: reach.district,
    area: reach.area,
  };
}

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
 */
const placeWalks = (input: Input) => sql`(select p.id from ${posts} p
      where ${OPEN_OFFER} and p.district = ${input('district')}
      order by ${NEWEST} limit ${READ_PER_LOOKUP})
    union
    (select p.id from ${posts} p
      where ${OPEN_OFFER} and p.district = ${input('district')} and p.area = ${input('area')}
      order by ${NEWEST} limit ${READ_PER_LOOKUP})`;

/**
 * The best fit there is: offers in the subject and class of one of the student's requests or batches
 * (a subject among those used). Nothing else outranks them, so when a page of them fills the dashboard
 * they are the whole answer. One walk of posts_open_offers_pair_idx per pair, newest first, checking each
 * offer as it goes and stopping at a page that passes, plus the best fits among the newest offers in the
 * student's district and area (placeWalks); ranked by reach (reachOf), then recency. So a best fit near the
 * student, in a mode they want, beats newer ones elsewhere when it is among the newest of its pair or of
 * the student's district or area; an older one is not looked for (every walk stays bounded).
 */
function bestFitIds(db: Queryable, input: Input) {
  const candidates = sql`(
      select c.id, c.created_at, c.reach from ${pairsTable(input)}
      cross join lateral (
        select p.id, p.created_at, ${reachOf(input)} as reach from ${posts} p
        where ${OPEN_OFFER} and lower(p.subject) = w.subject and p.class = w.klass and ${eligible(input)}
        order by ${NEWEST} limit ${LIMIT}
      ) c
      union
      select p.id, p.created_at, ${reachOf(input)} as reach
      from ${posts} p join (${placeWalks(input)}) near using (id)
      where exists (select 1 from ${pairsTable(input)} where w.subject = lower(p.subject) and w.klass = p.class)
        and ${eligible(input)}
    ) best`;
  return pickedPage(
    db,
    candidates,
    sql`best.id`,
    sql`best.reach desc, best.created_at desc nulls last, best.id desc nulls last`,
  );
}

/**
 * The ids of a page of recommended offers, best first, when the best fit alone does not fill the
 * page. Candidates come from bounded index scans that walk an index newest first and stop: the newest
 * offers of each of the student's subjects (posts_open_offers_subject_idx) and classes
 * (posts_open_offers_class_idx), the newest of all as a fallback (posts_role_status_created_at_id_idx), and
 * the newest in the student's district and area (placeWalks). Only that set, at most
 * (subjects + classes + 3) × READ_PER_LOOKUP rows, is checked and ranked, so the cost does not grow with the
 * number of posts.
 */
function rankedIds(db: Queryable, input: Input) {
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
  return pickedPage(
    db,
    sql`${posts} p join ${candidates} using (id) where ${eligible(input)}`,
    sql`p.id`,
    // Fit first, then reach (mode, then place), then recency. Not the teacher's rating: within a fit that
    // would need every offer of the fit read and sorted, where recency lets each walk stop early.
    sql`${fit} desc, ${reachOf(input)} desc, ${NEWEST}`,
  );
}

const bestFitStatement = preparedStatement('dashboard_best_fit', (db, name) =>
  bestFitIds(db, asPlaceholder).prepare(name),
);
const rankedStatement = preparedStatement('dashboard_ranked', (db, name) =>
  rankedIds(db, asPlaceholder).prepare(name),
);

/** The query plans of both recommendation queries for a student, for checking that they stay on indexes. */
export async function explainRecommendations(
  db: Queryable,
  studentId: string,
): Promise<{ bestFit: string; ranked: string }> {
  const input = asValues(rankingInputs(studentId, await interestsOf(db, studentId)));
  return {
    bestFit: await queryPlan(db, bestFitIds(db, input)),
    ranked: await queryPlan(db, rankedIds(db, input)),
  };
}

/** Up to STUDENT_DASHBOARD_LIMIT open teacher offers for the student's dashboard, best fit first. */
export async function recommendPosts(db: Queryable, studentId: string): Promise<Post[]> {
  const inputs = rankingInputs(studentId, await interestsOf(db, studentId));
  const bestFit = await bestFitStatement(db).execute(inputs);
  if (bestFit.length === STUDENT_DASHBOARD_LIMIT) return bestFit.map(toPostResponse);
  // Short of a page, bestFit holds every best-fit offer, older ones the ranked query's bounded
  // candidates may miss included; the ranked query adds the next fits after them.
  const ranked = await rankedStatement(db).execute(inputs);
  const page = new Map([...bestFit, ...ranked].map((row) => [row.post.id, row]));
  return [...page.values()].slice(0, STUDENT_DASHBOARD_LIMIT).map(toPostResponse);
}
