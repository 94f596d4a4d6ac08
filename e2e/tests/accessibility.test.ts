// Accessibility over the whole portal (WCAG 2.1 A and AA): axe-core runs on every page of every role, at a
// desktop and (for the main pages) a phone viewport, in the seeded demo data; pages with a modal open and forms
// with their validation errors shown are checked too. A second part walks key pages with the keyboard: every
// interactive element is reached by Tab, the focused one shows a focus indicator, a modal keeps focus inside
// and gives it back when Escape closes it; images have text alternatives and charts their hidden tables.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { field, networkQuiet, withPages } from '../support/browser';
import { showBatchTab, type BatchTabName } from '../support/classroom';
import { portalWithBrowser } from '../support/suite';
import { logInAs, type TestUser } from '../support/users';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(path.join(path.dirname(require.resolve('axe-core')), 'axe.min.js'), 'utf8');
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
// axe's best practices too (landmarks, heading order, one h1...): printed, and failed only when serious or critical.
const AXE_TAGS = [...WCAG_TAGS, 'best-practice'];

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const demo = (username: string, role: TestUser['role']): TestUser => ({
  username,
  role,
  password: 'Pathshala2026',
});
const NUSRAT = demo('nusrat', 'student');
const TANVIR = demo('tanvir', 'student');
const KARIMA = demo('karima', 'teacher');
const ADMIN = demo('admin', 'admin');

const suite = portalWithBrowser();

interface AxeNode {
  target: string[];
  html: string;
  failureSummary?: string;
}
interface AxeViolation {
  id: string;
  impact: string | null;
  tags: string[];
  help: string;
  nodes: AxeNode[];
}

/** Waits until the page is still: no request in flight, no animation running (a fading dialog has no contrast yet). */
async function settle(page: Page): Promise<void> {
  await networkQuiet(page);
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.race([
      Promise.all(finite.map((animation) => animation.finished)).catch(() => undefined),
      new Promise((resolve) => setTimeout(resolve, 3_000)),
    ]);
  });
}

/** axe-core's WCAG 2.1 A/AA (and best-practice) violations on the page as it is now. */
async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await settle(page);
  // The page's content security policy refuses inline scripts, so the source is evaluated, not injected as a tag.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (tags) => {
    const axe = (
      window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<unknown> } }
    ).axe;
    const result = (await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    })) as { violations: AxeViolation[] };
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      tags: violation.tags,
      help: violation.help,
      nodes: violation.nodes.map((node) => ({
        target: node.target.map(String),
        html: node.html.length > 160 ? `${node.html.slice(0, 160)}…` : node.html,
        failureSummary: node.failureSummary,
      })),
    }));
  }, AXE_TAGS);
}

function describeViolations(where: string, violations: AxeViolation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 8)
        .map(
          (node) =>
            `      - ${node.target.join(' ')}\n        ${node.html}${node.failureSummary ? `\n        ${node.failureSummary.replace(/\n/g, '\n        ')}` : ''}`,
        )
        .join('\n');
      const more = violation.nodes.length > 8 ? `\n      … and ${violation.nodes.length - 8} more` : '';
      const kind = violation.tags.some((tag) => WCAG_TAGS.includes(tag)) ? '' : ' (best practice)';
      return `  ${where}: [${violation.impact}] ${violation.id}${kind}: ${violation.help}\n${nodes}${more}`;
    })
    .join('\n');
}

/**
 * Collects the serious and critical violations of each page checked in one journey; `assertClean` fails with all
 * of them at once, so one run shows every page's problems. Minor and moderate ones are printed, not failed.
 */
function auditor() {
  const failures: string[] = [];
  const checked: string[] = [];
  return {
    async check(page: Page, name: string): Promise<void> {
      const viewport = page.viewportSize();
      const where = `${name} @${viewport ? `${viewport.width}x${viewport.height}` : '?'} (${new URL(page.url()).pathname})`;
      const violations = await axeViolations(page);
      checked.push(where);
      const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      const other = violations.filter((v) => !blocking.includes(v));
      if (other.length) console.log(`axe (minor/moderate, not failed):\n${describeViolations(where, other)}`);
      if (blocking.length) failures.push(describeViolations(where, blocking));
    },
    assertClean(): void {
      assert.ok(checked.length > 0, 'no page was checked');
      assert.equal(
        failures.length,
        0,
        `serious or critical accessibility violations:\n${failures.join('\n')}\n(pages checked: ${checked.length})`,
      );
    },
  };
}

type Audit = ReturnType<typeof auditor>;

async function heading(page: Page, name: string | RegExp, level?: number): Promise<void> {
  await page
    .getByRole('heading', { name, ...(level ? { level } : {}) })
    .first()
    .waitFor();
}

/** Opens a path and checks it once its main heading is shown. */
async function visit(
  page: Page,
  audit: Audit,
  pathname: string,
  h1: string | RegExp,
  name: string = pathname,
): Promise<void> {
  await page.goto(pathname);
  await heading(page, h1, 1);
  await audit.check(page, name);
}

/** Opens a dialog with `open`, checks the page with it shown, then closes it with Escape. */
async function checkDialog(page: Page, audit: Audit, name: string, open: () => Promise<void>): Promise<void> {
  await open();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await audit.check(page, name);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
}

