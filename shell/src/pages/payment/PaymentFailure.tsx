import { dashboardPath, useSession } from '@pathshala/shared-api';
import { Button, HStack, RouterLink, Text, useMessageText, useSearchParams } from '@pathshala/shared-ui';
import { useAccountText } from '../../account/i18n';
import { PaymentFrame } from './PaymentFrame';

const BATCHES: Record<string, string> = { student: '/student/batches', teacher: '/teacher/batches' };

/** SPEC §2 'Payment Failure', with the reason and a way back (DESIGN §6.8). */
export default function PaymentFailure() {
  const t = useAccountText();
  const message = useMessageText();
  const [params] = useSearchParams();
  const role = useSession((state) => state.role);
  // The server's reason (English words of its own, or already in the reader's language).
  const givenReason = params.get('reason')?.trim();
  const reason = givenReason ? message(givenReason) : t('payment.failure.notCompleted');
  const batchesPath = role ? BATCHES[role] : undefined;

  return (
    <PaymentFrame palette="red" iconPath="M18 6 6 18M6 6l12 12" title={t('payment.failure.title')}>
      <Text role="status" overflowWrap="anywhere">
        {reason}
      </Text>
      <Text color="fg.muted">{t('payment.failure.noMoneyTaken')}</Text>
      <HStack gap="3" wrap="wrap" justify="center">
        {batchesPath ? (
          <Button asChild colorPalette="brand">
            <RouterLink to={batchesPath}>{t('payment.failure.backToBatches')}</RouterLink>
          </Button>
        ) : null}
        <Button asChild variant="outline">
          <RouterLink to={dashboardPath(role)}>{t('payment.backToDashboard')}</RouterLink>
        </Button>
      </HStack>
    </PaymentFrame>
  );
}
