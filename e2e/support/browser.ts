// Debian's Chromium driven by playwright-core; screenshots land in e2e/.artifacts when a step fails.
import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_FLAGS,
  });
}

export async function newPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

/** Waits until the page's path (and search, when given) is the expected one. */
export async function waitForPath(page: Page, expected: string): Promise<void> {
  await page.waitForURL((url) => url.pathname + (expected.includes('?') ? url.search : '') === expected);
}

/** A form control by its label, whether or not the label carries a required-field asterisk. */
export function field(page: Page, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByLabel(new RegExp(`^${escaped}\\s*\\*?$`));
}
