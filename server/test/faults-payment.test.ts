import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, afterEach, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { Batch } from '@pathshala/shared-api/contract';
import type { Database, Db } from '../src/db';
import { mailQueue, notifications, payments } from '../src/db/schema';
import { isDatabaseUnavailable } from '../src/db/errors';
import { SERVICE_UNAVAILABLE_MESSAGE } from '../src/http/error-handler';
import { startStatefulSslCommerz } from './fakes/sslcommerz';
import { proxiedPostgres } from './fakes/tcp-proxy';
import { acceptInvitations } from './fixtures';
import { authHeader, forEachDatabase, signUpAs, startTestApp, type Account, type TestApp } from './helpers';

/** signUpAs gives every teacher this store. */
const STORE = { id: 'store', password: 'store-password-1' };
const PUBLIC_URL = 'http://pathshala.test';
const TIMEOUT_MS = 600;

const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

/**
 * The database as an instance sees it that dies between the gateway's answer and its own commit: once
 * `die` is set, every transaction does all its work and is then killed before it commits (rolled back).
 */
function dyingDatabase(database: Database) {
  const state = { die: false };
  const db: Db = Object.create(database.db);
  db.transaction = (work, config) =>
    database.db.transaction(async (tx) => {
      const result = await work(tx);
      if (state.die) throw new Error('the process was killed before it committed');
      return result;
    }, config);
  return { database: { ...database, db }, state };
}

/**
 * `read` once the database answers again: a connection the cut broke may still be handed out once after
 * the restore (its socket's close arrives late), which the pool then drops. Only that is retried.
 */
