import type { Batch, ClassSession } from '@pathshala/shared-api/contract';
import { useBatchAttendance, useBatchSessions } from '@pathshala/shared-api/schedule';
import { EmptyState, FiCalendar, Heading, Stack, Text } from '@pathshala/shared-ui';
import { QueryView } from '@pathshala/shared-ui/signed-in';
import {
  AttendanceSummary,
  CalendarView,
  SessionDialog,
  type ScheduleRange,
} from '@pathshala/shared-ui/schedule';
import { useId, useState } from 'react';
import { joinClass } from '../batches/joinClass';
import { useText } from '../i18n';

/**
 * The Classes tab of a batch's page: the batch's classes as a calendar in Dhaka time (a class opens its details,
 * with Join class while it is live), then the student's own attendance in the batch.
 */
export function ClassesTab({ batch }: { batch: Batch }) {
  const t = useText();
  const headingId = useId();
  const [range, setRange] = useState<ScheduleRange | null>(null);
  const classes = useBatchSessions(batch._id, range?.from ?? '', range?.to ?? '');
  const attendance = useBatchAttendance(batch._id);
  const [selected, setSelected] = useState<ClassSession | null>(null);
  // The class as last loaded (a class that went live meanwhile shows Join class).
  const session = selected && (classes.data?.find((item) => item._id === selected._id) ?? selected);

  return (
    <Stack gap="10">
      <CalendarView
        classes={classes}
        onRangeChange={setRange}
        onSelect={setSelected}
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
          {(data) => <AttendanceSummary attendance={data} own />}
        </QueryView>
      </Stack>
      <SessionDialog session={session} onClose={() => setSelected(null)} onJoin={joinClass} />
    </Stack>
  );
}
