import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { ensureAdmin } from '../src/admin';
import { openDatabase, type Database } from '../src/db';
import { sessions } from '../src/db/schema';
import { CACHE_CHANNEL } from '../src/http/cache-broadcast';
import { MATCHING_FIELDS, secondInstance, type SecondInstance } from './fixtures';
import {
  authHeader,
  DATABASE_KINDS,
  forEachDatabase,
  PASSWORD,
  signUpAs,
  startTestApp,
  uniqueName,
  type Account,
  type DatabaseKind,
  type TestApp,
} from './helpers';

// The caches hold an answer for a minute here: a refusal on B right after a write on A can only come from
// the broadcast (or from B reading the database while it cannot hear it). One secret, as a deployment's
// instances share it: a token issued by one is checked by the other.
const CACHED = { READ_CACHE_MS: '60000', APP_SECRET: randomBytes(32).toString('hex') };

const teacherOffer = {
  subject: 'Biology',
  class: '8',
  title: 'Biology for class eight',
  subtitle: 'Cells and plants',
  description: 'Two lessons a week.',
  weekly_schedule: ['Monday', 'Thursday'],
  time: '18:00',
  salary: 2800,
  is_continuous: true,
  is_batch: false,
  ...MATCHING_FIELDS,
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * What B answers right after a write through A. A answers a write once its own listener has the notification
 * back. On the embedded database every listener of the process is called before that one, so B has emptied
 * its caches: its very first answer counts. On PostgreSQL the server hands the notification to A's and B's
 * connections at the same moment, yet B's may be read a little after A's (within a fraction of a millisecond,
 * or a few on a machine whose CPUs are all busy), so B is asked again for up to a quarter of a second: still
 * nothing like the minute its caches would otherwise hold.
 */
async function nextOn<T>(
  kind: DatabaseKind,
  read: () => Promise<T>,
  done: (value: T) => boolean,
): Promise<T> {
  const deadline = Date.now() + (kind === 'postgres' ? 250 : 0);
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await pause(5);
    value = await read();
  }
  return value;
}

const refusedOn = async (kind: DatabaseKind, t: TestApp, token: string) =>
  nextOn(
    kind,
    async () => (await profile(t, token)).statusCode,
    (status) => status !== 200,
  );

const profile = (t: TestApp, token: string) =>
  t.request({ method: 'GET', url: '/api/v1/users/viewprofile', headers: authHeader(token) });

/** Has `t`'s cache answer for the token (twice: the second is a hit). */
async function cachedOn(t: TestApp, token: string): Promise<void> {
  assert.equal((await profile(t, token)).statusCode, 200);
  assert.equal((await profile(t, token)).statusCode, 200);
}

async function searchIds(t: TestApp, token: string): Promise<{ ids: string[]; total: number }> {
  const response = await t.request({
    method: 'GET',
    url: '/api/v1/post/student/search?subject=biology',
    headers: authHeader(token),
  });
  assert.equal(response.statusCode, 200, response.body);
  const body = response.json() as { data: { _id: string }[]; meta: { total: number } };
  return { ids: body.data.map((post) => post._id), total: body.meta.total };
}

/** Ends a session behind the apps' backs, as nothing that announces it would. */
const revokeInDatabase = (t: TestApp, userId: string) =>
  t.database.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, userId));

/** Every payload sent on the cache channel while `during` runs (and a moment after, for delivery). */
async function payloadsDuring(database: Database, during: () => Promise<unknown>): Promise<string[]> {
  const got: string[] = [];
  const stop = await database.listen(CACHE_CHANNEL, (payload) => got.push(payload));
  try {
    await during();
    await new Promise((resolve) => setTimeout(resolve, 100));
  } finally {
    await stop();
  }
  return got;
}

