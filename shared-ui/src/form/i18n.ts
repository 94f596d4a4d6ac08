import { defineCatalog } from '@pathshala/shared-ui';
import type en from './locales/en.json';

/**
 * The texts of the '@pathshala/shared-ui/forms' entry: the form controls' own words (the password's Show and
 * Hide).
 */
export const {
  useText: useFormsText,
  Text: FormsText,
  text: formsText,
} = defineCatalog<typeof en>('ui.forms', {
  en: () => import('./locales/en.json'),
  bn: () => import('./locales/bn.json'),
});

export type FormsKey = keyof typeof en;
