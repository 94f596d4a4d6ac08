import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db';
import { currentUser } from '../src/http/auth';
import {
  authHeader,
  forEachDatabase,
  openTestDatabase,
  PASSWORD,
  recordUntranslated,
  startTestApp,
  testConfig,
  uniqueName,
  type TestApp,
} from './helpers';

forEachDatabase((kind) => {
  let t: TestApp;

  before(async () => {
    t = await startTestApp(kind, { env: { REMOTE_ADMIN_URL: 'https://admin.cdn.example/mf-manifest.json' } });
    // Routes only this suite needs, to prove the shared guards and the error handler.
    t.app.get('/api/v1/test/admin-only', { onRequest: t.app.requireRole('admin') }, async (request) => ({
      username: currentUser(request).username,
    }));
    t.app.get('/api/v1/test/crash', async () => {
      throw new Error('relation "users" failed: SELECT password_hash FROM users');
    });
  });
  after(() => t.close());

  test('GET /healthz and /readyz answer 200 while the database is up', async () => {
    const health = await t.request({ method: 'GET', url: '/healthz' });
    assert.equal(health.statusCode, 200);
    assert.equal(health.json().success, true);
    const ready = await t.request({ method: 'GET', url: '/readyz' });
    assert.equal(ready.statusCode, 200);
  });

  test('an unknown API route is 404 Route not found in the envelope', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await t.request({ method, url: '/api/v1/no/such/route' });
      assert.equal(response.statusCode, 404);
      assert.deepEqual(response.json(), {
        statusCode: 404,
        data: null,
        message: 'Route not found',
        success: false,
      });
    }
  });

  test('malformed JSON is 400, a foreign media type 415, an oversized body 413', async () => {
    const malformed = await t.request({
      method: 'POST',
      url: '/api/v1/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    assert.equal(malformed.statusCode, 400);
    assert.deepEqual(malformed.json(), {
      statusCode: 400,
      data: null,
      message: 'Invalid JSON body',
      success: false,
    });

    const xml = await t.request({
      method: 'POST',
      url: '/api/v1/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    assert.equal(xml.statusCode, 415);
    assert.equal(xml.json().success, false);

    const huge = await t.request({
      method: 'POST',
      url: '/api/v1/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x'.repeat(2 * 1024 * 1024), password: 'y' }),
    });
    assert.equal(huge.statusCode, 413);
    assert.equal(huge.json().statusCode, 413);
  });

  test('an unexpected error is 500 Something went wrong, with no internals', async () => {
    const response = await t.request({ method: 'GET', url: '/api/v1/test/crash' });
    assert.equal(response.statusCode, 500);
    assert.deepEqual(response.json(), {
      statusCode: 500,
      data: null,
      message: 'Something went wrong',
      success: false,
    });
    assert.ok(!/SELECT|password_hash|at .*\.ts/.test(response.body));
  });

  test('requireRole: 401 signed out, 403 for another role, 200 for the role', async () => {
    assert.equal((await t.request({ method: 'GET', url: '/api/v1/test/admin-only' })).statusCode, 401);

    const student = uniqueName('student');
    await t.register({ username: student });
    const { accessToken } = await t.login(student, PASSWORD);
    const forbidden = await t.request({
      method: 'GET',
      url: '/api/v1/test/admin-only',
      headers: authHeader(accessToken),
    });
    assert.equal(forbidden.statusCode, 403);
    assert.equal(forbidden.json().success, false);

    const { ensureAdmin } = await import('../src/admin');
    const admin = uniqueName('admin');
    await ensureAdmin(t.database.db, { username: admin, email: `${admin}@example.com`, password: PASSWORD });
    const adminSession = await t.login(admin, PASSWORD);
    const allowed = await t.request({
      method: 'GET',
      url: '/api/v1/test/admin-only',
      headers: authHeader(adminSession.accessToken),
    });
    assert.equal(allowed.statusCode, 200);
    assert.deepEqual(allowed.json(), { username: admin });
  });

  test('security headers: CSP with the remote origins, no framing, no HSTS outside production', async () => {
    const response = await t.request({ method: 'GET', url: '/healthz' });
    const csp = String(response.headers['content-security-policy']);
    assert.match(csp, /default-src 'self'/);
    assert.match(csp, /script-src 'self' https:\/\/admin\.cdn\.example(;|$)/);
    assert.match(csp, /connect-src 'self' https:\/\/admin\.cdn\.example(;|$)/);
    assert.match(csp, /style-src 'self' 'unsafe-inline'/);
    assert.match(csp, /img-src 'self' data: blob:/);
    assert.match(csp, /frame-ancestors 'none'/);
    assert.ok(!/script-src[^;]*unsafe-inline/.test(csp), 'no inline scripts');
    assert.equal(response.headers['strict-transport-security'], undefined);
    assert.equal(response.headers['x-content-type-options'], 'nosniff');
  });

  test('CORS: credentials and the Authorization header for remote origins only', async () => {
    const allowed = await t.request({
      method: 'OPTIONS',
      url: '/api/v1/login',
      headers: { origin: 'https://admin.cdn.example', 'access-control-request-method': 'POST' },
    });
    assert.equal(allowed.headers['access-control-allow-origin'], 'https://admin.cdn.example');
    assert.equal(allowed.headers['access-control-allow-credentials'], 'true');

    const simple = await t.request({
      method: 'GET',
      url: '/healthz',
      headers: { origin: 'https://admin.cdn.example' },
    });
    assert.equal(simple.headers['access-control-expose-headers'], 'Authorization');

    const foreign = await t.request({
      method: 'OPTIONS',
      url: '/api/v1/login',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    assert.equal(foreign.headers['access-control-allow-origin'], undefined);
  });

  test('OpenAPI is served at /api/docs', async () => {
    const ui = await t.request({ method: 'GET', url: '/api/docs' });
    assert.ok([200, 302].includes(ui.statusCode));
    const spec = await t.request({ method: 'GET', url: '/api/docs/json' });
    assert.equal(spec.statusCode, 200);
    const paths = Object.keys(spec.json().paths);
    for (const route of [
      '/api/v1/login',
      '/api/v1/register',
      '/api/v1/users/viewprofile',
      '/api/v1/users/get-user/{id}',
    ]) {
      assert.ok(paths.includes(route), `${route} is documented`);
    }
  });
});

describe('when the database goes away', () => {
  for (const kind of ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres' as const] : [])] as const) {
    test(`on ${kind}: /readyz and API routes answer 503 while /healthz stays 200`, async () => {
      const { database, dispose } = await openTestDatabase(kind);
      const config = testConfig();
      const app = await buildApp(config, {
        database,
        logger: false,
        onUntranslatedMessage: recordUntranslated,
      });
      try {
        assert.equal((await app.inject({ method: 'GET', url: '/readyz' })).statusCode, 200);
        await database.close();
        const ready = await app.inject({ method: 'GET', url: '/readyz' });
        assert.equal(ready.statusCode, 503);
        assert.equal(ready.json().success, false);
        assert.equal((await app.inject({ method: 'GET', url: '/healthz' })).statusCode, 200);

        const login = await app.inject({
          method: 'POST',
          url: '/api/v1/login',
          payload: { username: 'someone', password: PASSWORD },
        });
        assert.equal(login.statusCode, 503);
        assert.deepEqual(login.json(), {
          statusCode: 503,
          data: null,
          message: 'Service temporarily unavailable. Please try again later.',
          success: false,
        });
      } finally {
        await app.close();
        await dispose();
      }
    });
  }

  test('an unreachable PostgreSQL server is 503 too', async () => {
    const database = await openDatabase({
      driver: 'postgres',
      url: 'postgres://postgres@127.0.0.1:1/pathshala',
    });
    const app = await buildApp(testConfig(), {
      database,
      logger: false,
      onUntranslatedMessage: recordUntranslated,
    });
    try {
      assert.equal((await app.inject({ method: 'GET', url: '/readyz' })).statusCode, 503);
      const login = await app.inject({
        method: 'POST',
        url: '/api/v1/login',
        payload: { username: 'someone', password: PASSWORD },
      });
      assert.equal(login.statusCode, 503);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('logging', () => {
  test('secrets never reach the log', async () => {
    const lines: string[] = [];
    const t = await startTestApp('pglite', { logger: { write: (line) => void lines.push(line) } });
    try {
      const username = uniqueName('logged');
      await t.register({
        username,
        role: 'teacher',
        sslczStoreId: 'log-store',
        sslczStorePassword: 'log-store-secret',
      });
      const session = await t.login(username, PASSWORD);
      await t.request({
        method: 'GET',
        url: '/api/v1/users/viewprofile',
        headers: authHeader(session.accessToken),
      });
      await t.request({
        method: 'POST',
        url: '/api/v1/refresh-accesstoken',
        cookies: { refreshToken: session.refreshToken },
      });
      await t.request({
        method: 'GET',
        url: '/reset-password?token=secret-reset-token-123',
        headers: { accept: 'text/html' },
      });
      await t.request({ method: 'GET', url: '/api/v1/notifications/stream?ticket=secret-stream-ticket-456' });

      const log = lines.join('\n');
      assert.ok(log.includes('/api/v1/login'), 'requests are logged');
      for (const secret of [
        PASSWORD,
        'log-store-secret',
        session.accessToken,
        session.refreshToken,
        'secret-reset-token-123',
        'secret-stream-ticket-456',
      ]) {
        assert.ok(!log.includes(secret), 'a secret reached the log');
      }
    } finally {
      await t.close();
    }
  });
});
