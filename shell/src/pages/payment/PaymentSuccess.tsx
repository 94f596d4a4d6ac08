import { dashboardPath, useSession } from '@pathshala/shared-api';
import { useLastPayment } from '@pathshala/shared-api/batches';
import { Button, RouterLink, Stack, Text, useSearchParams } from '@pathshala/shared-ui';
import { PaymentFrame } from './PaymentFrame';
import { useState } from 'react';

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short' });

/** SPEC §2 Payment: where the provider sends the payer back after a successful payment. */
export default function PaymentSuccess() {
  const [params] = useSearchParams();
  const role = useSession((state) => state.role);
  const lastPayment = useLastPayment();
  const [now] = useState(() => new Date());
  const tranId = params.get('tran_id')?.trim() || null;
  const last = lastPayment.data;
  // The date of this payment when the last payment is this one; else the moment the payer arrived.
  const date = last && (!tranId || last.trnx_id === tranId) ? new Date(last.createdAt) : now;
  const shownId = tranId ?? last?.trnx_id ?? 'Not available';

  return (
    <PaymentFrame palette="green" iconPath="M20 6 9 17l-5-5" title="Payment Successful!">
      <Text color="fg.muted">Thank you. Your teacher has been told that you paid.</Text>
      <Stack as="dl" gap="2" w="full" textAlign="start" borderWidth="1px" rounded="md" p="4">
        <Text as="dt" fontSize="xs" textTransform="uppercase" color="fg.muted">
          Transaction ID
        </Text>
        <Text as="dd" fontFamily="mono" overflowWrap="anywhere">
          {shownId}
        </Text>
        <Text as="dt" fontSize="xs" textTransform="uppercase" color="fg.muted">
          Date
        </Text>
        <Text as="dd">{lastPayment.isPending ? 'Loading...' : dateFormat.format(date)}</Text>
      </Stack>
      <Button asChild colorPalette="brand">
        <RouterLink to={dashboardPath(role)}>Go back to dashboard</RouterLink>
      </Button>
    </PaymentFrame>
  );
}
