import { Stack } from '@chakra-ui/react';
import type { ClassSession } from '@pathshala/shared-api/contract';
import type { ReactNode } from 'react';
import { errorMessage } from '@pathshala/shared-api/contract/errors';
import { LoadError } from '../states/LoadError';
import { LoadingView } from '../states/LoadingView';
import type { QueryLike } from '../states/QueryView';
import { ScheduleCalendar, type ScheduleCalendarProps } from './ScheduleCalendar';

export interface CalendarViewProps extends Omit<ScheduleCalendarProps, 'sessions' | 'busy'> {
  /** The classes of the days shown, as the page loads them for `onRangeChange`. */
  classes: QueryLike<ClassSession[]> & { isFetching?: boolean };
  /** The page's texts: the spinner's label, the failure's message when the server gave none, and what shows
   * when the days shown have no class. */
  loadingLabel: string;
  errorMessage: string;
  empty: ReactNode;
}

/**
 * The calendar with the state of what it shows above it: loading, failed (with Try again), or no class in
 * these days. The calendar stays, so one can move to other days whatever the state.
 */
export function CalendarView({
  classes,
  loadingLabel,
  errorMessage: fallback,
  empty,
  ...calendar
}: CalendarViewProps) {
  let status: ReactNode = null;
  if (classes.isError)
    status = (
      <LoadError message={errorMessage(classes.error, fallback)} onRetry={() => void classes.refetch()} />
    );
  else if (classes.isPending || classes.data === undefined) status = <LoadingView label={loadingLabel} />;
  else if (classes.data.length === 0) status = empty;
  return (
    <Stack gap="4">
      {status}
      <ScheduleCalendar sessions={classes.data ?? []} busy={Boolean(classes.isFetching)} {...calendar} />
    </Stack>
  );
}
