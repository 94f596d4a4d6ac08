import { and, desc, eq, gte, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import {
  ADMIN_RECENT_ITEMS,
  SIGNUP_SERIES_MONTHS,
  type AdminDashboard,
  type SignupMonth,
} from '@pathshala/shared-api/contract';
import type { Queryable } from '../../db';
import { batches, posts, users } from '../../db/schema';
import { countAll } from './paging';

/** The first instant of the UTC calendar month `offset` months from the one `now` falls in. */
export function monthStart(now: Date, offset = 0): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
}

/** YYYY-MM of a month's first instant, in UTC. */
const monthKey = (start: Date) => start.toISOString().slice(0, 7);

/**
 * (this month − last month) / last month × 100, rounded to 2 decimals; undefined when last month had
 * no sign-ups (a rise from nothing has no percentage).
 */
export function growth(thisMonth: number, lastMonth: number): number | undefined {
  if (lastMonth === 0) return undefined;
  return Math.round(((thisMonth - lastMonth) / lastMonth) * 10_000) / 100;
}

/** A post that counts as live: not removed, and its owner's account not removed. */
export const livePost = and(ne(posts.status, 'removed'), eq(posts.ownerRemoved, false));

/**
 * Sign-ups by UTC month and role over the series: every student and teacher account created in it,
 * including accounts removed since (a sign-up stays a sign-up).
 */
async function signupsByMonth(db: Queryable, now: Date): Promise<SignupMonth[]> {
  const first = monthStart(now, -(SIGNUP_SERIES_MONTHS - 1));
  const end = monthStart(now, 1);
  const month = sql<string>`to_char(${users.createdAt} at time zone 'UTC', 'YYYY-MM')`;
  const rows = await db
    .select({ month, role: users.role, count: countAll })
    .from(users)
    .where(
      and(inArray(users.role, ['student', 'teacher']), gte(users.createdAt, first), lt(users.createdAt, end)),
    )
    .groupBy(month, users.role);
  const series = Array.from({ length: SIGNUP_SERIES_MONTHS }, (_, index) => ({
    month: monthKey(monthStart(now, index - (SIGNUP_SERIES_MONTHS - 1))),
    students: 0,
    teachers: 0,
  }));
  const byMonth = new Map(series.map((entry) => [entry.month, entry]));
  for (const row of rows) {
    const entry = byMonth.get(row.month);
    if (!entry) continue;
    if (row.role === 'student') entry.students = row.count;
    else entry.teachers = row.count;
  }
  return series;
}

async function activeCount(db: Queryable, role: 'student' | 'teacher'): Promise<number> {
  const [row] = await db
    .select({ total: countAll })
    .from(users)
    .where(and(eq(users.role, role), isNull(users.removedAt)));
  return row?.total ?? 0;
}

/**
 * GET /admin/dashboard, from live tables: active (not removed) students and teachers, posts that are
 * not removed and whose owner is active (open or closed), batches that are not deleted; growth from
 * this and last calendar month's sign-ups (UTC) as of `now`.
 */
export async function loadDashboard(db: Queryable, now: Date): Promise<AdminDashboard> {
  const [students, teachers, postCount, batchCount, recentPosts, recentBatches, series] = await Promise.all([
    activeCount(db, 'student'),
    activeCount(db, 'teacher'),
    db.select({ total: countAll }).from(posts).where(livePost),
    db.select({ total: countAll }).from(batches).where(isNull(batches.deletedAt)),
    db
      .select({ id: posts.id, title: posts.title, createdAt: posts.createdAt })
      .from(posts)
      .where(livePost)
      .orderBy(desc(posts.createdAt), desc(posts.id))
      .limit(ADMIN_RECENT_ITEMS),
    db
      .select({ id: batches.id, subject: batches.subject, createdAt: batches.createdAt })
      .from(batches)
      .where(isNull(batches.deletedAt))
      .orderBy(desc(batches.createdAt), desc(batches.id))
      .limit(ADMIN_RECENT_ITEMS),
    signupsByMonth(db, now),
  ]);

  const current = series[series.length - 1];
  const previous = series[series.length - 2];
  const studentGrowth = growth(current?.students ?? 0, previous?.students ?? 0);
  const teacherGrowth = growth(current?.teachers ?? 0, previous?.teachers ?? 0);
  const rates = {
    ...(studentGrowth === undefined ? {} : { studentGrowth }),
    ...(teacherGrowth === undefined ? {} : { teacherGrowth }),
  };

  return {
    stats: {
      total_students: students,
      total_teachers: teachers,
      total_posts: postCount[0]?.total ?? 0,
      total_batches: batchCount[0]?.total ?? 0,
    },
    ...(Object.keys(rates).length > 0 ? { growthRates: rates } : {}),
    recentPosts: recentPosts.map((row) => ({
      _id: row.id,
      title: row.title,
      createdAt: row.createdAt.toISOString(),
    })),
    recentBatches: recentBatches.map((row) => ({
      _id: row.id,
      subject: row.subject,
      createdAt: row.createdAt.toISOString(),
    })),
    signupsByMonth: series,
  };
}
