import {
  dashboardPath,
  getErrorMessage,
  getErrorStatus,
  useSession,
  type PaymentReason,
  type PaymentStatusData,
} from '@pathshala/shared-api';
import { usePaymentStatus } from '@pathshala/shared-api/batches';
import {
  Button,
  ErrorView,
  HStack,
  LoadingView,
  PageContainer,
  RouterLink,
  Stack,
  Text,
  useFormat,
} from '@pathshala/shared-ui';
import type { ReactNode } from 'react';
import { useAccountText, type AccountKey } from '../../account/i18n';
import { PaymentFrame } from './PaymentFrame';

const BATCHES: Record<string, string> = { student: '/student/batches', teacher: '/teacher/batches' };

/** What each reason code of the server says (DESIGN §6.8: the reason and a way back). */
const REASON_TEXT: Record<PaymentReason, AccountKey> = {
  failed: 'payment.reason.failed',
  cancelled: 'payment.reason.cancelled',
  validation_failed: 'payment.reason.validation_failed',
  under_review: 'payment.reason.under_review',
  duplicate: 'payment.reason.duplicate',
};

/** Reasons after which no money was taken. */
const NOTHING_TAKEN: readonly PaymentReason[] = ['failed', 'cancelled'];

/** Back to Your Batches (students and teachers) and to the dashboard. */
function WaysBack({ batches = true }: { batches?: boolean }) {
  const t = useAccountText();
  const role = useSession((state) => state.role);
  const batchesPath = batches && role ? BATCHES[role] : undefined;
  return (
    <HStack gap="3" wrap="wrap" justify="center">
      {batchesPath ? (
        <Button asChild colorPalette="brand">
          <RouterLink to={batchesPath}>{t('payment.failure.backToBatches')}</RouterLink>
        </Button>
      ) : null}
      <Button asChild variant={batchesPath ? 'outline' : 'solid'} colorPalette="brand">
        <RouterLink to={dashboardPath(role)}>{t('payment.backToDashboard')}</RouterLink>
      </Button>
    </HStack>
  );
}

/** The payment as the server answered it: transaction id, batch, amount and when it was made. */
function PaymentDetails({ payment }: { payment: PaymentStatusData }) {
  const t = useAccountText();
  const f = useFormat();
  const made = new Date(payment.createdAt);
  const rows: [AccountKey, ReactNode][] = [
    ['payment.details.transactionId', payment.tran_id],
    ['payment.details.batch', payment.batch.name],
    ['payment.details.amount', f.money(payment.amount)],
    ['payment.details.date', t('payment.details.dateTime', { date: f.longDate(made), time: f.time(made) })],
  ];
  return (
    <Stack as="dl" gap="2" w="full" textAlign="start" borderWidth="1px" rounded="md" p="4">
      {rows.map(([label, value]) => (
        <Stack key={label} gap="0.5">
          <Text as="dt" fontSize="xs" textTransform="uppercase" color="fg.muted">
            {t(label)}
          </Text>
          <Text as="dd" overflowWrap="anywhere">
            {value}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}

/** No payment of the caller's to show: never a success, with the way back. */
export function PaymentNotFound() {
  const t = useAccountText();
  return (
    <PaymentFrame palette="gray" icon="search" title={t('payment.notFound.title')}>
      <Text>{t('payment.notFound.text')}</Text>
      <WaysBack />
    </PaymentFrame>
  );
}

/** A load that failed for another reason than a missing payment: say so and offer to try again. */
export function PaymentLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useAccountText();
  return (
    <PageContainer>
      <ErrorView
        title={t('payment.loadError.title')}
        message={getErrorMessage(error, t('payment.loadError.title'))}
        action={
          <Button colorPalette="brand" onClick={onRetry}>
            {t('payment.loadError.retry')}
          </Button>
        }
      />
    </PageContainer>
  );
}

/**
 * The result of one payment, as GET /payment/status/{tranId} says it is (nothing from the address but the
 * id): paid is 'Payment Successful!', held is under review, pending waits (polling), failed and cancelled are
 * 'Payment Failure' with the server's reason; an unknown id, or another's, is not found.
 */
export function PaymentResult({ tranId }: { tranId: string | null }) {
  const t = useAccountText();
  const { query, polling } = usePaymentStatus(tranId);
  if (tranId === null) return <PaymentNotFound />;
  if (query.isError) {
    const status = getErrorStatus(query.error);
    if (status === 403 || status === 404) return <PaymentNotFound />;
    return <PaymentLoadError error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (!query.data) return <LoadingView label={t('payment.loading')} />;
  const payment = query.data;

  switch (payment.status) {
    case 'paid':
      return (
        <PaymentFrame palette="green" icon="check" title={t('payment.success.title')}>
          <Text color="fg.muted">{t('payment.success.thanks')}</Text>
          <PaymentDetails payment={payment} />
          <WaysBack batches={false} />
        </PaymentFrame>
      );
    case 'held':
      return (
        <PaymentFrame palette="orange" icon="clock" title={t('payment.held.title')}>
          <Text role="status">{t(REASON_TEXT[payment.reason ?? 'under_review'])}</Text>
          <PaymentDetails payment={payment} />
          <WaysBack />
        </PaymentFrame>
      );
    case 'pending':
      return (
        <PaymentFrame palette="orange" icon="clock" title={t('payment.pending.title')}>
          <Text role="status">{t(polling ? 'payment.pending.waiting' : 'payment.pending.slow')}</Text>
          {polling ? null : (
            <Button variant="outline" loading={query.isFetching} onClick={() => void query.refetch()}>
              {t('payment.pending.checkAgain')}
            </Button>
          )}
          <PaymentDetails payment={payment} />
          <WaysBack />
        </PaymentFrame>
      );
    default: {
      const reason = payment.reason ?? (payment.status === 'cancelled' ? 'cancelled' : 'failed');
      return (
        <PaymentFrame palette="red" icon="cross" title={t('payment.failure.title')}>
          <Text role="status">{t(REASON_TEXT[reason])}</Text>
          {NOTHING_TAKEN.includes(reason) ? (
            <Text color="fg.muted">{t('payment.failure.noMoneyTaken')}</Text>
          ) : null}
          <PaymentDetails payment={payment} />
          <WaysBack />
        </PaymentFrame>
      );
    }
  }
}
