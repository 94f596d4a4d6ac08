import { z } from 'zod';
import { classroomFile } from './classroom';
import { envelope, pagedEnvelope } from './common';
import { DATE_TIME_PATTERN } from './schedule';
import { userRef } from './users';

/** Homework a batch's teacher sets, its students' submissions and the teacher's feedback. */
export const ASSIGNMENT_LIMITS = {
  titleMax: 120,
  instructionsMax: 5000,
  submissionTextMax: 10_000,
  feedbackMax: 5000,
  totalMarksMin: 1,
  totalMarksMax: 1000,
  /** How far ahead (days) a due time may be set. */
  dueReachDays: 366,
} as const;

export const ASSIGNMENT_MESSAGES = {
  titleRequired: 'Title is required',
  titleTooLong: `Title must be at most ${ASSIGNMENT_LIMITS.titleMax} characters long`,
  instructionsInvalid: 'Instructions must be text',
  instructionsTooLong: `Instructions must be at most ${ASSIGNMENT_LIMITS.instructionsMax} characters long`,
  dueAtRequired: 'Due time is required',
  dueAtInvalid: 'Due time must be a date and time such as 2026-11-26T18:30',
  dueAtPast: 'Choose a due time in the future',
  dueAtOutOfReach: 'Choose a due time within a year from today',
  totalMarksInvalid: `Total marks must be a whole number from ${ASSIGNMENT_LIMITS.totalMarksMin} to ${ASSIGNMENT_LIMITS.totalMarksMax}`,
  totalMarksBelowMarks: 'Some submissions already have a higher mark; total marks cannot be lower than that',
  marksGiven: 'Marks have already been given; total marks cannot be removed',
  updateEmpty: 'Nothing to update',
  textInvalid: 'Text must be text',
  textTooLong: `Text must be at most ${ASSIGNMENT_LIMITS.submissionTextMax} characters long`,
  submissionEmpty: 'Write an answer or attach a file',
  feedbackInvalid: 'Feedback must be text',
  feedbackTooLong: `Feedback must be at most ${ASSIGNMENT_LIMITS.feedbackMax} characters long`,
  feedbackEmpty: 'Write feedback or give a mark',
  markInvalid: `Mark must be a whole number from 0 to ${ASSIGNMENT_LIMITS.totalMarksMax}`,
  markAboveTotal: 'Mark cannot be more than the total marks',
  markWithoutTotal: 'This assignment has no total marks; give feedback without a mark',
  listed: 'Assignments fetched successfully',
  created: 'Assignment set; its students have been told',
  updated: 'Assignment updated',
  deleted: 'Assignment deleted',
  notFound: 'Assignment not found',
  notMember: 'Only members of this batch can see its assignments',
  notTeacherSet: "Only the batch's teacher can set assignments",
  notTeacherEdit: "Only the batch's teacher can edit its assignments",
  notTeacherDelete: "Only the batch's teacher or an admin can delete its assignments",
  submissionsListed: 'Submissions fetched successfully',
  submitted: 'Submission sent',
  submittedLate: 'Submission sent after the due time; it is marked late',
  replaced: 'Submission replaced',
  notStudentSubmit: 'Only students of this batch can submit',
  replaceAfterDue: 'The due time has passed; your submission can no longer be replaced',
  submissionNotFound: 'Submission not found',
  notTeacherFeedback: "Only the batch's teacher can give feedback",
  feedbackSaved: 'Feedback saved; the student has been told',
} as const;

/** A text field that may be absent, given as '' (multipart) or null: blank is ''. */
const text = (invalid: string, tooLong: string, max: number) =>
  z.preprocess(
    (value) => (value === null ? '' : value),
    z.string({ error: invalid }).trim().max(max, tooLong),
  );

const title = z
  .string({ error: ASSIGNMENT_MESSAGES.titleRequired })
  .trim()
  .min(1, ASSIGNMENT_MESSAGES.titleRequired)
  .max(ASSIGNMENT_LIMITS.titleMax, ASSIGNMENT_MESSAGES.titleTooLong);

const instructions = text(
  ASSIGNMENT_MESSAGES.instructionsInvalid,
  ASSIGNMENT_MESSAGES.instructionsTooLong,
  ASSIGNMENT_LIMITS.instructionsMax,
);

