import { Button } from '@chakra-ui/react';
import type { ClassSession } from '@pathshala/shared-api/contract';
import type { ReactNode } from 'react';
import { FiCheckSquare, FiClock, FiLogIn, FiRotateCcw, FiVideo, FiXCircle } from 'react-icons/fi';
import { useScheduleText } from './i18n';
import { sessionTiming } from './sessionStatus';

/** What the viewer may do with a class: each given callback is a button where the class's time allows it. */
export interface SessionActionsProps {
  /** Join class while it is live (a student's). */
  onJoin?: (session: ClassSession) => void;
  /** Start class on its day (its teacher's). */
  onStart?: (session: ClassSession) => void;
  /** Its class is starting: Start class waits. */
  starting?: boolean;
  /** Once it has started or was held, and is not cancelled. */
  onMarkAttendance?: (session: ClassSession) => void;
  /** Before it starts. */
  onMove?: (session: ClassSession) => void;
  onCancel?: (session: ClassSession) => void;
  /** A cancelled class, before its time. */
  onRestore?: (session: ClassSession) => void;
}

/** The buttons of `session` for the callbacks given, those its time and state allow. */
export function SessionActions({
  session,
  onJoin,
  onStart,
  starting = false,
  onMarkAttendance,
  onMove,
  onCancel,
  onRestore,
}: SessionActionsProps & { session: ClassSession }) {
  const t = useScheduleText();
  const { started, today } = sessionTiming(session);
  const cancelled = session.status === 'cancelled';
  const upcoming = !started && session.status !== 'held';
  const buttons: ReactNode[] = [];
  const run = (handler: (session: ClassSession) => void) => () => handler(session);

  if (onJoin && session.join_class_link)
    buttons.push(
      <Button key="join" colorPalette="brand" onClick={run(onJoin)}>
        <FiLogIn aria-hidden />
        {t('details.join')}
      </Button>,
    );
  if (onStart && today && !cancelled)
    buttons.push(
      <Button key="start" colorPalette="brand" onClick={run(onStart)} loading={starting}>
        <FiVideo aria-hidden />
        {t('actions.start')}
      </Button>,
    );
  if (onMarkAttendance && (started || session.status === 'held') && !cancelled)
    buttons.push(
      <Button key="mark" colorPalette="brand" variant="outline" onClick={run(onMarkAttendance)}>
        <FiCheckSquare aria-hidden />
        {t('actions.markAttendance')}
      </Button>,
    );
  if (onMove && upcoming && !cancelled)
    buttons.push(
      <Button key="move" variant="outline" onClick={run(onMove)}>
        <FiClock aria-hidden />
        {t('actions.move')}
      </Button>,
    );
  if (onCancel && upcoming && !cancelled)
    buttons.push(
      <Button key="cancel" variant="outline" colorPalette="red" onClick={run(onCancel)}>
        <FiXCircle aria-hidden />
        {t('actions.cancel')}
      </Button>,
    );
  if (onRestore && upcoming && cancelled)
    buttons.push(
      <Button key="restore" variant="outline" onClick={run(onRestore)}>
        <FiRotateCcw aria-hidden />
        {t('actions.restore')}
      </Button>,
    );
  return <>{buttons}</>;
}
