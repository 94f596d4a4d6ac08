import { usePaymentHistory } from '@pathshala/shared-api/batches';
import { PaymentsSection } from '@pathshala/shared-ui/batches';

/** The payments a teacher received from the students of their batches: who paid, amount, date, status. */
export function Payments() {
  return (
    <PaymentsSection
      history={usePaymentHistory()}
      intro="Payments received from the students of your batches."
      emptyText="No payments received yet. Ask a batch for payment to start a round."
      showStudent
    />
  );
}
