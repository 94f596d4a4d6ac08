import { defineCatalog } from './define-catalog';
import type en from '../locales/en.json';

/** The design system's core texts: headers, footer, load states, switches. */
export const {
  useText: useUiText,
  Text: UiText,
  text: uiText,
} = defineCatalog<typeof en>('ui', {
  en: () => import('../locales/en.json'),
  bn: () => import('../locales/bn.json'),
});

export type UiKey = keyof typeof en;
