import { and, asc, eq, ne } from 'drizzle-orm';
import { POST_MESSAGES, type BatchSummary, type UserRef } from '@pathshala/shared-api/contract';
import { CHANGE_LOCK, type Queryable, type Tx } from '../../db';
import { batchMembers, batches, postInterests, posts, type PostRow } from '../../db/schema';
import { NotFoundError } from '../../http/errors';
import { dhakaDate } from '../schedule/dhaka';
import { planNewBatch } from '../schedule/plan';
import { userRefs } from '../users/repository';

/**
 * Locks a post that has not been removed for the rest of the transaction (404 otherwise). Every change
 * that reads a post's interested list and then acts on it (joining, accepting, starting a batch) takes
 * this lock first, so those changes on one post run one after the other and each sees the last.
 */
export async function lockPost(tx: Tx, postId: string): Promise<PostRow> {
  const [row] = await tx
    .select()
    .from(posts)
    .where(and(eq(posts.id, postId), ne(posts.status, 'removed')))
    .for(CHANGE_LOCK);
  if (!row) throw new NotFoundError(POST_MESSAGES.notFound);
  return row;
}

/** Users of the role interested in (or joined to) the post, in the order they came. */
export async function interestedIds(
  db: Queryable,
  postId: string,
  role: 'student' | 'teacher',
): Promise<string[]> {
  const rows = await db
    .select({ userId: postInterests.userId })
    .from(postInterests)
    .where(and(eq(postInterests.postId, postId), eq(postInterests.role, role)))
    .orderBy(asc(postInterests.createdAt), asc(postInterests.userId));
  return rows.map((row) => row.userId);
}

/**
 * How many students a teacher's offer takes: its batch size, or one for an individual offer (the first
 * student to join books it).
 */
export function offerCapacity(post: Pick<PostRow, 'isBatch' | 'maxSize'>): number {
  return post.isBatch && post.maxSize !== null ? post.maxSize : 1;
}

function refOf(refs: Map<string, UserRef>, id: string): UserRef {
  const ref = refs.get(id);
  if (!ref) throw new NotFoundError('User not found');
  return ref;
}

/**
 * Turns a locked, open post into a batch inside the caller's transaction: the batch copies the post's
 * fields, `memberIds` become its students in the order given, and the post closes (leaving search).
 * The owner of the batch is the post's owner. Its classes start `now` (the default class length), planned
 * ahead at once. Notifying people is the caller's part: who is told what depends on how the batch came about.
 */
export async function createBatchFromPost(
  tx: Tx,
  post: PostRow,
  teacherId: string,
  memberIds: readonly string[],
  now: Date,
): Promise<BatchSummary> {
  const [batch] = await tx
    .insert(batches)
    .values({
      ownerId: post.ownerId,
      teacherId,
      postId: post.id,
      title: post.title,
      subtitle: post.subtitle,
      subject: post.subject,
      class: post.class,
      time: post.time,
      salary: post.salary,
      weeklySchedule: post.weeklySchedule,
      description: post.description,
      isContinuous: post.isContinuous,
      isBatch: post.isBatch,
      maxSize: post.maxSize,
      startDate: dhakaDate(now),
    })
    .returning();
  if (!batch) throw new Error('Inserting the batch returned no row');
  await planNewBatch(tx, batch, now);
  if (memberIds.length > 0)
    await tx.insert(batchMembers).values(memberIds.map((userId) => ({ batchId: batch.id, userId })));
  await tx.update(posts).set({ status: 'closed' }).where(eq(posts.id, post.id));

  const refs = await userRefs(tx, [teacherId, post.ownerId, ...memberIds]);
  return {
    _id: batch.id,
    post_id: post.id,
    teacher_id: refOf(refs, teacherId),
    owner_id: refOf(refs, post.ownerId),
    student_ids: memberIds.map((id) => refOf(refs, id)),
    subject: post.subject,
    class: post.class,
    title: post.title,
  };
}
