import type { ClassSession } from '@pathshala/shared-api/contract';
import { useMemo } from 'react';
import { DHAKA_TIME_ZONE, useFormat } from '@pathshala/shared-ui';
import { useScheduleText } from './i18n';

const LOCALE = { en: 'en-GB', bn: 'bn-BD' } as const;
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** 'Sunday, 22 November 2026' / 'রবিবার, ২২ নভেম্বর, ২০২৬' in Dhaka. */
function weekdayDate(value: string, language: 'en' | 'bn'): string {
  let format = dayFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE[language], {
      timeZone: DHAKA_TIME_ZONE,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    dayFormats.set(language, format);
  }
  return format.format(new Date(value));
}

/** A class's day, its times and the moment it was planned for, as the reader reads them (Dhaka time). */
export function useSessionFormat() {
  const t = useScheduleText();
  const f = useFormat();
  return useMemo(
    () => ({
      day: (value: string) => weekdayDate(value, f.language),
      timeRange: (session: Pick<ClassSession, 'starts_at' | 'ends_at'>) =>
        t('session.timeRange', { start: f.time(session.starts_at), end: f.time(session.ends_at) }),
      /** 'Sunday, 22 November 2026, 6:30 PM'. */
      moment: (value: string) => `${weekdayDate(value, f.language)}, ${f.time(value)}`,
    }),
    [t, f],
  );
}
