import { and, eq, isNull } from 'drizzle-orm';
import {
  BATCH_MESSAGES,
  CLASS_OPTIONS,
  MEETING_LIMITS,
  MEETING_MESSAGES,
  type StartedMeeting,
} from '@pathshala/shared-api/contract';
import { CHANGE_LOCK, type Queryable } from '../../db';
import { batchMembers, batches, users, type BatchRow } from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import { ForbiddenError, NotFoundError } from '../../http/errors';
import type { MeetingProvider } from '../../providers/meeting';
import { batchName } from '../batches/manage';
import { withNotices, type NoticeContext, type NoticeLog } from '../notifications/notices';
import { holdTodaysClass } from '../schedule/held';
import { classStartedNotice } from './mails';

/** The batch if it exists, is not deleted and `caller` teaches it; 404 or 403 otherwise. */
async function taughtBatch(
  db: Queryable,
  caller: AuthUser,
  batchId: string,
  lock: boolean,
): Promise<BatchRow> {
  const query = db
    .select()
    .from(batches)
    .where(and(eq(batches.id, batchId), isNull(batches.deletedAt)));
  const [row] = lock ? await query.for(CHANGE_LOCK) : await query;
  if (!row) throw new NotFoundError(BATCH_MESSAGES.notFound);
  if (row.teacherId !== caller.id) throw new ForbiddenError(MEETING_MESSAGES.notTeacher);
  return row;
}

/** The meeting's topic: the batch's name (title, or subject) and its class, e.g. 'Evening physics (Class 9)'. */
export function meetingTopic(batch: Pick<BatchRow, 'title' | 'subject' | 'class'>): string {
  const label = CLASS_OPTIONS.find((option) => option.value === batch.class)?.label;
  return label ? `${batchName(batch)} (${label})` : batchName(batch);
}

/**
 * POST /zoom/create-meeting/{batchId}: the batch's teacher starts an online class. The provider is asked
 * for a meeting first, outside any transaction (it may be a slow network call); a provider failure is its
 * 502 and nothing is written. Then, in one transaction that re-checks the batch, the join link and its
 * expiry replace whatever the batch had (a class started while a link is still valid gets a new meeting,
 * and the old link is no longer offered), the class is that day's class of the batch's schedule (held from now,
 * with the link), and every student of the batch is notified (and mailed after the commit). The host's start link
 * is only returned: never stored, never logged.
 */
export async function startClass(
  ctx: NoticeContext,
  log: NoticeLog,
  meetings: MeetingProvider,
  caller: AuthUser,
  batchId: string,
  durationMinutes: number = MEETING_LIMITS.durationDefault,
): Promise<StartedMeeting> {
  const batch = await taughtBatch(ctx.db, caller, batchId, false);
  const meeting = await meetings.createMeeting({ topic: meetingTopic(batch), durationMinutes });

  return withNotices(ctx, log, async (tx, notices) => {
    const current = await taughtBatch(tx, caller, batchId, true);
    await tx
      .update(batches)
      .set({ joinClassLink: meeting.joinUrl, joinClassExpiresAt: meeting.expiresAt })
      .where(eq(batches.id, batchId));
    await holdTodaysClass(
      tx,
      current,
      { joinUrl: meeting.joinUrl, expiresAt: meeting.expiresAt, durationMinutes },
      ctx.clock(),
    );
    const students = await tx
      .select({ id: users.id })
      .from(batchMembers)
      .innerJoin(users, eq(users.id, batchMembers.userId))
      .where(and(eq(batchMembers.batchId, batchId), eq(users.role, 'student'), isNull(users.removedAt)));
    await notices.add(
      tx,
      students.map((student) => student.id),
      classStartedNotice(batchName(current)),
    );
    return {
      startUrl: meeting.startUrl,
      joinUrl: meeting.joinUrl,
      expiresAt: meeting.expiresAt.toISOString(),
    };
  });
}
