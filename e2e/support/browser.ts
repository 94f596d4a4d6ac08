// Debian's Chromium driven by playwright-core; screenshots land in e2e/.artifacts when a step fails.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';

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
  trackNetwork(page);
  return page;
}

/** Requests each tracked page has in flight, and who waits for the count to reach zero. */
const inFlight = new WeakMap<Page, { count: number; changed: Set<() => void> }>();

/**
 * Counts a page's requests in flight from now on, for `networkQuiet`. Long-lived streams (the notification
 * stream's EventSource) never finish and are not counted.
 */
export function trackNetwork(page: Page): void {
  if (inFlight.has(page)) return;
  const state = { count: 0, changed: new Set<() => void>() };
  inFlight.set(page, state);
  const counted = new WeakSet<object>();
  const notify = () => state.changed.forEach((listener) => listener());
  page.on('request', (request) => {
    if (request.resourceType() === 'eventsource') return;
    counted.add(request);
    state.count += 1;
    notify();
  });
  const finish = (request: object) => {
    if (!counted.delete(request)) return;
    state.count -= 1;
    notify();
  };
  page.on('requestfinished', finish);
  page.on('requestfailed', finish);
}

/**
 * Resolves once a tracked page has had no request in flight for `quietMs`. Playwright's own 'networkidle'
 * is not used: with Debian's Chromium 156 it never fires after a navigation has finished.
 */
export function networkQuiet(page: Page, { quietMs = 500, timeoutMs = 15_000 } = {}): Promise<void> {
  const state = inFlight.get(page);
  if (!state) throw new Error('networkQuiet needs trackNetwork(page) before the page loads');
  return new Promise((resolve, reject) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = setTimeout(() => {
      done();
      reject(new Error(`the network was not quiet within ${timeoutMs} ms (${state.count} in flight)`));
    }, timeoutMs);
    const check = () => {
      clearTimeout(timer);
      if (state.count === 0)
        timer = setTimeout(() => {
          done();
          resolve();
        }, quietMs);
    };
    const done = () => {
      clearTimeout(timer);
      clearTimeout(deadline);
      state.changed.delete(check);
    };
    state.changed.add(check);
    check();
  });
}

/** Waits until the page's path (and search, when given) is the expected one. */
export async function waitForPath(page: Page, expected: string): Promise<void> {
  await page.waitForURL((url) => url.pathname + (expected.includes('?') ? url.search : '') === expected);
}

/** A form control by its label, whether or not the label carries a required-field asterisk (in a page or a part of one). */
export function field(scope: Page | Locator, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByLabel(new RegExp(`^${escaped}\\s*\\*?$`));
}

const artifactsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '.artifacts');

export interface PageOptions {
  /** The browser's language, e.g. 'bn-BD' (a first visit follows it); the browser's default unless given. */
  locale?: string;
  viewport?: { width: number; height: number };
  /** False for a browser with JavaScript off. */
  javaScriptEnabled?: boolean;
  /** The system's colour scheme (a first visit follows it). */
  colorScheme?: 'light' | 'dark';
}

/**
 * Runs a journey with pages it opens through `open` (one browser context each, e.g. one per user). When the
 * journey throws, each page's screenshot is saved as e2e/.artifacts/<name>-<n>.png (and each tab it opened as
 * <name>-<n>-tab<m>.png) before the error goes on; the contexts are closed either way.
 */
export async function withPages<T>(
  browser: Browser,
  baseURL: string,
  name: string,
  journey: (open: (options?: PageOptions) => Promise<Page>) => Promise<T>,
): Promise<T> {
  const pages: Page[] = [];
  const open = async (options: PageOptions = {}) => {
    const context = await browser.newContext({
      baseURL,
      viewport: options.viewport ?? { width: 1280, height: 800 },
      ...(options.locale ? { locale: options.locale } : {}),
      javaScriptEnabled: options.javaScriptEnabled ?? true,
      ...(options.colorScheme ? { colorScheme: options.colorScheme } : {}),
    });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    trackNetwork(page);
    pages.push(page);
    return page;
  };
  try {
    return await journey(open);
  } catch (error) {
    mkdirSync(artifactsDir, { recursive: true });
    const slug = name.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
    for (const [index, opened] of pages.entries()) {
      // The page itself, then any tab it opened in its context (e.g. a payment page): <name>-<n>-tab<m>.png.
      const tabs = [
        opened,
        ...opened
          .context()
          .pages()
          .filter((page) => page !== opened),
      ];
      for (const [tabIndex, page] of tabs.entries()) {
        const file = path.join(artifactsDir, `${slug}-${index + 1}${tabIndex ? `-tab${tabIndex}` : ''}.png`);
        await page.screenshot({ path: file, fullPage: true, timeout: 5_000 }).then(
          () => console.error(`screenshot: ${file} (${page.url()})`),
          () => undefined,
        );
      }
    }
    throw error;
  } finally {
    for (const page of pages)
      await page
        .context()
        .close()
        .catch(() => undefined);
  }
}
