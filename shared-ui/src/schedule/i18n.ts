import { defineCatalog } from '@pathshala/shared-ui';
import type en from './locales/en.json';

/**
 * The texts of the '@pathshala/shared-ui/schedule' entry: the calendar, a class's details, the move, cancel and
 * attendance dialogs, the attendance summary and the calendar link.
 */
export const {
  useText: useScheduleText,
  Text: ScheduleText,
  text: scheduleText,
} = defineCatalog<typeof en>('ui.schedule', {
  en: () => import('./locales/en.json'),
  bn: () => import('./locales/bn.json'),
});

export type ScheduleKey = keyof typeof en;
