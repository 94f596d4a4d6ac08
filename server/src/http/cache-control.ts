import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from './prefix';

const isApiUrl = (url: string) =>
  url === API_PREFIX || url.startsWith(`${API_PREFIX}/`) || url.startsWith(`${API_PREFIX}?`);

/**
 * API answers carry access tokens and personal data: no browser or proxy cache may keep them. A route
 * that may be cached (an uploaded image) sets its own Cache-Control, which is left alone.
 */
export function installApiNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (isApiUrl(request.url) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
}
