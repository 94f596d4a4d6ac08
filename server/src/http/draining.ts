import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { errorBody } from './envelope';

declare module 'fastify' {
  interface FastifyInstance {
    /** True once the instance is stopping (http/draining.ts): /readyz answers 503 from then on. */
    isDraining(): boolean;
    /** Starts drainAndClose's first step: /readyz answers 503 and every answer closes its connection. */
    startDraining(): void;
  }
}

/** What /readyz and requests arriving after close() has begun are answered while the instance stops. */
export const SHUTTING_DOWN_MESSAGE = 'The server is shutting down. Please try again in a moment.';

/**
 * How long after the signal the connections already open keep being served. A request a client sent just
 * before the signal may still be on its way over a connection that looks idle; destroying that connection at
 * once would fail a request the client rightly counted as sent.
 */
export const DRAIN_GRACE_MS = 1000;

/** How often connections left idle are closed while close() waits for the requests under way. */
const IDLE_SWEEP_MS = 100;

/**
 * While draining, every answer carries `Connection: close`, so each open connection carries at most its
 * current request and then ends: a client's next request opens a new connection, which this instance no
 * longer accepts, and goes to another. Once close() has begun (its preClose hooks run before the notification
 * hub's, registered later), a request that still arrives on an open connection is answered 503 with the API's
 * envelope; Fastify's own answer for that (`return503OnClosing`) is turned off in app.ts, as it is not one.
 */
export function installDraining(app: FastifyInstance): void {
  let draining = false;
  let closing = false;
  app.decorate('isDraining', () => draining);
  app.decorate('startDraining', () => {
    draining = true;
  });
  app.addHook('preClose', async () => {
    draining = true;
    closing = true;
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!closing) return;
    reply.header('connection', 'close').header('retry-after', '1');
    return reply.code(503).send(errorBody(request, 503, SHUTTING_DOWN_MESSAGE));
  });
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
}

/**
 * Stops the instance without failing what it has under way: /readyz turns 503 and no new connection is
 * accepted at once; the connections already open are served for DRAIN_GRACE_MS, each answer closing its
 * connection; then close() ends the notification streams (their clients reconnect elsewhere), closes the
 * connections left idle and waits for the requests under way. The caller closes the database after it and
 * bounds the whole (main.ts).
 */
export async function drainAndClose(app: FastifyInstance, graceMs = DRAIN_GRACE_MS): Promise<void> {
  app.startDraining();
  // http.Server's own close() also destroys the idle keep-alive connections, which is what the grace avoids:
  // net.Server's stops accepting only.
  if (app.server.listening) net.Server.prototype.close.call(app.server);
  await sleep(graceMs);
  // A response begun before the signal (a download, a notification stream) went out keep-alive: its
  // connection turns idle only when it ends, and would then stay open until keepAliveTimeout.
  const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
  try {
    await app.close();
  } finally {
    clearInterval(sweep);
  }
}
