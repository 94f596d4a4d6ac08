import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { studentDashboardResponse, teacherDashboardResponse } from '@pathshala/shared-api/contract';
import { currentUser, SIGNED_IN } from '../../http/auth';
import { respond } from '../../http/envelope';
import { recommendPosts } from './recommendations';
import { teacherDashboard } from './teacher';

export const dashboardsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/student/dashboard',
    {
      schema: {
        tags: ['dashboards'],
        summary: "Open teachers' posts recommended for the student, best fit first",
        security: SIGNED_IN,
        response: { 200: studentDashboardResponse },
      },
      onRequest: app.requireRole('student'),
    },
    async (request, reply) => {
      const recommended = await recommendPosts(app.ctx.db, currentUser(request).id);
      return respond(reply, 200, recommended, 'Dashboard fetched successfully');
    },
  );

  app.get(
    '/teacher/dashboard',
    {
      schema: {
        tags: ['dashboards'],
        summary: "The teacher's ratings, newest reviews, students and running batches",
        security: SIGNED_IN,
        response: { 200: teacherDashboardResponse },
      },
      onRequest: app.requireRole('teacher'),
    },
    async (request, reply) => {
      const data = await teacherDashboard(app.ctx.db, currentUser(request).id);
      return respond(reply, 200, data, 'Dashboard fetched successfully');
    },
  );
};
