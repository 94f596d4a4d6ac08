import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { RateLimits } from '../src/http/rate-limits';
import {
  openTestDatabase,
  PASSWORD,
  startTestApp,
  uniqueName,
  type TestApp,
  type TestDatabase,
} from './helpers';

const TOO_MANY = {
  statusCode: 429,
  data: null,
  message: 'Too many requests. Please try again later.',
  success: false,
};

describe('rate limits', () => {
  let shared: TestDatabase;
  before(async () => {
    shared = await openTestDatabase('pglite');
  });
  after(() => shared.dispose());

  /** A fresh app (fresh counters) on the shared database, with only the given limits tightened. */
  async function withLimits(limits: Partial<RateLimits>) {
    return startTestApp('pglite', { database: shared.database, rateLimits: limits });
  }

  const attempt = (t: TestApp, username: string, remoteAddress = '10.0.0.1', password = 'Wrong-Passw0rd') =>
    t.request({ method: 'POST', url: '/api/v1/login', payload: { username, password }, remoteAddress });

  test('login: per IP and account, then 429 with Retry-After; other accounts and IPs unaffected', async () => {
    const t = await withLimits({ loginPerAccount: { max: 3, windowMs: 60_000 } });
    try {
      const victim = uniqueName('victim');
      await t.register({ username: victim });
      for (let i = 0; i < 3; i += 1) assert.equal((await attempt(t, victim)).statusCode, 401);

      const blocked = await attempt(t, victim.toUpperCase(), '10.0.0.1', PASSWORD);
      assert.equal(blocked.statusCode, 429, 'even the right password waits once the limit is hit');
      assert.deepEqual(blocked.json(), TOO_MANY);
      assert.ok(Number(blocked.headers['retry-after']) > 0);

      assert.equal(
        (await attempt(t, uniqueName('other'))).statusCode,
        401,
        'another account from the same IP',
      );
      assert.equal(
        (await attempt(t, victim, '10.0.0.2', PASSWORD)).statusCode,
        200,
        'the same account from another IP',
      );
    } finally {
      await t.close();
    }
  });

  test('login: per IP across accounts', async () => {
    const t = await withLimits({ loginPerIp: { max: 4, windowMs: 60_000 } });
    try {
      for (let i = 0; i < 4; i += 1) assert.equal((await attempt(t, uniqueName('spray'))).statusCode, 401);
      assert.equal((await attempt(t, uniqueName('spray'))).statusCode, 429);
      assert.equal((await attempt(t, uniqueName('spray'), '10.0.0.9')).statusCode, 401);
    } finally {
      await t.close();
    }
  });

  test('register: per IP', async () => {
    const t = await withLimits({ registerPerIp: { max: 2, windowMs: 60_000 } });
    try {
      assert.equal((await t.register()).statusCode, 201);
      assert.equal((await t.register()).statusCode, 201);
      const third = await t.register();
      assert.equal(third.statusCode, 429);
      assert.deepEqual(third.json(), TOO_MANY);
    } finally {
      await t.close();
    }
  });

  test('forgot password: per email and per IP', async () => {
    const t = await withLimits({
      forgotPerEmail: { max: 2, windowMs: 60_000 },
      forgotPerIp: { max: 4, windowMs: 60_000 },
    });
    try {
      const forgot = (email: string, remoteAddress = '10.0.1.1') =>
        t.request({ method: 'POST', url: '/api/v1/forget-password', payload: { email }, remoteAddress });
      const email = `${uniqueName('mailbox')}@example.com`;
      assert.equal((await forgot(email)).statusCode, 200);
      assert.equal((await forgot(email, '10.0.1.2')).statusCode, 200);
      assert.equal(
        (await forgot(email.toUpperCase(), '10.0.1.3')).statusCode,
        429,
        'the same mailbox from anywhere',
      );

      for (let i = 0; i < 4; i += 1)
        assert.equal((await forgot(`${uniqueName('m')}@example.com`, '10.0.1.4')).statusCode, 200);
      assert.equal((await forgot(`${uniqueName('m')}@example.com`, '10.0.1.4')).statusCode, 429);
    } finally {
      await t.close();
    }
  });

  test('reset password: per IP', async () => {
    const t = await withLimits({ resetPerIp: { max: 2, windowMs: 60_000 } });
    try {
      const reset = () =>
        t.request({
          method: 'POST',
          url: '/api/v1/reset-password',
          payload: { token: 'guess', newPassword: 'Guess-Passw0rd' },
        });
      assert.equal((await reset()).statusCode, 400);
      assert.equal((await reset()).statusCode, 400);
      assert.equal((await reset()).statusCode, 429);
    } finally {
      await t.close();
    }
  });
});
