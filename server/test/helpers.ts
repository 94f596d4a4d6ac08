import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe } from 'node:test';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { eq, type SQLWrapper } from 'drizzle-orm';
import type { Role } from '@pathshala/shared-api/contract';
import { buildApp, type App, type BuildAppOptions } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import {
  openDatabase,
  openPgliteFromDump,
  PGLITE_EXTENSIONS,
  pgliteDatabase,
  type Database,
  type Queryable,
} from '../src/db';
import { isDatabaseUnavailable } from '../src/db/errors';
import { planNodes, planOf } from '../src/db/plans';
import { migrationsDir } from '../src/paths';
import { passwordResets, teacherPaymentAccounts, users } from '../src/db/schema';
import type { RateLimits } from '../src/http/rate-limits';

/**
 * Every API message a test app sends that has no Bangla (http/messages.ts), over the whole test file: pass
 * `onUntranslatedMessage: recordUntranslated` to an app built without startTestApp. The file fails at its end
 * when any was sent, naming them, so a new message cannot ship without its Bangla.
 */
const untranslated = new Set<string>();
const madeUpByTests = new Set<string>();
export const recordUntranslated = (message: string): void => {
  untranslated.add(message);
};
/** A message a test's fake provider makes up (the server passes it on as it is): not the server's own. */
export const allowUntranslated = (message: string): void => {
  madeUpByTests.add(message);
};
after(() => {
  assert.deepEqual(
    [...untranslated].filter((message) => !madeUpByTests.has(message)),
    [],
    'API messages sent without Bangla (add them to a message table)',
  );
});

export type DatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL as well when TEST_DATABASE_URL names a server we may create databases on. */
export const DATABASE_KINDS: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

/** Runs a suite once per available database: `forEachDatabase((kind) => { before(...); test(...) })`. */
export function forEachDatabase(suite: (kind: DatabaseKind) => void): void {
  for (const kind of DATABASE_KINDS) describe(`on ${kind}`, () => suite(kind));
}

export interface TestDatabase {
  database: Database;
  /** PostgreSQL's URL of the database, for a second pool on it (another instance); null on PGlite. */
  url: string | null;
  dispose(): Promise<void>;
}

function maintenanceUrl(url: string): string {
  const parsed = new URL(url);
  parsed.pathname = '/postgres';
  return parsed.toString();
}

