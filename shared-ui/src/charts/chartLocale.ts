import type { Language } from '@pathshala/shared-ui';

/**
 * The chart options that set the locale chart.js formats the axes' numbers in: Bangla digits in Bangla; in
 * English none, so chart.js keeps its own default, as before (the ticks are small whole numbers).
 */
export const chartLocale = (language: Language): { locale?: string } =>
  language === 'bn' ? { locale: 'bn-BD' } : {};
