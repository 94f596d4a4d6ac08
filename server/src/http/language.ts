import type { FastifyInstance, FastifyRequest } from 'fastify';
import { negotiateLanguage, type Language } from '../i18n/language';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The signed-in account's chosen language (set by authenticate, by a sign-in and by PUT /users/language),
     * null when there is no account or it never chose one.
     */
    accountLanguage: Language | null;
  }
}

export function installRequestLanguage(app: FastifyInstance): void {
  app.decorateRequest('accountLanguage', null);
}

/**
 * The language the server answers `request` in: the account's choice, else the browser's Accept-Language
 * (Bangla for a `bn` range, English otherwise). Only texts follow it; fields, codes and the envelope never change.
 */
export function requestLanguage(request: FastifyRequest): Language {
  return request.accountLanguage ?? negotiateLanguage(request.headers['accept-language']);
}
