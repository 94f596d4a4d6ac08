// Writing a batch's classes ahead: each class of its weekly rule becomes a class_sessions row some weeks
// before it, so it can be moved, cancelled, reminded of and attended on its own. Past classes never change.
import { and, asc, eq, gt, inArray, isNull, lt, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Db, Queryable, Tx } from '../../db';
import { batches, classSessions, type BatchRow } from '../../db/schema';
import { addDays, classMoments, type WeeklyRule } from './dhaka';

/** How far ahead a batch's classes are written. */
export const PLAN_AHEAD_DAYS = 28;
/** A batch whose written classes end sooner than this is planned further (by the scheduler's timer). */
const REPLAN_WITHIN_DAYS = 14;

const ruleOf = (batch: BatchRow): WeeklyRule => ({
  days: batch.weeklySchedule,
  time: batch.time,
  startDate: batch.startDate,
});

const later = (a: Date, b: Date) => (a > b ? a : b);

/**
 * Writes the classes the batch's rule gives from `from` until `until` (a class already written for the same
 * moment stays as it is) and records how far they go. The caller's transaction holds the batch's row lock.
 */
async function writeClasses(tx: Tx, batch: BatchRow, from: Date, until: Date): Promise<void> {
  const moments = classMoments(ruleOf(batch), from, until);
  if (moments.length > 0)
    await tx
      .insert(classSessions)
      .values(
        moments.map((moment) => ({
          batchId: batch.id,
          scheduledAt: moment,
          startsAt: moment,
          durationMinutes: batch.durationMinutes,
        })),
      )
      .onConflictDoNothing();
  // Planning further is not an edit of the batch: its updatedAt stays.
  await tx
    .update(batches)
    .set({ sessionsUntil: until, updatedAt: batch.updatedAt })
    .where(eq(batches.id, batch.id));
}

/** A batch just made (its row written in `tx`): its classes from now for PLAN_AHEAD_DAYS. */
export function planNewBatch(tx: Tx, batch: BatchRow, now: Date): Promise<void> {
  return writeClasses(tx, batch, now, addDays(now, PLAN_AHEAD_DAYS));
}

/**
 * The batch's days, time, class length or start date changed (`batch` is the row after the change, locked in
 * `tx`): its future classes still as planned are planned again by the new rule. Past classes stay, and so do
 * those the teacher moved, cancelled or started; a new class falling on one of their planned moments is not
 * added twice. A class still as planned that the new rule puts at the same moment stays too (its id, its
 * reminder already sent, its note), taking the new class length; the others go and the new ones are written.
 */
export async function replanFuture(tx: Tx, batch: BatchRow, now: Date): Promise<void> {
  const until = later(batch.sessionsUntil ?? now, addDays(now, PLAN_AHEAD_DAYS));
  const kept = classMoments(ruleOf(batch), now, until);
  const untouchedFuture = and(
    eq(classSessions.batchId, batch.id),
    gt(classSessions.startsAt, now),
    eq(classSessions.startsAt, classSessions.scheduledAt),
    isNull(classSessions.cancelledAt),
    isNull(classSessions.heldAt),
  );
  await tx
    .delete(classSessions)
    .where(and(untouchedFuture, kept.length > 0 ? notInArray(classSessions.scheduledAt, kept) : undefined));
  await tx
    .update(classSessions)
    .set({ durationMinutes: batch.durationMinutes })
    .where(and(untouchedFuture, ne(classSessions.durationMinutes, batch.durationMinutes)));
  await writeClasses(tx, batch, now, until);
}

/** A deleted batch's classes still to come go away; past and started ones stay with their attendance. */
export async function dropFutureClasses(tx: Queryable, batchId: string, now: Date): Promise<void> {
  await tx
    .delete(classSessions)
    .where(
      and(eq(classSessions.batchId, batchId), gt(classSessions.startsAt, now), isNull(classSessions.heldAt)),
    );
}

/** Locks a live batch and writes its classes on to `until` when they stop short of it. */
async function planOn(tx: Tx, batchId: string, until: Date, now: Date): Promise<void> {
  const [batch] = await tx
    .select()
    .from(batches)
    .where(and(eq(batches.id, batchId), isNull(batches.deletedAt)))
    .for('update');
  if (!batch || (batch.sessionsUntil && batch.sessionsUntil >= until)) return;
  await writeClasses(tx, batch, later(batch.sessionsUntil ?? now, now), until);
}

/**
 * Makes sure the classes of these batches are written up to `until`: a calendar looking further ahead than
 * the scheduler plans. `plannedUntil` is what the caller read of each batch's sessions_until, so a calendar
 * within the planned weeks writes nothing.
 */
export async function planUntil(
  db: Db,
  plannedUntil: ReadonlyMap<string, Date | null>,
  until: Date,
  now: Date,
): Promise<void> {
  for (const [batchId, planned] of plannedUntil) {
    if (planned && planned >= until) continue;
    await db.transaction((tx) => planOn(tx, batchId, until, now));
  }
}

/**
 * One round of the scheduler: up to `limit` live batches whose classes end within REPLAN_WITHIN_DAYS (or were
 * never written) are planned on to PLAN_AHEAD_DAYS from now. Rows another instance is planning are skipped.
 * Answers how many it planned.
 */
export function planDueBatches(db: Db, now: Date, limit: number): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(batches)
      .where(
        and(
          isNull(batches.deletedAt),
          or(isNull(batches.sessionsUntil), lt(batches.sessionsUntil, addDays(now, REPLAN_WITHIN_DAYS))),
        ),
      )
      .orderBy(sql`${batches.sessionsUntil} asc nulls first`, asc(batches.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    const until = addDays(now, PLAN_AHEAD_DAYS);
    for (const batch of due) await writeClasses(tx, batch, later(batch.sessionsUntil ?? now, now), until);
    return due.length;
  });
}

/** The live batches among `batchIds` with how far their classes are written. */
export async function plannedUntilOf(
  db: Queryable,
  batchIds: readonly string[],
): Promise<Map<string, Date | null>> {
  if (batchIds.length === 0) return new Map();
  const rows = await db
    .select({ id: batches.id, sessionsUntil: batches.sessionsUntil })
    .from(batches)
    .where(and(inArray(batches.id, [...batchIds]), isNull(batches.deletedAt)));
  return new Map(rows.map((row) => [row.id, row.sessionsUntil]));
}
