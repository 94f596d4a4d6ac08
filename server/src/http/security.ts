import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config';

function originOf(url: string): string | null {
  try {
    return /^https?:\/\//.test(url) ? new URL(url).origin : null;
  } catch {
    return null;
  }
}

/** Origins of remotes deployed elsewhere (REMOTE_*_URL); remotes served by us are 'self'. */
export function remoteOrigins(config: Config): string[] {
  const origins = Object.values(config.remotes).map(originOf);
  return [...new Set(origins.filter((origin): origin is string => origin !== null))];
}

/** CSP: no inline scripts; styles may be inline because Chakra/Emotion inject them at run time. */
function contentSecurityPolicy(config: Config): Record<string, string[]> {
  const remotes = remoteOrigins(config);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...remotes],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...remotes],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

/** Cross-origin calls are allowed from our own public origin and the remotes' origins only. */
export function corsOrigins(config: Config): string[] {
  return [...new Set([new URL(config.publicUrl).origin, ...remoteOrigins(config)])];
}

/**
 * Helmet's headers on every response. Its middleware is built once: @fastify/helmet builds a new one on
 * every request, re-parsing the CSP each time, which cost about a tenth of the server's CPU under load.
 */
export function installSecurityHeaders(app: FastifyInstance, config: Config): void {
  const setHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    strictTransportSecurity: config.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
    // Same-site, not same-origin: a shell dev server on another localhost port may load our /apps/* files.
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  app.addHook('onRequest', (request, reply, done) => setHeaders(request.raw, reply.raw, () => done()));
}
