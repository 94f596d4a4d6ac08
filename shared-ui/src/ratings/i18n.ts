import { defineCatalog } from '@pathshala/shared-ui';
import type en from './locales/en.json';

/** The texts of the '@pathshala/shared-ui/ratings' entry: the star picker and the read-only stars. */
export const {
  useText: useRatingsText,
  Text: RatingsText,
  text: ratingsText,
} = defineCatalog<typeof en>('ui.ratings', {
  en: () => import('./locales/en.json'),
  bn: () => import('./locales/bn.json'),
});

export type RatingsKey = keyof typeof en;
