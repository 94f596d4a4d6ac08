import { and, eq, isNull } from 'drizzle-orm';
import {
  BATCH_MESSAGES,
  SCHEDULE_LIMITS,
  SCHEDULE_MESSAGES,
  type ClassSession,
  type UpdateSessionBody,
} from '@pathshala/shared-api/contract';
import { CHANGE_LOCK, type Tx } from '../../db';
import { batches, classSessions, type BatchRow, type ClassSessionRow } from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../http/errors';
import { batchName, othersOf } from '../batches/manage';
import { withNotices, type NoticeContext, type NoticeLog } from '../notifications/notices';
import { addDays, readMoment } from './dhaka';
import { CLASS_NOTICES } from './notices';
import { hasStarted, oneSessionView } from './sessions';

/** A live batch locked for the change (404), taught by the caller (403 with `notTeacher`). */
export async function lockTaughtBatch(
  tx: Tx,
  caller: AuthUser,
  batchId: string,
  notTeacher: string,
): Promise<BatchRow> {
  const [batch] = await tx
    .select()
    .from(batches)
    .where(and(eq(batches.id, batchId), isNull(batches.deletedAt)))
    .for(CHANGE_LOCK);
  if (!batch) throw new NotFoundError(BATCH_MESSAGES.notFound);
  if (batch.teacherId !== caller.id) throw new ForbiddenError(notTeacher);
  return batch;
}

/** A class of the batch, locked (404 when the batch has no such class). */
export async function lockSession(tx: Tx, batchId: string, sessionId: string): Promise<ClassSessionRow> {
  const [session] = await tx
    .select()
    .from(classSessions)
    .where(and(eq(classSessions.id, sessionId), eq(classSessions.batchId, batchId)))
    .for('update');
  if (!session) throw new NotFoundError(SCHEDULE_MESSAGES.notFound);
  return session;
}

/** The new start a move asks for: in the future and within a year (400 on `starts_at` otherwise). */
function newStart(text: string, now: Date): Date {
  const at = readMoment(text);
  const refuse = (message: string) => new BadRequestError(message, { starts_at: message });
  if (at <= now) throw refuse(SCHEDULE_MESSAGES.startsAtPast);
  if (at > addDays(now, SCHEDULE_LIMITS.reachDays)) throw refuse(SCHEDULE_MESSAGES.startsAtOutOfReach);
  return at;
}

type Change = keyof typeof CLASS_NOTICES & keyof typeof CHANGE_MESSAGES;

const CHANGE_MESSAGES = {
  cancelled: SCHEDULE_MESSAGES.cancelled,
  moved: SCHEDULE_MESSAGES.moved,
  restored: SCHEDULE_MESSAGES.restored,
  note: SCHEDULE_MESSAGES.noteSaved,
} as const;

/** What the members are told of: the first of these that happened, or nothing when nothing did. */
function whatChanged(before: ClassSessionRow, after: ClassSessionRow): Change | null {
  if (after.cancelledAt && !before.cancelledAt) return 'cancelled';
  if (after.startsAt.getTime() !== before.startsAt.getTime()) return 'moved';
  if (!after.cancelledAt && before.cancelledAt) return 'restored';
  if (after.note !== before.note) return 'note';
  return null;
}

export interface SessionChange {
  session: ClassSession;
  /** The answer's message: what happened. */
  message: string;
}

/**
 * PUT /batch/{id}/sessions/{sessionId}: the batch's teacher moves a class that has not started (a moved class
 * is reminded of again before its new time), cancels it, restores a cancelled one or leaves a note; the other
 * members are notified and mailed in the same transaction.
 */
export function changeSession(
  ctx: NoticeContext,
  log: NoticeLog,
  caller: AuthUser,
  batchId: string,
  sessionId: string,
  body: UpdateSessionBody,
): Promise<SessionChange> {
  const now = ctx.clock();
  return withNotices(ctx, log, async (tx, notices) => {
    const batch = await lockTaughtBatch(tx, caller, batchId, SCHEDULE_MESSAGES.notTeacherChange);
    const before = await lockSession(tx, batchId, sessionId);
    if (hasStarted(before, now)) throw new ConflictError(SCHEDULE_MESSAGES.alreadyStarted);

    const startsAt = body.starts_at === undefined ? before.startsAt : newStart(body.starts_at, now);
    const moved = startsAt.getTime() !== before.startsAt.getTime();
    // A new time brings a cancelled class back, as does cancelled: false.
    const cancelled = body.cancelled ?? (moved ? false : before.cancelledAt !== null);
    const note = body.note === undefined ? before.note : body.note;
    const [after] = await tx
      .update(classSessions)
      .set({
        startsAt,
        cancelledAt: cancelled ? (before.cancelledAt ?? now) : null,
        note,
        remindedAt: moved || (!cancelled && before.cancelledAt) ? null : before.remindedAt,
      })
      .where(eq(classSessions.id, sessionId))
      .returning();
    if (!after) throw new NotFoundError(SCHEDULE_MESSAGES.notFound);

    const what = whatChanged(before, after);
    if (what) {
      const notice = CLASS_NOTICES[what](batchName(batch), before.startsAt, after.startsAt, note);
      await notices.add(tx, await othersOf(tx, batch, caller.id), notice);
    }
    return {
      session: await oneSessionView(tx, caller, after.id, now),
      message: what ? CHANGE_MESSAGES[what] : SCHEDULE_MESSAGES.unchanged,
    };
  });
}
