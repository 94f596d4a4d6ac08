// The landing page arrives rendered (the build renders it in each language, the server sends the reader's): it
// reads in full before any script runs, and the browser's React then takes that very markup over, in whatever
// language and colour mode the reader has.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { withPages } from '../support/browser';
import { portalWithBrowser } from '../support/suite';

const ENGLISH_HEADING = 'Find the right tutor, right here in Bangladesh';
const BANGLA_HEADING = 'সঠিক শিক্ষক খুঁজে নিন, এখানেই, বাংলাদেশে';
const COLOUR_MODE = /^(Toggle colour mode|লাইট বা ডার্ক মোড বদলান)$/;

const suite = portalWithBrowser();

/** Errors the page reports from now on: a failed hydration is one (React's error #418 and its kin). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** The hero's heading, the way a person reads it: the level-one heading, its text without the inline styles. */
const heroHeading = (page: Page) => page.getByRole('heading', { level: 1 });

/**
 * Resolves once React has taken the page over: the colour mode is then on <html>, and its button switches it (it
 * is switched back, to leave the reader's mode as it was).
 */
async function whenLive(page: Page): Promise<void> {
  const mode = () => page.evaluate(() => document.documentElement.className);
  await page.waitForFunction(() => document.documentElement.className !== '');
  const before = await mode();
  const button = page.getByRole('button', { name: COLOUR_MODE });
  await button.click();
  await page.waitForFunction((was) => document.documentElement.className !== was, before);
  await button.click();
  await page.waitForFunction((was) => document.documentElement.className === was, before);
}

test('without JavaScript the landing page reads in full: hero, features, call to action', async () => {
  await withPages(suite.browser, suite.portal.url, 'landing-no-script', async (open) => {
    const page = await open({ javaScriptEnabled: false });
    await page.goto('/');
    await assert.doesNotReject(heroHeading(page).waitFor());
    assert.equal(await heroHeading(page).innerText(), ENGLISH_HEADING);
    assert.equal(await page.getByRole('link', { name: 'Get Started' }).getAttribute('href'), '/login');
    assert.equal(await page.getByRole('link', { name: 'Sign Up Now' }).getAttribute('href'), '/signup');
    const features = page.getByRole('heading', { level: 3 });
    assert.deepEqual(await features.allInnerTexts(), [
      'Easy Scheduling',
      'Batch Management',
      'Resource Sharing',
    ]);
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
  });
});

test("a browser that prefers Bangla gets it in Bangla, in the portal's Bangla font, before any script runs", async () => {
  await withPages(suite.browser, suite.portal.url, 'landing-no-script-bangla', async (open) => {
    const page = await open({
      javaScriptEnabled: false,
      locale: 'bn-BD',
      viewport: { width: 360, height: 760 },
    });
    await page.goto('/');
    assert.equal(await heroHeading(page).innerText(), BANGLA_HEADING);
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'bn');
    const fontLoaded = await page.evaluate(async () => {
      await document.fonts.ready;
      return document.fonts.check('700 16px "Noto Sans Bengali"', 'বাংলা');
    });
    assert.ok(fontLoaded, 'the Bangla face is declared by the page itself');
  });
});

test('React takes the page over without a hydration error, and it works: links navigate in the page', async () => {
  await withPages(suite.browser, suite.portal.url, 'landing-hydrates', async (open) => {
    const page = await open({ viewport: { width: 360, height: 760 } });
    const errors = collectErrors(page);
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await page.goto('/');
    await whenLive(page);
    assert.equal(await heroHeading(page).innerText(), ENGLISH_HEADING);

    await page.getByRole('link', { name: 'Learn More' }).click();
    await page.waitForURL('**/about');
    await page.getByRole('heading', { level: 1 }).waitFor();
    assert.equal(documents.length, 1, `the About page came without a new document: ${documents.join(' ')}`);
    assert.deepEqual(errors, []);
  });
});

test('in dark mode, React takes the light markup over and shows the page dark', async () => {
  await withPages(suite.browser, suite.portal.url, 'landing-dark', async (open) => {
    const page = await open({ colorScheme: 'dark' });
    const errors = collectErrors(page);
    await page.goto('/');
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
    await whenLive(page);
    assert.equal(await page.evaluate(() => document.documentElement.className), 'dark');
    assert.deepEqual(errors, []);
  });
});

test('a reader who switched to Bangla gets the landing page in Bangla next time, whatever the browser says', async () => {
  await withPages(suite.browser, suite.portal.url, 'landing-chosen-language', async (open) => {
    const page = await open({ locale: 'en-GB' });
    const errors = collectErrors(page);
    await page.goto('/');
    await whenLive(page);
    await page.getByRole('button', { name: /Switch to Bangla/ }).click();
    await assert.doesNotReject(heroHeading(page).getByText('বাংলাদেশে').waitFor());

    const next = await page.context().request.get('/', { headers: { accept: 'text/html' } });
    assert.match(await next.text(), /<html lang="bn"/);
    await page.reload();
    await whenLive(page);
    assert.equal(await heroHeading(page).innerText(), BANGLA_HEADING);
    assert.deepEqual(errors, []);
  });
});

test('a page sent in another language than the reader chose on this device is drawn anew in theirs', async () => {
  await withPages(suite.browser, suite.portal.url, 'landing-other-language', async (open) => {
    const page = await open({ locale: 'en-GB' });
    // Chosen before the portal mirrored the choice for the server: the page comes in English.
    await page.addInitScript(() => localStorage.setItem('pathshala.language', 'bn'));
    const errors = collectErrors(page);
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: BANGLA_HEADING }).waitFor();
    await whenLive(page);
    assert.deepEqual(errors, []);
  });
});
