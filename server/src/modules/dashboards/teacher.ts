import { and, countDistinct, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import { TEACHER_DASHBOARD_REVIEWS, type TeacherDashboard } from '@pathshala/shared-api/contract';
import type { Queryable } from '../../db';
import { preparedStatement } from '../../db/prepared';
import { batchMembers, batches, ratings, users } from '../../db/schema';

const initial = (name: string) => name.trim().charAt(0).toUpperCase();

const ratingsByStars = preparedStatement('teacher_ratings_by_stars', (db, name) =>
  db
    .select({ rating: ratings.rating, n: sql<number>`count(*)::int` })
    .from(ratings)
    .where(eq(ratings.teacherId, sql.placeholder('teacherId')))
    .groupBy(ratings.rating)
    .prepare(name),
);

const newestReviews = preparedStatement('teacher_newest_reviews', (db, name) =>
  db
    .select({
      firstname: users.firstname,
      lastname: users.lastname,
      rating: ratings.rating,
      createdAt: ratings.createdAt,
      review: ratings.review,
    })
    .from(ratings)
    .innerJoin(users, eq(users.id, ratings.studentId))
    .where(eq(ratings.teacherId, sql.placeholder('teacherId')))
    .orderBy(desc(ratings.createdAt), desc(ratings.id))
    .limit(TEACHER_DASHBOARD_REVIEWS)
    .prepare(name),
);

/** The teacher's live batches, and the students in them (each once), in one statement. */
const liveCounts = preparedStatement('teacher_live_counts', (db, name) => {
  const teacherId = sql.placeholder('teacherId');
  const live = and(eq(batches.teacherId, teacherId), isNull(batches.deletedAt));
  const students = db
    .select({ n: countDistinct(batchMembers.userId) })
    .from(batchMembers)
    .innerJoin(batches, eq(batches.id, batchMembers.batchId))
    .innerJoin(users, eq(users.id, batchMembers.userId))
    .where(and(live, ne(batchMembers.userId, teacherId), eq(users.role, 'student')));
  return db
    .select({ students: sql<number>`(${students})::int`, courses: sql<number>`count(*)::int` })
    .from(batches)
    .where(live)
    .prepare(name);
});

/** GET /teacher/dashboard: the teacher's ratings and reviews and their live batches, from live tables. */
export async function teacherDashboard(db: Queryable, teacherId: string): Promise<TeacherDashboard> {
  // The three statements at once: under load each waits its turn for a connection, and one after the other the
  // dashboard would wait three times.
  const [byStars, recent, [counts]] = await Promise.all([
    ratingsByStars(db).execute({ teacherId }),
    newestReviews(db).execute({ teacherId }),
    liveCounts(db).execute({ teacherId }),
  ]);
  const ratingDistribution = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  let rated = 0;
  let starsGiven = 0;
  for (const { rating, n } of byStars) {
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
    reviews: recent.map((row) => ({
      studentName: `${row.firstname} ${row.lastname}`.trim(),
      studentInitials: `${initial(row.firstname)}${initial(row.lastname)}`,
      rating: row.rating,
      date: row.createdAt.toISOString(),
      review: row.review,
    })),
    totalStudents: counts?.students ?? 0,
    activeCourses: counts?.courses ?? 0,
  };
}
