import { POST_MESSAGES, type CreatePostBody, type UpdatePostBody } from '@pathshala/shared-api/contract';
import type { Db } from '../../db';
import type { PostRow } from '../../db/schema';
import { BadRequestError, ConflictError, conflictOn, ForbiddenError } from '../../http/errors';
import { interestedIds, lockPost, offerCapacity } from '../batches/from-post';
import {
  checkedLocation,
  checkMatching,
  checkTutorGender,
  editedLocation,
  FieldErrors,
  touchesLocation,
} from './matching';
import { toPostColumns, updatePost } from './repository';

/** A post that is a batch keeps a size; one that is not has none. */
export function batchSize(isBatch: boolean, maxSize: number | null | undefined): number | null {
  if (!isBatch) return null;
  if (maxSize === undefined || maxSize === null)
    throw new BadRequestError(POST_MESSAGES.batchSizeMin, { max_size: POST_MESSAGES.batchSizeMin });
  return maxSize;
}

/**
 * The columns of a new post by an owner of the role, its place and tutor gender checked (the contract has
 * checked the rest): a place that does not exist or does not belong together, or a teacher's offer that
 * prefers a tutor gender, is a 400 naming the field. The division is filled in from the district.
 */
export function newPostColumns(ownerRole: PostRow['ownerRole'], body: CreatePostBody) {
  const errors = new FieldErrors();
  const place = checkedLocation(body, errors);
  checkTutorGender(ownerRole, body.preferred_tutor_gender, errors);
  errors.throwIfAny();
  return { ...toPostColumns(body), ...place, maxSize: batchSize(body.is_batch, body.max_size) };
}

/** The fields whose change re-checks the matching rules (the class decides whether a medium is needed). */
const MATCHING_FIELDS = ['modes', 'division', 'district', 'area', 'medium', 'class'] as const;

/**
 * An edit's matching fields checked against the post it makes (the stored post with the edit applied), as
 * the batch size is. A post from before these fields existed may lack them: it can still be edited in its
 * other fields, and is held to the rules only once an edit touches one of them or its class.
 */
function editedMatchingColumns(existing: PostRow, body: UpdatePostBody) {
  const errors = new FieldErrors();
  checkTutorGender(existing.ownerRole, body.preferred_tutor_gender, errors);
  const place = touchesLocation(body) ? checkedLocation(editedLocation(existing, body), errors) : {};
  errors.throwIfAny();
  if (MATCHING_FIELDS.some((field) => body[field] !== undefined)) {
    checkMatching(
      {
        modes: body.modes ?? existing.modes,
        district: existing.district,
        area: existing.area,
        ...place,
        medium: body.medium !== undefined ? body.medium : existing.medium,
        class: body.class ?? existing.class,
      },
      errors,
    );
    errors.throwIfAny();
  }
  return place;
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
      ...editedMatchingColumns(existing, body),
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
