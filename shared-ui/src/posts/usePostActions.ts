import {
  getErrorMessage,
  useAcceptTeacher,
  useDeletePost,
  useJoinPost,
  useLeavePost,
} from '@pathshala/shared-api';
import type { Post, PostOwnerRole, UserRef } from '@pathshala/shared-api/contract';
import { toaster } from '../toast/toaster';

/** SPEC §8 messages; the server's reason, when it gave one, shows beneath. */
const FAILURES = {
  join: { student: 'Failed to Join the batch', teacher: 'Failed to show interest' },
  leave: { student: 'Failed to Leave the batch', teacher: 'Failed to withdraw interest' },
  accept: 'Failed to accept teacher.',
  delete: 'Failed to delete post. Please try again.',
} as const;

function failed(title: string, error: unknown) {
  const reason = getErrorMessage(error, '');
  toaster.create({ type: 'error', title, description: reason || undefined });
}

/**
 * What a post card's buttons do, for the signed-in user in `role`: join or show interest, leave or
 * withdraw, accept a teacher, delete. Each list of posts reloads afterwards (the mutations invalidate them).
 */
export function usePostActions(role: PostOwnerRole) {
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
      join.mutate(
        { role, postId: post._id },
        {
          // A joined post may leave the list it was on (recommendations, a filled batch): say where it went.
          onSuccess: (joined) =>
            toaster.create({
              type: 'success',
              title: role === 'student' ? 'Joined' : 'Interest shown',
              description:
                joined.status === 'closed'
                  ? `"${joined.title}" is full and is now a batch.`
                  : `"${joined.title}" is in Your Posts.`,
            }),
          onError: (error) => failed(FAILURES.join[role], error),
        },
      ),
    leave: (post: Post) =>
      leave.mutate({ role, postId: post._id }, { onError: (error) => failed(FAILURES.leave[role], error) }),
    accept: (post: Post, teacher: UserRef) =>
      accept.mutate(
        { postId: post._id, teacherId: teacher._id },
        {
          onSuccess: () =>
            toaster.create({
              type: 'success',
              title: 'Teacher accepted',
              description: `${teacher.username} will teach "${post.title}". Your batch is ready.`,
            }),
          onError: (error) => failed(FAILURES.accept, error),
        },
      ),
    /** Resolves true once the post is deleted. */
    remove: (post: Post) =>
      remove.mutateAsync(post._id).then(
        () => true,
        (error: unknown) => {
          failed(FAILURES.delete, error);
          return false;
        },
      ),
    removing: remove.isPending,
  };
}
