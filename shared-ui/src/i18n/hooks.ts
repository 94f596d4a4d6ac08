import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import { setLanguage } from './catalogs';
import {
  formatClockTime,
  formatDate,
  formatDateTime,
  formatFixed,
  formatLongDate,
  formatMoney,
  formatMonth,
  formatNumber,
  formatTime,
} from './format';
import type { Language } from './language';

/** The active language and the function that switches it (the caller re-renders on every switch). */
export function useLanguage(): [Language, (language: Language) => Promise<void>] {
  const { i18n } = useLingui();
  return [i18n.locale === 'bn' ? 'bn' : 'en', setLanguage];
}

type Value = Date | string | number;

/** The formats of format.ts bound to the active language. */
export function useFormat() {
  const [language] = useLanguage();
  return useMemo(
    () => ({
      language,
      number: (value: number, options?: Intl.NumberFormatOptions) => formatNumber(value, language, options),
      fixed: (value: number, digits: number) => formatFixed(value, digits, language),
      money: (amount: number) => formatMoney(amount, language),
      date: (value: Value) => formatDate(value, language),
      longDate: (value: Value) => formatLongDate(value, language),
      month: (value: Value) => formatMonth(value, language),
      time: (value: Value) => formatTime(value, language),
      dateTime: (value: Value) => formatDateTime(value, language),
      clockTime: (hhmm: string) => formatClockTime(hhmm, language),
    }),
    [language],
  );
}
