import { randomBytes } from 'node:crypto';
import { and, asc, eq, gte, inArray, isNull } from 'drizzle-orm';
import { PAYMENT_MESSAGES, type PayData } from '@pathshala/shared-api/contract';
import type { AppContext } from '../../context';
import { base32 } from '../../crypto';
import type { Db, Queryable } from '../../db';
import {
  batchMembers,
  batches,
  paymentRounds,
  payments,
  teacherPaymentAccounts,
  users,
} from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import { ConflictError, ForbiddenError, NotFoundError } from '../../http/errors';
import type { Language } from '../../i18n/language';
import type { StoreCredentials } from '../../providers/payment';
import { batchName } from '../batches/manage';

/** 'PS' + 16 base32 characters (80 random bits): unique, short (SSLCommerz allows 30), URL-safe. */
export function newTranId(): string {
  return `PS${base32(randomBytes(10)).toUpperCase()}`;
}

/** The teacher's store with the password decrypted, or null when they have none. */
export async function storeOf(
  db: Queryable,
  ctx: Pick<AppContext, 'secretBox'>,
  teacherId: string | null,
): Promise<StoreCredentials | null> {
  if (!teacherId) return null;
  const [account] = await db
    .select()
    .from(teacherPaymentAccounts)
    .where(eq(teacherPaymentAccounts.userId, teacherId));
  if (!account) return null;
  return { id: account.storeId, password: ctx.secretBox.decrypt(account.storePasswordEncrypted) };
}

/** The callback URLs the gateway posts to. */
export function callbackUrls(publicUrl: string) {
  const base = `${publicUrl.replace(/\/+$/, '')}/api/v1/payment`;
  return {
    success: `${base}/success`,
    fail: `${base}/fail`,
    cancel: `${base}/cancel`,
    ipn: `${base}/ipn`,
  };
}

/**
 * POST /payment/pay: checks the rules, writes a pending payment for the oldest round the student owes,
 * asks the gateway for a session and answers where to send the payer. A gateway failure marks the
 * pending row failed and passes the gateway's 502 on.
 */
export async function startPayment(
  ctx: AppContext,
  caller: AuthUser,
  batchId: string,
  language: Language = 'en',
): Promise<PayData> {
  const db: Db = ctx.db;
  const [batch] = await db
    .select()
    .from(batches)
    .where(and(eq(batches.id, batchId), isNull(batches.deletedAt)));
  if (!batch) throw new NotFoundError(PAYMENT_MESSAGES.batchNotFound);

  const [membership] = await db
    .select({ joinedAt: batchMembers.createdAt })
    .from(batchMembers)
    .where(and(eq(batchMembers.batchId, batchId), eq(batchMembers.userId, caller.id)));
  if (!membership) throw new ForbiddenError(PAYMENT_MESSAGES.notAMember);

  // Rounds opened since the student joined (the same rule as time_to_pay), oldest first.
  const rounds = await db
    .select()
    .from(paymentRounds)
    .where(and(eq(paymentRounds.batchId, batchId), gte(paymentRounds.createdAt, membership.joinedAt)))
    .orderBy(asc(paymentRounds.createdAt), asc(paymentRounds.id));
  if (rounds.length === 0) throw new ConflictError(PAYMENT_MESSAGES.nothingDue);
  const settled = await db
    .select({ roundId: payments.roundId, status: payments.status })
    .from(payments)
    .where(
      and(
        inArray(
          payments.roundId,
          rounds.map((round) => round.id),
        ),
        eq(payments.studentId, caller.id),
        inArray(payments.status, ['paid', 'held']),
      ),
    );
  const round = rounds.find((candidate) => !settled.some((row) => row.roundId === candidate.id));
  if (!round) {
    const lastRound = rounds[rounds.length - 1]!;
    const held = settled.some((row) => row.roundId === lastRound.id && row.status === 'held');
    throw new ConflictError(held ? PAYMENT_MESSAGES.held : PAYMENT_MESSAGES.alreadyPaid);
  }

  const store = await storeOf(db, ctx, batch.teacherId);
  if (!store || !batch.teacherId) throw new ConflictError(PAYMENT_MESSAGES.teacherCannotBePaid);

  const [people] = await db
    .select({ id: users.id, firstname: users.firstname, lastname: users.lastname, email: users.email })
    .from(users)
    .where(eq(users.id, caller.id));
  const [teacher] = await db
    .select({ username: users.username, firstname: users.firstname, lastname: users.lastname })
    .from(users)
    .where(eq(users.id, batch.teacherId));
  if (!people) throw new NotFoundError('User not found');

  const tranId = newTranId();
  const [payment] = await db
    .insert(payments)
    .values({
      roundId: round.id,
      batchId,
      studentId: caller.id,
      teacherId: batch.teacherId,
      amount: round.amount,
      currency: 'BDT',
      tranId,
      status: 'pending',
    })
    .returning({ id: payments.id });
  if (!payment) throw new Error('Inserting the payment returned no row');

  try {
    const session = await ctx.payments.createSession({
      store,
      tranId,
      amount: round.amount,
      currency: 'BDT',
      productName: `Tuition fee: ${teacher?.username ?? 'teacher'} — ${batchName(batch)}`,
      payeeName: teacher ? `${teacher.firstname} ${teacher.lastname}`.trim() || teacher.username : undefined,
      customer: { name: `${people.firstname} ${people.lastname}`.trim(), email: people.email },
      urls: callbackUrls(ctx.config.publicUrl),
      values: { a: payment.id, b: batchId, c: round.id, d: caller.id },
      language,
    });
    return { redirectUrl: session.redirectUrl, tran_id: tranId, amount: round.amount, currency: 'BDT' };
  } catch (error) {
    await db
      .update(payments)
      .set({ status: 'failed' })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')));
    throw error;
  }
}
