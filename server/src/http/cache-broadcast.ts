import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../db';

/** The channel on which a write tells every instance to empty its read caches. */
export const CACHE_CHANNEL = 'pathshala_read_caches';

/** The payload of a write made outside any instance (the admin CLI): no instance takes it for its own. */
const OUTSIDE_WRITE = 'outside';

/**
 * Tells every running instance to empty its read caches once `db`'s transaction commits: for writers that
 * are not an instance (the admin CLI, the startup admin) and change a user or end sessions.
 */
export async function announceOutsideWrite(db: Queryable): Promise<void> {
  await db.execute(sql`select pg_notify(${CACHE_CHANNEL}, ${OUTSIDE_WRITE})`);
}

/** What the broadcast does with the caches it guards (http/read-cache.ts). */
export interface BroadcastCache {
  invalidate(): void;
  suspend(): void;
  resume(): void;
}

export interface CacheBroadcastOptions {
  /** Whether the caches are on (READ_CACHE_MS > 0): when off, nothing is sent or listened for. */
  enabled: boolean;
  /** How long a write waits for its notification to come back over this instance's own listener. */
  echoTimeoutMs?: number;
  /** Pauses between attempts to start listening when the first one failed. */
  retryMs?: readonly number[];
}

const START_RETRY_MS = [250, 1000, 2000, 5000];

/**
 * Keeps the read caches of every instance on one database as fresh as the writes made through any of them.
 *
 * A write request empties this instance's caches and, before its response leaves, `announce()`s it: a
 * NOTIFY on CACHE_CHANNEL carrying this instance's random id and a sequence number, sent outside the
 * write's transaction (it has committed by then). Every other instance empties its caches when the
 * payload arrives. The announcing write then waits for its own payload to come back over this instance's
 * listening connection: PostgreSQL signals all listening connections of a commit at once, so by then the
 * other instances' connections have been handed it too, and a request the client makes next on another
 * instance finds the caches there already emptied (on the embedded database every listener of the process
 * is called in one go, strictly before the echo). Writes that overlap share NOTIFYs: one is in flight at a
 * time, and every write that arrives meanwhile rides on the next one (the one in flight may have left
 * before that write committed).
 *
 * A notification sent while a listening connection is down is lost to it, so an instance whose listener
 * is not up (before it first connects, after it drops until it reconnects) serves nothing from its caches:
 * every request reads the database, and the caches start empty again once it is back.
 */
export class CacheBroadcast {
  /** Tells this instance's own notifications from the others'. */
  readonly id = randomUUID();
  private listening = false;
  private closed = false;
  private stopListening: (() => Promise<void>) | null = null;
  private retry: NodeJS.Timeout | null = null;
  private attempt = 0;
  /** Whether the listener has been down since it last was up (so its coming back is logged). */
  private wasDown = false;
  private sent = 0;
  private echoed = 0;
  private readonly echoWaiters = new Set<{ seq: number; done: () => void }>();
  private inFlight: Promise<void> | null = null;
  private next: Promise<void> | null = null;
  private readonly echoTimeoutMs: number;
  private readonly retryMs: readonly number[];
  private readonly enabled: boolean;

  constructor(
    private readonly database: Database,
    private readonly caches: readonly BroadcastCache[],
    private readonly log: FastifyBaseLogger,
    options: CacheBroadcastOptions,
  ) {
    this.enabled = options.enabled;
    this.echoTimeoutMs = options.echoTimeoutMs ?? 1000;
    this.retryMs = options.retryMs ?? START_RETRY_MS;
    if (this.enabled) for (const cache of caches) cache.suspend();
  }

  /** Whether the caches are in use: on, and the listener is up. */
  get live(): boolean {
    return this.enabled && this.listening;
  }

  /**
   * Starts listening. Resolves once the first attempt has settled: on failure the caches stay suspended
   * and later attempts run in the background.
   */
  async start(): Promise<void> {
    if (!this.enabled || this.closed || this.stopListening || this.retry) return;
    await this.connect();
  }

