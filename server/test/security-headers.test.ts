import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import {
  openTestDatabase,
  PASSWORD,
  startTestApp,
  tempDir,
  type TestApp,
  type TestDatabase,
} from './helpers';

/** A built portal as `npm run build` leaves it: the shell and one remote. */
function fakePortal(): string {
  const dir = tempDir('pathshala-portal-');
  const shell = path.join(dir, 'shell', 'dist');
  fs.mkdirSync(shell, { recursive: true });
  fs.writeFileSync(
    path.join(shell, 'index.html'),
    '<!doctype html><html><head><script defer src="/main.0123abcd.js"></script></head><body></body></html>',
  );
  fs.writeFileSync(path.join(shell, 'main.0123abcd.js'), 'console.log("shell")');
  const remote = path.join(dir, 'student-app', 'dist');
  fs.mkdirSync(remote, { recursive: true });
  fs.writeFileSync(path.join(remote, 'remoteEntry.js'), 'console.log("remote")');
  return dir;
}

function directives(response: LightMyRequestResponse): Map<string, string> {
  const csp = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name = '', ...values] = part.split(/\s+/);
        return [name, values.join(' ')] as const;
      }),
  );
}

/** The headers every answer carries, HTML, JSON, a script or an error alike. */
function assertHardened(response: LightMyRequestResponse, what: string) {
  const csp = directives(response);
  const scripts = csp.get('script-src') ?? csp.get('default-src');
  assert.ok(scripts, `${what}: a CSP that limits scripts`);
  assert.ok(!scripts.includes("'unsafe-inline'"), `${what}: no inline scripts`);
  assert.ok(!scripts.includes("'unsafe-eval'"), `${what}: no eval`);
  assert.equal(csp.get('frame-ancestors'), "'none'", `${what}: frame-ancestors 'none'`);
  assert.equal(csp.get('object-src'), "'none'", `${what}: no plugins`);
  assert.equal(response.headers['x-frame-options'], 'DENY', `${what}: X-Frame-Options`);
  assert.equal(response.headers['x-content-type-options'], 'nosniff', `${what}: nosniff`);
}

const PAGES = [
  { what: 'the portal HTML at /', url: '/', accept: 'text/html', type: /text\/html/ },
  { what: 'a deep link (SPA fallback)', url: '/student/dashboard', accept: 'text/html', type: /text\/html/ },
  { what: 'a shell script', url: '/main.0123abcd.js', accept: '*/*', type: /javascript/ },
  { what: "a remote's entry", url: '/apps/student/remoteEntry.js', accept: '*/*', type: /javascript/ },
  { what: 'the runtime config', url: '/config/runtime.json', accept: '*/*', type: /json/ },
  { what: 'an API answer', url: '/healthz', accept: 'application/json', type: /json/ },
  { what: 'an API 401', url: '/api/v1/users/viewprofile', accept: 'application/json', type: /json/ },
  { what: 'an API 404', url: '/api/v1/no/such/route', accept: 'application/json', type: /json/ },
  { what: 'the API docs', url: '/api/docs/static/index.html', accept: 'text/html', type: null },
];

describe('security headers', () => {
  let shared: TestDatabase;
  before(async () => {
    shared = await openTestDatabase('pglite');
  });
  after(() => shared.dispose());

  for (const nodeEnv of ['development', 'production'] as const) {
    describe(`NODE_ENV=${nodeEnv}`, () => {
      let t: TestApp;
      const production = nodeEnv === 'production';
      before(async () => {
        t = await startTestApp('pglite', {
          database: shared.database,
          env: {
            NODE_ENV: nodeEnv,
            PAYMENT_PROVIDER: 'simulator',
            PORTAL_DIR: fakePortal(),
            PUBLIC_URL: 'https://pathshala.example',
          },
        });
      });
      after(() => t.close());

      test('every kind of answer: CSP without inline scripts, no framing, nosniff', async () => {
        for (const page of PAGES) {
          const response = await t.request({
            method: 'GET',
            url: page.url,
            headers: { accept: page.accept },
          });
          assert.ok(response.statusCode < 500, `${page.what}: ${response.statusCode}`);
          if (page.type) assert.match(String(response.headers['content-type']), page.type, page.what);
          assertHardened(response, page.what);
        }
      });

      test('API answers are never stored by a cache; portal entry files are revalidated', async () => {
        const registered = await t.register();
        const session = await t.login(registered.json().data.username, PASSWORD);
        const bearer = { authorization: `Bearer ${session.accessToken}` };
        const answers: [string, LightMyRequestResponse][] = [
          ['login', session.response],
          ['profile', await t.request({ method: 'GET', url: '/api/v1/users/viewprofile', headers: bearer })],
          ['search', await t.request({ method: 'GET', url: '/api/v1/post/student/search', headers: bearer })],
          ['a 401', await t.request({ method: 'GET', url: '/api/v1/users/viewprofile' })],
          ['a 404', await t.request({ method: 'GET', url: '/api/v1/no/such/route' })],
        ];
        for (const [what, response] of answers) {
          assert.ok(response.statusCode < 500, `${what}: ${response.statusCode}`);
          assert.equal(response.headers['cache-control'], 'no-store', what);
        }
        const index = await t.request({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
        assert.equal(index.headers['cache-control'], 'no-cache', 'the portal HTML');
      });

      test(production ? 'HSTS is sent in production' : 'no HSTS outside production', async () => {
        for (const page of PAGES) {
          const response = await t.request({
            method: 'GET',
            url: page.url,
            headers: { accept: page.accept },
          });
          const hsts = response.headers['strict-transport-security'];
          if (production) assert.match(String(hsts), /max-age=\d{7,}/, page.what);
          else assert.equal(hsts, undefined, page.what);
        }
      });

      test(`the refresh cookie: HttpOnly, SameSite=Strict, path /api/v1${production ? ', Secure' : ''}`, async () => {
        const registered = await t.register();
        assert.equal(registered.statusCode, 201, registered.body);
        const session = await t.login(registered.json().data.username, PASSWORD, { rememberMe: true });
        const rotated = await t.request({
          method: 'POST',
          url: '/api/v1/refresh-accesstoken',
          cookies: { refreshToken: session.refreshToken },
        });
        const loggedOut = await t.request({
          method: 'POST',
          url: '/api/v1/logout',
          cookies: { refreshToken: session.refreshToken },
        });
        for (const [what, response] of [
          ['login', session.response],
          ['refresh', rotated],
          ['logout (cleared)', loggedOut],
        ] as const) {
          const header = [response.headers['set-cookie']]
            .flat()
            .find((line) => line?.startsWith('refreshToken='));
          assert.ok(header, `${what} sets the refresh cookie`);
          const attributes = header.split(';').map((part) => part.trim().toLowerCase());
          assert.ok(attributes.includes('httponly'), `${what}: HttpOnly`);
          assert.ok(attributes.includes('samesite=strict'), `${what}: SameSite=Strict`);
          assert.ok(attributes.includes('path=/api/v1'), `${what}: Path=/api/v1`);
          assert.equal(attributes.includes('secure'), production, `${what}: Secure only in production`);
          assert.ok(!attributes.some((part) => part.startsWith('domain=')), `${what}: host-only`);
        }
      });
    });
  }
});
