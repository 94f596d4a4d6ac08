import { dashboardPath, useSession } from '@pathshala/shared-api';
import { Button, HStack, RouterLink, Text, useSearchParams } from '@pathshala/shared-ui';
import { PaymentFrame } from './PaymentFrame';

const BATCHES: Record<string, string> = { student: '/student/batches', teacher: '/teacher/batches' };

/** SPEC §2 'Payment Failure', with the reason and a way back (DESIGN §6.8). */
export default function PaymentFailure() {
  const [params] = useSearchParams();
  const role = useSession((state) => state.role);
  const reason = params.get('reason')?.trim() || 'The payment was not completed.';
  const batchesPath = role ? BATCHES[role] : undefined;

  return (
    <PaymentFrame palette="red" iconPath="M18 6 6 18M6 6l12 12" title="Payment Failure">
      <Text role="status" overflowWrap="anywhere">
        {reason}
      </Text>
      <Text color="fg.muted">No money was taken. You can try again from your batch.</Text>
      <HStack gap="3" wrap="wrap" justify="center">
        {batchesPath ? (
          <Button asChild colorPalette="brand">
            <RouterLink to={batchesPath}>Back to Your Batches</RouterLink>
          </Button>
        ) : null}
        <Button asChild variant="outline">
          <RouterLink to={dashboardPath(role)}>Go back to dashboard</RouterLink>
        </Button>
      </HStack>
    </PaymentFrame>
  );
}
