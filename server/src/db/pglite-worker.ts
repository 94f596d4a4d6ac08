/**
 * The worker thread that owns a PGlite instance. PGlite runs Postgres as WebAssembly on the thread that
 * calls it, so in the server's own thread every query would stall every request in flight; here it only
 * stalls this thread. Statements run one at a time, the oldest request's first (request-age.ts); PGlite's own
 * mutexes do the rest: a plain query waits for an open transaction, and a transaction's queries run inside it.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import {
  serializeError,
  type PgliteWorkerOptions,
  type QueryOptionsMessage,
  type Reply,
  type Request,
} from './pglite-protocol';
import { PGLITE_EXTENSIONS } from './pglite-extensions';
import { PreparedStatements } from './pglite-prepared';
import { OldestRequestFirst } from './request-age';

const port = parentPort;
if (!port) throw new Error('pglite-worker must run in a worker thread');
const post = (reply: Reply): void => port.postMessage(reply);

const options = workerData as PgliteWorkerOptions;

interface OpenTransaction {
  tx: Transaction;
  /** Lets the transaction's callback return: commit, or roll back first. */
  finish(commit: boolean): void;
  /** Settles once PGlite has committed or rolled back. */
  done: Promise<void>;
}
const transactions = new Map<number, OpenTransaction>();

const identity = (value: string): string => value;

/** The channels LISTENed on, each with the function that stops it. */
const listening = new Map<string, () => Promise<void>>();

function queryOptions(message: QueryOptionsMessage | undefined) {
  if (!message) return undefined;
  return {
    rowMode: message.rowMode,
    paramTypes: message.paramTypes,
    parsers: message.rawTypes
      ? Object.fromEntries(message.rawTypes.map((oid) => [oid, identity]))
      : undefined,
  };
}

async function begin(pg: PGlite): Promise<OpenTransaction> {
  let began!: (tx: Transaction) => void;
  const opened = new Promise<Transaction>((resolve) => (began = resolve));
  let finish!: (commit: boolean) => void;
  const finished = new Promise<boolean>((resolve) => (finish = resolve));
  const done = pg.transaction(async (tx) => {
    began(tx);
    if (!(await finished)) await tx.rollback();
  });
  const tx = await Promise.race([
    opened,
    done.then(() => {
      throw new Error('The transaction ended before it began');
    }),
  ]);
  // A failed commit is reported by `end`; never leave it unhandled meanwhile.
  done.catch(() => undefined);
  return { tx, finish, done };
}

function target(pg: PGlite, tx: number | undefined): PGlite | Transaction {
  if (tx === undefined) return pg;
  const open = transactions.get(tx);
  if (!open) throw new Error('Transaction is closed');
  return open.tx;
}

async function handle(pg: PGlite, prepared: PreparedStatements, request: Request): Promise<unknown> {
  switch (request.op) {
    case 'query': {
      // A transaction's statements run inside it, so never through the prepared path (which waits for it to end).
      const runner = request.prepared && request.tx === undefined ? prepared : target(pg, request.tx);
      return runner.query(request.text, request.params, queryOptions(request.options));
    }
    case 'exec':
      return target(pg, request.tx).exec(request.text, queryOptions(request.options));
    case 'begin':
      transactions.set(request.id, await begin(pg));
      return request.id;
    case 'end': {
      const open = transactions.get(request.tx);
      if (!open) throw new Error('Transaction is closed');
      transactions.delete(request.tx);
      open.finish(request.commit);
      await open.done;
      return null;
    }
    case 'listen':
      if (!listening.has(request.channel)) {
        const channel = request.channel;
        listening.set(
          channel,
          await pg.listen(channel, (payload) => post({ id: 0, notification: { channel, payload } })),
        );
      }
      return null;
    case 'unlisten': {
      const stop = listening.get(request.channel);
      listening.delete(request.channel);
      if (stop) await stop();
      return null;
    }
    case 'close':
      if (!pg.closed) await pg.close();
      return null;
  }
}

async function start(): Promise<void> {
  let pg: PGlite;
  try {
    pg = await PGlite.create(options.dataDir, {
      extensions: PGLITE_EXTENSIONS,
      ...(options.startParams ? { startParams: options.startParams } : {}),
      ...(options.loadDataDir ? { loadDataDir: new Blob([options.loadDataDir]) } : {}),
    });
  } catch (error) {
    post({ id: 0, ready: false, error: serializeError(error) });
    return;
  }
  const prepared = new PreparedStatements(pg);
  const respond = (request: Request) =>
    handle(pg, prepared, request).then(
      (result) => post({ id: request.id, ok: true, result }),
      (error: unknown) => post({ id: request.id, ok: false, error: serializeError(error) }),
    );
  // The statements that wait their turn (Request's `started`), one at a time, the oldest request's first. PGlite
  // runs a statement without yielding, so the next is chosen only once the messages that came meanwhile are all
  // queued (setImmediate runs after the port has delivered them): chosen on each message, it would be the first
  // to arrive, whatever its age.
  const waiting = new OldestRequestFirst<Request>();
  let running = false;
  let chosen = false;
  const runNext = () => {
    chosen = false;
    const request = running ? undefined : waiting.shift();
    if (!request) return;
    running = true;
    void respond(request).finally(() => {
      running = false;
      chooseNext();
    });
  };
  const chooseNext = () => {
    if (chosen) return;
    chosen = true;
    setImmediate(runNext);
  };
  port!.on('message', (request: Request) => {
    // Closing comes last, after every statement waiting its turn (as when PGlite queued them all).
    const started = request.op === 'close' ? Infinity : 'started' in request ? request.started : undefined;
    if (started === undefined) return void respond(request);
    waiting.push(request, started);
    chooseNext();
  });
  post({ id: 0, ready: true });
}

void start();
