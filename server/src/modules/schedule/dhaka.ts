// Time in Asia/Dhaka, whatever zone the server runs in: every class is planned, checked and written there.
// Luxon does the zone arithmetic (Dhaka has kept +06:00 since 2009, but nothing here relies on that).
import { DateTime, IANAZone } from 'luxon';
import {
  CALENDAR_DATE_PATTERN,
  parseClockTime,
  SCHEDULE_LIMITS,
  SCHEDULE_MESSAGES,
  SCHEDULE_TIME_ZONE,
  WEEKDAYS,
  type Weekday,
} from '@pathshala/shared-api/contract';

const HOUR = 60 * 60_000;
/** The hours kept: about a megabyte, enough for the classes of every batch a year either way; emptied when full. */
const HOURS_KEPT = 20_000;

/**
 * An IANA zone that works out its offset once an hour. Luxon's own asks the platform's Intl for every offset it
 * needs, several for each date it builds or moves, at about 8 µs each: reading a calendar's range took 200 µs,
 * 30 µs with the offsets kept. An hour's offset is kept only when it is the same at its first and last
 * millisecond, so an instant in an hour that holds a change of offset is worked out as Luxon does.
 */
export class HourlyOffsetZone extends IANAZone {
  private readonly offsets = new Map<number, number>();

  override offset(ts: number): number {
    const hour = Math.floor(ts / HOUR);
    const known = this.offsets.get(hour);
    if (known !== undefined) return known;
    const offset = super.offset(hour * HOUR);
    if (Number.isNaN(offset) || offset !== super.offset((hour + 1) * HOUR - 1)) return super.offset(ts);
    if (this.offsets.size >= HOURS_KEPT) this.offsets.clear();
    this.offsets.set(hour, offset);
    return offset;
  }
}

/** Asia/Dhaka, for every date worked out in it. */
export const DHAKA_ZONE = new HourlyOffsetZone(SCHEDULE_TIME_ZONE);

const inDhaka = (moment: Date) => DateTime.fromJSDate(moment, { zone: DHAKA_ZONE });

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
  return DateTime.fromISO(day, { zone: DHAKA_ZONE }).startOf('day').toJSDate();
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
  return DateTime.fromISO(text, { zone: DHAKA_ZONE, setZone: false }).toJSDate();
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
    DateTime.fromISO(rule.startDate, { zone: DHAKA_ZONE }).startOf('day'),
  );
  const moments: Date[] = [];
  for (let day = first; day.toJSDate() < to; day = day.plus({ days: 1 })) {
    if (!weekdays.has(day.weekday)) continue;
    const moment = day.set({ hour: clock.hour, minute: clock.minute }).toJSDate();
    if (moment >= from && moment < to) moments.push(moment);
  }
  return moments;
}
