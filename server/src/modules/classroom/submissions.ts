// Submissions: a student's one answer to an assignment (text and/or a file), replaced in place until the due
// time; after it a first submission is still taken (marked late) but a replacement is refused. The batch's
// teacher gives feedback and an optional mark; students only ever see their own.
import { and, asc, eq } from 'drizzle-orm';
import {
  ASSIGNMENT_MESSAGES,
  type FeedbackBody,
  type StudentSubmission,
  type Submission,
  type SubmitBody,
  type UserRef,
} from '@pathshala/shared-api/contract';
import { batchMembers, submissions, users, type SubmissionRow } from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../http/errors';
import type { Text } from '../../i18n/catalog';
import { batchName } from '../batches/manage';
import { notify } from '../notifications/writer';
import { assignmentAccess, assignmentOf, lockTaughtBatch, type ClassroomContext } from './assignments';
import { classroomBatch } from './access';
import { fileColumns, fileView, storedFileOf, type StoredFile } from './files';

/** A submission as the caller sees it (its student, the batch's teacher or an admin). */
export function submissionView(
  ctx: ClassroomContext,
  callerId: string,
  row: SubmissionRow,
  student: UserRef,
  dueAt: Date,
  now: Date,
): Submission {
  return {
    _id: row.id,
    assignment_id: row.assignmentId,
    student,
    text: row.text,
    file: fileView(ctx, callerId, { kind: 'submission', id: row.id }, storedFileOf(row), now),
    submitted_at: row.submittedAt.toISOString(),
    is_late: row.submittedAt >= dueAt,
    feedback: row.feedback,
    mark: row.mark,
    feedback_at: row.feedbackAt?.toISOString() ?? null,
  };
}

/**
 * GET /batch/{id}/assignments/{assignmentId}/submissions: the teacher and admins see every current student
 * (by username) with their submission or null; a student sees only their own row.
 */
export async function listSubmissions(
  ctx: ClassroomContext,
  caller: AuthUser,
  batchId: string,
  assignmentId: string,
): Promise<StudentSubmission[]> {
  const now = ctx.clock();
  const { role } = await assignmentAccess(ctx.db, caller, batchId);
  const assignment = await assignmentOf(ctx.db, batchId, assignmentId);
  const rows = await ctx.db
    .select({ id: users.id, username: users.username, submission: submissions })
    .from(batchMembers)
    .innerJoin(users, eq(users.id, batchMembers.userId))
    .leftJoin(
      submissions,
      and(eq(submissions.assignmentId, assignmentId), eq(submissions.studentId, batchMembers.userId)),
    )
    .where(
      role === 'student'
        ? and(eq(batchMembers.batchId, batchId), eq(batchMembers.userId, caller.id))
        : eq(batchMembers.batchId, batchId),
    )
    .orderBy(asc(users.username));
  return rows.map((row) => {
    const student = { _id: row.id, username: row.username };
    return {
      student,
      submission: row.submission
        ? submissionView(ctx, caller.id, row.submission, student, assignment.dueAt, now)
        : null,
    };
  });
}

export interface SubmitResult {
  submission: Submission;
  message: string;
  /** The file the submission held before a replacement, to remove from the storage after the commit. */
  replacedKey: string | null;
}

/**
 * PUT /batch/{id}/assignments/{assignmentId}/submissions: a student of the batch submits text and/or a file (the
 * file already stored by the route) or replaces their submission until the due time. After the due time a first
 * submission is taken and marked late; a replacement is refused (409). A replacement clears the feedback given
 * on the one before.
 */
