import type { Post } from '@pathshala/shared-api/contract';
import { useState } from 'react';
import { lazyTexts } from '../i18n/lazy-texts';
import { useConfirmedDelete } from '../overlays/useConfirmedDelete';
import { withToasts } from '../toast/withToasts';
import { EditPostDialog } from './EditPostDialog';
import { postsText, usePostsText } from './i18n';
import type { PostEdit } from './postFormValues';

/** SPEC §8 messages, each read in the active language. */
export const POST_EDIT_TEXTS = lazyTexts(postsText, {
  updated: 'editPost.updated',
  updateFailed: 'editPost.updateFailed',
  deleted: 'deletePost.deleted',
  deleteFailed: 'deletePost.failed',
});

export interface PostEditorsOptions {
  /**
   * The calls that do it (the app's data hooks); each rejects with the server's error. `update` gets the edit's
   * body: the five texts and each of where and how that changed.
   */
  update: (postId: string, changes: PostEdit) => Promise<unknown>;
  destroy: (post: Post) => Promise<unknown>;
  /** A delete is on its way: the confirmation waits. */
  destroying: boolean;
}

/**
 * Editing and deleting one's own posts: the Edit Tuition Post dialog and the delete confirmation, which one is
 * open, and the toasts that say how each went. The app gives the calls; `dialogs` goes anywhere on its page,
 * and `edit` and `remove` open them.
 */
export function usePostEditors({ update, destroy, destroying }: PostEditorsOptions) {
  const t = usePostsText();
  const [editing, setEditing] = useState<Post | null>(null);
  const deletion = useConfirmedDelete({
    title: t('deletePost.heading'),
    message: t('deletePost.question'),
    deleted: POST_EDIT_TEXTS.deleted,
    failed: POST_EDIT_TEXTS.deleteFailed,
    destroy,
    destroying,
  });

  async function save(post: Post, changes: PostEdit) {
    await withToasts(update(post._id, changes), {
      success: POST_EDIT_TEXTS.updated,
      failure: POST_EDIT_TEXTS.updateFailed,
    });
    setEditing(null);
  }

  const dialogs = (
    <>
      <EditPostDialog post={editing} onClose={() => setEditing(null)} onSave={save} />
      {deletion.dialog}
    </>
  );

  return { edit: setEditing, remove: deletion.ask, dialogs };
}
