import { POST_MESSAGES, type BatchSummary } from '@pathshala/shared-api/contract';
import { ConflictError, ForbiddenError } from '../../http/errors';
import { withNotices, type NoticeContext, type NoticeLog } from '../notifications/notices';
import { BATCH_NOTICES } from './mails';
import { createBatchFromPost, interestedIds, lockPost, offerCapacity } from './from-post';

/**
 * A teacher starts a batch from their own open offer before it fills: the students who joined so far,
 * in the order they joined and up to the offer's capacity, become its members; the post closes. The
 * post row is locked, so a student joining at the same moment either joins first and is included, or
 * finds the post closed.
 */
export function startBatchEarly(
  ctx: NoticeContext,
  log: NoticeLog,
  teacherId: string,
  postId: string,
): Promise<BatchSummary> {
  return withNotices(ctx, log, async (tx, notices) => {
    const post = await lockPost(tx, postId);
    if (post.ownerId !== teacherId || post.ownerRole !== 'teacher')
      throw new ForbiddenError(POST_MESSAGES.startBatchOwnPostOnly);
    if (post.status !== 'open') throw new ConflictError(POST_MESSAGES.notOpen);
    const members = (await interestedIds(tx, postId, 'student')).slice(0, offerCapacity(post));
    if (members.length === 0) throw new ConflictError(POST_MESSAGES.noStudentsJoined);

    const batch = await createBatchFromPost(tx, post, teacherId, members, ctx.clock());
    await notices.add(tx, members, BATCH_NOTICES.added(post.title));
    return batch;
  });
}
