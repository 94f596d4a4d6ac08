import type { FastifyServerOptions, FastifyRequest } from 'fastify';

/** Anything that could let a reader of the logs act as a user is masked (DESIGN §2: pino with redaction). */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'res.headers.authorization',
  '*.password',
  '*.newPassword',
  '*.token',
  '*.accessToken',
  '*.refreshToken',
  '*.passwordHash',
  '*.sslczStorePassword',
  '*.storePassword',
  '*.storePasswordEncrypted',
];

/**
 * Query parameters that carry secrets: the reset link `/reset-password?token=...`, and the notification
 * stream's single-use `ticket`.
 */
const SECRET_QUERY = /([?&](?:token|ticket|accessToken|refreshToken|password)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[Redacted]');
}

export interface LogDestination {
  write(line: string): void;
}

export function loggerOptions(level: string, destination?: LogDestination): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[Redacted]' },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
    ...(destination ? { stream: destination } : {}),
  };
}
