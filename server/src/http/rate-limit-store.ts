import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { Db } from '../db';
import { OutageLog, PeriodicTask } from '../periodic';

/** One rule of a check: a counter, its fixed window and the most hits it allows within the window. */
export interface RateLimitCheck {
  key: string;
  windowMs: number;
  max: number;
}

export interface RateLimitHit {
  /** Hits within the current window, this one included. */
  count: number;
  /** When the window ends (epoch ms); the counter starts again at 1 after it. */
  resetAt: number;
}

/**
 * Fixed-window counters that every instance of a deployment shares. `hit` counts one request against each
 * check in turn, in one round trip, and stops after the first whose count is over its max: the checks after
 * it answer null and are not counted, so a caller refused by a narrow limit (one IP's guesses at an account)
 * cannot use up a wider one (everyone's guesses at it). It rejects when the store cannot be reached.
 */
export interface RateLimitStore {
  /** Names the store in log lines. */
  readonly name: string;
  hit(checks: readonly RateLimitCheck[]): Promise<(RateLimitHit | null)[]>;
  /** Connects, starts background upkeep; never rejects (an unreachable store is logged and tried later). */
  start(): Promise<void>;
  close(): Promise<void>;
}

export interface RateLimitStoreOptions {
  /** Prepended to every key: deployments (or tests) sharing a store keep their counters apart. */
  prefix?: string;
  logger: FastifyBaseLogger;
}

function distinctKeys(checks: readonly RateLimitCheck[]): void {
  if (new Set(checks.map((check) => check.key)).size !== checks.length)
    throw new Error('a rate limit check names the same key twice');
}

/**
 * Counters in the rate_limit_counters table. The checks are a chain of upserts in one statement, each
 * counting only when the one before it is within its max; an upsert starts a new window when the stored
 * one has ended. The database's clock decides windows, so instances whose clocks disagree still count alike.
 */
export class DatabaseRateLimitStore implements RateLimitStore {
  readonly name = 'database';
  private readonly prefix: string;
  private readonly cleanup: PeriodicTask<number>;

  constructor(
    private readonly db: Db,
    options: RateLimitStoreOptions & {
      /** How often rows whose window ended are deleted (0: never by itself). */
      cleanupIntervalMs?: number;
    },
  ) {
    this.prefix = options.prefix ?? '';
    this.cleanup = new PeriodicTask(() => this.deleteExpired(), {
      intervalMs: options.cleanupIntervalMs ?? 60_000,
      log: options.logger,
      failed: 'expired rate limit counters not deleted',
      recovered: 'expired rate limit counters deleted again',
    });
  }

  async hit(checks: readonly RateLimitCheck[]): Promise<(RateLimitHit | null)[]> {
    if (checks.length === 0) return [];
    distinctKeys(checks);
    const steps: SQL[] = checks.map((check, index) => {
      const previous = checks[index - 1];
      const onlyIfPreviousAllowed = previous
        ? sql`where exists (select 1 from ${sql.raw(`r${index - 1}`)} p where p.count <= ${previous.max}::integer)`
        : sql``;
      return sql`${sql.raw(`r${index}`)} as (
        insert into rate_limit_counters as c (key, count, reset_at)
        select ${this.prefix + check.key}::text, 1, now() + ${check.windowMs}::float8 * interval '1 millisecond'
        ${onlyIfPreviousAllowed}
        on conflict (key) do update set
          count = case when c.reset_at <= now() then 1 else c.count + 1 end,
          reset_at = case when c.reset_at <= now() then excluded.reset_at else c.reset_at end
        returning c.count, c.reset_at
      )`;
    });
    const answers = checks.map(
      (_, index) =>
        sql`select ${index}::integer as step, count, (extract(epoch from reset_at - now()) * 1000)::float8 as left_ms from ${sql.raw(`r${index}`)}`,
    );
    const result = await this.db.execute(
      sql`with ${sql.join(steps, sql`, `)} ${sql.join(answers, sql` union all `)}`,
    );
    // The time left, on this process's clock: Retry-After stays right when the clocks disagree.
    const now = Date.now();
    const hits: (RateLimitHit | null)[] = checks.map(() => null);
    for (const row of (result as unknown as { rows: { step: number; count: number; left_ms: number }[] })
      .rows) {
      hits[Number(row.step)] = { count: Number(row.count), resetAt: now + Number(row.left_ms) };
    }
    return hits;
  }