/** The phone top bar keeps the role's links behind a menu button: checks the page with that menu open. */
async function checkPhoneMenu(page: Page, audit: Audit, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('menu').waitFor();
  await audit.check(page, `${name} (menu open)`);
  await page.keyboard.press('Escape');
  await page.getByRole('menu').waitFor({ state: 'detached' });
}

/** A class of the demo batch (karima teaches tanvir and farhana) in this week's schedule. */
const demoClass = (page: Page) => page.getByRole('button', { name: /HSC Chemistry help/ }).first();

/** The demo batch: its page has materials (links), assignments with submissions and a board with messages. */
const DEMO_BATCH = 'HSC Chemistry help';

/** Opens the demo batch's page from its card on Your Batches ('Open batch'); its h1 is the batch's title. */
async function openDemoBatch(page: Page, role: 'student' | 'teacher'): Promise<void> {
  await page.goto(`/${role}/batches`);
  await heading(page, 'Batch Management', 1);
  await page
    .getByRole('article', { name: DEMO_BATCH, exact: true })
    .getByRole('link', { name: 'Open batch' })
    .click();
  await page.waitForURL((url) => url.pathname.startsWith(`/${role}/batches/`));
  await heading(page, DEMO_BATCH, 1);
}

/** What each tab of the demo batch's page shows once loaded. */
const DEMO_BATCH_TABS: [BatchTabName, (page: Page) => Locator][] = [
  ['Classes', demoClass],
  ['Materials', (page) => page.getByRole('list', { name: 'Materials' }).getByRole('listitem').first()],
  ['Assignments', (page) => page.getByRole('article', { name: 'Naming alkanes and alkenes' })],
  ['Board', (page) => page.getByRole('log', { name: 'Messages' }).getByRole('listitem').first()],
];

/** Shows each tab of the demo batch's page (open) and runs `each` on it once its content is shown. */
async function eachDemoBatchTab(page: Page, each: (tab: BatchTabName) => Promise<void>): Promise<void> {
  for (const [tab, content] of DEMO_BATCH_TABS) {
    await showBatchTab(page, tab);
    await content(page).waitFor();
    await each(tab);
  }
}

/** The path of the teacher's page, read from the Rate & Review link of the first batch card. */
async function teacherProfilePath(page: Page): Promise<string> {
  const href = (await page.getByRole('link', { name: 'Rate & Review' }).first().getAttribute('href')) ?? '';
  assert.ok(href.startsWith('/teacher/profile/'), `a Rate & Review link, got ${href}`);
  return href;
}

