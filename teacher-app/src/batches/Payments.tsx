import { usePaymentHistory } from '@pathshala/shared-api/batches';
import { PaymentsSection } from '@pathshala/shared-ui/batches';
import { useText } from '../i18n';

/** The payments a teacher received from the students of their batches: who paid, amount, date, status. */
export function Payments() {
  const t = useText();
  return (
    <PaymentsSection
      history={usePaymentHistory()}
      intro={t('payments.intro')}
      emptyText={t('payments.empty')}
      showStudent
    />
  );
}
