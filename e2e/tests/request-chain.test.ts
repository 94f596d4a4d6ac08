// On a slow phone network each round trip costs over half a second, so what matters is how many of them stand in
// a row between a person and the screen. These tests let the page's requests through a round at a time (all that
// are waiting, then a pause for the page to ask for more) and count the rounds until the screen is there.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page, Route } from 'playwright-core';
import { field, networkQuiet, withPages } from '../support/browser';
import { studentDashboardContent } from '../support/posts';
import { portalWithBrowser } from '../support/suite';
import { DEMO_PASSWORD } from '../support/users';

/** How long the page may go without asking for anything before the waiting requests count as one round. */
const ROUND_QUIET_MS = 1500;

const suite = portalWithBrowser();

/**
 * Holds every request of `page` from now on and lets them go a round at a time: each round releases all that are
 * waiting once the page has asked for nothing new for ROUND_QUIET_MS. Resolves with the number of rounds released
 * before `screen` resolved, and the URLs of each round.
 */
async function roundsUntil(page: Page, start: () => void, screen: () => Promise<unknown>) {
  const waiting: Route[] = [];
  let lastAsked = Date.now();
  await page.route('**/*', (route) => {
    waiting.push(route);
    lastAsked = Date.now();
  });
  let shown = false;
  const shownScreen = screen().then(() => (shown = true));
  start();
  const rounds: string[][] = [];
  while (!shown) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    if (shown || waiting.length === 0 || Date.now() - lastAsked < ROUND_QUIET_MS) continue;
    const round = waiting.splice(0);
    rounds.push(round.map((route) => new URL(route.request().url()).pathname));
    for (const route of round) route.continue().catch(() => undefined);
  }
  await shownScreen;
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  return rounds;
}

const describe = (rounds: string[][]) =>
  rounds.map((urls, index) => `${index + 1}: ${urls.join(' ')}`).join('\n');

/** The rounds a fresh visit to the landing page takes until `screen` holds. */
async function landingRounds(open: () => Promise<Page>, screen: (page: Page) => Promise<unknown>) {
  const page = await open();
  return roundsUntil(
    page,
    () => void page.goto('/').catch(() => undefined),
    () => screen(page),
  );
}

test('the landing page shows after one round, the page itself, and is live after three', async () => {
  await withPages(suite.browser, suite.portal.url, 'request-chain-landing', async (open) => {
    const shownAfter = await landingRounds(open, (page) =>
      page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 }),
    );
    // Before the build rendered it, the page showed after three rounds; before the page named its start-up code
    // and the entry started the first screen, after five.
    assert.equal(
      shownAfter.length,
      1,
      `the landing page took ${shownAfter.length} rounds:\n${describe(shownAfter)}`,
    );

    // Live: React has taken the markup over (the colour mode is then on <html>).
    const liveAfter = await landingRounds(open, (page) =>
      page.waitForFunction(() => document.documentElement.className !== '', undefined, { timeout: 60_000 }),
    );
    assert.ok(
      liveAfter.length <= 3,
      `the landing page came alive after ${liveAfter.length} rounds:\n${describe(liveAfter)}`,
    );
    assert.ok(
      (liveAfter[1]?.filter((url) => url.endsWith('.js')).length ?? 0) > 2,
      `the page itself names its start-up code:\n${describe(liveAfter)}`,
    );
  });
});

test('signing in reaches the dashboard content two rounds after pressing Login: the login, then its data', async () => {
  await withPages(suite.browser, suite.portal.url, 'request-chain-sign-in', async (open) => {
    const page = await open();
    await page.goto('/login');
    await field(page, 'Username').fill('tanvir');
    await field(page, 'Password').fill(DEMO_PASSWORD);
    // What the form's first use fetches ahead has arrived while the person typed.
    await networkQuiet(page, { quietMs: 1000, timeoutMs: 30_000 });
    const rounds = await roundsUntil(
      page,
      () => void page.getByRole('button', { name: 'Login' }).click(),
      () => studentDashboardContent(page, 60_000),
    );
    // Before, about eight: the login, the signed-in frame's code, more of it, the student remote's manifest, its
    // entry, the shared modules it uses, its catalogue, and only then the dashboard's data.
    assert.ok(rounds.length <= 2, `signing in took ${rounds.length} rounds:\n${describe(rounds)}`);
    assert.deepEqual(rounds[0], ['/api/v1/login'], describe(rounds));
    assert.ok(rounds[1]?.includes('/api/v1/student/dashboard'), describe(rounds));
  });
});
