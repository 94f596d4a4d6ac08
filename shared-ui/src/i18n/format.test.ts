import {
  formatClockTime,
  formatDate,
  formatDateTime,
  formatLongDate,
  formatMoney,
  formatMonth,
  formatNumber,
  formatTime,
} from './format';

// 12:00 UTC is 6:00 PM in Dhaka (UTC+6, no daylight saving); 20:30 UTC is already the next day there.
const evening = '2026-11-25T12:00:00Z';
const pastMidnight = '2026-11-25T20:30:00Z';

describe('money', () => {
  it('is taka with Bangladeshi grouping in English', () => {
    expect(formatMoney(100000, 'en')).toBe('৳1,00,000');
    expect(formatMoney(3500, 'en')).toBe('৳3,500');
    expect(formatMoney(12345678, 'en')).toBe('৳1,23,45,678');
  });

  it('is taka with Bangla digits in Bangla', () => {
    expect(formatMoney(100000, 'bn')).toBe('৳১,০০,০০০');
    expect(formatMoney(3500, 'bn')).toBe('৳৩,৫০০');
  });

  it('keeps paisa when an amount has them', () => {
    expect(formatMoney(1500.5, 'en')).toBe('৳1,500.5');
  });

  it('formats plain numbers the same way', () => {
    expect(formatNumber(250000, 'en')).toBe('2,50,000');
    expect(formatNumber(250000, 'bn')).toBe('২,৫০,০০০');
  });
});

describe('dates and times in Dhaka time', () => {
  it('shows the Dhaka date even when it differs from UTC', () => {
    expect(formatDate(pastMidnight, 'en')).toBe('26 Nov 2026');
    expect(formatLongDate(evening, 'en')).toBe('25 November 2026');
  });

  it('uses Bangla month names and digits in Bangla', () => {
    expect(formatLongDate(evening, 'bn')).toBe('২৫ নভেম্বর, ২০২৬');
    expect(formatMonth(evening, 'bn')).toContain('২০২৬');
  });

  it('reads a time as people say it', () => {
    expect(formatTime(evening, 'en')).toBe('6:00 PM');
    expect(formatTime(evening, 'bn')).toBe('সন্ধ্যা ৬:০০');
    expect(formatTime('2026-11-25T03:30:00Z', 'bn')).toBe('সকাল ৯:৩০');
  });

  it('joins date and time', () => {
    expect(formatDateTime(pastMidnight, 'en')).toBe('26 Nov 2026, 2:30 AM');
  });

  it('reads a stored class time (already Dhaka time) the same way', () => {
    expect(formatClockTime('18:00', 'en')).toBe('6:00 PM');
    expect(formatClockTime('18:00', 'bn')).toBe('সন্ধ্যা ৬:০০');
    expect(formatClockTime('07:15', 'en')).toBe('7:15 AM');
    expect(formatClockTime('6:00 PM', 'bn')).toBe('সন্ধ্যা ৬:০০');
    expect(formatClockTime('12:30 am', 'en')).toBe('12:30 AM');
    expect(formatClockTime('13:00 PM', 'en')).toBe('13:00 PM');
  });

  it('shows unreadable input as given', () => {
    expect(formatDate('not a date', 'en')).toBe('not a date');
    expect(formatClockTime('soon', 'bn')).toBe('soon');
  });
});
