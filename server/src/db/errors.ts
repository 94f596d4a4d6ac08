/**
 * An error and everything it wraps: drizzle's DrizzleQueryError keeps the driver error as `cause`,
 * and a failed connection to "localhost" is an AggregateError of one error per address.
 */
function* causes(error: unknown, depth = 0): Generator<unknown> {
  if (!error || typeof error !== 'object' || depth > 8) return;
  yield error;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  yield* causes(cause, depth + 1);
  if (Array.isArray(errors)) for (const inner of errors) yield* causes(inner, depth + 1);
}

const field = (error: unknown, key: string): unknown =>
  typeof error === 'object' && error !== null ? (error as Record<string, unknown>)[key] : undefined;

/** Network failures, and PostgreSQL refusing us: shutting down, too many clients, no such database, bad login. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '3D000',
  '28000',
  '28P01',
]);
const UNAVAILABLE_MESSAGES = [
  /Connection terminated/i,
  /connection timeout/i,
  /timeout exceeded when trying to connect/i,
  /Cannot use a pool after calling end/i,
  /PGlite is closed/i,
  /database is closed/i,
  /Client was closed/i,
];

/**
 * Every connection of the pool stayed busy for as long as a request may wait for one (pg-pool's own
 * "timeout exceeded when trying to connect", which it also raises while connections are still being opened
 * to a database that does not answer: see db/index.ts, which tells the two apart). It wraps pg-pool's error,
 * so isDatabaseUnavailable still holds for code that only asks that.
 */
export class PoolExhaustedError extends Error {
  override name = 'PoolExhaustedError';
  constructor(
    readonly poolSize: number,
    readonly waitMs: number,
    cause: unknown,
  ) {
    super(`all ${poolSize} database connections stayed busy for ${waitMs} ms`, { cause });
  }
}

/** The PoolExhaustedError in `error`'s chain (drizzle wraps driver errors), or null. */
export function poolExhaustion(error: unknown): PoolExhaustedError | null {
  for (const err of causes(error)) if (err instanceof PoolExhaustedError) return err;
  return null;
}

/** True when the database cannot be reached at all (as opposed to a query that failed). */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const err of causes(error)) {
    const code = field(err, 'code');
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
    const message = field(err, 'message');
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message)))
      return true;
  }
  return false;
}

/** The constraint a unique violation (23505) hit, or null when the error is something else. */
export function uniqueViolation(error: unknown): string | null {
  for (const err of causes(error)) {
    if (field(err, 'code') === '23505') {
      const constraint = field(err, 'constraint');
      return typeof constraint === 'string' ? constraint : '';
    }
  }
  return null;
}

/**
 * True when the database refused a text value it cannot store: a NUL character (22021) or one the
 * encoding cannot represent (22P05). That is the client's input, never a fault of ours.
 */
export function isUnstorableText(error: unknown): boolean {
  for (const err of causes(error)) {
    const code = field(err, 'code');
    if (code === '22021' || code === '22P05') return true;
  }
  return false;
}
