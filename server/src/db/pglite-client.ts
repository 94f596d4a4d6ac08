/**
 * A stand-in for a PGlite client whose Postgres runs in a worker thread (pglite-worker.ts), so a query
 * no longer blocks this thread's event loop. It implements what drizzle-orm/pglite calls on a client —
 * `query(text, params, options)`, `exec(text)` and `transaction(callback)` with `tx.query`/`tx.exec` —
 * and hands back what PGlite returns (the structured clone keeps Date, Uint8Array and bigint). Errors
 * keep their PostgreSQL fields (code, detail, constraint, …) so unique violations still map to 409s.
 */
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import type {
  PgliteWorkerOptions,
  QueryOptionsMessage,
  Reply,
  Request,
  SerializedError,
} from './pglite-protocol';
import { startOfCurrentRequest } from './request-age';

type RequestBody = Request extends infer R ? (R extends Request ? Omit<R, 'id'> : never) : never;

/** When a statement's turn counts from (Request's `started`). */
const started = (): number => startOfCurrentRequest() ?? performance.now();

/** Rebuilds a worker's error on this thread, with its fields and both threads' stacks. */
function revive(serialized: SerializedError): Error {
  const error = new Error(serialized.message);
  Object.assign(error, serialized.fields);
  error.name = serialized.name;
  const here = error.stack?.split('\n').slice(1).join('\n') ?? '';
  error.stack = `${serialized.stack ?? `${serialized.name}: ${serialized.message}`}\n    --- in the PGlite worker, called from:\n${here}`;
  return error;
}

function optionsMessage(options: QueryOptions | undefined): QueryOptionsMessage | undefined {
  if (!options) return undefined;
  const message: QueryOptionsMessage = {};
  if (options.rowMode) message.rowMode = options.rowMode;
  if (options.paramTypes) message.paramTypes = options.paramTypes;
  if (options.parsers) message.rawTypes = Object.keys(options.parsers).map(Number);
  return message;
}

