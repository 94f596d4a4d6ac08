import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  ASSIGNMENT_LIMITS,
  ASSIGNMENT_MESSAGES,
  assignmentListResponse,
  assignmentParam,
  assignmentResponse,
  createAssignmentBody,
  emptyResponse,
  feedbackBody,
  idParam,
  paginationQuery,
  studentSubmissionListResponse,
  submissionParam,
  submissionResponse,
  submitBody,
  updateAssignmentBody,
} from '@pathshala/shared-api/contract';
import type { Storage } from '../../providers/storage';
import { currentUser, SIGNED_IN } from '../../http/auth';
import { respond } from '../../http/envelope';
import { BadRequestError, ForbiddenError } from '../../http/errors';
import { noticesLimit } from '../../http/rate-limits';
import { classroomBatch } from './access';
import {
  assignmentAccess,
  createAssignment,
  deleteAssignment,
  listAssignments,
  updateAssignment,
} from './assignments';
import { forgetFile, readUpload, acceptUploads, storeFile, type StoredFile } from './files';
import { giveFeedback, listSubmissions, submit } from './submissions';

/** The form's text fields checked against `schema`: 400 naming each field's first problem. */
function checkedFields<T extends z.ZodType>(schema: T, fields: Record<string, string>): z.output<T> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.map(String).join('.');
    if (field) errors[field] ??= issue.message;
  }
  throw new BadRequestError(parsed.error.issues[0]?.message ?? 'Invalid request', errors);
}

/**
 * Stores the file (when there is one), runs `work` with it, and removes it again when `work` fails: a file is
 * kept only with the row that names it.
 */
async function withStoredFile<T>(
  storage: Storage,
  log: FastifyBaseLogger,
  file: { name: string; type: string; bytes: Buffer } | null,
  work: (stored: StoredFile | null) => Promise<T>,
): Promise<T> {
  const stored = file ? await storeFile(storage, file, log) : null;
  try {
    return await work(stored);
  } catch (error) {
    forgetFile(storage, stored?.key ?? null, log);
    throw error;
  }
}

const FILE =
  'multipart/form-data with these fields and an optional `file` (PDF, JPEG, PNG, WebP, GIF, Word, PowerPoint or ' +
  'Excel, recognised by its bytes, at most 10 MB: 413 when larger, 415 for another type), or JSON without a file.';

