import { currentLanguage, startInReadersLanguage } from '@pathshala/shared-ui';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { registerRemoteApps } from './remotes/registry';
import type { RuntimeConfig } from './runtime-config';

export async function start(runtimeConfig: Promise<RuntimeConfig>): Promise<void> {
  // The page's first paint is already in the reader's language: its catalogues load beside the registry.
  const [config] = await Promise.all([runtimeConfig, startInReadersLanguage()]);
  registerRemoteApps(config.remotes);
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const app = (
    <StrictMode>
      <App config={config} />
    </StrictMode>
  );
  // The landing page arrives rendered at build time (src/prerender.tsx), in the language the server chose. In the
  // reader's language, React takes that markup over; in another, it draws the page anew in the reader's.
  if (container.dataset.prerendered === currentLanguage()) hydrateRoot(container, app);
  else createRoot(container).render(app);
}
