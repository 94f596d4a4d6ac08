import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { PAYMENT_MESSAGES, type Batch, type Role } from '@pathshala/shared-api/contract';
import { notifications, payments, teacherPaymentAccounts, users } from '../src/db/schema';
import { acceptInvitations, formFields } from './fixtures';
import {
  invalidPayment,
  PaymentGatewayError,
  PaymentSimulator,
  SslCommerzGateway,
  type CreateSessionInput,
  type PaymentGateway,
  type StoreCredentials,
  type ValidatedPayment,
} from '../src/providers/payment';
import { signFields, verifySignedBody } from '../src/providers/payment/signing';
import { startStatefulSslCommerz } from './fakes/sslcommerz';
import {
  allowUntranslated,
  authHeader,
  forEachDatabase,
  signUpAs,
  startTestApp,
  type Account,
  type TestApp,
} from './helpers';

/** signUpAs gives every teacher this store. */
const STORE = { id: 'store', password: 'store-password-1' };
const PUBLIC_URL = 'http://pathshala.test';

const batchFields = {
  subject: 'Physics',
  class: '9',
  weekly_schedule: ['Monday', 'Sunday'],
  time: '13:00',
  salary: 2500,
  is_continuous: true,
  is_batch: true,
};

/** A gateway whose validation answers the test decides: valId `VAL:<tranId>` is the session paid in full. */
class FakeGateway implements PaymentGateway {
  readonly name = 'sslcommerz' as const;
  readonly sessions = new Map<string, CreateSessionInput>();
  /** Changes to the validation answer, by val_id. */
  readonly overrides = new Map<string, Partial<ValidatedPayment>>();
  failNextSession: PaymentGatewayError | null = null;
  validateCalls = 0;

  async createSession(input: CreateSessionInput) {
    const failure = this.failNextSession;
    this.failNextSession = null;
    if (failure) throw failure;
    this.sessions.set(input.tranId, input);
    return { redirectUrl: `https://gateway.test/pay/${input.tranId}`, sessionKey: `key-${input.tranId}` };
  }

  async validate({ store, valId }: { store: StoreCredentials; valId: string }): Promise<ValidatedPayment> {
    this.validateCalls += 1;
    const session = this.sessions.get(valId.split(':')[1] ?? '');
    const base = invalidPayment(valId);
    if (!session || store.id !== session.store.id || store.password !== session.store.password) return base;
    return {
      ...base,
      status: 'VALID',
      paid: true,
      tranId: session.tranId,
      amount: session.amount,
      currency: 'BDT',
      storeAmount: session.amount,
      riskLevel: 0,
      riskTitle: 'Safe',
      bankTranId: `BANK-${session.tranId}`,
      cardType: 'VISA-Fake',
      tranDate: '2026-11-21 10:00:00',
      ...this.overrides.get(valId),
    };
  }

  verifyIpn(body: Record<string, string>, store: StoreCredentials): boolean {
    return verifySignedBody(body, store.password);
  }
}

const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

/** The signed body the gateway posts for a paid session (success URL and IPN alike). */
function paidBody(tranId: string, amount: number, extra: Record<string, string> = {}) {
  return signFields(
    {
      tran_id: tranId,
      val_id: `VAL:${tranId}`,
      amount: amount.toFixed(2),
      currency: 'BDT',
      status: 'VALID',
      bank_tran_id: `BANK-${tranId}`,
      ...extra,
    },
    STORE.password,
  );
}

const unpaidBody = (tranId: string, status: 'FAILED' | 'CANCELLED') =>
  signFields({ tran_id: tranId, status, error: 'declined' }, STORE.password);

