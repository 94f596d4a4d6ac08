import type { Post, UserRef } from '@pathshala/shared-api/contract';
import { useAcceptTeacher, useDeletePost, useJoinPost, useLeavePost } from '@pathshala/shared-api/posts';
import { runWithToasts } from '@pathshala/shared-ui/signed-in';
import { useText } from '../i18n';

/**
 * What the buttons of a post card do for a student: Join and Leave a post, Accept an interested teacher on
 * their own request, Delete it. Each list of posts (and of batches, where one was made) reloads afterwards.
 * The toasts are SPEC §8's messages in the reader's language; the server's reason, when it gave one, shows
 * beneath.
 */
export function usePostActions() {
  const t = useText();
  const join = useJoinPost();
  const leave = useLeavePost();
  const accept = useAcceptTeacher();
  const remove = useDeletePost();

  const pendingPostId =
    (join.isPending && join.variables?.postId) ||
    (leave.isPending && leave.variables?.postId) ||
    (accept.isPending && accept.variables?.postId) ||
    (remove.isPending && remove.variables) ||
    null;

  return {
    pendingPostId,
    join: (post: Post) =>
      runWithToasts(join.mutateAsync({ role: 'student', postId: post._id }), {
        // A joined post may leave the list it was on (recommendations, a filled batch): say where it went.
        success: (joined) => ({
          title: t('postActions.joined.title'),
          description:
            joined.status === 'closed'
              ? t('postActions.joined.full', { title: joined.title })
              : t('postActions.joined.inYourPosts', { title: joined.title }),
        }),
        failure: t('postActions.failed.join'),
      }),
    leave: (post: Post) =>
      runWithToasts(leave.mutateAsync({ role: 'student', postId: post._id }), {
        failure: t('postActions.failed.leave'),
      }),
    accept: (post: Post, teacher: UserRef) =>
      runWithToasts(accept.mutateAsync({ postId: post._id, teacherId: teacher._id }), {
        success: {
          title: t('postActions.accepted.title'),
          description: t('postActions.accepted.description', {
            teacher: teacher.username,
            title: post.title,
          }),
        },
        failure: t('postActions.failed.accept'),
      }),
    /** Deletes the post (the page's confirmation says how it went). */
    remove: (post: Post) => remove.mutateAsync(post._id),
    removing: remove.isPending,
  };
}
