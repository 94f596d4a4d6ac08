// Who belongs to a batch: its teacher and its students (batch_members). The schedule and the classroom both ask.
import { and, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db';
import { batches, batchMembers, type BatchRow } from '../../db/schema';

/** How someone belongs to a batch. */
export type Membership = 'teacher' | 'student';

/** The batch `batchId` unless it was deleted; null when there is none (the id must be a uuid). */
export async function liveBatch(db: Queryable, batchId: string): Promise<BatchRow | null> {
  const [batch] = await db
    .select()
    .from(batches)
    .where(and(eq(batches.id, batchId), isNull(batches.deletedAt)));
  return batch ?? null;
}

/** The caller's part in a batch: its teacher, or one of its students; null for anyone else. */
export async function membershipOf(
  db: Queryable,
  batch: Pick<BatchRow, 'id' | 'teacherId'>,
  caller: { id: string },
): Promise<Membership | null> {
  if (batch.teacherId === caller.id) return 'teacher';
  const [member] = await db
    .select({ userId: batchMembers.userId })
    .from(batchMembers)
    .where(and(eq(batchMembers.batchId, batch.id), eq(batchMembers.userId, caller.id)))
    .limit(1);
  return member ? 'student' : null;
}
