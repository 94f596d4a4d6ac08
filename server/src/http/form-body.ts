import type { FastifyInstance } from 'fastify';

/** The most a gateway form POST needs (SSLCommerz's fields come to a few kilobytes). */
const FORM_BODY_LIMIT = 64 * 1024;

/**
 * Parses `application/x-www-form-urlencoded` bodies into a flat `Record<string, string>` (first value wins
 * for a repeated name). Install it inside a plugin so it applies to that plugin's routes only: the payment
 * gateway's callbacks and the simulator's forms.
 */
export function installFormBodyParser(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => {
      const fields: Record<string, string> = {};
      for (const [key, value] of new URLSearchParams(body.toString())) {
        if (!Object.hasOwn(fields, key))
          Object.defineProperty(fields, key, { value, enumerable: true, writable: true, configurable: true });
      }
      done(null, fields);
    },
  );
}