describe('axe finds no serious or critical WCAG 2.1 AA violation', () => {
  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    test(`public pages (${label})`, { timeout: 180_000 }, () =>
      withPages(suite.browser, suite.portal.url, `a11y-public-${label}`, async (open) => {
        const audit = auditor();
        const page = await open({ viewport });
        await visit(page, audit, '/', 'Find the right tutor, right here in Bangladesh', 'landing');
        if (label === 'phone') {
          // The header's links sit behind a menu button on a phone.
          await page.getByRole('button', { name: 'Open menu' }).click();
          await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
          await audit.check(page, 'landing (menu open)');
          await page.getByRole('button', { name: 'Open menu' }).click();
          await page.getByRole('navigation', { name: 'Main menu' }).waitFor({ state: 'detached' });
        }
        await visit(page, audit, '/login', 'Welcome back');
        await visit(page, audit, '/signup', 'Create your account', 'signup (no role chosen)');
        await page.getByRole('button', { name: 'Sign Up' }).click();
        await page.getByText('First name is required').waitFor();
        await audit.check(page, 'signup with its validation errors');
        await page.getByRole('radiogroup').getByText('Teacher', { exact: true }).click();
        await field(page, 'SSLCommerz Store ID').waitFor();
        await page.getByRole('button', { name: 'Sign Up' }).click();
        await audit.check(page, 'signup as a teacher with its validation errors');
        await page.getByRole('radiogroup').getByText('Student', { exact: true }).click();
        await field(page, 'SSLCommerz Store ID').waitFor({ state: 'detached' });
        await audit.check(page, 'signup as a student');
        if (label === 'phone') return audit.assertClean();

        await visit(page, audit, '/about', 'About Pathshala');
        await visit(page, audit, '/forgot-password', 'Forgot password?');
        await visit(page, audit, '/reset-password', 'Reset Password');
        await field(page, 'Token').fill('not-a-token');
        await field(page, 'New Password').fill('Secret2026');
        await field(page, 'Confirm New Password').fill('Secret2027');
        await page.getByRole('button', { name: /Reset Password/ }).click();
        await page.getByText('Passwords do not match').first().waitFor();
        await audit.check(page, 'reset password with mismatching passwords');
        await visit(page, audit, '/no-such-page', 'Oops! Something went wrong.', 'the error page (404)');
        audit.assertClean();
      }),
    );
  }

  test('student pages (desktop)', { timeout: 240_000 }, () =>
    withPages(suite.browser, suite.portal.url, 'a11y-student', async (open) => {
      const audit = auditor();
      const page = await open();
      await logInAs(page, NUSRAT);
      await heading(page, 'Student Dashboard', 1);
      await page
        .getByRole('heading', { name: 'Recommended Posts' })
        .or(page.getByText('No recommended posts'))
        .waitFor();
      await audit.check(page, 'student dashboard');

      await visit(page, audit, '/student/tuitionrequest', 'Create Tuition Request');
      await page.getByRole('button', { name: 'Submit Tuition Request' }).click();
      await page.getByRole('alert').first().waitFor();
      await audit.check(page, 'tuition request with its validation errors');

      await visit(page, audit, '/student/tutorsearch', 'Search Teachers');
      await page.getByRole('article').first().waitFor();
      await audit.check(page, 'tutor search with results');

      await visit(page, audit, '/student/posts', 'Your Tuition Posts');
      await page.getByRole('article').first().waitFor();
      await audit.check(page, 'student posts with a post');

      await visit(page, audit, '/student/batches', 'Batch Management');
      await checkDialog(page, audit, 'Add New Batch dialog', () =>
        page.getByRole('button', { name: 'New Batch' }).first().click(),
      );

      await visit(page, audit, '/viewprofile', 'Profile Details');
      await visit(page, audit, '/editprofile', 'Edit Profile');
      await visit(page, audit, '/notification', 'Notifications');
      // A payment that is not the student's: the payment pages' not-found state.
      await visit(page, audit, '/payment/success?tran_id=demo-tran', 'We could not find this payment');

      // A student in a batch: the batch cards, and the teacher's page with its ratings and reviews.
      const member = await open();
      await logInAs(member, TANVIR);
      await visit(member, audit, '/student/batches', 'Batch Management', 'student batches with a batch');
      await member.getByRole('article').first().waitFor();
      await member
        .getByRole('button', { name: /View \d+ Students/ })
        .first()
        .click();
      await audit.check(member, 'student batches with the students shown');
      const teacherPage = await teacherProfilePath(member);
      await visit(member, audit, teacherPage, 'Reports And Reviews', 'teacher profile: Rate Teacher');
      await member.getByRole('tab', { name: 'View Reviews' }).click();
      await member.getByRole('list', { name: 'Reviews' }).waitFor();
      await audit.check(member, 'teacher profile: View Reviews');
      await member.getByRole('tab', { name: 'Report Teacher' }).click();
      await member
        .getByRole('form', { name: 'Report Teacher' })
        .getByRole('button', { name: 'Submit Report' })
        .click();
      await member.getByText('Please provide details for your report.').waitFor();
      await audit.check(member, 'teacher profile: Report Teacher with its error');

      // The schedule of a student in a batch, with a class open.
      await visit(member, audit, '/student/schedule', 'Schedule', 'student schedule');
      const memberClass = demoClass(member);
      await memberClass.waitFor();
      await audit.check(member, 'student schedule with its classes and attendance');
      await checkDialog(member, audit, 'a class of the schedule (student)', () => memberClass.click());

      // The batch's own page, each tab; Submit work on the assignment still to come.
      await openDemoBatch(member, 'student');
      await eachDemoBatchTab(member, (tab) => audit.check(member, `student batch page: ${tab}`));
      await showBatchTab(member, 'Assignments');
      const upcoming = member.getByRole('article', { name: 'Naming alkanes and alkenes' });
      await checkDialog(member, audit, 'Submit work dialog', () =>
        upcoming.getByRole('button', { name: 'Submit work' }).click(),
      );
      audit.assertClean();
    }),
  );

  test('teacher pages (desktop)', { timeout: 240_000 }, () =>
    withPages(suite.browser, suite.portal.url, 'a11y-teacher', async (open) => {
      const audit = auditor();
      const page = await open();
      await logInAs(page, KARIMA);
      await heading(page, 'Teacher Dashboard', 1);
      await page.getByRole('table', { name: 'Rating distribution' }).waitFor({ state: 'attached' });
      await audit.check(page, 'teacher dashboard');

      await visit(page, audit, '/teacher/tuitionpost', 'Create Tuition Post');
      await page.getByRole('button', { name: 'Create Tuition Post' }).click();
      await page.getByRole('alert').first().waitFor();
      await audit.check(page, 'tuition post with its validation errors');

      await visit(page, audit, '/teacher/tuitionsearch', 'Search Students');
      await page.getByRole('article').first().waitFor();
      await audit.check(page, 'tuition search with results');

      await visit(page, audit, '/teacher/posts', 'Your Tuition Posts');
      await page.getByRole('article').first().waitFor();
      await audit.check(page, 'teacher posts with a post');

      await visit(page, audit, '/teacher/batches', 'Batch Management');
      await page.getByRole('article').first().waitFor();
      await audit.check(page, 'teacher batches with a batch');
      await checkDialog(page, audit, 'Add New Batch dialog (teacher)', () =>
        page.getByRole('button', { name: 'New Batch' }).first().click(),
      );

      await visit(page, audit, '/teacher/schedule', 'Schedule', 'teacher schedule');
      const taughtClass = demoClass(page);
      await taughtClass.waitFor();
      await audit.check(page, 'teacher schedule with its classes and attendance');
      await checkDialog(page, audit, 'a class of the schedule (teacher)', () => taughtClass.click());

      // The batch's own page, each tab; Share material, Set assignment, an assignment's submissions and the
      // feedback form.
      await openDemoBatch(page, 'teacher');
      await eachDemoBatchTab(page, (tab) => audit.check(page, `teacher batch page: ${tab}`));
      await showBatchTab(page, 'Materials');
      await checkDialog(page, audit, 'Share material dialog', () =>
        page.getByRole('button', { name: 'Share material' }).first().click(),
      );
      await showBatchTab(page, 'Assignments');
      await checkDialog(page, audit, 'Set assignment dialog', () =>
        page.getByRole('button', { name: 'Set assignment' }).click(),
      );
      await page.getByRole('button', { name: 'Submissions of Balancing equations worksheet' }).click();
      await page.getByText('2 of 2 submitted').waitFor();
      await audit.check(page, 'teacher batch page: the submissions of an assignment');
      await checkDialog(page, audit, 'feedback dialog', () =>
        page.getByRole('button', { name: 'Give feedback to farhana' }).click(),
      );

      await page.goto('/teacher/dashboard');
      await page.getByRole('link', { name: 'View All' }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/teacher/profile/'));
      await heading(page, 'Reports And Reviews', 1);
      await audit.check(page, 'reports and reviews (own page)');
      await page.getByRole('tab', { name: 'View Reviews' }).click();
      await page.getByRole('list', { name: 'Reviews' }).waitFor();
      await audit.check(page, 'reports and reviews: View Reviews (own page)');

      await visit(page, audit, '/viewprofile', 'Profile Details');
      await visit(page, audit, '/editprofile', 'Edit Profile');
      await visit(page, audit, '/notification', 'Notifications');
      audit.assertClean();
    }),
  );

  test('admin pages (desktop)', { timeout: 240_000 }, () =>
    withPages(suite.browser, suite.portal.url, 'a11y-admin', async (open) => {
      const audit = auditor();
      const page = await open();
      await logInAs(page, ADMIN);
      await heading(page, 'Dashboard Overview', 1);
      await page.getByRole('heading', { name: 'Recent Posts' }).waitFor();
      await audit.check(page, 'admin dashboard');

      await visit(page, audit, '/admin/users', 'User Management', 'users: Teachers');
      await page.getByRole('list', { name: 'Teachers' }).waitFor();
      await checkDialog(page, audit, 'Add User dialog', () =>
        page.getByRole('button', { name: 'Add User' }).first().click(),
      );
      await page.getByRole('tab', { name: /Students/ }).click();
      await page.getByRole('list', { name: 'Students' }).waitFor();
      await audit.check(page, 'users: Students');

      await visit(page, audit, '/admin/posts', 'Post Management');
      await page.getByRole('article').first().waitFor();
      await audit.check(page, 'posts with posts');
      await checkDialog(page, audit, 'New Post dialog', () =>
        page.getByRole('button', { name: 'New Post' }).first().click(),
      );

      await visit(page, audit, '/admin/batches', 'Batch Management');
      await page.getByRole('article').first().waitFor();
      await audit.check(page, 'batches with a batch');
      await checkDialog(page, audit, 'New Batch dialog', () =>
        page.getByRole('button', { name: 'New Batch' }).first().click(),
      );

      await visit(page, audit, '/admin/reports', 'Report Management');
      await page.getByRole('article').first().waitFor();
      await audit.check(page, 'reports with reports');
      await visit(page, audit, '/admin/audit-log', 'Audit Log');
      await visit(page, audit, '/viewprofile', 'Profile Details');
      await visit(page, audit, '/notification', 'Notifications');
      audit.assertClean();
    }),
  );

  test('main pages in the dark colour scheme (desktop)', { timeout: 180_000 }, () =>
    withPages(suite.browser, suite.portal.url, 'a11y-dark', async (open) => {
      const audit = auditor();
      // The portal follows the system's colour scheme until the visitor picks one.
      const page = await open();
      await page.emulateMedia({ colorScheme: 'dark' });
      await visit(page, audit, '/', 'Find the right tutor, right here in Bangladesh', 'landing (dark)');
      assert.equal(await page.evaluate(() => document.documentElement.classList.contains('dark')), true);
      await visit(page, audit, '/signup', 'Create your account', 'signup (dark)');
      await page.getByRole('button', { name: 'Sign Up' }).click();
      await page.getByText('First name is required').waitFor();
      await audit.check(page, 'signup with its validation errors (dark)');
      await logInAs(page, TANVIR);
      await heading(page, 'Student Dashboard', 1);
      await audit.check(page, 'student dashboard (dark)');
      await visit(page, audit, '/student/tutorsearch', 'Search Teachers', 'tutor search (dark)');
      await page.getByRole('article').first().waitFor();
      await audit.check(page, 'tutor search with results (dark)');
      await visit(page, audit, '/student/batches', 'Batch Management', 'student batches (dark)');
      await page.getByRole('article').first().waitFor();
      await audit.check(page, 'student batches with a batch (dark)');
      await checkDialog(page, audit, 'Add New Batch dialog (dark)', () =>
        page.getByRole('button', { name: 'New Batch' }).first().click(),
      );

      const teacher = await open();
      await teacher.emulateMedia({ colorScheme: 'dark' });
      await logInAs(teacher, KARIMA);
      await heading(teacher, 'Teacher Dashboard', 1);
      await audit.check(teacher, 'teacher dashboard (dark)');
      await teacher.getByRole('link', { name: 'View All' }).click();
      await heading(teacher, 'Reports And Reviews', 1);
      await teacher.getByRole('tab', { name: 'View Reviews' }).click();
      await teacher.getByRole('list', { name: 'Reviews' }).waitFor();
      await audit.check(teacher, 'reports and reviews: View Reviews (dark)');

      const admin = await open();
      await admin.emulateMedia({ colorScheme: 'dark' });
      await logInAs(admin, ADMIN);
      await heading(admin, 'Dashboard Overview', 1);
      await admin.getByRole('heading', { name: 'Recent Posts' }).waitFor();
      await audit.check(admin, 'admin dashboard (dark)');
      await visit(admin, audit, '/admin/users', 'User Management', 'users (dark)');
      await admin.getByRole('list', { name: 'Teachers' }).waitFor();
      await audit.check(admin, 'users: Teachers (dark)');
      await visit(admin, audit, '/admin/reports', 'Report Management', 'reports (dark)');
      await admin.getByRole('article').first().waitFor();
      await audit.check(admin, 'reports with reports (dark)');
      audit.assertClean();
    }),
  );

  test('main signed-in pages of each role (phone)', { timeout: 240_000 }, () =>
    withPages(suite.browser, suite.portal.url, 'a11y-phone', async (open) => {
      const audit = auditor();
      const student = await open({ viewport: PHONE });
      await logInAs(student, TANVIR);
      await heading(student, 'Student Dashboard', 1);
      await audit.check(student, 'student dashboard');
      await checkPhoneMenu(student, audit, 'student dashboard');
      await visit(student, audit, '/student/tutorsearch', 'Search Teachers');
      await student.getByRole('article').first().waitFor();
      await audit.check(student, 'tutor search with results');
      await visit(student, audit, '/student/batches', 'Batch Management');
      await student.getByRole('article').first().waitFor();
      await audit.check(student, 'student batches with a batch');
      await checkDialog(student, audit, 'Add New Batch dialog', () =>
        student.getByRole('button', { name: 'New Batch' }).first().click(),
      );
      await visit(student, audit, '/student/tuitionrequest', 'Create Tuition Request');
      await openDemoBatch(student, 'student');
      await eachDemoBatchTab(student, (tab) => audit.check(student, `student batch page: ${tab}`));

      const teacher = await open({ viewport: PHONE });
      await logInAs(teacher, KARIMA);
      await heading(teacher, 'Teacher Dashboard', 1);
      await audit.check(teacher, 'teacher dashboard');
      await visit(teacher, audit, '/teacher/posts', 'Your Tuition Posts');
      await teacher.getByRole('article').first().waitFor();
      await audit.check(teacher, 'teacher posts with a post');

      const admin = await open({ viewport: PHONE });
      await logInAs(admin, ADMIN);
      await heading(admin, 'Dashboard Overview', 1);
      await admin.getByRole('heading', { name: 'Recent Posts' }).waitFor();
      await audit.check(admin, 'admin dashboard');
      await visit(admin, audit, '/admin/users', 'User Management');
      await admin.getByRole('list', { name: 'Teachers' }).waitFor();
      await audit.check(admin, 'users: Teachers');
      await visit(admin, audit, '/admin/reports', 'Report Management');
      await admin.getByRole('article').first().waitFor();
      await audit.check(admin, 'reports');
      audit.assertClean();
    }),
  );
});

