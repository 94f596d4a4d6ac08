import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { MESSAGES } from '@pathshala/shared-api/contract';
import { deriveKey } from '../src/crypto';
import { users } from '../src/db/schema';
import { authHeader, forEachDatabase, PASSWORD, startTestApp, uniqueName, type TestApp } from './helpers';

const INVALID_LOGIN = 'Invalid username or password';

forEachDatabase((kind) => {
  let t: TestApp;
  let username: string;
  let email: string;
  let userId: string;

  before(async () => {
    t = await startTestApp(kind);
    username = uniqueName('Login');
    email = `${username}@example.com`;
    const response = await t.register({
      username,
      email,
      role: 'teacher',
      sslczStoreId: 's1',
      sslczStorePassword: 'store-pass-1',
    });
    assert.equal(response.statusCode, 201);
    userId = response.json().data._id;
  });
  after(() => t.close());

  test('signs in with the username: token in data and in the Authorization header', async () => {
    const { response, accessToken } = await t.login(username, PASSWORD);
    const body = response.json();
    assert.equal(body.success, true);
    assert.equal(body.data.role, 'teacher');
    assert.deepEqual(Object.keys(body.data).sort(), ['accessToken', 'language', 'role']);
    assert.equal(response.headers.authorization, `Bearer ${accessToken}`);
    assert.match(String(response.headers['access-control-expose-headers']), /Authorization/i);

    const claims = decodeJwt(accessToken);
    assert.equal(claims.sub, userId);
    assert.equal(claims.role, 'teacher');
    assert.equal(claims.username, username);
    assert.equal(typeof claims.sid, 'string');
    assert.equal((claims.exp ?? 0) - (claims.iat ?? 0), 15 * 60);
  });

  test('signs in with the email or any letter case of the username', async () => {
    await t.login(email.toUpperCase(), PASSWORD);
    await t.login(username.toLowerCase(), PASSWORD);
  });

  test('the refresh cookie: httpOnly, SameSite=Strict, path /api/v1, browser-session by default', async () => {
    const { response } = await t.login(username, PASSWORD);
    const cookie = response.cookies.find((c) => c.name === 'refreshToken');
    assert.ok(cookie);
    assert.equal(cookie.httpOnly, true);
    assert.equal(cookie.sameSite, 'Strict');
    assert.equal(cookie.path, '/api/v1');
    assert.equal(cookie.maxAge, undefined);
    assert.equal(cookie.expires, undefined);
    assert.notEqual(cookie.secure, true, 'Secure only in production');
  });

  test('remember me makes the cookie last 30 days', async () => {
    const { response } = await t.login(username, PASSWORD, { rememberMe: true });
    const cookie = response.cookies.find((c) => c.name === 'refreshToken');
    assert.equal(cookie?.maxAge, 30 * 24 * 60 * 60);
  });

  test('unknown user, wrong password and removed account answer alike', async () => {
    const removed = uniqueName('removed');
    assert.equal((await t.register({ username: removed })).statusCode, 201);
    await t.database.db.update(users).set({ removedAt: new Date() }).where(eq(users.username, removed));

    const attempts = [
      { username: uniqueName('nobody'), password: PASSWORD },
      { username, password: 'Wrong-Passw0rd' },
      { username: removed, password: PASSWORD },
    ];
    const bodies = [];
    for (const payload of attempts) {
      const response = await t.request({ method: 'POST', url: '/api/v1/login', payload });
      assert.equal(response.statusCode, 401);
      assert.equal(response.headers['set-cookie'], undefined);
      assert.equal(response.headers.authorization, undefined);
      bodies.push(response.json());
    }
    for (const body of bodies) {
      assert.deepEqual(body, { statusCode: 401, data: null, message: INVALID_LOGIN, success: false });
    }
  });

  test('login validation names each missing field', async () => {
    const response = await t.request({ method: 'POST', url: '/api/v1/login', payload: {} });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json().errors, {
      username: MESSAGES.usernameRequired,
      password: MESSAGES.passwordRequired,
    });
    const blank = await t.request({
      method: 'POST',
      url: '/api/v1/login',
      payload: { username: '  ', password: 'x' },
    });
    assert.equal(blank.json().errors.username, MESSAGES.usernameRequired);
  });

  test('the access token opens signed-in routes', async () => {
    const { accessToken } = await t.login(username, PASSWORD);
    const response = await t.request({
      method: 'GET',
      url: '/api/v1/users/viewprofile',
      headers: authHeader(accessToken),
    });
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().data.username, username);
  });

  test('missing, malformed, forged and expired tokens are 401 Unauthorized user', async () => {
    const { accessToken } = await t.login(username, PASSWORD);
    const claims = decodeJwt(accessToken);
    const now = Math.floor(Date.now() / 1000);
    const sign = (secretKey: Uint8Array, exp: number) =>
      new SignJWT({ role: claims.role, username: claims.username, sid: claims.sid })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(claims.sub))
        .setIssuer('pathshala')
        .setAudience('pathshala-api')
        .setIssuedAt(now - 3600)
        .setExpirationTime(exp)
        .sign(secretKey);
    const expired = await sign(deriveKey(t.config.appSecret, 'access-token'), now - 60);
    const forged = await sign(
      deriveKey('another-secret-of-at-least-32-characters', 'access-token'),
      now + 600,
    );

    const headersList: Record<string, string>[] = [
      {},
      { authorization: 'Bearer not-a-jwt' },
      { authorization: accessToken },
      authHeader(forged),
      authHeader(expired),
    ];
    for (const headers of headersList) {
      const response = await t.request({ method: 'GET', url: '/api/v1/users/viewprofile', headers });
      assert.equal(response.statusCode, 401);
      assert.deepEqual(response.json(), {
        statusCode: 401,
        data: null,
        message: 'Unauthorized user',
        success: false,
      });
    }
  });

  test('a kicked account loses access at once', async () => {
    const kicked = uniqueName('kicked');
    assert.equal((await t.register({ username: kicked })).statusCode, 201);
    const { accessToken } = await t.login(kicked, PASSWORD);
    await t.database.db.update(users).set({ removedAt: new Date() }).where(eq(users.username, kicked));
    const response = await t.request({
      method: 'GET',
      url: '/api/v1/users/viewprofile',
      headers: authHeader(accessToken),
    });
    assert.equal(response.statusCode, 401);
  });
});
