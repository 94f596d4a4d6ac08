// Notifications and the profile end to end (SPEC §2 Notifications, Profile; §4 Edit profile): a teacher
// asks for payment while the student's portal is open, and the student's bell count rises without a
// reload; the student reads and deletes the notification; a user changes their name and cover image and
// sees both in the header and on /viewprofile. Fresh users every run.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { field, waitForPath, withPages } from '../support/browser';
import { batchCard, createBatchApi, openYourBatches } from '../support/batches';
import { portalWithBrowser } from '../support/suite';
import { apiToken, logInAs, registerUser, uniqueWord } from '../support/users';

const suite = portalWithBrowser();

/** A 2×2 teal PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGPgndIBRAwQCgAengSlav/z8AAAAABJRU5ErkJggg==',
  'base64',
);

/** The bell in the top bar, named with the unread count ('Notifications, 2 unread'). */
const bell = (page: Page) => page.getByRole('link', { name: /^Notifications/ }).first();

async function unreadCount(page: Page): Promise<number> {
  const name = (await bell(page).getAttribute('aria-label')) ?? '';
  const match = /(\d+) unread/.exec(name);
  return match ? Number(match[1]) : 0;
}

describe('notifications arrive live', () => {
  test(
    "the teacher asks for payment: the student's bell rises without a reload; read and delete it",
    { timeout: 120_000 },
    () =>
      withPages(suite.browser, suite.portal.url, 'notifications-live', async (open) => {
        const title = `Class 7 Science ${uniqueWord('batch')}`;
        const teacher = await registerUser(suite.portal.url, 'teacher', 'nt_t');
        const student = await registerUser(suite.portal.url, 'student', 'nt_s');
        await createBatchApi(suite.portal.url, await apiToken(suite.portal.url, teacher), {
          title,
          subject: 'Science',
          class: '7',
          salary: 1500,
          students: [student.username],
        });

        const page = await open();
        await logInAs(page, student);
        // Being added to the batch is already waiting.
        await page.getByRole('link', { name: 'Notifications, 1 unread' }).first().waitFor();

        const teacherPage = await open();
        await logInAs(teacherPage, teacher);
        await openYourBatches(teacherPage, 'teacher');
        await batchCard(teacherPage, title).getByRole('button', { name: 'Ask for payment' }).click();
        await teacherPage.getByText('Payment requested').first().waitFor();

        const message = `Payment requested for "${title}": ৳1,500`;
        const startedAt = page.url();
        await page.getByRole('link', { name: 'Notifications, 2 unread' }).first().waitFor();
        await page.getByText(message).first().waitFor();
        assert.equal(page.url(), startedAt, 'no navigation or reload');

        // The notification centre: open it (read), then delete it.
        await bell(page).click();
        await waitForPath(page, '/notification');
        await page.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor();
        const list = page.getByRole('list', { name: 'Notifications' });
        const item = list.getByRole('listitem').filter({ hasText: message });
        await item.getByText('Unread:').waitFor({ state: 'attached' });
        await item.getByRole('button', { name: /New Message/ }).click();
        await item.getByText('Unread:').waitFor({ state: 'detached' });
        await page.getByRole('link', { name: 'Notifications, 1 unread' }).first().waitFor();
        await item.getByRole('button', { name: 'Delete' }).click();
        await item.waitFor({ state: 'detached' });
        assert.equal(await unreadCount(page), 1, 'deleting a read notification leaves the count');
        await page.reload();
        await list.getByRole('listitem').first().waitFor();
        assert.equal(await list.getByRole('listitem').filter({ hasText: message }).count(), 0);
      }),
  );
});

describe('a user edits their profile', () => {
  test('a new name and cover image show in the header and on View profile', { timeout: 90_000 }, () =>
    withPages(suite.browser, suite.portal.url, 'profile-edit', async (open) => {
      const student = await registerUser(suite.portal.url, 'student', 'pe_s');
      const page = await open();
      await logInAs(page, student);
      await page.getByRole('button', { name: 'Profile menu' }).click();
      await page.getByRole('menuitem', { name: 'Edit profile' }).click();
      await waitForPath(page, '/editprofile');
      const form = page.getByRole('form', { name: 'Edit Profile' });
      await field(form, 'First name').fill('Rafiq');
      await field(form, 'Last name').fill('Islam');
      await field(form, 'Cover image').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
      await form.getByRole('button', { name: 'Save Changes' }).click();
      await page.getByText('Profile updated successfully!').waitFor();

      const headerImage = page.getByRole('button', { name: 'Profile menu' }).locator('img');
      await headerImage.waitFor();
      assert.match((await headerImage.getAttribute('src')) ?? '', /^\/api\/v1\/uploads\/[^/]+\.png$/);

      await page.getByRole('button', { name: 'Profile menu' }).click();
      await page.getByRole('menuitem', { name: 'View profile' }).click();
      await waitForPath(page, '/viewprofile');
      await page.getByRole('heading', { name: 'Rafiq Islam', level: 2 }).waitFor();
      const image = page.getByRole('img', { name: 'Rafiq Islam' });
      await image.waitFor();
      const src = (await image.getAttribute('src')) ?? '';
      const served = await fetch(new URL(src, suite.portal.url));
      assert.equal(served.status, 200);
      assert.equal(served.headers.get('content-type'), 'image/png');
      assert.equal(served.headers.get('x-content-type-options'), 'nosniff');
    }),
  );
});
