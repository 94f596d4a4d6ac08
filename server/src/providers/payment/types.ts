import { HttpError } from '../../http/errors';
import type { Language } from '../../i18n/language';

/** A teacher's SSLCommerz store: the id and the plain password (decrypt it with `ctx.secretBox` first). */
export interface StoreCredentials {
  id: string;
  password: string;
}

/** Our own ids carried through the gateway untouched and handed back in every callback (value_a..d). */
export interface PassThroughValues {
  a?: string;
  b?: string;
  c?: string;
  d?: string;
}

export interface CreateSessionInput {
  /** The payee's store; the money goes to this store. */
  store: StoreCredentials;
  /** Our unique transaction id (tran_id): every callback names it, so payments are looked up by it. */
  tranId: string;
  /** Whole BDT (the server decides it from the batch salary; never the client's number). */
  amount: number;
  currency: 'BDT';
  /** What is bought, shown on the payment page (e.g. 'Tuition fee: rahim — Physics'). */
  productName: string;
  /** SSLCommerz's product_category; defaults to 'Education'. */
  productCategory?: string;
  /**
   * Who is paid, as the simulator's page shows it (the teacher's name). SSLCommerz ignores it: its page
   * shows the store's registered name.
   */
  payeeName?: string;
  /** The payer. SSLCommerz requires a phone, address and city; placeholders are sent when absent. */
  customer: { name: string; email: string; phone?: string; address?: string; city?: string };
  /**
   * Absolute URLs on our server. success/fail/cancel receive the payer's browser as a form POST
   * (cross-site); ipn receives the gateway's server-to-server notification (form POST, signed).
   */
  urls: { success: string; fail: string; cancel: string; ipn: string };
  /** Our ids (payment id, batch id, student id, …), echoed back as value_a..value_d. */
  values: PassThroughValues;
  /** The payer's language: the simulator's page speaks it (SSLCommerz's page has its own switch). */
  language?: Language;
}

export interface PaymentSession {
  /** Where to send the payer's browser (SSLCommerz's GatewayPageURL, or our simulator page). */
  redirectUrl: string;
  /** The gateway's session key (SSLCommerz's sessionkey); worth storing with the pending payment. */
  sessionKey: string;
}

/**
 * The validation API's status: VALID (first validation), VALIDATED (already validated before: still a
 * good payment), INVALID_TRANSACTION (unknown, failed or not this store's). Other values SSLCommerz may
 * send pass through as they are and count as not paid.
 */
export type ValidationStatus = 'VALID' | 'VALIDATED' | 'INVALID_TRANSACTION' | (string & {});

/** What the gateway says about a val_id. Fields are null when the gateway did not send them. */
export interface ValidatedPayment {
  status: ValidationStatus;
  /** true exactly when status is VALID or VALIDATED: the payment went through. */
  paid: boolean;
  tranId: string | null;
  valId: string | null;
  /**
   * The amount asked for in the session, parsed from the gateway's string ('3500.00' → 3500). Compare it
   * with our record using ===: a fractional amount stays fractional and never equals a whole number;
   * null when missing or not a number.
   */
  amount: number | null;
  /** The currency asked for in the session ('BDT'); compare it with our record as well. */
  currency: string | null;
  /** What the store receives after the gateway's fee (may be fractional). */
  storeAmount: number | null;
  /** 0 = safe, 1 = risky (SSLCommerz leaves it to the merchant whether to serve a risky payment). */
  riskLevel: number | null;
  riskTitle: string | null;
  bankTranId: string | null;
  /** e.g. 'VISA-Dutch Bangla', 'BKASH-BKash'. */
  cardType: string | null;
  /** The gateway's transaction time as it sent it ('2026-11-21 15:04:05', Asia/Dhaka). */
  tranDate: string | null;
  values: { a: string | null; b: string | null; c: string | null; d: string | null };
}

/** A val_id the gateway does not know or will not vouch for: nothing about it is known. */
export const invalidPayment = (valId: string | null): ValidatedPayment => ({
  status: 'INVALID_TRANSACTION',
  paid: false,
  tranId: null,
  valId,
  amount: null,
  currency: null,
  storeAmount: null,
  riskLevel: null,
  riskTitle: null,
  bankTranId: null,
  cardType: null,
  tranDate: null,
  values: { a: null, b: null, c: null, d: null },
});

/** One payment provider: the real SSLCommerz v4 API, or the offline simulator that behaves like it. */
export interface PaymentGateway {
  /** 'sslcommerz' or 'simulator' (for logs and the health of the configuration). */
  readonly name: 'sslcommerz' | 'simulator';
  /**
   * Opens a hosted payment session. Throws PaymentGatewayError (a 502 whose message may be shown to
   * the payer) when the gateway refuses, fails or does not answer in time.
   */
  createSession(input: CreateSessionInput): Promise<PaymentSession>;
  /**
   * Asks the gateway whether a val_id (from the IPN or the success POST) is a real, completed payment of
   * this store. An unknown or forged val_id is INVALID_TRANSACTION, not an error; PaymentGatewayError only
   * when the gateway cannot be asked.
   */
  validate(input: { store: StoreCredentials; valId: string }): Promise<ValidatedPayment>;
  /**
   * Checks an IPN (or success/fail POST) body's verify_sign against the store password, as SSLCommerz
   * computes it. Also false unless tran_id and status are among the signed fields (and val_id and amount
   * when the status says paid), so an accepted body's key fields can be trusted. Never throws.
   */
  verifyIpn(body: Record<string, string>, store: StoreCredentials): boolean;
}

/**
 * The gateway refused, failed or timed out. A 502 through the error handler; `message` is written for
 * the payer (the spec shows 'Failed to pay: {message}') and never carries a store password. `detail` is
 * for the logs (equally free of secrets).
 */
export class PaymentGatewayError extends HttpError {
  constructor(
    message: string,
    readonly detail?: string,
  ) {
    super(502, message);
    this.name = 'PaymentGatewayError';
  }
}
