// Assignments: the homework a batch's teacher sets (title, instructions, a due time in Dhaka time, optional total
// marks and attachment), listed for the batch's members (and admins), edited by the teacher, deleted by the
// teacher or an admin. Submissions and feedback are in submissions.ts.
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  ASSIGNMENT_LIMITS,
  ASSIGNMENT_MESSAGES,
  BATCH_MESSAGES,
  type Assignment,
  type CreateAssignmentBody,
  type PageMeta,
  type UpdateAssignmentBody,
} from '@pathshala/shared-api/contract';
import type { AppContext } from '../../context';
import type { Queryable, Tx } from '../../db';
import {
  assignments,
  batchMembers,
  batches,
  submissions,
  type AssignmentRow,
  type BatchRow,
} from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import type { Text } from '../../i18n/catalog';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../http/errors';
import { batchName } from '../batches/manage';
import { notify } from '../notifications/writer';
import { addDays, readMoment } from '../schedule/dhaka';
import { classroomBatch, type ClassroomAccess, type ClassroomRole } from './access';
import { fileColumns, fileView, storedFileOf, type StoredFile } from './files';
import { submissionView } from './submissions';

/** What the views need of the app: the clock, and what signs file links. */
export type ClassroomContext = AppContext;

/** A live batch (404) the caller belongs to or, as an admin, reads (403 with `notMember` otherwise). */
export const assignmentAccess = (
  db: Queryable,
  caller: AuthUser,
  batchId: string,
): Promise<ClassroomAccess> => classroomBatch(db, caller, batchId, ASSIGNMENT_MESSAGES.notMember);

/** The live batch (404), locked, taught by the caller (403 with `notTeacher` otherwise). */
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
    .for('share');
  if (!batch) throw new NotFoundError(BATCH_MESSAGES.notFound);
  if (batch.teacherId !== caller.id) throw new ForbiddenError(notTeacher);
  return batch;
}

/** An assignment of the batch (404 when it has none by that id), locked for a change when asked. */
export async function assignmentOf(
  db: Queryable,
  batchId: string,
  assignmentId: string,
  lock?: 'update' | 'share',
): Promise<AssignmentRow> {
  const query = db
    .select()
    .from(assignments)
    .where(and(eq(assignments.id, assignmentId), eq(assignments.batchId, batchId)));
  const [row] = lock ? await query.for(lock) : await query;
  if (!row) throw new NotFoundError(ASSIGNMENT_MESSAGES.notFound);
  return row;
}

/** The batch's current students. */
export async function studentIdsOf(db: Queryable, batchId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: batchMembers.userId })
    .from(batchMembers)
    .where(eq(batchMembers.batchId, batchId));
  return rows.map((row) => row.userId);
}

/** A due time as the API takes it: in the future and within a year (400 on `due_at` otherwise). */
function dueMoment(text: string, now: Date): Date {
  const at = readMoment(text);
  const refuse = (message: string) => new BadRequestError(message, { due_at: message });
  if (at <= now) throw refuse(ASSIGNMENT_MESSAGES.dueAtPast);
  if (at > addDays(now, ASSIGNMENT_LIMITS.dueReachDays)) throw refuse(ASSIGNMENT_MESSAGES.dueAtOutOfReach);
  return at;
}

