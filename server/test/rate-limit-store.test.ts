import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import {
  DatabaseRateLimitStore,
  RedisRateLimitStore,
  type RateLimitCheck,
  type RateLimitHit,
  type RateLimitStore,
} from '../src/http/rate-limit-store';
import { RATE_LIMIT_UNAVAILABLE_MESSAGE } from '../src/http/rate-limits';
import { requestFields } from './authz-world';
import {
  authHeader,
  forEachDatabase,
  openTestDatabase,
  PASSWORD,
  signUpAs,
  startTestApp,
  uniqueName,
  type DatabaseKind,
  type TestApp,
  type TestDatabase,
} from './helpers';

const REDIS_URL = process.env.TEST_REDIS_URL;
const REDIS_SKIP = REDIS_URL
  ? false
  : 'set TEST_REDIS_URL (e.g. redis://127.0.0.1:6379) to test the Redis store';
/** Keys of this run only, so runs sharing a Redis (or a database) never meet. */
const RUN = `test-${randomBytes(6).toString('hex')}:`;
const silent = pino({ level: 'silent' });

const check = (key: string, windowMs = 60_000, max = 1_000): RateLimitCheck => ({ key, windowMs, max });
const counts = (hits: (RateLimitHit | null)[]) => hits.map((hit) => hit?.count ?? null);

