import { and, asc, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import {
  SCHEDULE_MESSAGES,
  type AttendanceRecord,
  type AttendanceSummary,
  type BatchAttendance,
  type MarkAttendanceBody,
  type UserRef,
} from '@pathshala/shared-api/contract';
import type { Db, Queryable } from '../../db';
import { attendance, batchMembers, classSessions, users, type BatchRow } from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import { BadRequestError, ConflictError } from '../../http/errors';
import { lockSession, lockTaughtBatch } from './change';
import { hasStarted, memberBatch, sessionStatus } from './sessions';

/** The batch's current students, in the order they joined. */
async function studentsOf(db: Queryable, batchId: string): Promise<UserRef[]> {
  return db
    .select({ _id: users.id, username: users.username })
    .from(batchMembers)
    .innerJoin(users, eq(users.id, batchMembers.userId))
    .where(and(eq(batchMembers.batchId, batchId), eq(users.role, 'student')))
    .orderBy(asc(batchMembers.createdAt), asc(users.username));
}

/** (present + late) / marked, or null before any mark. */
function summaryOf(student: UserRef, records: readonly AttendanceRecord[]): AttendanceSummary {
  const count = (status: AttendanceRecord['status']) =>
    records.filter((record) => record.student_id === student._id && record.status === status).length;
  const [present, late, absent] = [count('present'), count('late'), count('absent')];
  const marked = present + late + absent;
  return { student, present, late, absent, rate: marked === 0 ? null : (present + late) / marked };
}

/**
 * A batch's attendance as `students` are concerned: the classes held or marked (newest first), their marks and
 * each one's summary. The teacher passes every current student, a student only themselves.
 */
async function attendanceOf(
  db: Queryable,
  batchId: string,
  students: readonly UserRef[],
): Promise<BatchAttendance> {
  const marked = db
    .select({ id: attendance.sessionId })
    .from(attendance)
    .where(eq(attendance.sessionId, classSessions.id));
  const sessions = await db
    .select()
    .from(classSessions)
    .where(
      and(eq(classSessions.batchId, batchId), or(isNotNull(classSessions.heldAt), sql`exists (${marked})`)),
    )
    .orderBy(desc(classSessions.startsAt), desc(classSessions.id));
  const studentIds = students.map((student) => student._id);
  const records =
    sessions.length === 0 || studentIds.length === 0
      ? []
      : await db
          .select({
            session_id: attendance.sessionId,
            student_id: attendance.studentId,
            status: attendance.status,
          })
          .from(attendance)
          .where(
            and(
              inArray(
                attendance.sessionId,
                sessions.map((session) => session.id),
              ),
              inArray(attendance.studentId, studentIds),
            ),
          );
  return {
    sessions: sessions.map((session) => ({
      _id: session.id,
      starts_at: session.startsAt.toISOString(),
      status: sessionStatus(session),
    })),
    records,
    students: students.map((student) => summaryOf(student, records)),
  };
}

/** GET /batch/{id}/attendance: the teacher sees every current student's, a student only their own. */
export async function batchAttendanceFor(
  db: Db,
  caller: AuthUser,
  batchId: string,
): Promise<BatchAttendance> {
  const { batch, membership } = await memberBatch(db, caller, batchId, SCHEDULE_MESSAGES.notMemberAttendance);
  const students =
    membership === 'teacher'
      ? await studentsOf(db, batch.id)
      : [{ _id: caller.id, username: caller.username }];
  return attendanceOf(db, batch.id, students);
}

/**
 * PUT /batch/{id}/sessions/{sessionId}/attendance: the batch's teacher marks (or corrects) current students
 * present, late or absent for a class that has started and was not cancelled; the class counts as held.
 */
export function markAttendance(
  db: Db,
  caller: AuthUser,
  batchId: string,
  sessionId: string,
  marks: MarkAttendanceBody,
  now: Date,
): Promise<BatchAttendance> {
  return db.transaction(async (tx) => {
    const batch: BatchRow = await lockTaughtBatch(
      tx,
      caller,
      batchId,
      SCHEDULE_MESSAGES.notTeacherAttendance,
    );
    const session = await lockSession(tx, batchId, sessionId);
    if (session.cancelledAt) throw new ConflictError(SCHEDULE_MESSAGES.attendanceCancelled);
    if (!hasStarted(session, now)) throw new ConflictError(SCHEDULE_MESSAGES.attendanceNotStarted);

    const students = await studentsOf(tx, batch.id);
    const current = new Set(students.map((student) => student._id));
    if (marks.some((mark) => !current.has(mark.student_id)))
      throw new BadRequestError(SCHEDULE_MESSAGES.notStudentsOfBatch, {
        student_id: SCHEDULE_MESSAGES.notStudentsOfBatch,
      });

    await tx
      .insert(attendance)
      .values(
        marks.map((mark) => ({ sessionId, studentId: mark.student_id, status: mark.status, markedAt: now })),
      )
      .onConflictDoUpdate({
        target: [attendance.sessionId, attendance.studentId],
        set: { status: sql`excluded.status`, markedAt: sql`excluded.marked_at` },
      });
    if (!session.heldAt)
      await tx.update(classSessions).set({ heldAt: now }).where(eq(classSessions.id, sessionId));
    return attendanceOf(tx, batch.id, students);
  });
}
