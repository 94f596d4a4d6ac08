import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp, type App } from '../src/app';
import { pgliteDatabase, type Database } from '../src/db';
import { isDatabaseUnavailable } from '../src/db/errors';
import { PgliteWorkerClient } from '../src/db/pglite-client';
import { fileToken } from '../src/modules/classroom/files';
import { SERVICE_UNAVAILABLE_MESSAGE } from '../src/http/error-handler';
import { proxiedPostgres } from './fakes/tcp-proxy';
import {
  authHeader,
  NO_RATE_LIMITS,
  PASSWORD,
  recordUntranslated,
  tempDir,
  testConfig,
  uniqueName,
} from './helpers';

/** Routes that never ask the database: uploaded files come from storage. */
const WITHOUT_DATABASE = new Set(['GET /api/v1/uploads/:name']);

const UNAVAILABLE = { statusCode: 503, data: null, message: SERVICE_UNAVAILABLE_MESSAGE, success: false };

/** A student signed up and signed in on `app`: their name and access token. */
async function signedInStudent(app: App): Promise<{ username: string; token: string }> {
  const username = uniqueName('dbfault');
  const registered = await app.inject({
    method: 'POST',
    url: '/api/v1/register',
    payload: {
      firstname: 'Db',
      lastname: 'Fault',
      username,
      email: `${username}@example.com`,
      password: PASSWORD,
      role: 'student',
    },
  });
  assert.equal(registered.statusCode, 201, registered.body);
  return { username, token: await login(app, username) };
}

async function login(app: App, username: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/login',
    payload: { username, password: PASSWORD },
  });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().data.accessToken;
}

/** What a signed-in person does: reads their profile and their notifications. */
async function assertWorking(app: App, token: string) {
  assert.equal((await app.inject({ method: 'GET', url: '/readyz' })).statusCode, 200);
  const profile = await app.inject({
    method: 'GET',
    url: '/api/v1/users/viewprofile',
    headers: authHeader(token),
  });
  assert.equal(profile.statusCode, 200, profile.body);
  const notifications = await app.inject({
    method: 'GET',
    url: '/api/v1/notifications/getnotifications',
    headers: authHeader(token),
  });
  assert.equal(notifications.statusCode, 200, notifications.body);
}

/** A well-made link to a batch file (of no file there is): only the database can say whose it is. */
const fileLink = (app: App) =>
  fileToken(
    app.ctx,
    randomUUID(),
    { kind: 'material', id: randomUUID() },
    'classroom/any.pdf',
    new Date(Date.now() + 60_000),
  );

/** While the database is away: /healthz 200, /readyz 503, and every API route the 503 envelope. */
async function assertUnavailable(app: App, token: string) {
  assert.equal((await app.inject({ method: 'GET', url: '/healthz' })).statusCode, 200);
  const ready = await app.inject({ method: 'GET', url: '/readyz' });
  assert.equal(ready.statusCode, 503);
  assert.equal(ready.json().success, false);
  const routes = app.routeTable.filter((route) => route.url.startsWith('/api/v1/'));
  assert.ok(routes.length > 30, 'the route table lists the API');
  for (const route of routes) {
    // Every credential a route may read: a Bearer token, a refresh cookie, a stream ticket.
    // A calendar file is named <token>.ics: a name without it is no calendar, refused before the database; a
    // batch file's link is sealed by this server: one it did not make is refused before the database too.
    const path = route.url
      .replace(':file', `${'k'.repeat(43)}.ics`)
      .replace(':token', fileLink(app))
      .replace(/:[A-Za-z]+/g, randomUUID());
    const url = `${path}?ticket=${'t'.repeat(43)}`;
    const hasBody = !['GET', 'DELETE', 'OPTIONS'].includes(route.method);
    const response = await app.inject({
      method: route.method,
      url,
      headers: authHeader(token),
      cookies: { refreshToken: 'r'.repeat(43) },
      // The gateway's callbacks name a payment; other routes refuse the field (400) or never read it.
      ...(hasBody ? { payload: { tran_id: 'PSAAAAAAAAAAAAAAAA' } } : {}),
    });
    const label = `${route.method} ${route.url}`;
    if (WITHOUT_DATABASE.has(label)) continue;
    // Input refused before the database is asked (a body that is not valid) is still a 400; nothing else.
    if (response.statusCode === 400) continue;
    assert.equal(response.statusCode, 503, `${label} answered ${response.statusCode}: ${response.body}`);
    assert.deepEqual(response.json(), UNAVAILABLE, label);
  }
  // Signing in with a well-formed body gets past validation to the database.
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/v1/login',
    payload: { username: 'someone', password: PASSWORD },
  });
  assert.deepEqual(signIn.json(), UNAVAILABLE);
}

