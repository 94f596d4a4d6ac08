import { and, countDistinct, eq, isNull, ne, sql } from 'drizzle-orm';
import { TEACHER_DASHBOARD_REVIEWS, type TeacherDashboard } from '@pathshala/shared-api/contract';
import type { Queryable } from '../../db';
import { preparedStatement } from '../../db/prepared';
import { batchMembers, batches, ratings, users } from '../../db/schema';

const initial = (name: string) => name.trim().charAt(0).toUpperCase();

/** A newest review as the statement below reads it (JSON: its date is text). */
interface ReviewRow {
  firstname: string;
  lastname: string;
  rating: number;
  createdAt: string;
  review: string;
}

/**
 * The whole dashboard in one statement, each part a subquery on its own index: how many ratings of each
 * number of stars, the newest reviews with their students' names, the live batches and the students in them
 * (each once). Under load every statement waits its turn for a connection; one statement waits once and
 * costs one round trip, where three cost three.
 */
const dashboardStatement = preparedStatement('teacher_dashboard', (db, name) => {
  const teacherId = sql.placeholder('teacherId');
  const live = and(eq(batches.teacherId, teacherId), isNull(batches.deletedAt));
  const students = db
    .select({ n: countDistinct(batchMembers.userId) })
    .from(batchMembers)
    .innerJoin(batches, eq(batches.id, batchMembers.batchId))
    .innerJoin(users, eq(users.id, batchMembers.userId))
    .where(and(live, ne(batchMembers.userId, teacherId), eq(users.role, 'student')));
  return db
    .select({
      byStars: sql<{ rating: number; n: number }[]>`(
        select coalesce(json_agg(json_build_object('rating', s.rating, 'n', s.n)), '[]'::json) from (
          select r.rating, count(*)::int as n from ${ratings} r where r.teacher_id = ${teacherId} group by r.rating
        ) s)`,
      reviews: sql<ReviewRow[]>`(
        select coalesce(json_agg(json_build_object('firstname', u.firstname, 'lastname', u.lastname,
          'rating', newest.rating, 'createdAt', newest.created_at, 'review', newest.review)
          order by newest.created_at desc, newest.id desc), '[]'::json)
        from (
          select r.id, r.student_id, r.rating, r.created_at, r.review from ${ratings} r
          where r.teacher_id = ${teacherId} order by r.created_at desc, r.id desc
          limit ${sql.raw(String(TEACHER_DASHBOARD_REVIEWS))}
        ) newest join ${users} u on u.id = newest.student_id)`,
      students: sql<number>`(${students})::int`,
      courses: sql<number>`(select count(*)::int from ${batches} where ${live})`,
    })
    .from(sql`(select 1) as one`)
    .prepare(name);
});

/** GET /teacher/dashboard: the teacher's ratings and reviews and their live batches, from live tables. */
export async function teacherDashboard(db: Queryable, teacherId: string): Promise<TeacherDashboard> {
  const [row] = await dashboardStatement(db).execute({ teacherId });
  const ratingDistribution = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  let rated = 0;
  let starsGiven = 0;
  for (const { rating, n } of row?.byStars ?? []) {
    const key = String(rating) as keyof typeof ratingDistribution;
    if (key in ratingDistribution) ratingDistribution[key] = n;
    rated += n;
    starsGiven += rating * n;
  }
  // The average from the same counts (no second read of the ratings).
  const averageRating = rated === 0 ? null : starsGiven / rated;

  return {
    averageRating,
    ratingDistribution,
    reviews: (row?.reviews ?? []).map((review) => ({
      studentName: `${review.firstname} ${review.lastname}`.trim(),
      studentInitials: `${initial(review.firstname)}${initial(review.lastname)}`,
      rating: review.rating,
      date: new Date(review.createdAt).toISOString(),
      review: review.review,
    })),
    totalStudents: row?.students ?? 0,
    activeCourses: row?.courses ?? 0,
  };
}
