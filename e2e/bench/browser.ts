// What a person's browser pays: the gzipped JavaScript each entry loads, and the time from pressing Login to
// the student dashboard's content, in Chromium against the running server.
import { gzipSync } from 'node:zlib';
import type { Page, Response } from 'playwright-core';
import { field, launchBrowser, networkQuiet, trackNetwork } from '../support/browser';
import { DEMO_PASSWORD } from './server';

/** Gzipped bytes of every JavaScript response the page fetches while `action` runs, by URL. */
async function jsBytes(page: Page, action: () => Promise<void>): Promise<Map<string, number>> {
  const bodies: Promise<[string, number]>[] = [];
  const onResponse = (response: Response) => {
    const url = response.url();
    if (url.endsWith('.js'))
      bodies.push(
        response.body().then(
          (body) => [url, gzipSync(body, { level: 9 }).length],
          () => [url, 0],
        ),
      );
  };
  page.on('response', onResponse);
  await action();
  await networkQuiet(page);
  page.off('response', onResponse);
  return new Map(await Promise.all(bodies));
}

const total = (bytes: Map<string, number>, only: (url: string) => boolean = () => true) =>
  [...bytes].reduce((sum, [url, size]) => sum + (only(url) ? size : 0), 0);

/** DESIGN §9 and the budgets of the portal's shape: gzipped JavaScript in KB. */
export const BUNDLE_BUDGETS_KB = { landing: 190, login: 219, remote: 80 } as const;

export interface BundleFigure {
  name: string;
  /** Gzipped bytes of JavaScript. */
  bytes: number;
  /** The budget in KB, when the figure has one (some are printed for information). */
  budgetKb?: number;
}

export interface BrowserFigures {
  bundles: BundleFigure[];
  signInMs: number;
}

export async function measureInBrowser(base: string): Promise<BrowserFigures> {
  const browser = await launchBrowser();
  try {
    const fresh = async (locale = 'en-US') => {
      const page = await (await browser.newContext({ baseURL: base, locale })).newPage();
      trackNetwork(page);
      return page;
    };
    const bundles: BundleFigure[] = [];
    // A first visit follows the browser's language: a Bangla reader's landing page adds only its catalogues
    // (the Bengali font is not JavaScript), printed beside the English one.
    for (const [name, path, budgetKb, locale] of [
      ['landing /', '/', BUNDLE_BUDGETS_KB.landing, 'en-US'],
      ['landing / in Bangla', '/', undefined, 'bn-BD'],
      ['login /login', '/login', BUNDLE_BUDGETS_KB.login, 'en-US'],
    ] as const) {
      const page = await fresh(locale);
      bundles.push({
        name,
        bytes: total(await jsBytes(page, async () => void (await page.goto(path)))),
        budgetKb,
      });
    }

    let signInMs = 0;
    for (const [role, username, heading] of [
      // The demo batch's teacher and a student of it, so the batch page has a batch to open.
      ['student', 'tanvir', 'Student Dashboard'],
      ['teacher', 'karima', 'Teacher Dashboard'],
      ['admin', 'admin', 'Dashboard Overview'],
    ] as const) {
      const page = await fresh();
      await page.goto('/login');
      await networkQuiet(page);
      await field(page, 'Username').fill(username);
      await field(page, 'Password').fill(DEMO_PASSWORD);
      const started = Date.now();
      const bytes = await jsBytes(page, async () => {
        await page.getByRole('button', { name: 'Login' }).click();
        await page.getByRole('heading', { name: heading }).waitFor();
        if (role === 'student') {
          // Content, not the frame: the first recommended post (or the empty state) is on screen.
          await page
            .getByRole('region', { name: 'Recommended Posts' })
            .locator('article, :text("No recommended posts")')
            .first()
            .waitFor();
          signInMs = Date.now() - started;
        }
      });
      // The remote's own files (its pages and their hooks) carry the budget; everything its first route
      // loads after the login page (the shell's signed-in frame and the design system's entries too) is shown.
      bundles.push({
        name: `${role} remote`,
        bytes: total(bytes, (url) => url.includes(`/apps/${role}/`)),
        budgetKb: BUNDLE_BUDGETS_KB.remote,
      });
      bundles.push({ name: `${role} first route, all`, bytes: total(bytes) });
      if (role !== 'admin') {
        // The Schedule page loads its calendar library (a shared entry of the design system) on first visit.
        const schedule = await jsBytes(page, async () => {
          await page.getByRole('link', { name: 'Schedule', exact: true }).first().click();
          await page.getByRole('heading', { name: 'Schedule', level: 1 }).waitFor();
        });
        bundles.push({ name: `${role} Schedule after the dashboard, all`, bytes: total(schedule) });
        // A batch's own page (its classroom: materials, assignments, board) from the batch card.
        await page.getByRole('link', { name: 'Your Batches', exact: true }).first().click();
        const batchPage = await jsBytes(page, async () => {
          await page
            .getByRole('link', { name: /^Open batch/ })
            .first()
            .click();
          await page.getByRole('tab', { name: /^Board/ }).waitFor();
        });
        bundles.push({ name: `${role} batch page after Your Batches, all`, bytes: total(batchPage) });
      }
    }
    return { bundles, signInMs };
  } finally {
    await browser.close();
  }
}
