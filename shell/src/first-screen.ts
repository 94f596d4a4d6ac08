import { initialLanguage, uiCatalogLoaders, type CatalogLoaders } from '@pathshala/shared-ui/startup';
import { catalogs, pages } from './loaders';

interface FirstScreen {
  page: () => Promise<unknown>;
  /** Its catalogues beside the design system's and the shell's own, which every screen shows. */
  catalogs?: CatalogLoaders[];
}

/** The public pages a visit may open on, by path. */
const SCREENS: Record<string, FirstScreen> = {
  '/': { page: pages.landing },
  '/about': { page: pages.about, catalogs: [catalogs.about] },
  '/login': { page: pages.login, catalogs: [catalogs.auth] },
  '/signup': { page: pages.signup, catalogs: [catalogs.auth] },
  '/forgot-password': { page: pages.forgotPassword, catalogs: [catalogs.auth] },
  '/reset-password': { page: pages.resetPassword, catalogs: [catalogs.auth] },
};

/**
 * Starts fetching what the screen at `pathname` shows (its page and catalogues, in the reader's language) beside
 * the bootstrap, instead of after it: otherwise the catalogues wait for the shared modules to run, and the page
 * for the first render, each a round trip of its own. A failure here is left to the load that needs it.
 */
export function startFirstScreen(pathname: string): void {
  const language = initialLanguage();
  const screen = SCREENS[pathname.replace(/(.)\/+$/, '$1')];
  const catalogLoads = [uiCatalogLoaders, catalogs.shell, ...(screen?.catalogs ?? [])].map(
    (loaders) => loaders[language],
  );
  for (const load of [...catalogLoads, screen?.page]) load?.().catch(() => undefined);
}