/** Where the worker's code is: the bundle's pglite-worker.js, or the TypeScript source under tsx. */
function spawn(options: PgliteWorkerOptions): Worker {
  const fromSource = import.meta.url.endsWith('.ts');
  const entry = new URL(fromSource ? './pglite-worker.ts' : './pglite-worker.js', import.meta.url);
  if (!fromSource) return new Worker(entry, { workerData: options });
  // Node does not carry tsx's loader into workers; have tsx load the TypeScript entry explicitly.
  const bootstrap = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((tsx) => tsx.tsImport(${JSON.stringify(entry.href)}, ${JSON.stringify(import.meta.url)}))`;
  return new Worker(bootstrap, { eval: true, workerData: options });
}

/** Starts a worker and resolves once its PGlite is ready (or rejects with why it could not start). */
async function startWorker(options: PgliteWorkerOptions): Promise<Worker> {
  const worker = spawn(options);
  await new Promise<void>((resolve, reject) => {
    const onMessage = (reply: Reply) => {
      if (!('ready' in reply)) return;
      cleanup();
      if (reply.ready) resolve();
      else reject(revive(reply.error));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    const onExit = (code: number) => {
      cleanup();
      reject(new Error(`The PGlite worker exited with code ${code} before it was ready`));
    };
    const cleanup = () => {
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
    };
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
  }).catch(async (error: unknown) => {
    await worker.terminate();
    throw error;
  });
  worker.unref();
  return worker;
}

/**
 * If the worker dies (a crash, not close()), the queries waiting on it fail as "PGlite is closed" (a 503)
 * and, for a database on disk, the next query starts a new worker on the same folder: the server recovers
 * without a restart. An in-memory database died with its worker, so it stays closed.
 */
export class PgliteWorkerClient {
  #worker: Worker | null = null;
  /** How to start it again: only a database on disk outlives its worker. */
  readonly #restartWith: PgliteWorkerOptions | null;
  #nextId = 1;
  #pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  #closed = false;
  #closing: Promise<void> | null = null;
  #restarting: Promise<void> | null = null;
  #listeners = new Map<string, Set<(payload: string) => void>>();
  /** The texts of the server's prepared statements (prepareStatement). */
  readonly #prepared = new Set<string>();

  private constructor(worker: Worker, options: PgliteWorkerOptions) {
    this.#restartWith = options.dataDir ? options : null;
    this.#attach(worker);
  }

  static async start(options: PgliteWorkerOptions = {}): Promise<PgliteWorkerClient> {
    return new PgliteWorkerClient(await startWorker(options), options);
  }

  get closed(): boolean {
    return this.#closed;
  }

  #attach(worker: Worker): void {
    this.#worker = worker;
    worker.on('message', (reply: Reply) => {
      if ('ready' in reply) return;
      if ('notification' in reply) {
        for (const listener of this.#listeners.get(reply.notification.channel) ?? [])
          listener(reply.notification.payload);
        return;
      }
      const waiting = this.#pending.get(reply.id);
      if (!waiting) return;
      this.#pending.delete(reply.id);
      // While nothing is asked of it, the worker must not keep the process alive (as PGlite in-thread would not).
      if (this.#pending.size === 0) worker.unref();
      if (reply.ok) waiting.resolve(reply.result);
      else waiting.reject(revive(reply.error));
    });
    worker.on('error', (error) => this.#lost(worker, error));
    worker.on('exit', (code) =>
      this.#lost(worker, new Error(`PGlite is closed (its worker exited with code ${code})`)),
    );
  }

  #lost(worker: Worker, error: Error): void {
    if (this.#worker !== worker) return;
    this.#worker = null;
    if (this.#closing || !this.#restartWith) this.#closed = true;
    for (const waiting of this.#pending.values()) waiting.reject(error);
    this.#pending.clear();
  }

  /** A new worker on the same folder, listening on the channels the old one listened on. */
  #restart(options: PgliteWorkerOptions): Promise<void> {
    this.#restarting ??= (async () => {
      let worker: Worker;
      try {
        worker = await startWorker(options);
      } catch (error) {
        throw new Error(`PGlite is closed (restarting it failed: ${(error as Error).message})`);
      }
      if (this.#closing) {
        await worker.terminate();
        throw new Error('PGlite is closed');
      }
      this.#attach(worker);
      for (const channel of this.#listeners.keys()) await this.#send({ op: 'listen', channel });
    })().finally(() => {
      this.#restarting = null;
    });
    return this.#restarting;
  }

  #send<T>(body: RequestBody): Promise<T> {
    if (this.#closed) return Promise.reject(new Error('PGlite is closed'));
    const worker = this.#worker;
    if (!worker) {
      if (!this.#restartWith) return Promise.reject(new Error('PGlite is closed'));
      return this.#restart(this.#restartWith).then(() => this.#send<T>(body));
    }
    const id = this.#nextId++;
    return new Promise<T>((resolve, reject) => {
      if (this.#pending.size === 0) worker.ref();
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...body, id } as Request);
    });
  }

  /** Stops the worker thread at once, as a crash would (what the recovery tests use). */
  async terminateWorker(): Promise<void> {
    await this.#worker?.terminate();
  }

  /**
   * A prepared statement's text (db/prepared.ts): from now on `query` with it runs it by name, its plan kept, as
   * PostgreSQL does (pglite-prepared.ts). A transaction's own statements still run as text.
   */
  prepareStatement(text: string): void {
    this.#prepared.add(text);
  }

  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#send({
      op: 'query',
      started: started(),
      ...(this.#prepared.has(text) ? { prepared: true } : {}),
      text,
      params,
      options: optionsMessage(options),
    });
  }

  exec(text: string, options?: QueryOptions): Promise<Results[]> {
    return this.#send({ op: 'exec', started: started(), text, options: optionsMessage(options) });
  }

  /**
   * Runs `callback` in a transaction: the worker holds it open (other queries wait) until the callback
   * settles, then commits — or rolls back when the callback throws or calls `tx.rollback()`.
   */
  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const id = await this.#send<number>({ op: 'begin', started: started() });
    const worker = this.#worker;
    let ended = false;
    const check = () => {
      if (ended) throw new Error('Transaction is closed');
      // Its worker died (and maybe another has started): the transaction went with it.
      if (this.#worker !== worker)
        throw new Error('PGlite is closed (the transaction was lost with its worker)');
    };
    const end = async (commit: boolean) => {
      check();
      ended = true;
      await this.#send({ op: 'end', tx: id, commit });
    };
    const tx = {
      query: async <R>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<R>> => {
        check();
        return this.#send({ op: 'query', tx: id, text, params, options: optionsMessage(options) });
      },
      exec: async (text: string, options?: QueryOptions): Promise<Results[]> => {
        check();
        return this.#send({ op: 'exec', tx: id, text, options: optionsMessage(options) });
      },
      rollback: () => end(false),
      get closed() {
        return ended;
      },
    } as unknown as Transaction;
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      if (!ended) await end(false).catch(() => undefined);
      throw error;
    }
    if (!ended) await end(true);
    return result;
  }

  /**
   * LISTENs on `channel` (as PGlite's own `listen`): `callback` gets each NOTIFY's payload once the
   * notifying transaction commits. Answers the function that stops listening.
   */
  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    let listeners = this.#listeners.get(channel);
    if (!listeners) {
      listeners = new Set();
      this.#listeners.set(channel, listeners);
      await this.#send({ op: 'listen', channel });
    }
    listeners.add(callback);
    return async () => {
      const current = this.#listeners.get(channel);
      if (!current?.delete(callback) || current.size > 0) return;
      this.#listeners.delete(channel);
      if (!this.#closed) await this.#send({ op: 'unlisten', channel }).catch(() => undefined);
    };
  }

  /** Closes PGlite (flushing its files) and stops the worker. */
  close(): Promise<void> {
    this.#closing ??= (async () => {
      await this.#restarting?.catch(() => undefined);
      if (!this.#closed && this.#worker) await this.#send({ op: 'close' }).catch(() => undefined);
      this.#closed = true;
      await this.#worker?.terminate();
    })();
    return this.#closing;
  }
}
