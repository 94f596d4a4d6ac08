import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import type { RateLimits } from '../src/http/rate-limits';
import { changedTables, offerFields, requestFields, snapshotDatabase } from './authz-world';
import { createBatchOk } from './fixtures';
import {
  authHeader,
  forEachDatabase,
  openTestDatabase,
  PASSWORD,
  signUpAs,
  startTestApp,
  uniqueName,
  type Account,
  type DatabaseKind,
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

/**
 * The suite on every database (the counters in its table), and on the embedded one with the counters in
 * Redis when TEST_REDIS_URL names one.
 */
function onEveryStore(suite: (kind: DatabaseKind, env: Record<string, string>) => void) {
  forEachDatabase((kind) => suite(kind, {}));
  const redisUrl = process.env.TEST_REDIS_URL;
  if (redisUrl) describe('counting in Redis', () => suite('pglite', { REDIS_URL: redisUrl }));
}

onEveryStore((kind, env) =>
  describe('rate limits', () => {
    let shared: TestDatabase;
    before(async () => {
      shared = await openTestDatabase(kind);
    });
    after(() => shared.dispose());

    /** A fresh app (fresh counters) on the shared database, with only the given limits tightened. */
    async function withLimits(limits: Partial<RateLimits>) {
      return startTestApp(kind, { database: shared.database, rateLimits: limits, env });
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
        for (let i = 0; i < 4; i += 1)
          assert.equal((await attempt(t, victim, `10.0.2.${i}`)).statusCode, 401);
        const blocked = await attempt(t, victim.toUpperCase(), '10.0.2.99', PASSWORD);
        assertTooMany(blocked, 'a fifth try from a fifth IP, even with the right password');
        assert.equal((await attempt(t, uniqueName('other'), '10.0.2.99')).statusCode, 401, 'other accounts');
      } finally {
        await t.close();
      }
    });

    /** How many wrong guesses, naming the account by each of `identifiers` in turn, are answered before a 429. */
    async function guessesBeforeLimited(
      t: TestApp,
      identifiers: string[],
      remoteAddress: (i: number) => string,
    ) {
      for (let i = 0; i < 20; i += 1) {
        const response = await attempt(t, identifiers[i % identifiers.length]!, remoteAddress(i));
        if (response.statusCode === 429) return i;
        assert.equal(response.statusCode, 401, response.body);
      }
      return assert.fail('the guesses were never limited');
    }

    test('login: guesses count per account, by username, email and any letter case alike', async () => {
      const t = await withLimits({ loginPerAccount: { max: 4, windowMs: 60_000 } });
      try {
        const alone = uniqueName('alone');
        const split = uniqueName('split');
        await t.register({ username: alone });
        await t.register({ username: split, email: `${split}@example.com` });
        const fromOneIp = () => '10.0.3.1';

        assert.equal(await guessesBeforeLimited(t, [alone], fromOneIp), 4, 'by username alone');
        assert.equal(
          await guessesBeforeLimited(
            t,
            [split, `${split}@example.com`, `${split.toUpperCase()}@EXAMPLE.COM`],
            fromOneIp,
          ),
          4,
          'split between username and email',
        );
        assertTooMany(
          await attempt(t, `${split}@example.com`, '10.0.3.1', PASSWORD),
          'the right password, by email, after guesses by username',
        );

        const ghost = uniqueName('ghost');
        assert.equal(
          await guessesBeforeLimited(t, [ghost, ` ${ghost.toUpperCase()} `], fromOneIp),
          4,
          'a name of no account is limited alike',
        );
      } finally {
        await t.close();
      }
    });

    test('login: from many IPs too, guesses by username and by email count against the one account', async () => {
      const t = await withLimits({ loginPerAccountAnyIp: { max: 4, windowMs: 60_000 } });
      try {
        const victim = uniqueName('victim');
        await t.register({ username: victim, email: `${victim}@example.com` });
        const rotating = (i: number) => `10.0.4.${i}`;
        assert.equal(await guessesBeforeLimited(t, [`${victim}@example.com`, victim], rotating), 4);
        assertTooMany(await attempt(t, victim, '10.0.4.99', PASSWORD), 'even the owner waits');
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
      const NOTICE_ROUTES: { who: Who; method: 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object }[] =
        [
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
          {
            who: 'student',
            method: 'POST',
            url: `/rating/give-rating/${randomUUID()}`,
            payload: { rating: 5 },
          },
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
        // Made beforehand, so that joining the batch spends none of the budgets under test.
        const setup = await withLimits({});
        let student: Account;
        let batchId: string;
        try {
          const teacher = await signUpAs(setup, 'teacher');
          student = await signUpAs(setup, 'student');
          batchId = (await createBatchOk(setup, teacher, { ...batchFields, student_ids: [student.name] }))
            ._id;
        } finally {
          await setup.close();
        }
        const t = await withLimits({
          noticesPerAccount: { max: 1, windowMs: 60_000 },
          boardReadsPerAccount: { max: 2, windowMs: 60_000 },
        });
        try {
          const { accessToken } = await t.login(student.name, PASSWORD);
          const asStudent = (method: 'POST' | 'PUT', url: string, payload?: object) =>
            t.request({
              method,
              url: `/api/v1/batch/${batchId}${url}`,
              headers: authHeader(accessToken),
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
        assert.deepEqual(
          changedTables(before, await snapshotDatabase(t.database)),
          [],
          `the refused ${what}`,
        );
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

    test('creating posts: per account', () =>
      assertTwoPerAccount(
        { postsPerAccount: { max: 2, windowMs: 3_600_000 } },
        'student',
        (t, by) =>
          t.request({
            method: 'POST',
            url: '/api/v1/post/create',
            headers: authHeader(by.token),
            payload: requestFields,
          }),
        201,
        'post',
      ));

    test('reports: one budget per account, about users and board messages together', async () => {
      const t = await withLimits({ reportsPerAccount: { max: 2, windowMs: 3_600_000 } });
      try {
        const teacher = await signUpAs(t, 'teacher');
        const student = await signUpAs(t, 'student');
        const other = await signUpAs(t, 'student');
        const batch = await createBatchOk(t, teacher, {
          ...batchFields,
          student_ids: [student.name, other.name],
        });
        const posted = await t.request({
          method: 'POST',
          url: `/api/v1/batch/${batch._id}/messages`,
          headers: authHeader(teacher.token),
          payload: { body: 'Pay me outside Pathshala' },
        });
        assert.equal(posted.statusCode, 201, posted.body);
        const messageId: string = posted.json().data._id;
        const reportUser = (by: Account) =>
          t.request({
            method: 'POST',
            url: '/api/v1/report/create',
            headers: authHeader(by.token),
            payload: { reportee_id: teacher.id, message: 'Asks for money outside the site' },
          });
        const reportMessage = (by: Account) =>
          t.request({
            method: 'POST',
            url: `/api/v1/batch/${batch._id}/messages/${messageId}/report`,
            headers: authHeader(by.token),
            payload: { message: 'Asks for money outside the site' },
          });

        assert.equal((await reportUser(student)).statusCode, 201);
        assert.equal((await reportMessage(student)).statusCode, 201);
        const before = await snapshotDatabase(t.database);
        assertTooMany(await reportUser(student), 'a third report, about a user');
        assertTooMany(await reportMessage(student), 'a third report, about a board message');
        assert.deepEqual(
          changedTables(before, await snapshotDatabase(t.database)),
          [],
          'the refused reports',
        );
        assert.equal((await reportMessage(other)).statusCode, 201, 'another account');
      } finally {
        await t.close();
      }
    });

    describe('signed-in writes: one budget per account over every write route', () => {
      const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];
      /** Writes the client makes on its own, each with a generous limit of its own instead. */
      const OWN_BUDGET = ['PUT /api/v1/batch/:id/messages/read', 'POST /api/v1/notifications/stream-ticket'];

      test('writes share the budget; reads, sign-ins and writes with a budget of their own do not count', async () => {
        const t = await withLimits({ writesPerAccount: { max: 3, windowMs: 60_000 } });
        try {
          const teacher = await signUpAs(t, 'teacher');
          const student = await signUpAs(t, 'student');
          const as = (
            account: Account,
            method: 'GET' | 'POST' | 'PUT' | 'DELETE',
            url: string,
            payload?: object,
          ) =>
            t.request({
              method,
              url: `/api/v1${url}`,
              headers: authHeader(account.token),
              ...(payload ? { payload } : {}),
            });

          const batch = await createBatchOk(t, teacher, { ...batchFields, student_ids: [student.name] });
          assert.equal(
            (await as(teacher, 'PUT', `/batch/update/${batch._id}`, { subject: 'Physics' })).statusCode,
            200,
          );
          const post = await as(teacher, 'POST', '/post/create', offerFields);
          assert.equal(post.statusCode, 201, post.body);

          const before = await snapshotDatabase(t.database);
          assertTooMany(
            await as(teacher, 'DELETE', `/post/delete/${post.json().data._id}`),
            'a fourth write',
          );
          assertTooMany(await as(teacher, 'POST', '/post/create', offerFields), 'any other write');
          assert.deepEqual(
            changedTables(before, await snapshotDatabase(t.database)),
            [],
            'the refused writes',
          );

          assert.equal((await as(teacher, 'GET', '/batch/batches')).statusCode, 200, 'reads still work');
          assert.equal((await as(teacher, 'PUT', `/batch/${batch._id}/messages/read`)).statusCode, 200);
          assert.equal((await as(teacher, 'POST', '/notifications/stream-ticket')).statusCode, 200);
          const again = await t.login(teacher.name, PASSWORD);
          assertTooMany(
            await as({ ...teacher, token: again.accessToken }, 'POST', '/post/create', offerFields),
            'a new session of the same account',
          );
          assert.equal(
            (await as(student, 'POST', '/post/create', requestFields)).statusCode,
            201,
            'another account',
          );
        } finally {
          await t.close();
        }
      });

      test('every route that needs a session counts; the others (sign-in, gateway callbacks) do not', async () => {
        const t = await withLimits({ writesPerAccount: { max: 0, windowMs: 60_000 } });
        try {
          const signedIn = [
            await signUpAs(t, 'student'),
            await signUpAs(t, 'teacher'),
            await signUpAs(t, 'admin'),
          ];
          // Its session may end on the way (logout): the routes it calls never look at it.
          const bystander = await signUpAs(t, 'student');
          const writes = t.app.routeTable.filter((entry) => WRITE_METHODS.includes(entry.method));
          assert.ok(writes.length > 40, 'the route table lists the writes');
          for (const entry of writes) {
            const route = `${entry.method} ${entry.url}`;
            const send = (token: string | null) =>
              t.request({
                method: entry.method,
                url: entry.url.replace(/:\w+/g, () => randomUUID()).replace('*', 'x'),
                headers: token ? authHeader(token) : {},
                payload: {},
              });
            if (!entry.schema?.security) {
              assert.notEqual((await send(bystander.token)).statusCode, 429, route);
              continue;
            }
            assert.equal((await send(null)).statusCode, 401, `${route} without a session`);
            const statuses = [];
            for (const account of signedIn) statuses.push((await send(account.token)).statusCode);
            if (OWN_BUDGET.includes(route)) {
              assert.ok(!statuses.includes(429), `${route}: ${statuses.join(', ')}`);
            } else {
              // A role the route refuses is turned away at sign-in (403), before any budget is counted.
              assert.ok(
                statuses.includes(429) && statuses.every((status) => status === 429 || status === 403),
                `${route}: ${statuses.join(', ')}`,
              );
            }
          }
        } finally {
          await t.close();
        }
      });
    });

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
  }),
);
