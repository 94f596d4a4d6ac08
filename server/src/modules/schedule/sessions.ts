// Reading classes: who may see a batch's classes, the calendar range a caller asks for, and each class as the
// contract shows it.
import { and, asc, eq, gte, inArray, isNull, lt } from 'drizzle-orm';
import {
  BATCH_MESSAGES,
  SCHEDULE_LIMITS,
  SCHEDULE_MESSAGES,
  type ClassSession,
  type ScheduleRangeQuery,
  type SessionStatus,
  type UserRef,
} from '@pathshala/shared-api/contract';
import type { Db, Queryable } from '../../db';
import {
  attendance,
  batchMembers,
  batches,
  classSessions,
  type BatchRow,
  type ClassSessionRow,
} from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import { BadRequestError, ForbiddenError, NotFoundError } from '../../http/errors';
import { batchName } from '../batches/manage';
import { userRefs } from '../users/repository';
import { addDays, addMinutes, readMoment, startOfDhakaDay } from './dhaka';
import { planUntil, plannedUntilOf } from './plan';

/** What became of a class, read off its columns. */
export function sessionStatus(
  row: Pick<ClassSessionRow, 'cancelledAt' | 'heldAt' | 'startsAt' | 'scheduledAt'>,
): SessionStatus {
  if (row.cancelledAt) return 'cancelled';
  if (row.heldAt) return 'held';
  return row.startsAt.getTime() === row.scheduledAt.getTime() ? 'scheduled' : 'moved';
}

/** A class has started once its start has passed or the teacher started it early. */
export const hasStarted = (row: Pick<ClassSessionRow, 'heldAt' | 'startsAt'>, now: Date) =>
  row.heldAt !== null || row.startsAt <= now;

/** Whose classes are read: a signed-in caller, or the owner of a calendar link. */
type Caller = Pick<AuthUser, 'id'>;

/** How the caller belongs to a batch. */
export type Membership = 'teacher' | 'student';

/** The caller's part in a live batch: its teacher, or one of its students; null for anyone else. */
export async function membershipOf(
  db: Queryable,
  batch: BatchRow,
  caller: AuthUser,
): Promise<Membership | null> {
  if (batch.teacherId === caller.id) return 'teacher';
  const [member] = await db
    .select({ userId: batchMembers.userId })
    .from(batchMembers)
    .where(and(eq(batchMembers.batchId, batch.id), eq(batchMembers.userId, caller.id)))
    .limit(1);
  return member ? 'student' : null;
}

/** A live batch (404 otherwise) that the caller belongs to (403 with `notMember` otherwise). */
export async function memberBatch(
  db: Queryable,
  caller: AuthUser,
  batchId: string,
  notMember: string,
): Promise<{ batch: BatchRow; membership: Membership }> {
  const [batch] = await db
    .select()
    .from(batches)
    .where(and(eq(batches.id, batchId), isNull(batches.deletedAt)));
  if (!batch) throw new NotFoundError(BATCH_MESSAGES.notFound);
  const membership = await membershipOf(db, batch, caller);
  if (!membership) throw new ForbiddenError(notMember);
  return { batch, membership };
}

/** The live batches the caller teaches or is a student of. */
async function batchIdsOf(db: Queryable, caller: Caller): Promise<string[]> {
  const taught = db
    .select({ id: batches.id })
    .from(batches)
    .where(and(eq(batches.teacherId, caller.id), isNull(batches.deletedAt)));
  const studied = db
    .select({ id: batchMembers.batchId })
    .from(batchMembers)
    .innerJoin(batches, eq(batches.id, batchMembers.batchId))
    .where(and(eq(batchMembers.userId, caller.id), isNull(batches.deletedAt)));
  return (await taught.union(studied)).map((row) => row.id);
}

export interface TimeRange {
  from: Date;
  to: Date;
}

const badRange = (field: 'from' | 'to', message: string) =>
  new BadRequestError(message, { [field]: message });

/**
 * The range a calendar call asks for: `from` (default the start of today in Dhaka) up to `to` (default a week
 * later), at most SCHEDULE_LIMITS.rangeDaysMax days and within a year of today either way.
 */
export function readRange(query: ScheduleRangeQuery, now: Date): TimeRange {
  const from = query.from ? readMoment(query.from) : startOfDhakaDay(now);
  const to = query.to ? readMoment(query.to) : addDays(from, 7);
  if (to <= from) throw badRange('to', SCHEDULE_MESSAGES.rangeOrder);
  if (to.getTime() - from.getTime() > SCHEDULE_LIMITS.rangeDaysMax * 24 * 60 * 60_000)
    throw badRange('to', SCHEDULE_MESSAGES.rangeTooLong);
  // The error names the end that is out of reach: the start when it is too early (or the end is only its default).
  const tooEarly = from < addDays(now, -SCHEDULE_LIMITS.reachDays);
  if (tooEarly || to > addDays(now, SCHEDULE_LIMITS.reachDays + 1))
    throw badRange(tooEarly || !query.to ? 'from' : 'to', SCHEDULE_MESSAGES.rangeOutOfReach);
  return { from, to };
}

