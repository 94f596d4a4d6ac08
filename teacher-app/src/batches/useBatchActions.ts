import {
  useAskForPayment,
  useBatchSalaryAnswers,
  useDestroyBatch,
  useRemoveBatchStudent,
} from '@pathshala/shared-api/batches';
import type { Batch, UserRef } from '@pathshala/shared-api/contract';
import { runWithToasts } from '@pathshala/shared-ui/signed-in';
import { useFormat } from '@pathshala/shared-ui';
import { batchTitle, withdrawInvitation } from '@pathshala/shared-ui/batches';
import { useText } from '../i18n';
import { useStartClassAction } from './useStartClassAction';

/**
 * What a batch card's buttons do for a teacher: Ask for payment, Start class, remove a student, withdraw an
 * invitation, agree to or decline a salary the owner proposed, delete the batch. Each list of batches reloads afterwards (the mutations invalidate it); Start class is
 * useStartClassAction's. The toasts are SPEC §8's messages (and the reasons the teacher is shown where the
 * spec only logs a failure) in the reader's language.
 */
export function useBatchActions() {
  const t = useText();
  const ask = useAskForPayment();
  const start = useStartClassAction();
  const remove = useRemoveBatchStudent();
  const destroy = useDestroyBatch();
  const salary = useBatchSalaryAnswers();
  const f = useFormat();

  const pendingBatchId =
    (ask.isPending && ask.variables) ||
    start.pendingBatchId ||
    salary.pendingBatchId ||
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
    startClass: (batch: Batch) => start.start(batch._id),
    removeStudent: (batch: Batch, student: UserRef) =>
      runWithToasts(remove.mutateAsync({ batchId: batch._id, userId: student._id }), {
        success: t('batchActions.removed', { student: student.username }),
        failure: t('batchActions.failed.remove'),
      }),
    withdrawInvitation: (batch: Batch, invitee: UserRef) =>
      withdrawInvitation(remove.mutateAsync({ batchId: batch._id, userId: invitee._id }), invitee),
    agreeToSalary: (batch: Batch) =>
      runWithToasts(salary.agree(batch), {
        success: t('batchActions.salaryAgreed', {
          batch: batchTitle(batch),
          salary: f.money(batch.proposed_salary ?? batch.salary),
        }),
        failure: t('batchActions.failed.agreeToSalary'),
      }),
    declineSalary: (batch: Batch) =>
      runWithToasts(salary.decline(batch), {
        success: t('batchActions.salaryDeclined', {
          batch: batchTitle(batch),
          salary: f.money(batch.salary),
        }),
        failure: t('batchActions.failed.declineSalary'),
      }),
    /** Deletes the batch (the page's confirmation says how it went). */
    destroy: (batch: Batch) => destroy.mutateAsync(batch._id),
    destroying: destroy.isPending,
  };
}
