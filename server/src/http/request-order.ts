import type { FastifyInstance } from 'fastify';
import { handleAsRequest } from '../db/request-age';

/**
 * Tells the database when each request started, so that it serves the oldest requests' statements first
 * (db/request-age.ts): every later hook and the handler run inside the request's start, its body's reading
 * included (Fastify carries the context across it).
 */
export function installRequestOrder(app: FastifyInstance): void {
  app.addHook('onRequest', (_request, _reply, done) => handleAsRequest(performance.now(), done));
}