forEachDatabase((kind) => {
  describe('two instances with their caches on', () => {
    let a: TestApp;
    let second: SecondInstance;
    let b: TestApp;
    let admin: Account;

    before(async () => {
      a = await startTestApp(kind, { env: CACHED });
      second = await secondInstance(kind, a, { env: CACHED });
      b = second.t;
      admin = await signUpAs(a, 'admin');
      // Both listen once ready; a request makes them ready.
      await a.request({ method: 'GET', url: '/healthz' });
      await b.request({ method: 'GET', url: '/healthz' });
      assert.ok(a.app.cacheBroadcast.live && b.app.cacheBroadcast.live);
    });
    after(async () => {
      await second.close();
      await a.close();
    });

    test(`${kind}: without a broadcast B keeps answering from its cache (what the other tests rule out)`, async () => {
      const student = await signUpAs(a, 'student');
      await cachedOn(b, student.token);
      await revokeInDatabase(a, student.id);
      assert.equal((await profile(b, student.token)).statusCode, 200, 'served from the cache');
    });

    test(`${kind}: a session ended through A is refused by B on the very next request`, async () => {
      for (let round = 0; round < 5; round += 1) {
        const student = await signUpAs(a, 'student');
        await cachedOn(b, student.token);
        const out = await a.request({
          method: 'POST',
          url: '/api/v1/logout',
          headers: authHeader(student.token),
        });
        assert.equal(out.statusCode, 200, out.body);
        assert.equal(await refusedOn(kind, b, student.token), 401, `round ${round}`);
      }
    });

    test(`${kind}: a kick through A is refused by B on the very next request`, async () => {
      const kicked = await signUpAs(a, 'teacher');
      await cachedOn(b, kicked.token);
      const response = await a.request({
        method: 'DELETE',
        url: `/api/v1/admin/remove-user/${kicked.id}`,
        headers: authHeader(admin.token),
      });
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(await refusedOn(kind, b, kicked.token), 401);
    });

    test(`${kind}: a post created through A is in B's very next search`, async () => {
      const teacher = await signUpAs(a, 'teacher');
      const student = await signUpAs(a, 'student');
      const before = await searchIds(b, student.token);
      assert.deepEqual(await searchIds(b, student.token), before, 'cached');
      const created = await a.request({
        method: 'POST',
        url: '/api/v1/post/create',
        headers: authHeader(teacher.token),
        payload: teacherOffer,
      });
      assert.equal(created.statusCode, 201, created.body);
      const after = await nextOn(
        kind,
        () => searchIds(b, student.token),
        (page) => page.total !== before.total,
      );
      assert.equal(after.total, before.total + 1);
      assert.ok(after.ids.includes(created.json().data._id));
    });

    test(`${kind}: the admin CLI changing an admin's password ends its sessions on every instance at once`, async () => {
      const name = uniqueName('ops');
      const account = { username: name, email: `${name}@example.com`, password: PASSWORD };
      assert.equal(await ensureAdmin(a.database.db, account), 'created');
      const { accessToken } = await b.login(name, PASSWORD);
      await cachedOn(b, accessToken);
      assert.equal(await ensureAdmin(a.database.db, { ...account, password: 'An0ther-Passw0rd' }), 'updated');
      // The CLI does not wait for the notification to arrive; the instance hears it a moment later.
      let status = 200;
      for (let tries = 0; tries < 50 && status === 200; tries += 1) {
        await pause(10);
        status = (await profile(b, accessToken)).statusCode;
      }
      assert.equal(status, 401);
    });

    test(`${kind}: overlapping writes share notifications; writes that keep the caches send none`, async () => {
      const payloads = await payloadsDuring(a.database, () =>
        Promise.all(Array.from({ length: 20 }, () => a.app.cacheBroadcast.announce())),
      );
      const own = payloads.filter((payload) => payload.startsWith(`${a.app.cacheBroadcast.id}:`));
      assert.equal(own.length, 2, 'the one in flight, and one for everyone who came meanwhile');

      const quiet = await payloadsDuring(a.database, () => a.login(admin.name, PASSWORD));
      assert.deepEqual(quiet, [], 'a sign-in keeps the caches and tells nobody');
    });
  });

  describe('an instance that cannot hear the others', () => {
    let a: TestApp;
    let b: TestApp;
    let bDatabase: Database;
    const logs: { level: number; msg: string }[] = [];
    const listener: { drop?: () => void; resume?: () => void } = {};

    before(async () => {
      a = await startTestApp(kind, { env: CACHED });
      const shared =
        kind === 'postgres' ? await openDatabase({ driver: 'postgres', url: a.databaseUrl! }) : a.database;
      bDatabase = shared;
      // B's listener, with a hand on the callbacks its connection calls when it drops and comes back.
      const controlled: Database = {
        ...shared,
        listen: (channel, onPayload, onResume, onDrop) => {
          if (channel === CACHE_CHANNEL) Object.assign(listener, { drop: onDrop, resume: onResume });
          return shared.listen(channel, onPayload, onResume, onDrop);
        },
      };
      b = await startTestApp(kind, {
        database: controlled,
        env: { ...CACHED, LOG_LEVEL: 'info' },
        logger: { write: (line) => logs.push(JSON.parse(line) as { level: number; msg: string }) },
      });
      await b.request({ method: 'GET', url: '/healthz' });
      assert.ok(b.app.cacheBroadcast.live);
    });
    after(async () => {
      await b.close();
      if (bDatabase !== a.database) await bDatabase.close();
      await a.close();
    });

    test(`${kind}: while the listener is down every request reads the database, and caching resumes after`, async () => {
      const student = await signUpAs(a, 'student');
      await cachedOn(b, student.token);

      listener.drop?.();
      assert.equal(b.app.cacheBroadcast.live, false);
      assert.ok(logs.some((line) => line.level === 40 && /read caches off/.test(line.msg)));
      await profile(b, student.token);
      assert.equal(b.app.readCaches.sessions.size, 0, 'nothing is kept while down');
      await revokeInDatabase(a, student.id);
      assert.equal((await profile(b, student.token)).statusCode, 401, 'read from the database');

      listener.resume?.();
      assert.equal(b.app.cacheBroadcast.live, true);
      assert.ok(logs.some((line) => line.level === 30 && /read caches back on/.test(line.msg)));
      const other = await signUpAs(a, 'student');
      await cachedOn(b, other.token);
      assert.equal(b.app.readCaches.sessions.size, 1, 'cached again');
    });

    test(`${kind}: with the caches off nothing is sent`, async () => {
      const off = await startTestApp(kind, { database: a.database, env: { ...CACHED, READ_CACHE_MS: '0' } });
      try {
        const student = await signUpAs(off, 'student');
        const payloads = await payloadsDuring(a.database, () =>
          off.request({ method: 'POST', url: '/api/v1/logout', headers: authHeader(student.token) }),
        );
        assert.deepEqual(payloads, []);
        assert.equal(off.app.cacheBroadcast.live, false);
      } finally {
        await off.close();
      }
    });
  });
});