async function onceReachable<T>(read: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await read();
    } catch (error) {
      if (attempt >= 20 || !isDatabaseUnavailable(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

forEachDatabase((kind) => {
  describe('payments when the gateway fails or is slow', () => {
    let t: TestApp;
    let fake: Awaited<ReturnType<typeof startStatefulSslCommerz>>;
    const env = () => ({
      PUBLIC_URL,
      PAYMENT_PROVIDER: 'sslcommerz',
      SSLCOMMERZ_BASE_URL: fake.baseUrl,
      PAYMENT_TIMEOUT_MS: String(TIMEOUT_MS),
    });

    before(async () => {
      fake = await startStatefulSslCommerz(STORE);
      t = await startTestApp(kind, { env: env() });
    });
    afterEach(() => {
      fake.faults.session = null;
      fake.faults.validation = null;
      fake.onValidation(null);
    });
    after(async () => {
      await t.close();
      await fake.close();
    });

    /** A teacher's batch of one student with an open payment round. */
    async function batchWithRound(app = t) {
      const teacher = await signUpAs(app, 'teacher');
      const student = await signUpAs(app, 'student');
      const created = await app.request({
        method: 'POST',
        url: '/api/v1/batch/create',
        headers: authHeader(teacher.token),
        payload: {
          subject: 'Physics',
          class: '9',
          weekly_schedule: ['Sunday'],
          time: '13:00',
          salary: 2200,
          is_continuous: true,
          is_batch: true,
          title: `Batch ${randomUUID().slice(0, 6)}`,
          student_ids: [student.name],
        },
      });
      assert.equal(created.statusCode, 201, created.body);
      const batch: Batch = created.json().data;
      await acceptInvitations(app, batch._id);
      // The tests count the teacher's notices about payments: start from none (accepting wrote one).
      await app.database.db.delete(notifications).where(eq(notifications.userId, teacher.id));
      const asked = await app.request({
        method: 'POST',
        url: `/api/v1/batch/teacher/ask-for-payment/${batch._id}`,
        headers: authHeader(teacher.token),
      });
      assert.equal(asked.statusCode, 201, asked.body);
      return { teacher, student, batch };
    }

    const pay = (student: Account, batchId: string, app = t) =>
      app.request({
        method: 'POST',
        url: '/api/v1/payment/pay',
        headers: authHeader(student.token),
        payload: { totalAmount: 1, productName: 'x', batchId, teacherId: randomUUID() },
      });

    const rowsOfBatch = (batchId: string, app = t) =>
      app.database.db.select().from(payments).where(eq(payments.batchId, batchId));

    const received = async (teacher: Account, app = t) => {
      const response = await app.request({
        method: 'GET',
        url: '/api/v1/payment/history',
        headers: authHeader(teacher.token),
      });
      assert.equal(response.statusCode, 200, response.body);
      return response.json().data as { tran_id: string; status: string }[];
    };

    const notesOf = async (userId: string, app = t) =>
      (
        await app.database.db
          .select({ message: notifications.message })
          .from(notifications)
          .where(eq(notifications.userId, userId))
      ).map((row) => row.message);

    for (const [fault, message] of [
      ['hang', 'The payment gateway did not respond in time. Please try again.'],
      ['error', 'The payment gateway is unavailable right now. Please try again later.'],
    ] as const) {
      test(`session init that ${fault === 'hang' ? 'never answers' : 'fails'}: a clear 502 in time, nothing pending, and paying again works`, async () => {
        const { student, batch } = await batchWithRound();
        fake.faults.session = fault;
        const started = performance.now();
        const response = await pay(student, batch._id);
        const elapsed = performance.now() - started;
        assert.equal(response.statusCode, 502, response.body);
        assert.deepEqual(response.json(), { statusCode: 502, data: null, message, success: false });
        assert.ok(
          elapsed < TIMEOUT_MS + 2000,
          `PAYMENT_TIMEOUT_MS bounds the wait (${Math.round(elapsed)} ms)`,
        );
        assert.deepEqual(
          (await rowsOfBatch(batch._id)).map((row) => row.status),
          ['failed'],
          'the attempt is closed, not left pending',
        );

        fake.faults.session = null;
        const again = await pay(student, batch._id);
        assert.equal(again.statusCode, 200, again.body);
        const tranId: string = again.json().data.tran_id;
        const ipn = await t.request({
          method: 'POST',
          url: '/api/v1/payment/ipn',
          ...form(fake.complete(tranId)),
        });
        assert.equal(ipn.statusCode, 200, ipn.body);
        assert.deepEqual((await rowsOfBatch(batch._id)).map((row) => row.status).sort(), ['failed', 'paid']);
      });
    }

    test('validation that never answers or fails: nothing is settled, and the next IPN settles it once', async () => {
      const { teacher, student, batch } = await batchWithRound();
      const paid = await pay(student, batch._id);
      assert.equal(paid.statusCode, 200, paid.body);
      const tranId: string = paid.json().data.tran_id;
      const fields = fake.complete(tranId);

      for (const fault of ['hang', 'error'] as const) {
        fake.faults.validation = fault;
        const started = performance.now();
        const ipn = await t.request({ method: 'POST', url: '/api/v1/payment/ipn', ...form(fields) });
        assert.ok(performance.now() - started < TIMEOUT_MS + 2000, 'PAYMENT_TIMEOUT_MS bounds the wait');
        // Not a 2xx: SSLCommerz sends the IPN again.
        assert.equal(ipn.statusCode, 502, ipn.body);
        const success = await t.request({ method: 'POST', url: '/api/v1/payment/success', ...form(fields) });
        assert.equal(success.statusCode, 303);
        // Still pending: the success page waits for the confirmation and says so.
        assert.equal(success.headers.location, `/payment/success?tran_id=${tranId}`);
        assert.deepEqual(
          (await rowsOfBatch(batch._id)).map((row) => row.status),
          ['pending'],
          'neither settled nor failed',
        );
        const shown = await t.request({
          method: 'GET',
          url: `/api/v1/payment/status/${tranId}`,
          headers: authHeader(student.token),
        });
        assert.equal(shown.statusCode, 200, shown.body);
        assert.deepEqual([shown.json().data.status, shown.json().data.settledAt], ['pending', null]);
      }
      assert.deepEqual(await received(teacher), []);

      fake.faults.validation = null;
      const retried = await t.request({ method: 'POST', url: '/api/v1/payment/ipn', ...form(fields) });
      assert.equal(retried.statusCode, 200, retried.body);
      assert.equal(retried.json().data.status, 'paid');
      assert.deepEqual(
        (await received(teacher)).map((row) => [row.tran_id, row.status]),
        [[tranId, 'paid']],
      );
      assert.equal((await notesOf(teacher.id)).length, 1);
    });

    test('an instance killed after the gateway confirmed but before it committed: the replayed IPN and the success POST settle it once', async () => {
      const { teacher, student, batch } = await batchWithRound();
      const paid = await pay(student, batch._id);
      assert.equal(paid.statusCode, 200, paid.body);
      const tranId: string = paid.json().data.tran_id;
      const fields = fake.complete(tranId);

      const dying = dyingDatabase(t.database);
      const doomed = await startTestApp(kind, { database: dying.database, env: env() });
      const mailsBefore = await t.database.db.select().from(mailQueue);
      let doomedMails;
      try {
        // The gateway has just said VALID when the instance dies.
        fake.onValidation(() => {
          dying.state.die = true;
        });
        const ipn = await doomed.request({ method: 'POST', url: '/api/v1/payment/ipn', ...form(fields) });
        assert.ok(ipn.statusCode >= 500, `the IPN is not acknowledged (${ipn.statusCode})`);
        assert.equal(ipn.json().success, false);
        fake.onValidation(null);
        assert.deepEqual(
          (await rowsOfBatch(batch._id)).map((row) => row.status),
          ['pending'],
          'nothing of the settlement was kept',
        );
        assert.deepEqual(await notesOf(teacher.id), []);
      } finally {
        doomedMails = doomed.outbox();
        await doomed.close();
      }

      // A new instance on the same database: the gateway replays the IPN as the payer's browser lands.
      const [replayed, success] = await Promise.all([
        t.request({ method: 'POST', url: '/api/v1/payment/ipn', ...form(fields) }),
        t.request({ method: 'POST', url: '/api/v1/payment/success', ...form(fields) }),
      ]);
      assert.equal(replayed.statusCode, 200, replayed.body);
      assert.equal(replayed.json().data.status, 'paid');
      assert.equal(success.headers.location, `/payment/success?tran_id=${tranId}`);
      const again = await t.request({ method: 'POST', url: '/api/v1/payment/ipn', ...form(fields) });
      assert.equal(again.statusCode, 200, again.body);

      assert.deepEqual(
        (await received(teacher)).map((row) => [row.tran_id, row.status]),
        [[tranId, 'paid']],
        "the teacher's received list shows it once",
      );
      const note = `${student.name} paid ৳2,200 for "${batch.title}"`;
      assert.deepEqual(await notesOf(teacher.id), [note], 'one notification');
      const teacherMails = [...t.outbox(), ...doomedMails].filter(
        (mail) => mail.to === `${teacher.name}@example.com` && mail.subject.startsWith('Payment received'),
      );
      assert.equal(teacherMails.length, 1, 'one mail');
      assert.deepEqual(await t.database.db.select().from(mailQueue), mailsBefore, 'nothing left to send');
    });

    // A network cut needs a database over the network.
    if (kind === 'postgres')
      test('on postgres, the database cut right after the gateway confirmed: a 503, and once it is back the replayed IPN settles it once', async () => {
        const proxied = await proxiedPostgres();
        const u = await startTestApp(kind, { database: proxied.database, env: env() });
        try {
          const { teacher, student, batch } = await batchWithRound(u);
          const paid = await pay(student, batch._id, u);
          assert.equal(paid.statusCode, 200, paid.body);
          const tranId: string = paid.json().data.tran_id;
          const fields = fake.complete(tranId);

          fake.onValidation(() => proxied.proxy.cut());
          const ipn = await u.request({ method: 'POST', url: '/api/v1/payment/ipn', ...form(fields) });
          fake.onValidation(null);
          assert.equal(ipn.statusCode, 503, ipn.body);
          assert.equal(ipn.json().message, SERVICE_UNAVAILABLE_MESSAGE);
          proxied.proxy.restore();
          assert.deepEqual(
            (await onceReachable(() => rowsOfBatch(batch._id, u))).map((row) => row.status),
            ['pending'],
          );

          const [replayed, success] = await Promise.all([
            u.request({ method: 'POST', url: '/api/v1/payment/ipn', ...form(fields) }),
            u.request({ method: 'POST', url: '/api/v1/payment/success', ...form(fields) }),
          ]);
          assert.equal(replayed.statusCode, 200, replayed.body);
          assert.equal(success.headers.location, `/payment/success?tran_id=${tranId}`);
          assert.deepEqual(
            (await received(teacher, u)).map((row) => [row.tran_id, row.status]),
            [[tranId, 'paid']],
          );
          assert.equal((await notesOf(teacher.id, u)).length, 1);
          const mails = u
            .outbox()
            .filter(
              (mail) =>
                mail.to === `${teacher.name}@example.com` && mail.subject.startsWith('Payment received'),
            );
          assert.equal(mails.length, 1);
        } finally {
          await u.close();
          await proxied.close();
        }
      });
  });
});