/** Batches, rounds and calls shared by the suites below. */
function world(get: () => TestApp) {
  const signUp = (role: Role) => signUpAs(get(), role);
  const call = (
    method: 'GET' | 'POST',
    url: string,
    account?: Account,
    payload?: object,
  ): Promise<LightMyRequestResponse> =>
    get().request({
      method,
      url: `/api/v1${url}`,
      ...(account ? { headers: authHeader(account.token) } : {}),
      ...(payload ? { payload } : {}),
    });

  /** A teacher's batch with `count` students and an open payment round. */
  async function batchWithRound(count = 2, salary = batchFields.salary) {
    const teacher = await signUp('teacher');
    const students: Account[] = [];
    for (let i = 0; i < count; i += 1) students.push(await signUp('student'));
    const created = await call('POST', '/batch/create', teacher, {
      ...batchFields,
      salary,
      title: `Batch ${randomUUID().slice(0, 6)}`,
      student_ids: students.map((student) => student.name),
    });
    assert.equal(created.statusCode, 201, created.body);
    const batch: Batch = created.json().data;
    await acceptInvitations(get(), batch._id);
    const asked = await call('POST', `/batch/teacher/ask-for-payment/${batch._id}`, teacher);
    assert.equal(asked.statusCode, 201, asked.body);
    return { teacher, students, batch };
  }

  async function pay(student: Account, batchId: string, extra: object = {}) {
    return call('POST', '/payment/pay', student, {
      totalAmount: 1,
      productName: 'anything',
      batchId,
      teacherId: randomUUID(),
      ...extra,
    });
  }

  async function payOk(student: Account, batchId: string): Promise<string> {
    const response = await pay(student, batchId);
    assert.equal(response.statusCode, 200, response.body);
    return response.json().data.tran_id;
  }

  const paymentRow = async (tranId: string) => {
    const [row] = await get().database.db.select().from(payments).where(eq(payments.tranId, tranId));
    assert.ok(row, `payment ${tranId}`);
    return row;
  };

  const notesOf = async (userId: string) =>
    (
      await get()
        .database.db.select({ message: notifications.message })
        .from(notifications)
        .where(eq(notifications.userId, userId))
    ).map((row) => row.message);

  const postForm = (path: string, fields: Record<string, string>) =>
    get().request({ method: 'POST', url: `/api/v1/payment/${path}`, ...form(fields) });

  const timeToPay = async (account: Account, batchId: string) => {
    const response = await call('GET', '/batch/batches', account);
    assert.equal(response.statusCode, 200, response.body);
    return (response.json().data as Batch[]).find((batch) => batch._id === batchId)?.time_to_pay;
  };

  return { signUp, call, batchWithRound, pay, payOk, paymentRow, notesOf, postForm, timeToPay };
}

/** Money reads '৳2,500' (Bangladeshi grouping, DESIGN §6.12). */
const paidNote = (student: Account, amount: number, batch: Batch) =>
  `${student.name} paid ৳${amount.toLocaleString('en-IN')} for "${batch.title}"`;

