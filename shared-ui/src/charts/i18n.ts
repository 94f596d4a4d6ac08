import { defineCatalog } from '@pathshala/shared-ui';
import type en from './locales/en.json';

/**
 * The texts of the '@pathshala/shared-ui/charts' entry: the charts' labels and their tables for screen
 * readers.
 */
export const {
  useText: useChartsText,
  Text: ChartsText,
  text: chartsText,
} = defineCatalog<typeof en>('ui.charts', {
  en: () => import('./locales/en.json'),
  bn: () => import('./locales/bn.json'),
});

export type ChartsKey = keyof typeof en;