  /**
   * Tells the other instances to empty their caches; resolves once the notification has committed and come
   * back to this instance (or could not: never rejects).
   */
  announce(): Promise<void> {
    if (!this.enabled || this.closed) return Promise.resolve();
    if (!this.inFlight) {
      this.inFlight = this.send().finally(() => {
        this.inFlight = null;
      });
      return this.inFlight;
    }
    this.next ??= this.inFlight.then(() => {
      this.next = null;
      return this.announce();
    });
    return this.next;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    this.listening = false;
    this.releaseEchoWaiters();
    const stop = this.stopListening;
    this.stopListening = null;
    await stop?.();
    await this.next;
    await this.inFlight;
  }

  private async connect(): Promise<void> {
    let stop: () => Promise<void>;
    try {
      stop = await this.database.listen(
        CACHE_CHANNEL,
        (payload) => this.receive(payload),
        () => this.up(),
        () => this.down(),
      );
    } catch (error) {
      if (this.closed) return;
      if (!this.wasDown) {
        this.wasDown = true;
        this.log.warn(
          { err: error },
          'read caches off: cannot listen for writes made through other instances; every request reads the database',
        );
      }
      const delay = this.retryMs[Math.min(this.attempt, this.retryMs.length - 1)] ?? 5000;
      this.attempt += 1;
      this.retry = setTimeout(() => {
        this.retry = null;
        void this.connect();
      }, delay);
      this.retry.unref();
      return;
    }
    if (this.closed) {
      await stop();
      return;
    }
    this.attempt = 0;
    this.stopListening = stop;
    this.up();
  }

  private up(): void {
    if (this.closed) return;
    this.listening = true;
    // Whatever was written while nobody listened was not heard: start from empty caches.
    for (const cache of this.caches) cache.resume();
    if (this.wasDown) {
      this.wasDown = false;
      this.log.info('read caches back on: listening for writes made through other instances');
    }
  }

  private down(): void {
    if (this.closed) return;
    this.listening = false;
    for (const cache of this.caches) cache.suspend();
    this.releaseEchoWaiters();
    this.wasDown = true;
    this.log.warn(
      'read caches off: lost the connection that hears writes made through other instances; every request reads the database',
    );
  }

  private receive(payload: string): void {
    const [id, seq] = payload.split(':');
    if (id === this.id) {
      this.echoed = Math.max(this.echoed, Number(seq) || 0);
      for (const waiter of this.echoWaiters) if (waiter.seq <= this.echoed) waiter.done();
      return;
    }
    for (const cache of this.caches) cache.invalidate();
  }

  private async send(): Promise<void> {
    const seq = ++this.sent;
    // Registered before sending: the echo may arrive before the query's own answer does.
    const echo = this.listening ? this.echoOf(seq) : null;
    try {
      await this.database.db.execute(sql`select pg_notify(${CACHE_CHANNEL}, ${`${this.id}:${seq}`})`);
    } catch (error) {
      echo?.cancel();
      this.log.error({ err: error }, 'read caches: could not tell the other instances about a write');
      return;
    }
    if (echo && !(await echo.arrived)) {
      this.log.warn(
        { waitedMs: this.echoTimeoutMs },
        'read caches: the notification of a write did not come back in time; answering anyway',
      );
    }
  }

  /** Resolves true once `seq` has come back, false on a time-out; at once when the listener drops. */
  private echoOf(seq: number): { arrived: Promise<boolean>; cancel(): void } {
    let waiter!: { seq: number; done: () => void };
    let timer: NodeJS.Timeout | undefined;
    const arrived = new Promise<boolean>((resolve) => {
      const finish = (value: boolean) => {
        clearTimeout(timer);
        this.echoWaiters.delete(waiter);
        resolve(value);
      };
      waiter = { seq, done: () => finish(true) };
      timer = setTimeout(() => finish(!this.listening), this.echoTimeoutMs);
      timer.unref();
    });
    this.echoWaiters.add(waiter);
    return { arrived, cancel: () => waiter.done() };
  }

  private releaseEchoWaiters(): void {
    for (const waiter of [...this.echoWaiters]) waiter.done();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Empties the other instances' read caches after a write here (http/cache-broadcast.ts). */
    cacheBroadcast: CacheBroadcast;
  }
}
