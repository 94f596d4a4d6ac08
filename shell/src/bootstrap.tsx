import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { registerRemoteApps } from './remotes/registry';
import type { RuntimeConfig } from './runtime-config';

export async function start(runtimeConfig: Promise<RuntimeConfig>): Promise<void> {
  const config = await runtimeConfig;
  registerRemoteApps(config.remotes);
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App config={config} />
    </StrictMode>,
  );
}
