import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { PaymentSimulator, type CreateSessionInput } from '../src/providers/payment';
import { formFields } from './fixtures';
import { forEachDatabase, startTestApp, type TestApp } from './helpers';

const STORE = { id: 'teacher_store_1', password: 'Sim-store-Pass-42' };

/** Our future IPN route, as a plain server: records each form-encoded POST. */
async function startIpnReceiver() {
  const received: { body: Record<string, string>; contentType: string }[] = [];
  const waiters: ((body: Record<string, string>) => void)[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const body = Object.fromEntries(new URLSearchParams(raw));
      received.push({ body, contentType: req.headers['content-type'] ?? '' });
      res.writeHead(200).end('OK');
      waiters.shift()?.(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/v1/payment/ipn`,
    received,
    next: () => new Promise<Record<string, string>>((resolve) => waiters.push(resolve)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

forEachDatabase((kind) => {
  describe('payment simulator', () => {
    let t: TestApp;
    let simulator: PaymentSimulator;
    let receiver: Awaited<ReturnType<typeof startIpnReceiver>>;
    let input: CreateSessionInput;

    before(async () => {
      t = await startTestApp(kind);
      assert.ok(t.app.ctx.payments instanceof PaymentSimulator, 'the simulator is the default gateway');
      simulator = t.app.ctx.payments;
      receiver = await startIpnReceiver();
      const base = t.config.publicUrl;
      input = {
        store: STORE,
        tranId: 'PS-SIM-0001',
        amount: 3500,
        currency: 'BDT',
        productName: 'Tuition fee: rahim — Physics <Class 9>',
        payeeName: 'Rahim Ahmed',
        customer: { name: 'Karim Uddin', email: 'karim@example.com' },
        urls: {
          success: `${base}/api/v1/payment/success`,
          fail: `${base}/api/v1/payment/fail`,
          cancel: `${base}/api/v1/payment/cancel`,
          ipn: receiver.url,
        },
        values: { a: 'payment-1', b: 'batch-1', c: 'student-1' },
      };
    });
    after(async () => {
      await receiver.close();
      await t.close();
    });

    async function openPage() {
      const session = await simulator.createSession(input);
      const prefix = `${t.config.publicUrl}/payment/simulator/`;
      assert.ok(session.redirectUrl.startsWith(prefix), session.redirectUrl);
      assert.equal(session.redirectUrl, `${prefix}${session.sessionKey}`);
      const path = `/payment/simulator/${session.sessionKey}`;
      const page = await t.request({ method: 'GET', url: path });
      return { session, path, page };
    }

    test('the page shows payee, product and the amount in taka, with Pay, Fail and Cancel forms', async () => {
      const { path, page } = await openPage();
      assert.equal(page.statusCode, 200);
      assert.match(String(page.headers['content-type']), /^text\/html/);
      assert.equal(page.headers['cache-control'], 'no-store');
      assert.match(String(page.headers['content-security-policy']), /script-src 'self'/);
      const html = page.body;
      assert.match(html, /<html lang="en">/);
      assert.match(html, /Rahim Ahmed/);
      assert.match(html, /Tuition fee: rahim — Physics &lt;Class 9&gt;/, 'the product is escaped');
      assert.match(html, /৳3,500/);
      assert.match(html, /PS-SIM-0001/);
      assert.doesNotMatch(html, /<script/i, 'no script: the CSP forbids inline scripts');
      for (const action of ['pay', 'fail', 'cancel']) {
        assert.match(html, new RegExp(`<form method="post" action="${path}/${action}">`));
      }
      assert.match(html, /<button type="submit" class="pay">Pay ৳3,500<\/button>/);
      assert.match(html, /<button type="submit" class="fail">Fail<\/button>/);
      assert.match(html, /<button type="submit" class="cancel">Cancel<\/button>/);
      assert.ok(!html.includes(STORE.password), 'the store password is not on the page');
    });

    test('Pay posts a signed IPN to the ipn URL and answers 307 to the success URL', async () => {
      const { path, page } = await openPage();
      const fields = formFields(page.body, `${path}/pay`);
      assert.equal(fields.status, 'VALID');
      assert.equal(fields.tran_id, 'PS-SIM-0001');
      assert.equal(fields.amount, '3500.00');
      assert.equal(fields.currency, 'BDT');
      assert.equal(fields.value_a, 'payment-1');
      assert.equal(fields.value_b, 'batch-1');
      assert.equal(fields.value_c, 'student-1');
      assert.equal(fields.value_d, '');
      assert.ok(fields.val_id && fields.bank_tran_id && fields.card_type && fields.store_amount);
      assert.ok(simulator.verifyIpn(fields, STORE), 'the success body is signed like SSLCommerz');

      const ipnArrives = receiver.next();
      const response = await t.request({ method: 'POST', url: `${path}/pay`, ...form(fields) });
      assert.equal(response.statusCode, 307, 'a 307 keeps the POST and its body');
      assert.equal(response.headers.location, input.urls.success);

      const ipn = await ipnArrives;
      assert.equal(receiver.received.at(-1)?.contentType, 'application/x-www-form-urlencoded');
      assert.deepEqual(ipn, fields, 'the IPN carries the same signed fields');
      for (const key of [
        'tran_id',
        'val_id',
        'amount',
        'currency',
        'status',
        'store_amount',
        'bank_tran_id',
      ]) {
        assert.ok(ipn.verify_key?.split(',').includes(key), `${key} is signed`);
      }
      assert.equal(simulator.verifyIpn(ipn, STORE), true);
      assert.equal(simulator.verifyIpn(ipn, { ...STORE, password: 'not-the-store-password' }), false);
      assert.equal(simulator.verifyIpn({ ...ipn, amount: '35.00' }, STORE), false);

      const validated = await simulator.validate({ store: STORE, valId: ipn.val_id! });
      assert.deepEqual(
        {
          status: validated.status,
          paid: validated.paid,
          tranId: validated.tranId,
          amount: validated.amount,
          currency: validated.currency,
          values: validated.values,
        },
        {
          status: 'VALID',
          paid: true,
          tranId: 'PS-SIM-0001',
          amount: 3500,
          currency: 'BDT',
          values: { a: 'payment-1', b: 'batch-1', c: 'student-1', d: null },
        },
      );
      assert.equal(validated.bankTranId, ipn.bank_tran_id);
    });

    test('Fail and Cancel answer 307 to the fail and cancel URLs with FAILED and CANCELLED', async () => {
      const { path, page } = await openPage();
      const before = receiver.received.length;
      for (const [action, status, url] of [
        ['fail', 'FAILED', input.urls.fail],
        ['cancel', 'CANCELLED', input.urls.cancel],
      ] as const) {
        const fields = formFields(page.body, `${path}/${action}`);
        assert.equal(fields.status, status);
        assert.equal(fields.tran_id, 'PS-SIM-0001');
        assert.ok(fields.error, 'a reason');
        assert.equal(fields.val_id, undefined);
        assert.ok(simulator.verifyIpn(fields, STORE));
        const response = await t.request({ method: 'POST', url: `${path}/${action}`, ...form(fields) });
        assert.equal(response.statusCode, 307);
        assert.equal(response.headers.location, url);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
      assert.equal(receiver.received.length, before, 'no IPN for a failure or a cancel');
    });

    test('a tampered, forged or expired session key is a 400 page', async () => {
      const { session, path, page } = await openPage();
      const key = session.sessionKey;
      const middle = Math.floor(key.length / 2);
      const tampered = `${key.slice(0, middle)}${key[middle] === 'A' ? 'B' : 'A'}${key.slice(middle + 1)}`;
      for (const url of [
        `/payment/simulator/${tampered}`,
        `/payment/simulator/${'x'.repeat(200)}`,
        '/payment/simulator/short',
      ]) {
        const response = await t.request({ method: 'GET', url });
        assert.equal(response.statusCode, 400, url);
        assert.match(String(response.headers['content-type']), /^text\/html/);
        assert.match(response.body, /payment session is invalid or has expired/);
      }
      const fields = formFields(page.body, `${path}/pay`);
      const forgedPay = await t.request({
        method: 'POST',
        url: `/payment/simulator/${tampered}/pay`,
        ...form(fields),
      });
      assert.equal(forgedPay.statusCode, 400);

      const expired = new PaymentSimulator({
        appSecret: t.config.appSecret,
        publicUrl: t.config.publicUrl,
        now: () => Date.now() - 31 * 60 * 1000,
      });
      const old = await expired.createSession(input);
      const response = await t.request({ method: 'GET', url: `/payment/simulator/${old.sessionKey}` });
      assert.equal(response.statusCode, 400);

      const otherSecret = new PaymentSimulator({
        appSecret: 'another-app-secret-'.repeat(3),
        publicUrl: 'x',
      });
      const foreign = await otherSecret.createSession(input);
      const foreignPage = await t.request({ method: 'GET', url: `/payment/simulator/${foreign.sessionKey}` });
      assert.equal(foreignPage.statusCode, 400);
    });

    test('a pay POST whose fields were altered is refused and sends no IPN', async () => {
      const { path, page } = await openPage();
      const fields = formFields(page.body, `${path}/pay`);
      const before = receiver.received.length;
      for (const body of [{ ...fields, amount: '1.00' }, { ...fields, extra: 'x' }, {}]) {
        const response = await t.request({ method: 'POST', url: `${path}/pay`, ...form(body) });
        assert.equal(response.statusCode, 400);
      }
      const unknownAction = await t.request({ method: 'POST', url: `${path}/refund`, ...form(fields) });
      assert.equal(unknownAction.statusCode, 400);
      await new Promise((resolve) => setTimeout(resolve, 50));
      assert.equal(receiver.received.length, before);
    });

    test('validate() accepts its own val_id and refuses an altered or foreign one', async () => {
      const { path, page } = await openPage();
      const valId = formFields(page.body, `${path}/pay`).val_id!;
      assert.equal((await simulator.validate({ store: STORE, valId })).status, 'VALID');

      const [prefix, payload, mac] = valId.split('.') as [string, string, string];
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { amount: number };
      const cheaper = Buffer.from(JSON.stringify({ ...claims, amount: 10 })).toString('base64url');
      for (const altered of [
        `${prefix}.${cheaper}.${mac}`,
        `${prefix}.${payload}.${mac.startsWith('A') ? 'B' : 'A'}${mac.slice(1)}`,
        `${prefix}.${payload}`,
        'SIMV1..',
        'anything',
      ]) {
        const result = await simulator.validate({ store: STORE, valId: altered });
        assert.equal(result.status, 'INVALID_TRANSACTION', altered);
        assert.equal(result.paid, false);
        assert.equal(result.amount, null);
      }
      const otherStore = await simulator.validate({ store: { id: 'someone_else', password: 'x' }, valId });
      assert.equal(otherStore.status, 'INVALID_TRANSACTION', 'a val_id is only valid for its own store');
    });
  });
});

describe('simulator IPN delivery', () => {
  /** Answers each POST with the next status in `statuses` (or hangs on 0), counting the attempts. */
  async function startFlakyReceiver(statuses: number[]) {
    let attempts = 0;
    const server = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        const status = statuses[attempts] ?? 200;
        attempts += 1;
        if (status !== 0) res.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return {
      url: `http://127.0.0.1:${port}/ipn`,
      attempts: () => attempts,
      close: () =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    };
  }

  const lines: { level: string; message: string; object: object }[] = [];
  const log = {
    info: (object: object, message: string) => lines.push({ level: 'info', message, object }),
    warn: (object: object, message: string) => lines.push({ level: 'warn', message, object }),
  };
  const simulator = new PaymentSimulator({
    appSecret: 'a-test-app-secret-that-is-long-enough',
    publicUrl: 'http://localhost:8080',
    ipnTimeoutMs: 200,
    ipnRetryDelayMs: 10,
  });

  test('a refused IPN is retried once and logged', async () => {
    const receiver = await startFlakyReceiver([500, 200]);
    lines.length = 0;
    assert.equal(await simulator.deliverIpn(receiver.url, { tran_id: 'PS-1' }, log), true);
    assert.equal(receiver.attempts(), 2);
    assert.deepEqual(
      lines.map(({ level, message }) => `${level}: ${message}`),
      ['warn: payment simulator: IPN refused', 'info: payment simulator: IPN delivered'],
    );
    await receiver.close();
  });

  test('a receiver that never answers times out twice, then delivery gives up', async () => {
    const receiver = await startFlakyReceiver([0, 0]);
    lines.length = 0;
    const started = Date.now();
    assert.equal(await simulator.deliverIpn(receiver.url, { tran_id: 'PS-2' }, log), false);
    assert.ok(Date.now() - started < 3000);
    assert.equal(receiver.attempts(), 2);
    assert.deepEqual(
      lines.map(({ message, object }) => [message, (object as { error?: string }).error]),
      [
        ['payment simulator: IPN not delivered', 'TimeoutError'],
        ['payment simulator: IPN not delivered', 'TimeoutError'],
      ],
    );
    await receiver.close();
  });
});
