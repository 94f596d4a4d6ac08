import { defineCatalog } from './define-catalog';
import { uiCatalogLoaders } from './ui-catalog-loaders';
import type en from '../locales/en.json';

/** The design system's core texts: headers, footer, load states, switches. */
export const {
  useText: useUiText,
  Text: UiText,
  text: uiText,
} = defineCatalog<typeof en>('ui', uiCatalogLoaders);

export type UiKey = keyof typeof en;
