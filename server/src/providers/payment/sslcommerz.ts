import { createHash } from 'node:crypto';
import { parseAmount, verifySignedBody } from './signing';
import {
  PaymentGatewayError,
  type CreateSessionInput,
  type PaymentGateway,
  type PaymentSession,
  type StoreCredentials,
  type ValidatedPayment,
} from './types';

export interface SslCommerzOptions {
  /** https://sandbox.sslcommerz.com, https://securepay.sslcommerz.com, or a local fake in tests. */
  baseUrl: string;
  /** Per request; default 15 s. */
  timeoutMs?: number;
  /** Replaceable for tests; defaults to the global fetch. */
  fetch?: typeof fetch;
}

const DEFAULT_TIMEOUT_MS = 15_000;
const SESSION_PATH = '/gwprocess/v4/api.php';
const VALIDATION_PATH = '/validator/api/validationserverAPI.php';

const MESSAGES = {
  timeout: 'The payment gateway did not respond in time. Please try again.',
  unreachable: 'The payment gateway could not be reached. Please try again later.',
  unavailable: 'The payment gateway is unavailable right now. Please try again later.',
  unexpected: 'The payment gateway sent an unexpected answer. Please try again later.',
  refused: 'The payment gateway refused the payment',
};

/** SSLCommerz requires these; placeholders when we do not know them. */
const PLACEHOLDER = { phone: 'N/A', address: 'N/A', city: 'Dhaka', country: 'Bangladesh' };

type Json = Record<string, unknown>;

const md5 = (value: string) => createHash('md5').update(value, 'utf8').digest('hex');
const str = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : null;

/** Removes the store password (and its md5, which signs IPNs) from any text the gateway echoed back. */
function scrub(value: string, store: StoreCredentials): string {
  let result = value;
  for (const secret of [store.password, md5(store.password)]) {
    if (secret) result = result.split(secret).join('[redacted]');
  }
  return result.length > 300 ? `${result.slice(0, 300)}…` : result;
}

/** The real SSLCommerz v4 API: session init, the order validation API and the IPN verify_sign check. */
export class SslCommerzGateway implements PaymentGateway {
  readonly name = 'sslcommerz' as const;
  private readonly baseUrl: string;
  private readonly timeoutMs: number;
  private readonly fetchImpl: typeof fetch;

  constructor(options: SslCommerzOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.fetchImpl = options.fetch ?? fetch;
  }

  async createSession(input: CreateSessionInput): Promise<PaymentSession> {
    if (!Number.isSafeInteger(input.amount) || input.amount <= 0) {
      throw new RangeError('amount must be a positive whole number of BDT');
    }
    const { store, customer, urls, values } = input;
    const form = new URLSearchParams({
      store_id: store.id,
      store_passwd: store.password,
      total_amount: String(input.amount),
      currency: input.currency,
      tran_id: input.tranId,
      success_url: urls.success,
      fail_url: urls.fail,
      cancel_url: urls.cancel,
      ipn_url: urls.ipn,
      cus_name: customer.name,
      cus_email: customer.email,
      cus_add1: customer.address ?? PLACEHOLDER.address,
      cus_city: customer.city ?? PLACEHOLDER.city,
      cus_country: PLACEHOLDER.country,
      cus_phone: customer.phone ?? PLACEHOLDER.phone,
      shipping_method: 'NO',
      num_of_item: '1',
      product_name: input.productName,
      product_category: input.productCategory ?? 'Education',
      product_profile: 'general',
      value_a: values.a ?? '',
      value_b: values.b ?? '',
      value_c: values.c ?? '',
      value_d: values.d ?? '',
    });
    const body = await this.request(
      `${this.baseUrl}${SESSION_PATH}`,
      { method: 'POST', body: form, headers: { accept: 'application/json' } },
      store,
      'session init',
    );
    const status = str(body.status)?.toUpperCase();
    const redirectUrl = str(body.GatewayPageURL);
    const sessionKey = str(body.sessionkey);
    if (status === 'SUCCESS' && redirectUrl && sessionKey) return { redirectUrl, sessionKey };
    if (status === 'SUCCESS') {
      throw new PaymentGatewayError(MESSAGES.unexpected, 'session init: SUCCESS without GatewayPageURL');
    }
    const reason = str(body.failedreason);
    throw new PaymentGatewayError(
      reason ? `${MESSAGES.refused}: ${scrub(reason, store)}` : `${MESSAGES.refused}.`,
      `session init: status ${scrub(String(body.status ?? 'missing'), store)}`,
    );
  }

  async validate({ store, valId }: { store: StoreCredentials; valId: string }): Promise<ValidatedPayment> {
    const query = new URLSearchParams({
      val_id: valId,
      store_id: store.id,
      store_passwd: store.password,
      v: '1',
      format: 'json',
    });
    const body = await this.request(
      `${this.baseUrl}${VALIDATION_PATH}?${query.toString()}`,
      { method: 'GET', headers: { accept: 'application/json' } },
      store,
      'validation',
    );
    const status = str(body.status)?.toUpperCase() ?? 'INVALID_TRANSACTION';
    // currency_type/currency_amount are what we asked for; amount/currency what it came to in BDT.
    const risk = parseAmount(str(body.risk_level));
    return {
      status,
      paid: status === 'VALID' || status === 'VALIDATED',
      tranId: str(body.tran_id),
      valId: str(body.val_id),
      amount: parseAmount(str(body.currency_amount) ?? str(body.amount)),
      currency: str(body.currency_type) ?? str(body.currency),
      storeAmount: parseAmount(str(body.store_amount)),
      riskLevel: risk,
      riskTitle: str(body.risk_title),
      bankTranId: str(body.bank_tran_id),
      cardType: str(body.card_type),
      tranDate: str(body.tran_date),
      values: {
        a: str(body.value_a),
        b: str(body.value_b),
        c: str(body.value_c),
        d: str(body.value_d),
      },
    };
  }

  verifyIpn(body: Record<string, string>, store: StoreCredentials): boolean {
    try {
      return verifySignedBody(body, store.password);
    } catch {
      return false;
    }
  }

  /** One call with a time-out; every failure becomes a PaymentGatewayError without the request's URL. */
  private async request(
    url: string,
    init: RequestInit,
    store: StoreCredentials,
    what: string,
  ): Promise<Json> {
    let response: Response;
    try {
      response = await this.fetchImpl(url, { ...init, signal: AbortSignal.timeout(this.timeoutMs) });
    } catch (error) {
      const name = (error as Error | undefined)?.name;
      if (name === 'TimeoutError' || name === 'AbortError') {
        throw new PaymentGatewayError(MESSAGES.timeout, `${what}: no answer within ${this.timeoutMs} ms`);
      }
      throw new PaymentGatewayError(
        MESSAGES.unreachable,
        `${what}: ${scrub(String((error as Error | undefined)?.message ?? error), store)}`,
      );
    }
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      const name = (error as Error | undefined)?.name;
      throw new PaymentGatewayError(
        name === 'TimeoutError' || name === 'AbortError' ? MESSAGES.timeout : MESSAGES.unreachable,
        `${what}: the answer was cut off`,
      );
    }
    if (response.status >= 500) {
      throw new PaymentGatewayError(MESSAGES.unavailable, `${what}: HTTP ${response.status}`);
    }
    if (!response.ok) {
      throw new PaymentGatewayError(MESSAGES.unexpected, `${what}: HTTP ${response.status}`);
    }
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Json;
    } catch {
      // falls through to the error below
    }
    throw new PaymentGatewayError(MESSAGES.unexpected, `${what}: the answer is not a JSON object`);
  }
}
