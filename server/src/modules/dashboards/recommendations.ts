import { and, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { STUDENT_DASHBOARD_LIMIT, type Post } from '@pathshala/shared-api/contract';
import type { Queryable } from '../../db';
import { batchMembers, batches, posts, users } from '../../db/schema';
import { postWithOwner, withInterests } from '../posts/repository';

/** What a student cares about: the subject (lower case) and class of each request and batch of theirs. */
interface Interest {
  subject: string;
  class: string;
}

/** The most recent requests and batches are enough to know a student's subjects; this bounds the lookups. */
const INTERESTS_READ = 50;
const SUBJECTS_USED = 10;

async function interestsOf(db: Queryable, studentId: string): Promise<Interest[]> {
  const requests = await db
    .select({ subject: posts.subject, class: posts.class })
    .from(posts)
    .where(and(eq(posts.ownerId, studentId), ne(posts.status, 'removed')))
    .orderBy(desc(posts.createdAt))
    .limit(INTERESTS_READ);
  const joined = await db
    .select({ subject: batches.subject, class: batches.class })
    .from(batchMembers)
    .innerJoin(batches, eq(batches.id, batchMembers.batchId))
    .where(eq(batchMembers.userId, studentId))
    .orderBy(desc(batchMembers.createdAt))
    .limit(INTERESTS_READ);
  return [...requests, ...joined].map((row) => ({ subject: row.subject.toLowerCase(), class: row.class }));
}

const textArray = (values: readonly string[]) => sql`${sql.param([...values])}::text[]`;

/**
 * An open teacher offer the student may still join: not their own, its teacher not removed, not joined
 * already, and not full (full offers normally close as they fill; this covers older data and offers
 * whose size the teacher lowered). Each check is a lookup by key, made only on the bounded candidates.
 */
function eligible(studentId: string): SQL {
  return sql`p.owner_id <> ${studentId}
    and exists (select 1 from ${users} u where u.id = p.owner_id and u.removed_at is null)
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

/**
 * The ids of up to `limit` recommended offers, best first. Candidates come from bounded index scans
 * that walk an index newest first and stop: the newest offers of each of the student's subjects
 * (posts_open_offers_subject_idx) and classes (posts_open_offers_class_idx), plus the newest offers of
 * all as a fallback (posts_role_status_created_at_id_idx). Only that set, at most
 * (subjects + classes + 1) × READ_PER_LOOKUP rows, is checked and ranked, so the cost does not grow
 * with the number of posts.
 */
function recommendedIdsQuery(studentId: string, interests: readonly Interest[], limit: number): SQL {
  const subjects = [...new Set(interests.map((interest) => interest.subject))].slice(0, SUBJECTS_USED);
  const classes = [...new Set(interests.map((interest) => interest.class))];
  const pairSubjects = interests.map((interest) => interest.subject);
  const pairClasses = interests.map((interest) => interest.class);
  // Fit: an offer matching the subject and class of one request or batch beats one matching the
  // subject alone, which beats one matching the class alone.
  const fit = sql`(case when exists (
        select 1 from unnest(${textArray(pairSubjects)}, ${textArray(pairClasses)}) as w(subject, klass)
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
    )
    select p.id from ${posts} p join candidates using (id)
    where ${eligible(studentId)}
    -- Fit first, then the teacher's rating, then recency. Ratings do not exist yet, so the rating
    -- term is absent: it goes between fit and recency when they do.
    order by ${fit} desc, ${NEWEST}
    limit ${limit}`;
}

/** The query plan of the recommendation query, for checking that it stays on indexes. */
export async function explainRecommendations(db: Queryable, studentId: string): Promise<string> {
  const interests = await interestsOf(db, studentId);
  const query = recommendedIdsQuery(studentId, interests, STUDENT_DASHBOARD_LIMIT);
  const result = await db.execute(sql`explain ${query}`);
  return (result as unknown as { rows: { 'QUERY PLAN': string }[] }).rows
    .map((row) => row['QUERY PLAN'])
    .join('\n');
}

/** Up to STUDENT_DASHBOARD_LIMIT open teacher offers for the student's dashboard, best fit first. */
export async function recommendPosts(db: Queryable, studentId: string): Promise<Post[]> {
  const interests = await interestsOf(db, studentId);
  const result = await db.execute(recommendedIdsQuery(studentId, interests, STUDENT_DASHBOARD_LIMIT));
  const ids = (result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const rows = await db
    .select(postWithOwner)
    .from(posts)
    .innerJoin(users, eq(users.id, posts.ownerId))
    .where(inArray(posts.id, ids));
  const rank = new Map(ids.map((id, index) => [id, index]));
  rows.sort((a, b) => (rank.get(a.post.id) ?? 0) - (rank.get(b.post.id) ?? 0));
  return withInterests(db, rows);
}
