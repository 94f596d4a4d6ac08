import { Badge } from '@chakra-ui/react';
import type { SessionStatus } from '@pathshala/shared-api/contract';
import { useScheduleText } from './i18n';
import { STATUS_PALETTE } from './sessionStatus';

/** A class's state as a word on its colour: Scheduled, Moved, Cancelled, Held. */
export function SessionStatusBadge({ status }: { status: SessionStatus }) {
  const t = useScheduleText();
  return (
    <Badge colorPalette={STATUS_PALETTE[status]} variant="subtle" size="md">
      {t('status', { status })}
    </Badge>
  );
}
