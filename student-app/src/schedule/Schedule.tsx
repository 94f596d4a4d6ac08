import { useProfile } from '@pathshala/shared-api';
import { useBatches } from '@pathshala/shared-api/batches';
import type { ClassSession } from '@pathshala/shared-api/contract';
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
  SessionDialog,
  useChosenBatch,
  type ScheduleRange,
} from '@pathshala/shared-ui/schedule';
import { useState } from 'react';
import { joinClass } from '../batches/joinClass';
import { useText } from '../i18n';

/**
 * /student/schedule: the classes of every batch the student is in, as a calendar in Dhaka time. A class opens
 * its details (the teacher's note, where it was moved from, their own attendance, Join class while it is
 * live); then their attendance per batch and the private calendar link.
 */
export function Schedule() {
  const t = useText();
  const { data: profile } = useProfile();
  const [range, setRange] = useState<ScheduleRange | null>(null);
  const calendar = useCalendar(range?.from ?? '', range?.to ?? '');
  const batches = useBatches();
  const [selected, setSelected] = useState<ClassSession | null>(null);
  // The class as last loaded (a class that went live meanwhile shows Join class).
  const session = selected && (calendar.data?.find((item) => item._id === selected._id) ?? selected);
  const studied = (batches.data ?? []).filter((batch) =>
    batch.student_ids.some((student) => student._id === profile?._id),
  );
  const [attendanceOf, chooseBatch] = useChosenBatch(studied);
  const attendance = useBatchAttendance(attendanceOf);
  const feed = useCalendarFeed();
  const rotateFeed = useRotateCalendarFeed();

  return (
    <PageContainer>
      <Stack gap="10">
        <PageHeading title={t('schedule.heading')} intro={t('schedule.intro')} />
        <CalendarView
          classes={calendar}
          onRangeChange={setRange}
          onSelect={setSelected}
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
            batches={studied}
            batchId={attendanceOf}
            onBatchChange={chooseBatch}
            attendance={attendance}
            own
          />
        ) : null}
        <CalendarFeedCard feed={feed} onRotate={rotateFeed.mutateAsync} rotating={rotateFeed.isPending} />
      </Stack>
      <SessionDialog session={session} onClose={() => setSelected(null)} onJoin={joinClass} />
    </PageContainer>
  );
}