export async function submit(
  ctx: ClassroomContext,
  caller: AuthUser,
  batchId: string,
  assignmentId: string,
  body: SubmitBody,
  file: StoredFile | null,
): Promise<SubmitResult> {
  const now = ctx.clock();
  if (body.text === '' && !file)
    throw new BadRequestError(ASSIGNMENT_MESSAGES.submissionEmpty, {
      text: ASSIGNMENT_MESSAGES.submissionEmpty,
    });
  return ctx.db.transaction(async (tx) => {
    const { role } = await classroomBatch(tx, caller, batchId, ASSIGNMENT_MESSAGES.notStudentSubmit);
    if (role !== 'student') throw new ForbiddenError(ASSIGNMENT_MESSAGES.notStudentSubmit);
    // Locked: the due time cannot move under this submission, and one student's two submissions in a race
    // are taken one after the other (the second replaces the first, or is refused after the due time).
    const assignment = await assignmentOf(tx, batchId, assignmentId, 'update');
    const [before] = await tx
      .select()
      .from(submissions)
      .where(and(eq(submissions.assignmentId, assignmentId), eq(submissions.studentId, caller.id)))
      .for('update');
    const late = now >= assignment.dueAt;
    if (before && late) throw new ConflictError(ASSIGNMENT_MESSAGES.replaceAfterDue);
    const values = {
      text: body.text,
      ...fileColumns(file),
      submittedAt: now,
      feedback: null,
      mark: null,
      feedbackAt: null,
    };
    const [row] = before
      ? await tx.update(submissions).set(values).where(eq(submissions.id, before.id)).returning()
      : await tx
          .insert(submissions)
          .values({ assignmentId, studentId: caller.id, ...values })
          .returning();
    const me = { _id: caller.id, username: caller.username };
    return {
      submission: submissionView(ctx, caller.id, row!, me, assignment.dueAt, now),
      message: before
        ? ASSIGNMENT_MESSAGES.replaced
        : late
          ? ASSIGNMENT_MESSAGES.submittedLate
          : ASSIGNMENT_MESSAGES.submitted,
      replacedKey: before?.fileKey ?? null,
    };
  });
}

/**
 * PUT …/submissions/{submissionId}/feedback: the batch's teacher gives feedback and/or a mark (0..total marks)
 * on a current student's submission, replacing any given before; the student is notified.
 */
export async function giveFeedback(
  ctx: ClassroomContext,
  caller: AuthUser,
  batchId: string,
  assignmentId: string,
  submissionId: string,
  body: FeedbackBody,
): Promise<Submission> {
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const batch = await lockTaughtBatch(tx, caller, batchId, ASSIGNMENT_MESSAGES.notTeacherFeedback);
    const assignment = await assignmentOf(tx, batchId, assignmentId, 'share');
    const [found] = await tx
      .select({ submission: submissions, username: users.username })
      .from(submissions)
      .innerJoin(users, eq(users.id, submissions.studentId))
      // Only a current student's: a removed student's submission is out of the teacher's list too.
      .innerJoin(
        batchMembers,
        and(eq(batchMembers.userId, submissions.studentId), eq(batchMembers.batchId, batchId)),
      )
      .where(and(eq(submissions.id, submissionId), eq(submissions.assignmentId, assignmentId)))
      .for('update', { of: submissions });
    if (!found) throw new NotFoundError(ASSIGNMENT_MESSAGES.submissionNotFound);
    if (body.mark !== null) {
      const refuse = (message: string) => new BadRequestError(message, { mark: message });
      if (assignment.totalMarks === null) throw refuse(ASSIGNMENT_MESSAGES.markWithoutTotal);
      if (body.mark > assignment.totalMarks) throw refuse(ASSIGNMENT_MESSAGES.markAboveTotal);
    }
    const [row] = await tx
      .update(submissions)
      .set({ feedback: body.feedback === '' ? null : body.feedback, mark: body.mark, feedbackAt: now })
      .where(eq(submissions.id, submissionId))
      .returning();
    const studentId = found.submission.studentId;
    await notify(tx, [studentId], (text: Text) =>
      text.t('notice.assignmentFeedback', { batch: batchName(batch), title: assignment.title }),
    );
    const student = { _id: studentId, username: found.username };
    return submissionView(ctx, caller.id, row!, student, assignment.dueAt, now);
  });
}
