import { dashboardPath, useSession } from '@pathshala/shared-api';
import { useLastPayment } from '@pathshala/shared-api/batches';
import { Button, RouterLink, Stack, Text, useFormat, useSearchParams } from '@pathshala/shared-ui';
import { useState } from 'react';
import { useAccountText } from '../../account/i18n';
import { PaymentFrame } from './PaymentFrame';

/** SPEC §2 Payment: where the provider sends the payer back after a successful payment. */
export default function PaymentSuccess() {
  const t = useAccountText();
  const f = useFormat();
  const [params] = useSearchParams();
  const role = useSession((state) => state.role);
  const lastPayment = useLastPayment();
  const [now] = useState(() => new Date());
  const tranId = params.get('tran_id')?.trim() || null;
  const last = lastPayment.data;
  // The last payment is this one: its date and amount; else the moment the payer arrived, and no amount.
  const thisPayment = last && (!tranId || last.trnx_id === tranId) ? last : null;
  const date = thisPayment ? new Date(thisPayment.createdAt) : now;
  const shownId = tranId ?? last?.trnx_id ?? t('payment.success.notAvailable');

  return (
    <PaymentFrame palette="green" iconPath="M20 6 9 17l-5-5" title={t('payment.success.title')}>
      <Text color="fg.muted">{t('payment.success.thanks')}</Text>
      <Stack as="dl" gap="2" w="full" textAlign="start" borderWidth="1px" rounded="md" p="4">
        <Text as="dt" fontSize="xs" textTransform="uppercase" color="fg.muted">
          {t('payment.success.transactionId')}
        </Text>
        <Text as="dd" fontFamily="mono" overflowWrap="anywhere">
          {shownId}
        </Text>
        {thisPayment ? (
          <>
            <Text as="dt" fontSize="xs" textTransform="uppercase" color="fg.muted">
              {t('payment.success.amount')}
            </Text>
            <Text as="dd">{f.money(thisPayment.amount)}</Text>
          </>
        ) : null}
        <Text as="dt" fontSize="xs" textTransform="uppercase" color="fg.muted">
          {t('payment.success.date')}
        </Text>
        <Text as="dd">
          {lastPayment.isPending
            ? t('payment.success.loading')
            : t('payment.success.dateTime', { date: f.longDate(date), time: f.time(date) })}
        </Text>
      </Stack>
      <Button asChild colorPalette="brand">
        <RouterLink to={dashboardPath(role)}>{t('payment.backToDashboard')}</RouterLink>
      </Button>
    </PaymentFrame>
  );
}
