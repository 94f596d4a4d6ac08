// Compression of what the server builds as it answers (API JSON, the OpenAPI document, an error page). The
// portal's files are compressed once at build time and served as they are (portal.ts); this is for the rest.
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_PREFIX } from './prefix';

export type Encoding = 'br' | 'gzip';

/** The codings we produce; for the portal's files (compressed at build time), best first. */
export const ENCODINGS: readonly Encoding[] = ['br', 'gzip'];

/**
 * The coding to answer with, of those `available`, for an Accept-Encoding header: the one with the highest
 * q-value above 0 (on a tie, the first of `available`), or undefined for the identity (no header, `identity`,
 * or nothing available acceptable). `*` stands for gzip when gzip is not named, as @fastify/static reads it for
 * the portal's files: a client that names no coding is safest with the one every HTTP client reads. Parameters
 * other than q are ignored.
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
  for (const coding of available) {
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
 * The codings of the answers the server builds, first choice first. Those answers are JSON of a few to some tens
 * of KB, which gzip and brotli at quality 4 (about gzip's speed) shrink alike (a student dashboard's 19 KB: 3,906
 * and 3,873 bytes). What differs is the memory a compression takes and gives back: brotli's encoder 0.5–4 MB,
 * gzip's by default four blocks of 64 KB, while the server's malloc (server/launch.json) maps each block of 32 KB
 * or more on its own and unmaps it when freed, which in a process with threads costs far more than the
 * compression. On PostgreSQL at 100,000 posts, a dashboard asked for with a browser's Accept-Encoding cost the
 * server 2.5–6 ms of CPU against 1.0 ms uncompressed with brotli from the thread pool; with the gzip below, on
 * the event loop, 1.3 ms. So gzip comes first, with an 8 KB window and deflate's other buffers at 16 KB, all
 * under that line: answers up to 5 % larger than with its full window (the 190 KB OpenAPI document 23 %, in
 * 1.5 ms). Brotli is for a client that prefers it, and for the portal's files, compressed once at build time.
 */
const BUILT_ANSWER_ENCODINGS: readonly Encoding[] = ['gzip', 'br'];
const GZIP_OPTIONS = { level: 6, windowBits: 13, memLevel: 6 };
const BROTLI_QUALITY = 4;

const compressBrotli = promisify(brotliCompress);

/** A built answer in `encoding` (see BUILT_ANSWER_ENCODINGS). */
function compress(body: Buffer, encoding: Encoding): Buffer | Promise<Buffer> {
  if (encoding === 'gzip') return gzipSync(body, GZIP_OPTIONS);
  return compressBrotli(body, {
    params: {
      [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
      [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/** The answers kept to be sent again (SharedAnswer), by their bytes, as installCompression meets them. */
const sharedAnswers = new WeakMap<Buffer, SharedAnswer>();

/**
 * An answer sent as it is to many requests (a read cache's): send its `bytes`, and installCompression sends the
 * copy in the client's coding, made the first time one asks for it, so a cache hit costs no compression either.
 */
export class SharedAnswer {
  readonly bytes: Buffer;
  private readonly copies = new Map<Encoding, Buffer | Promise<Buffer>>();

  constructor(text: string) {
    this.bytes = Buffer.from(text);
    sharedAnswers.set(this.bytes, this);
  }

  /** The answer in `encoding`, compressed once. */
  in(encoding: Encoding): Buffer | Promise<Buffer> {
    let copy = this.copies.get(encoding);
    if (copy === undefined) {
      copy = compress(this.bytes, encoding);
      this.copies.set(encoding, copy);
    }
    return copy;
  }
}

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
    const encoding = negotiateEncoding(request.headers['accept-encoding'], BUILT_ANSWER_ENCODINGS);
    if (!encoding) return payload;
    const compressed = await (sharedAnswers.get(body)?.in(encoding) ?? compress(body, encoding));
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return compressed;
  });
}
