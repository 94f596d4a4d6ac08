import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BATCH_MESSAGES,
  batchIdParam,
  batchInvitationListResponse,
  batchListResponse,
  batchResponse,
  batchSummaryResponse,
  createBatchBody,
  createBatchFromPostParam,
  emptyResponse,
  idParam,
  invitationIdParam,
  MATERIALS_MESSAGES,
  paymentRoundResponse,
  removeBatchUserParam,
  updateBatchBody,
} from '@pathshala/shared-api/contract';
import { currentUser, SIGNED_IN } from '../../http/auth';
import { respond } from '../../http/envelope';
import { noticesLimit } from '../../http/rate-limits';
import {
  askForPayment,
  createBatch,
  destroyBatch,
  leaveBatch,
  listBatches,
  removeStudent,
  updateBatch,
} from './manage';
import { acceptInvitation, declineInvitation, listInvitations } from './invitations';
import { oneBatch } from './one';
import { answerSalaryProposal } from './salary';
import { startBatchEarly } from './start-early';

export const batchesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/batch/teacher/create-batch/:postId',
    {
      schema: {
        tags: ['batches'],
        summary: 'Start a batch early from your own open post with the students who joined so far',
        security: SIGNED_IN,
        params: createBatchFromPostParam,
        response: { 201: batchSummaryResponse },
      },
      onRequest: app.requireRole('teacher'),
      preHandler: noticesLimit(app),
    },
    async (request, reply) => {
      const batch = await startBatchEarly(
        app.ctx,
        request.log,
        currentUser(request).id,
        request.params.postId,
      );
      return respond(reply, 201, batch, 'Batch created successfully');
    },
  );

  app.post(
    '/batch/create',
    {
      schema: {
        tags: ['batches'],
        summary:
          'Create a batch: you own it (admins name the owner); a teacher teaches it, a student owner is one of its students',
        security: SIGNED_IN,
        body: createBatchBody,
        response: { 201: batchResponse },
      },
      onRequest: app.authenticate,
      preHandler: noticesLimit(app),
    },
    async (request, reply) => {
      const batch = await createBatch(app.ctx, request.log, currentUser(request), request.body);
      return respond(reply, 201, batch, BATCH_MESSAGES.created);
    },
  );

  app.get(
    '/batch/batches',
    {
      schema: {
        tags: ['batches'],
        summary: 'Batches you own, teach or are a student of, newest first',
        security: SIGNED_IN,
        response: { 200: batchListResponse },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) =>
      respond(reply, 200, await listBatches(app.ctx.db, currentUser(request)), BATCH_MESSAGES.listed),
  );

  app.get(
    '/batch/:id',
    {
      schema: {
        tags: ['batches'],
        summary: 'One batch, for its teacher, its students, its owner and admins (its page in the apps)',
        security: SIGNED_IN,
        params: idParam,
        response: { 200: batchResponse },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) =>
      respond(
        reply,
        200,
        await oneBatch(app.ctx.db, currentUser(request), request.params.id),
        MATERIALS_MESSAGES.batchFetched,
      ),
  );

  app.put(
    '/batch/update/:id',
    {
      schema: {
        tags: ['batches'],
        summary:
          "Change your own batch's fields; a new salary waits for the agreement of a teacher who is not you",
        security: SIGNED_IN,
        params: idParam,
        body: updateBatchBody,
        response: { 200: batchResponse },
      },
      onRequest: app.authenticate,
      preHandler: noticesLimit(app),
    },
    async (request, reply) => {
      const { batch, salaryProposed } = await updateBatch(
        app.ctx,
        request.log,
        currentUser(request),
        request.params.id,
        request.body,
      );
      return respond(
        reply,
        200,
        batch,
        salaryProposed ? BATCH_MESSAGES.salaryProposed : BATCH_MESSAGES.updated,
      );
    },
  );

  app.delete(
    '/batch/destroy/:id',
    {
      schema: {
        tags: ['batches'],
        summary: 'Delete a batch you own or teach (it leaves every list; its payments are kept)',
        security: SIGNED_IN,
        params: idParam,
        response: { 200: emptyResponse },
      },
      onRequest: app.authenticate,
      preHandler: noticesLimit(app),
    },
    async (request, reply) => {
      await destroyBatch(app.ctx, request.log, currentUser(request), request.params.id);
      return respond(reply, 200, null, BATCH_MESSAGES.deleted);
    },
  );

  app.delete(
    '/batch/remove-user/:batchId/:userId',
    {
      schema: {
        tags: ['batches'],
        summary: 'Remove a student from your own batch, or withdraw the invitation of someone named in it',
        security: SIGNED_IN,
        params: removeBatchUserParam,
        response: { 200: batchResponse },
      },
      onRequest: app.authenticate,
      preHandler: noticesLimit(app),
    },
    async (request, reply) => {
      const { batchId, userId } = request.params;
      const { batch, withdrawn } = await removeStudent(
        app.ctx,
        request.log,
        currentUser(request),
        batchId,
        userId,
      );
      return respond(
        reply,
        200,
        batch,
        withdrawn ? BATCH_MESSAGES.invitationWithdrawn : BATCH_MESSAGES.removed,
      );
    },
  );

  app.delete(
    '/batch/student/leave/:id',
    {
      schema: {
        tags: ['batches'],
        summary: 'Leave a batch you are a student of (not one you own)',
        security: SIGNED_IN,
        params: idParam,
        response: { 200: emptyResponse },
      },
      onRequest: app.requireRole('student'),
      preHandler: noticesLimit(app),
    },
    async (request, reply) => {
      await leaveBatch(app.ctx, request.log, currentUser(request), request.params.id);
      return respond(reply, 200, null, BATCH_MESSAGES.left);
    },
  );

  app.post(
    '/batch/teacher/ask-for-payment/:batchId',
    {
      schema: {
        tags: ['batches'],
        summary: "Open a payment round for the batch's salary: every student is notified and mailed",
        security: SIGNED_IN,
        params: batchIdParam,
        response: { 201: paymentRoundResponse },
      },
      onRequest: app.requireRole('teacher'),
      preHandler: noticesLimit(app),
    },
    async (request, reply) => {
      const round = await askForPayment(app.ctx, request.log, currentUser(request), request.params.batchId);
      return respond(reply, 201, round, BATCH_MESSAGES.paymentAsked);
    },
  );
  // Invitations are a student's or a teacher's; an admin is never named in a batch, so is refused (403).
  app.get(
    '/batch/invitations',
    {
      schema: {
        tags: ['batches'],
        summary: 'Batches you are named in and have not answered yet, newest first',
        security: SIGNED_IN,
        response: { 200: batchInvitationListResponse },
      },
      onRequest: app.requireRole('student', 'teacher'),
    },
    async (request, reply) =>
      respond(
        reply,
        200,
        await listInvitations(app.ctx.db, currentUser(request)),
        BATCH_MESSAGES.invitationsListed,
      ),
  );

  app.put(
    '/batch/invitations/:invitationId/accept',
    {
      schema: {
        tags: ['batches'],
        summary: 'Accept an invitation: join the batch as a student, or become its teacher',
        security: SIGNED_IN,
        params: invitationIdParam,
        response: { 200: batchResponse },
      },
      onRequest: app.requireRole('student', 'teacher'),
      preHandler: noticesLimit(app),
    },
    async (request, reply) => {
      const batch = await acceptInvitation(
        app.ctx,
        request.log,
        currentUser(request),
        request.params.invitationId,
      );
      return respond(reply, 200, batch, BATCH_MESSAGES.invitationAccepted);
    },
  );

  app.put(
    '/batch/invitations/:invitationId/decline',
    {
      schema: {
        tags: ['batches'],
        summary: 'Decline an invitation to a batch (its owner is told)',
        security: SIGNED_IN,
        params: invitationIdParam,
        response: { 200: emptyResponse },
      },
      onRequest: app.requireRole('student', 'teacher'),
      preHandler: noticesLimit(app),
    },
    async (request, reply) => {
      await declineInvitation(app.ctx, request.log, currentUser(request), request.params.invitationId);
      return respond(reply, 200, null, BATCH_MESSAGES.invitationDeclined);
    },
  );

  for (const [answer, agree, message] of [
    ['agree', true, BATCH_MESSAGES.salaryAgreed],
    ['decline', false, BATCH_MESSAGES.salaryDeclined],
  ] as const)
    app.put(
      `/batch/:batchId/salary/${answer}`,
      {
        schema: {
          tags: ['batches'],
          summary: agree
            ? "Agree to the new salary the batch's owner asked for (you teach the batch)"
            : "Decline the new salary the batch's owner asked for (you teach the batch)",
          security: SIGNED_IN,
          params: batchIdParam,
          response: { 200: batchResponse },
        },
        onRequest: app.authenticate,
        preHandler: noticesLimit(app),
      },
      async (request, reply) => {
        const batch = await answerSalaryProposal(
          app.ctx,
          request.log,
          currentUser(request),
          request.params.batchId,
          agree,
        );
        return respond(reply, 200, batch, message);
      },
    );
};
