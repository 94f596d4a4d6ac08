import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, beforeEach, describe, test } from 'node:test';
import { loadConfig } from '../src/config';
import {
  createPaymentGateway,
  PaymentGatewayError,
  PaymentSimulator,
  readGatewayPost,
  SslCommerzGateway,
  type CreateSessionInput,
} from '../src/providers/payment';
import { parseAmount, signFields } from '../src/providers/payment/signing';

const STORE = { id: 'pathshala_test_store', password: 'S3cret-store-pass@ssl' };

/** What the fake gateway was asked, and what it answers next. */
interface FakeState {
  requests: { method: string; path: string; query: URLSearchParams; form: URLSearchParams }[];
  /** status, JSON body (or raw text), and whether to hang without answering. */
  next: { status: number; body: unknown; hang?: boolean } | null;
}

/** A local SSLCommerz speaking the v4 protocol: session init and the order validation API. */
async function startFakeSslCommerz(state: FakeState) {
  const sockets = new Set<import('node:net').Socket>();
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      state.requests.push({
        method: req.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        form: new URLSearchParams(raw),
      });
      const next = state.next;
      if (next?.hang) return; // never answers: the client's time-out must fire
      if (next) {
        res.writeHead(next.status, { 'content-type': 'application/json' });
        res.end(typeof next.body === 'string' ? next.body : JSON.stringify(next.body));
        return;
      }
      if (url.pathname === '/gwprocess/v4/api.php' && req.method === 'POST') {
        const form = new URLSearchParams(raw);
        const ok = form.get('store_id') === STORE.id && form.get('store_passwd') === STORE.password;
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify(
            ok
              ? {
                  status: 'SUCCESS',
                  sessionkey: 'F4C3B00C5E55104',
                  GatewayPageURL: `http://fake/EasyCheckOut/testcdef${form.get('tran_id')}`,
                }
              : { status: 'FAILED', failedreason: 'Store Credential Error Or Store is De-active' },
          ),
        );
        return;
      }
      if (url.pathname === '/validator/api/validationserverAPI.php' && req.method === 'GET') {
        const valId = url.searchParams.get('val_id') ?? '';
        const credentialsOk =
          url.searchParams.get('store_id') === STORE.id &&
          url.searchParams.get('store_passwd') === STORE.password;
        res.writeHead(200, { 'content-type': 'application/json' });
        if (!credentialsOk || !valId.startsWith('valid-')) {
          res.end(JSON.stringify({ status: 'INVALID_TRANSACTION' }));
          return;
        }
        res.end(
          JSON.stringify({
            status: valId === 'valid-again' ? 'VALIDATED' : 'VALID',
            tran_date: '2026-11-21 15:04:05',
            tran_id: 'PS-TRAN-1',
            val_id: valId,
            amount: '3500.00',
            store_amount: '3412.50',
            currency: 'BDT',
            bank_tran_id: '2011211504051ABCdEfGh',
            card_type: 'VISA-Dutch Bangla',
            currency_type: 'BDT',
            currency_amount: '3500.00',
            risk_level: '0',
            risk_title: 'Safe',
            value_a: 'payment-1',
            value_b: 'batch-1',
            value_c: 'student-1',
            value_d: '',
            APIConnect: 'DONE',
          }),
        );
        return;
      }
      res.writeHead(404).end();
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

const SESSION: CreateSessionInput = {
  store: STORE,
  tranId: 'PS-TRAN-1',
  amount: 3500,
  currency: 'BDT',
  productName: 'Tuition fee: rahim — Physics',
  customer: { name: 'Karim Uddin', email: 'karim@example.com', phone: '01711111111' },
  urls: {
    success: 'http://localhost:8080/api/v1/payment/success',
    fail: 'http://localhost:8080/api/v1/payment/fail',
    cancel: 'http://localhost:8080/api/v1/payment/cancel',
    ipn: 'http://localhost:8080/api/v1/payment/ipn',
  },
  values: { a: 'payment-1', b: 'batch-1', c: 'student-1' },
};

