import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createReportBody, createReportResponse, REPORT_MESSAGES } from '@pathshala/shared-api/contract';
import { reports } from '../../db/schema';
import { currentUser, SIGNED_IN } from '../../http/auth';
import { respond } from '../../http/envelope';
import { BadRequestError, NotFoundError } from '../../http/errors';
import { findActiveUserById } from '../users/repository';

/** Reports about users (SPEC §7 Ratings and reports, DESIGN §5 Reports); admins resolve them later. */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/report/create',
    {
      schema: {
        tags: ['reports'],
        summary: 'Report another user to the admins',
        security: SIGNED_IN,
        body: createReportBody,
        response: { 201: createReportResponse },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const caller = currentUser(request);
      const { reportee_id: reporteeId, message } = request.body;
      if (reporteeId === caller.id) {
        throw new BadRequestError(REPORT_MESSAGES.notYourself, { reportee_id: REPORT_MESSAGES.notYourself });
      }
      const reportee = await findActiveUserById(app.ctx.db, reporteeId);
      if (!reportee) throw new NotFoundError(REPORT_MESSAGES.userNotFound);
      const [row] = await app.ctx.db
        .insert(reports)
        .values({ reporterId: caller.id, reporteeId, message })
        .returning();
      if (!row) throw new Error('report was not inserted');
      return respond(
        reply,
        201,
        {
          _id: row.id,
          reportee_id: { _id: reportee.id, username: reportee.username },
          message: row.message,
          createdAt: row.createdAt.toISOString(),
        },
        REPORT_MESSAGES.created,
      );
    },
  );
};
