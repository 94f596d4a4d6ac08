/**
 * A small in-process cache for reads that run on almost every request (the session check, search pages).
 *
 * Freshness on this instance: `invalidate()` empties it and bumps a generation; a value loaded under an
 * older generation is handed to the requests that were already waiting for it but never stored. The app
 * calls `invalidate()` on every write request (see installReadCaches), after the handler has finished and
 * before the response leaves, so a client that sees its write answered never reads a value from before it.
 * Across instances the app empties it on every write's broadcast (http/cache-broadcast.ts), and holds it
 * `suspend()`ed (every get() loads, nothing is stored) while it could miss one. What that cannot reach — a
 * write to the database by hand, a broadcast that failed — can be up to `ttlMs` old, plus, with
 * `staleMs`, the time its refresh takes (see below).
 *
 * Stale while revalidating (`staleMs` > 0): once an entry's TTL has run out, and for at most `staleMs`
 * more, the first request starts one refresh and every request gets the old value until the refresh
 * lands (a failed refresh drops the entry). Only expiry makes an entry stale: `invalidate()` removes
 * entries outright, so nothing from before a write is ever served after it.
 *
 * Bounded: at most `maxEntries` entries (the oldest inserted is dropped first). Concurrent misses of one
 * key share one load.
 */
export class ReadCache<V> {
  private generation = 0;
  private suspended = false;
  private readonly entries = new Map<string, { until: number; staleUntil: number; value: V }>();
  private readonly pending = new Map<string, Promise<V>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly staleMs = 0,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** Whether `key` has a value to serve now, fresh or (within `staleMs`) stale. */
  has(key: string): boolean {
    const hit = this.entries.get(key);
    return hit !== undefined && (hit.until > Date.now() || hit.staleUntil > Date.now());
  }

  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
    this.pending.clear();
  }

  /** Empties the cache and, until `resume()`, answers every get() with a fresh load and keeps nothing. */
  suspend(): void {
    this.suspended = true;
    this.invalidate();
  }

  /** Caches again, starting empty. */
  resume(): void {
    this.suspended = false;
    this.invalidate();
  }

  /**
   * The cached value of `key`, or `load()`'s (stored until `until(value)` or the TTL, whichever is sooner;
   * never served stale past `until(value)`).
   */
  async get(key: string, load: () => Promise<V>, until?: (value: V) => number): Promise<V> {
    if (this.ttlMs <= 0 || this.suspended) return load();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit) {
      if (hit.until > now) return hit.value;
      if (hit.staleUntil > now) {
        if (!this.pending.has(key)) {
          this.load(key, load, until).catch(() => {
            if (this.entries.get(key) === hit) this.entries.delete(key);
          });
        }
        return hit.value;
      }
      this.entries.delete(key);
    }
    return this.pending.get(key) ?? this.load(key, load, until);
  }

  private async load(key: string, load: () => Promise<V>, until?: (value: V) => number): Promise<V> {
    const generation = this.generation;
    const loading = load().then((value) => {
      if (this.generation === generation) {
        this.entries.delete(key);
        if (this.entries.size >= this.maxEntries) {
          const oldest = this.entries.keys().next().value;
          if (oldest !== undefined) this.entries.delete(oldest);
        }
        const now = Date.now();
        const limit = until ? until(value) : Infinity;
        this.entries.set(key, {
          until: Math.min(now + this.ttlMs, limit),
          staleUntil: Math.min(now + this.ttlMs + this.staleMs, limit),
          value,
        });
      }
      return value;
    });
    this.pending.set(key, loading);
    try {
      return await loading;
    } finally {
      if (this.pending.get(key) === loading) this.pending.delete(key);
    }
  }
}