/** What the keyboard focus is on: its tab-stop mark, a description, and whether a focus indicator shows. */
interface FocusInfo {
  /** The data-a11y-stop mark of the focused element (null when nothing in the page has focus). */
  stop: string | null;
  description: string;
  indicator: boolean;
  inDialog: boolean;
  /**
   * A date or time input: Tab moves through its parts (hours, minutes, AM/PM, the picker button) while the
   * input stays the focused element; the browser draws the picker button's focus ring itself.
   */
  multiPart: boolean;
}

/**
 * Marks every element Tab should reach inside `scope` (the page, or a dialog) with data-a11y-stop and returns the
 * marks with a description. Roving-tabindex widgets (tabs, star pickers) count once, by their tabindex=0 item; a
 * native radio group counts once (its members share one mark).
 */
async function markTabStops(page: Page, scope: string = 'body'): Promise<Map<string, string>> {
  await defineNameHelper(page);
  const stops = await page.evaluate((scopeSelector) => {
    const root = document.querySelector(scopeSelector) ?? document.body;
    const selector =
      'a[href], button, input, select, textarea, summary, iframe, [tabindex], [contenteditable="true"]';
    const marks: [string, string][] = [];
    const radioGroups = new Map<string, string>();
    document
      .querySelectorAll('[data-a11y-stop]')
      .forEach((element) => element.removeAttribute('data-a11y-stop'));
    for (const element of Array.from(root.querySelectorAll<HTMLElement>(selector))) {
      if (element.tabIndex < 0 || (element as HTMLButtonElement).disabled) continue;
      if (element instanceof HTMLInputElement && element.type === 'hidden') continue;
      if (element.closest('[inert]')) continue;
      // Hidden from everyone (display:none, visibility:hidden, a closed <details>): not a stop. A visually
      // hidden input (a styled checkbox or radio) is still one.
      if (!element.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions)) continue;
      const label =
        element.getAttribute('aria-label') ||
        (element as HTMLInputElement).labels?.[0]?.textContent ||
        element.textContent ||
        (element as HTMLInputElement).name ||
        '';
      const description = `${element.tagName.toLowerCase()} "${label.trim().slice(0, 40)}"`;
      if (element instanceof HTMLInputElement && element.type === 'radio' && element.name) {
        const known = radioGroups.get(element.name);
        if (known) {
          element.setAttribute('data-a11y-stop', known);
          continue;
        }
        radioGroups.set(element.name, String(marks.length));
      }
      element.setAttribute('data-a11y-stop', String(marks.length));
      marks.push([String(marks.length), description]);
    }
    return marks;
  }, scope);
  return new Map(stops);
}

