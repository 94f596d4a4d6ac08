// Which statement the database runs next when it is busy: the one whose request started first. Served in the
// order they were asked, a request that needs several statements one after the other (a sign-in: its limit, the
// account, the account's limits, then the session) queued behind every newer request each time it asked, and
// under load waited four times as long as a request that asks once. Served by the age of their request, its
// later statements go first: every request waits about once, and the slowest answers come in sooner. The
// database is still busy all the time, so nothing is served less in all. Both databases queue so: the
// PostgreSQL pool's checkouts (checkout-order.ts) and the embedded database's statements (pglite-worker.ts).
import { AsyncLocalStorage } from 'node:async_hooks';

/** When the request being handled started (performance.now()); none outside a request. */
const requestStart = new AsyncLocalStorage<number>();

/** When the request whose handling is running started (performance.now()), or undefined outside a request. */
export const startOfCurrentRequest = (): number | undefined => requestStart.getStore();

/**
 * Runs `handling` as part of a request that started at `started` (performance.now()): every statement asked
 * while handling it, however deep, is served by that moment.
 */
export function handleAsRequest(started: number, handling: () => void): void {
  requestStart.run(started, handling);
}

/**
 * Work waiting for the database, the oldest request's first; work outside a request counts from when it was
 * queued, and work of requests that started at the same moment keeps the order it came in.
 */
export class OldestRequestFirst<T> {
  readonly #waiting: { started: number; item: T }[] = [];

  get length(): number {
    return this.#waiting.length;
  }

  /** Queues `item` as the work of a request that started at `started` (by default, the current request). */
  push(item: T, started = startOfCurrentRequest() ?? performance.now()): void {
    let at = this.#waiting.length;
    while (at > 0 && this.#waiting[at - 1]!.started > started) at -= 1;
    this.#waiting.splice(at, 0, { started, item });
  }

  /** The oldest request's work, taken out of the queue. */
  shift(): T | undefined {
    return this.#waiting.shift()?.item;
  }

  /** Takes `item` out of the queue (it gave up waiting). */
  delete(item: T): void {
    const at = this.#waiting.findIndex((waiting) => waiting.item === item);
    if (at >= 0) this.#waiting.splice(at, 1);
  }
}