/** Asserts the call throws a PaymentGatewayError that does not carry the store password. */
async function assertGatewayError(call: () => Promise<unknown>, message: RegExp) {
  await assert.rejects(call, (error: unknown) => {
    assert.ok(error instanceof PaymentGatewayError, `a PaymentGatewayError, got ${String(error)}`);
    assert.equal(error.statusCode, 502);
    assert.match(error.message, message);
    const everything = `${error.message} ${error.detail ?? ''} ${error.stack ?? ''} ${JSON.stringify(error)}`;
    assert.ok(!everything.includes(STORE.password), 'the store password never appears in errors');
    return true;
  });
}

describe('SSLCommerz gateway against a local fake', () => {
  const state: FakeState = { requests: [], next: null };
  let fake: Awaited<ReturnType<typeof startFakeSslCommerz>>;
  let gateway: SslCommerzGateway;

  before(async () => {
    fake = await startFakeSslCommerz(state);
    gateway = new SslCommerzGateway({ baseUrl: fake.baseUrl, timeoutMs: 300 });
  });
  after(() => fake.close());
  beforeEach(() => {
    state.requests = [];
    state.next = null;
  });

  test('session init posts the v4 form and returns GatewayPageURL and sessionkey', async () => {
    const session = await gateway.createSession(SESSION);
    assert.equal(session.sessionKey, 'F4C3B00C5E55104');
    assert.equal(session.redirectUrl, 'http://fake/EasyCheckOut/testcdefPS-TRAN-1');

    assert.equal(state.requests.length, 1);
    const [request] = state.requests;
    assert.equal(request?.method, 'POST');
    assert.equal(request?.path, '/gwprocess/v4/api.php');
    const form = Object.fromEntries(request!.form);
    assert.deepEqual(form, {
      store_id: STORE.id,
      store_passwd: STORE.password,
      total_amount: '3500',
      currency: 'BDT',
      tran_id: 'PS-TRAN-1',
      success_url: SESSION.urls.success,
      fail_url: SESSION.urls.fail,
      cancel_url: SESSION.urls.cancel,
      ipn_url: SESSION.urls.ipn,
      cus_name: 'Karim Uddin',
      cus_email: 'karim@example.com',
      cus_add1: 'N/A',
      cus_city: 'Dhaka',
      cus_country: 'Bangladesh',
      cus_phone: '01711111111',
      shipping_method: 'NO',
      num_of_item: '1',
      product_name: 'Tuition fee: rahim — Physics',
      product_category: 'Education',
      product_profile: 'general',
      value_a: 'payment-1',
      value_b: 'batch-1',
      value_c: 'student-1',
      value_d: '',
    });
  });

  test('a FAILED session init is a PaymentGatewayError with the reason, fit for the payer', async () => {
    await assertGatewayError(
      () => gateway.createSession({ ...SESSION, store: { id: STORE.id, password: 'wrong-password-1' } }),
      /^The payment gateway refused the payment: Store Credential Error Or Store is De-active$/,
    );
  });

  test('a reason echoing the store password is scrubbed', async () => {
    state.next = { status: 200, body: { status: 'FAILED', failedreason: `bad passwd ${STORE.password}` } };
    await assertGatewayError(() => gateway.createSession(SESSION), /bad passwd \[redacted\]/);
  });

  test('SUCCESS without a GatewayPageURL, non-JSON and 4xx answers are errors', async () => {
    state.next = { status: 200, body: { status: 'SUCCESS' } };
    await assertGatewayError(() => gateway.createSession(SESSION), /unexpected answer/);
    state.next = { status: 200, body: '<html>maintenance</html>' };
    await assertGatewayError(() => gateway.createSession(SESSION), /unexpected answer/);
    state.next = { status: 404, body: { status: 'FAILED' } };
    await assertGatewayError(() => gateway.createSession(SESSION), /unexpected answer/);
  });

  test('a 5xx is a PaymentGatewayError for session init and validation', async () => {
    state.next = { status: 503, body: 'Service Unavailable' };
    await assertGatewayError(() => gateway.createSession(SESSION), /unavailable right now/);
    await assertGatewayError(
      () => gateway.validate({ store: STORE, valId: 'valid-1' }),
      /unavailable right now/,
    );
  });

  test('a gateway that does not answer times out with a clear error', async () => {
    state.next = { status: 200, body: {}, hang: true };
    const started = Date.now();
    await assertGatewayError(() => gateway.createSession(SESSION), /did not respond in time/);
    await assertGatewayError(
      () => gateway.validate({ store: STORE, valId: 'valid-1' }),
      /did not respond in time/,
    );
    assert.ok(Date.now() - started < 5000, 'the injected time-out applies');
  });

  test('an unreachable gateway is a PaymentGatewayError', async () => {
    const closed = await startFakeSslCommerz({ requests: [], next: null });
    await closed.close();
    const offline = new SslCommerzGateway({ baseUrl: closed.baseUrl, timeoutMs: 1000 });
    await assertGatewayError(() => offline.createSession(SESSION), /could not be reached/);
  });

  test('validation GETs val_id, store_id, store_passwd as JSON and parses a VALID answer', async () => {
    const result = await gateway.validate({ store: STORE, valId: 'valid-1' });
    const [request] = state.requests;
    assert.equal(request?.method, 'GET');
    assert.equal(request?.path, '/validator/api/validationserverAPI.php');
    assert.equal(request?.query.get('val_id'), 'valid-1');
    assert.equal(request?.query.get('store_id'), STORE.id);
    assert.equal(request?.query.get('store_passwd'), STORE.password);
    assert.equal(request?.query.get('format'), 'json');
    assert.deepEqual(result, {
      status: 'VALID',
      paid: true,
      tranId: 'PS-TRAN-1',
      valId: 'valid-1',
      amount: 3500,
      currency: 'BDT',
      storeAmount: 3412.5,
      riskLevel: 0,
      riskTitle: 'Safe',
      bankTranId: '2011211504051ABCdEfGh',
      cardType: 'VISA-Dutch Bangla',
      tranDate: '2026-11-21 15:04:05',
      values: { a: 'payment-1', b: 'batch-1', c: 'student-1', d: null },
    });
  });

  test('VALIDATED counts as paid; INVALID_TRANSACTION does not', async () => {
    const again = await gateway.validate({ store: STORE, valId: 'valid-again' });
    assert.equal(again.status, 'VALIDATED');
    assert.equal(again.paid, true);
    assert.equal(again.amount, 3500);

    const invalid = await gateway.validate({ store: STORE, valId: 'forged' });
    assert.equal(invalid.status, 'INVALID_TRANSACTION');
    assert.equal(invalid.paid, false);
    assert.equal(invalid.amount, null);
    assert.equal(invalid.tranId, null);

    const otherStore = await gateway.validate({
      store: { ...STORE, password: 'other-pass-1' },
      valId: 'valid-1',
    });
    assert.equal(otherStore.status, 'INVALID_TRANSACTION');
  });

  test('amounts are parsed from the gateway strings', () => {
    assert.equal(parseAmount('3500.00'), 3500);
    assert.equal(parseAmount('3500'), 3500);
    assert.equal(parseAmount('10.50'), 10.5);
    assert.equal(parseAmount(''), null);
    assert.equal(parseAmount('3,500.00'), null);
    assert.equal(parseAmount('-10'), null);
    assert.equal(parseAmount('1e3'), null);
    assert.equal(parseAmount(undefined), null);
  });
});

