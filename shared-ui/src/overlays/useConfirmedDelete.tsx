import { useState } from 'react';
import { withToasts } from '../toast/withToasts';
import { ConfirmDialog } from './ConfirmDialog';
import { useOverlaysText } from './i18n';

export interface ConfirmedDeleteOptions<T> {
  /** The dialog's title and question, e.g. 'Delete post' and 'Are you sure you want to delete this post?' */
  title: string;
  message: string;
  /** The toasts once it is done, and when it fails (with the server's reason beneath). */
  deleted: string;
  failed: string;
  /** The call that deletes (the app's data hook); rejects with the server's error. */
  destroy: (item: T) => Promise<unknown>;
  /** The delete is on its way: the dialog's buttons wait. */
  destroying: boolean;
}

/**
 * Deleting after asking: `ask(item)` opens the question; Delete calls `destroy`, says how it went, and closes it
 * once done (a failure keeps it open to try again or cancel). `dialog` goes anywhere on the page.
 */
export function useConfirmedDelete<T>({
  title,
  message,
  deleted,
  failed,
  destroy,
  destroying,
}: ConfirmedDeleteOptions<T>) {
  const t = useOverlaysText();
  const [item, setItem] = useState<T | null>(null);

  function confirm() {
    if (item === null) return;
    withToasts(destroy(item), { success: deleted, failure: failed }).then(
      () => setItem(null),
      () => undefined,
    );
  }

  const dialog = (
    <ConfirmDialog
      open={item !== null}
      title={title}
      message={message}
      confirmLabel={t('confirm.delete')}
      onConfirm={confirm}
      onCancel={() => setItem(null)}
      busy={destroying}
    />
  );
  return { ask: setItem, dialog };
}
