import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { z } from 'zod';
import { deriveKey, openBytes, sealBytes } from '../../crypto';
import { formatAmount, md5, signFieldsWithPasswordMd5, verifySignedBody } from './signing';
import {
  invalidPayment,
  type CreateSessionInput,
  type PaymentGateway,
  type PaymentSession,
  type StoreCredentials,
  type ValidatedPayment,
} from './types';

/**
 * The offline gateway (PAYMENT_PROVIDER=simulator, the default). It keeps no state: the session key is
 * the session itself, sealed with AES-256-GCM under a key derived from APP_SECRET (authenticated, so a
 * forged or altered key is refused; encrypted, because it carries md5(store password) to sign the IPN as
 * SSLCommerz does). A val_id is an HMAC-signed token naming the payment it stands for. Its page lives in
 * modules/payment-simulator.
 */

export const SIMULATOR_PATH = '/payment/simulator';
const SESSION_TTL_MS = 30 * 60 * 1000;
const IPN_TIMEOUT_MS = 10_000;
const IPN_RETRY_DELAY_MS = 1000;
const VAL_ID_PREFIX = 'SIMV1';
const CARD_TYPE = 'VISA-Pathshala Simulator';
/** Dhaka is UTC+6 all year; SSLCommerz writes tran_date in local time. */
const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;

export type SimulatorOutcome = 'pay' | 'fail' | 'cancel';

const valuesSchema = z.object({
  a: z.string().optional(),
  b: z.string().optional(),
  c: z.string().optional(),
  d: z.string().optional(),
});

const sessionSchema = z.object({
  tranId: z.string(),
  amount: z.number().int().positive(),
  currency: z.literal('BDT'),
  product: z.string(),
  payee: z.string(),
  payer: z.string(),
  storeId: z.string(),
  /** md5(store password): what signs the IPN; never the password itself. */
  pw: z.string(),
  urls: z.object({ success: z.string(), fail: z.string(), cancel: z.string(), ipn: z.string() }),
  values: valuesSchema,
  iat: z.number(),
  exp: z.number(),
  /** Makes two sessions for the same payment differ (and their bank_tran_id). */
  nonce: z.string(),
});

/** A session as the simulator page uses it. */
export type SimulatorSession = z.infer<typeof sessionSchema>;

const valIdSchema = z.object({
  tranId: z.string(),
  amount: z.number().int().positive(),
  currency: z.literal('BDT'),
  storeId: z.string(),
  bankTranId: z.string(),
  tranDate: z.string(),
  values: valuesSchema,
});

export interface SimulatorOptions {
  appSecret: string;
  /** PUBLIC_URL: the page is `${publicUrl}/payment/simulator/<sessionKey>`. */
  publicUrl: string;
  sessionTtlMs?: number;
  ipnTimeoutMs?: number;
  ipnRetryDelayMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
}

/** Where the payer's browser goes next, and the form fields it carries there. */
export interface SimulatorRedirect {
  url: string;
  fields: Record<string, string>;
}

export interface IpnLogger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