/** A real day ('2026-02-30' is not one). */
function isRealDate(value: string): boolean {
  const [year, month, day] = value.slice(0, 10).split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * A due time: '2026-11-26T18:30' (Dhaka time), with seconds and an offset or Z optional, as a class's new
 * `starts_at`. The server checks it is in the future (within a year).
 */
const dueAt = z
  .string({ error: ASSIGNMENT_MESSAGES.dueAtRequired })
  .trim()
  .min(1, ASSIGNMENT_MESSAGES.dueAtRequired)
  .refine((value) => DATE_TIME_PATTERN.test(value) && isRealDate(value), ASSIGNMENT_MESSAGES.dueAtInvalid);

/** A whole number, also as a multipart field's text ('10'); '' and null mean none. */
const wholeNumber = (message: string, min: number, max: number) =>
  z.preprocess(
    (value) => {
      if (typeof value !== 'string') return value;
      if (value.trim() === '') return null;
      return /^\s*-?\d+\s*$/.test(value) ? Number(value) : value;
    },
    z.number({ error: message }).int(message).min(min, message).max(max, message).nullable(),
  );

const totalMarks = wholeNumber(
  ASSIGNMENT_MESSAGES.totalMarksInvalid,
  ASSIGNMENT_LIMITS.totalMarksMin,
  ASSIGNMENT_LIMITS.totalMarksMax,
);

/**
 * POST /batch/{id}/assignments (the batch's teacher): multipart/form-data (these fields and an optional `file`)
 * or JSON. `total_marks` absent, '' or null: no mark is given.
 */
export const createAssignmentBody = z.object({
  title,
  instructions: instructions.optional().default(''),
  due_at: dueAt,
  total_marks: totalMarks.optional().default(null),
});
export type CreateAssignmentBody = z.output<typeof createAssignmentBody>;

/** PUT /batch/{id}/assignments/{assignmentId} (the batch's teacher): any of these; null total_marks removes marks. */
export const updateAssignmentBody = z
  .object({
    title: title.optional(),
    instructions: instructions.optional(),
    due_at: dueAt.optional(),
    total_marks: totalMarks.optional(),
  })
  .refine(
    (body) => Object.values(body).some((value) => value !== undefined),
    ASSIGNMENT_MESSAGES.updateEmpty,
  );
export type UpdateAssignmentBody = z.output<typeof updateAssignmentBody>;

/**
 * PUT /batch/{id}/assignments/{assignmentId}/submissions (a student of the batch): multipart/form-data (`text`
 * and an optional `file`) or JSON `{ text }`. Text, a file or both; a replacement replaces both (and clears any
 * feedback given on the one before).
 */
export const submitBody = z.object({
  text: text(
    ASSIGNMENT_MESSAGES.textInvalid,
    ASSIGNMENT_MESSAGES.textTooLong,
    ASSIGNMENT_LIMITS.submissionTextMax,
  )
    .optional()
    .default(''),
});
export type SubmitBody = z.output<typeof submitBody>;

/** PUT …/submissions/{submissionId}/feedback (the batch's teacher): feedback, a mark (0..total_marks) or both. */
export const feedbackBody = z
  .object({
    feedback: text(
      ASSIGNMENT_MESSAGES.feedbackInvalid,
      ASSIGNMENT_MESSAGES.feedbackTooLong,
      ASSIGNMENT_LIMITS.feedbackMax,
    )
      .optional()
      .default(''),
    mark: wholeNumber(ASSIGNMENT_MESSAGES.markInvalid, 0, ASSIGNMENT_LIMITS.totalMarksMax)
      .optional()
      .default(null),
  })
  .refine((body) => body.feedback !== '' || body.mark !== null, ASSIGNMENT_MESSAGES.feedbackEmpty);
export type FeedbackBody = z.output<typeof feedbackBody>;

export const assignmentParam = z.object({
  id: z.string().uuid('Invalid id'),
  assignmentId: z.string().uuid('Invalid id'),
});
export const submissionParam = assignmentParam.extend({ submissionId: z.string().uuid('Invalid id') });

/** A student's submission to an assignment, as its student, the batch's teacher and admins see it. */
export const submission = z.object({
  _id: z.string(),
  assignment_id: z.string(),
  student: userRef,
  /** '' when only a file was sent. */
  text: z.string(),
  file: classroomFile.nullable(),
  submitted_at: z.string(),
  /** Sent after the due time. */
  is_late: z.boolean(),
  feedback: z.string().nullable(),
  mark: z.number().int().nullable(),
  /** When the teacher gave feedback or a mark; null before. */
  feedback_at: z.string().nullable(),
});
export type Submission = z.infer<typeof submission>;
export const submissionResponse = envelope(submission);

/** One assignment of a batch, as a member (or an admin) sees it. */
export const assignment = z.object({
  _id: z.string(),
  batch_id: z.string(),
  title: z.string(),
  instructions: z.string(),
  /** An ISO 8601 moment; shown in Dhaka time. */
  due_at: z.string(),
  total_marks: z.number().int().nullable(),
  file: classroomFile.nullable(),
  createdAt: z.string(),
  is_past_due: z.boolean(),
  /** The caller's own submission (a student's); null for the teacher and admins, or before submitting. */
  my_submission: submission.nullable(),
  /** For the teacher and admins: how many current students have submitted, of how many; null for a student. */
  submitted_count: z.number().int().nullable(),
  student_count: z.number().int().nullable(),
});
export type Assignment = z.infer<typeof assignment>;
export const assignmentResponse = envelope(assignment);
export const assignmentListResponse = pagedEnvelope(assignment);

/** One current student of the batch with their submission, or null when they have not submitted. */
export const studentSubmission = z.object({
  student: userRef,
  submission: submission.nullable(),
});
export type StudentSubmission = z.infer<typeof studentSubmission>;
/**
 * GET …/submissions: the teacher and admins get every current student (by username) with their submission or
 * null; a student gets one row, their own.
 */
export const studentSubmissionListResponse = envelope(z.array(studentSubmission));
