// Money as people here read it, in mails, notifications and the payment simulator's page: taka with
// Bangladeshi grouping (৳1,00,000; ৳১,০০,০০০ in Bangla), the portal's rule (shared-ui/src/i18n/format.ts).
// (No mail or notice shows a date or time today; one that does formats it in Asia/Dhaka, as the portal does.)
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
