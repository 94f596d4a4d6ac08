// Journeys a new user clicks through: sign up, log in, stay signed in, log out, reset a forgotten password,
// and an expired access token renewed without the user noticing.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { field, newPage, waitForPath } from '../support/browser';
import { portalWithBrowser } from '../support/suite';
import { latestMailTo, resetTokenFrom } from '../support/outbox';
import { expiredCopyOf } from '../support/tokens';

const suite = portalWithBrowser();

const PASSWORD = 'Secret2026';

async function signUp(page: Page, role: 'student' | 'teacher', username: string) {
  await page.goto('/signup');
  await field(page, 'First name').fill(role === 'teacher' ? 'Salma' : 'Arif');
  await field(page, 'Last name').fill(role === 'teacher' ? 'Khatun' : 'Hossain');
  await field(page, 'Username').fill(username);
  await field(page, 'Email').fill(`${username}@example.com`);
  await field(page, 'Password').fill(PASSWORD);
  await field(page, 'Confirm password').fill(PASSWORD);
  await page.getByRole('radio', { name: role === 'teacher' ? 'Teacher' : 'Student' }).check({ force: true });
  if (role === 'teacher') {
    await field(page, 'SSLCommerz Store ID').fill('salma_store');
    await field(page, 'SSLCommerz Store Password').fill('store-secret');
  }
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await waitForPath(page, '/login');
  await page.getByText('Registration successful! Please log in.').waitFor();
}

async function logIn(page: Page, username: string, password: string) {
  await field(page, 'Username').fill(username);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await waitForPath(page, '/');
  await page.waitForFunction(() => localStorage.getItem('accessToken') === null);
}

for (const [role, heading] of [
  ['teacher', 'Teacher Dashboard'],
  ['student', 'Student Dashboard'],
] as const) {
  describe(`a new ${role}`, () => {
    test('signs up, logs in to their dashboard, stays signed in after a reload, and logs out', async () => {
      const page = await newPage(suite.browser, suite.portal.url);
      const username = `new_${role}_${Date.now() % 100000}`;
      await signUp(page, role, username);

      await logIn(page, username, PASSWORD);
      await waitForPath(page, `/${role}/dashboard`);
      await page.getByRole('heading', { name: heading }).waitFor();

      await page.reload();
      await page.getByRole('heading', { name: heading }).waitFor();
      assert.equal(new URL(page.url()).pathname, `/${role}/dashboard`);

      await logOut(page);
      await page.goto(`/${role}/dashboard`);
      await waitForPath(page, `/login?next=${encodeURIComponent(`/${role}/dashboard`)}`);
      await page.context().close();
    });
  });
}

describe('a student who forgot their password', () => {
  test('asks for a link, resets with the mailed token and logs in with the new password', async () => {
    const page = await newPage(suite.browser, suite.portal.url);
    await page.goto('/login');
    await page.getByRole('link', { name: /forgot password/i }).click();
    await waitForPath(page, '/forgot-password');
    await field(page, 'Email').fill('tanvir@pathshala.test');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await waitForPath(page, '/reset-password');
    await page
      .getByText("If this email is registered, you'll receive a password reset link shortly.")
      .waitFor();

    const token = resetTokenFrom(await latestMailTo(suite.portal.dataDir, 'tanvir@pathshala.test'));
    await page.goto(`/reset-password?token=${token}`);
    assert.equal(await field(page, 'Token').inputValue(), token);
    await field(page, 'New Password').fill('Fresh2026pass');
    await field(page, 'Confirm New Password').fill('Fresh2026pass');
    const alert = page.waitForEvent('dialog');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    const dialog = await alert;
    assert.equal(dialog.message(), 'Password reset successful!');
    await dialog.accept();
    await waitForPath(page, '/login');

    await logIn(page, 'tanvir', 'Pathshala2026');
    await page.getByText('Invalid username or password. Please try again.').waitFor();
    await logIn(page, 'tanvir', 'Fresh2026pass');
    await waitForPath(page, '/student/dashboard');
    await page.context().close();
  });
});

describe('a signed-in student whose access token has expired', () => {
  test('keeps working: the portal renews the token once and the page loads', async () => {
    const page = await newPage(suite.browser, suite.portal.url);
    await page.goto('/login');
    await logIn(page, 'nusrat', 'Pathshala2026');
    await waitForPath(page, '/student/dashboard');
    const original = await page.evaluate(() => localStorage.getItem('accessToken'));
    assert.ok(original);

    const expired = expiredCopyOf(original, suite.portal.dataDir);
    const rejected = await fetch(`${suite.portal.url}/api/v1/users/viewprofile`, {
      headers: { authorization: `Bearer ${expired}` },
    });
    assert.equal(rejected.status, 401, 'the server rejects the expired token');
    await page.evaluate((token) => localStorage.setItem('accessToken', token), expired);

    await page.goto('/viewprofile');
    await page.getByRole('heading', { name: 'Profile Details' }).waitFor();
    await page.getByText('@nusrat').waitFor();
    const renewed = await page.evaluate(() => localStorage.getItem('accessToken'));
    assert.ok(renewed && renewed !== expired, 'a fresh token was stored');
    assert.equal(new URL(page.url()).pathname, '/viewprofile');
    await page.context().close();
  });
});
