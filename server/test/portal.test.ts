import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import zlib from 'node:zlib';
import { LANGUAGE_COOKIE } from '@pathshala/shared-api/contract';
import { openTestDatabase, startTestApp, tempDir, type TestApp, type TestDatabase } from './helpers';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

// These suites are about files, not data: they share one database.
let shared: TestDatabase;
before(async () => {
  shared = await openTestDatabase('pglite');
});
after(() => shared.dispose());
const startApp = (env: Record<string, string> = {}) =>
  startTestApp('pglite', { database: shared.database, env });

/** A fake PORTAL_DIR with the dist folders the real build produces. */
function fakePortal(): string {
  const root = tempDir('pathshala-portal-');
  const write = (file: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  };
  write('shell/dist/index.html', '<!doctype html><title>Pathshala shell</title>');
  write('shell/dist/main.3f9a1c2b.js', 'console.log("shell")');
  write('shell/dist/favicon.ico', 'icon');
  for (const name of ['student', 'teacher', 'admin']) {
    write(`${name}-app/dist/mf-manifest.json`, `{"name":"${name}"}`);
    write(`${name}-app/dist/remoteEntry.js`, `/* ${name} entry */`);
    write(`${name}-app/dist/__federation_expose_App.a1b2c3d4e5.js`, `/* ${name} app */`);
  }
  return root;
}

describe('static portal', () => {
  let t: TestApp;
  let portalDir: string;

  before(async () => {
    portalDir = fakePortal();
    t = await startApp({ PORTAL_DIR: portalDir });
  });
  after(async () => {
    await t.close();
    fs.rmSync(portalDir, { recursive: true, force: true });
  });

  const get = (url: string, accept = '*/*') => t.request({ method: 'GET', url, headers: { accept } });

  test('serves the shell at / with index.html uncached', async () => {
    const response = await get('/', 'text/html');
    assert.equal(response.statusCode, 200);
    assert.match(response.body, /Pathshala shell/);
    assert.equal(response.headers['cache-control'], NO_CACHE);
  });

  test('content-hashed files are immutable; other files revalidate', async () => {
    const hashed = await get('/main.3f9a1c2b.js');
    assert.equal(hashed.statusCode, 200);
    assert.equal(hashed.headers['cache-control'], IMMUTABLE);
    const plain = await get('/favicon.ico');
    assert.equal(plain.statusCode, 200);
    assert.equal(plain.headers['cache-control'], NO_CACHE);
  });

  test('serves each remote under /apps/<name>/ with entry files uncached', async () => {
    for (const name of ['student', 'teacher', 'admin']) {
      const manifest = await get(`/apps/${name}/mf-manifest.json`);
      assert.equal(manifest.statusCode, 200);
      assert.deepEqual(manifest.json(), { name });
      assert.equal(manifest.headers['cache-control'], NO_CACHE);

      const entry = await get(`/apps/${name}/remoteEntry.js`);
      assert.equal(entry.statusCode, 200);
      assert.equal(entry.headers['cache-control'], NO_CACHE);

      const chunk = await get(`/apps/${name}/__federation_expose_App.a1b2c3d4e5.js`);
      assert.equal(chunk.statusCode, 200);
      assert.equal(chunk.headers['cache-control'], IMMUTABLE);
    }
  });

  test('deep links fall back to the shell index.html', async () => {
    for (const url of ['/student/dashboard', '/login?next=%2Fstudent%2Fposts', '/reset-password?token=abc']) {
      const response = await get(url, 'text/html,application/xhtml+xml');
      assert.equal(response.statusCode, 200, url);
      assert.match(response.body, /Pathshala shell/);
      assert.equal(response.headers['cache-control'], NO_CACHE);
    }
  });

  test('no fallback for /apps, /api, /config, non-HTML requests or other methods', async () => {
    const missingRemoteFile = await get('/apps/student/missing.js', 'text/html');
    assert.equal(missingRemoteFile.statusCode, 404);
    const api = await get('/api/v1/nothing', 'text/html');
    assert.equal(api.statusCode, 404);
    assert.equal(api.json().message, 'Route not found');
    const config = await get('/config/other.json', 'text/html');
    assert.equal(config.statusCode, 404);
    const script = await get('/missing.js', 'application/javascript');
    assert.equal(script.statusCode, 404);
    const post = await t.request({
      method: 'POST',
      url: '/student/dashboard',
      headers: { accept: 'text/html' },
    });
    assert.equal(post.statusCode, 404);
  });

  test('the CSP allows no inline script on the portal pages', async () => {
    const response = await get('/', 'text/html');
    const csp = String(response.headers['content-security-policy']);
    assert.match(csp, /script-src 'self'(;|$)/);
  });
});

