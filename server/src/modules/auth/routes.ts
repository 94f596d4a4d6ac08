import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  emptyResponse,
  forgotPasswordBody,
  loginBody,
  loginResponse,
  logoutBody,
  refreshResponse,
  registerBody,
  registerResponse,
  resetPasswordBody,
} from '@pathshala/shared-api/contract';
import { bearerToken } from '../../http/auth';
import { respond } from '../../http/envelope';
import type { UserRow } from '../../db/schema';
import { byBodyField, byIp, rateLimited, type KeyPart } from '../../http/rate-limits';
import { toUserProfile } from '../users/repository';
import { clearRefreshCookie, refreshCookie, setRefreshCookie } from './cookies';
import {
  AUTH_MESSAGES,
  findLoginAccount,
  login,
  logout,
  refresh,
  RefreshRaceError,
  register,
  requestPasswordReset,
  resetPassword,
  type SignedIn,
} from './service';
import type { ClientInfo } from './sessions';

/** The account each sign-in request names (its preHandler looks it up once, for the limits and the handler). */
const loginAccounts = new WeakMap<FastifyRequest, { user: UserRow | undefined }>();

const byIdentifier = byBodyField('username');

/**
 * Guesses count against the account, whether it is named by username or by email; a name that matches no
 * account counts against itself (normalised), so unknown names are limited alike.
 */
const byLoginAccount: KeyPart = (request) => {
  const user = loginAccounts.get(request)?.user;
  return user ? `account:${user.id}` : `name:${byIdentifier(request)}`;
};

const clientInfo = (request: FastifyRequest): ClientInfo => ({
  userAgent: request.headers['user-agent'],
  ip: request.ip,
});

/** Login and refresh answer the token in `data` and, for older clients, as an Authorization header. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, rateLimits } = app.ctx;
  const secure = config.isProduction;
  // What guards passwords and accounts refuses to run uncounted while the rate limit store is away.
  const signIn = { failClosed: true };

  function answerSignedIn<Extra extends object>(
    reply: FastifyReply,
    signedIn: SignedIn,
    message: string,
    extra: Extra,
  ) {
    setRefreshCookie(reply, signedIn.session.refreshToken, signedIn.session.persistent, secure);
    reply.header('authorization', `Bearer ${signedIn.accessToken}`);
    return respond(
      reply,
      200,
      { accessToken: signedIn.accessToken, role: signedIn.session.user.role, ...extra },
      message,
    );
  }

  app.post(
    '/register',
    {
      config: { keepsReadCaches: true },
      schema: {
        tags: ['auth'],
        summary: 'Register a student or teacher',
        body: registerBody,
        response: { 201: registerResponse },
      },
      preHandler: rateLimited(app, 'register', [{ rule: rateLimits.registerPerIp, key: [byIp] }], signIn),
    },
    async (request, reply) => {
      const user = await register(app.ctx, request.body);
      return respond(reply, 201, toUserProfile(user), 'Registration successful');
    },
  );

  app.post(
    '/login',
    {
      config: { keepsReadCaches: true },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with username or email',
        body: loginBody,
        response: { 200: loginResponse },
      },
      // The per-IP limit is checked before the account is looked up, so a flood costs no queries.
      preHandler: [
        rateLimited(app, 'login', [{ rule: rateLimits.loginPerIp, key: [byIp] }], signIn),
        async (request) => {
          loginAccounts.set(request, { user: await findLoginAccount(app.ctx, request.body.username) });
        },
        rateLimited(
          app,
          'login-account',
          [
            { rule: rateLimits.loginPerAccount, key: [byIp, byLoginAccount] },
            { rule: rateLimits.loginPerAccountAnyIp, key: [byLoginAccount] },
          ],
          signIn,
        ),
      ],
    },
    async (request, reply) => {
      const user = loginAccounts.get(request)?.user;
      const signedIn = await login(app.ctx, user, request.body, clientInfo(request));
      // Signed in now: this answer speaks the account's language when it chose one.
      request.accountLanguage = signedIn.language;
      return answerSignedIn(reply, signedIn, 'Login successful', { language: signedIn.language });
    },
  );

  app.post(
    '/refresh-accesstoken',
    {
      schema: {
        tags: ['auth'],
        summary: 'Rotate the refresh cookie for a new access token',
        response: { 200: refreshResponse },
      },
    },
    async (request, reply) => {
      try {
        return answerSignedIn(
          reply,
          await refresh(app.ctx, refreshCookie(request), clientInfo(request)),
          'Access token refreshed',
          {},
        );
      } catch (error) {
        if (!(error instanceof RefreshRaceError)) clearRefreshCookie(reply, secure);
        throw error;
      }
    },
  );

  app.post(
    '/logout',
    {
      // Fastify hands a missing body to the validator as null.
      schema: {
        tags: ['auth'],
        summary: 'End the current session',
        body: logoutBody.nullable(),
        response: { 200: emptyResponse },
      },
    },
    async (request, reply) => {
      const accessTokens = [bearerToken(request), request.body?.accessToken].filter(
        (token): token is string => !!token,
      );
      await logout(app.ctx, refreshCookie(request), accessTokens);
      clearRefreshCookie(reply, secure);
      return respond(reply, 200, null, 'Logged out successfully');
    },
  );

  app.post(
    '/forget-password',
    {
      config: { keepsReadCaches: true },
      schema: {
        tags: ['auth'],
        summary: 'Mail a password reset link',
        body: forgotPasswordBody,
        response: { 200: emptyResponse },
      },
      preHandler: rateLimited(
        app,
        'forgot',
        [
          { rule: rateLimits.forgotPerIp, key: [byIp] },
          { rule: rateLimits.forgotPerEmail, key: [byBodyField('email')] },
        ],
        signIn,
      ),
    },
    async (request, reply) => {
      await requestPasswordReset(app.ctx, request.body.email);
      return respond(reply, 200, null, AUTH_MESSAGES.forgotPassword);
    },
  );

  app.post(
    '/reset-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset token',
        body: resetPasswordBody,
        response: { 200: emptyResponse },
      },
      preHandler: rateLimited(app, 'reset', [{ rule: rateLimits.resetPerIp, key: [byIp] }], signIn),
    },
    async (request, reply) => {
      await resetPassword(app.ctx, request.body.token, request.body.newPassword);
      return respond(reply, 200, null, 'Password reset successful');
    },
  );
};
