import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import type { RateLimits } from '../src/http/rate-limits';
import { changedTables, snapshotDatabase } from './authz-world';
import { createBatchOk } from './fixtures';
import {
  authHeader,
  openTestDatabase,
  PASSWORD,
  signUpAs,
  startTestApp,
  uniqueName,
  type Account,
  type TestApp,
  type TestDatabase,
} from './helpers';

const TOO_MANY = {
  statusCode: 429,
  data: null,
  message: 'Too many requests. Please try again later.',
  success: false,
};

function assertTooMany(response: LightMyRequestResponse, what: string) {
  assert.equal(response.statusCode, 429, `${what}: ${response.body}`);
  assert.deepEqual(response.json(), TOO_MANY, what);
  assert.ok(Number(response.headers['retry-after']) > 0, `${what}: Retry-After`);
}

const batchFields = {
  subject: 'Chemistry',
  class: '10',
  weekly_schedule: ['Monday'],
  time: '10:00',
  salary: 3000,
  is_batch: true,
  max_size: 5,
};

describe('rate limits', () => {
  let shared: TestDatabase;
  before(async () => {
    shared = await openTestDatabase('pglite');
  });
  after(() => shared.dispose());

  /** A fresh app (fresh counters) on the shared database, with only the given limits tightened. */
  async function withLimits(limits: Partial<RateLimits>) {
    return startTestApp('pglite', { database: shared.database, rateLimits: limits });
  }

  const attempt = (t: TestApp, username: string, remoteAddress = '10.0.0.1', password = 'Wrong-Passw0rd') =>
    t.request({ method: 'POST', url: '/api/v1/login', payload: { username, password }, remoteAddress });

  test('login: per IP and account, then 429 with Retry-After; other accounts and IPs unaffected', async () => {
    const t = await withLimits({ loginPerAccount: { max: 3, windowMs: 60_000 } });
    try {
      const victim = uniqueName('victim');
      await t.register({ username: victim });
      for (let i = 0; i < 3; i += 1) assert.equal((await attempt(t, victim)).statusCode, 401);

      const blocked = await attempt(t, victim.toUpperCase(), '10.0.0.1', PASSWORD);
      assert.equal(blocked.statusCode, 429, 'even the right password waits once the limit is hit');
      assert.deepEqual(blocked.json(), TOO_MANY);
      assert.ok(Number(blocked.headers['retry-after']) > 0);

      assert.equal(
        (await attempt(t, uniqueName('other'))).statusCode,
        401,
        'another account from the same IP',
      );
      assert.equal(
        (await attempt(t, victim, '10.0.0.2', PASSWORD)).statusCode,
        200,
        'the same account from another IP',
      );
    } finally {
      await t.close();
    }
  });

  test('login: per account from any IP, looser; then even the owner waits', async () => {
    const t = await withLimits({ loginPerAccountAnyIp: { max: 4, windowMs: 60_000 } });
    try {
      const victim = uniqueName('victim');
      await t.register({ username: victim });
      for (let i = 0; i < 4; i += 1) assert.equal((await attempt(t, victim, `10.0.2.${i}`)).statusCode, 401);
      const blocked = await attempt(t, victim.toUpperCase(), '10.0.2.99', PASSWORD);
      assertTooMany(blocked, 'a fifth try from a fifth IP, even with the right password');
      assert.equal((await attempt(t, uniqueName('other'), '10.0.2.99')).statusCode, 401, 'other accounts');
    } finally {
      await t.close();
    }
  });

  test('login: per IP across accounts', async () => {
    const t = await withLimits({ loginPerIp: { max: 4, windowMs: 60_000 } });
    try {
      for (let i = 0; i < 4; i += 1) assert.equal((await attempt(t, uniqueName('spray'))).statusCode, 401);
      assert.equal((await attempt(t, uniqueName('spray'))).statusCode, 429);
      assert.equal((await attempt(t, uniqueName('spray'), '10.0.0.9')).statusCode, 401);
    } finally {
      await t.close();
    }
  });

  test('register: per IP', async () => {
    const t = await withLimits({ registerPerIp: { max: 2, windowMs: 60_000 } });
    try {
      assert.equal((await t.register()).statusCode, 201);
      assert.equal((await t.register()).statusCode, 201);
      const third = await t.register();
      assert.equal(third.statusCode, 429);
      assert.deepEqual(third.json(), TOO_MANY);
    } finally {
      await t.close();
    }
  });

  test('forgot password: per email and per IP', async () => {
    const t = await withLimits({
      forgotPerEmail: { max: 2, windowMs: 60_000 },
      forgotPerIp: { max: 4, windowMs: 60_000 },
    });
    try {
      const forgot = (email: string, remoteAddress = '10.0.1.1') =>
        t.request({ method: 'POST', url: '/api/v1/forget-password', payload: { email }, remoteAddress });
      const email = `${uniqueName('mailbox')}@example.com`;
      assert.equal((await forgot(email)).statusCode, 200);
      assert.equal((await forgot(email, '10.0.1.2')).statusCode, 200);
      assert.equal(
        (await forgot(email.toUpperCase(), '10.0.1.3')).statusCode,
        429,
        'the same mailbox from anywhere',
      );

      for (let i = 0; i < 4; i += 1)
        assert.equal((await forgot(`${uniqueName('m')}@example.com`, '10.0.1.4')).statusCode, 200);
      assert.equal((await forgot(`${uniqueName('m')}@example.com`, '10.0.1.4')).statusCode, 429);
    } finally {
      await t.close();
    }
  });

  test('reset password: per IP', async () => {
    const t = await withLimits({ resetPerIp: { max: 2, windowMs: 60_000 } });
    try {
      const reset = () =>
        t.request({
          method: 'POST',
          url: '/api/v1/reset-password',
          payload: { token: 'guess', newPassword: 'Guess-Passw0rd' },
        });
      assert.equal((await reset()).statusCode, 400);
      assert.equal((await reset()).statusCode, 400);
      assert.equal((await reset()).statusCode, 429);
    } finally {
      await t.close();
    }
  });

  describe('routes that mail or notify other people: one budget per account', () => {
    type Who = 'student' | 'teacher' | 'admin';
    /** Every such route, each with a request that passes sign-in and validation. */
    const NOTICE_ROUTES: { who: Who; method: 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object }[] = [
      { who: 'student', method: 'POST', url: `/post/student/apply/${randomUUID()}` },
      { who: 'student', method: 'DELETE', url: `/post/student/retract/${randomUUID()}` },
      { who: 'student', method: 'POST', url: `/post/student/accept/${randomUUID()}/${randomUUID()}` },
      { who: 'teacher', method: 'POST', url: `/batch/teacher/create-batch/${randomUUID()}` },
      { who: 'teacher', method: 'POST', url: '/batch/create', payload: batchFields },
      {
        who: 'teacher',
        method: 'PUT',
        url: `/batch/update/${randomUUID()}`,
        payload: { subject: 'Physics' },
      },
      { who: 'teacher', method: 'DELETE', url: `/batch/destroy/${randomUUID()}` },
      { who: 'teacher', method: 'DELETE', url: `/batch/remove-user/${randomUUID()}/${randomUUID()}` },
      { who: 'student', method: 'DELETE', url: `/batch/student/leave/${randomUUID()}` },
      { who: 'teacher', method: 'POST', url: `/batch/teacher/ask-for-payment/${randomUUID()}` },
      { who: 'teacher', method: 'POST', url: `/zoom/create-meeting/${randomUUID()}` },
      { who: 'student', method: 'POST', url: `/rating/give-rating/${randomUUID()}`, payload: { rating: 5 } },
      {
        who: 'admin',
        method: 'POST',
        url: '/admin/add-batch',
        payload: { ...batchFields, username: 'nobody' },
      },
      { who: 'admin', method: 'DELETE', url: `/admin/remove-batch/${randomUUID()}` },
      { who: 'admin', method: 'DELETE', url: `/report/delete/${randomUUID()}` },
      { who: 'admin', method: 'DELETE', url: `/admin/remove-user/${randomUUID()}` },
    ];

    const call = (t: TestApp, account: Account, route: (typeof NOTICE_ROUTES)[number]) =>
      t.request({
        method: route.method,
        url: `/api/v1${route.url}`,
        headers: authHeader(account.token),
        ...(route.payload ? { payload: route.payload } : {}),
      });

    test('each route answers 429 with Retry-After once the budget is spent, and writes nothing', async () => {
      const t = await withLimits({ noticesPerAccount: { max: 0, windowMs: 60_000 } });
      try {
        const accounts: Record<Who, Account> = {
          student: await signUpAs(t, 'student'),
          teacher: await signUpAs(t, 'teacher'),
          admin: await signUpAs(t, 'admin'),
        };
        for (const route of NOTICE_ROUTES) {
          const before = await snapshotDatabase(t.database);
          assertTooMany(await call(t, accounts[route.who], route), `${route.method} ${route.url}`);
          assert.deepEqual(
            changedTables(before, await snapshotDatabase(t.database)),
            [],
            `${route.method} ${route.url}`,
          );
        }
      } finally {
        await t.close();
      }
    });

    test("marking a board read has a budget of its own: the notices' does not stop it, nor it them", async () => {
      const t = await withLimits({
        noticesPerAccount: { max: 1, windowMs: 60_000 },
        boardReadsPerAccount: { max: 2, windowMs: 60_000 },
      });
      try {
        const teacher = await signUpAs(t, 'teacher');
        const student = await signUpAs(t, 'student');
        const batch = await createBatchOk(t, teacher, { ...batchFields, student_ids: [student.name] });
        const asStudent = (method: 'POST' | 'PUT', url: string, payload?: object) =>
          t.request({
            method,
            url: `/api/v1/batch/${batch._id}${url}`,
            headers: authHeader(student.token),
            ...(payload ? { payload } : {}),
          });
        assert.equal((await asStudent('PUT', '/messages/read')).statusCode, 200);
        assert.equal((await asStudent('PUT', '/messages/read')).statusCode, 200);
        assertTooMany(await asStudent('PUT', '/messages/read'), 'a third read within the minute');
        assert.equal(
          (await asStudent('POST', '/messages', { body: 'Still free to write' })).statusCode,
          201,
          'the reads spent none of the notices',
        );
      } finally {
        await t.close();
      }
    });

    test('the routes share one budget; another account keeps its own; reads are not counted', async () => {
      const t = await withLimits({ noticesPerAccount: { max: 3, windowMs: 60_000 } });
      try {
        const teacher = await signUpAs(t, 'teacher');
        const other = await signUpAs(t, 'teacher');
        const student = await signUpAs(t, 'student');
        const batch = await createBatchOk(t, teacher, { ...batchFields, student_ids: [student.name] });
        const teacherCall = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
          t.request({
            method,
            url: `/api/v1${url}`,
            headers: authHeader(teacher.token),
            ...(payload ? { payload } : {}),
          });
        assert.equal((await teacherCall('GET', '/batch/batches')).statusCode, 200);
        assert.equal(
          (await teacherCall('PUT', `/batch/update/${batch._id}`, { subject: 'Physics' })).statusCode,
          200,
        );
        assert.equal(
          (await teacherCall('POST', `/batch/teacher/ask-for-payment/${batch._id}`)).statusCode,
          201,
        );
        assertTooMany(
          await teacherCall('POST', `/zoom/create-meeting/${batch._id}`),
          'a fourth notice route',
        );
        assertTooMany(await teacherCall('POST', '/batch/create', batchFields), 'and any other');
        assert.equal((await teacherCall('GET', '/batch/batches')).statusCode, 200, 'reads still work');
        const fresh = await t.request({
          method: 'POST',
          url: '/api/v1/batch/create',
          headers: authHeader(other.token),
          payload: batchFields,
        });
        assert.equal(fresh.statusCode, 201, 'another account from the same IP');
      } finally {
        await t.close();
      }
    });
  });

  /**
   * A per-account limit of two: the account's third `send` is refused and writes nothing, while another
   * account of the same role keeps its own budget.
   */
  async function assertTwoPerAccount(
    limit: Partial<RateLimits>,
    role: 'student' | 'admin',
    send: (t: TestApp, by: Account) => Promise<LightMyRequestResponse>,
    ok: number,
    what: string,
  ) {
    const t = await withLimits(limit);
    try {
      const account = await signUpAs(t, role);
      const other = await signUpAs(t, role);
      assert.equal((await send(t, account)).statusCode, ok);
      assert.equal((await send(t, account)).statusCode, ok);
      const before = await snapshotDatabase(t.database);
      assertTooMany(await send(t, account), `a third ${what}`);
      assert.deepEqual(changedTables(before, await snapshotDatabase(t.database)), [], `the refused ${what}`);
      assert.equal((await send(t, other)).statusCode, ok, 'another account');
    } finally {
      await t.close();
    }
  }

  test('notification stream tickets: per account', () =>
    assertTwoPerAccount(
      { streamTicketPerAccount: { max: 2, windowMs: 60_000 } },
      'student',
      (t, by) =>
        t.request({
          method: 'POST',
          url: '/api/v1/notifications/stream-ticket',
          headers: authHeader(by.token),
        }),
      200,
      'ticket',
    ));

  test('admin add-user (hashes a password): per account', () =>
    assertTwoPerAccount(
      { addUserPerAccount: { max: 2, windowMs: 60_000 } },
      'admin',
      (t, by) => {
        const username = uniqueName('added');
        return t.request({
          method: 'POST',
          url: '/api/v1/admin/add-user',
          headers: authHeader(by.token),
          payload: {
            firstname: 'Added',
            lastname: 'User',
            username,
            email: `${username}@example.com`,
            password: PASSWORD,
            role: 'student',
          },
        });
      },
      201,
      'add-user',
    ));
});
