import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  allReadResponse,
  deleteNotificationBody,
  deleteNotificationQuery,
  idParam,
  NOTIFICATION_MESSAGES,
  notificationDeletedResponse,
  notificationReadResponse,
  notificationsResponse,
  paginationQuery,
  streamQuery,
  streamTicketResponse,
  unreadCountResponse,
} from '@pathshala/shared-api/contract';
import { currentUser, SIGNED_IN } from '../../http/auth';
import { respond } from '../../http/envelope';
import { BadRequestError, NotFoundError, UnauthorizedError } from '../../http/errors';
import { byAccount, rateLimited } from '../../http/rate-limits';
import {
  deleteNotification,
  issueStreamTicket,
  listNotifications,
  markAllRead,
  markRead,
  redeemStreamTicket,
  sessionIsLive,
  STREAM_TICKET_SECONDS,
  unreadCount,
} from './repository';

/** The caller's notifications (SPEC §7, DESIGN §5 Notifications): own only; someone else's is a 404. */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.ctx.db;

  app.get(
    '/notifications/getnotifications',
    {
      schema: {
        tags: ['notifications'],
        summary: "The caller's notifications, newest first (paginated)",
        security: SIGNED_IN,
        querystring: paginationQuery,
        response: { 200: notificationsResponse },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const { page, limit } = request.query;
      const found = await listNotifications(db, currentUser(request).id, page, limit);
      return {
        ...respond(reply, 200, found.items, NOTIFICATION_MESSAGES.list),
        meta: { page, limit, total: found.total },
      };
    },
  );

  app.get(
    '/notifications/unread-count',
    {
      schema: {
        tags: ['notifications'],
        summary: "How many of the caller's notifications are unread",
        security: SIGNED_IN,
        response: { 200: unreadCountResponse },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) =>
      respond(
        reply,
        200,
        { count: await unreadCount(db, currentUser(request).id) },
        NOTIFICATION_MESSAGES.count,
      ),
  );

  async function deleteOwn(request: FastifyRequest, reply: FastifyReply, id: string) {
    const count = await deleteNotification(db, currentUser(request).id, id);
    if (count === null) throw new NotFoundError(NOTIFICATION_MESSAGES.notFound);
    return respond(reply, 200, { _id: id, unreadCount: count }, NOTIFICATION_MESSAGES.deleted);
  }

  app.delete(
    '/notifications/delete-path',
    {
      config: { keepsReadCaches: true },
      schema: {
        tags: ['notifications'],
        summary: "Deletes one of the caller's notifications (`notificationId` in the body, or the query)",
        security: SIGNED_IN,
        body: deleteNotificationBody,
        querystring: deleteNotificationQuery,
        response: { 200: notificationDeletedResponse },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const id = request.body?.notificationId ?? request.query.notificationId;
      if (!id)
        throw new BadRequestError(NOTIFICATION_MESSAGES.idRequired, {
          notificationId: NOTIFICATION_MESSAGES.idRequired,
        });
      return deleteOwn(request, reply, id);
    },
  );

  app.delete(
    '/notifications/:id',
    {
      config: { keepsReadCaches: true },
      schema: {
        tags: ['notifications'],
        summary: "Deletes one of the caller's notifications",
        security: SIGNED_IN,
        params: idParam,
        response: { 200: notificationDeletedResponse },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => deleteOwn(request, reply, request.params.id),
  );

  app.patch(
    '/notifications/:id/read',
    {
      config: { keepsReadCaches: true },
      schema: {
        tags: ['notifications'],
        summary: "Marks one of the caller's notifications read",
        security: SIGNED_IN,
        params: idParam,
        response: { 200: notificationReadResponse },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const done = await markRead(db, currentUser(request).id, request.params.id);
      if (!done) throw new NotFoundError(NOTIFICATION_MESSAGES.notFound);
      return respond(reply, 200, { ...done.item, unreadCount: done.unreadCount }, NOTIFICATION_MESSAGES.read);
    },
  );

  app.post(
    '/notifications/read-all',
    {
      config: { keepsReadCaches: true },
      schema: {
        tags: ['notifications'],
        summary: "Marks all of the caller's notifications read",
        security: SIGNED_IN,
        response: { 200: allReadResponse },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const updated = await markAllRead(db, currentUser(request).id);
      return respond(reply, 200, { updated, unreadCount: 0 }, NOTIFICATION_MESSAGES.allRead);
    },
  );

  app.post(
    '/notifications/stream-ticket',
    {
      config: { keepsReadCaches: true, ownWriteBudget: true },
      schema: {
        tags: ['notifications'],
        summary: 'A single-use ticket (valid 60 s) that opens GET /notifications/stream',
        security: SIGNED_IN,
        response: { 200: streamTicketResponse },
      },
      onRequest: app.authenticate,
      preHandler: rateLimited(app, 'stream-ticket', [
        { rule: app.ctx.rateLimits.streamTicketPerAccount, key: [byAccount] },
      ]),
    },
    async (request, reply) => {
      const user = currentUser(request);
      const ticket = await issueStreamTicket(db, user.id, user.sessionId);
      return respond(reply, 200, { ticket, expiresIn: STREAM_TICKET_SECONDS }, NOTIFICATION_MESSAGES.ticket);
    },
  );

  app.get(
    '/notifications/stream',
    {
      schema: {
        tags: ['notifications'],
        summary:
          "Server-sent events of the caller's new notifications (`notification`), unread count (`unread`) and batch boards (`board`); opened with a ticket",
        querystring: streamQuery,
      },
    },
    async (request, reply) => {
      const ticket = request.query.ticket;
      const owner = ticket ? await redeemStreamTicket(db, ticket) : null;
      if (!owner) throw new UnauthorizedError(NOTIFICATION_MESSAGES.badTicket);
      // Listening starts before the stream is promised: a database that is down is still a 503 here.
      await app.notificationHub.start();
      openStream(request, reply, owner);
    },
  );

  function openStream(
    request: FastifyRequest,
    reply: FastifyReply,
    owner: { userId: string; sessionId: string },
  ) {
    // The stream is written straight to the socket: no serializer, compression or cache sits in between.
    reply.hijack();
    const response = reply.raw;
    const headers: Record<string, string | number | string[]> = {};
    for (const [name, value] of Object.entries(reply.getHeaders()))
      if (value !== undefined) headers[name] = value;
    response.writeHead(200, {
      ...headers,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-store, no-transform',
      connection: 'keep-alive',
      // nginx and similar proxies: do not buffer this response.
      'x-accel-buffering': 'no',
    });
    request.raw.socket.setNoDelay(true);
    request.raw.socket.setTimeout(0);

    let open = true;
    const write = (chunk: string) => {
      if (open) response.write(chunk);
    };
    const send = (event: string, data: unknown) =>
      write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    const finish = () => {
      if (!open) return;
      open = false;
      clearInterval(heartbeat);
      unsubscribe();
      response.end();
    };

    const sessionEnded = () => {
      send('end', { reason: 'session-ended' });
      finish();
    };
    // Each event goes out only after a check that the session is still live, one after the other in
    // order: nothing reaches a stream whose session was signed out, revoked or kicked, even between
    // heartbeats.
    let delivering = Promise.resolve();
    const deliver = (event: string, data: unknown) => {
      delivering = delivering
        .then(async () => {
          if (!open) return;
          if (await sessionIsLive(db, owner.userId, owner.sessionId)) send(event, data);
          else sessionEnded();
        })
        .catch((error: unknown) => request.log.warn({ err: error }, 'stream session check failed'));
    };

    const unsubscribe = app.notificationHub.subscribe({
      userId: owner.userId,
      notification: (event) => deliver('notification', event),
      unread: (event) => deliver('unread', event),
      board: (event) => deliver('board', event),
      end: finish,
    });
    const heartbeat = setInterval(() => {
      write(': ping\n\n');
      // A signed-out or revoked session (or a removed account) ends the stream.
      sessionIsLive(db, owner.userId, owner.sessionId).then(
        (live) => {
          if (!live) sessionEnded();
        },
        (error: unknown) => request.log.warn({ err: error }, 'stream session check failed'),
      );
    }, app.ctx.config.notificationHeartbeatMs);
    response.on('close', finish);

    write('retry: 5000\n\n');
    unreadCount(db, owner.userId).then(
      (count) => send('unread', { count }),
      (error: unknown) => {
        request.log.error({ err: error }, 'stream unread count failed');
        finish();
      },
    );
  }
};