forEachDatabase((kind) => {
  describe('payments with a fake gateway', () => {
    let t: TestApp;
    const gateway = new FakeGateway();
    const w = world(() => t);

    before(async () => {
      t = await startTestApp(kind, { payments: gateway, env: { PUBLIC_URL } });
    });
    after(() => t.close());

    test('pay: the round decides the amount; redirectUrl in data and at the top level; a pending payment', async () => {
      const { teacher, students, batch } = await w.batchWithRound(1, 4200);
      const [student] = students as [Account];
      const response = await w.pay(student, batch._id);
      assert.equal(response.statusCode, 200, response.body);
      const body = response.json();
      const tranId: string = body.data.tran_id;
      assert.match(tranId, /^PS[A-Z2-7]{16}$/);
      assert.ok(tranId.length <= 30);
      assert.equal(body.redirectUrl, `https://gateway.test/pay/${tranId}`);
      assert.equal(body.data.redirectUrl, body.redirectUrl);
      assert.equal(body.data.amount, 4200, 'totalAmount is ignored');
      assert.equal(body.success, true);

      const row = await w.paymentRow(tranId);
      assert.equal(row.status, 'pending');
      assert.equal(row.amount, 4200);
      assert.equal(row.teacherId, teacher.id, 'the teacher is the batch’s, not the body’s teacherId');
      const session = gateway.sessions.get(tranId)!;
      assert.equal(session.amount, 4200);
      assert.deepEqual(session.store, STORE);
      assert.deepEqual(session.values, { a: row.id, b: batch._id, c: row.roundId, d: student.id });
      assert.deepEqual(session.urls, {
        success: `${PUBLIC_URL}/api/v1/payment/success`,
        fail: `${PUBLIC_URL}/api/v1/payment/fail`,
        cancel: `${PUBLIC_URL}/api/v1/payment/cancel`,
        ipn: `${PUBLIC_URL}/api/v1/payment/ipn`,
      });
      assert.equal(session.customer.name, 'Test User');
      const [{ email }] = (await t.database.db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, student.id))) as [{ email: string }];
      assert.equal(session.customer.email, email);
    });

    test('pay rules: 401, 403 for teachers and outsiders, 404, 409 with no round, when paid, without a store', async () => {
      const { teacher, students, batch } = await w.batchWithRound(1);
      const [student] = students as [Account];
      const outsider = await w.signUp('student');

      assert.equal((await w.call('POST', '/payment/pay', undefined, { batchId: batch._id })).statusCode, 401);
      assert.equal((await w.pay(teacher, batch._id)).statusCode, 403);
      const notMember = await w.pay(outsider, batch._id);
      assert.equal(notMember.statusCode, 403);
      assert.equal(notMember.json().message, PAYMENT_MESSAGES.notAMember);
      const missing = await w.pay(student, randomUUID());
      assert.equal(missing.statusCode, 404);
      assert.equal(missing.json().message, PAYMENT_MESSAGES.batchNotFound);
      assert.equal((await w.pay(student, 'not-an-id')).statusCode, 400);

      // A batch without a round.
      const created = await w.call('POST', '/batch/create', teacher, {
        ...batchFields,
        title: 'No round',
        student_ids: [student.name],
      });
      await acceptInvitations(t, created.json().data._id);
      const noRound = await w.pay(student, created.json().data._id);
      assert.equal(noRound.statusCode, 409);
      assert.equal(noRound.json().message, PAYMENT_MESSAGES.nothingDue);

      // Paid already.
      const tranId = await w.payOk(student, batch._id);
      const success = await w.postForm('success', { tran_id: tranId, val_id: `VAL:${tranId}` });
      assert.equal(success.statusCode, 303);
      const again = await w.pay(student, batch._id);
      assert.equal(again.statusCode, 409);
      assert.equal(again.json().message, PAYMENT_MESSAGES.alreadyPaid);

      // A teacher without store credentials.
      const other = await w.batchWithRound(1);
      await t.database.db
        .delete(teacherPaymentAccounts)
        .where(eq(teacherPaymentAccounts.userId, other.teacher.id));
      const noStore = await w.pay(other.students[0]!, other.batch._id);
      assert.equal(noStore.statusCode, 409);
      assert.equal(noStore.json().message, PAYMENT_MESSAGES.teacherCannotBePaid);
      const rows = await t.database.db.select().from(payments).where(eq(payments.batchId, other.batch._id));
      assert.equal(rows.length, 0, 'nothing written');
    });

    test('a gateway failure is its 502 message and the pending payment is marked failed', async () => {
      const { students, batch } = await w.batchWithRound(1);
      allowUntranslated('The payment gateway did not respond in time.');
      gateway.failNextSession = new PaymentGatewayError('The payment gateway did not respond in time.');
      const response = await w.pay(students[0]!, batch._id);
      assert.equal(response.statusCode, 502);
      assert.equal(response.json().message, 'The payment gateway did not respond in time.');
      const rows = await t.database.db.select().from(payments).where(eq(payments.batchId, batch._id));
      assert.deepEqual(
        rows.map((row) => row.status),
        ['failed'],
      );
    });

    test('success (VALIDATED accepted): paid once, teacher notified and mailed; a replay changes nothing', async () => {
      const { teacher, students, batch } = await w.batchWithRound(2);
      const [payer, other] = students as [Account, Account];
      const tranId = await w.payOk(payer, batch._id);
      gateway.overrides.set(`VAL:${tranId}`, { status: 'VALIDATED' });
      const body = { ...paidBody(tranId, batch.salary), val_id: `VAL:${tranId}` };
      for (let i = 0; i < 2; i += 1) {
        const response = await w.postForm('success', body);
        assert.equal(response.statusCode, 303);
        assert.equal(response.headers.location, `/payment/success?tran_id=${tranId}`);
      }
      const row = await w.paymentRow(tranId);
      assert.equal(row.status, 'paid');
      assert.equal(row.valId, `VAL:${tranId}`);
      assert.equal(row.bankTranId, `BANK-${tranId}`);
      assert.equal(row.cardType, 'VISA-Fake');
      assert.equal(row.riskLevel, '0');
      const note = paidNote(payer, batch.salary, batch);
      assert.deepEqual(
        (await w.notesOf(teacher.id)).filter((message) => message === note),
        [note],
      );
      const mails = t.outbox().filter((mail) => mail.subject === `Payment received for "${batch.title}"`);
      assert.equal(mails.length, 1);
      assert.match(mails[0]!.text, new RegExp(`${note}\\.`));

      assert.equal(await w.timeToPay(payer, batch._id), false);
      assert.equal(await w.timeToPay(other, batch._id), true);
    });

    test('two payments of one round that both succeed: the first is paid, the second held to be refunded', async () => {
      const { teacher, students, batch } = await w.batchWithRound(1);
      const [payer] = students as [Account];
      // Pay twice before either finishes, as two open Pay tabs would.
      const first = await w.payOk(payer, batch._id);
      const second = await w.payOk(payer, batch._id);
      const settle = (tranId: string) =>
        w.postForm('success', { ...paidBody(tranId, batch.salary), val_id: `VAL:${tranId}` });
      const [one, two] = await Promise.all([settle(first), settle(second)]);
      const rows = [await w.paymentRow(first), await w.paymentRow(second)];
      assert.deepEqual(rows.map((row) => row.status).sort(), ['held', 'paid']);
      const heldTran = rows.find((row) => row.status === 'held')!.tranId;
      const heldResponse = heldTran === first ? one : two;
      assert.equal(heldResponse.statusCode, 303);
      assert.equal(heldResponse.headers.location, `/payment/success?tran_id=${heldTran}`);
      const note = paidNote(payer, batch.salary, batch);
      assert.deepEqual(
        (await w.notesOf(teacher.id)).filter((message) => message === note),
        [note],
        'the teacher is told of one payment',
      );
      // The replayed IPN of the held one changes nothing.
      assert.equal((await settle(heldTran)).statusCode, 303);
      assert.equal((await w.paymentRow(heldTran)).status, 'held');
    });

    test('a tampered amount is refused (failed); the real IPN still settles it', async () => {
      const { students, batch } = await w.batchWithRound(1);
      const tranId = await w.payOk(students[0]!, batch._id);
      gateway.overrides.set(`VAL:${tranId}`, { amount: 10 });
      const response = await w.postForm('success', paidBody(tranId, 10));
      assert.equal(response.statusCode, 303);
      assert.equal(response.headers.location, `/payment/failure?tran_id=${tranId}`);
      assert.equal((await w.paymentRow(tranId)).status, 'failed');

      gateway.overrides.set(`VAL:${tranId}`, { currency: 'USD' });
      await w.postForm('success', paidBody(tranId, batch.salary));
      assert.equal((await w.paymentRow(tranId)).status, 'failed', 'another currency is refused too');

      gateway.overrides.delete(`VAL:${tranId}`);
      const ipn = await w.postForm('ipn', paidBody(tranId, batch.salary));
      assert.equal(ipn.statusCode, 200, ipn.body);
      assert.equal((await w.paymentRow(tranId)).status, 'paid');

      const forged = await w.postForm('success', { tran_id: tranId, val_id: 'forged' });
      assert.equal(forged.headers.location, `/payment/success?tran_id=${tranId}`, 'paid stays paid');
      assert.equal((await w.paymentRow(tranId)).status, 'paid');
    });

    test('an invalid val_id fails the payment; an unknown tran_id is a failure redirect (404 for the IPN)', async () => {
      const { students, batch } = await w.batchWithRound(1);
      const tranId = await w.payOk(students[0]!, batch._id);
      const response = await w.postForm('success', { tran_id: tranId, val_id: 'VAL:nothing' });
      assert.equal(response.headers.location, `/payment/failure?tran_id=${tranId}`);
      assert.equal((await w.paymentRow(tranId)).status, 'failed');

      const unknown = await w.postForm('success', { tran_id: 'PSNOSUCHPAYMENT', val_id: 'x' });
      assert.equal(unknown.statusCode, 303);
      assert.equal(unknown.headers.location, '/payment/failure', 'no tran_id for a payment we do not have');
      const empty = await w.postForm('success', {});
      assert.equal(empty.statusCode, 303);
      assert.equal(empty.headers.location, '/payment/failure');
      const ipn = await w.postForm('ipn', paidBody('PSNOSUCHPAYMENT', 100));
      assert.equal(ipn.statusCode, 404);
    });

    test('risk_level 1 is held for review, not paid; paying again is a 409', async () => {
      const { teacher, students, batch } = await w.batchWithRound(1);
      const student = students[0]!;
      const tranId = await w.payOk(student, batch._id);
      gateway.overrides.set(`VAL:${tranId}`, { riskLevel: 1, riskTitle: 'Risky' });
      const response = await w.postForm('success', paidBody(tranId, batch.salary));
      assert.equal(
        response.headers.location,
        `/payment/success?tran_id=${tranId}`,
        'held: the success page says it is reviewed',
      );
      const row = await w.paymentRow(tranId);
      assert.equal(row.status, 'held');
      assert.equal(row.riskLevel, '1');
      assert.ok(!(await w.notesOf(teacher.id)).some((message) => message.includes(' paid ')));
      const again = await w.pay(student, batch._id);
      assert.equal(again.statusCode, 409);
      assert.equal(again.json().message, PAYMENT_MESSAGES.held);
      assert.equal(await w.timeToPay(student, batch._id), false, 'no Pay button for a held payment');
      // A failure message afterwards does not undo it.
      await w.postForm('fail', unpaidBody(tranId, 'FAILED'));
      assert.equal((await w.paymentRow(tranId)).status, 'held');
    });

    test('a bad verify_sign on the IPN is a 400 and changes nothing', async () => {
      const { students, batch } = await w.batchWithRound(1);
      const tranId = await w.payOk(students[0]!, batch._id);
      const good = paidBody(tranId, batch.salary);
      const calls = gateway.validateCalls;
      for (const body of [
        { ...good, verify_sign: '0'.repeat(32) },
        { ...good, amount: '10.00' },
        signFields({ tran_id: tranId, val_id: `VAL:${tranId}`, status: 'VALID', amount: '2500.00' }, 'wrong'),
        { tran_id: tranId, val_id: `VAL:${tranId}`, status: 'VALID' },
      ]) {
        const response = await w.postForm('ipn', body);
        assert.equal(response.statusCode, 400);
        assert.equal(response.json().message, PAYMENT_MESSAGES.ipnBadSignature);
      }
      assert.equal(gateway.validateCalls, calls, 'the gateway was not even asked');
      assert.equal((await w.paymentRow(tranId)).status, 'pending');
    });

    test('a replayed IPN credits once; its answer is 200 JSON', async () => {
      const { teacher, students, batch } = await w.batchWithRound(1);
      const student = students[0]!;
      const tranId = await w.payOk(student, batch._id);
      const body = paidBody(tranId, batch.salary);
      for (let i = 0; i < 3; i += 1) {
        const response = await w.postForm('ipn', body);
        assert.equal(response.statusCode, 200, response.body);
        assert.match(String(response.headers['content-type']), /^application\/json/);
        assert.deepEqual(response.json().data, { status: 'paid' });
      }
      const note = paidNote(student, batch.salary, batch);
      assert.equal((await w.notesOf(teacher.id)).filter((message) => message === note).length, 1);
      const mails = t.outbox().filter((mail) => mail.subject === `Payment received for "${batch.title}"`);
      assert.equal(mails.length, 1);
    });

    test('the IPN and the success callback racing settle once, with one notification', async () => {
      for (let round = 0; round < 3; round += 1) {
        const { teacher, students, batch } = await w.batchWithRound(1);
        const student = students[0]!;
        const tranId = await w.payOk(student, batch._id);
        const body = paidBody(tranId, batch.salary);
        const [ipn, success] = await Promise.all([w.postForm('ipn', body), w.postForm('success', body)]);
        assert.equal(ipn.statusCode, 200, ipn.body);
        assert.equal(success.headers.location, `/payment/success?tran_id=${tranId}`);
        assert.equal((await w.paymentRow(tranId)).status, 'paid');
        const note = paidNote(student, batch.salary, batch);
        assert.equal((await w.notesOf(teacher.id)).filter((message) => message === note).length, 1);
      }
    });

    test('fail and cancel: signed ones mark the payment; unsigned ones change nothing; paid stays paid', async () => {
      const { students, batch } = await w.batchWithRound(1);
      const student = students[0]!;
      const failed = await w.payOk(student, batch._id);
      const unsigned = await w.postForm('fail', { tran_id: failed, status: 'FAILED' });
      assert.equal(unsigned.headers.location, `/payment/failure?tran_id=${failed}`);
      assert.equal((await w.paymentRow(failed)).status, 'pending');
      const response = await w.postForm('fail', unpaidBody(failed, 'FAILED'));
      assert.equal(response.statusCode, 303);
      assert.equal(response.headers.location, `/payment/failure?tran_id=${failed}`);
      assert.equal((await w.paymentRow(failed)).status, 'failed');

      const cancelled = await w.payOk(student, batch._id);
      const cancel = await w.postForm('cancel', unpaidBody(cancelled, 'CANCELLED'));
      assert.equal(cancel.headers.location, `/payment/failure?tran_id=${cancelled}`);
      assert.equal((await w.paymentRow(cancelled)).status, 'cancelled');

      const viaIpn = await w.payOk(student, batch._id);
      const ipn = await w.postForm('ipn', unpaidBody(viaIpn, 'CANCELLED'));
      assert.equal(ipn.statusCode, 200);
      assert.equal((await w.paymentRow(viaIpn)).status, 'cancelled');

      const paid = await w.payOk(student, batch._id);
      await w.postForm('ipn', paidBody(paid, batch.salary));
      const late = await w.postForm('cancel', unpaidBody(paid, 'CANCELLED'));
      assert.equal(late.headers.location, `/payment/success?tran_id=${paid}`);
      assert.equal((await w.paymentRow(paid)).status, 'paid');
      const unknown = await w.postForm('cancel', unpaidBody('PSUNKNOWN', 'CANCELLED'));
      assert.equal(unknown.headers.location, '/payment/failure');
    });

    test('callbacks take cross-site form POSTs: no token, no cookie, a foreign Origin', async () => {
      const { students, batch } = await w.batchWithRound(1);
      const tranId = await w.payOk(students[0]!, batch._id);
      const response = await t.request({
        method: 'POST',
        url: '/api/v1/payment/success',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: 'https://sandbox.sslcommerz.com',
          referer: 'https://sandbox.sslcommerz.com/EasyCheckOut/x',
        },
        payload: new URLSearchParams(paidBody(tranId, batch.salary)).toString(),
      });
      assert.equal(response.statusCode, 303);
      assert.equal(response.headers.location, `/payment/success?tran_id=${tranId}`);
    });

    test('status: the payer sees each state and its reason code; the teacher once paid or held; anyone else a 404', async () => {
      const { teacher, students, batch } = await w.batchWithRound(2, 2700);
      const [payer, classmate] = students as [Account, Account];
      const stranger = await w.signUp('teacher');
      const admin = await w.signUp('admin');
      const status = (tranId: string, account?: Account) =>
        w.call('GET', `/payment/status/${encodeURIComponent(tranId)}`, account);
      const read = async (tranId: string, account: Account = payer) => {
        const response = await status(tranId, account);
        assert.equal(response.statusCode, 200, response.body);
        assert.equal(response.json().message, PAYMENT_MESSAGES.status);
        return response.json().data;
      };

      const pending = await w.payOk(payer, batch._id);
      const shown = await read(pending);
      assert.deepEqual(
        { ...shown, createdAt: typeof shown.createdAt },
        {
          tran_id: pending,
          status: 'pending',
          amount: 2700,
          currency: 'BDT',
          batch: { _id: batch._id, name: batch.title },
          createdAt: 'string',
          settledAt: null,
          reason: null,
        },
        'these fields and no others',
      );
      assert.equal(shown.createdAt, (await w.paymentRow(pending)).createdAt.toISOString());

      const failed = await w.payOk(payer, batch._id);
      await w.postForm('fail', unpaidBody(failed, 'FAILED'));
      const refused = await w.payOk(payer, batch._id);
      gateway.overrides.set(`VAL:${refused}`, { amount: 10 });
      await w.postForm('success', paidBody(refused, 10));
      const notVerified = await w.payOk(payer, batch._id);
      await w.postForm('success', { tran_id: notVerified, val_id: 'VAL:nothing' });
      const cancelled = await w.payOk(payer, batch._id);
      await w.postForm('cancel', unpaidBody(cancelled, 'CANCELLED'));
      for (const [tranId, state, reason] of [
        [failed, 'failed', 'failed'],
        [refused, 'failed', 'validation_failed'],
        [notVerified, 'failed', 'validation_failed'],
        [cancelled, 'cancelled', 'cancelled'],
      ] as const) {
        const data = await read(tranId);
        assert.deepEqual([data.status, data.reason], [state, reason], tranId);
        assert.equal(data.settledAt, (await w.paymentRow(tranId)).updatedAt.toISOString());
      }

      const risky = await w.payOk(payer, batch._id);
      gateway.overrides.set(`VAL:${risky}`, { riskLevel: 1, riskTitle: 'Risky' });
      await w.postForm('success', paidBody(risky, 2700));
      assert.deepEqual(
        [(await read(risky)).status, (await read(risky)).reason, (await read(risky, teacher)).reason],
        ['held', 'under_review', 'under_review'],
      );

      // Two tabs of one round that both succeed: one paid, the other held to be refunded.
      const first = await w.payOk(classmate, batch._id);
      const second = await w.payOk(classmate, batch._id);
      for (const tranId of [first, second]) await w.postForm('ipn', paidBody(tranId, 2700));
      const paid = await read(first, classmate);
      assert.deepEqual([paid.status, paid.reason], ['paid', null]);
      assert.equal(paid.settledAt, (await w.paymentRow(first)).updatedAt.toISOString());
      assert.deepEqual((await read(first, teacher)).status, 'paid', 'the teacher paid sees it');
      const duplicate = await read(second, classmate);
      assert.deepEqual([duplicate.status, duplicate.reason], ['held', 'duplicate']);

      // Unknown, another's and a teacher's view of an attempt: one and the same 404.
      const unknown = await status('PSNOSUCHPAYMENT2345', payer);
      assert.equal(unknown.statusCode, 404);
      assert.equal(unknown.json().message, PAYMENT_MESSAGES.unknownTransaction);
      for (const [tranId, account] of [
        [first, payer],
        [pending, classmate],
        [pending, teacher],
        [failed, teacher],
        [first, stranger],
      ] as const) {
        const response = await status(tranId, account);
        assert.equal(response.statusCode, 404, `${tranId} as ${account.name}`);
        assert.deepEqual(response.json(), unknown.json());
      }
      assert.equal((await status(pending)).statusCode, 401);
      assert.equal((await status(pending, admin)).statusCode, 403);
    });

    test('get-last-payment and history for the student and the teacher', async () => {
      const fresh = await w.signUp('student');
      const none = await w.call('GET', '/payment/get-last-payment', fresh);
      assert.equal(none.statusCode, 200);
      assert.equal(none.json().data, null);
      assert.equal((await w.call('GET', '/payment/get-last-payment')).statusCode, 401);
      assert.equal((await w.call('GET', '/payment/history')).statusCode, 401);

      const { teacher, students, batch } = await w.batchWithRound(2, 3100);
      const [payer, other] = students as [Account, Account];
      const abandoned = await w.payOk(payer, batch._id);
      const tranId = await w.payOk(payer, batch._id);
      await w.postForm('ipn', paidBody(tranId, 3100));
      await w.postForm('cancel', unpaidBody(await w.payOk(other, batch._id), 'CANCELLED'));

      const last = await w.call('GET', '/payment/get-last-payment', payer);
      assert.equal(last.statusCode, 200);
      const data = last.json().data;
      assert.deepEqual(
        { trnx_id: data.trnx_id, amount: data.amount, batchId: data.batchId },
        { trnx_id: tranId, amount: 3100, batchId: batch._id },
      );
      assert.ok(!Number.isNaN(Date.parse(data.createdAt)));
      assert.equal((await w.call('GET', '/payment/get-last-payment', teacher)).json().data.trnx_id, tranId);
      assert.equal((await w.call('GET', '/payment/get-last-payment', other)).json().data, null);

      const mine = await w.call('GET', '/payment/history?page=1&limit=10', payer);
      assert.equal(mine.statusCode, 200);
      assert.deepEqual(mine.json().meta, { page: 1, limit: 10, total: 2 });
      const items = mine.json().data;
      assert.deepEqual(
        items.map((item: { tran_id: string; status: string }) => [item.tran_id, item.status]),
        [
          [tranId, 'paid'],
          [abandoned, 'pending'],
        ],
      );
      const [first] = items;
      assert.deepEqual(first.batch, { _id: batch._id, title: batch.title, subject: 'Physics' });
      assert.deepEqual(first.student, { _id: payer.id, username: payer.name });
      assert.deepEqual(first.teacher, { _id: teacher.id, username: teacher.name });
      assert.equal(first.currency, 'BDT');
      assert.ok(first.paidAt);
      assert.equal(items[1].paidAt, null);
      assert.equal(
        Object.keys(first).sort().join(','),
        '_id,amount,batch,createdAt,currency,paidAt,status,student,teacher,tran_id',
      );

      const received = await w.call('GET', '/payment/history', teacher);
      assert.deepEqual(
        received.json().data.map((item: { tran_id: string }) => item.tran_id),
        [tranId],
        "a teacher sees the payments received, not others' attempts",
      );
      const paged = await w.call('GET', '/payment/history?page=2&limit=1', payer);
      assert.deepEqual(
        paged.json().data.map((item: { tran_id: string }) => item.tran_id),
        [abandoned],
      );
      assert.equal((await w.call('GET', '/payment/history?limit=1000', payer)).statusCode, 400);
    });
  });

  describe('payments through the simulator, over HTTP', () => {
    let t: TestApp;
    /** The simulator's IPN, delivered into the app instead of over the network. */
    const ipnDeliveries: Promise<LightMyRequestResponse>[] = [];
    const simulator = new PaymentSimulator({
      appSecret: 'a-simulator-secret-for-the-payment-tests',
      publicUrl: PUBLIC_URL,
      fetch: (async (input: string | URL, init?: RequestInit) => {
        const url = new URL(String(input));
        const delivery = t.app.inject({
          method: 'POST',
          url: `${url.pathname}${url.search}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: String(init?.body ?? ''),
        });
        ipnDeliveries.push(delivery);
        const response = await delivery;
        return new Response(response.body, { status: response.statusCode });
      }) as typeof fetch,
    });
    const w = world(() => t);

    before(async () => {
      t = await startTestApp(kind, { payments: simulator, env: { PUBLIC_URL } });
    });
    after(() => t.close());

    async function openPage(student: Account, batchId: string) {
      const paid = await w.pay(student, batchId);
      assert.equal(paid.statusCode, 200, paid.body);
      const redirectUrl: string = paid.json().redirectUrl;
      assert.ok(redirectUrl.startsWith(`${PUBLIC_URL}/payment/simulator/`), redirectUrl);
      const path = new URL(redirectUrl).pathname;
      const page = await t.request({ method: 'GET', url: path });
      assert.equal(page.statusCode, 200);
      return { path, page, tranId: paid.json().data.tran_id as string };
    }

    test('pay → the simulator page → Pay → 307 to our success URL → 303 to /payment/success; the IPN settles once', async () => {
      const { teacher, students, batch } = await w.batchWithRound(2);
      const [payer, other] = students as [Account, Account];
      const { path, page, tranId } = await openPage(payer, batch._id);
      assert.match(page.body, /৳2,500/);

      const fields = formFields(page.body, `${path}/pay`);
      const chose = await t.request({ method: 'POST', url: `${path}/pay`, ...form(fields) });
      assert.equal(chose.statusCode, 307);
      assert.equal(chose.headers.location, `${PUBLIC_URL}/api/v1/payment/success`);

      // The browser re-posts the same body (307) to our success URL, racing the IPN.
      const success = await t.request({
        method: 'POST',
        url: new URL(String(chose.headers.location)).pathname,
        ...form(fields),
      });
      assert.equal(success.statusCode, 303);
      assert.equal(success.headers.location, `/payment/success?tran_id=${tranId}`);

      assert.equal(ipnDeliveries.length, 1);
      const ipn = await ipnDeliveries[0]!;
      assert.equal(ipn.statusCode, 200, ipn.body);
      assert.deepEqual(ipn.json().data, { status: 'paid' });

      const row = await w.paymentRow(tranId);
      assert.equal(row.status, 'paid');
      assert.match(row.valId ?? '', /^SIMV1\./);
      assert.match(row.bankTranId ?? '', /^SIM/);
      const note = paidNote(payer, batch.salary, batch);
      assert.equal((await w.notesOf(teacher.id)).filter((message) => message === note).length, 1);
      assert.equal(await w.timeToPay(payer, batch._id), false);
      assert.equal(await w.timeToPay(other, batch._id), true);

      const last = await w.call('GET', '/payment/get-last-payment', payer);
      assert.equal(last.json().data.trnx_id, tranId);
      const shown = await w.call('GET', `/payment/status/${tranId}`, payer);
      assert.deepEqual([shown.json().data.status, shown.json().data.reason], ['paid', null]);
    });

    test('Fail and Cancel on the simulator page end on the failure page with the payment marked', async () => {
      const { students, batch } = await w.batchWithRound(1);
      for (const [action, status] of [
        ['fail', 'failed'],
        ['cancel', 'cancelled'],
      ] as const) {
        const { path, page, tranId } = await openPage(students[0]!, batch._id);
        const fields = formFields(page.body, `${path}/${action}`);
        const chose = await t.request({ method: 'POST', url: `${path}/${action}`, ...form(fields) });
        assert.equal(chose.statusCode, 307);
        const back = await t.request({
          method: 'POST',
          url: new URL(String(chose.headers.location)).pathname,
          ...form(fields),
        });
        assert.equal(back.statusCode, 303);
        assert.equal(back.headers.location, `/payment/failure?tran_id=${tranId}`);
        assert.equal((await w.paymentRow(tranId)).status, status);
        const shown = await w.call('GET', `/payment/status/${tranId}`, students[0]!);
        assert.deepEqual([shown.json().data.status, shown.json().data.reason], [status, status]);
      }
      assert.equal(await w.timeToPay(students[0]!, batch._id), true);
    });
  });

  describe('payments through the SSLCommerz adapter against a local fake', () => {
    let t: TestApp;
    let fake: Awaited<ReturnType<typeof startStatefulSslCommerz>>;
    const w = world(() => t);

    before(async () => {
      fake = await startStatefulSslCommerz(STORE);
      t = await startTestApp(kind, {
        payments: new SslCommerzGateway({ baseUrl: fake.baseUrl, timeoutMs: 2000 }),
        env: { PUBLIC_URL },
      });
    });
    after(async () => {
      await t.close();
      await fake.close();
    });

    test('session init, the success POST and the IPN validated with the real adapter: paid once', async () => {
      const { teacher, students, batch } = await w.batchWithRound(1, 1800);
      const student = students[0]!;
      const response = await w.pay(student, batch._id);
      assert.equal(response.statusCode, 200, response.body);
      const tranId: string = response.json().data.tran_id;
      assert.equal(response.json().redirectUrl, `https://sandbox.sslcommerz.test/EasyCheckOut/${tranId}`);
      const session = fake.sessions.get(tranId)!;
      assert.equal(session.amount, '1800');
      assert.equal(session.urls.ipn, `${PUBLIC_URL}/api/v1/payment/ipn`);

      const fields = fake.complete(tranId);
      const [success, ipn] = await Promise.all([w.postForm('success', fields), w.postForm('ipn', fields)]);
      assert.equal(success.headers.location, `/payment/success?tran_id=${tranId}`);
      assert.equal(ipn.statusCode, 200, ipn.body);
      const row = await w.paymentRow(tranId);
      assert.equal(row.status, 'paid');
      assert.equal(row.bankTranId, `BANK${tranId}`);
      assert.equal(row.cardType, 'VISA-Dutch Bangla');
      const note = paidNote(student, 1800, batch);
      assert.equal((await w.notesOf(teacher.id)).filter((message) => message === note).length, 1);
      assert.ok(
        fake.requests.some((request) => request.path === '/validator/api/validationserverAPI.php'),
        'the validation API was asked',
      );

      // A teacher whose store the gateway refuses: its message as a 502, the payment failed.
      const other = await w.batchWithRound(1);
      await t.database.db
        .update(teacherPaymentAccounts)
        .set({ storeId: 'de-activated' })
        .where(eq(teacherPaymentAccounts.userId, other.teacher.id));
      const refused = await w.pay(other.students[0]!, other.batch._id);
      assert.equal(refused.statusCode, 502);
      assert.match(refused.json().message, /Store Credential Error/);
      const rows = await t.database.db
        .select()
        .from(payments)
        .where(and(eq(payments.batchId, other.batch._id)));
      assert.deepEqual(
        rows.map((row) => row.status),
        ['failed'],
      );
    });
  });
});
