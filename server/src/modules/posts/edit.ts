import { POST_MESSAGES, type UpdatePostBody } from '@pathshala/shared-api/contract';
import type { Db } from '../../db';
import { BadRequestError, ConflictError, conflictOn, ForbiddenError } from '../../http/errors';
import { interestedIds, lockPost, offerCapacity } from '../batches/from-post';
import { toPostColumns, updatePost } from './repository';

/** A post that is a batch keeps a size; one that is not has none. */
export function batchSize(isBatch: boolean, maxSize: number | null | undefined): number | null {
  if (!isBatch) return null;
  if (maxSize === undefined || maxSize === null)
    throw new BadRequestError(POST_MESSAGES.batchSizeMin, { max_size: POST_MESSAGES.batchSizeMin });
  return maxSize;
}

/**
 * The owner edits an open post. The row is locked like a join's, so a teacher's offer can never be
 * edited down to the students who already joined it: a full offer becomes a batch when it fills, and an
 * open one must have a seat left (to teach just those students, the teacher starts the batch).
 */
export function editPost(db: Db, ownerId: string, postId: string, body: UpdatePostBody): Promise<void> {
  return db.transaction(async (tx) => {
    const existing = await lockPost(tx, postId);
    if (existing.ownerId !== ownerId) throw new ForbiddenError(POST_MESSAGES.notOwner);
    if (existing.status !== 'open') throw new ConflictError(POST_MESSAGES.notOpen);
    const isBatch = body.is_batch ?? existing.isBatch;
    const edited = {
      ...toPostColumns(body),
      maxSize: batchSize(isBatch, body.max_size === undefined ? existing.maxSize : body.max_size),
    };
    if (existing.ownerRole === 'teacher') {
      const joined = (await interestedIds(tx, postId, 'student')).length;
      if (joined > 0 && offerCapacity({ ...existing, isBatch, maxSize: edited.maxSize }) <= joined)
        throw conflictOn({ max_size: POST_MESSAGES.capacityNotAboveJoined });
    }
    await updatePost(tx, postId, edited);
  });
}
