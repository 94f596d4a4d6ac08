// The calendar's named time zone (Asia/Dhaka) from the browser's own zone database, through Intl: what
// @fullcalendar/luxon3 does with Luxon, without shipping Luxon (some 24 KB gzipped) to every phone that opens the
// Schedule page.
import { createPlugin } from '@fullcalendar/core';
import { NamedTimeZoneImpl } from '@fullcalendar/core/internal';

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** The wall clock in `timeZone` at `ms`, as FullCalendar's arrays hold it: [year, month 0–11, day, h, m, s, ms]. */
function wallClock(ms: number, timeZone: string): number[] {
  const parts: Record<string, number> = {};
  for (const part of formatIn(timeZone).formatToParts(ms)) parts[part.type] = Number(part.value);
  const millisecond = ((ms % 1000) + 1000) % 1000;
  return [parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!, millisecond];
}

const asUtc = (clock: readonly number[]) =>
  Date.UTC(clock[0]!, clock[1]!, clock[2]!, clock[3]!, clock[4]!, clock[5]!, clock[6]!);

/** Minutes `timeZone` is ahead of UTC at the moment `ms`. */
const offsetAt = (ms: number, timeZone: string) => (asUtc(wallClock(ms, timeZone)) - ms) / 60_000;

class IntlNamedTimeZone extends NamedTimeZoneImpl {
  timestampToArray(ms: number): number[] {
    return wallClock(ms, this.timeZoneName);
  }

  /** The offset of a wall-clock time: taken at a first guess of its moment, then at the moment that gives. */
  offsetForArray(clock: number[]): number {
    const guess = asUtc(clock);
    const first = offsetAt(guess, this.timeZoneName);
    return offsetAt(guess - first * 60_000, this.timeZoneName);
  }
}

/** FullCalendar's `timeZone: 'Asia/Dhaka'` (any IANA name), read by the browser. */
export const intlTimeZonePlugin = createPlugin({
  name: 'pathshala-intl-time-zone',
  namedTimeZonedImpl: IntlNamedTimeZone,
});
