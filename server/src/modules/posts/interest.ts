import { and, eq } from 'drizzle-orm';
import { POST_MESSAGES, type Post, type PostOwnerRole } from '@pathshala/shared-api/contract';
import type { Tx } from '../../db';
import { postInterests, type PostRow } from '../../db/schema';
import { BadRequestError, ConflictError, NotFoundError } from '../../http/errors';
import { createBatchFromPost, interestedIds, lockPost, offerCapacity } from '../batches/from-post';
import { BATCH_NOTICES } from '../batches/mails';
import { withNotices, type NoticeContext, type NoticeLog, type Notices } from '../notifications/notices';
import { notify } from '../notifications/writer';
import { loadPost } from './repository';

/** The caller acting on a post; `role` is theirs, already checked against the route's `{role}`. */
export interface Interested {
  id: string;
  username: string;
  role: PostOwnerRole;
}

/**
 * Locks the post row for the rest of the transaction, so every interest change on one post runs one
 * after the other: the "already interested" and "batch is full" checks then see every earlier change.
 */
async function lockOpenPost(tx: Tx, postId: string): Promise<PostRow> {
  const row = await lockPost(tx, postId);
  if (row.status !== 'open') throw new ConflictError(POST_MESSAGES.notOpen);
  return row;
}

async function isInterested(tx: Tx, postId: string, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ userId: postInterests.userId })
    .from(postInterests)
    .where(and(eq(postInterests.postId, postId), eq(postInterests.userId, userId)))
    .limit(1);
  return row !== undefined;
}

async function loadAfterChange(tx: Tx, postId: string): Promise<Post> {
  const post = await loadPost(tx, postId);
  if (!post) throw new NotFoundError(POST_MESSAGES.notFound);
  return post;
}

/**
 * When the students who joined a teacher's offer fill it, the offer becomes a batch in the same
 * transaction: the teacher teaches and owns it, the students are its members in the order they joined.
 */
async function convertIfFull(tx: Tx, notices: Notices, post: PostRow, now: Date): Promise<void> {
  const capacity = offerCapacity(post);
  const students = await interestedIds(tx, post.id, 'student');
  if (students.length < capacity) return;
  const members = students.slice(0, capacity);
  await createBatchFromPost(tx, post, post.ownerId, members, now);
  await notify(tx, [post.ownerId], (text) => text.t('notice.postFull', { post: post.title }));
  await notices.add(tx, members, BATCH_NOTICES.added(post.title));
}

/**
 * A teacher shows interest in a student's request; a student joins a teacher's post or another
 * student's request. The student who fills a teacher's offer turns it into a batch (see convertIfFull);
 * the answer is then the post, closed.
 */
export function applyInterest(
  ctx: NoticeContext,
  log: NoticeLog,
  user: Interested,
  postId: string,
): Promise<Post> {
  return withNotices(ctx, log, async (tx, notices) => {
    const post = await lockOpenPost(tx, postId);
    if (user.role === 'teacher' && post.ownerRole !== 'student')
      throw new BadRequestError(POST_MESSAGES.teacherOnStudentRequestsOnly);
    if (post.ownerId === user.id) throw new BadRequestError(POST_MESSAGES.ownPost);
    if (await isInterested(tx, postId, user.id)) throw new ConflictError(POST_MESSAGES.alreadyInterested);
    const joinsOffer = user.role === 'student' && post.ownerRole === 'teacher';
    // Only reachable when the teacher lowered the size below the students already in: a full offer
    // otherwise closes as it fills.
    if (joinsOffer && (await interestedIds(tx, postId, 'student')).length >= offerCapacity(post))
      throw new ConflictError(POST_MESSAGES.batchFull);

    await tx.insert(postInterests).values({ postId, userId: user.id, role: user.role });
    await notify(tx, [post.ownerId], (text) =>
      text.t('notice.interestShown', { username: user.username, post: post.title }),
    );
    if (joinsOffer) await convertIfFull(tx, notices, post, ctx.clock());
    return loadAfterChange(tx, postId);
  });
}

/** Withdraws the caller's interest (a student leaving a post, a teacher withdrawing interest). */
export function retractInterest(
  ctx: NoticeContext,
  log: NoticeLog,
  user: Interested,
  postId: string,
): Promise<Post> {
  return withNotices(ctx, log, async (tx) => {
    const post = await lockOpenPost(tx, postId);
    const removed = await tx
      .delete(postInterests)
      .where(and(eq(postInterests.postId, postId), eq(postInterests.userId, user.id)))
      .returning({ userId: postInterests.userId });
    if (removed.length === 0) throw new ConflictError(POST_MESSAGES.notInterested);
    await notify(tx, [post.ownerId], (text) =>
      text.t('notice.interestWithdrawn', { username: user.username, post: post.title }),
    );
    return loadAfterChange(tx, postId);
  });
}
