import {
  useAskForPayment,
  useDestroyBatch,
  useRemoveBatchStudent,
  useStartClass,
} from '@pathshala/shared-api/batches';
import type { Batch, UserRef } from '@pathshala/shared-api/contract';
import { runWithToasts, toastFailure } from '@pathshala/shared-ui/signed-in';
import { batchTitle, openPendingTab } from '@pathshala/shared-ui/batches';
import { useText } from '../i18n';

/**
 * What a batch card's buttons do for a teacher: Ask for payment, Start class, remove a student, delete the
 * batch. Each list of batches reloads afterwards (the mutations invalidate it). Start class opens its tab
 * inside the click (popup blockers allow only that) and points it at the host link when the API answers, or
 * closes it again on failure. The toasts are SPEC §8's messages (and the reasons the teacher is shown where the
 * spec only logs a failure) in the reader's language.
 */
export function useBatchActions() {
  const t = useText();
  const ask = useAskForPayment();
  const start = useStartClass();
  const remove = useRemoveBatchStudent();
  const destroy = useDestroyBatch();

  const pendingBatchId =
    (ask.isPending && ask.variables) ||
    (start.isPending && start.variables) ||
    (remove.isPending && remove.variables?.batchId) ||
    (destroy.isPending && destroy.variables) ||
    null;

  return {
    pendingBatchId,
    // SPEC §8 only logs these two failures; the teacher is better served by the server's reason (no students,
    // salary out of range, a round already open; no meeting provider), so it shows in a toast.
    askForPayment: (batch: Batch) =>
      runWithToasts(ask.mutateAsync(batch._id), {
        success: {
          title: t('batchActions.paymentRequested.title'),
          description: t('batchActions.paymentRequested.description', { batch: batchTitle(batch) }),
        },
        failure: t('batchActions.failed.askForPayment'),
      }),
    startClass: (batch: Batch) => {
      const tab = openPendingTab();
      start.mutate(batch._id, {
        onSuccess: (meeting) => tab.go(meeting.startUrl),
        onError: (error) => {
          tab.cancel();
          toastFailure(t('batchActions.failed.startClass'), error);
        },
      });
    },
    removeStudent: (batch: Batch, student: UserRef) =>
      runWithToasts(remove.mutateAsync({ batchId: batch._id, userId: student._id }), {
        success: t('batchActions.removed', { student: student.username }),
        failure: t('batchActions.failed.remove'),
      }),
    /** Deletes the batch (the page's confirmation says how it went). */
    destroy: (batch: Batch) => destroy.mutateAsync(batch._id),
    destroying: destroy.isPending,
  };
}
