import { and, eq, ne } from 'drizzle-orm';
import type { PaymentReason, PaymentStatus } from '@pathshala/shared-api/contract';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db';
import { batches, paymentRounds, payments, users, type PaymentRow } from '../../db/schema';
import type { StoreCredentials, ValidatedPayment } from '../../providers/payment';
import { batchName } from '../batches/manage';
import { withNotices } from '../notifications/notices';
import { paymentReceivedNotice } from './mails';
import { storeOf } from './pay';

/** What a callback comes to: the payment's status afterwards and, when it is not paid, why (for the log). */
export type Settlement =
  | { outcome: 'unknown' }
  | { outcome: 'paid'; tranId: string; changed: boolean }
  | { outcome: 'not-paid'; tranId: string; status: PaymentStatus; reason: PaymentReason };

export interface SettleLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export async function paymentByTranId(db: Queryable, tranId: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.tranId, tranId));
  return row ?? null;
}

/** Whether the payment's student has paid its round with another payment (this one is then the duplicate). */
export async function paidOtherwise(
  db: Queryable,
  payment: Pick<PaymentRow, 'id' | 'roundId' | 'studentId'>,
): Promise<boolean> {
  const [other] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.roundId, payment.roundId),
        eq(payments.studentId, payment.studentId),
        eq(payments.status, 'paid'),
        ne(payments.id, payment.id),
      ),
    )
    .limit(1);
  return other !== undefined;
}

/** The store a payment was made to (its teacher's), for validating and verifying its callbacks. */
export function storeOfPayment(ctx: AppContext, payment: PaymentRow): Promise<StoreCredentials | null> {
  return storeOf(ctx.db, ctx, payment.teacherId);
}

type Verdict =
  | { kind: 'paid'; validated: ValidatedPayment }
  | { kind: 'held'; validated: ValidatedPayment }
  /** `detail`: for the log only. */
  | { kind: 'refused'; detail: string };

/** What the gateway's validation answer means for our record: only the exact payment we asked for counts. */
function judge(payment: PaymentRow, validated: ValidatedPayment): Verdict {
  if (!validated.paid) return { kind: 'refused', detail: 'not paid at the gateway' };
  if (
    validated.tranId !== payment.tranId ||
    validated.amount !== payment.amount ||
    validated.currency !== payment.currency
  ) {
    return { kind: 'refused', detail: 'another transaction, amount or currency' };
  }
  if (validated.riskLevel === 1) return { kind: 'held', validated };
  return { kind: 'paid', validated };
}

const gatewayFields = (validated: ValidatedPayment) => ({
  valId: validated.valId,
  bankTranId: validated.bankTranId,
  cardType: validated.cardType,
  riskLevel: validated.riskLevel === null ? null : String(validated.riskLevel),
});

/**
 * Settles the payment `tranId` from a val_id (the success POST's or a verified IPN's): the gateway's
 * validation API is asked first (outside any transaction: no lock is held across a network call), then,
 * in one transaction with the payment row locked, the verdict is applied exactly once. A paid row never
 * changes again; a refusal only fails a pending row. The teacher is notified in that transaction and
 * mailed after it. A PaymentGatewayError from validate() propagates (nothing changed).
 */
export async function settleFromValId(
  ctx: AppContext,
  tranId: string,
  valId: string | null,
  log: SettleLog,
): Promise<Settlement> {
  const found = await paymentByTranId(ctx.db, tranId);
  if (!found) return { outcome: 'unknown' };
  if (found.status === 'paid') return { outcome: 'paid', tranId, changed: false };

  const store = await storeOfPayment(ctx, found);
  let verdict: Verdict;
  if (!valId) verdict = { kind: 'refused', detail: 'no val_id' };
  else if (!store) verdict = { kind: 'refused', detail: 'no store to validate with' };
  else verdict = judge(found, await ctx.payments.validate({ store, valId }));

  const settlement: Settlement = await withNotices(ctx, log, async (tx, notices) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, found.id)).for('update');
    if (!payment) throw new Error('The payment disappeared while it was being settled');
    if (payment.status === 'paid') {
      return { outcome: 'paid', tranId, changed: false } as const;
    }
    if (verdict.kind === 'refused') {
      // The val_id stays on the failed payment: it tells a refused validation from a failure at the gateway.
      if (payment.status === 'pending') {
        await tx.update(payments).set({ status: 'failed', valId }).where(eq(payments.id, payment.id));
      }
      const status = payment.status === 'pending' ? 'failed' : payment.status;
      return { outcome: 'not-paid', tranId, status, reason: 'validation_failed' } as const;
    }
    if (verdict.kind === 'held') {
      if (payment.status !== 'held') {
        await tx
          .update(payments)
          .set({ status: 'held', ...gatewayFields(verdict.validated) })
          .where(eq(payments.id, payment.id));
      }
      return { outcome: 'not-paid', tranId, status: 'held', reason: 'under_review' } as const;
    }

    // Two payments of one round (two Pay tabs) may both succeed at the gateway: the round's lock makes
    // their settlements take turns, and the second is held to be refunded instead of counted again.
    await tx
      .select({ id: paymentRounds.id })
      .from(paymentRounds)
      .where(eq(paymentRounds.id, payment.roundId))
      .for('update');
    if (await paidOtherwise(tx, payment)) {
      await tx
        .update(payments)
        .set({ status: 'held', ...gatewayFields(verdict.validated) })
        .where(eq(payments.id, payment.id));
      return { outcome: 'not-paid', tranId, status: 'held', reason: 'duplicate' } as const;
    }
    await tx
      .update(payments)
      .set({ status: 'paid', ...gatewayFields(verdict.validated) })
      .where(eq(payments.id, payment.id));
    const [batch] = await tx.select().from(batches).where(eq(batches.id, payment.batchId));
    const [student] = await tx
      .select({ username: users.username })
      .from(users)
      .where(eq(users.id, payment.studentId));
    const [teacher] = payment.teacherId
      ? await tx.select({ id: users.id }).from(users).where(eq(users.id, payment.teacherId))
      : [];
    const name = batch ? batchName(batch) : 'a batch';
    const studentName = student?.username ?? 'A student';
    if (teacher)
      await notices.add(tx, [teacher.id], paymentReceivedNotice(studentName, payment.amount, name, tranId));
    return { outcome: 'paid', tranId, changed: true } as const;
  });

  if (settlement.outcome === 'paid' && settlement.changed) {
    log.info({ tranId }, 'payment settled as paid');
  } else if (settlement.outcome === 'not-paid') {
    const detail = verdict.kind === 'refused' ? verdict.detail : undefined;
    log.warn(
      { tranId, status: settlement.status, reason: settlement.reason, detail },
      'payment not settled as paid',
    );
  }
  return settlement;
}

/**
 * A failure or cancellation the gateway reported (verified): a pending payment becomes `status`; any
 * other state stays (a paid or held payment is never undone by a later failure message). In one
 * transaction with the row locked. Returns the status afterwards, or null for an unknown tran_id.
 */
export async function closeUnpaid(
  ctx: AppContext,
  tranId: string,
  status: 'failed' | 'cancelled',
): Promise<PaymentStatus | null> {
  return ctx.db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.tranId, tranId)).for('update');
    if (!payment) return null;
    if (payment.status !== 'pending') return payment.status;
    await tx.update(payments).set({ status }).where(eq(payments.id, payment.id));
    return status;
  });
}
