import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@pathshala/shared-api/contract';
import { createSecretBox } from '../src/crypto';
import { teacherPaymentAccounts, users } from '../src/db/schema';
import { forEachDatabase, PASSWORD, startTestApp, uniqueName, type TestApp } from './helpers';

forEachDatabase((kind) => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp(kind);
  });
  after(() => t.close());

  test('registers a student: 201 with the profile and no secret', async () => {
    const username = uniqueName('student');
    const response = await t.register({
      username,
      email: `${username}@example.com`,
      firstname: ' Nadia ',
      lastname: 'Islam',
    });
    assert.equal(response.statusCode, 201);
    const body = response.json();
    assert.equal(body.success, true);
    assert.equal(body.statusCode, 201);
    assert.deepEqual(Object.keys(body.data).sort(), [
      '_id',
      'area',
      'coverImage',
      'district',
      'division',
      'email',
      'firstname',
      'gender',
      'language',
      'lastname',
      'medium',
      'modes',
      'role',
      'username',
    ]);
    assert.equal(body.data.username, username);
    assert.equal(body.data.firstname, 'Nadia');
    assert.equal(body.data.role, 'student');
    assert.equal(body.data.coverImage, null);

    const [row] = await t.database.db.select().from(users).where(eq(users.id, body.data._id));
    assert.ok(row);
    assert.match(row.passwordHash, /^\$argon2id\$/);
    assert.ok(!row.passwordHash.includes(PASSWORD));
  });

  test('registers a teacher with store credentials encrypted at rest', async () => {
    const response = await t.register({
      role: 'teacher',
      sslczStoreId: 'store_42',
      sslczStorePassword: 'store-secret-42',
    });
    assert.equal(response.statusCode, 201);
    const id = response.json().data._id as string;
    assert.equal(response.json().data.role, 'teacher');

    const [account] = await t.database.db
      .select()
      .from(teacherPaymentAccounts)
      .where(eq(teacherPaymentAccounts.userId, id));
    assert.ok(account);
    assert.equal(account.storeId, 'store_42');
    assert.ok(!account.storePasswordEncrypted.includes('store-secret-42'));
    assert.equal(
      createSecretBox(t.config.appSecret).decrypt(account.storePasswordEncrypted),
      'store-secret-42',
    );
  });

  test('a student gets no store account even if store fields are sent', async () => {
    const response = await t.register({
      role: 'student',
      sslczStoreId: 'x',
      sslczStorePassword: 'ignored-pass',
    });
    assert.equal(response.statusCode, 201);
    const rows = await t.database.db
      .select()
      .from(teacherPaymentAccounts)
      .where(eq(teacherPaymentAccounts.userId, response.json().data._id));
    assert.equal(rows.length, 0);
  });

  test('a teacher without store credentials is refused with both field messages', async () => {
    const response = await t.register({ role: 'teacher' });
    assert.equal(response.statusCode, 400);
    const body = response.json();
    assert.equal(body.success, false);
    assert.equal(body.data, null);
    assert.deepEqual(body.errors, {
      sslczStoreId: MESSAGES.storeIdRequired,
      sslczStorePassword: MESSAGES.storePasswordRequired,
    });
    assert.equal(body.message, MESSAGES.storeIdRequired);
  });

  test('the admin role cannot self-register', async () => {
    const username = uniqueName('wannabe');
    const response = await t.register({ role: 'admin', username });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().errors.role, MESSAGES.roleRequired);
    const rows = await t.database.db.select().from(users).where(eq(users.username, username));
    assert.equal(rows.length, 0);
  });

  test('every field states its own validation message', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ firstname: '' }, 'firstname', MESSAGES.firstnameRequired],
      [{ firstname: '   ' }, 'firstname', MESSAGES.firstnameRequired],
      [{ lastname: '' }, 'lastname', MESSAGES.lastnameRequired],
      [{ username: '' }, 'username', MESSAGES.usernameRequired],
      [{ username: 'ab' }, 'username', MESSAGES.usernameShort],
      [{ username: 'a'.repeat(31) }, 'username', MESSAGES.usernameLong],
      [{ username: 'bad name!' }, 'username', MESSAGES.usernameChars],
      [{ email: '' }, 'email', MESSAGES.emailRequired],
      [{ email: 'not-an-email' }, 'email', MESSAGES.emailInvalid],
      [{ password: '' }, 'password', MESSAGES.passwordRequired],
      [{ password: 'Short1' }, 'password', MESSAGES.passwordShort],
      [{ password: 'lowercase1' }, 'password', MESSAGES.passwordUppercase],
      [{ password: 'NoDigitsHere' }, 'password', MESSAGES.passwordDigit],
      [{ role: '' }, 'role', MESSAGES.roleRequired],
    ];
    for (const [override, field, message] of cases) {
      const response = await t.register(override);
      assert.equal(response.statusCode, 400, `${JSON.stringify(override)} is refused`);
      const body = response.json();
      assert.equal(body.errors[field], message, `${field} says "${message}"`);
      assert.equal(body.message, message);
    }
  });

  test('missing fields are each named', async () => {
    const response = await t.request({ method: 'POST', url: '/api/v1/register', payload: {} });
    assert.equal(response.statusCode, 400);
    const { errors } = response.json();
    assert.equal(errors.firstname, MESSAGES.firstnameRequired);
    assert.equal(errors.lastname, MESSAGES.lastnameRequired);
    assert.equal(errors.username, MESSAGES.usernameRequired);
    assert.equal(errors.email, MESSAGES.emailRequired);
    assert.equal(errors.password, MESSAGES.passwordRequired);
    assert.equal(errors.role, MESSAGES.roleRequired);
  });

  test('duplicate username and email are 409, case-insensitively', async () => {
    const username = uniqueName('Dup');
    const first = await t.register({ username, email: `${username}@Example.com` });
    assert.equal(first.statusCode, 201);

    const sameUsername = await t.register({ username: username.toUpperCase() });
    assert.equal(sameUsername.statusCode, 409);
    assert.deepEqual(sameUsername.json().errors, { username: 'Username is already taken' });
    assert.equal(sameUsername.json().message, 'Username is already taken');

    const sameEmail = await t.register({ email: `${username.toLowerCase()}@EXAMPLE.COM` });
    assert.equal(sameEmail.statusCode, 409);
    assert.deepEqual(sameEmail.json().errors, { email: 'Email is already registered' });

    const both = await t.register({ username: username.toLowerCase(), email: `${username}@example.com` });
    assert.equal(both.statusCode, 409);
    assert.deepEqual(both.json().errors, {
      username: 'Username is already taken',
      email: 'Email is already registered',
    });
  });

  test('two simultaneous registrations of one username: exactly one wins', async () => {
    const username = uniqueName('race');
    const [a, b] = await Promise.all([
      t.register({ username, email: `${username}-a@example.com` }),
      t.register({ username, email: `${username}-b@example.com` }),
    ]);
    assert.deepEqual([a.statusCode, b.statusCode].sort(), [201, 409]);
  });
});
