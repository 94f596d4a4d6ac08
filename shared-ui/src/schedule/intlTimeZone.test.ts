import { intlTimeZonePlugin } from './intlTimeZone';

// The plugin's zone class, as FullCalendar makes one per calendar with the calendar's time zone.
type Zone = { timestampToArray(ms: number): number[]; offsetForArray(clock: number[]): number };
const ZoneImpl = intlTimeZonePlugin.namedTimeZonedImpl as unknown as new (name: string) => Zone;

describe('the Intl time zone of the calendar', () => {
  it('reads a moment as the wall clock in Dhaka, whatever zone the device is in', () => {
    const dhaka = new ZoneImpl('Asia/Dhaka');
    // 30 Nov 2026, 18:30:05.250 UTC is 1 Dec 2026, 00:30:05.250 in Dhaka: across a month boundary.
    expect(dhaka.timestampToArray(Date.UTC(2026, 10, 30, 18, 30, 5, 250))).toEqual([
      2026, 11, 1, 0, 30, 5, 250,
    ]);
    expect(dhaka.offsetForArray([2026, 11, 1, 0, 30, 0, 0])).toBe(360);
  });

  it('finds the offset of a wall clock on either side of a daylight-saving change', () => {
    const newYork = new ZoneImpl('America/New_York');
    // Clocks went forward on 8 March 2026 at 2:00 (EST −5 h → EDT −4 h) and back on 1 November 2026.
    expect(newYork.offsetForArray([2026, 2, 8, 1, 30, 0, 0])).toBe(-300);
    expect(newYork.offsetForArray([2026, 2, 8, 3, 30, 0, 0])).toBe(-240);
    expect(newYork.offsetForArray([2026, 10, 2, 12, 0, 0, 0])).toBe(-300);
    expect(newYork.timestampToArray(Date.UTC(2026, 6, 4, 16, 0, 0, 0))).toEqual([2026, 6, 4, 12, 0, 0, 0]);
  });
});
