import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { serverDir } from '../src/paths';
import { tempDir } from './helpers';

/** Waits for `url` to answer 2xx; fails at once, with `output()`, when `running()` turns false. */
async function waitFor(url: string, timeoutMs: number, running: () => boolean, output: () => string) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!running()) assert.fail(`the server exited before ${url} came up:\n${output()}`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  assert.fail(`${url} did not come up within ${timeoutMs} ms:\n${output()}`);
}

test('the server starts on an empty DATA_DIR: migrates, seeds, creates the admin, serves, stops on SIGTERM', async () => {
  const dataDir = tempDir('pathshala-main-');
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(serverDir, 'src/main.ts')], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ADMIN_USERNAME: 'chief',
      ADMIN_EMAIL: 'chief@example.com',
      ADMIN_PASSWORD: 'Ch1ef-password',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  // Listened for from the start, so an exit before the end of the test is not missed.
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor(
      `${base}/readyz`,
      90_000,
      () => child.exitCode === null && child.signalCode === null,
      () => output,
    );
    assert.equal(fs.statSync(path.join(dataDir, 'app-secret')).mode & 0o777, 0o600);

    const login = async (username: string, password: string) => {
      const response = await fetch(`${base}/api/v1/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password }),
      });
      return { status: response.status, body: (await response.json()) as { data: { role: string } } };
    };
    const student = await login('nusrat', 'Pathshala2026');
    assert.equal(student.status, 200, output);
    assert.equal(student.body.data.role, 'student');
    const admin = await login('chief', 'Ch1ef-password');
    assert.equal(admin.body.data.role, 'admin');
  } finally {
    child.kill('SIGTERM');
    const [code] = await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
    assert.equal(code, 0, output);
  }
});
