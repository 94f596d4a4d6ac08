// A batch's class time as people type it. Stateless and tiny: the portal copies this entry into each app
// that reads it (webpack/shared.mjs, `unshared`), the server reads it through the contract.

/** A clock time as people type it: '18:00', '6:00 PM', '6:00pm', '6.00 p.m.' is not one. */
export const CLOCK_TIME_PATTERN = /^(\d{1,2}):([0-5]\d)(?:\s*([AaPp])\.?[Mm]\.?)?$/;

export interface ClockTime {
  /** 0–23. */
  hour: number;
  /** 0–59. */
  minute: number;
}

/**
 * The hour and minute of a wall-clock time written as '18:30' or '6:30 PM' (already Dhaka time); null for
 * anything else ('After Maghrib', '25:00', '13:00 PM').
 */
export function parseClockTime(text: string): ClockTime | null {
  const match = CLOCK_TIME_PATTERN.exec(text.trim());
  if (!match) return null;
  const [, hours, minutes, half] = match;
  let hour = Number(hours);
  if (half) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (/p/i.test(half) ? 12 : 0);
  } else if (hour > 23) return null;
  return { hour, minute: Number(minutes) };
}
