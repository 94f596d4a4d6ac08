// A remote that cannot be loaded shows a fallback with Retry, and the rest of the portal keeps working.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { field, newPage, waitForPath } from '../support/browser';
import { portalWithBrowser } from '../support/suite';

const suite = portalWithBrowser({ REMOTE_TEACHER_URL: '/apps/missing/mf-manifest.json' });

test('the manifest of a remote answers 404', async () => {
  const manifest = await fetch(`${suite.portal.url}/apps/missing/mf-manifest.json`);
  assert.equal(manifest.status, 404);
});

test('a teacher sees the fallback with Retry while the shell and other remotes work', async () => {
  const page = await newPage(suite.browser, suite.portal.url);
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
  const page = await newPage(suite.browser, suite.portal.url);
  await page.goto('/login');
  await field(page, 'Username').fill('farhana');
  await field(page, 'Password').fill('Pathshala2026');
  await page.getByRole('button', { name: 'Login' }).click();
  await waitForPath(page, '/student/dashboard');
  await page.getByRole('heading', { name: 'Student Dashboard' }).waitFor();
  await page.context().close();
});
