// Numbers, money, dates and times as people here read them: taka with Bangladeshi grouping (৳1,00,000;
// ৳১,০০,০০০ in Bangla) and every moment in Asia/Dhaka, whatever zone the device is set to.
import { parseClockTime } from '@pathshala/shared-api/contract/clock';
import type { Language } from './language';

export const DHAKA_TIME_ZONE = 'Asia/Dhaka';

/** Number locales: Indian-style grouping in English, Bangla digits in Bangla. */
const NUMBER_LOCALE: Record<Language, string> = { en: 'en-IN', bn: 'bn-BD' };
/** Date locales: '25 Nov 2026' in English, Bangla month names and digits in Bangla. */
const DATE_LOCALE: Record<Language, string> = { en: 'en-GB', bn: 'bn-BD' };

const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

/** Intl formats are slow to make: each is made once. */
function cached<Format extends Intl.NumberFormat | Intl.DateTimeFormat>(
  id: string,
  make: () => Format,
): Format {
  let format = formats.get(id);
  if (!format) formats.set(id, (format = make()));
  return format as Format;
}

const numberFormat = (language: Language, options: Intl.NumberFormatOptions) =>
  cached(
    `n|${language}|${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(NUMBER_LOCALE[language], options),
  );

const dateFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  cached(`d|${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));

const dhakaDate = (language: Language, options: Intl.DateTimeFormatOptions) =>
  dateFormat(DATE_LOCALE[language], { timeZone: DHAKA_TIME_ZONE, ...options });

const toDate = (value: Date | string | number) => (value instanceof Date ? value : new Date(value));
const isValid = (date: Date) => !Number.isNaN(date.getTime());

/** `options` adjust the digits shown: a rating's one decimal, a year without grouping. */
export function formatNumber(value: number, language: Language, options?: Intl.NumberFormatOptions): string {
  return numberFormat(language, { maximumFractionDigits: 2, ...options }).format(value);
}

/** A figure with exactly `digits` decimals: '12.50' / '১২.৫০' (a growth rate, an average rating). */
export function formatFixed(value: number, digits: number, language: Language): string {
  return numberFormat(language, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
    value,
  );
}

/** '৳1,00,000' / '৳১,০০,০০০'. Amounts are whole taka or paisa-precise; stored values never change. */
export function formatMoney(amount: number, language: Language): string {
  return `৳${formatNumber(amount, language)}`;
}

/** '25 Nov 2026' / '২৫ নভে, ২০২৬'. Unparseable input is shown as given. */
export function formatDate(value: Date | string | number, language: Language): string {
  const date = toDate(value);
  if (!isValid(date)) return String(value);
  return dhakaDate(language, { day: 'numeric', month: 'short', year: 'numeric' }).format(date);
}

/** '25 November 2026' / '২৫ নভেম্বর, ২০২৬'. */
export function formatLongDate(value: Date | string | number, language: Language): string {
  const date = toDate(value);
  if (!isValid(date)) return String(value);
  return dhakaDate(language, { day: 'numeric', month: 'long', year: 'numeric' }).format(date);
}

/** 'Nov 2026' / 'নভে, ২০২৬' (a month of a chart). */
export function formatMonth(value: Date | string | number, language: Language): string {
  const date = toDate(value);
  if (!isValid(date)) return String(value);
  return dhakaDate(language, { month: 'short', year: 'numeric' }).format(date);
}

/**
 * A time of day as people say it: '6:00 PM' in English, 'সন্ধ্যা ৬:০০' in Bangla (the part of the day first:
 * সকাল, দুপুর, বিকাল, সন্ধ্যা, রাত্রি).
 */
export function formatTime(value: Date | string | number, language: Language): string {
  const date = toDate(value);
  if (!isValid(date)) return String(value);
  return timeOfDay(date, language, DHAKA_TIME_ZONE);
}

/** '25 Nov 2026, 6:00 PM' / '২৫ নভে, ২০২৬, সন্ধ্যা ৬:০০'. */
export function formatDateTime(value: Date | string | number, language: Language): string {
  const date = toDate(value);
  if (!isValid(date)) return String(value);
  return `${formatDate(date, language)}, ${formatTime(date, language)}`;
}

/**
 * A wall-clock time stored as text (a batch's class time, already Dhaka time): '18:00' or '6:00 PM' reads
 * '6:00 PM' / 'সন্ধ্যা ৬:০০'; anything else is shown as written.
 */
export function formatClockTime(clock: string, language: Language): string {
  const time = parseClockTime(clock);
  if (!time) return clock;
  return timeOfDay(new Date(Date.UTC(2000, 0, 1, time.hour, time.minute)), language, 'UTC');
}

function timeOfDay(date: Date, language: Language, timeZone: string): string {
  if (language === 'en')
    return dateFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(date);
  const parts = dateFormat('bn-BD', {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    dayPeriod: 'short',
  }).formatToParts(date);
  const period = parts.find((part) => part.type === 'dayPeriod')?.value;
  const clock = parts
    .filter((part) => part.type !== 'dayPeriod')
    .map((part) => part.value)
    .join('')
    .trim();
  return period ? `${period} ${clock}` : clock;
}
