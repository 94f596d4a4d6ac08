import type { FastifyPluginAsync } from 'fastify';
import { SHUTTING_DOWN_MESSAGE } from './draining';
import { errorBody, localMessage } from './envelope';

const PING_TIMEOUT_MS = 2000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * /healthz: the process is up. /readyz: the database answers too, and the instance is not stopping (for load
 * balancers: one that is draining finishes what it has but should be sent nothing new).
 */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/healthz', { schema: { hide: true } }, async (request) => ({
    statusCode: 200,
    data: { status: 'ok' },
    message: localMessage(request, 'OK'),
    success: true,
  }));

  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    if (app.isDraining()) return reply.code(503).send(errorBody(request, 503, SHUTTING_DOWN_MESSAGE));
    try {
      await withTimeout(app.ctx.database.ping(), PING_TIMEOUT_MS);
      return {
        statusCode: 200,
        data: { status: 'ready' },
        message: localMessage(request, 'Ready'),
        success: true,
      };
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check failed');
      return reply.code(503).send(errorBody(request, 503, 'Database unavailable'));
    }
  });
};
