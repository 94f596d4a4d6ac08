import { and, count, desc, eq, sql } from 'drizzle-orm';
import {
  RATING_MESSAGES,
  type GiveRatingBody,
  type RatingSummary,
  type Review,
  type UpdateRatingBody,
} from '@pathshala/shared-api/contract';
import type { Queryable, Tx } from '../../db';
import { uniqueViolation } from '../../db/errors';
import { batchMembers, batches, classSessions, ratings, users } from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import { ConflictError, ForbiddenError, NotFoundError } from '../../http/errors';
import { notify } from '../notifications/writer';
import { findActiveUserById } from '../users/repository';

const reviewColumns = {
  _id: ratings.id,
  userId: ratings.studentId,
  username: users.username,
  rating: ratings.rating,
  review: ratings.review,
  createdAt: ratings.createdAt,
};

type ReviewRow = Omit<Review, 'createdAt'> & { createdAt: Date };
const toReview = (row: ReviewRow): Review => ({ ...row, createdAt: row.createdAt.toISOString() });

async function reviewById(db: Queryable, id: string): Promise<Review> {
  const [row] = await db
    .select(reviewColumns)
    .from(ratings)
    .innerJoin(users, eq(users.id, ratings.studentId))
    .where(eq(ratings.id, id))
    .limit(1);
  if (!row) throw new NotFoundError(RATING_MESSAGES.ratingNotFound);
  return toReview(row);
}

/** The teacher an id names: an active account with the teacher role, else 404 'Teacher not found'. */
export async function requireTeacher(db: Queryable, teacherId: string) {
  const teacher = await findActiveUserById(db, teacherId);
  if (!teacher || teacher.role !== 'teacher') throw new NotFoundError(RATING_MESSAGES.teacherNotFound);
  return teacher;
}

/** A teacher's computed average (not rounded; null with no ratings) and number of ratings. */
export async function ratingSummary(db: Queryable, teacherId: string): Promise<RatingSummary> {
  const [row] = await db
    .select({
      averageRating: sql<number | null>`avg(${ratings.rating})::float8`,
      count: sql<number>`count(*)::int`,
    })
    .from(ratings)
    .where(eq(ratings.teacherId, teacherId));
  return { averageRating: row?.averageRating ?? null, count: row?.count ?? 0 };
}

/** A teacher's reviews, newest first, one page of them. */
export async function teacherReviews(
  db: Queryable,
  teacherId: string,
  page: number,
  limit: number,
): Promise<{ items: Review[]; total: number }> {
  const rows = await db
    .select(reviewColumns)
    .from(ratings)
    .innerJoin(users, eq(users.id, ratings.studentId))
    .where(eq(ratings.teacherId, teacherId))
    .orderBy(desc(ratings.createdAt), desc(ratings.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const [total] = await db.select({ n: count() }).from(ratings).where(eq(ratings.teacherId, teacherId));
  return { items: rows.map(toReview), total: total?.n ?? 0 };
}

/**
 * Whether the student may rate the teacher: a 403 unless the student is or was one of the students of a batch
 * the teacher teaches or taught (deleted batches count; being invited does not), and the teacher has held at
 * least one class of such a batch.
 */
async function checkStudiedWith(db: Queryable, studentId: string, teacherId: string): Promise<void> {
  const [row] = await db
    .select({
      held: sql<boolean | null>`bool_or(exists (
        select 1 from ${classSessions}
        where ${classSessions.batchId} = ${batches.id} and ${classSessions.heldAt} is not null))`,
    })
    .from(batchMembers)
    .innerJoin(batches, eq(batches.id, batchMembers.batchId))
    .where(and(eq(batchMembers.userId, studentId), eq(batches.teacherId, teacherId)));
  const held = row?.held ?? null;
  if (held === null) throw new ForbiddenError(RATING_MESSAGES.notStudiedWith);
  if (!held) throw new ForbiddenError(RATING_MESSAGES.noClassYet);
}

/** POST /rating/give-rating/:teacherId: a student rates a teacher they studied with (a held class), once. */
export async function giveRating(
  tx: Tx,
  caller: AuthUser,
  teacherId: string,
  body: GiveRatingBody,
): Promise<Review> {
  await requireTeacher(tx, teacherId);
  await checkStudiedWith(tx, caller.id, teacherId);
  let inserted: { id: string } | undefined;
  try {
    [inserted] = await tx
      .insert(ratings)
      .values({ studentId: caller.id, teacherId, rating: body.rating, review: body.review ?? '' })
      .onConflictDoNothing({ target: [ratings.studentId, ratings.teacherId] })
      .returning({ id: ratings.id });
  } catch (error) {
    if (uniqueViolation(error) !== null) throw new ConflictError(RATING_MESSAGES.alreadyRated);
    throw error;
  }
  if (!inserted) throw new ConflictError(RATING_MESSAGES.alreadyRated);
  await notify(tx, [teacherId], (text) =>
    text.t('notice.rated', { username: caller.username, stars: body.rating }),
  );
  return reviewById(tx, inserted.id);
}

async function ownRating(tx: Tx, caller: AuthUser, ratingId: string, notYours: string) {
  const [row] = await tx.select().from(ratings).where(eq(ratings.id, ratingId)).for('update').limit(1);
  if (!row) throw new NotFoundError(RATING_MESSAGES.ratingNotFound);
  if (row.studentId !== caller.id) throw new ForbiddenError(notYours);
  return row;
}

/** PUT /rating/update-rating/:ratingId: the student edits their own rating or review. */
export async function updateRating(
  tx: Tx,
  caller: AuthUser,
  ratingId: string,
  body: UpdateRatingBody,
): Promise<Review> {
  await ownRating(tx, caller, ratingId, RATING_MESSAGES.notYours);
  await tx
    .update(ratings)
    .set({
      ...(body.rating !== undefined ? { rating: body.rating } : {}),
      ...(body.review !== undefined ? { review: body.review } : {}),
    })
    .where(eq(ratings.id, ratingId));
  return reviewById(tx, ratingId);
}

/** DELETE /rating/delete-rating/:ratingId: the student deletes their own rating. */
export async function deleteRating(tx: Tx, caller: AuthUser, ratingId: string): Promise<void> {
  await ownRating(tx, caller, ratingId, RATING_MESSAGES.notYoursToDelete);
  await tx.delete(ratings).where(eq(ratings.id, ratingId));
}
