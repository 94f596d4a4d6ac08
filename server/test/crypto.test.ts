import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { base32, createSecretBox, deriveKey, randomToken, sha256Hex } from '../src/crypto';
import { createAccessTokens } from '../src/modules/auth/tokens';

describe('crypto', () => {
  test('base32 is RFC 4648 in lower case, without padding', () => {
    assert.equal(base32(Buffer.from('')), '');
    assert.equal(base32(Buffer.from('f')), 'my');
    assert.equal(base32(Buffer.from('foobar')), 'mzxw6ytboi');
  });

  const box = createSecretBox('a-secret-that-is-at-least-32-characters');

  test('the secret box round-trips, with a fresh IV every time', () => {
    const sealed = box.encrypt('store-password');
    assert.match(sealed, /^v1:/);
    assert.ok(!sealed.includes('store-password'));
    assert.notEqual(box.encrypt('store-password'), sealed);
    assert.equal(box.decrypt(sealed), 'store-password');
  });

  test('tampered ciphertext or another APP_SECRET cannot open it', () => {
    const sealed = box.encrypt('store-password');
    const bytes = Buffer.from(sealed.slice(3), 'base64url');
    bytes[bytes.length - 1]! ^= 1;
    assert.throws(() => box.decrypt(`v1:${bytes.toString('base64url')}`));
    assert.throws(() => createSecretBox('another-secret-of-at-least-32-chars!').decrypt(sealed));
    assert.throws(() => box.decrypt('plain-text'));
  });

  test('keys differ per purpose; tokens are random; hashes are stable', () => {
    assert.notDeepEqual(deriveKey('s'.repeat(32), 'access-token'), deriveKey('s'.repeat(32), 'secret-box'));
    assert.equal(deriveKey('s'.repeat(32), 'x').length, 32);
    assert.notEqual(randomToken(), randomToken());
    assert.match(randomToken(), /^[A-Za-z0-9_-]{43}$/);
    assert.equal(sha256Hex('abc'), 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

test('a remembered access token still expires on time, and a forged one is never remembered', async (t) => {
  const tokens = createAccessTokens('a-test-secret-that-is-long-enough-000000', 60);
  const claims = {
    sub: '00000000-0000-4000-8000-000000000001',
    role: 'student' as const,
    username: 'nusrat',
    sid: '00000000-0000-4000-8000-000000000002',
  };
  const token = await tokens.sign(claims);
  assert.deepEqual(await tokens.verify(token), claims);
  assert.deepEqual(await tokens.verify(token), claims, 'the second check is answered from memory');
  const [header, payload, signature] = token.split('.');
  // The first character carries six whole bits of the MAC, so changing it always changes the signature.
  const forged = `${signature?.startsWith('A') ? 'B' : 'A'}${signature?.slice(1)}`;
  assert.equal(await tokens.verify(`${header}.${payload}.${forged}`), null);
  t.mock.timers.enable({ apis: ['Date'], now: Date.now() + 61_000 });
  assert.equal(await tokens.verify(token), null, 'expired: memory does not outlive exp');
  assert.deepEqual(await tokens.verify(token, { allowExpired: true }), claims);
});
