import { defineCatalog } from '@pathshala/shared-ui';
import type en from './locales/en.json';

/** The student app's texts (English: the spec's words; Bangla). */
export const { useText, Text, text } = defineCatalog<typeof en>('student', {
  en: () => import('./locales/en.json'),
  bn: () => import('./locales/bn.json'),
});
