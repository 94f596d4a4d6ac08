import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** How the fake misbehaves on a call: never answer, or answer HTTP 500. */
export type ZoomFault = 'hang' | 'error';

/**
 * A local Zoom for the server-to-server OAuth token (`/oauth/token`) and create meeting
 * (`/v2/users/me/meetings`), each of which a test can make hang or fail.
 */
export async function startFakeZoom() {
  const faults: { token: ZoomFault | null; create: ZoomFault | null } = { token: null, create: null };
  const calls: { stage: 'token' | 'create' }[] = [];
  const sockets = new Set<Socket>();
  let meetings = 0;

  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://fake').pathname;
      const stage = path === '/oauth/token' ? 'token' : path === '/v2/users/me/meetings' ? 'create' : null;
      const json = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (!stage || req.method !== 'POST') return json(404, { code: 404, message: 'not found' });
      calls.push({ stage });
      const fault = faults[stage];
      if (fault === 'hang') return;
      if (fault === 'error') return json(500, { code: 500, message: 'Internal error' });
      if (stage === 'token')
        return json(200, { access_token: 'fake-token', token_type: 'bearer', expires_in: 3600 });
      meetings += 1;
      return json(201, {
        id: 80_000 + meetings,
        join_url: `https://zoom.test/j/${80_000 + meetings}`,
        start_url: `https://zoom.test/s/${80_000 + meetings}?zak=host-key`,
        duration: 60,
      });
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    faults,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
