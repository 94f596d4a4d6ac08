import type { Post } from '@pathshala/shared-api/contract';
import { useDeletePost, useJoinPost, useLeavePost, useStartBatch } from '@pathshala/shared-api/posts';
import { runWithToasts, withToasts } from '@pathshala/shared-ui/signed-in';
import { useText } from '../i18n';

/**
 * What the buttons of a post card do for a teacher: Show Interest in a student's request and withdraw it,
 * Delete their own post, and Start Batch early with the students who joined it (DESIGN §5). Each list of
 * posts (and of batches, where one was made) reloads afterwards. The toasts are in the reader's language.
 */
export function usePostActions() {
  const t = useText();
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
          title: t('postActions.interestShown.title'),
          description: t('postActions.interestShown.description', { title: joined.title }),
        }),
        failure: t('postActions.failed.showInterest'),
      }),
    withdraw: (post: Post) =>
      runWithToasts(leave.mutateAsync({ role: 'teacher', postId: post._id }), {
        failure: t('postActions.failed.withdraw'),
      }),
    /** Deletes the post (the page's confirmation says how it went). */
    remove: (post: Post) => remove.mutateAsync(post._id),
    removing: remove.isPending,
    /** Resolves once the batch is started; rejects (after its toast) when it was not. */
    startBatch: (post: Post) =>
      withToasts(start.mutateAsync(post._id), {
        success: (batch) => ({
          title: t('postActions.batchStarted.title'),
          description: t('postActions.batchStarted.description', {
            count: batch.student_ids.length,
            title: batch.title,
          }),
        }),
        failure: t('postActions.failed.startBatch'),
      }),
    starting: start.isPending,
  };
}