  /** Deletes the counters whose window has ended (a later hit would start them again at 1 anyway). */
  async deleteExpired(): Promise<number> {
    const result = await this.db.execute(sql`delete from rate_limit_counters where reset_at <= now()`);
    // node-postgres says rowCount, PGlite affectedRows.
    const { rowCount, affectedRows } = result as unknown as {
      rowCount?: number | null;
      affectedRows?: number;
    };
    return Number(rowCount ?? affectedRows ?? 0);
  }

  async start(): Promise<void> {
    this.cleanup.start();
  }

  close(): Promise<void> {
    return this.cleanup.close();
  }
}

/**
 * INCR each key, give a new key its window with PEXPIRE, and stop after the first over its max; all in one
 * script, so each step is atomic and the whole check one round trip. A key left without an expiry (a
 * server-side failure between the two calls cannot happen inside a script, but a key written by hand can)
 * gets one, so no counter outlives its window forever. ARGV holds window and max for each key in turn.
 */
const HIT_SCRIPT = `
local answer = {}
for i = 1, #KEYS do
  local window = tonumber(ARGV[2 * i - 1])
  local count = redis.call('INCR', KEYS[i])
  local ttl = redis.call('PTTL', KEYS[i])
  if ttl < 0 then
    redis.call('PEXPIRE', KEYS[i], window)
    ttl = window
  end
  answer[#answer + 1] = count
  answer[#answer + 1] = ttl
  if count > tonumber(ARGV[2 * i]) then break end
end
return answer
`;

type HitCommand = (numberOfKeys: number, ...keysAndArgs: (string | number)[]) => Promise<number[]>;

/**
 * Counters in Redis (REDIS_URL). Commands fail at once while the connection is down (no offline queue),
 * and after `timeoutMs` when Redis does not answer; the client reconnects by itself in the background.
 * The script's keys must live on one node: a single Redis or a replicated primary, not a Redis Cluster.
 */
export class RedisRateLimitStore implements RateLimitStore {
  readonly name = 'redis';
  readonly client: Redis;
  private readonly prefix: string;
  private readonly timeoutMs: number;

  constructor(url: string, options: RateLimitStoreOptions & { timeoutMs?: number }) {
    this.prefix = `pathshala:rate-limit:${options.prefix ?? ''}`;
    this.timeoutMs = options.timeoutMs ?? 1000;
    this.client = new Redis(url, {
      lazyConnect: true,
      enableOfflineQueue: false,
      connectTimeout: Math.max(this.timeoutMs, 2000),
      commandTimeout: this.timeoutMs,
      maxRetriesPerRequest: 0,
      retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
    });
    this.client.defineCommand('rateLimitHit', { lua: HIT_SCRIPT });
    // Without a listener the client prints every failed reconnect; one line per outage is enough.
    const outage = new OutageLog(options.logger.child({ store: this.name }), {
      failed: 'Redis for rate limits is unreachable',
      recovered: 'Redis for rate limits is reachable again',
    });
    this.client.on('error', (error: Error) => outage.failed(error));
    this.client.on('ready', () => outage.succeeded());
  }

  async hit(checks: readonly RateLimitCheck[]): Promise<(RateLimitHit | null)[]> {
    if (checks.length === 0) return [];
    distinctKeys(checks);
    const run = (this.client as unknown as { rateLimitHit: HitCommand }).rateLimitHit.bind(this.client);
    const reply = await run(
      checks.length,
      ...checks.map((check) => this.prefix + check.key),
      ...checks.flatMap((check) => [Math.max(1, Math.round(check.windowMs)), check.max]),
    );
    const now = Date.now();
    return checks.map((_, index) => {
      const count = reply[2 * index];
      const ttl = reply[2 * index + 1];
      return count === undefined || ttl === undefined
        ? null
        : { count: Number(count), resetAt: now + Number(ttl) };
    });
  }

  async start(): Promise<void> {
    if (this.client.status !== 'wait') return;
    // A failed first connection is reported by the error listener; the client keeps trying.
    await this.client.connect().catch(() => undefined);
  }

  async close(): Promise<void> {
    this.client.disconnect();
  }
}

/** The store the configuration names: Redis when REDIS_URL is set, else the database. */
export function createRateLimitStore(
  redisUrl: string | null,
  db: Db,
  options: RateLimitStoreOptions,
): RateLimitStore {
  return redisUrl ? new RedisRateLimitStore(redisUrl, options) : new DatabaseRateLimitStore(db, options);
}
