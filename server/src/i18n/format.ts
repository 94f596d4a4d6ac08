// Money and moments as people here read them, in mails, notifications and the payment simulator's page: taka
// with Bangladeshi grouping (৳1,00,000; ৳১,০০,০০০ in Bangla) and every moment in Asia/Dhaka, the portal's rule
// (shared-ui/src/i18n/format.ts).
import { SCHEDULE_TIME_ZONE } from '@pathshala/shared-api/contract';
import type { Language } from './language';

/** Indian-style grouping in English, Bangla digits in Bangla. */
const NUMBER_LOCALE: Record<Language, string> = { en: 'en-IN', bn: 'bn-BD' };

const numberFormats = new Map<Language, Intl.NumberFormat>();

export function formatNumber(value: number, language: Language): string {
  let format = numberFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(NUMBER_LOCALE[language], { maximumFractionDigits: 2 });
    numberFormats.set(language, format);
  }
  return format.format(value);
}

/** '৳3,500' / '৳৩,৫০০'. */
export function formatMoney(amount: number, language: Language): string {
  return `৳${formatNumber(amount, language)}`;
}

/** Dates as the portal shows them: '26 Nov 2026' in English, Bangla month names and digits in Bangla. */
const DATE_LOCALE: Record<Language, string> = { en: 'en-GB', bn: 'bn-BD' };
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function dhakaFormat(language: Language, part: 'date' | 'time'): Intl.DateTimeFormat {
  const id = `${language}|${part}`;
  let format = dateTimeFormats.get(id);
  if (!format) {
    format =
      part === 'date'
        ? new Intl.DateTimeFormat(DATE_LOCALE[language], {
            timeZone: SCHEDULE_TIME_ZONE,
            weekday: 'short',
            day: 'numeric',
            month: 'short',
          })
        : new Intl.DateTimeFormat(language === 'en' ? 'en-US' : 'bn-BD', {
            timeZone: SCHEDULE_TIME_ZONE,
            hour: 'numeric',
            minute: '2-digit',
            ...(language === 'bn' && { dayPeriod: 'short' }),
          });
    dateTimeFormats.set(id, format);
  }
  return format;
}

/** '6:30 PM' / 'সন্ধ্যা ৬:৩০' in Dhaka: in Bangla the part of the day comes first, as people say it. */
function formatTime(moment: Date, language: Language): string {
  const parts = dhakaFormat(language, 'time').formatToParts(moment);
  // Some ICU versions put a narrow no-break space before AM/PM: a plain one reads the same in every mail client.
  if (language !== 'bn') return parts.map((part) => part.value.replace(/\u202f/g, ' ')).join('');
  const period = parts.find((part) => part.type === 'dayPeriod')?.value;
  const clock = parts
    .filter((part) => part.type !== 'dayPeriod')
    .map((part) => part.value)
    .join('')
    .trim();
  return period ? `${period} ${clock}` : clock;
}

/** A class's moment: 'Thu 26 Nov, 6:30 PM' / 'বৃহস্পতি ২৬ নভে, সন্ধ্যা ৬:৩০', in Dhaka time. */
export function formatClassTime(moment: Date, language: Language): string {
  return `${dhakaFormat(language, 'date').format(moment)}, ${formatTime(moment, language)}`;
}
