// The admin's day end to end (SPEC §2 Admin dashboard and management screens; §6 Admin): the demo admin
// signs in and reads Dashboard Overview, adds a teacher who can then sign in, removes a post, resolves one
// report and kicks the user another report is about, who is then refused at sign-in. The users, posts and
// reports are made for this run through the API.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { field, waitForPath, withPages } from '../support/browser';
import { postCard } from '../support/posts';
import { portalWithBrowser } from '../support/suite';
import {
  apiGet,
  apiPost,
  apiToken,
  DEMO_ADMIN,
  logInAs,
  PASSWORD,
  registerUser,
  uniqueName,
  uniqueWord,
  type TestUser,
} from '../support/users';

const suite = portalWithBrowser();

/** Opens an admin screen from the top bar. */
async function openAdminPage(page: Page, link: string, path: string, heading: string): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name: link, exact: true }).first().click();
  await waitForPath(page, path);
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
}

/** Files a report through the API. */
async function reportUser(reporter: TestUser, reportee: TestUser, message: string): Promise<void> {
  const token = await apiToken(suite.portal.url, reporter);
  const reporteeToken = await apiToken(suite.portal.url, reportee);
  const profile = await apiGet<{ data: { _id: string } }>(
    suite.portal.url,
    reporteeToken,
    '/users/viewprofile',
  );
  await apiPost(suite.portal.url, token, '/report/create', { reportee_id: profile.data._id, message });
}

/** A login through /login that must be refused with the one message for every failure (SPEC §8). */
async function assertRefusedAtLogin(page: Page, user: TestUser): Promise<void> {
  await page.goto('/login');
  await field(page, 'Username').fill(user.username);
  await field(page, 'Password').fill(user.password ?? PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByText('Invalid username or password. Please try again.').waitFor();
  assert.equal(new URL(page.url()).pathname, '/login');
}

describe('an admin oversees the marketplace', () => {
  test(
    'dashboard, add a teacher who signs in, remove a post, resolve a report, kick a reported user',
    { timeout: 150_000 },
    () =>
      withPages(suite.browser, suite.portal.url, 'admin-journey', async (open) => {
        const postTitle = `Spam offer ${uniqueWord('spam')}`;
        const poster = await registerUser(suite.portal.url, 'teacher', 'adm_poster');
        await apiPost(suite.portal.url, await apiToken(suite.portal.url, poster), '/post/create', {
          title: postTitle,
          subtitle: 'Too good to be true',
          subject: 'Mathematics',
          class: '9',
          description: 'Guaranteed A+ in one week.',
          weekly_schedule: ['Monday'],
          time: '18:00',
          salary: 100,
          is_continuous: false,
          is_batch: false,
          modes: ['online'],
          medium: 'bangla',
        });
        const reporter = await registerUser(suite.portal.url, 'student', 'adm_rep');
        const resolvedAbout = await registerUser(suite.portal.url, 'teacher', 'adm_late');
        const kickedUser = await registerUser(suite.portal.url, 'teacher', 'adm_kick');
        await reportUser(reporter, resolvedAbout, 'Came ten minutes late once.');
        await reportUser(reporter, kickedUser, 'Asked for payment outside Pathshala.');

        // Dashboard Overview.
        const page = await open();
        await logInAs(page, DEMO_ADMIN);
        await page.getByRole('heading', { name: 'Dashboard Overview', level: 1 }).waitFor();
        for (const stat of ['Students', 'Teachers', 'Total Posts', 'Total Batches'])
          await page.getByText(stat, { exact: true }).first().waitFor();
        await page.getByRole('heading', { name: 'Growth & Performance' }).waitFor();
        await page.getByRole('heading', { name: 'Recent Posts' }).waitFor();
        await page.getByText(postTitle).waitFor();

        // Add a teacher, who can then sign in.
        await openAdminPage(page, 'Users', '/admin/users', 'User Management');
        await page.getByRole('button', { name: 'Add User' }).first().click();
        const form = page.getByRole('form', { name: 'Add User' });
        const added: TestUser = { username: uniqueName('adm_new'), role: 'teacher' };
        await field(form, 'First name').fill('Nasima');
        await field(form, 'Last name').fill('Sultana');
        await field(form, 'Username').fill(added.username);
        await field(form, 'Email').fill(`${added.username}@example.com`);
        await field(form, 'Password').fill(PASSWORD);
        await field(form, 'Role').selectOption('teacher');
        await field(form, 'SSLCommerz store ID').fill(`${added.username}_store`);
        await field(form, 'SSLCommerz store password').fill('store-secret');
        await form.getByRole('button', { name: 'Add User' }).click();
        await page.getByText('User added successfully').first().waitFor();
        await page.getByRole('list', { name: 'Teachers' }).getByText(`@${added.username}`).waitFor();
        const addedPage = await open();
        await logInAs(addedPage, added);
        await addedPage.getByRole('heading', { name: 'Teacher Dashboard' }).waitFor();

        // Remove the post: it leaves the admin's list and the students' search.
        await openAdminPage(page, 'Posts', '/admin/posts', 'Post Management');
        const search = page.getByRole('search', { name: 'Search posts' });
        await field(search, 'Search by title or subject').fill(postTitle);
        await search.getByRole('button', { name: 'Search' }).click();
        const card = postCard(page, postTitle);
        await card.getByRole('button', { name: `Delete ${postTitle}` }).click();
        await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
        await card.waitFor({ state: 'detached' });
        await page.getByText('No posts found').waitFor();
        const found = await apiGet<{ data: unknown[] }>(
          suite.portal.url,
          await apiToken(suite.portal.url, reporter),
          `/post/student/search?q=${encodeURIComponent(postTitle)}`,
        );
        assert.deepEqual(found.data, []);

        // Resolve one report; kick the user the other is about.
        await openAdminPage(page, 'Reports', '/admin/reports', 'Report Management');
        const resolvedCard = page.getByRole('article', { name: `Report on ${resolvedAbout.username}` });
        await resolvedCard.getByText('Came ten minutes late once.').waitFor();
        await resolvedCard.getByRole('button', { name: 'Resolve' }).click();
        await resolvedCard.waitFor({ state: 'detached' });

        const kickCard = page.getByRole('article', { name: `Report on ${kickedUser.username}` });
        await kickCard.getByRole('button', { name: 'Kick Reportee' }).click();
        const confirm = page.getByRole('alertdialog');
        await confirm.getByText(`Are you sure you want to remove ${kickedUser.username}?`).waitFor();
        await confirm.getByRole('button', { name: 'Kick' }).click();
        await kickCard.waitFor({ state: 'detached' });

        const kickedPage = await open();
        await assertRefusedAtLogin(kickedPage, kickedUser);
        // The teacher whose report was only resolved still signs in.
        await logInAs(kickedPage, resolvedAbout);
      }),
  );
});
