import { Badge, Flex, Text } from '@chakra-ui/react';
import { useFormat } from '@pathshala/shared-ui';
import { dueTiming, type DueTiming } from './due';
import { useAssignmentsText } from './i18n';
import { useDuePassing } from './useDuePassing';

export interface DueLineProps {
  /** The due time (ISO 8601), shown in Dhaka time. */
  dueAt: string;
}

const PALETTE: Record<DueTiming['kind'], string> = {
  past: 'red',
  minutes: 'orange',
  hours: 'orange',
  tomorrow: 'yellow',
  days: 'gray',
};

/** 'Due 28 Nov 2026, 6:30 PM (Dhaka time)' and how far off it is: 'due in 2 days', 'past due'. */
export function DueLine({ dueAt }: DueLineProps) {
  const t = useAssignmentsText();
  const f = useFormat();
  useDuePassing(dueAt);
  const timing = dueTiming(dueAt);
  const relative =
    timing.kind === 'past'
      ? t('due.past')
      : timing.kind === 'minutes'
        ? t('due.inMinutes', { minutes: timing.count })
        : timing.kind === 'hours'
          ? t('due.inHours', { hours: timing.count })
          : timing.kind === 'tomorrow'
            ? t('due.tomorrow')
            : t('due.inDays', { days: timing.count });
  return (
    <Flex gap="2" align="center" wrap="wrap">
      <Text color="fg.muted" fontSize="sm">
        {t('due.at', { when: f.dateTime(dueAt) })}
      </Text>
      <Badge colorPalette={PALETTE[timing.kind]} variant="subtle">
        {relative}
      </Badge>
    </Flex>
  );
}
