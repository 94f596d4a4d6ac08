import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, afterEach, before, beforeEach, test } from 'node:test';
import { buildApp, type App } from '../src/app';
import { mailQueue } from '../src/db/schema';
import { startFakeSmtp } from './fakes/smtp';
import {
  forEachDatabase,
  NO_RATE_LIMITS,
  openTestDatabase,
  PASSWORD,
  recordUntranslated,
  testConfig,
  uniqueName,
  type TestDatabase,
} from './helpers';

const SMTP_TIMEOUT_MS = 1500;

/** Polls `check` until it holds, or fails after `timeoutMs`. */
async function eventually(check: () => Promise<boolean> | boolean, what: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) assert.fail(`timed out waiting until ${what}`);
    await sleep(50);
  }
}

forEachDatabase((kind) => {
  let shared: TestDatabase;
  let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
  const apps: App[] = [];

  before(async () => {
    shared = await openTestDatabase(kind);
  });
  beforeEach(async () => {
    smtp = await startFakeSmtp('accept');
    await shared.database.db.delete(mailQueue);
  });
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    await smtp.close();
  });
  after(() => shared.dispose());

  /** An app mailing through the fake SMTP server, retrying every 100 ms. */
  async function startApp(env: Record<string, string> = {}): Promise<App> {
    const config = testConfig({
      SMTP_URL: smtp.url,
      SMTP_TIMEOUT_MS: String(SMTP_TIMEOUT_MS),
      MAIL_RETRY_MS: '100',
      ...env,
    });
    const app = await buildApp(config, {
      database: shared.database,
      logger: false,
      rateLimits: NO_RATE_LIMITS,
      onUntranslatedMessage: recordUntranslated,
    });
    apps.push(app);
    await app.ready();
    return app;
  }

  async function registeredEmail(app: App): Promise<string> {
    const username = uniqueName('mailfault');
    const email = `${username}@example.com`;
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/register',
      payload: { firstname: 'Mail', lastname: 'Fault', username, email, password: PASSWORD, role: 'student' },
    });
    assert.equal(response.statusCode, 201, response.body);
    return email;
  }

  /** Asks for a password reset (one mail) and answers how long the request took. */
  async function forgot(app: App, email: string): Promise<number> {
    const started = performance.now();
    const response = await app.inject({ method: 'POST', url: '/api/v1/forget-password', payload: { email } });
    const elapsed = performance.now() - started;
    assert.equal(response.statusCode, 200, response.body);
    return elapsed;
  }

  const queued = () => shared.database.db.select().from(mailQueue);

  test('a mail server that never answers neither fails nor holds up the request; the mail goes later, once', async () => {
    const app = await startApp();
    const email = await registeredEmail(app);
    smtp.setMode('hang');
    const elapsed = await forgot(app, email);
    assert.ok(elapsed < SMTP_TIMEOUT_MS / 2, `the request waited ${Math.round(elapsed)} ms for SMTP`);
    assert.equal((await queued()).length, 1, 'the mail is queued');

    await eventually(() => smtp.connections >= 1, 'the first try connects');
    smtp.setMode('accept');
    await smtp.waitFor(1, 4 * SMTP_TIMEOUT_MS);
    await eventually(async () => (await queued()).length === 0, 'the sent mail leaves the queue');
    await sleep(400);
    assert.equal(smtp.received.length, 1, 'delivered exactly once');
    assert.equal(smtp.received[0]!.to, email);
    assert.match(smtp.received[0]!.data, /reset-password\?token=/);
  });

  test('a mail server that refuses is tried again with a growing delay until it accepts, and gets the mail once', async () => {
    const app = await startApp();
    const email = await registeredEmail(app);
    smtp.setMode('refuse');
    await forgot(app, email);
    await eventually(() => smtp.connections >= 3, 'the mail is tried three times');
    const [row] = await queued();
    assert.ok(row && row.attempts >= 3 && row.lastError, 'the tries and the last error are recorded');
    assert.equal(row.abandonedAt, null);
    assert.ok(row.nextAttemptAt.getTime() > Date.now() - 1000, 'the next try is scheduled');

    smtp.setMode('accept');
    await smtp.waitFor(1, 10_000);
    await eventually(async () => (await queued()).length === 0, 'the sent mail leaves the queue');
    await sleep(400);
    assert.equal(smtp.received.length, 1);
    assert.equal(smtp.received[0]!.to, email);
  });

  test('a mail server that is down (connection refused) gets the mail once it is back', async () => {
    const app = await startApp();
    const email = await registeredEmail(app);
    await smtp.down();
    await forgot(app, email);
    await eventually(async () => ((await queued())[0]?.attempts ?? 0) >= 2, 'the mail is tried twice');
    await smtp.up('accept');
    await smtp.waitFor(1, 10_000);
    await sleep(400);
    assert.equal(smtp.received.length, 1);
    assert.equal((await queued()).length, 0);
  });

  test('after MAIL_MAX_ATTEMPTS tries a mail is given up and kept with its last error', async () => {
    const app = await startApp({ MAIL_MAX_ATTEMPTS: '3' });
    const email = await registeredEmail(app);
    smtp.setMode('reject');
    await forgot(app, email);
    await eventually(async () => (await queued())[0]?.abandonedAt != null, 'the mail is given up');
    await sleep(500);
    assert.equal(smtp.connections, 3, 'no try after the last');
    const [row] = await queued();
    assert.equal(row?.attempts, 3);
    assert.match(row?.lastError ?? '', /451/);
    assert.equal(smtp.received.length, 0);
  });

  test('a queued mail survives a restart: the next instance on the database sends it, once', async () => {
    await smtp.down();
    const first = await startApp();
    const email = await registeredEmail(first);
    await forgot(first, email);
    await first.close();
    assert.equal((await queued()).length, 1, 'the mail is still queued after the first instance stopped');

    await smtp.up('accept');
    await startApp();
    await smtp.waitFor(1, 10_000);
    await sleep(400);
    assert.equal(smtp.received.length, 1);
    assert.equal(smtp.received[0]!.to, email);
    assert.equal((await queued()).length, 0);
  });

  test('two instances share one queue without sending a mail twice', async () => {
    await smtp.down();
    const first = await startApp();
    await startApp();
    const emails = [];
    for (let i = 0; i < 6; i++) emails.push(await registeredEmail(first));
    for (const email of emails) await forgot(first, email);
    await smtp.up('accept');
    await smtp.waitFor(6, 10_000);
    await sleep(500);
    assert.deepEqual(smtp.received.map((mail) => mail.to).sort(), [...emails].sort());
  });
});
