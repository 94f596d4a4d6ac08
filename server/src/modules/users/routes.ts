import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  getUserResponse,
  idParam,
  LANGUAGE_MESSAGES,
  saveLanguageBody,
  saveLanguageResponse,
  viewProfileResponse,
} from '@pathshala/shared-api/contract';
import { currentUser, SIGNED_IN } from '../../http/auth';
import { respond } from '../../http/envelope';
import { NotFoundError, UnauthorizedError } from '../../http/errors';
import { ratingSummary } from '../ratings/service';
import { profileRoutes } from './profile';
import { findActiveUserById, saveLanguage, toUserProfile } from './repository';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  // Its own plugin: multipart parsing applies to the profile update only.
  await app.register(profileRoutes);

  app.get(
    '/users/viewprofile',
    {
      schema: {
        tags: ['users'],
        summary: "The signed-in user's profile",
        security: SIGNED_IN,
        response: { 200: viewProfileResponse },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const user = await findActiveUserById(app.ctx.db, currentUser(request).id);
      // Removed since the session was checked (a kick racing this request, or on another instance).
      if (!user) throw new UnauthorizedError();
      return respond(reply, 200, toUserProfile(user), 'Profile fetched successfully');
    },
  );

  app.put(
    '/users/language',
    {
      schema: {
        tags: ['users'],
        summary:
          "Sets the caller's language (en or bn): the server's messages to this account and its mails follow it",
        security: SIGNED_IN,
        body: saveLanguageBody,
        response: { 200: saveLanguageResponse },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const user = await saveLanguage(app.ctx.db, currentUser(request).id, request.body.language);
      // Removed since the session was checked (a kick racing this request, or on another instance).
      if (!user) throw new UnauthorizedError();
      // This answer already speaks the new language.
      request.accountLanguage = user.language;
      return respond(reply, 200, toUserProfile(user), LANGUAGE_MESSAGES.saved);
    },
  );

  app.get(
    '/users/get-user/:id',
    {
      schema: {
        tags: ['users'],
        summary: "A teacher's public details (a student's or admin's only to themselves and admins)",
        security: SIGNED_IN,
        params: idParam,
        response: { 200: getUserResponse },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const caller = currentUser(request);
      const user = await findActiveUserById(app.ctx.db, request.params.id);
      // A teacher's page (name, email, rating) is public to anyone signed in; nobody else's is. Hidden
      // as not found, so an id does not tell whether it belongs to someone.
      const visible = user && (user.role === 'teacher' || user.id === caller.id || caller.role === 'admin');
      if (!visible) throw new NotFoundError('User not found');
      const rating = user.role === 'teacher' ? await ratingSummary(app.ctx.db, user.id) : null;
      return respond(reply, 200, { ...toUserProfile(user), rating }, 'User fetched successfully');
    },
  );
};
