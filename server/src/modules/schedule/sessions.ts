// Reading classes: who may see a batch's classes, the calendar range a caller asks for, and each class as the
// contract shows it.
import { and, asc, eq, gte, isNull, lt, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
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
import { isAnyOf, preparedStatement } from '../../db/prepared';
import {
  attendance,
  batchMembers,
  batches,
  classSessions,
  users,
  type BatchRow,
  type ClassSessionRow,
} from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import { BadRequestError, ForbiddenError, NotFoundError } from '../../http/errors';
import { batchName } from '../batches/manage';
import { liveBatch, membershipOf, type Membership } from '../batches/membership';
import { addDays, addMinutes, readMoment, startOfDhakaDay } from './dhaka';
import { planUntil } from './plan';

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

/** A live batch (404 otherwise) that the caller belongs to (403 with `notMember` otherwise). */
export async function memberBatch(
  db: Queryable,
  caller: AuthUser,
  batchId: string,
  notMember: string,
): Promise<{ batch: BatchRow; membership: Membership }> {
  const batch = await liveBatch(db, batchId);
  if (!batch) throw new NotFoundError(BATCH_MESSAGES.notFound);
  const membership = await membershipOf(db, batch, caller);
  if (!membership) throw new ForbiddenError(notMember);
  return { batch, membership };
}

/**
 * The ids of the batches `callerId` teaches or is a student of (deleted ones included): a union of two index
 * lookups rather than an OR of them, which the planner could only answer by reading every batch.
 */
const taughtOrStudiedIds = (callerId: Placeholder) =>
  sql`(select id from ${batches} where teacher_id = ${callerId}
    union select batch_id from ${batchMembers} where user_id = ${callerId})`;

const taughtOrStudied = preparedStatement('calendar_batches', (db, name) =>
  db
    .select({ id: batches.id, sessionsUntil: batches.sessionsUntil })
    .from(batches)
    .where(
      and(
        sql`${batches.id} in ${taughtOrStudiedIds(sql.placeholder('callerId'))}`,
        isNull(batches.deletedAt),
      ),
    )
    .prepare(name),
);

/**
 * The live batches the caller teaches or is a student of, with how far their classes are written: one query.
 */
async function batchesOf(db: Queryable, caller: Caller): Promise<Map<string, Date | null>> {
  const rows = await taughtOrStudied(db).execute({ callerId: caller.id });
  return new Map(rows.map((row) => [row.id, row.sessionsUntil]));
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

const teacher = alias(users, 'teacher');

/** The columns of a class its view shows (not when it was reminded, written or changed). */
const VIEWED = {
  id: classSessions.id,
  batchId: classSessions.batchId,
  scheduledAt: classSessions.scheduledAt,
  startsAt: classSessions.startsAt,
  durationMinutes: classSessions.durationMinutes,
  cancelledAt: classSessions.cancelledAt,
  heldAt: classSessions.heldAt,
  note: classSessions.note,
  joinClassLink: classSessions.joinClassLink,
  joinClassExpiresAt: classSessions.joinClassExpiresAt,
};
type ViewedSession = Pick<ClassSessionRow, keyof typeof VIEWED>;

/**
 * Classes matching `where`, earliest first, each with what its view needs in the same row: its batch, the
 * batch's teacher and the caller's own mark.
 */
const sessionRows = (db: Queryable, callerId: string | Placeholder, where: SQL) =>
  db
    .select({
      session: VIEWED,
      title: batches.title,
      subject: batches.subject,
      class: batches.class,
      teacherId: teacher.id,
      teacherName: teacher.username,
      mine: attendance.status,
    })
    .from(classSessions)
    .innerJoin(batches, eq(batches.id, classSessions.batchId))
    .leftJoin(teacher, eq(teacher.id, batches.teacherId))
    .leftJoin(attendance, and(eq(attendance.sessionId, classSessions.id), eq(attendance.studentId, callerId)))
    .where(where)
    .orderBy(asc(classSessions.startsAt), asc(classSessions.id));

type SessionRow = Awaited<ReturnType<typeof sessionRows>>[number];

const toSessionViews = (rows: SessionRow[], now: Date): ClassSession[] =>
  rows.map(({ session, teacherId, teacherName, mine, ...batch }) =>
    sessionView(
      session,
      batch,
      teacherId ? { _id: teacherId, username: teacherName ?? '' } : null,
      mine,
      now,
    ),
  );

/** The classes of some batches starting in a range, as the calendar reads them on every visit. */
const sessionsInRange = preparedStatement('calendar_sessions', (db, name) =>
  sessionRows(
    db,
    sql.placeholder('callerId'),
    and(
      isAnyOf(classSessions.batchId, 'batchIds'),
      gte(classSessions.startsAt, sql.placeholder('from')),
      lt(classSessions.startsAt, sql.placeholder('to')),
      isNull(batches.deletedAt),
    ) as SQL,
  ).prepare(name),
);

/** The classes starting in a range of every batch the caller teaches or studies in. */
const callerSessionsInRange = preparedStatement('calendar_caller_sessions', (db, name) => {
  const callerId = sql.placeholder('callerId');
  return sessionRows(
    db,
    callerId,
    and(
      sql`${classSessions.batchId} in ${taughtOrStudiedIds(callerId)}`,
      gte(classSessions.startsAt, sql.placeholder('from')),
      lt(classSessions.startsAt, sql.placeholder('to')),
      isNull(batches.deletedAt),
    ) as SQL,
  ).prepare(name);
});

/** A class as the contract shows it; the join link only while it is live and the class not cancelled. */
function sessionView(
  session: ViewedSession,
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

/**
 * The classes of `planned` (batch ids, with how far their classes are written) starting in the range, earliest
 * first, with the caller's own marks.
 */
async function classesIn(
  db: Db,
  caller: Caller,
  planned: ReadonlyMap<string, Date | null>,
  range: TimeRange,
  now: Date,
): Promise<ClassSession[]> {
  if (planned.size === 0) return [];
  // Classes are written some weeks ahead; a range beyond that is planned first (rare: a month far ahead).
  await planUntil(db, planned, range.to, now);
  const rows = await sessionsInRange(db).execute({
    callerId: caller.id,
    batchIds: [...planned.keys()],
    from: range.from,
    to: range.to,
  });
  return toSessionViews(rows, now);
}

/**
 * The classes in `range` of every batch the caller teaches or studies in, earliest first. Read beside the
 * batches (one wait, not two), and read again in the rare case that some of them had to be planned first.
 */
export async function calendarFor(
  db: Db,
  caller: Caller,
  range: TimeRange,
  now: Date,
): Promise<ClassSession[]> {
  const read = () => callerSessionsInRange(db).execute({ callerId: caller.id, ...range });
  const [planned, rows] = await Promise.all([batchesOf(db, caller), read()]);
  const planning = await planUntil(db, planned, range.to, now);
  return toSessionViews(planning ? await read() : rows, now);
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
  const { batch } = await memberBatch(db, caller, batchId, SCHEDULE_MESSAGES.notMember);
  return classesIn(db, caller, new Map([[batch.id, batch.sessionsUntil]]), range, now);
}

/** One class as `caller` sees it (after a change to it). */
export async function oneSessionView(
  db: Queryable,
  caller: AuthUser,
  sessionId: string,
  now: Date,
): Promise<ClassSession> {
  const [view] = toSessionViews(await sessionRows(db, caller.id, eq(classSessions.id, sessionId)), now);
  if (!view) throw new Error('A class view went missing');
  return view;
}
