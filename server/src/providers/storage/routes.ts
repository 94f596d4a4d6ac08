import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../../http/errors';
import { orUnavailable } from './index';
import { isUploadKey } from './keys';

/**
 * GET /uploads/:name serves an uploaded file from whichever storage holds it, with the type its name
 * records (fixed when it was stored from its bytes), `nosniff`, and a policy that runs nothing in it.
 * Public on purpose: an <img> sends no Bearer token, and the names are random and unguessable.
 */
export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/uploads/:name',
    {
      schema: {
        tags: ['users'],
        summary: 'An uploaded image (a profile cover image)',
        params: z.object({ name: z.string().max(100) }),
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      if (!isUploadKey(name)) throw new NotFoundError('File not found');
      const stored = await orUnavailable(app.storage.get(name), request.log);
      if (!stored) throw new NotFoundError('File not found');
      return reply
        .header('content-type', stored.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(stored.body);
    },
  );
};
