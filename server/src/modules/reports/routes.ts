import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createReportBody, createReportResponse, REPORT_MESSAGES } from '@pathshala/shared-api/contract';
import { currentUser, SIGNED_IN } from '../../http/auth';
import { respond } from '../../http/envelope';
import { reportsLimit } from '../../http/rate-limits';
import { fileReport } from './file';

/** Reports about users (SPEC §7 Ratings and reports, DESIGN §5 Reports); admins resolve them later. */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/report/create',
    {
      config: { keepsReadCaches: true },
      schema: {
        tags: ['reports'],
        summary: 'Report another user to the admins',
        security: SIGNED_IN,
        body: createReportBody,
        response: { 201: createReportResponse },
      },
      onRequest: app.authenticate,
      preHandler: reportsLimit(app),
    },
    async (request, reply) => {
      const { reportee_id: reporteeId, message } = request.body;
      const report = await fileReport(app.ctx.db, currentUser(request), reporteeId, message);
      return respond(reply, 201, report, REPORT_MESSAGES.created);
    },
  );
};