/** What every store does, whichever keeps the counters. */
function storeContract(store: () => RateLimitStore) {
  test('counts hits per key within the window, whose end stays put', async () => {
    const before = Date.now();
    const hits = [];
    for (let i = 0; i < 3; i += 1) {
      hits.push((await store().hit([check('counts|a', 10_000)]))[0]!);
      await sleep(200);
    }
    assert.deepEqual(
      hits.map((hit) => hit.count),
      [1, 2, 3],
    );
    const first = hits[0]!.resetAt;
    assert.ok(first > before + 9_000 && first < Date.now() + 10_000, String(first - before));
    // 400 ms later the end is where it was (give or take a round trip), not 400 ms further on.
    assert.ok(Math.abs(hits[2]!.resetAt - first) < 250, String(hits[2]!.resetAt - first));
    assert.deepEqual(counts(await store().hit([check('counts|b', 10_000)])), [1], 'another key');
  });

  test('a new window starts at 1 once the old one has ended', async () => {
    assert.deepEqual(counts(await store().hit([check('window|a', 300)])), [1]);
    assert.deepEqual(counts(await store().hit([check('window|a', 300)])), [2]);
    await sleep(400);
    const [fresh] = await store().hit([check('window|a', 300)]);
    assert.equal(fresh?.count, 1);
    assert.ok(fresh.resetAt > Date.now() + 100, 'the new window has its own end');
  });

  test('N parallel hits count 1..N exactly', async () => {
    const hits = await Promise.all(Array.from({ length: 40 }, () => store().hit([check('parallel|a')])));
    assert.deepEqual(
      hits.map((hit) => hit[0]!.count).sort((a, b) => a - b),
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
  });

  test('several checks in one call; those after the first one over its max are not counted', async () => {
    const narrow = check('chain|narrow', 60_000, 2);
    const wide = check('chain|wide', 60_000, 100);
    assert.deepEqual(counts(await store().hit([narrow, wide])), [1, 1]);
    assert.deepEqual(counts(await store().hit([narrow, wide])), [2, 2]);
    assert.deepEqual(counts(await store().hit([narrow, wide])), [3, null], 'over the narrow: wide untouched');
    assert.deepEqual(counts(await store().hit([narrow, wide])), [4, null]);
    assert.deepEqual(counts(await store().hit([wide])), [3], 'the wide one counted only the allowed');
    assert.deepEqual(await store().hit([]), []);
  });
}

forEachDatabase((kind: DatabaseKind) => {
  describe('the database store', () => {
    let database: TestDatabase;
    let store: DatabaseRateLimitStore;
    before(async () => {
      database = await openTestDatabase(kind);
      store = new DatabaseRateLimitStore(database.database.db, { prefix: RUN, logger: silent });
    });
    after(async () => {
      await store.close();
      await database.dispose();
    });

    storeContract(() => store);

    const rows = async () =>
      (
        (await database.database.db.execute(
          sql`select key from rate_limit_counters where key like ${`${RUN}cleanup|%`} order by key`,
        )) as unknown as { rows: { key: string }[] }
      ).rows.map((row) => row.key);

    test('expired rows are deleted, live ones kept; the periodic delete runs until closed', async () => {
      await store.hit([check('cleanup|short', 100)]);
      await store.hit([check('cleanup|long', 60_000)]);
      await sleep(150);
      assert.ok((await store.deleteExpired()) >= 1);
      assert.deepEqual(await rows(), [`${RUN}cleanup|long`]);

      const periodic = new DatabaseRateLimitStore(database.database.db, {
        prefix: RUN,
        logger: silent,
        cleanupIntervalMs: 50,
      });
      await periodic.start();
      try {
        await periodic.hit([check('cleanup|again', 100)]);
        assert.deepEqual(await rows(), [`${RUN}cleanup|again`, `${RUN}cleanup|long`]);
        const deadline = Date.now() + 5_000;
        while ((await rows()).length > 1) {
          assert.ok(Date.now() < deadline, 'the periodic delete took the expired row');
          await sleep(50);
        }
        assert.deepEqual(await rows(), [`${RUN}cleanup|long`]);
      } finally {
        await periodic.close();
      }
      await periodic.hit([check('cleanup|after-close', 50)]);
      await sleep(200);
      assert.ok((await rows()).includes(`${RUN}cleanup|after-close`), 'no delete after close');
    });

    test('stores with other prefixes count apart', async () => {
      const other = new DatabaseRateLimitStore(database.database.db, {
        prefix: `${RUN}other:`,
        logger: silent,
      });
      await store.hit([check('prefix|a')]);
      assert.deepEqual(counts(await store.hit([check('prefix|a')])), [2]);
      assert.deepEqual(counts(await other.hit([check('prefix|a')])), [1]);
    });
  });
});

describe('the Redis store', { skip: REDIS_SKIP }, () => {
  let store: RedisRateLimitStore;
  before(async () => {
    store = new RedisRateLimitStore(REDIS_URL!, { prefix: RUN, logger: silent });
    await store.start();
  });
  after(() => store.close());

  storeContract(() => store);

  test('each counter expires with its window: nothing is left behind', async () => {
    await store.hit([check('expiry|a', 200), check('expiry|b', 60_000)]);
    const ttl = await store.client.pttl(`pathshala:rate-limit:${RUN}expiry|b`);
    assert.ok(ttl > 59_000 && ttl <= 60_000, String(ttl));
    await sleep(300);
    assert.equal(await store.client.exists(`pathshala:rate-limit:${RUN}expiry|a`), 0);
  });

  test('a Redis that cannot be reached fails at once, and the store keeps trying', async () => {
    const down = new RedisRateLimitStore('redis://127.0.0.1:1', { logger: silent });
    try {
      await down.start();
      const started = Date.now();
      await assert.rejects(down.hit([check('down|a')]));
      assert.ok(Date.now() - started < 500, 'no wait on a refused connection');
      assert.notEqual(down.client.status, 'end', 'it reconnects in the background');
    } finally {
      await down.close();
    }
  });
});

/** A store that answers from a real one until it is broken, then rejects as an unreachable one does. */
class BreakableStore implements RateLimitStore {
  readonly name = 'breakable';
  broken = false;
  failures = 0;
  constructor(private readonly inner: RateLimitStore) {}
  async hit(checks: readonly RateLimitCheck[]) {
    if (this.broken) {
      this.failures += 1;
      throw new Error('connect ECONNREFUSED (a store that is down)');
    }
    return this.inner.hit(checks);
  }
  start = () => this.inner.start();
  close = () => this.inner.close();
}

/** The log lines of an app, parsed. */
function logLines() {
  const lines: Record<string, unknown>[] = [];
  return { lines, destination: { write: (line: string) => void lines.push(JSON.parse(line)) } };
}

const UNAVAILABLE = { statusCode: 503, data: null, message: RATE_LIMIT_UNAVAILABLE_MESSAGE, success: false };

forEachDatabase((kind: DatabaseKind) => {
  describe('when the rate limit store is unreachable', () => {
    let shared: TestDatabase;
    before(async () => {
      shared = await openTestDatabase(kind);
    });
    after(() => shared.dispose());

    test('sign-in routes refuse with 503 and Retry-After; other limits let requests through; one warning each', async () => {
      const store = new BreakableStore(
        new DatabaseRateLimitStore(shared.database.db, { prefix: RUN, logger: silent }),
      );
      const log = logLines();
      const t = await startTestApp(kind, {
        database: shared.database,
        rateLimitStore: store,
        rateLimits: { noticesPerAccount: { max: 100, windowMs: 60_000 } },
        logger: log.destination,
      });
      try {
        const student = await signUpAs(t, 'student');
        store.broken = true;

        const signIns = [
          { url: '/api/v1/login', payload: { username: student.name, password: PASSWORD } },
          { url: '/api/v1/login', payload: { username: student.name, password: 'Wrong-Passw0rd' } },
          {
            url: '/api/v1/register',
            payload: {
              firstname: 'New',
              lastname: 'Comer',
              username: uniqueName('newcomer'),
              email: `${uniqueName('newcomer')}@example.com`,
              password: PASSWORD,
              role: 'student',
            },
          },
          { url: '/api/v1/forget-password', payload: { email: `${student.name}@example.com` } },
          { url: '/api/v1/reset-password', payload: { token: 'a'.repeat(43), newPassword: PASSWORD } },
        ];
        for (const { url, payload } of signIns) {
          const response = await t.request({ method: 'POST', url, payload });
          assert.equal(response.statusCode, 503, `${url}: ${response.body}`);
          assert.deepEqual(response.json(), UNAVAILABLE, url);
          assert.ok(Number(response.headers['retry-after']) > 0, `${url}: Retry-After`);
        }
        const inBangla = await t.request({
          method: 'POST',
          url: '/api/v1/login',
          payload: { username: student.name, password: PASSWORD },
          headers: { 'accept-language': 'bn' },
        });
        assert.equal(inBangla.statusCode, 503);
        assert.notEqual(
          inBangla.json().message,
          RATE_LIMIT_UNAVAILABLE_MESSAGE,
          'the message has its Bangla',
        );

        // Signed-in writes (the write ceiling, posts' own limit) and the notices' limit go on.
        for (let i = 0; i < 3; i += 1) {
          const post = await t.request({
            method: 'POST',
            url: '/api/v1/post/create',
            headers: authHeader(student.token),
            payload: requestFields,
          });
          assert.equal(post.statusCode, 201, post.body);
        }
        const ticket = await t.request({
          method: 'POST',
          url: '/api/v1/notifications/stream-ticket',
          headers: authHeader(student.token),
        });
        assert.equal(ticket.statusCode, 200, ticket.body);
        assert.ok(store.failures >= 10);

        const warnings = log.lines.filter(
          (line) => line.level === 40 && String(line.msg).startsWith('rate limit store'),
        );
        const byLimit = new Map<string, number>();
        for (const line of warnings) {
          assert.equal(line.store, 'breakable');
          byLimit.set(String(line.limit), (byLimit.get(String(line.limit)) ?? 0) + 1);
        }
        assert.deepEqual(
          Object.fromEntries([...byLimit].sort()),
          {
            forgot: 1,
            login: 1,
            posts: 1,
            register: 1,
            reset: 1,
            'stream-ticket': 1,
            writes: 1,
          },
          'one warning per limit for the outage, not one per request',
        );
        assert.ok(warnings.some((line) => line.failClosed === true && line.limit === 'login'));
        assert.ok(warnings.some((line) => line.failClosed === false && line.limit === 'writes'));

        store.broken = false;
        const back = await t.request({
          method: 'POST',
          url: '/api/v1/login',
          payload: { username: student.name, password: PASSWORD },
        });
        assert.equal(back.statusCode, 200, 'sign-in works again once the store answers');
        assert.ok(
          log.lines.some(
            (line) => line.level === 30 && line.limit === 'login' && /again/.test(String(line.msg)),
          ),
        );
      } finally {
        await t.close();
      }
    });

    test('REDIS_URL on a closed port: sign-in is 503, a signed-in write still works, nothing crashes', async () => {
      const appSecret = randomBytes(32).toString('hex');
      let account;
      const working = await startTestApp(kind, { database: shared.database, env: { APP_SECRET: appSecret } });
      try {
        account = await signUpAs(working, 'student');
      } finally {
        await working.close();
      }
      const t: TestApp = await startTestApp(kind, {
        database: shared.database,
        env: { APP_SECRET: appSecret, REDIS_URL: 'redis://127.0.0.1:1' },
      });
      try {
        assert.equal(t.app.ctx.rateLimitStore.name, 'redis');
        const login = await t.request({
          method: 'POST',
          url: '/api/v1/login',
          payload: { username: account.name, password: PASSWORD },
        });
        assert.equal(login.statusCode, 503, login.body);
        assert.deepEqual(login.json(), UNAVAILABLE);
        assert.ok(Number(login.headers['retry-after']) > 0);
        const post = await t.request({
          method: 'POST',
          url: '/api/v1/post/create',
          headers: authHeader(account.token),
          payload: requestFields,
        });
        assert.equal(post.statusCode, 201, post.body);
      } finally {
        await t.close();
      }
    });
  });
});
