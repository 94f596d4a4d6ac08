import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { serverDir } from '../src/paths';
import { tempDir } from './helpers';

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  assert.fail(`${url} did not come up`);
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
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/readyz`, 90_000);
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
    const [code] = await once(child, 'exit');
    fs.rmSync(dataDir, { recursive: true, force: true });
    assert.equal(code, 0, output);
  }
});
