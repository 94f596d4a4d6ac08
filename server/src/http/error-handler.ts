import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable, isUnstorableText, poolExhaustion } from '../db/errors';
import { errorBody } from './envelope';
import { HttpError, TooManyRequestsError, UNAUTHORIZED_MESSAGE } from './errors';

/** Public wording per status for errors raised by Fastify or a plugin; their own texts may name internals. */
const GENERIC_MESSAGES: Record<number, string> = {
  400: 'Invalid request',
  401: UNAUTHORIZED_MESSAGE,
  403: 'You do not have permission to do this',
  404: 'Not found',
  405: 'Method not allowed',
  406: 'Not acceptable',
  413: 'Request is too large',
  414: 'Request URL is too long',
  415: 'Unsupported media type',
  429: 'Too many requests. Please try again later.',
};

/** Text the database cannot store, e.g. with a NUL character in it. */
export const UNSTORABLE_TEXT_MESSAGE = 'Text must not contain NUL or other invalid characters';

const CODE_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Invalid JSON body',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Invalid JSON body',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported media type',
};

export const SERVICE_UNAVAILABLE_MESSAGE = 'Service temporarily unavailable. Please try again later.';
/** Every database connection of this instance stayed busy for as long as a request may wait for one. */
export const SERVER_BUSY_MESSAGE = 'The server is busy right now. Please try again in a moment.';
/** Seconds a client is asked to wait after SERVER_BUSY_MESSAGE: a busy pool frees up in moments, or not soon. */
const SERVER_BUSY_RETRY_AFTER_SECONDS = 2;
export const INTERNAL_ERROR_MESSAGE = 'Something went wrong';

interface FieldIssue {
  instancePath: string;
  /** The zod issue code; 'custom' is one of our own rules, whose message is written for people. */
  keyword?: string;
  message?: string;
}

/**
 * Validation issues become { field: first message } and the first issue's message leads. An issue about
 * the whole body leads with our own rule's message (e.g. 'Nothing to update'), else a generic one.
 */
function validationBody(request: FastifyRequest, issues: FieldIssue[], context: string | undefined) {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    if (field && !(field in errors)) errors[field] = issue.message ?? 'Invalid value';
  }
  const first = issues[0];
  const aboutAField = first !== undefined && first.instancePath.replace(/^\//, '') !== '';
  const ownRule = first?.keyword === 'custom' && first.message;
  const message = aboutAField
    ? (first.message ?? 'Invalid request')
    : ownRule || (context === 'body' ? 'Invalid request body' : 'Invalid request');
  return errorBody(request, 400, message, errors);
}

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    return reply.code(400).send(validationBody(request, error.validation, error.validationContext));
  }
  if (error instanceof HttpError) {
    if (error instanceof TooManyRequestsError) reply.header('retry-after', String(error.retryAfterSeconds));
    return reply
      .code(error.statusCode)
      .send(errorBody(request, error.statusCode, error.message, error.errors));
  }
  if (isUnstorableText(error)) {
    return reply.code(400).send(errorBody(request, 400, UNSTORABLE_TEXT_MESSAGE));
  }
  const exhausted = poolExhaustion(error);
  if (exhausted) {
    request.log.warn(
      { poolSize: exhausted.poolSize, waitMs: exhausted.waitMs },
      `database pool exhausted: all ${exhausted.poolSize} connections busy for ${exhausted.waitMs} ms`,
    );
    reply.header('retry-after', String(SERVER_BUSY_RETRY_AFTER_SECONDS));
    return reply.code(503).send(errorBody(request, 503, SERVER_BUSY_MESSAGE));
  }
  if (isDatabaseUnavailable(error)) {
    request.log.error({ err: error }, 'database unavailable');
    return reply.code(503).send(errorBody(request, 503, SERVICE_UNAVAILABLE_MESSAGE));
  }
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500) {
    const message = CODE_MESSAGES[error.code] ?? GENERIC_MESSAGES[status] ?? 'Invalid request';
    return reply.code(status).send(errorBody(request, status, message));
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.code(500).send(errorBody(request, 500, INTERNAL_ERROR_MESSAGE));
}

/**
 * The one error handler: every failure leaves as the error envelope, never with internals, its messages in the
 * caller's language.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(handleError);
}

/**
 * Fastify's `frameworkErrors` option: errors the router raises before any route runs (a path that is not
 * valid percent-encoding, a parameter past maxParamLength) go out as the same envelope, not Fastify's own.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  handleError(error, request, reply);
}
