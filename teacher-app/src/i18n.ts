import { defineCatalog } from '@pathshala/shared-ui';
import type en from './locales/en.json';

/** The teacher app's texts (English: the spec's words; Bangla). */
export const { useText, Text, text } = defineCatalog<typeof en>('teacher', {
  en: () => import('./locales/en.json'),
  bn: () => import('./locales/bn.json'),
});
