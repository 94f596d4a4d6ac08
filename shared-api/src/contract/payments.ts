import { z } from 'zod';
import { envelope, pagedEnvelope } from './common';
import { PAYMENT_STATUSES } from './batches';
import { userRef } from './users';

export const PAYMENT_MESSAGES = {
  batchIdInvalid: 'Please choose a valid batch',
  batchNotFound: 'Batch not found',
  notAMember: 'You are not a student of this batch',
  nothingDue: 'There is no payment due for this batch',
  alreadyPaid: 'You have already paid for this batch',
  held: 'Your payment for this batch is held for review',
  teacherCannotBePaid: 'This teacher cannot be paid online yet',
  redirect: 'Redirecting to the payment gateway',
  lastPayment: 'Last payment fetched successfully',
  noPayment: 'No payment yet',
  history: 'Payments fetched successfully',
  status: 'Payment fetched successfully',
  ipnReceived: 'IPN received',
  /** An unknown tran_id, or one the caller may not see: the same answer, so ids cannot be probed. */
  unknownTransaction: 'Unknown transaction',
  ipnBadSignature: 'Invalid IPN signature',
} as const;

/**
 * POST /payment/pay, the spec's body. Only batchId counts: the amount is the open round's, the payee the
 * batch's teacher, the product name the server's own; totalAmount, productName and teacherId are
 * accepted and ignored.
 */
export const payBody = z.object({
  batchId: z.string({ error: PAYMENT_MESSAGES.batchIdInvalid }).uuid(PAYMENT_MESSAGES.batchIdInvalid),
  totalAmount: z.unknown().optional(),
  productName: z.unknown().optional(),
  teacherId: z.unknown().optional(),
});
export type PayBody = z.infer<typeof payBody>;

export const payData = z.object({
  redirectUrl: z.string(),
  tran_id: z.string(),
  amount: z.number().int(),
  currency: z.literal('BDT'),
});
export type PayData = z.infer<typeof payData>;
/** DESIGN §4: `redirectUrl` in `data` and at the top level of the envelope. */
export const payResponse = envelope(payData).extend({ redirectUrl: z.string() });

/** GET /payment/get-last-payment: `data` is null when there is none (200, DESIGN §6.9). */
export const lastPayment = z.object({
  trnx_id: z.string(),
  createdAt: z.string(),
  amount: z.number().int(),
  batchId: z.string(),
});
export type LastPayment = z.infer<typeof lastPayment>;
export const lastPaymentResponse = envelope(lastPayment.nullable());

export const paymentHistoryItem = z.object({
  _id: z.string(),
  tran_id: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  batch: z.object({ _id: z.string(), title: z.string(), subject: z.string() }),
  student: userRef,
  teacher: userRef.nullable(),
  createdAt: z.string(),
  /** When the payment was settled as paid; null otherwise. */
  paidAt: z.string().nullable(),
});
export type PaymentHistoryItem = z.infer<typeof paymentHistoryItem>;
export const paymentHistoryResponse = pagedEnvelope(paymentHistoryItem);

/**
 * Why a payment is not paid, as GET /payment/status/{tranId} names it (the portal words each one):
 * - `failed`: the gateway reported a failure (or the gateway session could not be started);
 * - `cancelled`: the payer cancelled at the gateway;
 * - `validation_failed`: the gateway's validation API did not confirm the payment we asked for (not paid,
 *   another amount or currency);
 * - `under_review`: the gateway took the money but flagged it (risk): held until it is reviewed;
 * - `duplicate`: the round was already paid by another payment: this one is held to be refunded.
 */
export const PAYMENT_REASONS = [
  'failed',
  'cancelled',
  'validation_failed',
  'under_review',
  'duplicate',
] as const;
export type PaymentReason = (typeof PAYMENT_REASONS)[number];

export const paymentStatusParams = z.object({ tranId: z.string() });

/** GET /payment/status/{tranId}: one payment of the caller's, as the server knows it now. */
export const paymentStatusData = z.object({
  tran_id: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  /** Whole taka. */
  amount: z.number().int(),
  currency: z.literal('BDT'),
  batch: z.object({ _id: z.string(), name: z.string() }),
  createdAt: z.string(),
  /** When it became paid, held, failed or cancelled; null while pending. */
  settledAt: z.string().nullable(),
  /** Set for failed, cancelled and held payments; null for paid and pending ones. */
  reason: z.enum(PAYMENT_REASONS).nullable(),
});
export type PaymentStatusData = z.infer<typeof paymentStatusData>;
export const paymentStatusResponse = envelope(paymentStatusData);

/** What the IPN route answers the gateway. */
export const ipnResponse = envelope(z.object({ status: z.enum(PAYMENT_STATUSES) }));