/**
 * tsx compiles the functions given to page.evaluate keeping their inner functions' names through a `__name`
 * helper that exists only in Node: the page gets a stand-in (evaluated as a string, so not compiled itself).
 */
async function defineNameHelper(page: Page): Promise<void> {
  await page.evaluate('window.__name = window.__name || ((target) => target)');
}

/** Describes the focused element; waits for its focus styles to finish any transition first. */
async function focusInfo(page: Page): Promise<FocusInfo> {
  await defineNameHelper(page);
  return page.evaluate(async () => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body || element === document.documentElement)
      return { stop: null, description: 'body', indicator: false, inDialog: false, multiPart: false };
    await Promise.race([
      Promise.all(element.getAnimations({ subtree: false }).map((animation) => animation.finished)),
      new Promise((resolve) => setTimeout(resolve, 300)),
    ]).catch(() => undefined);
    const shows = (target: Element) => {
      const style = getComputedStyle(target);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      const shadow = style.boxShadow !== '' && style.boxShadow !== 'none';
      return outline || shadow;
    };
    const rect = element.getBoundingClientRect();
    // A visually hidden input (Chakra's checkbox and radio) shows its focus on the control drawn for it.
    const visuallyHidden = rect.width <= 1 || rect.height <= 1;
    let indicator = shows(element);
    if (!indicator && visuallyHidden) {
      const label = element.closest('label') ?? element.parentElement;
      indicator = Array.from(label?.querySelectorAll('[data-focus-visible], [data-focus]') ?? []).some(shows);
      if (!indicator && label?.matches('[data-focus-visible]')) indicator = shows(label);
    }
    const name = (
      element.getAttribute('aria-label') ||
      (element as HTMLInputElement).labels?.[0]?.textContent ||
      element.textContent ||
      (element as HTMLInputElement).name ||
      ''
    )
      .trim()
      .slice(0, 40);
    // An element that was not marked (one rendered after the marking, say) gets a mark of its own.
    if (!element.hasAttribute('data-a11y-stop'))
      element.setAttribute(
        'data-a11y-stop',
        `extra-${document.querySelectorAll('[data-a11y-stop^="extra-"]').length}`,
      );
    return {
      stop: element.getAttribute('data-a11y-stop'),
      description: `${element.tagName.toLowerCase()} "${name}"`,
      indicator,
      inDialog: element.closest('[role="dialog"], [role="alertdialog"]') !== null,
      multiPart:
        element instanceof HTMLInputElement &&
        ['date', 'time', 'datetime-local', 'month', 'week'].includes(element.type),
    };
  });
}

