import { Heading, NativeSelect, Stack, Text } from '@chakra-ui/react';
import type { Batch, BatchAttendance } from '@pathshala/shared-api/contract';
import { useId, useState } from 'react';
import { FormField } from '../form/FormField';
import { QueryView, type QueryLike } from '../states/QueryView';
import { AttendanceSummary } from './AttendanceSummary';
import { useScheduleText } from './i18n';

export interface AttendanceSectionProps {
  /** The batches whose attendance the viewer may see (a teacher's own, a student's). */
  batches: readonly Pick<Batch, '_id' | 'title' | 'subject'>[];
  /** The batch shown. */
  batchId: string;
  onBatchChange: (batchId: string) => void;
  /** Its attendance, as the page loads it. */
  attendance: QueryLike<BatchAttendance>;
  /** A student's own record: their counts and each class with their mark. */
  own?: boolean;
}

/**
 * Which of `batches` the Attendance section shows: the one chosen, else the first (none without batches). The page
 * loads that batch's attendance and passes both to AttendanceSection.
 */
export function useChosenBatch(
  batches: readonly Pick<Batch, '_id'>[],
): [batchId: string | undefined, choose: (batchId: string) => void] {
  const [chosen, choose] = useState<string | null>(null);
  const batchId = batches.find((batch) => batch._id === chosen)?._id ?? batches[0]?._id;
  return [batchId, choose];
}

/** The 'Attendance' section: a batch to choose, and its attendance summary. */
export function AttendanceSection({
  batches,
  batchId,
  onBatchChange,
  attendance,
  own = false,
}: AttendanceSectionProps) {
  const t = useScheduleText();
  const headingId = useId();
  return (
    <Stack as="section" gap="4" aria-labelledby={headingId}>
      <Stack gap="1">
        <Heading as="h2" size="lg" id={headingId}>
          {t('summary.heading')}
        </Heading>
        <Text color="fg.muted">{own ? t('summary.ownIntro') : t('summary.intro')}</Text>
      </Stack>
      <FormField label={t('summary.batch')}>
        <NativeSelect.Root maxW="md">
          <NativeSelect.Field value={batchId} onChange={(event) => onBatchChange(event.target.value)}>
            {batches.map((batch) => (
              <option key={batch._id} value={batch._id}>
                {batch.title.trim() || batch.subject.trim() || t('summary.untitled')}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <QueryView query={attendance} loadingLabel={t('summary.loading')} errorMessage={t('summary.failed')}>
        {(data) => <AttendanceSummary attendance={data} own={own} />}
      </QueryView>
    </Stack>
  );
}
