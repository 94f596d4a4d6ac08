// What the shell's entry starts before the shared modules are negotiated (its `import('./bootstrap')`): the
// reader's language and the design system's core catalogue in it. Each app bundles this entry instead of sharing
// it (webpack/shared.mjs), so it must stay free of React and of every shared module.
export { initialLanguage, type Language } from './i18n/language';
export { uiCatalogLoaders } from './i18n/ui-catalog-loaders';
export type { CatalogLoaders } from './i18n/catalogs';
