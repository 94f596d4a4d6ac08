import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { LastPayment, PaymentHistoryItem } from '@pathshala/shared-api/contract';
import type { Db } from '../../db';
import { batches, payments, users } from '../../db/schema';
import type { AuthUser } from '../../http/auth';

/** A student sees the payments they made; a teacher the payments made to them (paid or held); an admin all. */
export function visibleTo(caller: AuthUser): SQL | undefined {
  if (caller.role === 'student') return eq(payments.studentId, caller.id);
  if (caller.role === 'teacher') {
    return and(eq(payments.teacherId, caller.id), inArray(payments.status, ['paid', 'held']));
  }
  return undefined;
}

/** GET /payment/get-last-payment: the caller's newest paid payment (made, or received by a teacher). */
export async function lastPaidPayment(db: Db, caller: AuthUser): Promise<LastPayment | null> {
  const mine =
    caller.role === 'teacher' ? eq(payments.teacherId, caller.id) : eq(payments.studentId, caller.id);
  const [row] = await db
    .select({
      tranId: payments.tranId,
      createdAt: payments.createdAt,
      amount: payments.amount,
      batchId: payments.batchId,
    })
    .from(payments)
    .where(and(mine, eq(payments.status, 'paid')))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1);
  return row
    ? {
        trnx_id: row.tranId,
        createdAt: row.createdAt.toISOString(),
        amount: row.amount,
        batchId: row.batchId,
      }
    : null;
}

const students = alias(users, 'student');
const teachers = alias(users, 'teacher');

/** GET /payment/history: newest first, paginated. */
export async function paymentHistory(
  db: Db,
  caller: AuthUser,
  page: number,
  limit: number,
): Promise<{ items: PaymentHistoryItem[]; total: number }> {
  const where = visibleTo(caller);
  const rows = await db
    .select({
      id: payments.id,
      tranId: payments.tranId,
      amount: payments.amount,
      currency: payments.currency,
      status: payments.status,
      batchId: payments.batchId,
      studentId: payments.studentId,
      teacherId: payments.teacherId,
      createdAt: payments.createdAt,
      updatedAt: payments.updatedAt,
      batchTitle: batches.title,
      batchSubject: batches.subject,
      studentName: students.username,
      teacherName: teachers.username,
    })
    .from(payments)
    .innerJoin(batches, eq(batches.id, payments.batchId))
    .innerJoin(students, eq(students.id, payments.studentId))
    .leftJoin(teachers, eq(teachers.id, payments.teacherId))
    .where(where)
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const [counted] = await db.select({ total: count() }).from(payments).where(where);
  return {
    total: counted?.total ?? 0,
    items: rows.map(({ batchTitle, batchSubject, studentName, teacherName, ...payment }) => ({
      _id: payment.id,
      tran_id: payment.tranId,
      amount: payment.amount,
      currency: payment.currency,
      status: payment.status,
      batch: { _id: payment.batchId, title: batchTitle, subject: batchSubject },
      student: { _id: payment.studentId, username: studentName },
      teacher:
        payment.teacherId && teacherName !== null ? { _id: payment.teacherId, username: teacherName } : null,
      createdAt: payment.createdAt.toISOString(),
      // A paid row is never written again, so its last update is when it was settled.
      paidAt: payment.status === 'paid' ? payment.updatedAt.toISOString() : null,
    })),
  };
}