/** The installed PGlite version: a template dumped by another version may not load. */
function pgliteVersion(): string {
  let dir = path.dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite')));
  while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

/**
 * Starting PGlite means running initdb, which takes seconds; loading a data directory dumped right
 * after migrating takes a fraction of that. The dump is cached in the temp folder, keyed by the
 * migrations and the PGlite version, so it is rebuilt whenever either changes.
 */
async function migratedPgliteTemplate(): Promise<Uint8Array> {
  const hash = createHash('sha256').update(pgliteVersion());
  for (const file of fs.readdirSync(migrationsDir, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(migrationsDir, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  const cached = path.join(os.tmpdir(), `pathshala-pglite-template-${hash.digest('hex').slice(0, 16)}.tar`);
  if (fs.existsSync(cached)) return new Uint8Array(fs.readFileSync(cached));

  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  await pgliteDatabase(client).migrate();
  const dump = await client.dumpDataDir('none');
  await client.close();
  const partial = `${cached}.${process.pid}.partial`;
  const bytes = new Uint8Array(await dump.arrayBuffer());
  fs.writeFileSync(partial, bytes);
  fs.renameSync(partial, cached);
  return bytes;
}

/**
 * A fresh, migrated database: in-memory PGlite in a worker thread (as the server runs it), or a new
 * PostgreSQL database dropped on dispose.
 */
export async function openTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const database = await openPgliteFromDump(await migratedPgliteTemplate());
    await database.migrate();
    return { database, url: null, dispose: () => database.close() };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  assert.ok(serverUrl, 'TEST_DATABASE_URL is required for PostgreSQL suites');
  const name = `pathshala_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: maintenanceUrl(serverUrl) });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ driver: 'postgres', url: url.toString() });
  await database.migrate();
  return {
    database,
    url: url.toString(),
    async dispose() {
      await database.close();
      const dropper = new pg.Client({ connectionString: maintenanceUrl(serverUrl) });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

const UNLIMITED = { max: 1_000_000, windowMs: 60_000 };
/** Tests log in far more often than a person; limits are lifted unless a test sets them. */
export const NO_RATE_LIMITS: RateLimits = {
  loginPerAccount: UNLIMITED,
  loginPerAccountAnyIp: UNLIMITED,
  loginPerIp: UNLIMITED,
  registerPerIp: UNLIMITED,
  forgotPerIp: UNLIMITED,
  forgotPerEmail: UNLIMITED,
  resetPerIp: UNLIMITED,
  noticesPerAccount: UNLIMITED,
  addUserPerAccount: UNLIMITED,
  streamTicketPerAccount: UNLIMITED,
  boardReadsPerAccount: UNLIMITED,
  postsPerAccount: UNLIMITED,
  reportsPerAccount: UNLIMITED,
  writesPerAccount: UNLIMITED,
};

const tempDirs: string[] = [];
process.once('exit', () => {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** A temporary folder, removed when the test process exits. */
export function tempDir(prefix = 'pathshala-test-'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}

/** A configuration as the server would load it, isolated under a temporary DATA_DIR. */
export function testConfig(env: Record<string, string> = {}): Config {
  const dataDir = tempDir();
  return loadConfig({
    DATA_DIR: dataDir,
    APP_SECRET: randomBytes(32).toString('hex'),
    NODE_ENV: 'test',
    PORTAL_DIR: path.join(dataDir, 'no-portal'),
    ...env,
  });
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

export function readOutbox(config: Config): OutboxMail[] {
  assert.equal(config.mail.kind, 'outbox');
  const dir = config.mail.dir;
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as OutboxMail);
}

export function resetTokenFrom(mail: OutboxMail): string {
  const match = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
  assert.ok(match?.[1], 'the mail carries a reset link with a token');
  return match[1];
}

export interface Session {
  accessToken: string;
  refreshToken: string;
  response: LightMyRequestResponse;
}

const SECRET_BODY_FIELDS = ['password', 'newPassword', 'sslczStorePassword'];

/**
 * Records every response of a suite and, at the end, asserts none of them carries a secret: password
 * hashes, sealed or plain store passwords, plain passwords sent by the tests, reset tokens (mail only)
 * and refresh tokens (allowed only in Set-Cookie).
 */
class SecretGuard {
  private readonly responses: { label: string; headers: Record<string, unknown>; body: string }[] = [];
  private readonly secrets = new Set<string>();
  private readonly refreshTokens = new Set<string>();

  learnFromRequest(options: InjectOptions): void {
    const payload = options.payload;
    if (payload && typeof payload === 'object' && !Buffer.isBuffer(payload)) {
      for (const field of SECRET_BODY_FIELDS) {
        const value = (payload as Record<string, unknown>)[field];
        if (typeof value === 'string' && value.length >= 6) this.secrets.add(value);
      }
    }
  }

  record(label: string, response: LightMyRequestResponse): void {
    this.responses.push({ label, headers: { ...response.headers }, body: response.body });
    for (const cookie of response.cookies) {
      if (cookie.name === 'refreshToken' && cookie.value) this.refreshTokens.add(cookie.value);
    }
  }

  addSecret(secret: string): void {
    this.secrets.add(secret);
  }

  assertNoLeaks(): void {
    for (const { label, headers, body } of this.responses) {
      const { 'set-cookie': setCookie, ...otherHeaders } = headers;
      const everywhere = `${body}\n${JSON.stringify(otherHeaders)}\n${JSON.stringify(setCookie ?? '')}`;
      const outsideCookies = `${body}\n${JSON.stringify(otherHeaders)}`;
      for (const secret of this.secrets) {
        assert.ok(!everywhere.includes(secret), `${label} leaked a secret`);
      }
      for (const token of this.refreshTokens) {
        assert.ok(!outsideCookies.includes(token), `${label} leaked a refresh token outside Set-Cookie`);
      }
    }
  }
}

export interface TestAppOptions {
  /** Reuse a database (e.g. a second app with other limits); otherwise a fresh one is opened. */
  database?: Database;
  rateLimits?: Partial<RateLimits>;
  /** A store of the test's own for the limits (it starts and closes it). */
  rateLimitStore?: BuildAppOptions['rateLimitStore'];
  env?: Record<string, string>;
  logger?: BuildAppOptions['logger'];
  meeting?: BuildAppOptions['meeting'];
  /** A payment gateway (a fake, or a simulator/SSLCommerz adapter wired for the test). */
  payments?: BuildAppOptions['payments'];
  /** The app's clock (the schedule's "now"); the system clock when not given. */
  clock?: BuildAppOptions['clock'];
}

export interface TestApp {
  app: App;
  config: Config;
  database: Database;
  /** The URL of the PostgreSQL database the app opened for itself; null on PGlite or a database passed in. */
  databaseUrl: string | null;
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
  login(username: string, password: string, extra?: { rememberMe?: boolean }): Promise<Session>;
  /** Registers a student (or the given role) with valid defaults; `overrides` change any field. */
  register(overrides?: Record<string, unknown>): Promise<LightMyRequestResponse>;
  outbox(): OutboxMail[];
  /** Checks the suite's responses for secrets, then closes the app and its database. */
  close(): Promise<void>;
}

export const PASSWORD = 'Str0ngPassword';

let userCounter = 0;
export function uniqueName(prefix = 'user'): string {
  userCounter += 1;
  return `${prefix}${userCounter}_${randomBytes(3).toString('hex')}`;
}

/** An answer's body as text, decoded from the coding its Content-Encoding names (none, gzip or br). */
export function decodedBody(response: LightMyRequestResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
  assert.equal(encoding, undefined);
  return response.body;
}

export function authHeader(accessToken: string): Record<string, string> {
  return { authorization: `Bearer ${accessToken}` };
}

async function storedSecrets(database: Database): Promise<string[]> {
  const db = database.db;
  const hashes = await db.select({ value: users.passwordHash }).from(users);
  const sealed = await db
    .select({ value: teacherPaymentAccounts.storePasswordEncrypted })
    .from(teacherPaymentAccounts);
  const resets = await db.select({ value: passwordResets.tokenHash }).from(passwordResets);
  return [...hashes, ...sealed, ...resets].map((row) => row.value);
}

export async function startTestApp(kind: DatabaseKind, options: TestAppOptions = {}): Promise<TestApp> {
  const owned = options.database ? null : await openTestDatabase(kind);
  const database = options.database ?? owned!.database;
  const config = testConfig(options.env);
  const app = await buildApp(config, {
    database,
    logger: options.logger ?? false,
    rateLimits: { ...NO_RATE_LIMITS, ...options.rateLimits },
    // Each app counts apart, as before the counters were shared, though apps may share a database.
    rateLimitPrefix: `test-${randomBytes(6).toString('hex')}:`,
    rateLimitStore: options.rateLimitStore,
    meeting: options.meeting,
    payments: options.payments,
    clock: options.clock,
    onUntranslatedMessage: recordUntranslated,
  });
  const guard = new SecretGuard();

  async function request(injectOptions: InjectOptions): Promise<LightMyRequestResponse> {
    guard.learnFromRequest(injectOptions);
    const response = await app.inject(injectOptions);
    guard.record(`${injectOptions.method ?? 'GET'} ${injectOptions.url ?? ''}`, response);
    return response;
  }

  async function login(
    username: string,
    password: string,
    extra: { rememberMe?: boolean } = {},
  ): Promise<Session> {
    const response = await request({
      method: 'POST',
      url: '/api/v1/login',
      payload: { username, password, ...extra },
    });
    assert.equal(response.statusCode, 200, response.body);
    const refreshToken = response.cookies.find((cookie) => cookie.name === 'refreshToken')?.value;
    assert.ok(refreshToken, 'login sets the refresh cookie');
    return { accessToken: response.json().data.accessToken, refreshToken, response };
  }

  function register(overrides: Record<string, unknown> = {}) {
    const username = uniqueName();
    return request({
      method: 'POST',
      url: '/api/v1/register',
      payload: {
        firstname: 'Test',
        lastname: 'User',
        username,
        email: `${username}@example.com`,
        password: PASSWORD,
        role: 'student',
        ...overrides,
      },
    });
  }

  return {
    app,
    config,
    database,
    databaseUrl: owned?.url ?? null,
    request,
    login,
    register,
    outbox: () => readOutbox(config),
    async close() {
      try {
        // A suite that closed its database on purpose has no stored secrets left to read.
        const stored = await storedSecrets(database).catch((error: unknown) => {
          if (isDatabaseUnavailable(error)) return [];
          throw error;
        });
        for (const secret of stored) guard.addSecret(secret);
        for (const mail of readOutbox(config)) {
          const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
          if (token) guard.addSecret(token);
        }
        guard.assertNoLeaks();
      } finally {
        await app.close();
        await owned?.dispose();
        fs.rmSync(config.dataDir, { recursive: true, force: true });
      }
    },
  };
}

/** A signed-up account with its access token, as the post tests use them. */
export interface Account {
  id: string;
  name: string;
  token: string;
}

/**
 * Registers a fresh account of the role (an admin is a student promoted in the database), mailed at
 * `<name>@example.com`, and signs it in.
 */
export async function signUpAs(t: TestApp, role: Role): Promise<Account> {
  const name = uniqueName(role);
  const teacherFields =
    role === 'teacher' ? { sslczStoreId: 'store', sslczStorePassword: 'store-password-1' } : {};
  const registered = await t.register({
    username: name,
    email: `${name}@example.com`,
    role: role === 'admin' ? 'student' : role,
    ...teacherFields,
  });
  assert.equal(registered.statusCode, 201, registered.body);
  const id: string = registered.json().data._id;
  if (role === 'admin') await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, id));
  return { id, name, token: (await t.login(name, PASSWORD)).accessToken };
}

/** Removes an account as an admin does (DELETE /admin/remove-user), with all that the removal changes. */
export async function removeAccount(t: TestApp, adminToken: string, id: string): Promise<void> {
  const removed = await t.request({
    method: 'DELETE',
    url: `/api/v1/admin/remove-user/${id}`,
    headers: authHeader(adminToken),
  });
  assert.equal(removed.statusCode, 200, removed.body);
}

/** The rows of a raw `execute`, as `T` (the shared Db type leaves its result untyped). */
export const rowsOf = <T = Record<string, unknown>>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** How many times the plan of `statement` reads `table`: each scan of it, however deep in the plan. */
export async function scansOfTable(db: Queryable, statement: SQLWrapper, table: string): Promise<number> {
  return planNodes(await planOf(db, statement)).filter((node) => node['Relation Name'] === table).length;
}
