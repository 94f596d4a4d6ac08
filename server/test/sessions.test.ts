import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { sha256Hex } from '../src/crypto';
import { sessions } from '../src/db/schema';
import { authHeader, forEachDatabase, PASSWORD, startTestApp, uniqueName, type TestApp } from './helpers';

forEachDatabase((kind) => {
  let t: TestApp;
  let username: string;

  before(async () => {
    t = await startTestApp(kind);
    username = uniqueName('session');
    assert.equal((await t.register({ username })).statusCode, 201);
  });
  after(() => t.close());

  const refresh = (refreshToken?: string) =>
    t.request({
      method: 'POST',
      url: '/api/v1/refresh-accesstoken',
      ...(refreshToken ? { cookies: { refreshToken } } : {}),
    });
  const profile = (accessToken: string) =>
    t.request({ method: 'GET', url: '/api/v1/users/viewprofile', headers: authHeader(accessToken) });
  const newCookie = (response: Awaited<ReturnType<typeof refresh>>) =>
    response.cookies.find((cookie) => cookie.name === 'refreshToken');

  test('refresh rotates the cookie and answers a working access token', async () => {
    const session = await t.login(username, PASSWORD);
    const response = await refresh(session.refreshToken);
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assert.equal(body.data.role, 'student');
    assert.equal(response.headers.authorization, `Bearer ${body.data.accessToken}`);
    const cookie = newCookie(response);
    assert.ok(cookie?.value);
    assert.notEqual(cookie.value, session.refreshToken);
    assert.equal(cookie.maxAge, undefined, 'a browser-session login stays a browser session');
    assert.equal((await profile(body.data.accessToken)).statusCode, 200);
    assert.equal(decodeJwt(body.data.accessToken).role, 'student');

    const rows = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.familyId, (await familyOf(session.refreshToken)) ?? ''));
    assert.equal(rows.length, 2, 'the new token joins the same family');
  });

  test('refresh keeps remember-me persistence', async () => {
    const session = await t.login(username, PASSWORD, { rememberMe: true });
    const response = await refresh(session.refreshToken);
    assert.equal(response.statusCode, 200);
    assert.equal(newCookie(response)?.maxAge, 30 * 24 * 60 * 60);
  });

  test('refresh accepts an empty JSON body', async () => {
    const session = await t.login(username, PASSWORD);
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/refresh-accesstoken',
      headers: { 'content-type': 'application/json' },
      payload: '',
      cookies: { refreshToken: session.refreshToken },
    });
    assert.equal(response.statusCode, 200);
  });

  test('refresh without or with an unknown cookie is 401 and clears the cookie', async () => {
    for (const token of [undefined, 'not-a-real-token']) {
      const response = await refresh(token);
      assert.equal(response.statusCode, 401);
      assert.equal(response.json().message, 'Unauthorized user');
      const cleared = newCookie(response);
      assert.equal(cleared?.value, '');
    }
  });

  test('reusing a rotated refresh token revokes the whole family', async () => {
    const session = await t.login(username, PASSWORD);
    const first = await refresh(session.refreshToken);
    assert.equal(first.statusCode, 200);
    const rotatedToken = newCookie(first)?.value ?? '';
    const latestAccess = first.json().data.accessToken as string;

    // Past the window in which another tab's simultaneous refresh is forgiven.
    await t.database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(sessions.refreshTokenHash, sha256Hex(rotatedToken)));
    const replay = await refresh(session.refreshToken);
    assert.equal(replay.statusCode, 401);

    assert.equal((await refresh(rotatedToken)).statusCode, 401, 'the thief and the user are both signed out');
    assert.equal((await profile(latestAccess)).statusCode, 401, 'access tokens of the family stop working');
    assert.equal((await profile(session.accessToken)).statusCode, 401);
  });

  test('a second tab refreshing with the just-rotated token is refused without signing anyone out', async () => {
    const session = await t.login(username, PASSWORD);
    const winner = await refresh(session.refreshToken);
    assert.equal(winner.statusCode, 200);
    const loser = await refresh(session.refreshToken);
    assert.equal(loser.statusCode, 401);
    assert.equal(newCookie(loser), undefined, "the winner's new cookie is left in place");
    assert.equal((await profile(winner.json().data.accessToken)).statusCode, 200, 'the session lives on');
    assert.equal((await refresh(newCookie(winner)?.value)).statusCode, 200);
  });

  test('two concurrent refreshes with the same token do not both succeed', async () => {
    const session = await t.login(username, PASSWORD);
    const results = await Promise.all([refresh(session.refreshToken), refresh(session.refreshToken)]);
    const succeeded = results.filter((response) => response.statusCode === 200);
    assert.ok(succeeded.length <= 1, `at most one refresh succeeds (got ${succeeded.length})`);
    assert.ok(results.some((response) => response.statusCode === 401));
  });

  test('logout ends access at once and is idempotent', async () => {
    const session = await t.login(username, PASSWORD);
    assert.equal((await profile(session.accessToken)).statusCode, 200);

    const response = await t.request({
      method: 'POST',
      url: '/api/v1/logout',
      payload: { accessToken: session.accessToken },
      cookies: { refreshToken: session.refreshToken },
    });
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().success, true);
    assert.equal(newCookie(response)?.value, '', 'the cookie is cleared');

    assert.equal((await profile(session.accessToken)).statusCode, 401);
    assert.equal((await refresh(session.refreshToken)).statusCode, 401);

    const again = await t.request({
      method: 'POST',
      url: '/api/v1/logout',
      payload: { accessToken: session.accessToken },
    });
    assert.equal(again.statusCode, 200);
    const bare = await t.request({ method: 'POST', url: '/api/v1/logout' });
    assert.equal(bare.statusCode, 200);
  });

  test('logout by access token alone revokes that session but not other sign-ins', async () => {
    const phone = await t.login(username, PASSWORD);
    const laptop = await t.login(username, PASSWORD);
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/logout',
      headers: authHeader(phone.accessToken),
    });
    assert.equal(response.statusCode, 200);
    assert.equal((await profile(phone.accessToken)).statusCode, 401);
    assert.equal((await refresh(phone.refreshToken)).statusCode, 401);
    assert.equal((await profile(laptop.accessToken)).statusCode, 200);
  });

  test('logout by refresh cookie alone also ends the access token', async () => {
    const session = await t.login(username, PASSWORD);
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/logout',
      cookies: { refreshToken: session.refreshToken },
    });
    assert.equal(response.statusCode, 200);
    assert.equal((await profile(session.accessToken)).statusCode, 401);
  });

  test('an expired server-side session cannot be refreshed', async () => {
    const session = await t.login(username, PASSWORD);
    const family = await familyOf(session.refreshToken);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.familyId, family ?? ''));
    assert.equal((await refresh(session.refreshToken)).statusCode, 401);
    assert.equal((await profile(session.accessToken)).statusCode, 401);
  });

  async function familyOf(refreshToken: string): Promise<string | undefined> {
    const [row] = await t.database.db
      .select({ familyId: sessions.familyId })
      .from(sessions)
      .where(eq(sessions.refreshTokenHash, sha256Hex(refreshToken)));
    return row?.familyId;
  }
});
