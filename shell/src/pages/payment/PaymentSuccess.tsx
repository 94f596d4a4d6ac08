import { useLastPayment } from '@pathshala/shared-api/batches';
import { LoadingView, useSearchParams } from '@pathshala/shared-ui';
import { useAccountText } from '../../account/i18n';
import { PaymentLoadError, PaymentResult } from './PaymentResult';

/**
 * SPEC §2 Payment: where the provider sends the payer back. It shows what the server says of the payment in
 * the address (?tran_id=), or without one of the caller's last paid payment; 'Payment Successful!' only for a
 * payment the server has as paid.
 */
export default function PaymentSuccess() {
  const t = useAccountText();
  const [params] = useSearchParams();
  const tranId = params.get('tran_id')?.trim() || null;
  const last = useLastPayment({ enabled: tranId === null });
  if (tranId !== null) return <PaymentResult tranId={tranId} />;
  if (last.isError) return <PaymentLoadError error={last.error} onRetry={() => void last.refetch()} />;
  if (last.isPending) return <LoadingView label={t('payment.loading')} />;
  return <PaymentResult tranId={last.data?.trnx_id ?? null} />;
}
