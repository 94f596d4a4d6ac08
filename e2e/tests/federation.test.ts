// A remote that cannot be loaded shows a fallback with Retry, and the rest of the portal keeps working.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { field, launchBrowser, newPage, waitForPath } from '../support/browser';
import { startPortal, type RunningPortal } from '../support/server';

let portal: RunningPortal;
let browser: Browser;

before(async () => {
  portal = await startPortal({ REMOTE_TEACHER_URL: '/apps/missing/mf-manifest.json' });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await portal?.stop();
});

test('the manifest of a remote answers 404', async () => {
  const manifest = await fetch(`${portal.url}/apps/missing/mf-manifest.json`);
  assert.equal(manifest.status, 404);
});

test('a teacher sees the fallback with Retry while the shell and other remotes work', async () => {
  const page = await newPage(browser, portal.url);
  await page.goto('/login');
  await field(page, 'Username').fill('rahim');
  await field(page, 'Password').fill('Pathshala2026');
  await page.getByRole('button', { name: 'Login' }).click();
  await waitForPath(page, '/teacher/dashboard');
  await page.getByRole('button', { name: 'Retry' }).waitFor();
  await page.getByRole('alert').first().waitFor();

  // The shell's own pages and navigation still work.
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: 'View profile' }).click();
  await page.getByRole('heading', { name: 'Profile Details' }).waitFor();
  await page.getByText('@rahim').waitFor();
  await page.context().close();
});

test('a student on the same portal loads their remote normally', async () => {
  const page = await newPage(browser, portal.url);
  await page.goto('/login');
  await field(page, 'Username').fill('farhana');
  await field(page, 'Password').fill('Pathshala2026');
  await page.getByRole('button', { name: 'Login' }).click();
  await waitForPath(page, '/student/dashboard');
  await page.getByRole('heading', { name: 'Student Dashboard' }).waitFor();
  await page.context().close();
});
