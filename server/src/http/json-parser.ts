import type { FastifyInstance } from 'fastify';

/**
 * Fastify's JSON parser (with its prototype-poisoning guard), except that an empty body counts as no
 * body: clients POST /refresh-accesstoken and /logout with a JSON content type and nothing in it.
 */
export function installJsonParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, body.toString(), (error, value) => {
      if (error) {
        done(Object.assign(error, { statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON_BODY' }), undefined);
        return;
      }
      done(null, value);
    });
  });
}
