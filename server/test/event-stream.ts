// The notification stream as a client reads it: a text/event-stream on a real port, its events collected.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestApp } from './helpers';

export interface StreamEvent {
  event: string;
  data: unknown;
}

/** An open text/event-stream on a real port, collecting its events. */
export interface OpenStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  events: StreamEvent[];
  comments: number;
  ended: Promise<void>;
  /** Resolves with the first event (already received or arriving within `ms`) that matches. */
  next(match: (event: StreamEvent) => boolean, ms?: number): Promise<StreamEvent>;
  close(): void;
}

export function openStream(
  baseUrl: string,
  ticket: string,
  { waitMs = 1000 }: { waitMs?: number } = {},
): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${baseUrl}/api/v1/notifications/stream?ticket=${encodeURIComponent(ticket)}`);
    request.on('error', reject);
    request.on('response', (response) => {
      const events: StreamEvent[] = [];
      const waiters: { match: (e: StreamEvent) => boolean; resolve: (e: StreamEvent) => void }[] = [];
      let buffer = '';
      const stream: OpenStream = {
        status: response.statusCode ?? 0,
        headers: response.headers,
        events,
        comments: 0,
        ended: new Promise((done) => response.on('close', () => done())),
        next(match, ms = waitMs) {
          const seen = events.find(match);
          if (seen) return Promise.resolve(seen);
          return new Promise((ok, fail) => {
            const timer = setTimeout(() => fail(new Error(`no matching event within ${ms} ms`)), ms);
            waiters.push({
              match,
              resolve: (event) => {
                clearTimeout(timer);
                ok(event);
              },
            });
          });
        },
        close: () => request.destroy(),
      };
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.startsWith(':')) {
            stream.comments += 1;
            continue;
          }
          const name = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (!name || data === undefined) continue;
          const event = { event: name, data: JSON.parse(data) as unknown };
          events.push(event);
          for (const waiter of waiters.splice(0)) {
            if (waiter.match(event)) waiter.resolve(event);
            else waiters.push(waiter);
          }
        }
      });
      resolve(stream);
    });
  });
}

/** Starts the test app on a free port; answers its base URL. */
export async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}
