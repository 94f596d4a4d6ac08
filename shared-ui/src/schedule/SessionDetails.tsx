import { Box, Button, Dialog, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import type { ClassSession } from '@pathshala/shared-api/contract';
import type { ReactNode } from 'react';
import { useFormat } from '@pathshala/shared-ui';
import { useScheduleText } from './i18n';
import { SessionActions, type SessionActionsProps } from './SessionActions';
import { SessionStatusBadge } from './SessionStatusBadge';
import { useSessionFormat } from './useSessionFormat';

export interface SessionDetailsProps {
  session: ClassSession;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text as="dt" fontSize="xs" textTransform="uppercase" letterSpacing="wide" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontWeight="medium" overflowWrap="anywhere" whiteSpace="pre-line">
        {children}
      </Text>
    </Box>
  );
}

/**
 * One class: its state, day, time and length in Dhaka time, its teacher, where it was moved from, the teacher's
 * note and the viewer's own attendance.
 */
export function SessionDetails({ session }: SessionDetailsProps) {
  const t = useScheduleText();
  const f = useFormat();
  const when = useSessionFormat();
  return (
    <Stack gap="4">
      <HStack gap="2" wrap="wrap">
        <SessionStatusBadge status={session.status} />
        {session.join_class_link ? (
          <Text as="span" color="fg.success" fontWeight="medium" fontSize="sm">
            {t('details.live')}
          </Text>
        ) : null}
      </HStack>
      <Stack as="dl" gap="3">
        <Fact label={t('details.date')}>{when.day(session.starts_at)}</Fact>
        <Fact label={t('details.time')}>{when.timeRange(session)}</Fact>
        <Fact label={t('details.length')}>
          {t('details.minutes', { minutes: f.number(session.duration_minutes) })}
        </Fact>
        {session.status === 'moved' ? (
          <Fact label={t('details.movedFrom')}>{when.moment(session.scheduled_at)}</Fact>
        ) : null}
        {session.teacher_id ? <Fact label={t('details.teacher')}>{session.teacher_id.username}</Fact> : null}
        {session.note ? <Fact label={t('details.note')}>{session.note}</Fact> : null}
        {session.my_attendance ? (
          <Fact label={t('details.myAttendance')}>
            {t('attendance.mark', { mark: session.my_attendance })}
          </Fact>
        ) : null}
      </Stack>
    </Stack>
  );
}

export interface SessionDialogProps extends SessionActionsProps {
  /** The class shown; null when the dialog is closed. */
  session: ClassSession | null;
  onClose: () => void;
}

/**
 * A class's details in a dialog titled with its batch, with the viewer's actions at its foot: a button for each
 * callback given, where the class's time and state allow it (see SessionActions).
 */
export function SessionDialog({ session, onClose, ...actions }: SessionDialogProps) {
  const t = useScheduleText();
  return (
    <Dialog.Root
      open={session !== null}
      onOpenChange={(details) => (details.open ? undefined : onClose())}
      placement="center"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content maxH="85vh">
            {session ? (
              <>
                <Dialog.Header>
                  <Dialog.Title overflowWrap="anywhere">{session.batch_name}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <SessionDetails session={session} />
                </Dialog.Body>
                <Dialog.Footer flexWrap="wrap" gap="2">
                  <SessionActions session={session} {...actions} />
                  <Button variant="outline" onClick={onClose}>
                    {t('dialog.close')}
                  </Button>
                </Dialog.Footer>
              </>
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
