import { Box, chakra, Text, VisuallyHidden } from '@chakra-ui/react';
import type { ClassSession } from '@pathshala/shared-api/contract';
import type { KeyboardEvent } from 'react';
import { useScheduleText } from './i18n';
import { STATUS_PALETTE } from './sessionStatus';
import { useSessionFormat } from './useSessionFormat';

export interface SessionEventProps {
  session: ClassSession;
  /** Laid out as an agenda row (one line) instead of a block in a grid. */
  row: boolean;
  /** Only an agenda row needs it: its own focusable element takes Enter and Space (a grid's is the calendar's). */
  onSelect: (session: ClassSession) => void;
}

/**
 * One class in the calendar: its batch, its time in Dhaka and its state in words (its day too, for assistive tech);
 * a cancelled one struck through.
 */
export function SessionEvent({ session, row, onSelect }: SessionEventProps) {
  const t = useScheduleText();
  const when = useSessionFormat();
  const struck = session.status === 'cancelled' ? 'line-through' : undefined;
  // The day is read out, not shown: in a week or month grid it is the column's, and assistive tech reads a
  // class on its own.
  const parts = (
    <>
      <VisuallyHidden>{`${when.day(session.starts_at)}, `}</VisuallyHidden>
      <Text as="span" fontWeight="semibold" textDecoration={struck} truncate={!row}>
        {session.batch_name}
      </Text>{' '}
      <Text as="span" textDecoration={struck} truncate={!row}>
        {when.timeRange(session)}
      </Text>{' '}
      <Text as="span" fontWeight="medium" color={`${STATUS_PALETTE[session.status]}.fg`}>
        {t('status', { status: session.status })}
      </Text>
    </>
  );

  if (row) {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      onSelect(session);
    };
    return (
      <chakra.a
        role="button"
        tabIndex={0}
        onKeyDown={onKeyDown}
        display="flex"
        flexWrap="wrap"
        columnGap="3"
        rowGap="0.5"
        cursor="pointer"
        color="fg"
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
      >
        {parts}
      </chakra.a>
    );
  }
  return (
    <Box
      display="flex"
      flexDirection="column"
      px="1"
      py="0.5"
      fontSize="xs"
      lineHeight="short"
      color="fg"
      overflow="hidden"
      h="full"
    >
      {parts}
    </Box>
  );
}