/**
 * Whether each focused element showed a focus indicator. An element passes when it showed one on any of its
 * visits: a date or time input shows it on its text parts, while the browser draws the ring of its picker
 * button (the last part) itself, where no style of the input shows it.
 */
class FocusIndicators {
  private readonly seen = new Map<string, { description: string; shown: boolean }>();

  record(focus: FocusInfo): void {
    if (!focus.stop) return;
    const entry = this.seen.get(focus.stop) ?? { description: focus.description, shown: false };
    entry.shown ||= focus.indicator;
    this.seen.set(focus.stop, entry);
  }

  missing(): string[] {
    return [...this.seen.values()].filter((entry) => !entry.shown).map((entry) => entry.description);
  }
}

/** The tab stops not reached, among those still in the page (a re-render may have replaced some). */
async function unreached(page: Page, stops: Map<string, string>, reached: Set<string>): Promise<string[]> {
  const present = new Set(
    await page.evaluate(() =>
      Array.from(document.querySelectorAll('[data-a11y-stop]')).map((element) =>
        element.getAttribute('data-a11y-stop'),
      ),
    ),
  );
  return [...stops]
    .filter(([stop]) => present.has(stop) && !reached.has(stop))
    .map(([, description]) => description);
}

/**
 * Presses Tab from the top of the page until focus leaves the page or comes back round. Asserts that every tab
 * stop was reached, that focus never stuck on one element, and that each focused element showed an indicator.
 */
