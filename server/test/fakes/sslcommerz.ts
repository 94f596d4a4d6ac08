import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { signFields } from '../../src/providers/payment/signing';

/** One session the fake opened: what our server asked for. */
export interface FakeSession {
  tranId: string;
  storeId: string;
  amount: string;
  currency: string;
  urls: { success: string; fail: string; cancel: string; ipn: string };
  values: { a: string; b: string; c: string; d: string };
}

/** How the fake misbehaves on an endpoint: never answer, or answer HTTP 500. */
export type GatewayFault = 'hang' | 'error';

/**
 * A stateful local SSLCommerz v4 (session init and the order validation API) for running our payment
 * routes end to end with the real adapter: it remembers each session, and `complete()` makes the signed
 * fields the gateway would post to the success URL and the IPN. Only the store it is given exists.
 */
export async function startStatefulSslCommerz(store: { id: string; password: string }) {
  const sessions = new Map<string, FakeSession>();
  const validated = new Set<string>();
  const requests: { method: string; path: string }[] = [];
  const sockets = new Set<Socket>();
  const faults: { session: GatewayFault | null; validation: GatewayFault | null } = {
    session: null,
    validation: null,
  };
  /** Runs when a validation request arrives, before the fake answers it. */
  let onValidation: (() => Promise<void> | void) | null = null;
  const credentialsOk = (params: URLSearchParams) =>
    params.get('store_id') === store.id && params.get('store_passwd') === store.password;

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      requests.push({ method: req.method ?? '', path: url.pathname });
      const json = (body: unknown) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const endpoint =
        url.pathname === '/gwprocess/v4/api.php'
          ? 'session'
          : url.pathname === '/validator/api/validationserverAPI.php'
            ? 'validation'
            : null;
      const fault = endpoint ? faults[endpoint] : null;
      if (fault === 'hang') return;
      if (fault === 'error') {
        res.writeHead(500, { 'content-type': 'text/html' }).end('<h1>Internal Server Error</h1>');
        return;
      }
      if (url.pathname === '/gwprocess/v4/api.php' && req.method === 'POST') {
        const form = new URLSearchParams(raw);
        if (!credentialsOk(form)) {
          json({ status: 'FAILED', failedreason: 'Store Credential Error Or Store is De-active' });
          return;
        }
        const tranId = form.get('tran_id') ?? '';
        sessions.set(tranId, {
          tranId,
          storeId: store.id,
          amount: form.get('total_amount') ?? '',
          currency: form.get('currency') ?? '',
          urls: {
            success: form.get('success_url') ?? '',
            fail: form.get('fail_url') ?? '',
            cancel: form.get('cancel_url') ?? '',
            ipn: form.get('ipn_url') ?? '',
          },
          values: {
            a: form.get('value_a') ?? '',
            b: form.get('value_b') ?? '',
            c: form.get('value_c') ?? '',
            d: form.get('value_d') ?? '',
          },
        });
        json({
          status: 'SUCCESS',
          sessionkey: `SESSION${tranId}`,
          GatewayPageURL: `https://sandbox.sslcommerz.test/EasyCheckOut/${tranId}`,
        });
        return;
      }
      if (url.pathname === '/validator/api/validationserverAPI.php' && req.method === 'GET') {
        void Promise.resolve(onValidation?.()).then(() => answerValidation(url, json));
        return;
      }
      res.writeHead(404).end();
    });
  });

  function answerValidation(url: URL, json: (body: unknown) => void) {
    const valId = url.searchParams.get('val_id') ?? '';
    const session = sessions.get(valId.replace(/^VAL-/, ''));
    if (!credentialsOk(url.searchParams) || !session) {
      json({ status: 'INVALID_TRANSACTION' });
      return;
    }
    const amount = `${Number(session.amount).toFixed(2)}`;
    json({
      status: validated.has(valId) ? 'VALIDATED' : 'VALID',
      tran_date: '2026-11-21 15:04:05',
      tran_id: session.tranId,
      val_id: valId,
      amount,
      store_amount: (Number(session.amount) * 0.975).toFixed(2),
      currency: 'BDT',
      bank_tran_id: `BANK${session.tranId}`,
      card_type: 'VISA-Dutch Bangla',
      currency_type: session.currency,
      currency_amount: amount,
      risk_level: '0',
      risk_title: 'Safe',
      value_a: session.values.a,
      value_b: session.values.b,
      value_c: session.values.c,
      value_d: session.values.d,
      APIConnect: 'DONE',
    });
    validated.add(valId);
  }

  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    sessions,
    requests,
    /** Makes session init or validation hang or fail until set back to null. */
    faults,
    /** A hook run as each validation request arrives (e.g. to cut our database right then). */
    onValidation(hook: (() => Promise<void> | void) | null) {
      onValidation = hook;
    },
    /** The signed fields SSLCommerz posts to the success URL and the IPN once the payer has paid. */
    complete(tranId: string): Record<string, string> {
      const session = sessions.get(tranId);
      if (!session) throw new Error(`no session ${tranId}`);
      const amount = Number(session.amount).toFixed(2);
      return signFields(
        {
          tran_id: tranId,
          val_id: `VAL-${tranId}`,
          amount,
          currency: 'BDT',
          store_amount: (Number(session.amount) * 0.975).toFixed(2),
          status: 'VALID',
          bank_tran_id: `BANK${tranId}`,
          card_type: 'VISA-Dutch Bangla',
          risk_level: '0',
          risk_title: 'Safe',
          value_a: session.values.a,
          value_b: session.values.b,
          value_c: session.values.c,
          value_d: session.values.d,
        },
        store.password,
      );
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
