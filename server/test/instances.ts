// Several real server processes on one PostgreSQL database, as a scaled-out deployment runs them: each is
// `src/main.ts` in a child process with its own port, memory, caches and pool. Only PostgreSQL can be shared
// between processes, so these suites run when TEST_DATABASE_URL is set.
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { openTestDatabase, tempDir, type TestDatabase } from './helpers';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface Instance {
  /** `http://127.0.0.1:<port>` */
  url: string;
  process: ChildProcess;
  /** Everything the process printed so far (its JSON log lines), for assertions and failure messages. */
  output(): string;
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number | null>;
}

export interface Cluster {
  instances: Instance[];
  /** The shared database's URL (for a direct pool in the test). */
  databaseUrl: string;
  database: TestDatabase;
  /** Starts one more instance on the same database and secret. */
  add(env?: Record<string, string>): Promise<Instance>;
  /** Stops every instance still running, then drops the database. */
  close(): Promise<void>;
}

/** A port nothing on this machine listens on now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Waits for `instance` to answer /readyz; fails at once, with its output, if it exits first. */
export async function waitUntilReady(instance: Instance, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exitCode: number | null | undefined;
  void instance.exited.then((code) => (exitCode = code));
  while (Date.now() < deadline) {
    if (exitCode !== undefined) {
      throw new Error(`the instance exited (${exitCode}) before it was ready:\n${instance.output()}`);
    }
    const ready = await fetch(`${instance.url}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the instance was not ready within ${timeoutMs} ms:\n${instance.output()}`);
}

/** Starts the server from its sources on `port`, with this process's environment and `env`. */
export function startInstance(env: Record<string, string>, port: number): Instance {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { url: `http://127.0.0.1:${port}`, process: child, output: () => output, exited };
}

/**
 * `count` instances of the server on one new PostgreSQL database, sharing APP_SECRET as a deployment's
 * instances do. They start one after another on a migrated database, or with `emptyDatabase` all at once on
 * one with no tables, so that they race to migrate it. `env` is added to
 * every instance's environment (e.g. READ_CACHE_MS, so that their caches are on as in production).
 */
export async function startCluster(
  count: number,
  env: Record<string, string> = {},
  { emptyDatabase = false }: { emptyDatabase?: boolean } = {},
): Promise<Cluster> {
  const database = await openTestDatabase('postgres');
  assert.ok(database.url);
  if (emptyDatabase) {
    // As a new deployment finds it: no tables, no record of migrations; the instances all start at once.
    await database.database.db.execute(
      sql`drop schema public cascade; create schema public; drop schema if exists drizzle cascade`,
    );
  }
  const shared: Record<string, string> = {
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    APP_SECRET: randomBytes(32).toString('hex'),
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    ...env,
  };
  const instances: Instance[] = [];
  const add = async (extra: Record<string, string> = {}) => {
    const dataDir = tempDir('pathshala-instance-');
    const instance = startInstance(
      { ...shared, DATA_DIR: dataDir, PORTAL_DIR: path.join(dataDir, 'no-portal'), ...extra },
      await freePort(),
    );
    instances.push(instance);
    await waitUntilReady(instance);
    return instance;
  };
  try {
    if (emptyDatabase) await Promise.all(Array.from({ length: count }, () => add()));
    else for (let index = 0; index < count; index++) await add();
  } catch (error) {
    for (const instance of instances) instance.process.kill('SIGKILL');
    await database.dispose();
    throw error;
  }
  return {
    instances,
    databaseUrl: database.url,
    database,
    add,
    async close() {
      for (const instance of instances) {
        if (instance.process.exitCode === null && instance.process.signalCode === null) {
          instance.process.kill('SIGTERM');
        }
      }
      await Promise.all(
        instances.map((instance) =>
          Promise.race([
            instance.exited,
            new Promise((resolve) =>
              setTimeout(() => resolve(instance.process.kill('SIGKILL')), 10_000).unref(),
            ),
          ]),
        ),
      );
      await database.dispose();
    },
  };
}

/** An answer as the other suites read one: `json` is the text's JSON.parse (null if it is not JSON), untyped. */
export interface Answer {
  status: number;
  headers: Headers;
  json: ReturnType<typeof JSON.parse>;
  text: string;
}

/** A JSON call to an instance over real HTTP, as a browser makes it. */
export async function call(
  instance: Instance,
  method: string,
  url: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${instance.url}/api/v1${url}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  let json: Answer['json'] = null;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON: the text is there
  }
  return { status: response.status, headers: response.headers, json, text };
}

/** Registers an account of `role` through `instance` and signs it in; answers its id, name and token. */
export async function signUpOn(
  instance: Instance,
  role: 'student' | 'teacher',
): Promise<{ id: string; name: string; token: string }> {
  const name = `user_${randomBytes(4).toString('hex')}`;
  const password = 'Str0ngPassword';
  const registered = await call(instance, 'POST', '/register', {
    body: {
      firstname: 'Test',
      lastname: 'User',
      username: name,
      email: `${name}@example.com`,
      password,
      role,
      ...(role === 'teacher' ? { sslczStoreId: 'store', sslczStorePassword: 'store-password-1' } : {}),
    },
  });
  assert.equal(registered.status, 201, registered.text);
  const login = await call(instance, 'POST', '/login', { body: { username: name, password } });
  assert.equal(login.status, 200, login.text);
  return { id: registered.json.data._id, name, token: login.json.data.accessToken };
}

/** Tests that need several processes on one PostgreSQL skip without TEST_DATABASE_URL. */
export const CLUSTER_SKIP = process.env.TEST_DATABASE_URL
  ? false
  : 'several instances share PostgreSQL only: set TEST_DATABASE_URL';