async function walkWithTab(page: Page, name: string): Promise<number> {
  await settle(page);
  const stops = await markTabStops(page);
  assert.ok(stops.size > 0, `${name}: no tab stops found`);
  // Start from the top: focus a temporary element at the start of the body, then remove it.
  await page.evaluate(() => {
    const start = document.createElement('span');
    start.tabIndex = -1;
    document.body.prepend(start);
    start.focus();
    start.remove();
  });
  const reached = new Set<string>();
  const indicators = new FocusIndicators();
  let previous: string | null = null;
  let first: string | null = null;
  for (let press = 0; press < stops.size + 20; press++) {
    await page.keyboard.press('Tab');
    const focus = await focusInfo(page);
    if (focus.stop === null) break; // focus left the page: the end of the tab order
    if (focus.stop === first) break; // came back round to the start
    if (focus.multiPart && focus.stop === previous) continue; // the next part of a date or time input
    assert.notEqual(focus.stop, previous, `${name}: Tab did not move focus from ${focus.description}`);
    first ??= focus.stop;
    previous = focus.stop;
    reached.add(focus.stop);
    indicators.record(focus);
  }
  const missed = await unreached(page, stops, reached);
  assert.deepEqual(missed, [], `${name}: Tab never reached these`);
  assert.deepEqual(indicators.missing(), [], `${name}: focused without a visible focus indicator`);
  return reached.size;
}

/**
 * With a dialog open: Tab and Shift+Tab keep focus inside it and reach each of its tab stops, each with a focus
 * indicator; Escape closes it and focus goes back to `opener`.
 */
async function checkDialogKeyboard(page: Page, name: string, opener: Locator): Promise<void> {
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await settle(page);
  assert.ok(
    await dialog.evaluate((element) => element.contains(document.activeElement)),
    `${name}: focus moves into the dialog when it opens`,
  );
  const stops = await markTabStops(page, '[role="dialog"]');
  const reached = new Set<string>();
  const indicators = new FocusIndicators();
  for (const key of ['Tab', 'Shift+Tab']) {
    // Enough presses to go round once, with room for the parts of date and time inputs.
    for (let press = 0; press < stops.size + 8; press++) {
      await page.keyboard.press(key);
      const focus = await focusInfo(page);
      assert.ok(focus.inDialog, `${name}: ${key} took focus out of the open dialog, to ${focus.description}`);
      if (focus.stop) reached.add(focus.stop);
      indicators.record(focus);
    }
  }
  const missed = await unreached(page, stops, reached);
  assert.deepEqual(missed, [], `${name}: Tab never reached these in the dialog`);
  assert.deepEqual(indicators.missing(), [], `${name}: focused without a visible focus indicator`);

  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  assert.ok(
    await opener.evaluate((element) => element === document.activeElement),
    `${name}: Escape closes the dialog and focus returns to the button that opened it`,
  );
}

describe('the keyboard reaches everything, visibly, and is never trapped', () => {
  test('login page', { timeout: 60_000 }, () =>
    withPages(suite.browser, suite.portal.url, 'a11y-keyboard-login', async (open) => {
      const page = await open();
      await page.goto('/login');
      await heading(page, 'Welcome back', 1);
      const reached = await walkWithTab(page, '/login');
      assert.ok(reached >= 8, `the login page has its header, form and footer stops (${reached})`);
    }),
  );

  test(
    'student dashboard, tutor search and batches with the Add New Batch dialog',
    { timeout: 120_000 },
    () =>
      withPages(suite.browser, suite.portal.url, 'a11y-keyboard-student', async (open) => {
        const page = await open();
        await logInAs(page, TANVIR);
        await heading(page, 'Student Dashboard', 1);
        await page.getByRole('heading', { name: 'Recommended Posts' }).waitFor();
        await walkWithTab(page, '/student/dashboard');

        await page.goto('/student/tutorsearch');
        await heading(page, 'Search Teachers', 1);
        await page.getByRole('article').first().waitFor();
        await walkWithTab(page, '/student/tutorsearch');

        await page.goto('/student/batches');
        await heading(page, 'Batch Management', 1);
        await page.getByRole('article').first().waitFor();
        await walkWithTab(page, '/student/batches');
        await checkDialogKeyboard(
          page,
          'Add New Batch',
          page.getByRole('button', { name: 'New Batch' }).first(),
        );

        await page.goto('/student/schedule');
        await heading(page, 'Schedule', 1);
        await demoClass(page).waitFor();
        await walkWithTab(page, '/student/schedule');
        await checkDialogKeyboard(page, 'a class of the schedule', demoClass(page));

        await openDemoBatch(page, 'student');
        await eachDemoBatchTab(page, async (tab) => {
          await walkWithTab(page, `student batch page: ${tab}`);
        });
        await showBatchTab(page, 'Assignments');
        await checkDialogKeyboard(
          page,
          'Submit work',
          page
            .getByRole('article', { name: 'Naming alkanes and alkenes' })
            .getByRole('button', { name: 'Submit work' }),
        );
      }),
  );

  test(
    "the teacher's batch page, each tab, with Share material and Set assignment",
    { timeout: 120_000 },
    () =>
      withPages(suite.browser, suite.portal.url, 'a11y-keyboard-teacher-batch', async (open) => {
        const page = await open();
        await logInAs(page, KARIMA);
        await heading(page, 'Teacher Dashboard', 1);
        await openDemoBatch(page, 'teacher');
        await eachDemoBatchTab(page, async (tab) => {
          await walkWithTab(page, `teacher batch page: ${tab}`);
        });
        await showBatchTab(page, 'Materials');
        await checkDialogKeyboard(
          page,
          'Share material',
          page.getByRole('button', { name: 'Share material' }).first(),
        );
        await showBatchTab(page, 'Assignments');
        await checkDialogKeyboard(
          page,
          'Set assignment',
          page.getByRole('button', { name: 'Set assignment' }),
        );
      }),
  );

  test('the admin dashboard and users page, with the Add User dialog', { timeout: 120_000 }, () =>
    withPages(suite.browser, suite.portal.url, 'a11y-keyboard-admin', async (open) => {
      const page = await open();
      await logInAs(page, ADMIN);
      await heading(page, 'Dashboard Overview', 1);
      await page.getByRole('heading', { name: 'Recent Posts' }).waitFor();
      await walkWithTab(page, '/admin/dashboard');
      await page.goto('/admin/users');
      await heading(page, 'User Management', 1);
      await page.getByRole('list', { name: 'Teachers' }).waitFor();
      await walkWithTab(page, '/admin/users');
      await checkDialogKeyboard(page, 'Add User', page.getByRole('button', { name: 'Add User' }).first());
    }),
  );
});

