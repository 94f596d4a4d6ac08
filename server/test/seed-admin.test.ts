import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import fs from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { AdminAccountError, ensureAdmin } from '../src/admin';
import { createSecretBox } from '../src/crypto';
import { openDatabase } from '../src/db';
import { batches, batchMembers, posts, sessions, teacherPaymentAccounts, users } from '../src/db/schema';
import { serverDir } from '../src/paths';
import { DEMO_PASSWORD, DEMO_USERS, seedDemo, shouldSeedDemo } from '../src/seed';
import {
  authHeader,
  forEachDatabase,
  PASSWORD,
  startTestApp,
  tempDir,
  uniqueName,
  type TestApp,
} from './helpers';

forEachDatabase((kind) => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp(kind);
  });
  after(() => t.close());

  test('the demo seed creates every demo account once, and they can sign in', async () => {
    const box = createSecretBox(t.config.appSecret);
    const created = await seedDemo(t.database.db, box);
    assert.deepEqual(created, ['admin', 'rahim', 'karima', 'nusrat', 'tanvir', 'farhana']);
    assert.deepEqual(await seedDemo(t.database.db, box), [], 'a second run changes nothing');

    for (const demo of DEMO_USERS) {
      const { response, accessToken } = await t.login(demo.username, DEMO_PASSWORD);
      assert.equal(response.json().data.role, demo.role);
      const profile = await t.request({
        method: 'GET',
        url: '/api/v1/users/viewprofile',
        headers: authHeader(accessToken),
      });
      assert.equal(profile.json().data.email, `${demo.username}@pathshala.test`);
    }

    assert.equal((await t.database.db.select().from(posts)).length, 4, 'two offers and two requests');
    const [batch, ...others] = await t.database.db.select().from(batches);
    assert.ok(batch && others.length === 0, 'one demo batch');
    assert.equal((await t.database.db.select().from(batchMembers)).length, 2);
    const { accessToken } = await t.login('rahim', DEMO_PASSWORD);
    const search = await t.request({
      method: 'GET',
      url: '/api/v1/post/teacher/search',
      headers: authHeader(accessToken),
    });
    assert.deepEqual(
      search.json().data.map((post: { title: string }) => post.title),
      ['Need a Mathematics tutor'],
      'the matched request has left search; the open one is found',
    );
    const rahim = (await t.login('rahim', DEMO_PASSWORD)).accessToken;
    const profile = (
      await t.request({ method: 'GET', url: '/api/v1/users/viewprofile', headers: authHeader(rahim) })
    ).json();
    assert.equal(`${profile.data.firstname} ${profile.data.lastname}`, 'Rahim Uddin');

    const karima = (await t.login('karima', DEMO_PASSWORD)).accessToken;
    const dashboard = (
      await t.request({ method: 'GET', url: '/api/v1/teacher/dashboard', headers: authHeader(karima) })
    ).json().data;
    assert.equal(dashboard.averageRating, 4.5, 'tanvir and farhana rated karima 5 and 4');
    assert.deepEqual(dashboard.reviews.map((review: { studentName: string }) => review.studentName).sort(), [
      'Farhana Akter',
      'Tanvir Ahmed',
    ]);
    assert.equal(dashboard.totalStudents, 2);
    assert.equal(dashboard.activeCourses, 1);

    const stores = await t.database.db.select().from(teacherPaymentAccounts);
    assert.equal(stores.length, 2);
    for (const store of stores) {
      assert.equal(store.storeId, 'demo_store');
      assert.equal(box.decrypt(store.storePasswordEncrypted), 'demo_store_pass');
    }
  });

  test('SEED_DEMO: auto seeds only an empty embedded database; true and false decide', async () => {
    assert.equal(await shouldSeedDemo({ seedDemo: true }, t.database), true);
    assert.equal(await shouldSeedDemo({ seedDemo: false }, t.database), false);
    assert.equal(await shouldSeedDemo({ seedDemo: 'auto' }, t.database), false, 'this database has users');
  });

  test('ensureAdmin creates, then updates the password and signs the old sessions out', async () => {
    const username = uniqueName('ops');
    const email = `${username}@example.com`;
    assert.equal(await ensureAdmin(t.database.db, { username, email, password: PASSWORD }), 'created');
    assert.equal(await ensureAdmin(t.database.db, { username, email, password: PASSWORD }), 'unchanged');
    const session = await t.login(username, PASSWORD);
    assert.equal(session.response.json().data.role, 'admin');

    assert.equal(
      await ensureAdmin(t.database.db, { username, email, password: 'N3w-admin-pass' }),
      'updated',
    );
    const profile = await t.request({
      method: 'GET',
      url: '/api/v1/users/viewprofile',
      headers: authHeader(session.accessToken),
    });
    assert.equal(profile.statusCode, 401);
    await t.login(username, 'N3w-admin-pass');
    const [row] = await t.database.db.select().from(users).where(eq(users.username, username));
    const live = await t.database.db.select().from(sessions).where(eq(sessions.userId, row!.id));
    assert.ok(live.some((s) => s.revokedAt !== null));
  });

  test('ensureAdmin refuses to promote another account or reuse its email, and checks the rules', async () => {
    const student = uniqueName('student');
    await t.register({ username: student, email: `${student}@example.com` });
    await assert.rejects(
      ensureAdmin(t.database.db, { username: student, email: 'fresh@example.com', password: PASSWORD }),
      (error: unknown) => error instanceof AdminAccountError && /not an admin/.test(error.message),
    );
    await assert.rejects(
      ensureAdmin(t.database.db, {
        username: uniqueName('ops'),
        email: `${student}@example.com`,
        password: PASSWORD,
      }),
      (error: unknown) =>
        error instanceof AdminAccountError && /email: Email is already registered/.test(error.message),
    );
    await assert.rejects(
      ensureAdmin(t.database.db, {
        username: uniqueName('ops'),
        email: 'ops2@example.com',
        password: 'weakpass',
      }),
      (error: unknown) =>
        error instanceof AdminAccountError &&
        /password: Password must contain at least one uppercase letter/.test(error.message),
    );
  });
});

