// What a budget phone waits for: Chromium with its CPU slowed 4× and the network of DevTools' "Fast 3G" preset,
// every visit with a cold cache. The landing page's first contentful paint (it arrives rendered) and the moment its
// React has taken it over, and the time from pressing Login to the student dashboard's content (the login form filled once the page has settled, as a person types).
import type { Browser, Page } from 'playwright-core';
import { field, launchBrowser, networkQuiet, trackNetwork } from '../support/browser';
import { ACCEPT_ENCODING } from './browser';
import { percentile } from './load';
import { studentDashboardContent } from '../support/posts';
import { DEMO_PASSWORD } from './server';

/** DevTools' "Fast 3G": 1.6 Mbit/s down and 750 kbit/s up at 90 %, 150 ms × 3.75 latency (as Puppeteer defines it). */
export const FAST_3G = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: ((1.6 * 1000 * 1000) / 8) * 0.9,
  uploadThroughput: ((750 * 1000) / 8) * 0.9,
};
export const CPU_SLOWDOWN = 4;
/** The budgets for that phone, in ms. */
export const PHONE_BUDGETS_MS = { landingPaint: 3500, signIn: 4000 } as const;
const RUNS = 3;

export interface PhoneFigures {
  /** First contentful paint of the landing page, each run. */
  landingPaintMs: number[];
  /** From navigation to the landing page's React having taken it over (the colour mode is then on <html>). */
  landingLiveMs: number[];
  /** Pressing Login to the dashboard's first recommended post (or its empty state), each run. */
  signInMs: number[];
}

async function phonePage(browser: Browser, base: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width: 360, height: 760 },
    isMobile: true,
    hasTouch: true,
    extraHTTPHeaders: { 'accept-encoding': ACCEPT_ENCODING },
  });
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  trackNetwork(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', FAST_3G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return page;
}

async function landing(browser: Browser, base: string): Promise<{ paint: number; live: number }> {
  const page = await phonePage(browser, base);
  try {
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const live = await page.waitForFunction(
      () => document.documentElement.className !== '' && performance.now(),
      undefined,
      { polling: 'raf' },
    );
    return {
      paint: await page.evaluate(
        () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      ),
      live: Number(await live.jsonValue()),
    };
  } finally {
    await page.context().close();
  }
}

async function signIn(browser: Browser, base: string): Promise<number> {
  const page = await phonePage(browser, base);
  try {
    await page.goto('/login');
    await networkQuiet(page, { quietMs: 1000, timeoutMs: 60_000 });
    await field(page, 'Username').fill('tanvir');
    await field(page, 'Password').fill(DEMO_PASSWORD);
    await networkQuiet(page, { quietMs: 1000, timeoutMs: 60_000 });
    const started = Date.now();
    await page.getByRole('button', { name: 'Login' }).click();
    await studentDashboardContent(page);
    return Date.now() - started;
  } finally {
    await page.context().close();
  }
}

export async function measureOnPhone(base: string): Promise<PhoneFigures> {
  const browser = await launchBrowser();
  try {
    const figures: PhoneFigures = { landingPaintMs: [], landingLiveMs: [], signInMs: [] };
    for (let run = 0; run < RUNS; run += 1) {
      const { paint, live } = await landing(browser, base);
      figures.landingPaintMs.push(paint);
      figures.landingLiveMs.push(live);
      figures.signInMs.push(await signIn(browser, base));
    }
    return figures;
  } finally {
    await browser.close();
  }
}

export const median = (values: number[]): number =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
