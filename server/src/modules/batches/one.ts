// GET /batch/{id}: one batch as its people see it (the batch page of the student and teacher apps).
import { and, eq, isNull } from 'drizzle-orm';
import { MATERIALS_MESSAGES, type Batch } from '@pathshala/shared-api/contract';
import type { Queryable } from '../../db';
import { batches } from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import { ForbiddenError } from '../../http/errors';
import { classroomBatch } from '../classroom/access';
import { viewOf } from './manage';

/**
 * The live batch (404 otherwise) for its teacher, its students, its owner and admins (403 for anyone else),
 * as GET /batch/batches shows it.
 */
export async function oneBatch(db: Queryable, caller: AuthUser, batchId: string): Promise<Batch> {
  try {
    await classroomBatch(db, caller, batchId, MATERIALS_MESSAGES.notMemberBatch);
  } catch (error) {
    if (!(error instanceof ForbiddenError)) throw error;
    const [owned] = await db
      .select({ id: batches.id })
      .from(batches)
      .where(and(eq(batches.id, batchId), eq(batches.ownerId, caller.id), isNull(batches.deletedAt)));
    if (!owned) throw error;
  }
  return viewOf(db, caller, batchId);
}
