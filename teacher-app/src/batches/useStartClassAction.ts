import { useStartClass } from '@pathshala/shared-api/batches';
import { openPendingTab, toastFailure } from '@pathshala/shared-ui/signed-in';
import { useText } from '../i18n';

/**
 * Start class, from a batch's card or a class in the schedule: the tab opens inside the click (popup blockers
 * allow only that) and goes to the host link when the API answers, or closes again on failure, which a toast
 * explains with the server's reason. The batches and the schedule reload (the mutation invalidates them).
 */
export function useStartClassAction() {
  const t = useText();
  const start = useStartClass();
  return {
    start: (batchId: string) => {
      const tab = openPendingTab();
      start.mutate(batchId, {
        onSuccess: (meeting) => tab.go(meeting.startUrl),
        onError: (error) => {
          tab.cancel();
          toastFailure(t('batchActions.failed.startClass'), error);
        },
      });
    },
    /** The batch whose class is starting, if any. */
    pendingBatchId: start.isPending ? start.variables : null,
  };
}
