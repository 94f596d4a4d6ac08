import { startInReadersLanguage } from '@pathshala/shared-ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { registerRemoteApps } from './remotes/registry';
import type { RuntimeConfig } from './runtime-config';

export async function start(runtimeConfig: Promise<RuntimeConfig>): Promise<void> {
  // The page's first paint is already in the reader's language: its catalogues load beside the registry.
  const [config] = await Promise.all([runtimeConfig, startInReadersLanguage()]);
  registerRemoteApps(config.remotes);
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App config={config} />
    </StrictMode>,
  );
}
