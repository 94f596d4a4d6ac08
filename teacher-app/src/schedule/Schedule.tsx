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
  AttendanceSheet,
  CalendarFeedCard,
  CalendarView,
  CancelSessionDialog,
  MoveSessionDialog,
  SessionDialog,
  useChosenBatch,
  type AttendanceMarks,
  type ScheduleRange,
} from '@pathshala/shared-ui/schedule';
import { useState } from 'react';
import { useStartClassAction } from '../batches/useStartClassAction';
import { useText } from '../i18n';
import { useSessionActions } from './useSessionActions';

type Open = { kind: 'details' | 'move' | 'cancel' | 'attendance'; session: ClassSession };

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
  const actions = useSessionActions();
  const startClass = useStartClassAction();
  const [open, setOpen] = useState<Open | null>(null);
  const close = () => setOpen(null);
  // The class as last loaded (after a change, the calendar reloads it).
  const session = open && (calendar.data?.find((item) => item._id === open.session._id) ?? open.session);
  const shown = (kind: Open['kind']) => (open?.kind === kind ? session : null);
  const openAs = (kind: Open['kind']) => (item: ClassSession) => setOpen({ kind, session: item });

  const taught = (batches.data ?? []).filter((batch) => batch.teacher_id?._id === profile?._id);
  const [attendanceOf, chooseBatch] = useChosenBatch(taught);
  const summary = useBatchAttendance(attendanceOf);
  const feed = useCalendarFeed();
  const rotateFeed = useRotateCalendarFeed();
  const marking = shown('attendance');
  const attendance = useBatchAttendance(marking?.batch_id);
  const students = taught.find((batch) => batch._id === marking?.batch_id)?.student_ids ?? [];
  const marks: AttendanceMarks | undefined = attendance.isError
    ? {}
    : attendance.data &&
      Object.fromEntries(
        attendance.data.records
          .filter((record) => record.session_id === marking?._id)
          .map((record) => [record.student_id, record.status]),
      );

  return (
    <PageContainer>
      <Stack gap="10">
        <PageHeading title={t('schedule.heading')} intro={t('schedule.intro')} />
        <CalendarView
          classes={calendar}
          onRangeChange={setRange}
          onSelect={openAs('details')}
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

      <SessionDialog
        session={shown('details')}
        onClose={close}
        onStart={(item) => {
          startClass.start(item.batch_id);
          close();
        }}
        starting={startClass.pendingBatchId === session?.batch_id}
        onMarkAttendance={openAs('attendance')}
        onMove={openAs('move')}
        onCancel={openAs('cancel')}
        onRestore={openAs('cancel')}
      />
      <MoveSessionDialog
        session={shown('move')}
        onClose={close}
        onMove={(item, input) => actions.move(item, input).then(close)}
      />
      <CancelSessionDialog
        session={shown('cancel')}
        onClose={close}
        onCancel={(item, note) => actions.cancel(item, note).then(close)}
        onRestore={(item, note) => actions.restore(item, note).then(close)}
      />
      <AttendanceSheet
        session={marking}
        students={students}
        marks={marks}
        onClose={close}
        onSave={(item, records) => actions.markAttendance(item, records).then(close)}
      />
    </PageContainer>
  );
}
