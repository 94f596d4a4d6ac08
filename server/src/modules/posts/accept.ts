import { POST_MESSAGES, type BatchSummary } from '@pathshala/shared-api/contract';
import type { PostRow } from '../../db/schema';
import { ConflictError, ForbiddenError } from '../../http/errors';
import { BATCH_NOTICES } from '../batches/mails';
import { withNotices, type NoticeContext, type NoticeLog } from '../notifications/notices';
import { notify } from '../notifications/writer';
import { createBatchFromPost, interestedIds, lockPost } from '../batches/from-post';

/** The owner first, then interested students in the order they joined, up to the batch size. */
function chooseMembers(post: PostRow, students: readonly string[]): string[] {
  const members = [post.ownerId, ...students.filter((id) => id !== post.ownerId)];
  return post.maxSize === null ? members : members.slice(0, post.maxSize);
}

/**
 * A student accepts a teacher who showed interest in their request: the request becomes a batch with
 * that teacher, the owner and the interested students, and the post closes (leaving search). The post
 * row is locked, so two accepts on one post run one after the other and the second finds it closed.
 */
export function acceptTeacher(
  ctx: NoticeContext,
  log: NoticeLog,
  studentId: string,
  postId: string,
  teacherId: string,
): Promise<BatchSummary> {
  return withNotices(ctx, log, async (tx, notices) => {
    const post = await lockPost(tx, postId);
    if (post.ownerId !== studentId || post.ownerRole !== 'student')
      throw new ForbiddenError(POST_MESSAGES.acceptOwnPostOnly);
    if (post.status !== 'open') throw new ConflictError(POST_MESSAGES.notOpen);
    if (!(await interestedIds(tx, postId, 'teacher')).includes(teacherId))
      throw new ConflictError(POST_MESSAGES.teacherNotInterested);

    const members = chooseMembers(post, await interestedIds(tx, postId, 'student'));
    const batch = await createBatchFromPost(tx, post, teacherId, members, ctx.clock());

    await notify(tx, [teacherId], (text) => text.t('notice.interestAccepted', { post: post.title }));
    await notices.add(
      tx,
      members.filter((id) => id !== studentId),
      BATCH_NOTICES.added(post.title),
    );
    return batch;
  });
}