/** The assignments as `caller` sees them: a student's own submission, the teacher's (and admin's) counts. */
async function viewsOf(
  ctx: ClassroomContext,
  db: Queryable,
  caller: AuthUser,
  role: ClassroomRole,
  rows: readonly AssignmentRow[],
  now: Date,
): Promise<Assignment[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const mine = new Map<string, Assignment['my_submission']>();
  const submitted = new Map<string, number>();
  let studentCount: number | null = null;
  if (role === 'student') {
    const own = await db
      .select()
      .from(submissions)
      .where(and(inArray(submissions.assignmentId, ids), eq(submissions.studentId, caller.id)));
    const dueOf = new Map(rows.map((row) => [row.id, row.dueAt]));
    const me = { _id: caller.id, username: caller.username };
    for (const row of own)
      mine.set(row.assignmentId, submissionView(ctx, caller.id, row, me, dueOf.get(row.assignmentId)!, now));
  } else {
    // Only current students count: a removed student's submission stays, but outside the counts.
    const batchId = rows[0]!.batchId;
    const counted = await db
      .select({ assignmentId: submissions.assignmentId, n: count() })
      .from(submissions)
      .innerJoin(
        batchMembers,
        and(eq(batchMembers.userId, submissions.studentId), eq(batchMembers.batchId, batchId)),
      )
      .where(inArray(submissions.assignmentId, ids))
      .groupBy(submissions.assignmentId);
    for (const row of counted) submitted.set(row.assignmentId, row.n);
    const [students] = await db
      .select({ n: count() })
      .from(batchMembers)
      .where(eq(batchMembers.batchId, batchId));
    studentCount = students?.n ?? 0;
  }
  return rows.map((row) => ({
    _id: row.id,
    batch_id: row.batchId,
    title: row.title,
    instructions: row.instructions,
    due_at: row.dueAt.toISOString(),
    total_marks: row.totalMarks,
    file: fileView(ctx, caller.id, { kind: 'assignment', id: row.id }, storedFileOf(row), now),
    createdAt: row.createdAt.toISOString(),
    is_past_due: row.dueAt <= now,
    my_submission: mine.get(row.id) ?? null,
    submitted_count: role === 'student' ? null : (submitted.get(row.id) ?? 0),
    student_count: studentCount,
  }));
}

/** One assignment as `caller` sees it. */
async function viewOf(
  ctx: ClassroomContext,
  db: Queryable,
  caller: AuthUser,
  role: ClassroomRole,
  row: AssignmentRow,
  now: Date,
): Promise<Assignment> {
  const [view] = await viewsOf(ctx, db, caller, role, [row], now);
  return view!;
}

/** GET /batch/{id}/assignments: a page of the batch's assignments, the latest due first. */
export async function listAssignments(
  ctx: ClassroomContext,
  caller: AuthUser,
  batchId: string,
  page: { page: number; limit: number },
): Promise<{ items: Assignment[]; meta: PageMeta }> {
  const now = ctx.clock();
  const { role } = await assignmentAccess(ctx.db, caller, batchId);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(assignments)
      .where(eq(assignments.batchId, batchId))
      .orderBy(desc(assignments.dueAt), desc(assignments.id))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    ctx.db.select({ n: count() }).from(assignments).where(eq(assignments.batchId, batchId)),
  ]);
  return {
    items: await viewsOf(ctx, ctx.db, caller, role, rows, now),
    meta: { page: page.page, limit: page.limit, total: total?.n ?? 0 },
  };
}

/** What the students are told of an assignment (set, or its due time moved), in their language. */
const assignmentNotice =
  (key: 'notice.assignmentSet' | 'notice.assignmentDueMoved', batch: BatchRow, row: AssignmentRow) =>
  (text: Text) =>
    text.t(key, { batch: batchName(batch), title: row.title, when: text.classTime(row.dueAt) });

/**
 * POST /batch/{id}/assignments: the batch's teacher sets an assignment (the file, when there is one, already
 * stored by the route); its students are notified in the same transaction.
 */
