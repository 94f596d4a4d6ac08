// Answers the server builds as it goes (API JSON and the like) are compressed from 1 KB up, as the client
// accepts; the notification stream, the payment gateway's callbacks and binary files never are.
import assert from 'node:assert/strict';
import http from 'node:http';
import { Readable } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import {
  COMPRESSION_THRESHOLD,
  installCompression,
  negotiateEncoding,
  SharedAnswer,
} from '../src/http/compression';
import { notify } from '../src/modules/notifications/writer';
import { listen } from './event-stream';
import {
  authHeader,
  decodedBody,
  forEachDatabase,
  signUpAs,
  startTestApp,
  type Account,
  type TestApp,
} from './helpers';

const varies = (response: LightMyRequestResponse) =>
  /(^|,)\s*accept-encoding\s*(,|$)/i.test(String(response.headers.vary ?? ''));

describe('negotiateEncoding', () => {
  test('the highest q-value above 0 wins, br before gzip on a tie, identity when none is acceptable', () => {
    const cases: [string | undefined, string | undefined][] = [
      ['br, gzip', 'br'],
      ['gzip, deflate, br, zstd', 'br'],
      ['GZIP', 'gzip'],
      ['gzip;q=1.0, br;q=0.8', 'gzip'],
      ['br;q=0.2, gzip;q=0.1', 'br'],
      ['br;q=0, gzip', 'gzip'],
      ['br ; q=0.5 , gzip ; q=0.6', 'gzip'],
      ['br;q=0, gzip;q=0', undefined],
      ['*', 'gzip'],
      ['br;q=0.3, *', 'gzip'],
      ['*;q=0', undefined],
      ['identity', undefined],
      ['identity, gzip;q=0', undefined],
      ['deflate, compress', undefined],
      ['br;q=nonsense, gzip', 'gzip'],
      ['', undefined],
      [undefined, undefined],
    ];
    for (const [header, expected] of cases) assert.equal(negotiateEncoding(header), expected, String(header));
    assert.equal(negotiateEncoding('br, gzip', ['gzip']), 'gzip');
    assert.equal(negotiateEncoding('br', ['gzip']), undefined);
    assert.equal(negotiateEncoding(['gzip;q=0.5', 'br']), 'br');
    // A tie goes to the first of those available, in their order.
    assert.equal(negotiateEncoding('br, gzip', ['gzip', 'br']), 'gzip');
    assert.equal(negotiateEncoding('br;q=0.9, gzip;q=0.8', ['gzip', 'br']), 'br');
  });
});

describe('SharedAnswer', () => {
  test('each coding is made once and kept, and reads back as the answer', async () => {
    const text = JSON.stringify({ items: Array.from({ length: 200 }, (_, i) => ({ id: i })) });
    const answer = new SharedAnswer(text);
    assert.equal(answer.bytes.toString(), text);
    const gzipped = await answer.in('gzip');
    assert.equal(await answer.in('gzip'), gzipped, 'the same copy, not a second compression');
    assert.equal(gunzipSync(gzipped).toString(), text);
    const brotli = await answer.in('br');
    assert.equal(await answer.in('br'), brotli);
    assert.equal(brotliDecompressSync(brotli).toString(), text);
  });
});

