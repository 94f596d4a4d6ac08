// Compression of what the server builds as it answers (API JSON, the OpenAPI document, an error page). The
// portal's files are compressed once at build time and served as they are (portal.ts); this is for the rest.
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_PREFIX } from './prefix';

export type Encoding = 'br' | 'gzip';

/** The codings we produce, best first: a tie in the client's q-values goes to the first. */
export const ENCODINGS: readonly Encoding[] = ['br', 'gzip'];

/**
 * The coding to answer with, of those `available`, for an Accept-Encoding header: the one with the highest
 * q-value above 0, or undefined for the identity (no header, `identity`, or nothing available acceptable).
 * `*` stands for gzip when gzip is not named, as @fastify/static reads it for the portal's files: a client that
 * names no coding is safest with the one every HTTP client reads. Parameters other than q are ignored.
 */
export function negotiateEncoding(
  header: string | string[] | undefined,
  available: readonly Encoding[] = ENCODINGS,
): Encoding | undefined {
  if (header === undefined) return undefined;
  const weights = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const [token = '', ...params] = part.split(';');
    const coding = token.trim().toLowerCase();
    if (!coding) continue;
    let q = 1;
    for (const param of params) {
      const [name, value] = param.split('=').map((piece) => piece.trim());
      if (name?.toLowerCase() === 'q') q = Number(value);
    }
    weights.set(coding, Number.isFinite(q) ? Math.min(Math.max(q, 0), 1) : 0);
  }
  let best: Encoding | undefined;
  let bestQ = 0;
  for (const coding of ENCODINGS) {
    if (!available.includes(coding)) continue;
    const q = weights.get(coding) ?? (coding === 'gzip' ? weights.get('*') : undefined) ?? 0;
    if (q > bestQ) [best, bestQ] = [coding, q];
  }
  return best;
}

/** Adds Accept-Encoding to the Vary header once, keeping what is there. */
export function varyOnAcceptEncoding(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const value = Array.isArray(current) ? current.join(', ') : current === undefined ? '' : String(current);
  const tokens = value.split(',').map((token) => token.trim().toLowerCase());
  if (tokens.includes('accept-encoding') || tokens.includes('*')) return;
  reply.header('vary', value ? `${value}, Accept-Encoding` : 'Accept-Encoding');
}

/** Below this many bytes a compressed answer saves less than its headers and the CPU cost. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Brotli quality 4: about gzip's speed with a smaller answer. The maximum (11) is for files compressed once at
 * build time, far too slow for every answer.
 */
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 6;

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

/** Types worth compressing; images, archives, PDFs and other binary files are compressed already. */
const COMPRESSIBLE =
  /^(text\/(?!event-stream)[\w.+-]+|application\/([\w.-]+\+)?(json|xml)|application\/(javascript|ecmascript|x-javascript|manifest\+json|x-ndjson)|image\/svg\+xml)\s*(;|$)/i;

/**
 * Routes never compressed: the notification stream writes each event to the socket as it happens (it is
 * hijacked, so this is a guard should that change), and the payment gateway posts its callbacks from servers
 * and browsers we do not control.
 */
const NEVER_COMPRESSED = new Set(
  ['/notifications/stream', '/payment/success', '/payment/fail', '/payment/cancel', '/payment/ipn'].map(
    (route) => `${API_PREFIX}${route}`,
  ),
);

function compressible(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): payload is string | Buffer {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return false;
  if (reply.statusCode === 204 || reply.statusCode === 304 || reply.statusCode < 200) return false;
  if (reply.hasHeader('content-encoding')) return false;
  if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return false;
  if (/\bno-transform\b/i.test(String(reply.getHeader('cache-control') ?? ''))) return false;
  return !NEVER_COMPRESSED.has(request.routeOptions.url ?? '');
}

/**
 * Compresses answers of a compressible type from COMPRESSION_THRESHOLD bytes up, with br or gzip as the
 * client accepts, and marks every such answer `Vary: Accept-Encoding` (a smaller one too: a cache must not
 * hand a compressed copy to a client that cannot read it). Streams are left alone: the portal's files come
 * precompressed, and the API streams nothing worth compressing. Installed last, so that every other onSend hook
 * sees the answer as written.
 */
export function installCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!compressible(request, reply, payload)) return payload;
    varyOnAcceptEncoding(reply);
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    if (body.length < COMPRESSION_THRESHOLD) return payload;
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const compressed =
      encoding === 'br'
        ? await compressBrotli(body, {
            params: {
              [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
              [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
              [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          })
        : await compressGzip(body, { level: GZIP_LEVEL });
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return compressed;
  });
}