describe('images and charts have text alternatives', () => {
  /** Every <img> has an alt attribute, and every element with role img has a name (unless hidden from all). */
  async function assertImagesNamed(page: Page, name: string): Promise<void> {
    const unnamed = await page.evaluate(() =>
      Array.from(document.querySelectorAll('img, [role="img"]'))
        .filter((element) => element.closest('[aria-hidden="true"]') === null)
        .filter((element) =>
          element instanceof HTMLImageElement
            ? !element.hasAttribute('alt')
            : !(
                element.getAttribute('aria-label')?.trim() ||
                element.getAttribute('aria-labelledby')?.trim() ||
                element.querySelector('title')?.textContent?.trim()
              ),
        )
        .map((element) => element.outerHTML.slice(0, 120)),
    );
    assert.deepEqual(unnamed, [], `${name}: images without a text alternative`);
  }

  test('public pages, the teacher page and the charts', { timeout: 120_000 }, () =>
    withPages(suite.browser, suite.portal.url, 'a11y-images', async (open) => {
      const page = await open();
      for (const [pathname, h1] of [
        ['/', 'Find the right tutor, right here in Bangladesh'],
        ['/about', 'About Pathshala'],
      ] as const) {
        await page.goto(pathname);
        await heading(page, h1, 1);
        await assertImagesNamed(page, pathname);
      }

      // The teacher's dashboard: the rating chart's canvas is hidden from screen readers, its table is not.
      await logInAs(page, KARIMA);
      await heading(page, 'Teacher Dashboard', 1);
      const ratings = page.getByRole('table', { name: 'Rating distribution' });
      await ratings.waitFor({ state: 'attached' });
      assert.equal(await ratings.getByRole('row').count(), 6, 'a header row and one row per star level');
      await ratings.getByRole('row', { name: '5 stars 1 review' }).waitFor({ state: 'attached' });
      await ratings.getByRole('row', { name: '4 stars 1 review' }).waitFor({ state: 'attached' });
      await ratings.getByRole('columnheader', { name: 'Reviews' }).waitFor({ state: 'attached' });
      assert.equal(
        await page
          .locator('canvas')
          .first()
          .evaluate((canvas) => canvas.closest('[aria-hidden="true"]') !== null),
        true,
        'the chart canvas is hidden from screen readers',
      );
      await assertImagesNamed(page, '/teacher/dashboard');

      const teacherPage = await open();
      await logInAs(teacherPage, TANVIR);
      await teacherPage.goto('/student/batches');
      await teacherPage.getByRole('article').first().waitFor();
      await teacherPage.goto(await teacherProfilePath(teacherPage));
      await heading(teacherPage, 'Reports And Reviews', 1);
      await teacherPage
        .getByRole('img', { name: /^Rated [\d.]+ out of 5$/ })
        .first()
        .waitFor();
      await assertImagesNamed(teacherPage, 'teacher profile');

      // The admin dashboard: the sign-ups chart likewise.
      const admin = await open();
      await logInAs(admin, ADMIN);
      await heading(admin, 'Dashboard Overview', 1);
      const signups = admin.getByRole('table', { name: 'Sign-ups per month' });
      await signups.waitFor({ state: 'attached' });
      for (const header of ['Month', 'Students', 'Teachers'])
        await signups.getByRole('columnheader', { name: header }).waitFor({ state: 'attached' });
      assert.ok((await signups.getByRole('row').count()) >= 2, 'a header row and at least one month');
      assert.equal(
        await admin
          .locator('canvas')
          .first()
          .evaluate((canvas) => canvas.closest('[aria-hidden="true"]') !== null),
        true,
        'the chart canvas is hidden from screen readers',
      );
      await assertImagesNamed(admin, '/admin/dashboard');
    }),
  );
});
