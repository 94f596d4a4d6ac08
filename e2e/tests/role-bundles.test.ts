// Each role loads only its own data hooks: the admin's (shared-api/admin) never reach a student's or a teacher's
// browser, on any of their pages. The admin's add-user call is the marker: only that entry has it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { networkQuiet, withPages } from '../support/browser';
import { portalWithBrowser } from '../support/suite';
import { DEMO_ADMIN, DEMO_PASSWORD, logInAs, type TestUser } from '../support/users';

const ADMIN_HOOKS_MARKER = '/admin/add-user';

const suite = portalWithBrowser();

/** Collects the text of every script the page receives from now on. */
function collectScripts(page: Page): Promise<string>[] {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  return scripts;
}

async function scriptsOfPages(user: TestUser, paths: string[]): Promise<string[]> {
  return withPages(suite.browser, suite.portal.url, `role-bundles-${user.role}`, async (open) => {
    const page = await open();
    const scripts = collectScripts(page);
    await logInAs(page, user);
    for (const path of paths) {
      await page.goto(path);
      await networkQuiet(page);
    }
    return Promise.all(scripts);
  });
}

const ROLE_PAGES = {
  student: [
    '/student/dashboard',
    '/student/tuitionrequest',
    '/student/tutorsearch',
    '/student/posts',
    '/student/batches',
  ],
  teacher: [
    '/teacher/dashboard',
    '/teacher/tuitionpost',
    '/teacher/tuitionsearch',
    '/teacher/posts',
    '/teacher/batches',
  ],
} as const;

for (const [role, username] of [
  ['student', 'nusrat'],
  ['teacher', 'rahim'],
] as const) {
  test(`no page of the ${role} loads the admin's hooks`, async () => {
    const scripts = await scriptsOfPages({ username, role, password: DEMO_PASSWORD }, [...ROLE_PAGES[role]]);
    assert.ok(scripts.length > 0, 'no scripts were seen');
    const carrying = scripts.filter((text) => text.includes(ADMIN_HOOKS_MARKER));
    assert.equal(carrying.length, 0, `${carrying.length} script(s) carry the admin's hooks`);
  });
}

test("the admin's dashboard does load them (the marker is real)", async () => {
  const scripts = await scriptsOfPages(DEMO_ADMIN, ['/admin/dashboard']);
  assert.ok(scripts.some((text) => text.includes(ADMIN_HOOKS_MARKER)));
});
