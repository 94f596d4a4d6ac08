// Writing a batch's classes ahead: each class of its weekly rule becomes a class_sessions row some weeks
// before it, so it can be moved, cancelled, reminded of and attended on its own. Past classes never change.
import { and, asc, eq, gt, inArray, isNull, lt, ne, notInArray, or, sql } from 'drizzle-orm';
import { CHANGE_LOCK, type Db, type Queryable, type Tx } from '../../db';
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

/** Rows of one insert: well within PostgreSQL's 65,535 bind parameters at four columns a row. */
const INSERT_ROWS = 5000;

/**
 * Writes the classes each batch's rule gives from where it stands (`fromOf`) until `until` (a class already
 * written for the same moment stays as it is) and records how far they go, in a few statements however many
 * batches there are. The caller's transaction holds the batches' row locks.
 */
async function writeClasses(
  tx: Tx,
  planned: readonly BatchRow[],
  fromOf: (batch: BatchRow) => Date,
  until: Date,
): Promise<void> {
  if (planned.length === 0) return;
  const rows = planned.flatMap((batch) =>
    classMoments(ruleOf(batch), fromOf(batch), until).map((moment) => ({
      batchId: batch.id,
      scheduledAt: moment,
      startsAt: moment,
      durationMinutes: batch.durationMinutes,
    })),
  );
  for (let start = 0; start < rows.length; start += INSERT_ROWS)
    await tx
      .insert(classSessions)
      .values(rows.slice(start, start + INSERT_ROWS))
      .onConflictDoNothing();
  // Planning further is not an edit of a batch: its updatedAt stays.
  await tx
    .update(batches)
    .set({ sessionsUntil: until, updatedAt: sql`${batches.updatedAt}` })
    .where(
      inArray(
        batches.id,
        planned.map((batch) => batch.id),
      ),
    );
}

/** Where a batch's classes are written on from: where they stop, but never before now. */
const onwardFrom = (now: Date) => (batch: BatchRow) => later(batch.sessionsUntil ?? now, now);

/** A batch just made (its row written in `tx`): its classes from now for PLAN_AHEAD_DAYS. */
export function planNewBatch(tx: Tx, batch: BatchRow, now: Date): Promise<void> {
  return writeClasses(tx, [batch], () => now, addDays(now, PLAN_AHEAD_DAYS));
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
  await writeClasses(tx, [batch], () => now, until);
}

/** A deleted batch's classes still to come go away; past and started ones stay with their attendance. */
export async function dropFutureClasses(tx: Queryable, batchId: string, now: Date): Promise<void> {
  await tx
    .delete(classSessions)
    .where(
      and(eq(classSessions.batchId, batchId), gt(classSessions.startsAt, now), isNull(classSessions.heldAt)),
    );
}

/**
 * Makes sure the classes of these batches are written up to `until`: a calendar looking further ahead than
 * the scheduler plans. `plannedUntil` is what the caller read of each batch's sessions_until, so a calendar
 * within the planned weeks writes nothing; the others are locked in one transaction (in id order, so two
 * calendars planning the same batches never deadlock) and planned on. Answers whether any was short, so that
 * a calendar read beside this knows to read again.
 */
export async function planUntil(
  db: Db,
  plannedUntil: ReadonlyMap<string, Date | null>,
  until: Date,
  now: Date,
): Promise<boolean> {
  const short = [...plannedUntil].filter(([, planned]) => !planned || planned < until).map(([id]) => id);
  if (short.length === 0) return false;
  await db.transaction(async (tx) => {
    const locked = await tx
      .select()
      .from(batches)
      .where(and(inArray(batches.id, short), isNull(batches.deletedAt)))
      .orderBy(asc(batches.id))
      .for(CHANGE_LOCK);
    const stillShort = locked.filter((batch) => !batch.sessionsUntil || batch.sessionsUntil < until);
    await writeClasses(tx, stillShort, onwardFrom(now), until);
  });
  return true;
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
      .for(CHANGE_LOCK, { skipLocked: true });
    await writeClasses(tx, due, onwardFrom(now), addDays(now, PLAN_AHEAD_DAYS));
    return due.length;
  });
}