export async function createAssignment(
  ctx: ClassroomContext,
  caller: AuthUser,
  batchId: string,
  body: CreateAssignmentBody,
  file: StoredFile | null,
): Promise<Assignment> {
  const now = ctx.clock();
  const dueAt = dueMoment(body.due_at, now);
  return ctx.db.transaction(async (tx) => {
    const batch = await lockTaughtBatch(tx, caller, batchId, ASSIGNMENT_MESSAGES.notTeacherSet);
    const [row] = await tx
      .insert(assignments)
      .values({
        batchId,
        teacherId: caller.id,
        title: body.title,
        instructions: body.instructions,
        dueAt,
        totalMarks: body.total_marks,
        ...fileColumns(file),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await notify(tx, await studentIdsOf(tx, batchId), assignmentNotice('notice.assignmentSet', batch, row!));
    return viewOf(ctx, tx, caller, 'teacher', row!, now);
  });
}

/**
 * PUT /batch/{id}/assignments/{assignmentId}: the batch's teacher edits the title, instructions, due time (a new
 * one in the future; the students are told) or total marks (never below a mark already given, nor removed once
 * marks are given).
 */
export async function updateAssignment(
  ctx: ClassroomContext,
  caller: AuthUser,
  batchId: string,
  assignmentId: string,
  body: UpdateAssignmentBody,
): Promise<Assignment> {
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const batch = await lockTaughtBatch(tx, caller, batchId, ASSIGNMENT_MESSAGES.notTeacherEdit);
    const before = await assignmentOf(tx, batchId, assignmentId, 'update');
    let dueAt = before.dueAt;
    if (body.due_at !== undefined) {
      const asked = readMoment(body.due_at);
      // The same due time again (a form sends every field) is no change, even once it has passed.
      if (asked.getTime() !== before.dueAt.getTime()) dueAt = dueMoment(body.due_at, now);
    }
    if (body.total_marks !== undefined && body.total_marks !== before.totalMarks) {
      const [highest] = await tx
        .select({ mark: sql<number | null>`max(${submissions.mark})` })
        .from(submissions)
        .where(eq(submissions.assignmentId, assignmentId));
      const given = highest?.mark ?? null;
      if (given !== null && body.total_marks === null)
        throw new ConflictError(ASSIGNMENT_MESSAGES.marksGiven);
      if (given !== null && body.total_marks !== null && body.total_marks < given)
        throw new ConflictError(ASSIGNMENT_MESSAGES.totalMarksBelowMarks);
    }
    const [row] = await tx
      .update(assignments)
      .set({
        title: body.title ?? before.title,
        instructions: body.instructions ?? before.instructions,
        dueAt,
        totalMarks: body.total_marks === undefined ? before.totalMarks : body.total_marks,
        updatedAt: now,
      })
      .where(eq(assignments.id, assignmentId))
      .returning();
    if (!row) throw new NotFoundError(ASSIGNMENT_MESSAGES.notFound);
    if (dueAt.getTime() !== before.dueAt.getTime())
      await notify(
        tx,
        await studentIdsOf(tx, batchId),
        assignmentNotice('notice.assignmentDueMoved', batch, row),
      );
    return viewOf(ctx, tx, caller, 'teacher', row, now);
  });
}

/**
 * DELETE /batch/{id}/assignments/{assignmentId}: its teacher, or an admin (moderation). Its submissions go with
 * it; the keys of every file it held are returned, to be removed from the storage after the commit.
 */
export async function deleteAssignment(
  ctx: ClassroomContext,
  caller: AuthUser,
  batchId: string,
  assignmentId: string,
): Promise<string[]> {
  return ctx.db.transaction(async (tx) => {
    const { batch, role } = await classroomBatch(tx, caller, batchId, ASSIGNMENT_MESSAGES.notTeacherDelete);
    if (role === 'student' || (role === 'teacher' && batch.teacherId !== caller.id))
      throw new ForbiddenError(ASSIGNMENT_MESSAGES.notTeacherDelete);
    const row = await assignmentOf(tx, batchId, assignmentId, 'update');
    const held = await tx
      .select({ key: submissions.fileKey })
      .from(submissions)
      .where(eq(submissions.assignmentId, assignmentId));
    await tx.delete(assignments).where(eq(assignments.id, assignmentId));
    return [row.fileKey, ...held.map((submission) => submission.key)].filter(
      (key): key is string => key !== null,
    );
  });
}
