// The portal's files go out as the build precompressed them (`.br`, `.gz` beside each file), chosen by the
// request's Accept-Encoding, with the caching rules and types of the file itself.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { openTestDatabase, startTestApp, tempDir, type TestApp, type TestDatabase } from './helpers';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

const SCRIPT = `console.log(${JSON.stringify('the shell '.repeat(200))});`;
const INDEX = `<!doctype html><title>Pathshala shell</title>${'<meta name="x" content="y">'.repeat(50)}`;
const ENTRY = `/* student entry */ ${'var a = 1;'.repeat(100)}`;
const MANIFEST = JSON.stringify({ name: 'student', pad: 'x'.repeat(500) });
const ONLY_GZIP = `/* a chunk with a gzip copy alone */ ${'b();'.repeat(100)}`;

let shared: TestDatabase;
before(async () => {
  shared = await openTestDatabase('pglite');
});
after(() => shared.dispose());

/**
 * A fake PORTAL_DIR as the production build writes it: the shell's and a remote's files, each with its brotli
 * and gzip copies (the copies' contents differ by encoding, so a test sees which one came), and one chunk
 * the build left with a gzip copy alone.
 */
function fakePortal(): string {
  const root = tempDir('pathshala-portal-compressed-');
  const write = (file: string, content: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  };
  const withCopies = (file: string, content: string) => {
    write(file, content);
    write(`${file}.br`, brotliCompressSync(content));
    write(`${file}.gz`, gzipSync(content));
  };
  withCopies('shell/dist/index.html', INDEX);
  withCopies('shell/dist/main.3f9a1c2b.js', SCRIPT);
  write('shell/dist/favicon.ico', 'icon');
  write('shell/dist/77.0a1b2c3d.js', ONLY_GZIP);
  write('shell/dist/77.0a1b2c3d.js.gz', gzipSync(ONLY_GZIP));
  withCopies('student-app/dist/remoteEntry.js', ENTRY);
  withCopies('student-app/dist/mf-manifest.json', MANIFEST);
  return root;
}

/** The body as the client reads it, after undoing the answer's content-encoding. */
function decoded(response: LightMyRequestResponse): string {
  const encoding = response.headers['content-encoding'];
  const raw = response.rawPayload;
  if (encoding === 'br') return brotliDecompressSync(raw).toString();
  if (encoding === 'gzip') return gunzipSync(raw).toString();
  assert.equal(encoding, undefined);
  return raw.toString();
}

const varies = (response: LightMyRequestResponse) =>
  String(response.headers.vary ?? '')
    .toLowerCase()
    .split(',')
    .map((token) => token.trim())
    .includes('accept-encoding');

