import { POST_MESSAGES, type BatchSummary } from '@pathshala/shared-api/contract';
import type { Db } from '../../db';
import { ConflictError, ForbiddenError } from '../../http/errors';
import { notify } from '../notifications/writer';
import { createBatchFromPost, interestedIds, lockPost, offerCapacity } from './from-post';

/**
 * A teacher starts a batch from their own open offer before it fills: the students who joined so far,
 * in the order they joined and up to the offer's capacity, become its members; the post closes. The
 * post row is locked, so a student joining at the same moment either joins first and is included, or
 * finds the post closed.
 */
export function startBatchEarly(db: Db, teacherId: string, postId: string): Promise<BatchSummary> {
  return db.transaction(async (tx) => {
    const post = await lockPost(tx, postId);
    if (post.ownerId !== teacherId || post.ownerRole !== 'teacher')
      throw new ForbiddenError(POST_MESSAGES.startBatchOwnPostOnly);
    if (post.status !== 'open') throw new ConflictError(POST_MESSAGES.notOpen);
    const members = (await interestedIds(tx, postId, 'student')).slice(0, offerCapacity(post));
    if (members.length === 0) throw new ConflictError(POST_MESSAGES.noStudentsJoined);

    const batch = await createBatchFromPost(tx, post, teacherId, members);
    await notify(tx, members, `You were added to a batch for "${post.title}"`);
    return batch;
  });
}
