import { usePaymentHistory } from '@pathshala/shared-api/batches';
import { PaymentsSection } from '@pathshala/shared-ui/batches';

/** The student's payments for their batches: amount, date, status and transaction id. */
export function Payments() {
  return (
    <PaymentsSection
      history={usePaymentHistory()}
      intro="Your payments for your batches."
      emptyText="No payments yet. When a teacher asks for payment, Pay appears on the batch."
    />
  );
}