describe('precompressed portal files', () => {
  let t: TestApp;
  let portalDir: string;

  before(async () => {
    portalDir = fakePortal();
    t = await startTestApp('pglite', { database: shared.database, env: { PORTAL_DIR: portalDir } });
  });
  after(async () => {
    await t.close();
    fs.rmSync(portalDir, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string, accept = '*/*', method: 'GET' | 'HEAD' = 'GET') =>
    t.request({
      method,
      url,
      headers: { accept, ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }) },
    });

  test('Accept-Encoding picks the copy: br first, q-values respected, * as gzip, identity otherwise', async () => {
    const cases: [string | undefined, string | undefined][] = [
      ['br, gzip', 'br'],
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0.5, gzip;q=0.9', 'gzip'],
      ['gzip;q=0, br', 'br'],
      ['br;q=0, *', 'gzip'],
      ['*', 'gzip'],
      ['identity', undefined],
      ['identity;q=1, *;q=0', undefined],
      ['deflate', undefined],
      [undefined, undefined],
    ];
    for (const [acceptEncoding, expected] of cases) {
      const response = await get('/main.3f9a1c2b.js', acceptEncoding);
      assert.equal(response.statusCode, 200, String(acceptEncoding));
      assert.equal(response.headers['content-encoding'], expected, String(acceptEncoding));
      assert.equal(decoded(response), SCRIPT, String(acceptEncoding));
      assert.match(String(response.headers['content-type']), /^(application|text)\/javascript/);
      assert.ok(varies(response), `Vary: Accept-Encoding for ${acceptEncoding}`);
    }
  });

  test('a compressed file is no bigger on the wire than its copy, and cached as the file is', async () => {
    const brotli = await get('/main.3f9a1c2b.js', 'br');
    assert.equal(Number(brotli.headers['content-length']), brotli.rawPayload.length);
    assert.equal(brotli.rawPayload.length, brotliCompressSync(SCRIPT).length);
    assert.ok(brotli.rawPayload.length < SCRIPT.length / 5);
    assert.equal(brotli.headers['cache-control'], IMMUTABLE);
    assert.equal((await get('/main.3f9a1c2b.js')).headers['cache-control'], IMMUTABLE);

    const entry = await get('/apps/student/remoteEntry.js', 'br, gzip');
    assert.equal(entry.headers['content-encoding'], 'br');
    assert.equal(entry.headers['cache-control'], NO_CACHE);
    assert.equal(decoded(entry), ENTRY);

    const manifest = await get('/apps/student/mf-manifest.json', 'gzip');
    assert.equal(manifest.headers['content-encoding'], 'gzip');
    assert.equal(manifest.headers['cache-control'], NO_CACHE);
    assert.match(String(manifest.headers['content-type']), /^application\/json/);
    assert.deepEqual(JSON.parse(decoded(manifest)), JSON.parse(MANIFEST));
  });

  test('a file without the accepted copy falls back to the next one, then to itself', async () => {
    const gzipOnly = await get('/77.0a1b2c3d.js', 'br, gzip');
    assert.equal(gzipOnly.headers['content-encoding'], 'gzip');
    assert.equal(decoded(gzipOnly), ONLY_GZIP);
    assert.equal(gzipOnly.headers['cache-control'], IMMUTABLE);
    const brOnly = await get('/77.0a1b2c3d.js', 'br');
    assert.equal(brOnly.headers['content-encoding'], undefined);
    assert.equal(brOnly.body, ONLY_GZIP);
    assert.ok(varies(brOnly));

    const icon = await get('/favicon.ico', 'br, gzip');
    assert.equal(icon.statusCode, 200);
    assert.equal(icon.headers['content-encoding'], undefined);
    assert.equal(icon.body, 'icon');
    assert.equal(icon.headers['cache-control'], NO_CACHE);
  });

  test('the shell page at / and every deep link are compressed, uncached', async () => {
    for (const url of ['/', '/student/dashboard', '/login?next=%2Fstudent%2Fposts']) {
      const brotli = await get(url, 'gzip, deflate, br', 'text/html,application/xhtml+xml');
      assert.equal(brotli.statusCode, 200, url);
      assert.equal(brotli.headers['content-encoding'], 'br', url);
      assert.equal(decoded(brotli), INDEX, url);
      assert.match(String(brotli.headers['content-type']), /^text\/html/);
      assert.equal(brotli.headers['cache-control'], NO_CACHE, url);
      assert.ok(varies(brotli), url);

      const gzipped = await get(url, 'gzip', 'text/html');
      assert.equal(gzipped.headers['content-encoding'], 'gzip', url);
      assert.equal(decoded(gzipped), INDEX, url);

      const plain = await get(url, 'identity', 'text/html');
      assert.equal(plain.headers['content-encoding'], undefined, url);
      assert.equal(plain.body, INDEX, url);
      assert.ok(varies(plain), url);
      assert.equal(plain.headers['cache-control'], NO_CACHE, url);
    }
  });

  test('HEAD answers with the headers of the copy GET would send, and no body', async () => {
    for (const url of ['/main.3f9a1c2b.js', '/apps/student/remoteEntry.js']) {
      const head = await get(url, 'br, gzip', '*/*', 'HEAD');
      const full = await get(url, 'br, gzip');
      assert.equal(head.statusCode, 200, url);
      assert.equal(head.headers['content-encoding'], 'br', url);
      assert.equal(head.headers['content-length'], full.headers['content-length'], url);
      assert.equal(head.headers['cache-control'], full.headers['cache-control'], url);
      assert.equal(head.headers['content-type'], full.headers['content-type'], url);
      assert.ok(varies(head), url);
      assert.equal(head.rawPayload.length, 0, url);
    }
    const deepLink = await get('/student/dashboard', 'gzip', 'text/html', 'HEAD');
    assert.equal(deepLink.statusCode, 200);
    assert.equal(deepLink.headers['content-encoding'], 'gzip');
    assert.equal(Number(deepLink.headers['content-length']), gzipSync(INDEX).length);
    assert.equal(deepLink.rawPayload.length, 0);
  });

  test('a missing file is still a 404, whatever the client accepts', async () => {
    const missing = await get('/apps/student/missing.js', 'br, gzip');
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.headers['content-encoding'], undefined);
    assert.equal((await get('/missing.js', 'br', 'application/javascript')).statusCode, 404);
  });
});

describe('a portal built without precompressed copies', () => {
  test('serves its files and deep links as they are', async () => {
    const root = tempDir('pathshala-portal-plain-');
    fs.mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
    fs.writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), '<!doctype html><title>Plain</title>');
    fs.writeFileSync(path.join(root, 'shell', 'dist', 'main.0123abcd.js'), SCRIPT);
    const t = await startTestApp('pglite', { database: shared.database, env: { PORTAL_DIR: root } });
    try {
      const script = await t.request({
        method: 'GET',
        url: '/main.0123abcd.js',
        headers: { 'accept-encoding': 'br' },
      });
      assert.equal(script.statusCode, 200);
      assert.equal(script.headers['content-encoding'], undefined);
      assert.equal(script.body, SCRIPT);
      const page = await t.request({
        method: 'GET',
        url: '/teacher/posts',
        headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' },
      });
      assert.equal(page.statusCode, 200);
      assert.equal(page.headers['content-encoding'], undefined);
      assert.match(page.body, /<title>Plain<\/title>/);
    } finally {
      await t.close();
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
