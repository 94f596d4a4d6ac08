import { Heading, Stack, Text } from '@chakra-ui/react';
import type { PaymentHistory } from '@pathshala/shared-api/batches';
import { useId } from 'react';
import { QueryView, type QueryLike } from '../states/QueryView';
import { useBatchesText } from './i18n';
import { PaymentsTable } from './PaymentsTable';

export interface PaymentsSectionProps {
  /** The viewer's payment history, as loaded. */
  history: QueryLike<PaymentHistory>;
  /** Whose payments these are, under the heading. */
  intro: string;
  /** What shows when there are none yet. */
  emptyText: string;
  /** Adds the Student column (the payments a teacher received). */
  showStudent?: boolean;
}

/** 'Payments' on a batches page: the viewer's payments as a table, or a word on how they start. */
export function PaymentsSection({ history, intro, emptyText, showStudent }: PaymentsSectionProps) {
  const t = useBatchesText();
  const id = useId();
  return (
    <Stack as="section" gap="4" aria-labelledby={id}>
      <Heading as="h2" size="lg" id={id}>
        {t('payments.heading')}
      </Heading>
      <Text color="fg.muted" mt="-2">
        {intro}
      </Text>
      <QueryView
        query={history}
        loadingLabel={t('payments.loading')}
        errorMessage={t('payments.failed')}
        empty={<Text color="fg.muted">{emptyText}</Text>}
        isEmpty={(data) => data.payments.length === 0}
      >
        {(data) => <PaymentsTable payments={data.payments} showStudent={showStudent} />}
      </QueryView>
    </Stack>
  );
}
