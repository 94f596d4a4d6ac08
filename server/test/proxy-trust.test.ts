// TRUST_PROXY: which X-Forwarded-For hops decide the client address that the per-IP limits count.
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { openTestDatabase, startTestApp, uniqueName, type TestApp, type TestDatabase } from './helpers';

const LOGIN_IP_LIMIT = { loginPerIp: { max: 3, windowMs: 60_000 } };

describe('TRUST_PROXY', () => {
  let shared: TestDatabase;
  before(async () => {
    shared = await openTestDatabase('pglite');
  });
  after(() => shared.dispose());

  const withTrust = (trustProxy: string | null, logger?: { write(line: string): void }) =>
    startTestApp('pglite', {
      database: shared.database,
      rateLimits: LOGIN_IP_LIMIT,
      env: trustProxy === null ? {} : { TRUST_PROXY: trustProxy },
      logger,
    });

  /** A wrong guess at an unknown name (so only the per-IP limit can answer 429). */
  const guess = (t: TestApp, remoteAddress: string, forwardedFor?: string) =>
    t.request({
      method: 'POST',
      url: '/api/v1/login',
      payload: { username: uniqueName('nobody'), password: 'Wrong-Passw0rd' },
      remoteAddress,
      headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
    });

  test('one hop: only the address the proxy appended counts, whatever the client wrote before it', async () => {
    const t = await withTrust('1');
    try {
      const proxy = '10.9.0.1';
      for (let i = 0; i < 3; i += 1)
        assert.equal((await guess(t, proxy, `198.51.100.${i}, 203.0.113.7`)).statusCode, 401);
      assert.equal(
        (await guess(t, proxy, '198.51.100.99, 203.0.113.7')).statusCode,
        429,
        'a rotated, made-up first hop does not make a new client',
      );
      assert.equal(
        (await guess(t, proxy, '203.0.113.8')).statusCode,
        401,
        'another client behind the same proxy has its own count',
      );
    } finally {
      await t.close();
    }
  });

  test('one hop, over real HTTP: the forwarded client is the one counted', async () => {
    const t = await withTrust('1');
    try {
      await t.app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = t.app.server.address() as AddressInfo;
      const send = (forwardedFor: string) =>
        fetch(`http://127.0.0.1:${port}/api/v1/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
          body: JSON.stringify({ username: uniqueName('nobody'), password: 'Wrong-Passw0rd' }),
        }).then((response) => response.status);
      for (let i = 0; i < 3; i += 1) assert.equal(await send(`192.0.2.${i}, 203.0.113.20`), 401);
      assert.equal(await send('192.0.2.77, 203.0.113.20'), 429);
      assert.equal(await send('203.0.113.21'), 401);
    } finally {
      await t.close();
    }
  });

  test('a list of addresses: a trusted proxy forwards the client, anyone else is their own address', async () => {
    const t = await withTrust('127.0.0.1, 10.0.0.0/8, fd00::/8');
    try {
      const client = '198.51.100.4';
      for (let i = 0; i < 3; i += 1) assert.equal((await guess(t, `10.1.2.${i}`, client)).statusCode, 401);
      assert.equal(
        (await guess(t, 'fd00::5', client)).statusCode,
        429,
        'the client, through any trusted proxy',
      );
      assert.equal((await guess(t, '10.1.2.3', '198.51.100.5')).statusCode, 401, 'another client');

      const stranger = '192.0.2.9';
      for (let i = 0; i < 3; i += 1)
        assert.equal(
          (await guess(t, stranger, client)).statusCode,
          401,
          'an untrusted sender is not taken for the client it names',
        );
      assert.equal(
        (await guess(t, stranger, '198.51.100.51')).statusCode,
        429,
        'it is counted as itself, whatever it forwards',
      );
    } finally {
      await t.close();
    }
  });

  test('off: the header is ignored, and the log says once that visitors share the proxy address', async () => {
    const lines: string[] = [];
    const t = await withTrust(null, { write: (line) => void lines.push(line) });
    try {
      const proxy = '10.9.0.1';
      for (let i = 0; i < 3; i += 1) assert.equal((await guess(t, proxy, `203.0.113.${i}`)).statusCode, 401);
      assert.equal(
        (await guess(t, proxy, '203.0.113.50')).statusCode,
        429,
        'everyone behind it is one address',
      );
      const warnings = lines
        .map((line) => JSON.parse(line) as { level: number; msg: string })
        .filter((entry) => /X-Forwarded-For/.test(entry.msg));
      assert.equal(warnings.length, 1, 'said once');
      assert.equal(warnings[0]!.level, 40, 'a warning');
      assert.match(warnings[0]!.msg, /TRUST_PROXY/);
      assert.match(warnings[0]!.msg, /every visitor shares the proxy's address/);
    } finally {
      await t.close();
    }
  });

  test('off, without forwarded requests: nothing is said', async () => {
    const lines: string[] = [];
    const t = await withTrust('false', { write: (line) => void lines.push(line) });
    try {
      assert.equal((await guess(t, '10.9.0.1')).statusCode, 401);
      assert.ok(!lines.some((line) => line.includes('X-Forwarded-For')));
    } finally {
      await t.close();
    }
  });
});
