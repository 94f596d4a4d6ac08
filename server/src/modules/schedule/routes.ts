import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  batchAttendanceResponse,
  calendarFeedParam,
  calendarFeedResponse,
  classSessionListResponse,
  classSessionResponse,
  idParam,
  markAttendanceBody,
  SCHEDULE_LIMITS,
  SCHEDULE_MESSAGES,
  scheduleRangeQuery,
  sessionParam,
  updateSessionBody,
} from '@pathshala/shared-api/contract';
import { currentUser, SIGNED_IN } from '../../http/auth';
import { respond } from '../../http/envelope';
import { noticesLimit } from '../../http/rate-limits';
import { batchAttendanceFor, markAttendance } from './attendance';
import { changeSession } from './change';
import { calendarFeedOf, calendarFile, rotateCalendarFeed } from './feed';
import { batchSessionsOf, calendarOf } from './sessions';

const RANGE =
  `\`from\` and \`to\` are a day ('2026-11-26', its start in Dhaka) or a date and time ('2026-11-26T18:30' is Dhaka ` +
  `time; an offset or Z may follow). Default: today and the week after it; at most ${SCHEDULE_LIMITS.rangeDaysMax} ` +
  'days, within a year of today. Classes are listed by their start, earliest first.';

export const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/calendar',
    {
      schema: {
        tags: ['schedule'],
        summary: 'Your classes across every batch you teach or study in',
        description: RANGE,
        security: SIGNED_IN,
        querystring: scheduleRangeQuery,
        response: { 200: classSessionListResponse },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) =>
      respond(
        reply,
        200,
        await calendarOf(app.ctx.db, currentUser(request), request.query, app.ctx.clock()),
        SCHEDULE_MESSAGES.listed,
      ),
  );

  app.get(
    '/batch/:id/sessions',
    {
      schema: {
        tags: ['schedule'],
        summary: "A batch's classes, for its teacher and students",
        description: RANGE,
        security: SIGNED_IN,
        params: idParam,
        querystring: scheduleRangeQuery,
        response: { 200: classSessionListResponse },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) =>
      respond(
        reply,
        200,
        await batchSessionsOf(
          app.ctx.db,
          currentUser(request),
          request.params.id,
          request.query,
          app.ctx.clock(),
        ),
        SCHEDULE_MESSAGES.listed,
      ),
  );

  app.put(
    '/batch/:id/sessions/:sessionId',
    {
      config: { keepsReadCaches: true },
      schema: {
        tags: ['schedule'],
        summary: 'Move, cancel or restore one class of a batch you teach, with a note for its members',
        description:
          "`starts_at` moves the class ('2026-11-26T18:30' is Dhaka time; it must be in the future); `cancelled: " +
          'true` cancels it, `false` restores it; `note` (at most 500 characters, blank clears it) tells the members ' +
          'why. A class that has started cannot change (409). The members are notified and mailed.',
        security: SIGNED_IN,
        params: sessionParam,
        body: updateSessionBody,
        response: { 200: classSessionResponse },
      },
      onRequest: app.authenticate,
      preHandler: noticesLimit(app),
    },
    async (request, reply) => {
      const { id, sessionId } = request.params;
      const { session, message } = await changeSession(
        app.ctx,
        request.log,
        currentUser(request),
        id,
        sessionId,
        request.body,
      );
      return respond(reply, 200, session, message);
    },
  );

  app.put(
    '/batch/:id/sessions/:sessionId/attendance',
    {
      config: { keepsReadCaches: true },
      schema: {
        tags: ['schedule'],
        summary: "Mark the batch's students present, late or absent for a class that has started",
        description:
          'The body is a list of `{ student_id, status }`, each a current student of the batch once. Marking again ' +
          'corrects the mark. Answers the batch attendance as GET /batch/{id}/attendance does for its teacher.',
        security: SIGNED_IN,
        params: sessionParam,
        body: markAttendanceBody,
        response: { 200: batchAttendanceResponse },
      },
      onRequest: app.authenticate,
      preHandler: noticesLimit(app),
    },
    async (request, reply) => {
      const { id, sessionId } = request.params;
      const sheet = await markAttendance(
        app.ctx.db,
        currentUser(request),
        id,
        sessionId,
        request.body,
        app.ctx.clock(),
      );
      return respond(reply, 200, sheet, SCHEDULE_MESSAGES.attendanceSaved);
    },
  );

  app.get(
    '/batch/:id/attendance',
    {
      schema: {
        tags: ['schedule'],
        summary: "A batch's attendance: its teacher sees every student's, a student their own",
        security: SIGNED_IN,
        params: idParam,
        response: { 200: batchAttendanceResponse },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) =>
      respond(
        reply,
        200,
        await batchAttendanceFor(app.ctx.db, currentUser(request), request.params.id),
        SCHEDULE_MESSAGES.attendanceListed,
      ),
  );

  app.get(
    '/calendar/feed',
    {
      schema: {
        tags: ['schedule'],
        summary: 'Your private calendar subscription link (iCalendar), made the first time you ask',
        security: SIGNED_IN,
        response: { 200: calendarFeedResponse },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) =>
      respond(reply, 200, await calendarFeedOf(app.ctx, currentUser(request)), SCHEDULE_MESSAGES.feedFetched),
  );

  app.post(
    '/calendar/feed/rotate',
    {
      config: { keepsReadCaches: true },
      schema: {
        tags: ['schedule'],
        summary: 'Replace your calendar subscription link; the old one stops working at once',
        security: SIGNED_IN,
        response: { 200: calendarFeedResponse },
      },
      onRequest: app.authenticate,
      preHandler: noticesLimit(app),
    },
    async (request, reply) =>
      respond(
        reply,
        200,
        await rotateCalendarFeed(app.ctx, currentUser(request)),
        SCHEDULE_MESSAGES.feedRotated,
      ),
  );

  app.get(
    '/calendar/feed/:file',
    {
      schema: {
        tags: ['schedule'],
        summary: 'The calendar file of a subscription link: /calendar/feed/{token}.ics, no sign-in',
        description:
          'iCalendar (text/calendar) with the classes from four weeks back to eight weeks ahead, in Asia/Dhaka ' +
          'with its VTIMEZONE; cancelled classes have STATUS:CANCELLED. 404 for an unknown or replaced link.',
        params: calendarFeedParam,
        // Not the JSON envelope (a calendar file), so no response schema: as GET /uploads/{name}.
      },
    },
    async (request, reply) => {
      const body = await calendarFile(app.ctx, request.params.file);
      return reply
        .code(200)
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .header('content-disposition', 'inline; filename="pathshala.ics"')
        .send(body);
    },
  );
};
