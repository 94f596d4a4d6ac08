import { useSearchParams } from '@pathshala/shared-ui';
import { PaymentResult } from './PaymentResult';

/**
 * SPEC §2 'Payment Failure', with the server's reason and a way back (DESIGN §6.8): what the server says of
 * the payment in the address (?tran_id=); nothing else of the address is shown.
 */
export default function PaymentFailure() {
  const [params] = useSearchParams();
  return <PaymentResult tranId={params.get('tran_id')?.trim() || null} />;
}
