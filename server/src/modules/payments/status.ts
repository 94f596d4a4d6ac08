import { and, eq } from 'drizzle-orm';
import { PAYMENT_MESSAGES, type PaymentReason, type PaymentStatusData } from '@pathshala/shared-api/contract';
import type { Db } from '../../db';
import { batches, payments, type PaymentRow } from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import { NotFoundError } from '../../http/errors';
import { batchName } from '../batches/manage';
import { visibleTo } from './history';
import { paidOtherwise } from './settle';

/**
 * Why a payment is not paid, from what its row keeps: a failed payment with a val_id is one whose validation
 * was refused (settleFromValId keeps the val_id), one without failed at the gateway; a held payment whose
 * round the student has paid otherwise is the duplicate to refund, any other is held for review.
 */
async function reasonOf(
  db: Db,
  payment: Pick<PaymentRow, 'id' | 'roundId' | 'studentId' | 'status' | 'valId'>,
): Promise<PaymentReason | null> {
  switch (payment.status) {
    case 'pending':
    case 'paid':
      return null;
    case 'cancelled':
      return 'cancelled';
    case 'failed':
      return payment.valId ? 'validation_failed' : 'failed';
    case 'held':
      return (await paidOtherwise(db, payment)) ? 'duplicate' : 'under_review';
  }
}

/**
 * GET /payment/status/{tranId}: one payment as the caller may see it (history's rule: the student who made
 * it, the teacher it was made to once it is paid or held). Anything else is the same 404 as an unknown id.
 */
export async function paymentStatusOf(db: Db, caller: AuthUser, tranId: string): Promise<PaymentStatusData> {
  const [row] = await db
    .select({
      id: payments.id,
      roundId: payments.roundId,
      studentId: payments.studentId,
      tranId: payments.tranId,
      status: payments.status,
      valId: payments.valId,
      amount: payments.amount,
      batchId: payments.batchId,
      createdAt: payments.createdAt,
      updatedAt: payments.updatedAt,
      title: batches.title,
      subject: batches.subject,
    })
    .from(payments)
    .innerJoin(batches, eq(batches.id, payments.batchId))
    .where(and(eq(payments.tranId, tranId), visibleTo(caller)));
  if (!row) throw new NotFoundError(PAYMENT_MESSAGES.unknownTransaction);
  return {
    tran_id: row.tranId,
    status: row.status,
    amount: row.amount,
    currency: 'BDT',
    batch: { _id: row.batchId, name: batchName(row) },
    createdAt: row.createdAt.toISOString(),
    // Each settlement writes the row: its last update is when it came to its status.
    settledAt: row.status === 'pending' ? null : row.updatedAt.toISOString(),
    reason: await reasonOf(db, row),
  };
}
