import { getErrorMessage } from '@pathshala/shared-api';
import {
  useDestroyBatch,
  useLeaveBatch,
  usePayForBatch,
  useRemoveBatchStudent,
} from '@pathshala/shared-api/batches';
import type { Batch, UserRef } from '@pathshala/shared-api/contract';
import { toaster, translateMessage } from '@pathshala/shared-ui';
import { runWithToasts } from '@pathshala/shared-ui/signed-in';
import {
  DEFAULT_PAYMENT_AMOUNT,
  openPendingTab,
  productName,
  withdrawInvitation,
} from '@pathshala/shared-ui/batches';
import { useText } from '../i18n';
import { joinClass } from './joinClass';

export { joinClass };

/**
 * What a batch card's buttons do for a student: Pay, Join class, Leave; and on a batch they own, remove a
 * student, withdraw an invitation or delete it. Each list of batches reloads afterwards (the mutations invalidate it). Pay opens its
 * tab inside the click (popup blockers allow only that) and points it at the payment page when the API
 * answers, or closes it again on failure. The toasts are SPEC §8's messages in the reader's language.
 */
export function useBatchActions() {
  const t = useText();
  const pay = usePayForBatch();
  const remove = useRemoveBatchStudent();
  const leave = useLeaveBatch();
  const destroy = useDestroyBatch();

  const pendingBatchId =
    (pay.isPending && pay.variables?.batchId) ||
    (remove.isPending && remove.variables?.batchId) ||
    (leave.isPending && leave.variables) ||
    (destroy.isPending && destroy.variables) ||
    null;

  return {
    pendingBatchId,
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
              error instanceof Error ? error.message : t('batchActions.tryAgain'),
            );
            toaster.error({ title: t('batchActions.failed.pay', { reason: translateMessage(reason) }) });
          },
        },
      );
    },
    joinClass,
    removeStudent: (batch: Batch, student: UserRef) =>
      runWithToasts(remove.mutateAsync({ batchId: batch._id, userId: student._id }), {
        success: t('batchActions.removed', { student: student.username }),
        failure: t('batchActions.failed.remove'),
      }),
    withdrawInvitation: (batch: Batch, invitee: UserRef) =>
      withdrawInvitation(remove.mutateAsync({ batchId: batch._id, userId: invitee._id }), invitee),
    leave: (batch: Batch) =>
      runWithToasts(leave.mutateAsync(batch._id), {
        success: t('batchActions.left'),
        failure: t('batchActions.failed.leave'),
      }),
    /** Deletes the batch (the page's confirmation says how it went). */
    destroy: (batch: Batch) => destroy.mutateAsync(batch._id),
    destroying: destroy.isPending,
  };
}
