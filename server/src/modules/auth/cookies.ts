import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CookieSerializeOptions } from '@fastify/cookie';
import { API_PREFIX } from '../../http/prefix';
import { PERSISTENT_SESSION_MS } from './sessions';

export const REFRESH_COOKIE = 'refreshToken';

function baseOptions(secure: boolean): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'strict', path: API_PREFIX, secure };
}

/** Remember me gets a 30-day cookie; otherwise a browser-session cookie (no Max-Age). */
export function setRefreshCookie(
  reply: FastifyReply,
  token: string,
  persistent: boolean,
  secure: boolean,
): void {
  reply.setCookie(REFRESH_COOKIE, token, {
    ...baseOptions(secure),
    ...(persistent ? { maxAge: PERSISTENT_SESSION_MS / 1000 } : {}),
  });
}

export function clearRefreshCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(REFRESH_COOKIE, baseOptions(secure));
}

export function refreshCookie(request: FastifyRequest): string | undefined {
  return request.cookies[REFRESH_COOKIE] || undefined;
}
