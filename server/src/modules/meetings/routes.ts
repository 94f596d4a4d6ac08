import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  batchIdParam,
  createMeetingBody,
  MEETING_MESSAGES,
  startedMeetingResponse,
} from '@pathshala/shared-api/contract';
import { currentUser, SIGNED_IN } from '../../http/auth';
import { respond } from '../../http/envelope';
import { noticesLimit } from '../../http/rate-limits';
import { startClass } from './start';

export const meetingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/zoom/create-meeting/:batchId',
    {
      config: { keepsReadCaches: true },
      schema: {
        tags: ['meetings'],
        summary:
          "Start an online class for a batch you teach: answers the host's startUrl (never stored); the join link is shown to the students until it expires",
        description:
          'The meeting provider (Jitsi by default, or Zoom) creates a new meeting. Its join link and expiry ' +
          "replace the batch's `join_class_link`: starting again while a link is still valid creates a new " +
          'meeting and the old link is no longer offered. Every student of the batch is notified and mailed. ' +
          'Body optional: `durationMinutes` 15–240, default 60; the link expires 30 minutes after the planned ' +
          'end. A provider failure is a 502 and changes nothing.',
        security: SIGNED_IN,
        params: batchIdParam,
        body: createMeetingBody,
        response: { 200: startedMeetingResponse },
      },
      onRequest: app.authenticate,
      preHandler: noticesLimit(app),
    },
    async (request, reply) => {
      const meeting = await startClass(
        app.ctx,
        request.log,
        app.ctx.meeting,
        currentUser(request),
        request.params.batchId,
        request.body?.durationMinutes,
      );
      return respond(reply, 200, meeting, MEETING_MESSAGES.started);
    },
  );
};