describe('IPN verify_sign', () => {
  const gateway = new SslCommerzGateway({ baseUrl: 'http://127.0.0.1:9' });
  /** An IPN as SSLCommerz sends it: verify_key lists the signed fields, store_passwd = md5(password). */
  const ipn = signFields(
    {
      amount: '3500.00',
      bank_tran_id: '2011211504051ABCdEfGh',
      card_type: 'VISA-Dutch Bangla',
      currency: 'BDT',
      risk_level: '0',
      status: 'VALID',
      store_amount: '3412.50',
      store_id: STORE.id,
      tran_date: '2026-11-21 15:04:05',
      tran_id: 'PS-TRAN-1',
      val_id: '2011211504051Xy9',
      value_a: 'payment-1',
      value_b: 'batch-1',
      value_c: 'student-1',
      value_d: '',
    },
    STORE.password,
  );

  test('the signature is md5 of the sorted verify_key fields and md5(store password)', async () => {
    const { createHash } = await import('node:crypto');
    const md5 = (value: string) => createHash('md5').update(value).digest('hex');
    const keys = ipn.verify_key!.split(',');
    const pairs = [...keys.map((key) => [key, ipn[key]!]), ['store_passwd', md5(STORE.password)]].sort(
      ([a], [b]) => (a! < b! ? -1 : 1),
    );
    assert.equal(ipn.verify_sign, md5(pairs.map(([key, value]) => `${key}=${value}`).join('&')));
  });

  test('a genuine IPN is accepted, with extra unsigned fields present too', () => {
    assert.equal(gateway.verifyIpn(ipn, STORE), true);
    assert.equal(gateway.verifyIpn({ ...ipn, card_issuer: 'unsigned extra' }, STORE), true);
    assert.equal(gateway.verifyIpn({ ...ipn, verify_sign: ipn.verify_sign!.toUpperCase() }, STORE), true);
  });

  test('altering any signed field, the signature or the password is refused', () => {
    for (const key of ipn.verify_key!.split(',')) {
      assert.equal(gateway.verifyIpn({ ...ipn, [key]: `${ipn[key]}x` }, STORE), false, `altered ${key}`);
    }
    const sign = ipn.verify_sign!;
    const flipped = `${sign.slice(0, 10)}${sign[10] === 'a' ? 'b' : 'a'}${sign.slice(11)}`;
    assert.equal(gateway.verifyIpn({ ...ipn, verify_sign: flipped }, STORE), false);
    assert.equal(gateway.verifyIpn({ ...ipn, verify_sign: 'not-hex' }, STORE), false);
    assert.equal(gateway.verifyIpn({ ...ipn, verify_sign: '' }, STORE), false);
    assert.equal(gateway.verifyIpn({ ...ipn, verify_key: '' }, STORE), false);
    const { verify_sign: _sign, ...unsigned } = ipn;
    assert.equal(gateway.verifyIpn(unsigned, STORE), false);
    assert.equal(gateway.verifyIpn(ipn, { ...STORE, password: 'another-password' }), false);
  });

  test('a signature over too few fields is refused (key fields must be signed)', () => {
    const { tran_id: _tranId, ...rest } = ipn;
    const signedWithoutAmount = signFields(
      Object.fromEntries(
        Object.entries(rest).filter(([key]) => key !== 'amount' && !key.startsWith('verify')),
      ),
      STORE.password,
    );
    assert.equal(
      gateway.verifyIpn({ ...signedWithoutAmount, tran_id: 'PS-TRAN-1', amount: '1.00' }, STORE),
      false,
    );
  });

  test('readGatewayPost reads the callback fields', () => {
    assert.deepEqual(readGatewayPost(ipn), {
      tranId: 'PS-TRAN-1',
      valId: '2011211504051Xy9',
      status: 'VALID',
      amount: 3500,
      currency: 'BDT',
      error: null,
      values: { a: 'payment-1', b: 'batch-1', c: 'student-1', d: null },
    });
  });
});

