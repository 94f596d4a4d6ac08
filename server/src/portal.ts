import fs from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REMOTE_NAMES, type Config } from './config';
import { isAccountLanguage, LANGUAGE_COOKIE } from '@pathshala/shared-api/contract';
import { ENCODINGS, negotiateEncoding, varyOnAcceptEncoding, type Encoding } from './http/compression';
import { errorBody } from './http/envelope';
import { API_PREFIX } from './http/prefix';
import { negotiateLanguage, type Language } from './i18n/language';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Entry points must be revalidated so a redeploy is picked up at once. */
const ENTRY_FILES = new Set(['mf-manifest.json', 'remoteEntry.js', 'index.html', 'runtime.json']);
/** A content hash in the name (`main.a1b2c3d4.js`): the file never changes under that name. */
const CONTENT_HASH = /\.[0-9a-f]{8,}\./i;

/** The build writes `<file>.br` and `<file>.gz` beside each text file (webpack/precompress.mjs). */
const PRECOMPRESSED: Record<Encoding, string> = { br: '.br', gzip: '.gz' };
const PRECOMPRESSED_SUFFIX = /\.(br|gz)$/;

/** Of the file as requested: its precompressed copy (`main.js.br`) is cached as `main.js` is. */
export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath).replace(PRECOMPRESSED_SUFFIX, '');
  if (ENTRY_FILES.has(name)) return NO_CACHE;
  return CONTENT_HASH.test(name) ? IMMUTABLE : NO_CACHE;
}

/** Paths the SPA fallback never answers: a miss there is a real 404. */
const NO_FALLBACK = ['/api', '/apps', '/config', '/healthz', '/readyz'];

function wantsSpaFallback(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '';
  if (NO_FALLBACK.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

export function runtimeConfig(config: Config) {
  return { apiBaseUrl: API_PREFIX, remotes: { ...config.remotes } };
}

const isDirectory = (dir: string) => fs.existsSync(dir) && fs.statSync(dir).isDirectory();

/**
 * A file as the client accepts it: the best of its precompressed copies the Accept-Encoding header allows,
 * else the file itself; null when the file is missing.
 */
async function readPrecompressed(
  file: string,
  acceptEncoding: string | string[] | undefined,
): Promise<{ body: Buffer; encoding?: Encoding } | null> {
  let candidates = [...ENCODINGS];
  for (;;) {
    const encoding = negotiateEncoding(acceptEncoding, candidates);
    const body = await readFile(encoding ? file + PRECOMPRESSED[encoding] : file).catch(() => null);
    if (body) return { body, encoding };
    if (!encoding) return null;
    candidates = candidates.filter((candidate) => candidate !== encoding);
  }
}

/**
 * Sends an HTML page of the portal, as its best precompressed copy the client accepts; false when the file is
 * missing.
 */
async function sendPage(request: FastifyRequest, reply: FastifyReply, file: string): Promise<boolean> {
  const page = await readPrecompressed(file, request.headers['accept-encoding']);
  if (!page) return false;
  reply.header('cache-control', NO_CACHE).type('text/html; charset=utf-8');
  varyOnAcceptEncoding(reply);
  if (page.encoding) reply.header('content-encoding', page.encoding);
  await reply.send(page.body);
  return true;
}

/** The reader's language for a page rendered ahead: the one the portal last showed them, else their browser's. */
function readersLanguage(request: FastifyRequest): Language {
  const chosen = request.cookies[LANGUAGE_COOKIE];
  return isAccountLanguage(chosen) ? chosen : negotiateLanguage(request.headers['accept-language']);
}

/**
 * Serves the built portal: the shell at `/` (with an SPA fallback to its index.html), each remote at
 * `/apps/<name>/`, and `/config/runtime.json` telling the shell where the remotes are. `/` is the landing page as
 * the build rendered it in the reader's language (`landing.<language>.html`, webpack/prerender.mjs), where the
 * build made one. Each file goes out as
 * its `.br` or `.gz` copy when the build made one and the client accepts it (`Vary: Accept-Encoding`). Missing
 * dist folders are fine: the API keeps working and `/` explains that the portal is not built.
 */
export async function registerPortal(app: FastifyInstance, config: Config): Promise<void> {
  const setHeaders = (reply: FastifyReply, filePath: string) => {
    reply.header('cache-control', cacheControlFor(filePath));
  };
  const staticOptions = {
    cacheControl: false,
    wildcard: true,
    setHeaders,
    index: 'index.html',
    preCompressed: true,
    decorateReply: false,
  } as const;

  app.get('/config/runtime.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', NO_CACHE);
    return runtimeConfig(config);
  });

  const shellDir = path.join(config.portalDir, 'shell', 'dist');
  const shellIndex = path.join(shellDir, 'index.html');
  const hasShell = isDirectory(shellDir);
  if (hasShell) {
    app.get('/', { schema: { hide: true } }, async (request, reply) => {
      reply.header('vary', 'Accept-Language, Cookie');
      const landing = path.join(shellDir, `landing.${readersLanguage(request)}.html`);
      if (await sendPage(request, reply, landing)) return reply;
      if (!(await sendPage(request, reply, shellIndex))) reply.callNotFound();
      return reply;
    });
    await app.register(fastifyStatic, { ...staticOptions, root: shellDir, prefix: '/' });
  }

  for (const name of REMOTE_NAMES) {
    const root = path.join(config.portalDir, `${name}-app`, 'dist');
    if (isDirectory(root)) {
      await app.register(fastifyStatic, { ...staticOptions, root, prefix: `/apps/${name}/` });
    }
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (wantsSpaFallback(request)) {
      if (await sendPage(request, reply, shellIndex)) return reply;
      return reply
        .code(404)
        .type('text/plain; charset=utf-8')
        .send('Pathshala API is running. The portal is not built yet: run `npm run build`, then restart.');
    }
    return reply.code(404).send(errorBody(request, 404, 'Route not found'));
  });
}