function dhakaTime(epochMs: number): string {
  return new Date(epochMs + DHAKA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

const valueFields = (values: SimulatorSession['values']) => ({
  value_a: values.a ?? '',
  value_b: values.b ?? '',
  value_c: values.c ?? '',
  value_d: values.d ?? '',
});

export class PaymentSimulator implements PaymentGateway {
  readonly name = 'simulator' as const;
  private readonly sessionKey: Uint8Array;
  private readonly valIdKey: Uint8Array;
  private readonly publicUrl: string;
  private readonly sessionTtlMs: number;
  private readonly ipnTimeoutMs: number;
  private readonly ipnRetryDelayMs: number;
  private readonly fetchImpl: typeof fetch;
  private readonly now: () => number;

  constructor(options: SimulatorOptions) {
    this.sessionKey = deriveKey(options.appSecret, 'payment-simulator-session');
    this.valIdKey = deriveKey(options.appSecret, 'payment-simulator-val-id');
    this.publicUrl = options.publicUrl.replace(/\/+$/, '');
    this.sessionTtlMs = options.sessionTtlMs ?? SESSION_TTL_MS;
    this.ipnTimeoutMs = options.ipnTimeoutMs ?? IPN_TIMEOUT_MS;
    this.ipnRetryDelayMs = options.ipnRetryDelayMs ?? IPN_RETRY_DELAY_MS;
    this.fetchImpl = options.fetch ?? fetch;
    this.now = options.now ?? Date.now;
  }

  async createSession(input: CreateSessionInput): Promise<PaymentSession> {
    if (!Number.isSafeInteger(input.amount) || input.amount <= 0) {
      throw new RangeError('amount must be a positive whole number of BDT');
    }
    const iat = this.now();
    const session: SimulatorSession = {
      tranId: input.tranId,
      amount: input.amount,
      currency: input.currency,
      product: input.productName,
      payee: input.payeeName ?? `Store ${input.store.id}`,
      payer: input.customer.name,
      storeId: input.store.id,
      pw: md5(input.store.password),
      urls: { ...input.urls },
      values: { ...input.values },
      iat,
      exp: iat + this.sessionTtlMs,
      nonce: randomBytes(6).toString('base64url'),
    };
    const sessionKey = this.seal(session);
    // The page speaks the payer's language (modules/payment-simulator/routes.ts); English needs no parameter.
    const lang = input.language === 'bn' ? '?lang=bn' : '';
    return { redirectUrl: `${this.publicUrl}${SIMULATOR_PATH}/${sessionKey}${lang}`, sessionKey };
  }

  async validate({ store, valId }: { store: StoreCredentials; valId: string }): Promise<ValidatedPayment> {
    const claims = this.readValId(valId);
    if (!claims || claims.storeId !== store.id) return invalidPayment(valId);
    return {
      status: 'VALID',
      paid: true,
      tranId: claims.tranId,
      valId,
      amount: claims.amount,
      currency: claims.currency,
      storeAmount: claims.amount,
      riskLevel: 0,
      riskTitle: 'Safe',
      bankTranId: claims.bankTranId,
      cardType: CARD_TYPE,
      tranDate: claims.tranDate,
      values: {
        a: claims.values.a ?? null,
        b: claims.values.b ?? null,
        c: claims.values.c ?? null,
        d: claims.values.d ?? null,
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

  /** The session a key stands for, or null when it is forged, altered, malformed or expired. */
  openSession(sessionKey: string): SimulatorSession | null {
    const session = this.unseal(sessionKey);
    return session && session.exp > this.now() ? session : null;
  }

  /**
   * The signed fields the payer's browser carries to our success, fail or cancel URL, as SSLCommerz posts
   * them. Derived from the session alone, so the page can embed them and the POST can be checked against
   * them. For 'pay' the same fields are the IPN.
   */
  outcome(session: SimulatorSession, kind: SimulatorOutcome): SimulatorRedirect {
    const bankTranId = `SIM${createHash('sha256')
      .update(`${session.tranId}:${session.nonce}`)
      .digest('hex')
      .slice(0, 14)
      .toUpperCase()}`;
    const tranDate = dhakaTime(session.iat);
    const amount = formatAmount(session.amount);
    const common = {
      tran_id: session.tranId,
      amount,
      currency: session.currency,
      currency_type: session.currency,
      currency_amount: amount,
      tran_date: tranDate,
      store_id: session.storeId,
      ...valueFields(session.values),
    };
    if (kind === 'pay') {
      const valId = this.issueValId({
        tranId: session.tranId,
        amount: session.amount,
        currency: session.currency,
        storeId: session.storeId,
        bankTranId,
        tranDate,
        values: session.values,
      });
      const fields = {
        ...common,
        val_id: valId,
        status: 'VALID',
        store_amount: amount,
        bank_tran_id: bankTranId,
        card_type: CARD_TYPE,
        risk_level: '0',
        risk_title: 'Safe',
      };
      return { url: session.urls.success, fields: signFieldsWithPasswordMd5(fields, session.pw) };
    }
    const failed = kind === 'fail';
    const fields = {
      ...common,
      status: failed ? 'FAILED' : 'CANCELLED',
      error: failed ? 'The payment was declined (simulated failure)' : 'The payer cancelled the payment',
    };
    return {
      url: failed ? session.urls.fail : session.urls.cancel,
      fields: signFieldsWithPasswordMd5(fields, session.pw),
    };
  }

  /**
   * Posts the IPN to the session's ipn URL, form-encoded like SSLCommerz: one try with a time-out, one
   * retry after a short pause, each result logged. Never throws (the caller does not wait for it).
   */
  async deliverIpn(url: string, fields: Record<string, string>, log: IpnLogger): Promise<boolean> {
    const tranId = fields.tran_id;
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      try {
        const response = await this.fetchImpl(url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(fields).toString(),
          signal: AbortSignal.timeout(this.ipnTimeoutMs),
        });
        await response.arrayBuffer().catch(() => undefined);
        if (response.ok) {
          log.info({ tranId, attempt, status: response.status }, 'payment simulator: IPN delivered');
          return true;
        }
        log.warn({ tranId, attempt, status: response.status }, 'payment simulator: IPN refused');
      } catch (error) {
        log.warn(
          { tranId, attempt, error: (error as Error | undefined)?.name ?? 'Error' },
          'payment simulator: IPN not delivered',
        );
      }
      if (attempt === 1) await new Promise((resolve) => setTimeout(resolve, this.ipnRetryDelayMs));
    }
    return false;
  }

  private seal(session: SimulatorSession): string {
    return sealBytes(this.sessionKey, deflateRawSync(Buffer.from(JSON.stringify(session), 'utf8')));
  }

  private unseal(token: string): SimulatorSession | null {
    if (!/^[A-Za-z0-9_-]{40,4096}$/.test(token)) return null;
    try {
      const plain = openBytes(this.sessionKey, token);
      const parsed = sessionSchema.safeParse(JSON.parse(inflateRawSync(plain).toString('utf8')));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }

  private issueValId(claims: z.infer<typeof valIdSchema>): string {
    const payload = Buffer.from(JSON.stringify(claims), 'utf8').toString('base64url');
    return `${VAL_ID_PREFIX}.${payload}.${this.valIdMac(payload)}`;
  }

  private readValId(valId: string): z.infer<typeof valIdSchema> | null {
    const [prefix, payload, mac, extra] = valId.split('.');
    if (prefix !== VAL_ID_PREFIX || !payload || !mac || extra !== undefined) return null;
    const expected = Buffer.from(this.valIdMac(payload), 'utf8');
    const given = Buffer.from(mac, 'utf8');
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    try {
      const parsed = valIdSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }

  private valIdMac(payload: string): string {
    return createHmac('sha256', this.valIdKey).update(`${VAL_ID_PREFIX}.${payload}`).digest('base64url');
  }
}
