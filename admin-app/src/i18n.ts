import { defineCatalog } from '@pathshala/shared-ui';
import type en from './locales/en.json';

/** The admin area's texts (English: the spec's words; Bangla). */
export const { useText, Text, text } = defineCatalog<typeof en>('admin', {
  en: () => import('./locales/en.json'),
  bn: () => import('./locales/bn.json'),
});

/** A key of the admin catalogue (for tables that keep keys and translate where they are shown). */
export type AdminTextKey = Parameters<typeof text>[0];
