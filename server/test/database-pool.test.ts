import assert from 'node:assert/strict';
import net from 'node:net';
import { describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { buildApp, type App } from '../src/app';
import { openDatabase, type Database } from '../src/db';
import { queryPlan } from '../src/db/plans';
import { handleAsRequest } from '../src/db/request-age';
import { isDatabaseUnavailable, poolExhaustion } from '../src/db/errors';
import { SERVER_BUSY_MESSAGE, SERVICE_UNAVAILABLE_MESSAGE } from '../src/http/error-handler';
import { MESSAGE_TABLES } from '../src/http/messages';
import {
  authHeader,
  NO_RATE_LIMITS,
  openTestDatabase,
  PASSWORD,
  recordUntranslated,
  testConfig,
  uniqueName,
} from './helpers';

const WAIT_MS = 300;
/** PGlite has one connection and no pool. */
const POSTGRES_ONLY = {
  skip: process.env.TEST_DATABASE_URL ? false : 'needs PostgreSQL: set TEST_DATABASE_URL',
};

/** The messages of an error and of its causes. */
function errorTexts(error: unknown): string[] {
  const texts: string[] = [];
  for (let err = error; err instanceof Error; err = err.cause) texts.push(err.message);
  return texts;
}

async function startApp(database: Database, lines?: string[]): Promise<App> {
  const app = await buildApp(testConfig(), {
    database,
    logger: lines ? { write: (line) => void lines.push(line) } : false,
    rateLimits: NO_RATE_LIMITS,
    onUntranslatedMessage: recordUntranslated,
  });
  await app.ready();
  return app;
}

async function signedIn(app: App): Promise<string> {
  const username = uniqueName('pool');
  const registered = await app.inject({
    method: 'POST',
    url: '/api/v1/register',
    payload: {
      firstname: 'Pool',
      lastname: 'Test',
      username,
      email: `${username}@example.com`,
      password: PASSWORD,
      role: 'student',
    },
  });
  assert.equal(registered.statusCode, 201, registered.body);
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/login',
    payload: { username, password: PASSWORD },
  });
  assert.equal(login.statusCode, 200, login.body);
  return login.json().data.accessToken;
}

/** Runs a transaction that keeps its pooled connection until `release()`. */
async function holdConnection(database: Database) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let started!: () => void;
  const begun = new Promise<void>((resolve) => (started = resolve));
  const done = database.db.transaction(async (tx) => {
    await tx.execute(sql`select 1`);
    started();
    await held;
  });
  await begun;
  return { release, done };
}

describe('the connections', POSTGRES_ONLY, () => {
  /** Runs `read` on a pool opened as the server opens it, on a database of its own. */
  async function onServerPool<T>(read: (database: Database) => Promise<T>): Promise<T> {
    const owned = await openTestDatabase('postgres');
    const database = await openDatabase({ driver: 'postgres', url: owned.url! });
    try {
      return await read(database);
    } finally {
      await database.close();
      await owned.dispose();
    }
  }

  test('compile no statement to machine code (jit off)', async () => {
    const shown = await onServerPool(
      async (database) =>
        (await database.db.execute(sql`show jit`)) as unknown as { rows: { jit: string }[] },
    );
    assert.equal(shown.rows[0]?.jit, 'off');
  });

  test('plan no statement across parallel workers, even where the planner would find them cheap', async () => {
    // Parallel workers made free, so that only the connection's own setting stands between a count of a table
    // of some pages and a plan that gathers workers; the same count with workers allowed shows that it would.
    const plans = await onServerPool(async (database) => {
      await database.db.execute(sql`insert into rate_limit_counters (key, count, reset_at)
        select 'parallel-test:' || n, n, now() + interval '1 hour' from generate_series(1, 20000) n`);
      await database.db.execute(sql`analyze rate_limit_counters`);
      /** The count's plan, with the connection's own workers setting or, when given, this many workers allowed. */
      const planWith = (workersAllowed?: number) =>
        database.db.transaction(async (tx) => {
          await tx.execute(sql`set local parallel_setup_cost = 0`);
          await tx.execute(sql`set local parallel_tuple_cost = 0`);
          await tx.execute(sql`set local min_parallel_table_scan_size = 0`);
          if (workersAllowed !== undefined)
            await tx.execute(sql.raw(`set local max_parallel_workers_per_gather = ${workersAllowed}`));
          return queryPlan(tx, sql`select count(*) from rate_limit_counters`);
        });
      return [await planWith(), await planWith(2)];
    });
    assert.doesNotMatch(plans[0] ?? '', /Gather/);
    assert.match(plans[1] ?? '', /Gather/);
  });
});

