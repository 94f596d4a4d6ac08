import { Badge, Table } from '@chakra-ui/react';
import type { PaymentHistoryItem } from '@pathshala/shared-api/contract';
import { useFormat } from '@pathshala/shared-ui';
import { useBatchesText } from './i18n';

const STATUS_PALETTE: Record<string, string> = {
  paid: 'green',
  pending: 'yellow',
  failed: 'red',
  cancelled: 'gray',
  held: 'orange',
};

export interface PaymentsTableProps {
  payments: readonly PaymentHistoryItem[];
  /** Adds the Student column (the payments a teacher received). */
  showStudent?: boolean;
}

/**
 * Payments as a table: batch, (student,) amount in taka, date and time in Dhaka, status and transaction id;
 * it scrolls on a phone.
 */
export function PaymentsTable({ payments, showStudent = false }: PaymentsTableProps) {
  const t = useBatchesText();
  const f = useFormat();
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" striped>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('payments.batch')}</Table.ColumnHeader>
            {showStudent ? <Table.ColumnHeader>{t('payments.student')}</Table.ColumnHeader> : null}
            <Table.ColumnHeader textAlign="end">{t('payments.amount')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('payments.date')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('payments.status')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('payments.transactionId')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {payments.map((payment) => {
            const when = payment.paidAt ?? payment.createdAt;
            return (
              <Table.Row key={payment._id}>
                <Table.Cell>{payment.batch?.title || '—'}</Table.Cell>
                {showStudent ? <Table.Cell>{payment.student?.username ?? '—'}</Table.Cell> : null}
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {f.money(payment.amount)}
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{when ? f.dateTime(when) : '—'}</Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={STATUS_PALETTE[payment.status] ?? 'gray'} textTransform="capitalize">
                    {t('payments.statusValue', { status: payment.status })}
                  </Badge>
                </Table.Cell>
                <Table.Cell fontFamily="mono" fontSize="xs">
                  {payment.tran_id}
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