if (DATABASE_KINDS.includes('postgres')) {
  describe('on postgres, a listening connection that really drops', () => {
    let a: TestApp;
    let second: SecondInstance;
    let b: TestApp;

    before(async () => {
      a = await startTestApp('postgres', { env: CACHED });
      second = await secondInstance('postgres', a, { env: CACHED });
      b = second.t;
      await b.request({ method: 'GET', url: '/healthz' });
    });
    after(async () => {
      await second.close();
      await a.close();
    });

    const until = async (check: () => boolean, what: string) => {
      for (let tries = 0; tries < 500 && !check(); tries += 1) await pause(5);
      assert.ok(check(), what);
    };

    test('postgres: B stops caching when its listener is cut, and resumes once it is back', async () => {
      const student = await signUpAs(a, 'student');
      await cachedOn(b, student.token);
      // Cuts every connection listening on the channel (A's and B's): both reconnect by themselves.
      await a.database.db.execute(
        sql.raw(`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query = 'listen "${CACHE_CHANNEL}"'`),
      );
      await until(() => !b.app.cacheBroadcast.live, 'B noticed the drop');
      await revokeInDatabase(a, student.id);
      assert.equal((await profile(b, student.token)).statusCode, 401);
      // A announces a write once its own listener hears it again: until then it cannot wait for the echo.
      await until(() => a.app.cacheBroadcast.live && b.app.cacheBroadcast.live, 'both listen again');

      // Back on: a logout through A is heard again.
      const other = await signUpAs(a, 'student');
      await cachedOn(b, other.token);
      assert.equal(b.app.readCaches.sessions.size, 1);
      const out = await a.request({
        method: 'POST',
        url: '/api/v1/logout',
        headers: authHeader(other.token),
      });
      assert.equal(out.statusCode, 200);
      assert.equal(await refusedOn('postgres', b, other.token), 401);
    });
  });
}
