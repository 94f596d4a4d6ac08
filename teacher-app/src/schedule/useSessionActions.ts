import type { AttendanceStatus, ClassSession } from '@pathshala/shared-api/contract';
import { useMarkAttendance, useUpdateSession } from '@pathshala/shared-api/schedule';
import { useFormat } from '@pathshala/shared-ui';
import { withToasts } from '@pathshala/shared-ui/signed-in';
import type { MoveSessionInput } from '@pathshala/shared-ui/schedule';
import { useText } from '../i18n';

/**
 * What the teacher does to a class: move it, cancel or restore it, mark who came. Each says how it went in a
 * toast (a failure with the server's reason, e.g. a class that has started) and rejects on failure, so the
 * dialog that asked stays open with the server's field errors. The calendars reload (the mutations invalidate
 * them); the server tells the members.
 */
export function useSessionActions() {
  const t = useText();
  const f = useFormat();
  const update = useUpdateSession();
  const mark = useMarkAttendance();
  const ids = (session: ClassSession) => ({ batchId: session.batch_id, sessionId: session._id });

  return {
    move: (session: ClassSession, input: MoveSessionInput) =>
      withToasts(update.mutateAsync({ ...ids(session), input }), {
        success: (moved) => ({
          title: t('schedule.moved.title'),
          description: t('schedule.moved.description', {
            batch: moved.batch_name,
            when: f.dateTime(moved.starts_at),
          }),
        }),
        failure: t('schedule.failed.move'),
      }),
    /** A blank note leaves the class's note as it is. */
    cancel: (session: ClassSession, note: string | null) =>
      withToasts(update.mutateAsync({ ...ids(session), input: { cancelled: true, ...(note && { note }) } }), {
        success: t('schedule.cancelled'),
        failure: t('schedule.failed.cancel'),
      }),
    restore: (session: ClassSession, note: string | null) =>
      withToasts(
        update.mutateAsync({ ...ids(session), input: { cancelled: false, ...(note && { note }) } }),
        {
          success: t('schedule.restored'),
          failure: t('schedule.failed.restore'),
        },
      ),
    markAttendance: (session: ClassSession, records: { student_id: string; status: AttendanceStatus }[]) =>
      withToasts(mark.mutateAsync({ ...ids(session), records }), {
        success: t('schedule.attendanceSaved', { batch: session.batch_name }),
        failure: t('schedule.failed.attendance'),
      }),
  };
}
