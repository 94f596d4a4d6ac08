import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addBatchBody,
  addBatchResponse,
  addPostBody,
  addPostResponse,
  addUserBody,
  addUserResponse,
  ADMIN_MESSAGES,
  adminBatchListResponse,
  adminDashboardResponse,
  adminListQuery,
  adminPostListResponse,
  adminReportListResponse,
  adminUserListResponse,
  auditLogResponse,
  emptyResponse,
  idParam,
  reportIdParam,
  userIdParam,
} from '@pathshala/shared-api/contract';
import { currentUser, SIGNED_IN } from '../../http/auth';
import { respond } from '../../http/envelope';
import { byAccount, noticesLimit, rateLimited } from '../../http/rate-limits';
import { batchName, createBatch, destroyBatch, listAllBatches } from '../batches/manage';
import { listAuditLog, recordAudit } from './audit';
import { loadDashboard } from './dashboard';
import { listOpenReports, listPosts, listUsers } from './lists';
import { metaOf, windowOf } from './paging';
import { addPost, removePost } from './posts';
import { resolveReport } from './reports';
import { addUser, removeUser } from './users';

const tags = ['admin'];

/** The admin dashboard and management routes (SPEC §6–§8 Admin, DESIGN §5); every one admin-only. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminOnly = app.requireRole('admin');

  app.get(
    '/admin/dashboard',
    {
      schema: {
        tags,
        summary: 'Counts, sign-up growth, the 12-month sign-up series and the newest posts and batches',
        security: SIGNED_IN,
        response: { 200: adminDashboardResponse },
      },
      onRequest: adminOnly,
    },
    async (_request, reply) =>
      respond(reply, 200, await loadDashboard(app.ctx.db, app.ctx.clock()), ADMIN_MESSAGES.dashboard),
  );

  for (const role of ['teacher', 'student'] as const) {
    app.get(
      `/admin/${role}s`,
      {
        schema: {
          tags,
          summary: `Active ${role}s, newest first; q matches first name, last name or username`,
          security: SIGNED_IN,
          querystring: adminListQuery,
          response: { 200: adminUserListResponse },
        },
        onRequest: adminOnly,
      },
      async (request, reply) => {
        const page = await listUsers(app.ctx.db, role, request.query);
        return {
          ...respond(reply, 200, page.items, ADMIN_MESSAGES.listed),
          meta: metaOf(request.query, page.total),
        };
      },
    );
  }

  app.get(
    '/admin/posts',
    {
      schema: {
        tags,
        summary: 'Every post not removed, newest first; q matches title or subject',
        security: SIGNED_IN,
        querystring: adminListQuery,
        response: { 200: adminPostListResponse },
      },
      onRequest: adminOnly,
    },
    async (request, reply) => {
      const page = await listPosts(app.ctx.db, request.query);
      return {
        ...respond(reply, 200, page.items, ADMIN_MESSAGES.listed),
        meta: metaOf(request.query, page.total),
      };
    },
  );

  app.get(
    '/admin/batches',
    {
      schema: {
        tags,
        summary: 'Every batch not deleted, newest first',
        security: SIGNED_IN,
        querystring: adminListQuery,
        response: { 200: adminBatchListResponse },
      },
      onRequest: adminOnly,
    },
    async (request, reply) => {
      const page = await listAllBatches(app.ctx.db, currentUser(request), windowOf(request.query));
      return {
        ...respond(reply, 200, page.batches, ADMIN_MESSAGES.listed),
        meta: metaOf(request.query, page.total),
      };
    },
  );

  app.get(
    '/admin/get-all-reports',
    {
      schema: {
        tags,
        summary: "Open reports, newest first; q matches the reporter's or the reportee's username",
        security: SIGNED_IN,
        querystring: adminListQuery,
        response: { 200: adminReportListResponse },
      },
      onRequest: adminOnly,
    },
    async (request, reply) => {
      const page = await listOpenReports(app.ctx.db, request.query);
      return {
        ...respond(reply, 200, page.items, ADMIN_MESSAGES.listed),
        meta: metaOf(request.query, page.total),
      };
    },
  );

  app.get(
    '/admin/audit-log',
    {
      schema: {
        tags,
        summary: 'What admins did, newest first',
        security: SIGNED_IN,
        querystring: adminListQuery,
        response: { 200: auditLogResponse },
      },
      onRequest: adminOnly,
    },
    async (request, reply) => {
      const page = await listAuditLog(app.ctx.db, request.query);
      return {
        ...respond(reply, 200, page.items, ADMIN_MESSAGES.auditLog),
        meta: metaOf(request.query, page.total),
      };
    },
  );

  app.post(
    '/admin/add-user',
    {
      schema: {
        tags,
        summary: 'Add a student or teacher account (the registration rules)',
        security: SIGNED_IN,
        body: addUserBody,
        response: { 201: addUserResponse },
      },
      onRequest: adminOnly,
      preHandler: rateLimited(app, 'add-user', [
        { rule: app.ctx.rateLimits.addUserPerAccount, key: [byAccount] },
      ]),
    },
    async (request, reply) =>
      respond(
        reply,
        201,
        await addUser(app.ctx, currentUser(request), request.body),
        ADMIN_MESSAGES.userAdded,
      ),
  );

  app.post(
    '/admin/add-post',
    {
      schema: {
        tags,
        summary: 'Add a post for a student or teacher, with interested users by username',
        security: SIGNED_IN,
        body: addPostBody,
        response: { 201: addPostResponse },
      },
      onRequest: adminOnly,
    },
    async (request, reply) =>
      respond(
        reply,
        201,
        await addPost(app.ctx.db, currentUser(request), request.body),
        ADMIN_MESSAGES.postAdded,
      ),
  );

  app.post(
    '/admin/add-batch',
    {
      schema: {
        tags,
        summary: 'Create a batch owned by the named user',
        security: SIGNED_IN,
        body: addBatchBody,
        response: { 201: addBatchResponse },
      },
      onRequest: adminOnly,
      preHandler: noticesLimit(app),
    },
    async (request, reply) => {
      const admin = currentUser(request);
      const batch = await createBatch(app.ctx, request.log, admin, request.body, (tx, row) =>
        recordAudit(tx, admin.id, { action: 'add_batch', targetId: row.id, target: batchName(row) }),
      );
      return respond(reply, 201, batch, ADMIN_MESSAGES.batchAdded);
    },
  );

  app.delete(
    '/admin/remove-post/:id',
    {
      schema: {
        tags,
        summary: 'Remove a post (it leaves search and every list)',
        security: SIGNED_IN,
        params: idParam,
        response: { 200: emptyResponse },
      },
      onRequest: adminOnly,
    },
    async (request, reply) => {
      await removePost(app.ctx.db, currentUser(request), request.params.id);
      return respond(reply, 200, null, ADMIN_MESSAGES.postRemoved);
    },
  );

  app.delete(
    '/admin/remove-batch/:id',
    {
      schema: {
        tags,
        summary: 'Delete a batch as its owner would (its payments are kept; everyone in it is told)',
        security: SIGNED_IN,
        params: idParam,
        response: { 200: emptyResponse },
      },
      onRequest: adminOnly,
      preHandler: noticesLimit(app),
    },
    async (request, reply) => {
      const admin = currentUser(request);
      await destroyBatch(app.ctx, request.log, admin, request.params.id, (tx, row) =>
        recordAudit(tx, admin.id, { action: 'remove_batch', targetId: row.id, target: batchName(row) }),
      );
      return respond(reply, 200, null, ADMIN_MESSAGES.batchRemoved);
    },
  );

  app.delete(
    '/report/delete/:reportId',
    {
      schema: {
        tags: ['reports', ...tags],
        summary: 'Resolve an open report (kept for audit; the reporter is told)',
        security: SIGNED_IN,
        params: reportIdParam,
        response: { 200: emptyResponse },
      },
      onRequest: adminOnly,
      preHandler: noticesLimit(app),
    },
    async (request, reply) => {
      await resolveReport(app.ctx, request.log, currentUser(request), request.params.reportId);
      return respond(reply, 200, null, ADMIN_MESSAGES.reportResolved);
    },
  );

  app.delete(
    '/admin/remove-user/:userId',
    {
      schema: {
        tags,
        summary: 'Kick a student or teacher: the account is removed and signed out everywhere; history stays',
        security: SIGNED_IN,
        params: userIdParam,
        response: { 200: emptyResponse },
      },
      onRequest: adminOnly,
      preHandler: noticesLimit(app),
    },
    async (request, reply) => {
      await removeUser(app.ctx, request.log, currentUser(request), request.params.userId);
      return respond(reply, 200, null, ADMIN_MESSAGES.userRemoved);
    },
  );
};
