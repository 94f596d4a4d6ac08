import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestLanguage } from './language';
import { MessageTranslator, type UntranslatedListener } from './messages';

declare module 'fastify' {
  interface FastifyInstance {
    /** Puts the envelope's messages into the caller's language (see messages.ts). */
    messages: MessageTranslator;
  }
}

export function installMessages(app: FastifyInstance, onUntranslated: UntranslatedListener): void {
  app.decorate('messages', new MessageTranslator(onUntranslated));
}

/** An API message in the language of the request it answers. */
export function localMessage(request: FastifyRequest, message: string): string {
  return request.server.messages.translate(message, requestLanguage(request));
}

export interface Envelope<T> {
  statusCode: number;
  data: T;
  message: string;
  success: boolean;
}

export interface ErrorBody {
  statusCode: number;
  data: null;
  message: string;
  success: false;
  errors?: Record<string, string>;
}

/**
 * Sets the status and returns the success envelope for the handler to return, its message (English, the
 * spec's words) in the caller's language.
 */
export function respond<T>(reply: FastifyReply, statusCode: number, data: T, message: string): Envelope<T> {
  reply.code(statusCode);
  return { statusCode, data, message: localMessage(reply.request, message), success: true };
}

/** The error envelope answering `request`, its messages (English, the spec's words) in the caller's language. */
export function errorBody(
  request: FastifyRequest,
  statusCode: number,
  message: string,
  errors?: Record<string, string>,
): ErrorBody {
  const body: ErrorBody =
    errors && Object.keys(errors).length > 0
      ? { statusCode, data: null, message, success: false, errors }
      : { statusCode, data: null, message, success: false };
  return request.server.messages.localize(body, requestLanguage(request));
}

/** What Fastify sends JSON as; a string payload with this type is sent unchanged. */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/**
 * The body a 200 response would have, its message in the caller's language, made by the route's own response
 * serializer (the contract schema parses it, so only its fields remain, then JSON.stringify): for a route that
 * caches what it sends (so the cache key must name the language).
 */
export function serializeOk(
  reply: FastifyReply,
  payload: { message: string } & Record<string, unknown>,
): string {
  const serialize = reply.getSerializationFunction('200');
  if (!serialize) throw new Error(`${reply.request.url} has no 200 response schema`);
  return serialize({ ...payload, message: localMessage(reply.request, payload.message) });
}