// PGlite has one connection and no pool: only PostgreSQL can run out of pooled connections.
describe('when every pooled connection is busy', POSTGRES_ONLY, () => {
  test('with DATABASE_POOL_SIZE=1 and the connection held: 503 "busy" with Retry-After, then served once it is free', async () => {
    const owned = await openTestDatabase('postgres');
    const database = await openDatabase({
      driver: 'postgres',
      url: owned.url!,
      pool: { size: 1, waitMs: WAIT_MS },
    });
    const lines: string[] = [];
    const app = await startApp(database, lines);
    try {
      const token = await signedIn(app);
      const viewProfile = (headers: Record<string, string> = {}) =>
        app.inject({
          method: 'GET',
          url: '/api/v1/users/viewprofile',
          headers: { ...authHeader(token), ...headers },
        });
      assert.equal((await viewProfile()).statusCode, 200);

      const holder = await holdConnection(database);
      const started = performance.now();
      const busy = await viewProfile();
      const waited = performance.now() - started;
      assert.equal(busy.statusCode, 503, busy.body);
      assert.deepEqual(busy.json(), {
        statusCode: 503,
        data: null,
        message: SERVER_BUSY_MESSAGE,
        success: false,
      });
      assert.equal(busy.headers['retry-after'], '2');
      assert.ok(waited >= WAIT_MS * 0.9, `the request waited ${Math.round(waited)} ms for a connection`);
      const bangla = await viewProfile({ 'accept-language': 'bn' });
      assert.equal(bangla.statusCode, 503);
      assert.equal(
        bangla.json().message,
        MESSAGE_TABLES['server/src/http/locales/bn.json']![SERVER_BUSY_MESSAGE],
      );
      // A query of the server's own sees the same error, with the pool's size.
      const direct = await database.db.execute(sql`select 1`).then(
        () => assert.fail('no connection was free'),
        (error: unknown) => error,
      );
      assert.equal(poolExhaustion(direct)?.poolSize, 1);
      assert.equal(poolExhaustion(direct)?.waitMs, WAIT_MS);

      holder.release();
      await holder.done;
      assert.equal((await viewProfile()).statusCode, 200);

      const logged = lines.map(
        (line) => JSON.parse(line) as { level: number; msg: string; poolSize?: number },
      );
      const exhausted = logged.filter((line) => line.msg.startsWith('database pool exhausted'));
      assert.equal(exhausted.length, 2, 'one line per request answered busy');
      for (const line of exhausted) {
        assert.equal(line.level, 40, 'a warning');
        assert.equal(line.poolSize, 1);
        assert.match(line.msg, /all 1 connections busy for 300 ms/);
      }
      assert.ok(
        !logged.some((line) => line.msg === 'database unavailable'),
        'the database was up: it is not logged as unavailable',
      );
    } finally {
      await app.close();
      await database.close();
      await owned.dispose();
    }
  });
});

describe('who gets a connection that comes free', POSTGRES_ONLY, () => {
  test('the request that started first, then the one that asked first; then work outside a request', async () => {
    const database = await openDatabase({
      driver: 'postgres',
      url: process.env.TEST_DATABASE_URL!,
      pool: { size: 1, waitMs: 5000 },
    });
    try {
      const holder = await holdConnection(database);
      const served: string[] = [];
      const select = (name: string) => database.db.execute(sql`select 1`).then(() => void served.push(name));
      const asRequest = (name: string, started: number) =>
        new Promise<void>((resolve, reject) =>
          handleAsRequest(started, () => void select(name).then(resolve, reject)),
        );
      const now = performance.now();
      const asked = [
        asRequest('a new request', now),
        select('outside a request'),
        asRequest('an old request', now - 1000),
        asRequest('another old request, started as early', now - 1000),
      ];
      // Every statement is waiting for the one connection before it comes free.
      await new Promise((resolve) => setTimeout(resolve, 100));
      assert.deepEqual(served, []);
      holder.release();
      await holder.done;
      await Promise.all(asked);
      assert.deepEqual(served, [
        'an old request',
        'another old request, started as early',
        'a new request',
        'outside a request',
      ]);
    } finally {
      await database.close();
    }
  });
});

describe('when the database does not answer', () => {
  test('requests queued behind connections still being opened are "unavailable", not "busy"', async () => {
    // Accepts connections and never says a word: a database host that hangs.
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    const database = await openDatabase({
      driver: 'postgres',
      url: `postgres://postgres@127.0.0.1:${port}/pathshala`,
      pool: { size: 1, waitMs: WAIT_MS },
    });
    const app = await startApp(database);
    try {
      // The first opens the pool's one connection, which hangs; the second waits in the pool's queue.
      const attempts = await Promise.allSettled([
        database.db.execute(sql`select 1`),
        database.db.execute(sql`select 1`),
      ]);
      const texts = attempts.map((attempt) =>
        attempt.status === 'rejected' ? errorTexts(attempt.reason).join(' / ') : 'answered',
      );
      assert.ok(
        texts.some((text) => text.includes('timeout exceeded when trying to connect')),
        `one waited in the pool's queue: ${texts.join('; ')}`,
      );
      for (const attempt of attempts) {
        assert.equal(attempt.status, 'rejected');
        assert.ok(isDatabaseUnavailable(attempt.reason), String(attempt.reason));
        assert.equal(poolExhaustion(attempt.reason), null, String(attempt.reason));
      }
      const answers = await Promise.all(
        [1, 2].map(() =>
          app.inject({
            method: 'POST',
            url: '/api/v1/login',
            payload: { username: 'someone', password: PASSWORD },
          }),
        ),
      );
      for (const answer of answers) {
        assert.equal(answer.statusCode, 503);
        assert.equal(answer.json().message, SERVICE_UNAVAILABLE_MESSAGE);
      }
    } finally {
      await app.close();
      await database.close();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});