export const assignmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Multipart parsing for the two routes that take a file (its own plugin scope).
  await acceptUploads(app);

  app.get(
    '/batch/:id/assignments',
    {
      schema: {
        tags: ['classroom'],
        summary: "A batch's assignments, the latest due first, for its members and admins",
        description:
          'A student gets their own submission in `my_submission`; the teacher and admins get `submitted_count` ' +
          'of `student_count` (current students; null for a student).',
        security: SIGNED_IN,
        params: idParam,
        querystring: paginationQuery,
        response: { 200: assignmentListResponse },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const { items, meta } = await listAssignments(
        app.ctx,
        currentUser(request),
        request.params.id,
        request.query,
      );
      return { ...respond(reply, 200, items, ASSIGNMENT_MESSAGES.listed), meta };
    },
  );

  app.post(
    '/batch/:id/assignments',
    {
      config: { keepsReadCaches: true },
      schema: {
        tags: ['classroom'],
        summary: 'Set an assignment in a batch you teach; its students are notified',
        description:
          `${FILE} Fields: \`title\` (at most ${ASSIGNMENT_LIMITS.titleMax} characters), \`instructions\` ` +
          `(at most ${ASSIGNMENT_LIMITS.instructionsMax}), \`due_at\` ('2026-11-26T18:30' is Dhaka time; in the ` +
          `future, within a year), \`total_marks\` (optional, ${ASSIGNMENT_LIMITS.totalMarksMin}–` +
          `${ASSIGNMENT_LIMITS.totalMarksMax}).`,
        security: SIGNED_IN,
        params: idParam,
        consumes: ['multipart/form-data', 'application/json'],
        response: { 201: assignmentResponse },
      },
      onRequest: app.authenticate,
      preHandler: noticesLimit(app),
    },
    async (request, reply) => {
      const caller = currentUser(request);
      const { id } = request.params;
      // The rights first: nobody else's upload is read, let alone stored.
      const { batch } = await assignmentAccess(app.ctx.db, caller, id);
      if (batch.teacherId !== caller.id) throw new ForbiddenError(ASSIGNMENT_MESSAGES.notTeacherSet);
      const upload = await readUpload(request);
      const body = checkedFields(createAssignmentBody, upload.fields);
      const assignment = await withStoredFile(app.storage, request.log, upload.file, (file) =>
        createAssignment(app.ctx, caller, id, body, file),
      );
      return respond(reply, 201, assignment, ASSIGNMENT_MESSAGES.created);
    },
  );

  app.put(
    '/batch/:id/assignments/:assignmentId',
    {
      config: { keepsReadCaches: true },
      schema: {
        tags: ['classroom'],
        summary: 'Edit an assignment of a batch you teach',
        description:
          'Any of `title`, `instructions`, `due_at` (a new one in the future; the students are notified) and ' +
          '`total_marks` (null: none; 409 below a mark already given, or to remove marks once given).',
        security: SIGNED_IN,
        params: assignmentParam,
        body: updateAssignmentBody,
        response: { 200: assignmentResponse },
      },
      onRequest: app.authenticate,
      preHandler: noticesLimit(app),
    },
    async (request, reply) => {
      const { id, assignmentId } = request.params;
      const assignment = await updateAssignment(
        app.ctx,
        currentUser(request),
        id,
        assignmentId,
        request.body,
      );
      return respond(reply, 200, assignment, ASSIGNMENT_MESSAGES.updated);
    },
  );

  app.delete(
    '/batch/:id/assignments/:assignmentId',
    {
      config: { keepsReadCaches: true },
      schema: {
        tags: ['classroom'],
        summary: 'Delete an assignment and its submissions: the batch teacher, or an admin',
        security: SIGNED_IN,
        params: assignmentParam,
        response: { 200: emptyResponse },
      },
      onRequest: app.authenticate,
      preHandler: noticesLimit(app),
    },
    async (request, reply) => {
      const { id, assignmentId } = request.params;
      const keys = await deleteAssignment(app.ctx, currentUser(request), id, assignmentId);
      for (const key of keys) forgetFile(app.storage, key, request.log);
      return respond(reply, 200, null, ASSIGNMENT_MESSAGES.deleted);
    },
  );

  app.get(
    '/batch/:id/assignments/:assignmentId/submissions',
    {
      schema: {
        tags: ['classroom'],
        summary:
          "An assignment's submissions: every current student's for the teacher and admins, a student's own",
        description:
          'One row per current student, by username: `{ student, submission }`, `submission` null when they have ' +
          'not submitted. A student gets one row, their own.',
        security: SIGNED_IN,
        params: assignmentParam,
        response: { 200: studentSubmissionListResponse },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const { id, assignmentId } = request.params;
      const rows = await listSubmissions(app.ctx, currentUser(request), id, assignmentId);
      return respond(reply, 200, rows, ASSIGNMENT_MESSAGES.submissionsListed);
    },
  );

  app.put(
    '/batch/:id/assignments/:assignmentId/submissions',
    {
      config: { keepsReadCaches: true },
      schema: {
        tags: ['classroom'],
        summary: 'Submit your answer to an assignment, or replace it until the due time',
        description:
          `${FILE} Field: \`text\` (at most ${ASSIGNMENT_LIMITS.submissionTextMax} characters); text, a file or ` +
          'both. A replacement replaces both and clears the feedback on the one before. After the due time a ' +
          'first submission is taken and marked late; a replacement is refused (409).',
        security: SIGNED_IN,
        params: assignmentParam,
        consumes: ['multipart/form-data', 'application/json'],
        response: { 200: submissionResponse },
      },
      onRequest: app.authenticate,
      preHandler: noticesLimit(app),
    },
    async (request, reply) => {
      const caller = currentUser(request);
      const { id, assignmentId } = request.params;
      const { role } = await classroomBatch(app.ctx.db, caller, id, ASSIGNMENT_MESSAGES.notStudentSubmit);
      if (role !== 'student') throw new ForbiddenError(ASSIGNMENT_MESSAGES.notStudentSubmit);
      const upload = await readUpload(request);
      const body = checkedFields(submitBody, upload.fields);
      const result = await withStoredFile(app.storage, request.log, upload.file, (file) =>
        submit(app.ctx, caller, id, assignmentId, body, file),
      );
      forgetFile(app.storage, result.replacedKey, request.log);
      return respond(reply, 200, result.submission, result.message);
    },
  );

  app.put(
    '/batch/:id/assignments/:assignmentId/submissions/:submissionId/feedback',
    {
      config: { keepsReadCaches: true },
      schema: {
        tags: ['classroom'],
        summary: "Give feedback and an optional mark on a student's submission (the batch teacher)",
        description:
          `\`feedback\` (at most ${ASSIGNMENT_LIMITS.feedbackMax} characters) and/or \`mark\` (0 to the ` +
          "assignment's total marks; null for none), replacing any given before. The student is notified.",
        security: SIGNED_IN,
        params: submissionParam,
        body: feedbackBody,
        response: { 200: submissionResponse },
      },
      onRequest: app.authenticate,
      preHandler: noticesLimit(app),
    },
    async (request, reply) => {
      const { id, assignmentId, submissionId } = request.params;
      const submission = await giveFeedback(
        app.ctx,
        currentUser(request),
        id,
        assignmentId,
        submissionId,
        request.body,
      );
      return respond(reply, 200, submission, ASSIGNMENT_MESSAGES.feedbackSaved);
    },
  );
};
