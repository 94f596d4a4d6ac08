// The portal and the Chromium a test file's tests share: one of each, started before its first test.
import { after, before } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { startPortal, type RunningPortal } from './server';

export interface PortalWithBrowser {
  /** The running portal; read it in a test or hook, once the portal has started. */
  readonly portal: RunningPortal;
  /** The Chromium the file's pages open in; read it in a test or hook, once it has started. */
  readonly browser: Browser;
}

/**
 * A portal (started with `env` on top of its usual environment) and Chromium for the file's tests (or the
 * suite's, when called inside a describe): started before the first, stopped after the last.
 */
export function portalWithBrowser(env?: Record<string, string>): PortalWithBrowser {
  let portal: RunningPortal | undefined;
  let browser: Browser | undefined;

  before(async () => {
    portal = await startPortal(env);
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    await portal?.stop();
  });

  return {
    get portal() {
      if (!portal) throw new Error('the portal has not started: use it in a test or a hook');
      return portal;
    },
    get browser() {
      if (!browser) throw new Error('the browser has not started: use it in a test or a hook');
      return browser;
    },
  };
}