describe('admin:create command', () => {
  const cli = path.join(serverDir, 'src/cli/admin-create.ts');
  let dataDir: string;
  before(() => {
    dataDir = tempDir('pathshala-cli-');
  });
  after(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  const run = (args: string[], env: Record<string, string> = {}) =>
    spawnSync(process.execPath, ['--import', 'tsx', cli, ...args], {
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, ...env },
      encoding: 'utf8',
      timeout: 120_000,
    });

  test('creates an admin from flags, then from environment variables; refuses a weak password', async () => {
    const created = run(['--username', 'chief', '--email', 'chief@example.com', '--password', PASSWORD]);
    assert.equal(created.status, 0, created.stderr);
    assert.match(created.stdout, /Admin "chief" created\./);

    const updated = run([], {
      ADMIN_USERNAME: 'chief',
      ADMIN_EMAIL: 'chief@example.com',
      ADMIN_PASSWORD: 'An0ther-pass',
    });
    assert.equal(updated.status, 0, updated.stderr);
    assert.match(updated.stdout, /Admin "chief" updated\./);

    const weak = run(['--username', 'boss', '--email', 'boss@example.com', '--password', 'weak']);
    assert.equal(weak.status, 1);
    assert.match(weak.stderr, /--password: Password must be at least 8 characters long/);

    const database = await openDatabase({ driver: 'pglite', dataDir: path.join(dataDir, 'db') });
    try {
      const admins = await database.db.select().from(users).where(eq(users.role, 'admin'));
      assert.deepEqual(
        admins.map((admin) => admin.username),
        ['chief'],
      );
    } finally {
      await database.close();
    }
  });
});
