import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BOARD_LIMITS,
  BOARD_MESSAGES,
  boardListQuery,
  boardListResponse,
  boardMessageDeletedResponse,
  boardMessageParam,
  boardMessageResponse,
  boardReadResponse,
  createReportResponse,
  idParam,
  postBoardMessageBody,
  reportBoardMessageBody,
} from '@pathshala/shared-api/contract';
import { currentUser, SIGNED_IN } from '../../http/auth';
import { respond } from '../../http/envelope';
import { boardReadsLimit, noticesLimit, reportsLimit } from '../../http/rate-limits';
import { deleteBoardMessage, listBoard, markBoardRead, postBoardMessage, reportBoardMessage } from './board';

const RIGHTS =
  "Its teacher and students; admins read and delete (moderation), never write. Others 403, a deleted batch 404. New and deleted messages reach every member's notification stream (event `board`).";

/**
 * A batch's board (DESIGN §6.13). Its writes change nothing the read caches hold (sessions, users, posts), so
 * they leave them: a busy board does not send every signed-in person's next request to the database.
 */
export const boardRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.ctx.db;

  app.get(
    '/batch/:id/messages',
    {
      schema: {
        tags: ['board'],
        summary: "A batch's board: the newest `limit` messages before `before`, oldest first",
        description: `Default ${BOARD_LIMITS.pageDefault} messages, at most ${BOARD_LIMITS.pageMax}; \`meta.has_more\` when older ones remain (ask again with \`before\` = the first message's id). ${RIGHTS}`,
        security: SIGNED_IN,
        params: idParam,
        querystring: boardListQuery,
        response: { 200: boardListResponse },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const found = await listBoard(db, currentUser(request), request.params.id, request.query);
      return { ...respond(reply, 200, found.items, BOARD_MESSAGES.listed), meta: found.meta };
    },
  );

  app.post(
    '/batch/:id/messages',
    {
      config: { keepsReadCaches: true },
      schema: {
        tags: ['board'],
        summary: "Writes a message on a batch's board (a member)",
        description: `Text of at most ${BOARD_LIMITS.bodyMax} characters (links are text), stored as written. ${RIGHTS}`,
        security: SIGNED_IN,
        params: idParam,
        body: postBoardMessageBody,
        response: { 201: boardMessageResponse },
      },
      onRequest: app.authenticate,
      preHandler: noticesLimit(app),
    },
    async (request, reply) =>
      respond(
        reply,
        201,
        await postBoardMessage(db, currentUser(request), request.params.id, request.body.body),
        BOARD_MESSAGES.posted,
      ),
  );

  app.put(
    '/batch/:id/messages/read',
    {
      config: { keepsReadCaches: true, ownWriteBudget: true },
      schema: {
        tags: ['board'],
        summary: "Marks a batch's board read for the caller (a member)",
        security: SIGNED_IN,
        params: idParam,
        response: { 200: boardReadResponse },
      },
      onRequest: app.authenticate,
      preHandler: boardReadsLimit(app),
    },
    async (request, reply) =>
      respond(
        reply,
        200,
        await markBoardRead(db, currentUser(request), request.params.id),
        BOARD_MESSAGES.read,
      ),
  );

  app.delete(
    '/batch/:id/messages/:messageId',
    {
      config: { keepsReadCaches: true },
      schema: {
        tags: ['board'],
        summary: "Deletes a message from a batch's board: its author, the batch's teacher or an admin",
        security: SIGNED_IN,
        params: boardMessageParam,
        response: { 200: boardMessageDeletedResponse },
      },
      onRequest: app.authenticate,
      preHandler: noticesLimit(app),
    },
    async (request, reply) =>
      respond(
        reply,
        200,
        await deleteBoardMessage(db, currentUser(request), request.params.id, request.params.messageId),
        BOARD_MESSAGES.deleted,
      ),
  );

  app.post(
    '/batch/:id/messages/:messageId/report',
    {
      config: { keepsReadCaches: true },
      schema: {
        tags: ['board'],
        summary: 'Reports a board message to the admins (a member): a report about its author, quoting it',
        description:
          'As POST /report/create: a non-blank `message`; not about your own message; the admins see the quoted text in their reports list.',
        security: SIGNED_IN,
        params: boardMessageParam,
        body: reportBoardMessageBody,
        response: { 201: createReportResponse },
      },
      onRequest: app.authenticate,
      preHandler: [reportsLimit(app), noticesLimit(app)],
    },
    async (request, reply) =>
      respond(
        reply,
        201,
        await reportBoardMessage(
          db,
          currentUser(request),
          request.params.id,
          request.params.messageId,
          request.body.message,
        ),
        BOARD_MESSAGES.reported,
      ),
  );
};
