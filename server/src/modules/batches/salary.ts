// The teacher's answer to a new salary the owner asked for (updateBatch keeps it in `proposed_salary`).
import { eq } from 'drizzle-orm';
import { BATCH_MESSAGES, type Batch } from '@pathshala/shared-api/contract';
import { batches } from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import { ConflictError, ForbiddenError } from '../../http/errors';
import { withNotices, type NoticeContext, type NoticeLog } from '../notifications/notices';
import { BATCH_NOTICES } from './mails';
import { batchName, lockBatch, othersOf, viewOf } from './manage';

/**
 * PUT /batch/{batchId}/salary/agree or /decline: only the batch's teacher answers (403), and only while a new
 * salary waits (409). Agreeing makes it the salary and tells the owner and the students; declining drops it
 * and tells the owner.
 */
export function answerSalaryProposal(
  ctx: NoticeContext,
  log: NoticeLog,
  caller: AuthUser,
  batchId: string,
  agree: boolean,
): Promise<Batch> {
  return withNotices(ctx, log, async (tx, notices) => {
    const batch = await lockBatch(tx, batchId);
    if (batch.teacherId !== caller.id) throw new ForbiddenError(BATCH_MESSAGES.notTeacherSalary);
    const proposed = batch.proposedSalary;
    if (proposed === null) throw new ConflictError(BATCH_MESSAGES.noSalaryProposal);
    const salary = agree ? proposed : batch.salary;
    await tx.update(batches).set({ salary, proposedSalary: null }).where(eq(batches.id, batchId));
    const name = batchName(batch);
    if (agree)
      await notices.add(
        tx,
        await othersOf(tx, batch, caller.id),
        BATCH_NOTICES.salaryAgreed(caller.username, name, salary),
      );
    else await notices.add(tx, [batch.ownerId], BATCH_NOTICES.salaryDeclined(caller.username, name, salary));
    return viewOf(tx, caller, batchId);
  });
}
