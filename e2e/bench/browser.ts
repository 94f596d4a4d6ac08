// What a person's browser pays: the gzipped JavaScript each entry loads, and the time from pressing Login to
// the student dashboard's content, in Chromium against the running server.
import { gzipSync } from 'node:zlib';
import type { Page, Response } from 'playwright-core';
import { field, launchBrowser } from '../support/browser';
import { DEMO_PASSWORD } from './server';

/** Gzipped bytes of every JavaScript response the page fetches while `action` runs. */
async function jsBytes(page: Page, action: () => Promise<void>, only: (url: string) => boolean = () => true) {
  const bodies: Promise<Buffer>[] = [];
  const onResponse = (response: Response) => {
    const url = response.url();
    if (url.endsWith('.js') && only(url)) bodies.push(response.body().catch(() => Buffer.alloc(0)));
  };
  page.on('response', onResponse);
  await action();
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  return (await Promise.all(bodies)).reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
}

export interface BrowserFigures {
  /** [entry, gzipped bytes, budget in KB] */
  bundles: [string, number, number][];
  signInMs: number;
}

export async function measureInBrowser(base: string): Promise<BrowserFigures> {
  const browser = await launchBrowser();
  try {
    const fresh = async () => (await browser.newContext({ baseURL: base })).newPage();
    const bundles: [string, number, number][] = [];
    let page = await fresh();
    bundles.push(['landing /', await jsBytes(page, async () => void (await page.goto('/'))), 220]);
    page = await fresh();
    bundles.push(['login /login', await jsBytes(page, async () => void (await page.goto('/login'))), 220]);

    let signInMs = 0;
    for (const [role, username, heading] of [
      ['student', 'nusrat', 'Student Dashboard'],
      ['teacher', 'rahim', 'Teacher Dashboard'],
      ['admin', 'admin', 'Dashboard Overview'],
    ] as const) {
      page = await fresh();
      await page.goto('/login');
      await page.waitForLoadState('networkidle');
      await field(page, 'Username').fill(username);
      await field(page, 'Password').fill(DEMO_PASSWORD);
      const started = Date.now();
      const bytes = await jsBytes(
        page,
        async () => {
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
        },
        (url) => url.includes(`/apps/${role}/`),
      );
      bundles.push([`${role} remote`, bytes, 80]);
    }
    return { bundles, signInMs };
  } finally {
    await browser.close();
  }
}
