import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { tempDir } from './helpers';
import { freePort, startInstance, waitUntilReady } from './instances';

test('the server starts on an empty DATA_DIR: migrates, seeds, creates the admin, serves, stops on SIGTERM', async () => {
  const dataDir = tempDir('pathshala-main-');
  const instance = startInstance(
    {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_USERNAME: 'chief',
      ADMIN_EMAIL: 'chief@example.com',
      ADMIN_PASSWORD: 'Ch1ef-password',
    },
    await freePort(),
  );
  try {
    await waitUntilReady(instance, 90_000);
    assert.equal(fs.statSync(path.join(dataDir, 'app-secret')).mode & 0o777, 0o600);

    const login = async (username: string, password: string) => {
      const response = await fetch(`${instance.url}/api/v1/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password }),
      });
      return { status: response.status, body: (await response.json()) as { data: { role: string } } };
    };
    const student = await login('nusrat', 'Pathshala2026');
    assert.equal(student.status, 200, instance.output());
    assert.equal(student.body.data.role, 'student');
    const admin = await login('chief', 'Ch1ef-password');
    assert.equal(admin.body.data.role, 'admin');
  } finally {
    instance.process.kill('SIGTERM');
    const code = await instance.exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
    assert.equal(code, 0, instance.output());
  }
});
