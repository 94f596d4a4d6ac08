import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * SSLCommerz's IPN signature. The gateway lists the signed field names in `verify_key` (comma-separated)
 * and sends `verify_sign` = md5 of those fields plus `store_passwd` = md5(store password), sorted by
 * name and joined as `name=value&name=value`. The simulator signs with the same function, so one check
 * serves both providers.
 */

/** md5 hex, as the gateway uses it; `md5(storePassword)` is what actually signs. */
export const md5 = (value: string) => createHash('md5').update(value, 'utf8').digest('hex');

/** Statuses that mean the money moved; their IPN must also sign val_id and amount to be trusted. */
const PAID_STATUSES = new Set(['VALID', 'VALIDATED']);
const ALWAYS_SIGNED = ['tran_id', 'status'];
const SIGNED_WHEN_PAID = ['val_id', 'amount'];

function hashString(fields: Record<string, string>, keys: string[], passwordMd5: string): string {
  const entries: [string, string][] = keys
    .filter((key) => key !== 'store_passwd' && Object.hasOwn(fields, key))
    .map((key) => [key, fields[key] ?? '']);
  entries.push(['store_passwd', passwordMd5]);
  // PHP's ksort on ASCII names, as the gateway does it: plain code-unit order.
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return entries.map(([key, value]) => `${key}=${value}`).join('&');
}

/** verify_sign for the named fields of `fields` (md5 hex, lower case). */
export function computeVerifySign(
  fields: Record<string, string>,
  keys: string[],
  storePassword: string,
): string {
  return md5(hashString(fields, keys, md5(storePassword)));
}

/**
 * Adds verify_key (every field given, sorted) and verify_sign, as the gateway sends them. Takes
 * md5(store password), which is all the signature needs (the simulator never holds the password itself).
 */
export function signFieldsWithPasswordMd5(
  fields: Record<string, string>,
  passwordMd5: string,
): Record<string, string> {
  const keys = Object.keys(fields)
    .filter((key) => key !== 'verify_key' && key !== 'verify_sign')
    .sort();
  return { ...fields, verify_key: keys.join(','), verify_sign: md5(hashString(fields, keys, passwordMd5)) };
}

/** signFieldsWithPasswordMd5 from the plain store password (tests and fakes sign like the gateway). */
export function signFields(fields: Record<string, string>, storePassword: string): Record<string, string> {
  return signFieldsWithPasswordMd5(fields, md5(storePassword));
}

/** The verify_sign check, in constant time; also false when the key fields are not among the signed. */
export function verifySignedBody(body: Record<string, string>, storePassword: string): boolean {
  const sign = body.verify_sign;
  const keyList = body.verify_key;
  if (typeof sign !== 'string' || typeof keyList !== 'string' || !/^[0-9a-f]{32}$/i.test(sign)) return false;
  const keys = keyList.split(',').filter((key) => key !== '');
  const signed = new Set(keys.filter((key) => Object.hasOwn(body, key)));
  const required = PAID_STATUSES.has(body.status ?? '')
    ? [...ALWAYS_SIGNED, ...SIGNED_WHEN_PAID]
    : ALWAYS_SIGNED;
  if (!required.every((key) => signed.has(key))) return false;
  const expected = Buffer.from(computeVerifySign(body, keys, storePassword), 'utf8');
  return timingSafeEqual(expected, Buffer.from(sign.toLowerCase(), 'utf8'));
}

/** '3500.00' → 3500, '3500.5' → 3500.5; null for anything that is not a plain decimal number. */
export function parseAmount(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || !/^\s*\d+(\.\d+)?\s*$/.test(value)) return null;
  return Number(value);
}

/** Whole BDT as the gateway writes amounts: 3500 → '3500.00'. */
export function formatAmount(amount: number): string {
  return amount.toFixed(2);
}

/** What a gateway POST (IPN, or the browser's success/fail/cancel POST) says, read without trusting it. */
export interface GatewayPost {
  tranId: string | null;
  valId: string | null;
  /** VALID, FAILED, CANCELLED, UNATTEMPTED, EXPIRED … */
  status: string | null;
  amount: number | null;
  currency: string | null;
  /** The gateway's reason on a failure (SSLCommerz's `error` field). */
  error: string | null;
  values: { a: string | null; b: string | null; c: string | null; d: string | null };
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/**
 * Reads the fields payment routes need from a gateway POST body. Trust them only after verifyIpn() (for
 * the IPN) or validate() (for the val_id) says so.
 */
export function readGatewayPost(body: Record<string, string>): GatewayPost {
  return {
    tranId: text(body.tran_id),
    valId: text(body.val_id),
    status: text(body.status),
    amount: parseAmount(body.amount),
    currency: text(body.currency),
    error: text(body.error),
    values: {
      a: text(body.value_a),
      b: text(body.value_b),
      c: text(body.value_c),
      d: text(body.value_d),
    },
  };
}
