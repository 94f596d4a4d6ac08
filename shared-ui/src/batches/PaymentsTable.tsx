import { Badge, Table } from '@chakra-ui/react';
import type { PaymentHistoryItem } from '@pathshala/shared-api/contract';
import { salaryLabel } from './batchText';

const STATUS_PALETTE: Record<string, string> = {
  paid: 'green',
  pending: 'yellow',
  failed: 'red',
  cancelled: 'gray',
  held: 'orange',
};

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const dateLabel = (iso: string | null) => (iso ? dateFormat.format(new Date(iso)) : '—');

export interface PaymentsTableProps {
  payments: readonly PaymentHistoryItem[];
  /** Adds the Student column (the payments a teacher received). */
  showStudent?: boolean;
}

/** Payments as a table: batch, (student,) amount, date, status and transaction id; it scrolls on a phone. */
export function PaymentsTable({ payments, showStudent = false }: PaymentsTableProps) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" striped>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Batch</Table.ColumnHeader>
            {showStudent ? <Table.ColumnHeader>Student</Table.ColumnHeader> : null}
            <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
            <Table.ColumnHeader>Date</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader>Transaction ID</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {payments.map((payment) => (
            <Table.Row key={payment._id}>
              <Table.Cell>{payment.batch?.title || '—'}</Table.Cell>
              {showStudent ? <Table.Cell>{payment.student?.username ?? '—'}</Table.Cell> : null}
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
}
