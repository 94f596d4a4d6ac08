// Days and wall-clock times in Dhaka, as the API writes them ('2026-11-26', '2026-11-26T18:30'), whatever zone
// the device is in. Plain Intl: the batch forms need today's date without the calendar library's time zones.
import { DHAKA_TIME_ZONE } from '@pathshala/shared-ui';

const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: DHAKA_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function dhakaParts(value: Date | string | number) {
  const parts = Object.fromEntries(
    partsFormat.formatToParts(new Date(value)).map((part) => [part.type, part.value]),
  );
  return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute', string>;
}

/** The day it is in Dhaka at `value` (default now): '2026-11-26'. */
export function dhakaDay(value: Date | string | number = Date.now()): string {
  const { year, month, day } = dhakaParts(value);
  return `${year}-${month}-${day}`;
}

/** The Dhaka date and time of `value` as a datetime-local input holds it: '2026-11-26T18:30'. */
export function dhakaDateTime(value: Date | string | number): string {
  const { hour, minute } = dhakaParts(value);
  return `${dhakaDay(value)}T${hour}:${minute}`;
}

/** The day `days` after (or before) `day` ('YYYY-MM-DD'). */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}
