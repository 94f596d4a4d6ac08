import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { hash } from '@node-rs/argon2';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../src/modules/auth/passwords';

describe('passwords', () => {
  test('are hashed with argon2id at 9 MiB, 4 passes, 1 lane, and verify', async () => {
    const passwordHash = await hashPassword('Correct-Horse-1');
    assert.match(passwordHash, /^\$argon2id\$v=19\$m=9216,t=4,p=1\$/);
    assert.equal(await verifyPassword(passwordHash, 'Correct-Horse-1'), true);
    assert.equal(await verifyPassword(passwordHash, 'correct-horse-1'), false);
  });

  test('a hash made with other parameters still verifies', async () => {
    const older = await hash('Correct-Horse-1');
    assert.doesNotMatch(older, /m=9216,t=4,p=1/);
    assert.equal(await verifyPassword(older, 'Correct-Horse-1'), true);
    assert.equal(await verifyPassword(older, 'Wrong-Horse-1'), false);
  });

  test('a malformed stored hash is a failed verification, not an error', async () => {
    assert.equal(await verifyPassword('not-a-hash', 'anything'), false);
    assert.equal(await verifyAgainstDummy('anything'), false);
  });
});
