// Time in Asia/Dhaka, whatever zone the server runs in: every class is planned, checked and written there.
// Luxon does the zone arithmetic (Dhaka has kept +06:00 since 2009, but nothing here relies on that).
import { DateTime } from 'luxon';
import {
  CALENDAR_DATE_PATTERN,
  parseClockTime,
  SCHEDULE_LIMITS,
  SCHEDULE_MESSAGES,
  SCHEDULE_TIME_ZONE,
  WEEKDAYS,
  type Weekday,
} from '@pathshala/shared-api/contract';

const inDhaka = (moment: Date) => DateTime.fromJSDate(moment, { zone: SCHEDULE_TIME_ZONE });

/** The day (YYYY-MM-DD) it is in Dhaka at `moment`. */
export function dhakaDate(moment: Date): string {
  return inDhaka(moment).toISODate() ?? '';
}

/** Why a batch may not start on `day` (it must be from today to a year ahead), or null when it may. */
export function checkStartDate(day: string, now: Date): string | null {
  const today = dhakaDate(now);
  return day < today || day > dhakaDateAfter(now, SCHEDULE_LIMITS.reachDays)
    ? SCHEDULE_MESSAGES.startDateOutOfReach
    : null;
}

/** The first moment of a Dhaka day (YYYY-MM-DD). */
export function dhakaDayStart(day: string): Date {
  return DateTime.fromISO(day, { zone: SCHEDULE_TIME_ZONE }).startOf('day').toJSDate();
}

/** The first moment of the Dhaka day `moment` falls on. */
export function startOfDhakaDay(moment: Date): Date {
  return inDhaka(moment).startOf('day').toJSDate();
}

/** The day (YYYY-MM-DD) `days` after (or before) the Dhaka day of `moment`. */
export function dhakaDateAfter(moment: Date, days: number): string {
  return inDhaka(moment).plus({ days }).toISODate() ?? '';
}

/**
 * A moment as the API takes it: a day ('2026-11-26', its start in Dhaka), a date and time without an offset
 * ('2026-11-26T18:30', Dhaka time) or with one ('…+06:00', 'Z'). The contract has checked the form.
 */
export function readMoment(text: string): Date {
  if (CALENDAR_DATE_PATTERN.test(text)) return dhakaDayStart(text);
  return DateTime.fromISO(text, { zone: SCHEDULE_TIME_ZONE, setZone: false }).toJSDate();
}

export const addMinutes = (moment: Date, minutes: number) => new Date(moment.getTime() + minutes * 60_000);
export const addDays = (moment: Date, days: number) => inDhaka(moment).plus({ days }).toJSDate();

/** What makes a batch's classes: its weekly days and clock time from its start date, in Dhaka. */
export interface WeeklyRule {
  days: readonly Weekday[];
  /** The batch's time as written ('18:30', '6:30 PM'); anything else plans no class. */
  time: string;
  /** YYYY-MM-DD. */
  startDate: string;
}

/** Every moment in [from, to) that `rule` puts a class at, earliest first. */
export function classMoments(rule: WeeklyRule, from: Date, to: Date): Date[] {
  const clock = parseClockTime(rule.time);
  if (!clock || rule.days.length === 0 || from >= to) return [];
  // Luxon counts Monday 1 … Sunday 7; WEEKDAYS is Sunday first.
  const weekdays = new Set(rule.days.map((day) => WEEKDAYS.indexOf(day) || 7));
  const first = DateTime.max(
    inDhaka(from).startOf('day'),
    DateTime.fromISO(rule.startDate, { zone: SCHEDULE_TIME_ZONE }).startOf('day'),
  );
  const moments: Date[] = [];
  for (let day = first; day.toJSDate() < to; day = day.plus({ days: 1 })) {
    if (!weekdays.has(day.weekday)) continue;
    const moment = day.set({ hour: clock.hour, minute: clock.minute }).toJSDate();
    if (moment >= from && moment < to) moments.push(moment);
  }
  return moments;
}