describe('the landing page as the build rendered it', () => {
  let t: TestApp;
  let portalDir: string;

  before(async () => {
    portalDir = fakePortal();
    for (const language of ['en', 'bn']) {
      const page = `<!doctype html><html lang="${language}"><div id="root">landing in ${language}</div>`;
      fs.writeFileSync(path.join(portalDir, `shell/dist/landing.${language}.html`), page);
      fs.writeFileSync(
        path.join(portalDir, `shell/dist/landing.${language}.html.br`),
        zlib.brotliCompressSync(page),
      );
    }
    t = await startApp({ PORTAL_DIR: portalDir });
  });
  after(async () => {
    await t.close();
    fs.rmSync(portalDir, { recursive: true, force: true });
  });

  const home = (headers: Record<string, string> = {}) =>
    t.request({ method: 'GET', url: '/', headers: { accept: 'text/html', ...headers } });

  test('/ is the landing page in English for a reader with no language given', async () => {
    const response = await home();
    assert.equal(response.statusCode, 200);
    assert.match(response.body, /landing in en/);
    assert.match(String(response.headers['content-type']), /^text\/html/);
    assert.equal(response.headers['cache-control'], NO_CACHE);
    // A cache must keep one copy per language and per encoding.
    assert.match(String(response.headers.vary), /Accept-Language/);
    assert.match(String(response.headers.vary), /Cookie/);
    assert.match(String(response.headers.vary), /Accept-Encoding/);
  });

  test("in Bangla for a browser that prefers it, and in the portal's last language over the browser's", async () => {
    assert.match((await home({ 'accept-language': 'bn-BD,bn;q=0.9,en;q=0.8' })).body, /landing in bn/);
    assert.match((await home({ 'accept-language': 'en-GB,en;q=0.9,bn;q=0.8' })).body, /landing in en/);
    const chosenBangla = await home({ 'accept-language': 'en', cookie: `${LANGUAGE_COOKIE}=bn` });
    assert.match(chosenBangla.body, /landing in bn/);
    const chosenEnglish = await home({ 'accept-language': 'bn', cookie: `${LANGUAGE_COOKIE}=en` });
    assert.match(chosenEnglish.body, /landing in en/);
  });

  test('a cookie naming no language of ours is ignored', async () => {
    const response = await home({ 'accept-language': 'bn', cookie: `${LANGUAGE_COOKIE}=fr` });
    assert.match(response.body, /landing in bn/);
  });

  test('goes out as its brotli copy to a browser that accepts it', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/',
      headers: { accept: 'text/html', 'accept-encoding': 'gzip, br', 'accept-language': 'bn' },
    });
    assert.equal(response.headers['content-encoding'], 'br');
    assert.match(zlib.brotliDecompressSync(response.rawPayload).toString(), /landing in bn/);
  });

  test('every other page is still the shell alone', async () => {
    for (const url of ['/about', '/login', '/student/dashboard']) {
      const response = await t.request({ method: 'GET', url, headers: { accept: 'text/html' } });
      assert.match(response.body, /Pathshala shell/, url);
      assert.doesNotMatch(response.body, /landing in/, url);
    }
  });
});

describe('runtime configuration', () => {
  test('/config/runtime.json defaults to the locally served remotes, uncached', async () => {
    const t = await startApp();
    try {
      const response = await t.request({ method: 'GET', url: '/config/runtime.json' });
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers['cache-control'], NO_CACHE);
      assert.deepEqual(response.json(), {
        apiBaseUrl: '/api/v1',
        remotes: {
          student: '/apps/student/mf-manifest.json',
          teacher: '/apps/teacher/mf-manifest.json',
          admin: '/apps/admin/mf-manifest.json',
        },
      });
    } finally {
      await t.close();
    }
  });

  test('REMOTE_*_URL point the shell at remotes deployed elsewhere', async () => {
    const t = await startApp({
      REMOTE_STUDENT_URL: 'https://student.cdn.example/v2/mf-manifest.json',
      REMOTE_TEACHER_URL: 'http://localhost:3002/mf-manifest.json',
    });
    try {
      const { remotes } = (await t.request({ method: 'GET', url: '/config/runtime.json' })).json();
      assert.deepEqual(remotes, {
        student: 'https://student.cdn.example/v2/mf-manifest.json',
        teacher: 'http://localhost:3002/mf-manifest.json',
        admin: '/apps/admin/mf-manifest.json',
      });
    } finally {
      await t.close();
    }
  });

  test('without built dist folders the API still works and / explains itself', async () => {
    const t = await startApp({ PORTAL_DIR: tempDir('pathshala-empty-portal-') });
    try {
      const home = await t.request({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
      assert.equal(home.statusCode, 404);
      assert.match(home.body, /portal is not built/);
      assert.equal(
        (await t.request({ method: 'GET', url: '/apps/student/mf-manifest.json' })).statusCode,
        404,
      );
      assert.equal((await t.request({ method: 'GET', url: '/healthz' })).statusCode, 200);
    } finally {
      await t.close();
    }
  });
});