describe('createPaymentGateway', () => {
  const base = { APP_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/pathshala-payment-config-test' };

  test('the simulator by default, SSLCommerz when PAYMENT_PROVIDER says so', () => {
    assert.ok(createPaymentGateway(loadConfig(base)) instanceof PaymentSimulator);
    const real = createPaymentGateway(loadConfig({ ...base, PAYMENT_PROVIDER: 'sslcommerz' }));
    assert.ok(real instanceof SslCommerzGateway);
    assert.equal(real.name, 'sslcommerz');
  });

  test('sandbox by default, live with SSLCOMMERZ_LIVE, overridable by SSLCOMMERZ_BASE_URL', () => {
    const env = { ...base, PAYMENT_PROVIDER: 'sslcommerz' };
    assert.equal(loadConfig(env).payment.sslcommerz.baseUrl, 'https://sandbox.sslcommerz.com');
    assert.equal(
      loadConfig({ ...env, SSLCOMMERZ_LIVE: 'true' }).payment.sslcommerz.baseUrl,
      'https://securepay.sslcommerz.com',
    );
    assert.equal(
      loadConfig({ ...env, SSLCOMMERZ_BASE_URL: 'http://127.0.0.1:1234/' }).payment.sslcommerz.baseUrl,
      'http://127.0.0.1:1234',
    );
  });
});
