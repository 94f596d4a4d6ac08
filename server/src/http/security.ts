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
export function contentSecurityPolicy(config: Config): Record<string, string[]> {
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
