import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@pathshala/shared-api/contract';
import { sha256Hex } from '../src/crypto';
import { passwordResets, users } from '../src/db/schema';
import {
  authHeader,
  forEachDatabase,
  PASSWORD,
  resetTokenFrom,
  startTestApp,
  uniqueName,
  type TestApp,
} from './helpers';

const FORGOT_MESSAGE = "If this email is registered, you'll receive a password reset link shortly.";
const INVALID_TOKEN = 'Invalid or expired reset token';
const NEW_PASSWORD = 'Brand-New-Passw0rd';

forEachDatabase((kind) => {
  let t: TestApp;

  before(async () => {
    t = await startTestApp(kind, { env: { PUBLIC_URL: 'https://pathshala.example' } });
  });
  after(() => t.close());

  async function newUser() {
    const username = uniqueName('reset');
    const email = `${username}@example.com`;
    assert.equal((await t.register({ username, email })).statusCode, 201);
    return { username, email };
  }

  const forgot = (email: string) =>
    t.request({ method: 'POST', url: '/api/v1/forget-password', payload: { email } });
  const reset = (token: string, newPassword = NEW_PASSWORD) =>
    t.request({ method: 'POST', url: '/api/v1/reset-password', payload: { token, newPassword } });

  /** Asks for a reset and returns the token from the mail it produced. */
  async function requestToken(email: string): Promise<string> {
    const before = t.outbox().length;
    assert.equal((await forgot(email)).statusCode, 200);
    const mails = t.outbox();
    assert.equal(mails.length, before + 1, 'one mail was written');
    return resetTokenFrom(mails[mails.length - 1]!);
  }

  test('forgot answers alike for known and unknown emails; only a known one gets mail', async () => {
    const { email } = await newUser();
    const before = t.outbox().length;

    const known = await forgot(email.toUpperCase());
    const unknown = await forgot(`${uniqueName('ghost')}@example.com`);
    assert.equal(known.statusCode, 200);
    assert.deepEqual(known.json(), unknown.json());
    assert.deepEqual(known.json(), { statusCode: 200, data: null, message: FORGOT_MESSAGE, success: true });

    const mails = t.outbox();
    assert.equal(mails.length, before + 1);
    const mail = mails[mails.length - 1]!;
    assert.equal(mail.to, email);
    assert.equal(mail.subject, 'Reset your Pathshala password');
    const token = resetTokenFrom(mail);
    assert.ok(mail.text.includes(`https://pathshala.example/reset-password?token=${token}`));
    assert.ok(mail.html.includes(`https://pathshala.example/reset-password?token=${token}`));
    assert.ok(mail.html.includes(token));
    assert.ok(!Number.isNaN(Date.parse(mail.createdAt)));

    const [row] = await t.database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.tokenHash, sha256Hex(token)));
    assert.ok(row, 'only the hash is stored');
    const lifetime = row.expiresAt.getTime() - row.createdAt.getTime();
    assert.ok(Math.abs(lifetime - 60 * 60 * 1000) < 60_000, 'the token lasts one hour');
  });

  test('a removed account gets no reset mail', async () => {
    const { email, username } = await newUser();
    await t.database.db.update(users).set({ removedAt: new Date() }).where(eq(users.username, username));
    const before = t.outbox().length;
    assert.equal((await forgot(email)).json().message, FORGOT_MESSAGE);
    assert.equal(t.outbox().length, before);
  });

  test('reset sets the new password, works once and signs every session out', async () => {
    const { username, email } = await newUser();
    const sessionA = await t.login(username, PASSWORD);
    const sessionB = await t.login(username, PASSWORD, { rememberMe: true });
    const token = await requestToken(email);

    const response = await reset(token);
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), {
      statusCode: 200,
      data: null,
      message: 'Password reset successful',
      success: true,
    });

    for (const session of [sessionA, sessionB]) {
      const profile = await t.request({
        method: 'GET',
        url: '/api/v1/users/viewprofile',
        headers: authHeader(session.accessToken),
      });
      assert.equal(profile.statusCode, 401, 'existing access tokens stop working');
      const refreshed = await t.request({
        method: 'POST',
        url: '/api/v1/refresh-accesstoken',
        cookies: { refreshToken: session.refreshToken },
      });
      assert.equal(refreshed.statusCode, 401, 'existing refresh tokens stop working');
    }

    const oldLogin = await t.request({
      method: 'POST',
      url: '/api/v1/login',
      payload: { username, password: PASSWORD },
    });
    assert.equal(oldLogin.statusCode, 401);
    await t.login(username, NEW_PASSWORD);

    const again = await reset(token, 'Another-Passw0rd');
    assert.equal(again.statusCode, 400);
    assert.equal(again.json().message, INVALID_TOKEN);
  });

  test('a newer reset spends older tokens once used', async () => {
    const { email } = await newUser();
    const older = await requestToken(email);
    const newer = await requestToken(email);
    assert.equal((await reset(newer)).statusCode, 200);
    assert.equal((await reset(older)).statusCode, 400);
  });

  test('an expired token is refused', async () => {
    const { email, username } = await newUser();
    const token = await requestToken(email);
    await t.database.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.tokenHash, sha256Hex(token)));
    const response = await reset(token);
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), {
      statusCode: 400,
      data: null,
      message: INVALID_TOKEN,
      success: false,
    });
    await t.login(username, PASSWORD);
  });

  test('an unknown token is refused', async () => {
    const response = await reset('this-token-was-never-issued');
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().message, INVALID_TOKEN);
  });

  test('validation: email, token and the new password rules', async () => {
    const noEmail = await t.request({ method: 'POST', url: '/api/v1/forget-password', payload: {} });
    assert.equal(noEmail.statusCode, 400);
    assert.equal(noEmail.json().errors.email, MESSAGES.emailRequired);
    const badEmail = await forgot('nope');
    assert.equal(badEmail.json().errors.email, MESSAGES.emailInvalid);

    const noToken = await t.request({
      method: 'POST',
      url: '/api/v1/reset-password',
      payload: { newPassword: NEW_PASSWORD },
    });
    assert.equal(noToken.statusCode, 400);
    assert.equal(noToken.json().errors.token, 'Token is required');

    const cases: [string, string][] = [
      ['', MESSAGES.passwordRequired],
      ['Sh0rt', MESSAGES.passwordShort],
      ['alllowercase1', MESSAGES.passwordUppercase],
      ['NoDigitsAtAll', MESSAGES.passwordDigit],
    ];
    for (const [newPassword, message] of cases) {
      const response = await reset('some-token', newPassword);
      assert.equal(response.statusCode, 400);
      assert.equal(response.json().errors.newPassword, message);
    }
  });
});
