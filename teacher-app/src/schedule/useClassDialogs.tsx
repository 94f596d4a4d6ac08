import type { Batch, ClassSession } from '@pathshala/shared-api/contract';
import { useBatchAttendance } from '@pathshala/shared-api/schedule';
import {
  AttendanceSheet,
  CancelSessionDialog,
  MoveSessionDialog,
  SessionDialog,
  type AttendanceMarks,
} from '@pathshala/shared-ui/schedule';
import { useState } from 'react';
import { useStartClassAction } from '../batches/useStartClassAction';
import { useSessionActions } from './useSessionActions';

type Open = { kind: 'details' | 'move' | 'cancel' | 'attendance'; session: ClassSession };

/**
 * A class's dialogs for its teacher, wherever classes are shown (the Schedule page, a batch's Classes tab): its
 * details, where the teacher moves, cancels or restores it before it starts, starts it on its day and marks who
 * came once it has started. `open(session)` shows its details; `dialogs` go anywhere on the page. `loaded` are the
 * classes as last loaded (after a change they reload, and an open dialog shows the class as it now is); `batches`
 * the teacher's, whose students the attendance sheet lists.
 */
export function useClassDialogs(loaded: readonly ClassSession[] | undefined, batches: readonly Batch[]) {
  const actions = useSessionActions();
  const startClass = useStartClassAction();
  const [open, setOpen] = useState<Open | null>(null);
  const close = () => setOpen(null);
  const session = open && (loaded?.find((item) => item._id === open.session._id) ?? open.session);
  const shown = (kind: Open['kind']) => (open?.kind === kind ? session : null);
  const openAs = (kind: Open['kind']) => (item: ClassSession) => setOpen({ kind, session: item });

  const marking = shown('attendance');
  const attendance = useBatchAttendance(marking?.batch_id);
  const students = batches.find((batch) => batch._id === marking?.batch_id)?.student_ids ?? [];
  const marks: AttendanceMarks | undefined = attendance.isError
    ? {}
    : attendance.data &&
      Object.fromEntries(
        attendance.data.records
          .filter((record) => record.session_id === marking?._id)
          .map((record) => [record.student_id, record.status]),
      );

  const dialogs = (
    <>
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
    </>
  );
  return { open: openAs('details'), dialogs };
}
