import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  acceptTeacherParam,
  batchSummaryResponse,
  createPostBody,
  emptyResponse,
  idParam,
  POST_MESSAGES,
  postListResponse,
  postResponse,
  postRoleParam,
  postSearchQuery,
  postSearchResponse,
  updatePostBody,
} from '@pathshala/shared-api/contract';
import { currentUser, SIGNED_IN } from '../../http/auth';
import { SharedAnswer } from '../../http/compression';
import { JSON_CONTENT_TYPE, respond, serializeOk } from '../../http/envelope';
import { requestLanguage } from '../../http/language';
import { noticesLimit, postsLimit } from '../../http/rate-limits';
import { ForbiddenError, NotFoundError } from '../../http/errors';
import { findPost, insertPost, listPostsOfUser, loadPost, markPostRemoved } from './repository';
import { acceptTeacher } from './accept';
import { editPost, newPostColumns } from './edit';
import { applyInterest, retractInterest } from './interest';
import { searcherKey, searchPosts, type SearchSide } from './search';

const INTEREST_ROUTES = [
  {
    method: 'POST',
    action: 'apply',
    change: applyInterest,
    summary: "Show interest in (or join) a post as the caller's role",
    message: 'Interest added successfully',
  },
  {
    method: 'DELETE',
    action: 'retract',
    change: retractInterest,
    summary: 'Withdraw interest from (or leave) a post',
    message: 'Interest withdrawn successfully',
  },
] as const;

const SEARCH_SUMMARIES: Record<SearchSide, string> = {
  teacher: "Teachers search open students' requests",
  student: "Students search open teachers' posts",
};

async function loadOrNotFound(...args: Parameters<typeof loadPost>) {
  const post = await loadPost(...args);
  if (!post) throw new NotFoundError(POST_MESSAGES.notFound);
  return post;
}

export const postsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/post/create',
    {
      schema: {
        tags: ['posts'],
        summary: "Create a post: a teacher's offer or a student's request",
        security: SIGNED_IN,
        body: createPostBody,
        response: { 201: postResponse },
      },
      onRequest: app.requireRole('student', 'teacher'),
      preHandler: postsLimit(app),
    },
    async (request, reply) => {
      const user = currentUser(request);
      // requireRole admitted only these two; the narrowing is for the type checker.
      const role = user.role === 'teacher' ? 'teacher' : 'student';
      const id = await insertPost(app.ctx.db, { id: user.id, role }, newPostColumns(role, request.body));
      return respond(reply, 201, await loadOrNotFound(app.ctx.db, id), 'Post created successfully');
    },
  );

  app.get(
    '/post/posts',
    {
      schema: {
        tags: ['posts'],
        summary: "The caller's own posts and the posts they are interested in, newest first",
        security: SIGNED_IN,
        response: { 200: postListResponse },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const posts = await listPostsOfUser(app.ctx.db, currentUser(request).id);
      return respond(reply, 200, posts, 'Posts fetched successfully');
    },
  );

  app.put(
    '/post/update/:id',
    {
      schema: {
        tags: ['posts'],
        summary: 'Edit your own post',
        security: SIGNED_IN,
        params: idParam,
        body: updatePostBody,
        response: { 200: postResponse },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const { id } = request.params;
      await editPost(app.ctx.db, currentUser(request).id, id, request.body);
      return respond(reply, 200, await loadOrNotFound(app.ctx.db, id), 'Post updated successfully');
    },
  );

  app.delete(
    '/post/delete/:id',
    {
      schema: {
        tags: ['posts'],
        summary: 'Remove your own post (admins may remove any)',
        security: SIGNED_IN,
        params: idParam,
        response: { 200: emptyResponse },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const { id } = request.params;
      const user = currentUser(request);
      const existing = await findPost(app.ctx.db, id);
      if (!existing) throw new NotFoundError(POST_MESSAGES.notFound);
      if (existing.ownerId !== user.id && user.role !== 'admin')
        throw new ForbiddenError(POST_MESSAGES.notOwnerDelete);
      await markPostRemoved(app.ctx.db, id);
      return respond(reply, 200, null, 'Post deleted successfully');
    },
  );

  for (const side of ['teacher', 'student'] as const) {
    app.get(
      `/post/${side}/search`,
      {
        schema: {
          tags: ['posts'],
          summary: SEARCH_SUMMARIES[side],
          security: SIGNED_IN,
          querystring: postSearchQuery,
          response: { 200: postSearchResponse },
        },
        onRequest: app.requireRole(side),
      },
      async (request, reply) => {
        const query = request.query;
        // The cache keeps the serialized response, made by this route's own response serializer (the
        // contract schema's whitelist), with its compressed copies, so a hit costs no query, no schema pass,
        // no JSON.stringify and no compression.
        // A page is the same for everyone on this side who is alike as far as it depends on them (a teacher's
        // gender; the place, for sort=nearest: searcherKey), so people asking alike, in the same language (the
        // message), share it; never anyone's id.
        const { gender, location } = currentUser(request);
        const searcher = { gender, location };
        const key = `${side}|${requestLanguage(request)}|${searcherKey(side, query, searcher)}|${JSON.stringify(query)}`;
        // Says whether the read cache answered (Server-Timing, as browsers' developer tools show it).
        reply.header('server-timing', `cache;desc=${app.readCaches.search.has(key) ? 'hit' : 'miss'}`);
        const body = await app.readCaches.search.get(key, async () => {
          const found = await searchPosts(app.ctx.db, side, query, searcher, app.readCaches.searchTotals);
          return new SharedAnswer(
            serializeOk(reply, {
              statusCode: 200,
              data: found.posts,
              message: 'Posts fetched successfully',
              success: true,
              meta: { page: query.page, limit: query.limit, total: found.total },
            }),
          );
        });
        // Bytes with a JSON content type go out as they are (Fastify does not serialize them again, and
        // installCompression sends the answer's kept copy); the type provider only knows the object form, hence
        // the cast.
        return reply
          .code(200)
          .type(JSON_CONTENT_TYPE)
          .send(body.bytes as never);
      },
    );
  }

  for (const { method, action, change, summary, message } of INTEREST_ROUTES) {
    app.route({
      method,
      url: `/post/:role/${action}/:postId`,
      schema: {
        tags: ['posts'],
        summary,
        security: SIGNED_IN,
        params: postRoleParam,
        response: { 200: postResponse },
      },
      onRequest: app.authenticate,
      preHandler: noticesLimit(app),
      handler: async (request, reply) => {
        const { role, postId } = request.params;
        const user = currentUser(request);
        if (user.role !== role) throw new ForbiddenError(POST_MESSAGES.notYourRole);
        const post = await change(
          app.ctx,
          request.log,
          { id: user.id, username: user.username, role },
          postId,
        );
        return respond(reply, 200, post, message);
      },
    });
  }

  app.post(
    '/post/student/accept/:postId/:teacherId',
    {
      schema: {
        tags: ['posts'],
        summary: 'Accept a teacher interested in your request: the request becomes a batch',
        security: SIGNED_IN,
        params: acceptTeacherParam,
        response: { 201: batchSummaryResponse },
      },
      onRequest: app.requireRole('student'),
      preHandler: noticesLimit(app),
    },
    async (request, reply) => {
      const { postId, teacherId } = request.params;
      const batch = await acceptTeacher(app.ctx, request.log, currentUser(request).id, postId, teacherId);
      return respond(reply, 201, batch, 'Teacher accepted successfully');
    },
  );
};
