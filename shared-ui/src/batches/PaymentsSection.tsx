import { Badge, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { usePaymentHistory, type PaymentHistoryItem } from '@pathshala/shared-api';
import type { PostOwnerRole } from '@pathshala/shared-api/contract';
import { LoadingView } from '../states/LoadingView';
import { salaryLabel } from './batchText';
import { LoadError } from '../posts/LoadError';

const STATUS_PALETTE: Record<string, string> = {
  paid: 'green',
  pending: 'yellow',
  failed: 'red',
  cancelled: 'gray',
  held: 'orange',
};

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const dateLabel = (iso: string | null) => (iso ? dateFormat.format(new Date(iso)) : '—');

/** Payments: a student's own, or those a teacher received (amount, date, status, transaction id). */
export function PaymentsSection({ role }: { role: PostOwnerRole }) {
  const history = usePaymentHistory();
  const teacher = role === 'teacher';

  let content;
  if (history.isPending) content = <LoadingView label="Loading payments..." />;
  else if (history.isError)
    content = (
      <LoadError
        error={history.error}
        fallback={'Failed to load payments.'}
        onRetry={() => void history.refetch()}
      />
    );
  else if (history.data.payments.length === 0)
    content = (
      <Text color="fg.muted">
        {teacher
          ? 'No payments received yet. Ask a batch for payment to start a round.'
          : 'No payments yet. When a teacher asks for payment, Pay appears on the batch.'}
      </Text>
    );
  else
    content = (
      <Table.ScrollArea borderWidth="1px" rounded="md">
        <Table.Root size="sm" striped>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Batch</Table.ColumnHeader>
              {teacher ? <Table.ColumnHeader>Student</Table.ColumnHeader> : null}
              <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
              <Table.ColumnHeader>Date</Table.ColumnHeader>
              <Table.ColumnHeader>Status</Table.ColumnHeader>
              <Table.ColumnHeader>Transaction ID</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {history.data.payments.map((payment: PaymentHistoryItem) => (
              <Table.Row key={payment._id}>
                <Table.Cell>{payment.batch?.title || '—'}</Table.Cell>
                {teacher ? <Table.Cell>{payment.student?.username ?? '—'}</Table.Cell> : null}
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {salaryLabel(payment.amount)}
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{dateLabel(payment.paidAt ?? payment.createdAt)}</Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={STATUS_PALETTE[payment.status] ?? 'gray'} textTransform="capitalize">
                    {payment.status}
                  </Badge>
                </Table.Cell>
                <Table.Cell fontFamily="mono" fontSize="xs">
                  {payment.tran_id}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    );

  return (
    <Stack as="section" gap="4" aria-labelledby="batch-payments">
      <Heading as="h2" size="lg" id="batch-payments">
        Payments
      </Heading>
      <Text color="fg.muted" mt="-2">
        {teacher ? 'Payments received from the students of your batches.' : 'Your payments for your batches.'}
      </Text>
      {content}
    </Stack>
  );
}
