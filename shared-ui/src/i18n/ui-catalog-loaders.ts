import type { CatalogLoaders } from './catalogs';

/** Where the design system's core catalogue comes from, in each language (ui-catalog.ts, startup.ts). */
export const uiCatalogLoaders: CatalogLoaders = {
  en: () => import('../locales/en.json'),
  bn: () => import('../locales/bn.json'),
};
