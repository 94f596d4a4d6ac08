// Each request's start reaches the database pool's queue (db/checkout-order.ts) from every hook and the handler,
// a body that arrives after the headers included (it is read in the connection's context, and Fastify carries
// the request's across).
import assert from 'node:assert/strict';
import http from 'node:http';
import { test } from 'node:test';
import Fastify from 'fastify';
import { startOfCurrentRequest } from '../src/db/request-age';
import { installRequestOrder } from '../src/http/request-order';

/** POSTs `body` to `port`, sending it a while after the headers, as a slow phone does; answers the status. */
function postSlowly(port: number, path: string, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { port, host: '127.0.0.1', path, method: 'POST', headers: { 'content-type': 'application/json' } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.flushHeaders();
    setTimeout(() => request.end(body), 50);
  });
}

test('every hook and the handler of a request, before and after its body is read, know when it started', async () => {
  const app = Fastify();
  installRequestOrder(app);
  const seen: Record<string, number | undefined> = {};
  app.addHook('onRequest', async () => {
    seen.onRequest = startOfCurrentRequest();
  });
  app.addHook('preHandler', async () => {
    seen.preHandler = startOfCurrentRequest();
  });
  app.post('/sign-in', async (request) => {
    await new Promise((resolve) => setImmediate(resolve));
    seen.handler = startOfCurrentRequest();
    return request.body;
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const before = performance.now();
    const { port } = app.server.address() as { port: number };
    assert.equal(await postSlowly(port, '/sign-in', JSON.stringify({ username: 'rahim' })), 200);
    assert.equal(startOfCurrentRequest(), undefined, 'outside a request there is none');
    const started = seen.onRequest;
    assert.ok(started !== undefined && started >= before, 'the start is taken when the request arrives');
    assert.deepEqual(seen, { onRequest: started, preHandler: started, handler: started });
  } finally {
    await app.close();
  }
});
