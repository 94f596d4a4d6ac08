import { useProfile } from '@pathshala/shared-api';
import { useBatches } from '@pathshala/shared-api/batches';
import {
  useBatchAttendance,
  useCalendar,
  useCalendarFeed,
  useRotateCalendarFeed,
} from '@pathshala/shared-api/schedule';
import { EmptyState, FiCalendar, PageContainer, Stack } from '@pathshala/shared-ui';
import { PageHeading } from '@pathshala/shared-ui/signed-in';
import {
  AttendanceSection,
  CalendarFeedCard,
  CalendarView,
  useChosenBatch,
  type ScheduleRange,
} from '@pathshala/shared-ui/schedule';
import { useState } from 'react';
import { useText } from '../i18n';
import { useClassDialogs } from './useClassDialogs';

/**
 * /teacher/schedule: the classes of every batch the teacher is in, as a calendar in Dhaka time. A class opens
 * its details, where the teacher moves, cancels or restores it before it starts, starts it on its day and
 * marks who came once it has started; then each batch's attendance and the private calendar link.
 */
export function Schedule() {
  const t = useText();
  const { data: profile } = useProfile();
  const [range, setRange] = useState<ScheduleRange | null>(null);
  const calendar = useCalendar(range?.from ?? '', range?.to ?? '');
  const batches = useBatches();
  const taught = (batches.data ?? []).filter((batch) => batch.teacher_id?._id === profile?._id);
  const classDialogs = useClassDialogs(calendar.data, taught);
  const [attendanceOf, chooseBatch] = useChosenBatch(taught);
  const summary = useBatchAttendance(attendanceOf);
  const feed = useCalendarFeed();
  const rotateFeed = useRotateCalendarFeed();

  return (
    <PageContainer>
      <Stack gap="10">
        <PageHeading title={t('schedule.heading')} intro={t('schedule.intro')} />
        <CalendarView
          classes={calendar}
          onRangeChange={setRange}
          onSelect={classDialogs.open}
          loadingLabel={t('schedule.loading')}
          errorMessage={t('schedule.failed')}
          empty={
            <EmptyState
              icon={FiCalendar}
              title={t('schedule.empty.title')}
              description={t('schedule.empty.description')}
            />
          }
        />
        {attendanceOf ? (
          <AttendanceSection
            batches={taught}
            batchId={attendanceOf}
            onBatchChange={chooseBatch}
            attendance={summary}
          />
        ) : null}
        <CalendarFeedCard feed={feed} onRotate={rotateFeed.mutateAsync} rotating={rotateFeed.isPending} />
      </Stack>
      {classDialogs.dialogs}
    </PageContainer>
  );
}
