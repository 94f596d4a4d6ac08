import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deleteRatingResponse,
  giveRatingBody,
  paginationQuery,
  RATING_MESSAGES,
  ratingIdParam,
  ratingSummaryResponse,
  reviewResponse,
  reviewsResponse,
  teacherIdParam,
  updateRatingBody,
} from '@pathshala/shared-api/contract';
import { currentUser, SIGNED_IN } from '../../http/auth';
import { respond } from '../../http/envelope';
import { noticesLimit } from '../../http/rate-limits';
import {
  deleteRating,
  giveRating,
  ratingSummary,
  requireTeacher,
  teacherReviews,
  updateRating,
} from './service';

/** Ratings and reviews of teachers (SPEC §7 Ratings and reports, DESIGN §5 Ratings). */
export const ratingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/rating/view-reviews/:teacherId',
    {
      schema: {
        tags: ['ratings'],
        summary: "A teacher's ratings and reviews, newest first",
        security: SIGNED_IN,
        params: teacherIdParam,
        querystring: paginationQuery,
        response: { 200: reviewsResponse },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const { page, limit } = request.query;
      const { teacherId } = request.params;
      await requireTeacher(app.ctx.db, teacherId);
      const found = await teacherReviews(app.ctx.db, teacherId, page, limit);
      return {
        ...respond(reply, 200, found.items, RATING_MESSAGES.reviews),
        meta: { page, limit, total: found.total },
      };
    },
  );

  app.get(
    '/rating/get-rating/:teacherId',
    {
      schema: {
        tags: ['ratings'],
        summary: "A teacher's average rating (null when unrated) and how many ratings it is over",
        security: SIGNED_IN,
        params: teacherIdParam,
        response: { 200: ratingSummaryResponse },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      await requireTeacher(app.ctx.db, request.params.teacherId);
      const summary = await ratingSummary(app.ctx.db, request.params.teacherId);
      return respond(reply, 200, summary, RATING_MESSAGES.average);
    },
  );

  app.post(
    '/rating/give-rating/:teacherId',
    {
      config: { keepsReadCaches: true },
      schema: {
        tags: ['ratings'],
        summary: 'A student rates (and may review) a teacher they study or studied with; once per teacher',
        security: SIGNED_IN,
        params: teacherIdParam,
        body: giveRatingBody,
        response: { 201: reviewResponse },
      },
      onRequest: app.requireRole('student'),
      preHandler: noticesLimit(app),
    },
    async (request, reply) => {
      const caller = currentUser(request);
      const review = await app.ctx.db.transaction((tx) =>
        giveRating(tx, caller, request.params.teacherId, request.body),
      );
      return respond(reply, 201, review, RATING_MESSAGES.given);
    },
  );

  app.put(
    '/rating/update-rating/:ratingId',
    {
      config: { keepsReadCaches: true },
      schema: {
        tags: ['ratings'],
        summary: 'The student edits their own rating or review',
        security: SIGNED_IN,
        params: ratingIdParam,
        body: updateRatingBody,
        response: { 200: reviewResponse },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const caller = currentUser(request);
      const review = await app.ctx.db.transaction((tx) =>
        updateRating(tx, caller, request.params.ratingId, request.body),
      );
      return respond(reply, 200, review, RATING_MESSAGES.updated);
    },
  );

  app.delete(
    '/rating/delete-rating/:ratingId',
    {
      config: { keepsReadCaches: true },
      schema: {
        tags: ['ratings'],
        summary: 'The student deletes their own rating and review',
        security: SIGNED_IN,
        params: ratingIdParam,
        response: { 200: deleteRatingResponse },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const caller = currentUser(request);
      await app.ctx.db.transaction((tx) => deleteRating(tx, caller, request.params.ratingId));
      return respond(reply, 200, null, RATING_MESSAGES.deleted);
    },
  );
};