async function startApp(database: Database): Promise<App> {
  const app = await buildApp(testConfig(), {
    database,
    logger: false,
    rateLimits: NO_RATE_LIMITS,
    onUntranslatedMessage: recordUntranslated,
  });
  await app.ready();
  return app;
}

describe('when the embedded database crashes', () => {
  test('on pglite on disk: what was under way is a 503, the next requests start it again, nothing is lost', async () => {
    const client = await PgliteWorkerClient.start({ dataDir: tempDir() });
    const database = pgliteDatabase(client);
    await database.migrate();
    const app = await startApp(database);
    try {
      const { username, token } = await signedInStudent(app);
      await assertWorking(app, token);

      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const underWay = database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await held;
        await tx.execute(sql`select 2`);
      });
      await sleep(50);
      await client.terminateWorker();
      release();
      await assert.rejects(underWay, (error) => isDatabaseUnavailable(error));

      // The next request starts a new worker; /readyz stays 503 until it is up (seconds, from disk).
      const deadline = Date.now() + 30_000;
      while ((await app.inject({ method: 'GET', url: '/readyz' })).statusCode !== 200) {
        assert.ok(Date.now() < deadline, 'the database is back within 30 s');
        await sleep(200);
      }
      await assertWorking(app, token);
      await login(app, username);
      // Notifications still arrive: the new worker listens where the old one did.
      const heard: string[] = [];
      const stop = await database.listen('faults_channel', (payload) => void heard.push(payload));
      await client.terminateWorker();
      await database.db.execute(sql`select pg_notify('faults_channel', 'after the crash')`);
      await sleep(100);
      await stop();
      assert.deepEqual(heard, ['after the crash']);
    } finally {
      await app.close();
      await database.close();
    }
  });

  test('on pglite in memory the data died with the worker: 503 from then on, never an empty database', async () => {
    const client = await PgliteWorkerClient.start({});
    const database = pgliteDatabase(client);
    await database.migrate();
    const app = await startApp(database);
    try {
      const { token } = await signedInStudent(app);
      await client.terminateWorker();
      await assertUnavailable(app, token);
      await assertUnavailable(app, token);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

// A network cut needs a database over the network: PostgreSQL, when TEST_DATABASE_URL names one.
if (process.env.TEST_DATABASE_URL)
  describe('when the database goes away and comes back', () => {
    test('on postgres, the network to the database cut: 503 everywhere, then it answers again without a restart', async () => {
      const { owned, proxy, database } = await proxiedPostgres();
      const app = await startApp(database);
      try {
        const { username, token } = await signedInStudent(app);
        await assertWorking(app, token);

        proxy.cut();
        await assertUnavailable(app, token);

        proxy.restore();
        // The very next requests work: the pool drops the broken connections and opens new ones.
        await assertWorking(app, token);
        await login(app, username);
      } finally {
        await app.close();
        await database.close();
        await proxy.close();
        await owned.dispose();
      }
    });

    test('on postgres, transactions that find their pooled connection dead do not use up the pool', async () => {
      const { database, proxy, close } = await proxiedPostgres();
      try {
        // Ten connections (the pool's most) open and idle.
        await Promise.all(
          Array.from({ length: 10 }, () =>
            database.db.transaction(async (tx) => {
              await tx.execute(sql`select pg_sleep(0.05)`);
            }),
          ),
        );
        proxy.cut();
        // Before the pool has heard of the cut: each transaction is handed a dead connection.
        const attempts = await Promise.allSettled(
          Array.from({ length: 10 }, () =>
            database.db.transaction(async (tx) => {
              await tx.execute(sql`select 1`);
            }),
          ),
        );
        assert.ok(attempts.every((attempt) => attempt.status === 'rejected'));
        proxy.restore();
        const started = performance.now();
        const rows = await database.db.transaction((tx) => tx.execute(sql`select 1 as one`));
        assert.equal((rows as unknown as { rows: { one: number }[] }).rows[0]?.one, 1);
        assert.ok(performance.now() - started < 2000, 'a connection was free at once');
      } finally {
        await close();
      }
    });

    test('on postgres, the server ends our connections (restart, pg_terminate_backend): the next requests work', async () => {
      const { owned, name, proxy, database } = await proxiedPostgres();
      const app = await startApp(database);
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      try {
        const { username, token } = await signedInStudent(app);
        await assertWorking(app, token);
        const terminated = await admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [name],
        );
        assert.ok(terminated.rowCount && terminated.rowCount > 0, 'connections were ended');
        // The pool learns of each ended connection from the socket; give the events a moment.
        await sleep(200);
        await assertWorking(app, token);
        await login(app, username);
      } finally {
        await admin.end();
        await app.close();
        await database.close();
        await proxy.close();
        await owned.dispose();
      }
    });
  });
