import { BrowserRouter, LoadingView, PathshalaProvider } from '@pathshala/shared-ui';
import { Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
// Imported with the app, so the shell's catalogue is registered before start-up loads the reader's language.
import { useText } from './i18n';
import { AppRoutes } from './routes';
import type { RuntimeConfig } from './runtime-config';

/** The tab's title in the reader's language. */
function DocumentTitle() {
  const t = useText();
  useEffect(() => {
    document.title = t('app.title');
  }, [t]);
  return null;
}

/** Navigations commit at once (no transitions): signing out must leave the guarded pages before the session
 * ends, and a page still loading shows its spinner instead of the previous page. */
function PortalRouter({ children }: { children: ReactNode }) {
  return <BrowserRouter useTransitions={false}>{children}</BrowserRouter>;
}

/**
 * The portal's one design-system provider and one router (the browser's; the landing page's build-time render
 * passes a static one). The one QueryClient is provided by ApiScope
 * (layout/ApiScope.tsx), loaded with the first page that talks to the API, so the public pages ship
 * neither the API client nor the query library.
 */
export function App({
  config,
  Router = PortalRouter,
}: {
  config: Pick<RuntimeConfig, 'apiBaseUrl'>;
  Router?: ComponentType<{ children: ReactNode }>;
}) {
  return (
    <PathshalaProvider>
      <Router>
        <Suspense fallback={<LoadingView />}>
          <DocumentTitle />
          <AppRoutes apiBaseUrl={config.apiBaseUrl} />
        </Suspense>
      </Router>
    </PathshalaProvider>
  );
}
