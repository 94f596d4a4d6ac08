import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { sha256Hex } from '../src/crypto';
import { sessions, users } from '../src/db/schema';
import {
  authHeader,
  forEachDatabase,
  PASSWORD,
  resetTokenFrom,
  signUpAs,
  startTestApp,
  type Account,
  type Session,
  type TestApp,
} from './helpers';

/**
 * Each way a session ends, with the session cache on (READ_CACHE_MS; the other suites run with it off):
 * the very next request with the old access token is a 401 even though the cache had just answered for
 * it, and the old refresh cookie is refused.
 */
forEachDatabase((kind) => {
  let t: TestApp;
  let admin: Account;

  before(async () => {
    t = await startTestApp(kind, { env: { READ_CACHE_MS: '60000' } });
    admin = await signUpAs(t, 'admin');
  });
  after(() => t.close());

  const profile = (accessToken: string) =>
    t.request({ method: 'GET', url: '/api/v1/users/viewprofile', headers: authHeader(accessToken) });
  const refresh = (refreshToken: string) =>
    t.request({ method: 'POST', url: '/api/v1/refresh-accesstoken', cookies: { refreshToken } });
  const rotatedCookie = (response: Awaited<ReturnType<typeof refresh>>) =>
    response.cookies.find((cookie) => cookie.name === 'refreshToken')?.value ?? '';

  /** Signs in and has the cache answer for the session (twice: the second is a hit). */
  async function cachedSession(account: Account): Promise<Session> {
    const session = await t.login(account.name, PASSWORD);
    assert.equal((await profile(session.accessToken)).statusCode, 200);
    assert.equal((await profile(session.accessToken)).statusCode, 200);
    return session;
  }

  async function assertEnded(session: Session, what: string) {
    assert.equal((await profile(session.accessToken)).statusCode, 401, `${what}: the old access token`);
    assert.equal((await refresh(session.refreshToken)).statusCode, 401, `${what}: the old refresh cookie`);
    assert.equal((await profile(session.accessToken)).statusCode, 401, `${what}: and it stays ended`);
  }

  /** Moves a session row's creation back, out of the window in which a second tab's refresh is a race. */
  async function ageSession(refreshToken: string) {
    await t.database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(sessions.refreshTokenHash, sha256Hex(refreshToken)));
  }

  test('logout with the refresh cookie alone', async () => {
    const session = await cachedSession(await signUpAs(t, 'student'));
    const out = await t.request({
      method: 'POST',
      url: '/api/v1/logout',
      cookies: { refreshToken: session.refreshToken },
    });
    assert.equal(out.statusCode, 200);
    await assertEnded(session, 'logout');
  });

  test('rotation: the replaced refresh cookie is refused at once', async () => {
    const session = await cachedSession(await signUpAs(t, 'student'));
    const rotated = await refresh(session.refreshToken);
    assert.equal(rotated.statusCode, 200);
    // Within the race window a second tab's refresh with the old cookie is refused, the family lives.
    assert.equal((await refresh(session.refreshToken)).statusCode, 401);
    const next = rotated.json().data.accessToken as string;
    assert.equal((await profile(next)).statusCode, 200);
    assert.equal((await refresh(rotatedCookie(rotated))).statusCode, 200, 'the new cookie works');
  });

  test('reuse of a rotated refresh cookie ends every token of the family', async () => {
    const session = await cachedSession(await signUpAs(t, 'student'));
    const rotated = await refresh(session.refreshToken);
    assert.equal(rotated.statusCode, 200);
    const next: Session = {
      accessToken: rotated.json().data.accessToken,
      refreshToken: rotatedCookie(rotated),
      response: rotated,
    };
    assert.equal((await profile(next.accessToken)).statusCode, 200);
    assert.equal((await profile(next.accessToken)).statusCode, 200);
    await ageSession(next.refreshToken);

    assert.equal((await refresh(session.refreshToken)).statusCode, 401, 'the replayed cookie');
    await assertEnded(next, 'reuse: the newest session');
    await assertEnded(session, 'reuse: the first session');
  });

  test('kick (admin remove-user) ends every session of the account', async () => {
    const kicked = await signUpAs(t, 'teacher');
    const phone = await cachedSession(kicked);
    const laptop = await cachedSession(kicked);
    const response = await t.request({
      method: 'DELETE',
      url: `/api/v1/admin/remove-user/${kicked.id}`,
      headers: authHeader(admin.token),
    });
    assert.equal(response.statusCode, 200, response.body);
    await assertEnded(phone, 'kick');
    await assertEnded(laptop, 'kick');
  });

  test('password reset ends every session of the account', async () => {
    const student = await signUpAs(t, 'student');
    const phone = await cachedSession(student);
    const laptop = await cachedSession(student);
    const before = t.outbox().length;
    const forgot = await t.request({
      method: 'POST',
      url: '/api/v1/forget-password',
      payload: { email: `${student.name}@example.com` },
    });
    assert.equal(forgot.statusCode, 200);
    const mail = t.outbox()[before];
    assert.ok(mail, 'the reset mail was written');
    // Asking for a reset ends nothing: only using the token does.
    assert.equal((await profile(phone.accessToken)).statusCode, 200);

    const reset = await t.request({
      method: 'POST',
      url: '/api/v1/reset-password',
      payload: { token: resetTokenFrom(mail), newPassword: 'Brand-New-Passw0rd' },
    });
    assert.equal(reset.statusCode, 200, reset.body);
    await assertEnded(phone, 'password reset');
    await assertEnded(laptop, 'password reset');
  });

  test('an account removed elsewhere while its session is cached: 401, and its profile is not written', async () => {
    const removed = await signUpAs(t, 'student');
    const session = await cachedSession(removed);
    // Another instance (or the CLI) removes the account: this instance's cache still holds the session.
    await t.database.db.update(users).set({ removedAt: new Date() }).where(eq(users.id, removed.id));
    assert.equal((await profile(session.accessToken)).statusCode, 401, "not a 404 for one's own profile");
    const update = await t.request({
      method: 'PUT',
      url: '/api/v1/users/updateprofile',
      headers: authHeader(session.accessToken),
      payload: { firstname: 'Renamed' },
    });
    assert.equal(update.statusCode, 401, update.body);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, removed.id));
    assert.notEqual(row?.firstname, 'Renamed');
  });

  test('reads racing the kick: once the kick is answered, no request gets through', async () => {
    const kicked = await signUpAs(t, 'student');
    const session = await cachedSession(kicked);
    const reads = Array.from({ length: 8 }, () => profile(session.accessToken));
    const kick = t.request({
      method: 'DELETE',
      url: `/api/v1/admin/remove-user/${kicked.id}`,
      headers: authHeader(admin.token),
    });
    const moreReads = Array.from({ length: 8 }, () => profile(session.accessToken));
    assert.equal((await kick).statusCode, 200);
    for (const response of await Promise.all([...reads, ...moreReads]))
      assert.ok(
        [200, 401].includes(response.statusCode),
        `a racing read is 200 or 401, not ${response.statusCode}`,
      );
    await assertEnded(session, 'after the race');
  });
});
