import { usePaymentHistory } from '@pathshala/shared-api/batches';
import { PaymentsSection } from '@pathshala/shared-ui/batches';
import { useText } from '../i18n';

/** The student's payments for their batches: amount, date, status and transaction id. */
export function Payments() {
  const t = useText();
  return (
    <PaymentsSection
      history={usePaymentHistory()}
      intro={t('payments.intro')}
      emptyText={t('payments.empty')}
    />
  );
}
