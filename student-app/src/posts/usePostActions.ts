import type { Post, UserRef } from '@pathshala/shared-api/contract';
import { useAcceptTeacher, useDeletePost, useJoinPost, useLeavePost } from '@pathshala/shared-api/posts';
import { runWithToasts } from '@pathshala/shared-ui/signed-in';

/** SPEC §8 messages; the server's reason, when it gave one, shows beneath. */
export const POST_FAILURES = {
  join: 'Failed to Join the batch',
  leave: 'Failed to Leave the batch',
  accept: 'Failed to accept teacher.',
} as const;

/**
 * What the buttons of a post card do for a student: Join and Leave a post, Accept an interested teacher on
 * their own request, Delete it. Each list of posts (and of batches, where one was made) reloads afterwards.
 */
export function usePostActions() {
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
          title: 'Joined',
          description:
            joined.status === 'closed'
              ? `"${joined.title}" is full and is now a batch.`
              : `"${joined.title}" is in Your Posts.`,
        }),
        failure: POST_FAILURES.join,
      }),
    leave: (post: Post) =>
      runWithToasts(leave.mutateAsync({ role: 'student', postId: post._id }), {
        failure: POST_FAILURES.leave,
      }),
    accept: (post: Post, teacher: UserRef) =>
      runWithToasts(accept.mutateAsync({ postId: post._id, teacherId: teacher._id }), {
        success: {
          title: 'Teacher accepted',
          description: `${teacher.username} will teach "${post.title}". Your batch is ready.`,
        },
        failure: POST_FAILURES.accept,
      }),
    /** Deletes the post (the page's confirmation says how it went). */
    remove: (post: Post) => remove.mutateAsync(post._id),
    removing: remove.isPending,
  };
}
