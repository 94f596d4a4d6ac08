import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { POST_MESSAGES, type BatchSummary, type UserRef } from '@pathshala/shared-api/contract';
import type { Db, Tx } from '../../db';
import { batchMembers, batches, postInterests, posts, users, type PostRow } from '../../db/schema';
import { ConflictError, ForbiddenError, NotFoundError } from '../../http/errors';
import { notify } from '../notifications/writer';

/**
 * Locks the post row: two accepts on one post run one after the other, so the second sees the post
 * closed by the first and only one batch is made.
 */
async function lockOwnOpenRequest(tx: Tx, postId: string, studentId: string): Promise<PostRow> {
  const [row] = await tx
    .select()
    .from(posts)
    .where(and(eq(posts.id, postId), ne(posts.status, 'removed')))
    .for('update');
  if (!row) throw new NotFoundError(POST_MESSAGES.notFound);
  if (row.ownerId !== studentId || row.ownerRole !== 'student')
    throw new ForbiddenError(POST_MESSAGES.acceptOwnPostOnly);
  if (row.status !== 'open') throw new ConflictError(POST_MESSAGES.notOpen);
  return row;
}

async function interestedIds(tx: Tx, postId: string, role: 'student' | 'teacher'): Promise<string[]> {
  const rows = await tx
    .select({ userId: postInterests.userId })
    .from(postInterests)
    .where(and(eq(postInterests.postId, postId), eq(postInterests.role, role)))
    .orderBy(asc(postInterests.createdAt), asc(postInterests.userId));
  return rows.map((row) => row.userId);
}

/** The owner first, then interested students in the order they joined, up to the batch size. */
function chooseMembers(post: PostRow, students: readonly string[]): string[] {
  const members = [post.ownerId, ...students.filter((id) => id !== post.ownerId)];
  return post.maxSize === null ? members : members.slice(0, post.maxSize);
}

async function userRefs(tx: Tx, ids: readonly string[]): Promise<Map<string, UserRef>> {
  const rows = await tx
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return new Map(rows.map((row) => [row.id, { _id: row.id, username: row.username }]));
}

function refOf(refs: Map<string, UserRef>, id: string): UserRef {
  const ref = refs.get(id);
  if (!ref) throw new NotFoundError('User not found');
  return ref;
}

/**
 * A student accepts a teacher who showed interest in their request: the request becomes a batch with
 * that teacher, the owner and the interested students, and the post closes (leaving search).
 */
export function acceptTeacher(
  db: Db,
  studentId: string,
  postId: string,
  teacherId: string,
): Promise<BatchSummary> {
  return db.transaction(async (tx) => {
    const post = await lockOwnOpenRequest(tx, postId, studentId);
    if (!(await interestedIds(tx, postId, 'teacher')).includes(teacherId))
      throw new ConflictError(POST_MESSAGES.teacherNotInterested);

    const members = chooseMembers(post, await interestedIds(tx, postId, 'student'));
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
      })
      .returning({ id: batches.id });
    if (!batch) throw new Error('Inserting the batch returned no row');
    await tx.insert(batchMembers).values(members.map((userId) => ({ batchId: batch.id, userId })));
    await tx.update(posts).set({ status: 'closed' }).where(eq(posts.id, post.id));

    await notify(tx, [teacherId], `Your interest in "${post.title}" was accepted`);
    await notify(
      tx,
      members.filter((id) => id !== studentId),
      `You were added to a batch for "${post.title}"`,
    );

    const refs = await userRefs(tx, [teacherId, ...members]);
    return {
      _id: batch.id,
      post_id: post.id,
      teacher_id: refOf(refs, teacherId),
      owner_id: refOf(refs, post.ownerId),
      student_ids: members.map((id) => refOf(refs, id)),
      subject: post.subject,
      class: post.class,
      title: post.title,
    };
  });
}