/** A class with the batch facts its view needs and the caller's own mark. */
interface SessionRecord {
  session: ClassSessionRow;
  batch: Pick<BatchRow, 'title' | 'subject' | 'class' | 'teacherId'>;
  mine: ClassSession['my_attendance'];
}

async function sessionViews(
  db: Queryable,
  records: readonly SessionRecord[],
  now: Date,
): Promise<ClassSession[]> {
  const teacherIds = [...new Set(records.flatMap(({ batch }) => (batch.teacherId ? [batch.teacherId] : [])))];
  const refs = await userRefs(db, teacherIds);
  const refOf = (id: string | null): UserRef | null =>
    id ? (refs.get(id) ?? { _id: id, username: '' }) : null;
  return records.map(({ session, batch, mine }) =>
    sessionView(session, batch, refOf(batch.teacherId), mine, now),
  );
}

/** A class as the contract shows it; the join link only while it is live and the class not cancelled. */
export function sessionView(
  session: ClassSessionRow,
  batch: Pick<BatchRow, 'title' | 'subject' | 'class'>,
  teacher: UserRef | null,
  mine: ClassSession['my_attendance'],
  now: Date,
): ClassSession {
  const live =
    session.joinClassLink !== null &&
    session.cancelledAt === null &&
    (!session.joinClassExpiresAt || session.joinClassExpiresAt > now);
  return {
    _id: session.id,
    batch_id: session.batchId,
    batch_name: batchName(batch),
    subject: batch.subject,
    class: batch.class,
    teacher_id: teacher,
    starts_at: session.startsAt.toISOString(),
    ends_at: addMinutes(session.startsAt, session.durationMinutes).toISOString(),
    duration_minutes: session.durationMinutes,
    scheduled_at: session.scheduledAt.toISOString(),
    status: sessionStatus(session),
    note: session.note,
    join_class_link: live ? session.joinClassLink : null,
    my_attendance: mine,
  };
}

/** The classes of `batchIds` starting in the range, earliest first, with the caller's own marks. */
async function classesIn(
  db: Db,
  caller: Caller,
  batchIds: readonly string[],
  range: TimeRange,
  now: Date,
): Promise<ClassSession[]> {
  if (batchIds.length === 0) return [];
  // Classes are written some weeks ahead; a range beyond that is planned first (rare: a month far ahead).
  await planUntil(db, await plannedUntilOf(db, batchIds), range.to, now);
  const rows = await db
    .select({
      session: classSessions,
      title: batches.title,
      subject: batches.subject,
      class: batches.class,
      teacherId: batches.teacherId,
      mine: attendance.status,
    })
    .from(classSessions)
    .innerJoin(batches, eq(batches.id, classSessions.batchId))
    .leftJoin(
      attendance,
      and(eq(attendance.sessionId, classSessions.id), eq(attendance.studentId, caller.id)),
    )
    .where(
      and(
        inArray(classSessions.batchId, [...batchIds]),
        gte(classSessions.startsAt, range.from),
        lt(classSessions.startsAt, range.to),
        isNull(batches.deletedAt),
      ),
    )
    .orderBy(asc(classSessions.startsAt), asc(classSessions.id));
  return sessionViews(
    db,
    rows.map(({ session, mine, ...batch }) => ({ session, batch, mine })),
    now,
  );
}

/** The classes in `range` of every batch the caller teaches or studies in, earliest first. */
export async function calendarFor(
  db: Db,
  caller: Caller,
  range: TimeRange,
  now: Date,
): Promise<ClassSession[]> {
  return classesIn(db, caller, await batchIdsOf(db, caller), range, now);
}

/** GET /calendar: the caller's classes in the range the query asks for. */
export function calendarOf(
  db: Db,
  caller: AuthUser,
  query: ScheduleRangeQuery,
  now: Date,
): Promise<ClassSession[]> {
  return calendarFor(db, caller, readRange(query, now), now);
}

/** GET /batch/{id}/sessions: one batch's classes, for its members. */
export async function batchSessionsOf(
  db: Db,
  caller: AuthUser,
  batchId: string,
  query: ScheduleRangeQuery,
  now: Date,
): Promise<ClassSession[]> {
  const range = readRange(query, now);
  await memberBatch(db, caller, batchId, SCHEDULE_MESSAGES.notMember);
  return classesIn(db, caller, [batchId], range, now);
}

/** The view of one class of a batch, as `caller` sees it. */
export async function oneSessionView(
  db: Queryable,
  caller: AuthUser,
  batch: BatchRow,
  session: ClassSessionRow,
  now: Date,
): Promise<ClassSession> {
  const [mine] = await db
    .select({ status: attendance.status })
    .from(attendance)
    .where(and(eq(attendance.sessionId, session.id), eq(attendance.studentId, caller.id)));
  const [view] = await sessionViews(db, [{ session, batch, mine: mine?.status ?? null }], now);
  if (!view) throw new Error('A class view went missing');
  return view;
}
