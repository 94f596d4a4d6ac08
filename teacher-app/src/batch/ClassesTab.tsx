import type { Batch } from '@pathshala/shared-api/contract';
import { useBatchAttendance, useBatchSessions } from '@pathshala/shared-api/schedule';
import { EmptyState, FiCalendar, Heading, Stack, Text } from '@pathshala/shared-ui';
import { QueryView } from '@pathshala/shared-ui/signed-in';
import { AttendanceSummary, CalendarView, type ScheduleRange } from '@pathshala/shared-ui/schedule';
import { useId, useState } from 'react';
import { useText } from '../i18n';
import { useClassDialogs } from '../schedule/useClassDialogs';

/**
 * The Classes tab of a batch's page, for its teacher: the batch's classes as a calendar in Dhaka time, each opening
 * its details where the teacher moves, cancels, restores or starts it and marks who came; then each student's
 * attendance in the batch.
 */
export function ClassesTab({ batch }: { batch: Batch }) {
  const t = useText();
  const headingId = useId();
  const [range, setRange] = useState<ScheduleRange | null>(null);
  const classes = useBatchSessions(batch._id, range?.from ?? '', range?.to ?? '');
  const attendance = useBatchAttendance(batch._id);
  const classDialogs = useClassDialogs(classes.data, [batch]);

  return (
    <Stack gap="10">
      <CalendarView
        classes={classes}
        onRangeChange={setRange}
        onSelect={classDialogs.open}
        loadingLabel={t('schedule.loading')}
        errorMessage={t('schedule.failed')}
        empty={
          <EmptyState
            icon={FiCalendar}
            title={t('schedule.empty.title')}
            description={t('batch.classes.empty')}
          />
        }
      />
      <Stack as="section" gap="4" aria-labelledby={headingId}>
        <Stack gap="1">
          <Heading as="h2" size="lg" id={headingId}>
            {t('batch.attendance.heading')}
          </Heading>
          <Text color="fg.muted">{t('batch.attendance.intro')}</Text>
        </Stack>
        <QueryView
          query={attendance}
          loadingLabel={t('batch.attendance.loading')}
          errorMessage={t('batch.attendance.failed')}
        >
          {(data) => <AttendanceSummary attendance={data} />}
        </QueryView>
      </Stack>
      {classDialogs.dialogs}
    </Stack>
  );
}