describe('compression of built answers', () => {
  const big = { items: Array.from({ length: 100 }, (_, i) => ({ id: i, name: `item number ${i}` })) };
  const bigJson = JSON.stringify(big);
  /** Far longer than gzip's window here (8 KB), as the OpenAPI document is. */
  const large = {
    items: Array.from({ length: 5000 }, (_, i) => ({ id: i, name: `item number ${i * 7919}` })),
  };
  let app: FastifyInstance;

  before(async () => {
    app = Fastify();
    app.get('/api/v1/big', async () => big);
    app.get('/api/v1/small', async () => ({ ok: true }));
    app.get('/api/v1/large', async () => large);
    app.post('/api/v1/payment/ipn', async () => big);
    app.get('/api/v1/notifications/stream', async (_request, reply) =>
      reply.type('application/json').send(bigJson),
    );
    app.get('/files/archive.zip', async (_request, reply) =>
      reply.type('application/zip').send(Buffer.alloc(4096, 1)),
    );
    app.get('/files/report.pdf', async (_request, reply) =>
      reply.type('application/pdf').send(Buffer.alloc(4096, 1)),
    );
    app.get('/files/notes.txt', async (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('content-disposition', 'attachment; filename="notes.txt"')
        .send('notes '.repeat(500)),
    );
    app.get('/events', async (_request, reply) =>
      reply.type('text/event-stream').send('data: {}\n\n'.repeat(500)),
    );
    app.get('/untouched', async (_request, reply) => reply.header('cache-control', 'no-transform').send(big));
    app.get('/streamed', async (_request, reply) =>
      reply.type('application/json').send(Readable.from([bigJson])),
    );
    installCompression(app);
    await app.ready();
  });
  after(() => app.close());

  const get = (url: string, acceptEncoding?: string, method: 'GET' | 'HEAD' | 'POST' = 'GET') =>
    app.inject({
      method,
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  test('JSON from 1 KB up goes out gzip, or br to a client that prefers it, identity otherwise; Vary always', async () => {
    assert.ok(bigJson.length > COMPRESSION_THRESHOLD);
    for (const [acceptEncoding, expected] of [
      ['br, gzip', 'gzip'],
      ['gzip, deflate, br, zstd', 'gzip'],
      ['gzip', 'gzip'],
      ['br', 'br'],
      ['gzip;q=0.5, br', 'br'],
      ['gzip;q=1, br;q=0.5', 'gzip'],
      ['identity', undefined],
      [undefined, undefined],
    ] as const) {
      const response = await get('/api/v1/big', acceptEncoding);
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers['content-encoding'], expected, String(acceptEncoding));
      assert.deepEqual(JSON.parse(decodedBody(response)), big);
      assert.match(String(response.headers['content-type']), /^application\/json/);
      assert.ok(varies(response), String(acceptEncoding));
      if (expected) {
        assert.ok(response.rawPayload.length < bigJson.length / 3, 'compressed well');
        assert.equal(Number(response.headers['content-length']), response.rawPayload.length);
      }
    }
  });

  test('an answer far longer than the window comes out whole in either coding', async () => {
    for (const acceptEncoding of ['gzip', 'br']) {
      const response = await get('/api/v1/large', acceptEncoding);
      assert.equal(response.headers['content-encoding'], acceptEncoding);
      assert.ok(response.rawPayload.length < JSON.stringify(large).length / 3, acceptEncoding);
      assert.deepEqual(JSON.parse(decodedBody(response)), large);
    }
  });

  test('an answer kept to be sent again goes out as its kept copy', async () => {
    const answer = new SharedAnswer(bigJson);
    // Marks the kept gzip copy (its header's operating system byte, which decoding ignores), so that only that
    // copy, not a compression made again, can carry the mark.
    const kept = await answer.in('gzip');
    kept[9] = 0xff;
    const shared = Fastify();
    shared.get('/api/v1/kept', async (_request, reply) => reply.type('application/json').send(answer.bytes));
    installCompression(shared);
    try {
      for (const encoding of ['gzip', 'br'] as const) {
        const response = await shared.inject({
          url: '/api/v1/kept',
          headers: { 'accept-encoding': encoding },
        });
        assert.equal(response.headers['content-encoding'], encoding);
        assert.ok(response.rawPayload.equals(await answer.in(encoding)), encoding);
        if (encoding === 'gzip') assert.equal(response.rawPayload[9], 0xff, 'the kept copy');
        assert.equal(decodedBody(response), bigJson);
      }
    } finally {
      await shared.close();
    }
  });

  test('below 1 KB an answer goes out as it is', async () => {
    const response = await get('/api/v1/small', 'br, gzip');
    assert.equal(response.headers['content-encoding'], undefined);
    assert.deepEqual(response.json(), { ok: true });
  });

  test('HEAD carries the headers of the compressed GET, without a body', async () => {
    const full = await get('/api/v1/big', 'br');
    const head = await get('/api/v1/big', 'br', 'HEAD');
    assert.equal(head.statusCode, 200);
    assert.equal(head.headers['content-encoding'], 'br');
    assert.equal(head.headers['content-length'], full.headers['content-length']);
    assert.equal(head.rawPayload.length, 0);
  });

  test('the gateway callbacks, the notification stream route, binary files, event streams, no-transform and streams are left alone', async () => {
    const cases: [string, 'GET' | 'POST'][] = [
      ['/api/v1/payment/ipn', 'POST'],
      ['/api/v1/notifications/stream', 'GET'],
      ['/files/archive.zip', 'GET'],
      ['/files/report.pdf', 'GET'],
      ['/events', 'GET'],
      ['/untouched', 'GET'],
      ['/streamed', 'GET'],
    ];
    for (const [url, method] of cases) {
      const response = await get(url, 'br, gzip', method);
      assert.equal(response.statusCode, 200, url);
      assert.equal(response.headers['content-encoding'], undefined, url);
      assert.ok(response.rawPayload.length >= COMPRESSION_THRESHOLD, url);
    }
    // A text file is worth compressing, download or not.
    const notes = await get('/files/notes.txt', 'gzip');
    assert.equal(notes.headers['content-encoding'], 'gzip');
    assert.equal(decodedBody(notes), 'notes '.repeat(500));
  });
});

forEachDatabase((kind) => {
  let t: TestApp;
  let student: Account;
  let baseUrl: string;

  before(async () => {
    t = await startTestApp(kind, { env: { NOTIFICATION_HEARTBEAT_MS: '200' } });
    student = await signUpAs(t, 'student');
    for (let i = 0; i < 20; i += 1)
      await notify(t.database.db, [student.id], `A teacher showed interest in your request number ${i}`);
    baseUrl = await listen(t);
  });
  after(() => t.close());

  const api = (url: string, acceptEncoding?: string) =>
    t.request({
      method: 'GET',
      url: `/api/v1${url}`,
      headers: {
        ...authHeader(student.token),
        ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
      },
    });

  test('a large API answer is compressed, keeping its envelope and no-store; a small one is not', async () => {
    const plain = await api('/notifications/getnotifications?limit=100');
    assert.equal(plain.statusCode, 200, plain.body);
    assert.ok(plain.rawPayload.length > COMPRESSION_THRESHOLD, 'the list is over the threshold');
    assert.equal(plain.headers['content-encoding'], undefined);

    const compressed = await api('/notifications/getnotifications?limit=100', 'gzip, deflate, br');
    assert.equal(compressed.statusCode, 200);
    assert.equal(compressed.headers['content-encoding'], 'gzip');
    assert.ok(compressed.rawPayload.length < plain.rawPayload.length / 2);
    assert.equal(compressed.headers['cache-control'], 'no-store');
    assert.ok(varies(compressed));
    assert.deepEqual(JSON.parse(decodedBody(compressed)), plain.json());

    const brotli = await api('/notifications/getnotifications?limit=100', 'br');
    assert.equal(brotli.headers['content-encoding'], 'br');
    assert.deepEqual(JSON.parse(decodedBody(brotli)), plain.json());

    const count = await api('/notifications/unread-count', 'br, gzip');
    assert.equal(count.statusCode, 200);
    assert.equal(count.headers['content-encoding'], undefined);
    assert.equal(count.json().data.count, 20);

    const missing = await api('/notifications/nothing-here/at-all', 'br, gzip');
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.headers['content-encoding'], undefined);
    assert.equal(missing.json().message, 'Route not found');
  });

  test('the notification stream is never compressed and delivers each event at once', async () => {
    const ticketResponse = await t.request({
      method: 'POST',
      url: '/api/v1/notifications/stream-ticket',
      headers: authHeader(student.token),
    });
    assert.equal(ticketResponse.statusCode, 200, ticketResponse.body);
    const ticket: string = ticketResponse.json().data.ticket;

    const received: string[] = [];
    let wake: () => void = () => {};
    const request = http.get(`${baseUrl}/api/v1/notifications/stream?ticket=${encodeURIComponent(ticket)}`, {
      headers: { 'accept-encoding': 'br, gzip, deflate' },
    });
    try {
      const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
        request.on('response', resolve);
        request.on('error', reject);
      });
      assert.equal(response.statusCode, 200);
      assert.match(String(response.headers['content-type']), /^text\/event-stream/);
      assert.equal(response.headers['content-encoding'], undefined);
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        received.push(chunk);
        wake();
      });
      const arrives = (text: string, ms = 1000) =>
        new Promise<void>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`"${text}" did not arrive in ${ms} ms`)), ms);
          const check = () => {
            if (!received.join('').includes(text)) return;
            clearTimeout(timer);
            resolve();
          };
          wake = check;
          check();
        });
      await arrives('event: unread');
      const started = Date.now();
      await notify(t.database.db, [student.id], 'A message that must arrive at once');
      await arrives('A message that must arrive at once');
      assert.ok(Date.now() - started < 1000);
    } finally {
      request.destroy();
    }
  });
});
