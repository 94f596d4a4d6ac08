import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema';
import { ReadCache } from '../src/http/read-cache';
import { randomUUID } from 'node:crypto';
import {
  authHeader,
  forEachDatabase,
  PASSWORD,
  signUpAs,
  startTestApp,
  type Account,
  type TestApp,
} from './helpers';
import { callApi, changeSession, classGroup, MATCHING_FIELDS, sessionsOf } from './fixtures';

const teacherOffer = {
  subject: 'Chemistry',
  class: '9',
  title: 'Chemistry for class nine',
  subtitle: 'Atoms and bonds',
  description: 'Two lessons a week.',
  weekly_schedule: ['Sunday', 'Wednesday'],
  time: '16:00',
  salary: 3000,
  is_continuous: true,
  is_batch: true,
  max_size: 5,
  ...MATCHING_FIELDS,
};

test('ReadCache keeps at most maxEntries, shares one load per key, and drops a load that a write overtook', async () => {
  const cache = new ReadCache<number>(60_000, 2);
  let loads = 0;
  const load = async () => {
    loads += 1;
    return loads;
  };
  const [first, second] = await Promise.all([cache.get('a', load), cache.get('a', load)]);
  assert.deepEqual([first, second, loads], [1, 1, 1]);
  await cache.get('b', load);
  await cache.get('c', load);
  assert.equal(cache.size, 2);
  assert.equal(await cache.get('a', load), 4, 'the oldest entry was dropped');

  let release: (value: number) => void = () => undefined;
  const slow = cache.get('d', () => new Promise<number>((resolve) => (release = resolve)));
  cache.invalidate();
  release(99);
  assert.equal(await slow, 99);
  assert.equal(await cache.get('d', async () => 100), 100, 'a value loaded before the write is not kept');

  const off = new ReadCache<number>(0, 10);
  await off.get('a', load);
  assert.equal(off.size, 0);
  assert.equal(off.has('a'), false);
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('ReadCache.has tells whether a key has a value to serve, fresh or stale, and not after a write', async () => {
  const cache = new ReadCache<number>(20, 10, 300);
  assert.equal(cache.has('a'), false);
  await cache.get('a', async () => 1);
  assert.equal(cache.has('a'), true);
  await pause(40);
  assert.equal(cache.has('a'), true, 'stale, still served');
  await pause(350);
  assert.equal(cache.has('a'), false, 'past its stale window');
  await cache.get('a', async () => 2);
  cache.invalidate();
  assert.equal(cache.has('a'), false);
});

test('ReadCache past its TTL serves the old value while one refresh runs, then the new one', async () => {
  const cache = new ReadCache<number>(20, 10, 60_000);
  let loads = 0;
  let release: () => void = () => undefined;
  const load = async () => {
    loads += 1;
    if (loads > 1) await new Promise<void>((resolve) => (release = resolve));
    return loads;
  };
  assert.equal(await cache.get('a', load), 1);
  await pause(30);
  const during = await Promise.all([cache.get('a', load), cache.get('a', load), cache.get('a', load)]);
  assert.deepEqual(during, [1, 1, 1], 'expired: the old value, nobody waits');
  assert.equal(loads, 2, 'one refresh for all of them');
  release();
  await pause(0);
  assert.equal(await cache.get('a', load), 2, 'the refresh replaced it');
  assert.equal(loads, 2);
});

test('ReadCache never serves a value from before invalidate(), expired or not', async () => {
  const cache = new ReadCache<string>(20, 10, 60_000);
  assert.equal(await cache.get('a', async () => 'before'), 'before');
  await pause(30);
  cache.invalidate();
  assert.equal(await cache.get('a', async () => 'after'), 'after', 'a stale entry is gone after a write');

  // A refresh that started before the write is not stored, and the next request waits for a new load.
  await pause(30);
  let release: (value: string) => void = () => undefined;
  const refreshing = new Promise<string>((resolve) => (release = resolve));
  assert.equal(await cache.get('a', () => refreshing), 'after', 'stale while the refresh runs');
  cache.invalidate();
  release('refreshed before the write');
  await pause(0);
  assert.equal(await cache.get('a', async () => 'after the write'), 'after the write');
});

test('ReadCache drops a stale entry whose refresh failed, and serves nothing stale past its window', async () => {
  const cache = new ReadCache<number>(10, 10, 20);
  assert.equal(await cache.get('a', async () => 1), 1);
  await pause(15);
  assert.equal(
    await cache.get('a', async () => Promise.reject(new Error('database down'))),
    1,
    "the failure is not the caller's",
  );
  await pause(0);
  await assert.rejects(
    cache.get('a', async () => Promise.reject(new Error('still down'))),
    /still down/,
  );
  assert.equal(await cache.get('b', async () => 1), 1);
  await pause(40);
  assert.equal(await cache.get('b', async () => 2), 2, 'past ttl + staleMs the caller waits for a load');
});

// The caches are on (READ_CACHE_MS) in these suites only; the others run with them off (NODE_ENV=test).
forEachDatabase((kind) => {
  let t: TestApp;
  let teacher: Account;
  let student: Account;
  let otherStudent: Account;

  before(async () => {
    t = await startTestApp(kind, { env: { READ_CACHE_MS: '60000' } });
    teacher = await signUpAs(t, 'teacher');
    student = await signUpAs(t, 'student');
    otherStudent = await signUpAs(t, 'student');
  });
  after(() => t.close());

  const profile = (token: string) =>
    t.request({ method: 'GET', url: '/api/v1/users/viewprofile', headers: authHeader(token) });
  const search = async (token: string) => {
    const response = await t.request({
      method: 'GET',
      url: '/api/v1/post/student/search?subject=chemistry',
      headers: authHeader(token),
    });
    assert.equal(response.statusCode, 200, response.body);
    return response.json() as {
      data: { _id: string; interested_students: { username: string }[] }[];
      meta: { total: number };
    };
  };

  test(`${kind}: logout ends a cached session at once`, async () => {
    const session = await t.login(student.name, 'Str0ngPassword');
    assert.equal((await profile(session.accessToken)).statusCode, 200);
    assert.equal((await profile(session.accessToken)).statusCode, 200);
    const out = await t.request({
      method: 'POST',
      url: '/api/v1/logout',
      headers: authHeader(session.accessToken),
    });
    assert.equal(out.statusCode, 200, out.body);
    assert.equal((await profile(session.accessToken)).statusCode, 401);
  });

  test(`${kind}: a kicked user's token stops working with the next write on this instance`, async () => {
    const kicked = await signUpAs(t, 'student');
    assert.equal((await profile(kicked.token)).statusCode, 200);
    // The kick itself is a write request; here the account is removed in the database and any write follows.
    await t.database.db.update(users).set({ removedAt: new Date() }).where(eq(users.id, kicked.id));
    const write = await t.request({ method: 'POST', url: '/api/v1/logout' });
    assert.equal(write.statusCode, 200, write.body);
    assert.equal((await profile(kicked.token)).statusCode, 401);
  });

  /** Answered from the session check alone, so it shows whether the cached check was kept. */
  const unreadCount = (account: Account) => callApi(t, 'GET', '/notifications/unread-count', account);

  /**
   * Makes each of `writes` in turn and checks it left the caches: a student removed behind the app's back (only
   * a write that empties the caches lets this instance see it) stays signed in until a logout, which empties them.
   */
  async function assertWritesKeepCaches(writes: [what: string, write: () => Promise<unknown>][]) {
    const kicked = await signUpAs(t, 'student');
    assert.equal((await unreadCount(kicked)).statusCode, 200);
    await t.database.db.update(users).set({ removedAt: new Date() }).where(eq(users.id, kicked.id));
    for (const [what, write] of writes) {
      await write();
      assert.equal(
        (await unreadCount(kicked)).statusCode,
        200,
        `the cached session check was kept after ${what}`,
      );
    }
    const logout = await t.request({ method: 'POST', url: '/api/v1/logout' });
    assert.equal(logout.statusCode, 200, logout.body);
    assert.equal((await unreadCount(kicked)).statusCode, 401);
  }

  /** A write through the API that must succeed. */
  const succeeding = (request: () => ReturnType<typeof callApi>) => async () => {
    const response = await request();
    assert.ok(response.statusCode < 300, `${response.statusCode} ${response.body}`);
  };

  test(`${kind}: sign-ins, registrations and the caller's own notifications leave the caches`, async () => {
    const someone = await signUpAs(t, 'teacher');
    await assertWritesKeepCaches([
      ['a registration', () => signUpAs(t, 'student')],
      ['a sign-in', () => t.login(student.name, PASSWORD)],
      [
        'a password reset asked for',
        () => callApi(t, 'POST', '/forget-password', null, { email: 'nobody@example.com' }),
      ],
      ['notifications read', () => callApi(t, 'POST', '/notifications/read-all', someone)],
      ['a stream ticket', () => callApi(t, 'POST', '/notifications/stream-ticket', someone)],
      ['a notification deleted', () => callApi(t, 'DELETE', `/notifications/${randomUUID()}`, someone)],
    ]);
  });

  test(`${kind}: a batch's classes, ratings and reports leave the caches`, async () => {
    const { teacher, students, batch } = await classGroup(t, (role) => signUpAs(t, role), {}, 1);
    const [member] = students as [Account];
    const [session] = await sessionsOf(t, teacher, batch._id);
    assert.ok(session, 'the batch has classes');
    await assertWritesKeepCaches([
      ['a class started', succeeding(() => callApi(t, 'POST', `/zoom/create-meeting/${batch._id}`, teacher))],
      [
        'a class changed',
        succeeding(() => changeSession(t, teacher, batch._id, session._id, { note: 'Bring a calculator' })),
      ],
      [
        'a rating',
        succeeding(() => callApi(t, 'POST', `/rating/give-rating/${teacher.id}`, member, { rating: 5 })),
      ],
      [
        'a report',
        succeeding(() =>
          callApi(t, 'POST', '/report/create', member, { reportee_id: teacher.id, message: 'Late twice.' }),
        ),
      ],
      ['a calendar feed', succeeding(() => callApi(t, 'POST', '/calendar/feed/rotate', member))],
    ]);
  });

  test(`${kind}: only those writes are declared to leave the caches`, () => {
    const keeping = t.app.routeTable
      .filter((route) => route.keepsReadCaches)
      .map((route) => `${route.method} ${route.url}`);
    assert.deepEqual(keeping.sort(), [
      'DELETE /api/v1/batch/:id/assignments/:assignmentId',
      'DELETE /api/v1/batch/:id/materials/:materialId',
      'DELETE /api/v1/batch/:id/messages/:messageId',
      'DELETE /api/v1/notifications/:id',
      'DELETE /api/v1/notifications/delete-path',
      'DELETE /api/v1/rating/delete-rating/:ratingId',
      'PATCH /api/v1/notifications/:id/read',
      'POST /api/v1/batch/:id/assignments',
      'POST /api/v1/batch/:id/materials',
      'POST /api/v1/batch/:id/messages',
      'POST /api/v1/batch/:id/messages/:messageId/report',
      'POST /api/v1/calendar/feed/rotate',
      'POST /api/v1/forget-password',
      'POST /api/v1/login',
      'POST /api/v1/notifications/read-all',
      'POST /api/v1/notifications/stream-ticket',
      'POST /api/v1/rating/give-rating/:teacherId',
      'POST /api/v1/register',
      'POST /api/v1/report/create',
      'POST /api/v1/zoom/create-meeting/:batchId',
      'PUT /api/v1/batch/:id/assignments/:assignmentId',
      'PUT /api/v1/batch/:id/assignments/:assignmentId/submissions',
      'PUT /api/v1/batch/:id/assignments/:assignmentId/submissions/:submissionId/feedback',
      'PUT /api/v1/batch/:id/materials/sharing',
      'PUT /api/v1/batch/:id/messages/read',
      'PUT /api/v1/batch/:id/sessions/:sessionId',
      'PUT /api/v1/batch/:id/sessions/:sessionId/attendance',
      'PUT /api/v1/rating/update-rating/:ratingId',
    ]);
  });

  test(`${kind}: a new post and a new interest show in the next search`, async () => {
    const before = await search(student.token);
    const created = await t.request({
      method: 'POST',
      url: '/api/v1/post/create',
      headers: authHeader(teacher.token),
      payload: teacherOffer,
    });
    assert.equal(created.statusCode, 201, created.body);
    const postId: string = created.json().data._id;

    const after = await search(student.token);
    assert.equal(after.meta.total, before.meta.total + 1);
    assert.ok(after.data.some((post) => post._id === postId));

    const applied = await t.request({
      method: 'POST',
      url: `/api/v1/post/student/apply/${postId}`,
      headers: authHeader(otherStudent.token),
    });
    assert.equal(applied.statusCode, 200, applied.body);
    const withInterest = (await search(student.token)).data.find((post) => post._id === postId);
    assert.deepEqual(
      withInterest?.interested_students.map((user) => user.username),
      [otherStudent.name],
    );
  });
});

// A short TTL, so pages expire and are served stale while they refresh: a write still shows at once.
forEachDatabase((kind) => {
  let t: TestApp;
  let teacher: Account;
  let student: Account;

  before(async () => {
    t = await startTestApp(kind, { env: { READ_CACHE_MS: '30' } });
    teacher = await signUpAs(t, 'teacher');
    student = await signUpAs(t, 'student');
  });
  after(() => t.close());

  const total = async () => {
    const response = await t.request({
      method: 'GET',
      url: '/api/v1/post/student/search?subject=chemistry',
      headers: authHeader(student.token),
    });
    assert.equal(response.statusCode, 200, response.body);
    return (response.json() as { meta: { total: number } }).meta.total;
  };

  test(`${kind}: an expired search page is never served after a write`, async () => {
    const before = await total();
    await pause(50);
    const created = await t.request({
      method: 'POST',
      url: '/api/v1/post/create',
      headers: authHeader(teacher.token),
      payload: teacherOffer,
    });
    assert.equal(created.statusCode, 201, created.body);
    assert.equal(await total(), before + 1);
    await pause(50);
    assert.equal(await total(), before + 1, 'stale, then refreshed: still the page after the write');
    assert.equal(await total(), before + 1);
  });
});
