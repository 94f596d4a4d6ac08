import type { Post } from '@pathshala/shared-api/contract';
import { useDeletePost, useJoinPost, useLeavePost, useStartBatch } from '@pathshala/shared-api/posts';
import { runWithToasts, withToasts } from '@pathshala/shared-ui/signed-in';

export const POST_FAILURES = {
  showInterest: 'Failed to show interest',
  withdraw: 'Failed to withdraw interest',
  startBatch: 'Failed to start the batch',
} as const;

/** '1 student', '3 students'. */
export const studentCount = (count: number) => `${count} ${count === 1 ? 'student' : 'students'}`;

/**
 * What the buttons of a post card do for a teacher: Show Interest in a student's request and withdraw it,
 * Delete their own post, and Start Batch early with the students who joined it (DESIGN §5). Each list of
 * posts (and of batches, where one was made) reloads afterwards.
 */
export function usePostActions() {
  const join = useJoinPost();
  const leave = useLeavePost();
  const remove = useDeletePost();
  const start = useStartBatch();

  const pendingPostId =
    (join.isPending && join.variables?.postId) ||
    (leave.isPending && leave.variables?.postId) ||
    (remove.isPending && remove.variables) ||
    (start.isPending && start.variables) ||
    null;

  return {
    pendingPostId,
    showInterest: (post: Post) =>
      runWithToasts(join.mutateAsync({ role: 'teacher', postId: post._id }), {
        success: (joined) => ({
          title: 'Interest shown',
          description: `"${joined.title}" is in Your Posts.`,
        }),
        failure: POST_FAILURES.showInterest,
      }),
    withdraw: (post: Post) =>
      runWithToasts(leave.mutateAsync({ role: 'teacher', postId: post._id }), {
        failure: POST_FAILURES.withdraw,
      }),
    /** Deletes the post (the page's confirmation says how it went). */
    remove: (post: Post) => remove.mutateAsync(post._id),
    removing: remove.isPending,
    /** Resolves once the batch is started; rejects (after its toast) when it was not. */
    startBatch: (post: Post) =>
      withToasts(start.mutateAsync(post._id), {
        success: (batch) => ({
          title: 'Batch started',
          description: `${studentCount(batch.student_ids.length)} joined "${batch.title}".`,
        }),
        failure: POST_FAILURES.startBatch,
      }),
    starting: start.isPending,
  };
}
