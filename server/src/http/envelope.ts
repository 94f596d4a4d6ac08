import type { FastifyReply } from 'fastify';

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

/** Sets the status and returns the success envelope for the handler to return. */
export function respond<T>(reply: FastifyReply, statusCode: number, data: T, message: string): Envelope<T> {
  reply.code(statusCode);
  return { statusCode, data, message, success: true };
}

export function errorBody(statusCode: number, message: string, errors?: Record<string, string>): ErrorBody {
  return errors && Object.keys(errors).length > 0
    ? { statusCode, data: null, message, success: false, errors }
    : { statusCode, data: null, message, success: false };
}

/** What Fastify sends JSON as; a string payload with this type is sent unchanged. */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/**
 * The body a 200 response would have, made by the route's own response serializer (the contract schema
 * parses it, so only its fields remain, then JSON.stringify): for a route that caches what it sends.
 */
export function serializeOk(reply: FastifyReply, payload: Record<string, unknown>): string {
  const serialize = reply.getSerializationFunction('200');
  if (!serialize) throw new Error(`${reply.request.url} has no 200 response schema`);
  return serialize(payload);
}
