import type { FastifyInstance } from 'fastify';
import { handleAsRequest } from '../db/checkout-order';

/**
 * Tells the database pool when each request started, so that its connections go to the oldest requests first
 * (db/checkout-order.ts): every later hook and the handler run inside the request's start, its body's reading
 * included (Fastify carries the context across it). Only worth its cost where there is a pool to order: on
 * PostgreSQL.
 */
export function installRequestOrder(app: FastifyInstance): void {
  app.addHook('onRequest', (_request, _reply, done) => handleAsRequest(performance.now(), done));
}
