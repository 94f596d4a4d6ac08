import fs from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REMOTE_NAMES, type Config } from './config';
import { ENCODINGS, negotiateEncoding, varyOnAcceptEncoding, type Encoding } from './http/compression';
import { errorBody } from './http/envelope';
import { API_PREFIX } from './http/prefix';

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
 * Serves the built portal: the shell at `/` (with an SPA fallback to its index.html), each remote at
 * `/apps/<name>/`, and `/config/runtime.json` telling the shell where the remotes are. Each file goes out as
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
  if (hasShell) await app.register(fastifyStatic, { ...staticOptions, root: shellDir, prefix: '/' });

  for (const name of REMOTE_NAMES) {
    const root = path.join(config.portalDir, `${name}-app`, 'dist');
    if (isDirectory(root)) {
      await app.register(fastifyStatic, { ...staticOptions, root, prefix: `/apps/${name}/` });
    }
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (wantsSpaFallback(request)) {
      const index = await readPrecompressed(shellIndex, request.headers['accept-encoding']);
      if (index) {
        reply.header('cache-control', NO_CACHE).type('text/html; charset=utf-8');
        varyOnAcceptEncoding(reply);
        if (index.encoding) reply.header('content-encoding', index.encoding);
        return reply.send(index.body);
      }
      return reply
        .code(404)
        .type('text/plain; charset=utf-8')
        .send('Pathshala API is running. The portal is not built yet: run `npm run build`, then restart.');
    }
    return reply.code(404).send(errorBody(request, 404, 'Route not found'));
  });
}
