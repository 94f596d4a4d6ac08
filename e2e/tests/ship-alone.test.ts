// Each role team ships its app alone: a text changed on one of its screens, that app rebuilt by itself and put
// on a static host, and the running portal shows the new text on reload while not one file of the shell's build
// changed. Rolling back is pointing REMOTE_<ROLE>_URL at the previous folder. An app built against a newer major
// of a shared package than the shell provides shows its fallback instead of running, and the rest keeps working.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, networkQuiet, withPages } from '../support/browser';
import { buildRelease, fingerprint, type RoleApp } from '../support/release';
import { repoRoot, startPortal, type RunningPortal } from '../support/server';
import { startStaticHost, type StaticHost } from '../support/static-host';
import { DEMO_ADMIN, DEMO_PASSWORD, logInAs, type TestUser } from '../support/users';

const shellDist = path.join(repoRoot, 'shell', 'dist');

interface RoleScreen {
  role: 'student' | 'teacher' | 'admin';
  app: RoleApp;
  user: TestUser;
  /** A screen of the role and a text on it, in the catalogue that owns it. */
  path: string;
  file: string;
  text: string;
}

const SCREENS: RoleScreen[] = [
  {
    role: 'student',
    app: 'student-app',
    user: { username: 'farhana', role: 'student', password: DEMO_PASSWORD },
    // The search's empty state, for a keyword no post has.
    path: '/student/tutorsearch?q=qqzzxxnothing',
    file: 'locales/en.json',
    text: 'Try adjusting your search criteria to find more results.',
  },
  {
    role: 'teacher',
    app: 'teacher-app',
    user: { username: 'rahim', role: 'teacher', password: DEMO_PASSWORD },
    path: '/teacher/tuitionpost',
    file: 'locales/en.json',
    text: 'Offer tuition to one student or a batch. Students find it in their search.',
  },
  {
    role: 'admin',
    app: 'admin-app',
    user: DEMO_ADMIN,
    path: '/admin/dashboard',
    file: 'locales/en.json',
    text: 'Dashboard Overview',
  },
];

let browser: Browser;
let cdnRoot: string;
let cdn: StaticHost;

before(async () => {
  browser = await launchBrowser();
  cdnRoot = mkdtempSync(path.join(tmpdir(), 'pathshala-cdn-'));
  cdn = await startStaticHost(cdnRoot);
});

after(async () => {
  await browser?.close();
  await cdn?.stop();
  rmSync(cdnRoot, { recursive: true, force: true });
});

/** Signs `user` in and opens `target`, waiting until what it loads has arrived. */
async function openAs(page: Page, user: TestUser, target: string): Promise<void> {
  await logInAs(page, user);
  await page.goto(target);
  await networkQuiet(page);
}

/** Puts a built folder on the static host at `folder` (replacing what was there): a deploy. */
function deploy(dist: string, folder: string): string {
  const target = path.join(cdnRoot, folder);
  rmSync(target, { recursive: true, force: true });
  cpSync(dist, target, { recursive: true });
  return `${cdn.url}/${folder}/mf-manifest.json`;
}

const remoteUrlVariable = (role: RoleScreen['role']) => `REMOTE_${role.toUpperCase()}_URL`;

for (const screen of SCREENS) {
  describe(`the ${screen.role} app ships alone`, () => {
    const changed = `${screen.text} (new release)`;
    let portal: RunningPortal | undefined;

    after(() => portal?.stop());

    test(`a changed text reaches the running portal on reload; the shell's build is untouched`, async () => {
      const shellBefore = fingerprint(shellDist);
      // Release 1 is what the portal's build made; the portal loads this role's app from the static host.
      const previous = deploy(path.join(repoRoot, screen.app, 'dist'), `${screen.role}/1`);
      const current = deploy(path.join(repoRoot, screen.app, 'dist'), `${screen.role}/current`);
      portal = await startPortal({ [remoteUrlVariable(screen.role)]: current });

      await withPages(browser, portal.url, `ship-alone-${screen.role}`, async (open) => {
        const page = await open();
        await openAs(page, screen.user, screen.path);
        await page.getByText(screen.text, { exact: true }).waitFor();

        const release = await buildRelease({
          app: screen.app,
          edit: { file: screen.file, from: screen.text, to: changed },
        });
        try {
          deploy(release.dist, `${screen.role}/2`);
          deploy(release.dist, `${screen.role}/current`);
        } finally {
          release.dispose();
        }

        await page.reload();
        await networkQuiet(page);
        await page.getByText(changed, { exact: true }).waitFor();
        assert.equal(await page.getByText(screen.text, { exact: true }).count(), 0);
      });

      assert.deepEqual(fingerprint(shellDist), shellBefore, "the shell's build changed");

      // Rolling back: the same portal build, its URL pointed at the previous folder.
      await portal.stop();
      portal = await startPortal({ [remoteUrlVariable(screen.role)]: previous });
      await withPages(browser, portal.url, `roll-back-${screen.role}`, async (open) => {
        const page = await open();
        await openAs(page, screen.user, screen.path);
        await page.getByText(screen.text, { exact: true }).waitFor();
        assert.equal(await page.getByText(changed, { exact: true }).count(), 0);
      });
    });
  });
}

describe('an app built for a newer shared-ui than the shell provides', () => {
  let portal: RunningPortal | undefined;

  after(() => portal?.stop());

  test('shows its fallback with a clear message, and the rest of the portal keeps working', async () => {
    const release = await buildRelease({
      app: 'student-app',
      sharedVersions: { '@pathshala/shared-ui': '3.0.0' },
    });
    let remoteUrl: string;
    try {
      remoteUrl = deploy(release.dist, 'student/next-major');
    } finally {
      release.dispose();
    }
    portal = await startPortal({ REMOTE_STUDENT_URL: remoteUrl });

    await withPages(browser, portal.url, 'newer-shared-ui', async (open) => {
      const student = await open();
      await logInAs(student, SCREENS[0]!.user);
      const fallback = student
        .getByRole('alert')
        .filter({ hasText: 'This part of Pathshala needs an update' });
      await fallback.waitFor();
      assert.match(await fallback.innerText(), /built for a newer version of Pathshala/);
      assert.equal(await student.getByRole('heading', { name: 'Student Dashboard' }).count(), 0);

      // The shell's own pages still work for the student...
      await student.getByRole('button', { name: 'Profile menu' }).click();
      await student.getByRole('menuitem', { name: 'View profile' }).click();
      await student.getByRole('heading', { name: 'Profile Details' }).waitFor();

      // ...and the other roles' apps load as before.
      const teacher = await open();
      await logInAs(teacher, SCREENS[1]!.user);
      await teacher.getByRole('heading', { name: 'Teacher Dashboard' }).waitFor();
    });
  });
});
