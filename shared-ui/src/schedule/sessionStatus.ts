import type { ClassSession, SessionStatus } from '@pathshala/shared-api/contract';
import { dhakaDay } from '../i18n/dhaka-calendar';

/** Each state's colour; a word always goes with it (never colour alone). */
export const STATUS_PALETTE: Record<SessionStatus, string> = {
  scheduled: 'brand',
  moved: 'accent',
  cancelled: 'gray',
  held: 'blue',
};

export interface SessionTiming {
  /** Its start has come. */
  started: boolean;
  /** Its end has come. */
  ended: boolean;
  /** It falls on today's date in Dhaka. */
  today: boolean;
}

/** Where a class stands at `now`: what its teacher may still do with it follows from this. */
export function sessionTiming(
  session: Pick<ClassSession, 'starts_at' | 'ends_at'>,
  now: Date = new Date(),
): SessionTiming {
  return {
    started: now.getTime() >= Date.parse(session.starts_at),
    ended: now.getTime() >= Date.parse(session.ends_at),
    today: dhakaDay(now) === dhakaDay(session.starts_at),
  };
}
