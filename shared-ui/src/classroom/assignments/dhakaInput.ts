/** The moment a datetime-local value ('2026-11-26T18:30') names in Dhaka time (UTC+6, no daylight saving). */
export const dhakaMoment = (value: string): number => Date.parse(`${value.slice(0, 16)}:00+06:00`);
