import { and, count, eq, ne } from 'drizzle-orm';
import { POST_MESSAGES, type Post, type PostOwnerRole } from '@pathshala/shared-api/contract';
import type { Db, Tx } from '../../db';
import { postInterests, posts, type PostRow } from '../../db/schema';
import { BadRequestError, ConflictError, NotFoundError } from '../../http/errors';
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
  const [row] = await tx
    .select()
    .from(posts)
    .where(and(eq(posts.id, postId), ne(posts.status, 'removed')))
    .for('update');
  if (!row) throw new NotFoundError(POST_MESSAGES.notFound);
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

async function interestedStudentCount(tx: Tx, postId: string): Promise<number> {
  const [row] = await tx
    .select({ total: count() })
    .from(postInterests)
    .where(and(eq(postInterests.postId, postId), eq(postInterests.role, 'student')));
  return row?.total ?? 0;
}

async function loadAfterChange(tx: Tx, postId: string): Promise<Post> {
  const post = await loadPost(tx, postId);
  if (!post) throw new NotFoundError(POST_MESSAGES.notFound);
  return post;
}

/** A teacher shows interest in a student's request; a student joins a teacher's post or another student's request. */
export function applyInterest(db: Db, user: Interested, postId: string): Promise<Post> {
  return db.transaction(async (tx) => {
    const post = await lockOpenPost(tx, postId);
    if (user.role === 'teacher' && post.ownerRole !== 'student')
      throw new BadRequestError(POST_MESSAGES.teacherOnStudentRequestsOnly);
    if (post.ownerId === user.id) throw new BadRequestError(POST_MESSAGES.ownPost);
    if (await isInterested(tx, postId, user.id)) throw new ConflictError(POST_MESSAGES.alreadyInterested);
    if (
      user.role === 'student' &&
      post.ownerRole === 'teacher' &&
      post.isBatch &&
      post.maxSize !== null &&
      (await interestedStudentCount(tx, postId)) >= post.maxSize
    )
      throw new ConflictError(POST_MESSAGES.batchFull);

    await tx.insert(postInterests).values({ postId, userId: user.id, role: user.role });
    await notify(tx, [post.ownerId], `${user.username} is interested in your post "${post.title}"`);
    return loadAfterChange(tx, postId);
  });
}

/** Withdraws the caller's interest (a student leaving a post, a teacher withdrawing interest). */
export function retractInterest(db: Db, user: Interested, postId: string): Promise<Post> {
  return db.transaction(async (tx) => {
    const post = await lockOpenPost(tx, postId);
    const removed = await tx
      .delete(postInterests)
      .where(and(eq(postInterests.postId, postId), eq(postInterests.userId, user.id)))
      .returning({ userId: postInterests.userId });
    if (removed.length === 0) throw new ConflictError(POST_MESSAGES.notInterested);
    await notify(tx, [post.ownerId], `${user.username} withdrew interest from your post "${post.title}"`);
    return loadAfterChange(tx, postId);
  });
}
