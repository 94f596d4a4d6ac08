import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { reports } from '../src/db/schema';
import { authHeader, forEachDatabase, startTestApp, signUpAs, type Account, type TestApp } from './helpers';
import { assertError } from './fixtures';

forEachDatabase((kind) => {
  let t: TestApp;

  before(async () => {
    t = await startTestApp(kind);
  });
  after(() => t.close());

  const create = (payload: object, account?: Account) =>
    t.request({
      method: 'POST',
      url: '/api/v1/report/create',
      ...(account ? { headers: authHeader(account.token) } : {}),
      payload,
    });

  test('any signed-in user reports another user; the report is kept open for the admins', async () => {
    const student = await signUpAs(t, 'student');
    const teacher = await signUpAs(t, 'teacher');
    for (const [reporter, reportee] of [
      [student, teacher],
      [teacher, student],
    ] as const) {
      const response = await create({ reportee_id: reportee.id, message: '  Did not turn up.  ' }, reporter);
      assert.equal(response.statusCode, 201, response.body);
      const { data } = response.json();
      assert.deepEqual(Object.keys(data).sort(), ['_id', 'createdAt', 'message', 'reportee_id']);
      assert.deepEqual(data.reportee_id, { _id: reportee.id, username: reportee.name });
      assert.equal(data.message, 'Did not turn up.');
      assert.ok(!Number.isNaN(Date.parse(data.createdAt)));
      const [row] = await t.database.db.select().from(reports).where(eq(reports.id, data._id));
      assert.equal(row?.reporterId, reporter.id);
      assert.equal(row?.reporteeId, reportee.id);
      assert.equal(row?.resolvedAt, null);
      assert.equal(row?.resolvedBy, null);
    }
  });

  test('not yourself (400); unknown reportee 404 User not found; blank or too long message 400', async () => {
    const student = await signUpAs(t, 'student');
    const other = await signUpAs(t, 'teacher');
    assertError(
      await create({ reportee_id: student.id, message: 'me' }, student),
      400,
      'You cannot report yourself',
    );
    assertError(await create({ reportee_id: randomUUID(), message: 'who' }, student), 404, 'User not found');
    for (const message of ['', '   ', undefined]) {
      const response = await create(
        { reportee_id: other.id, ...(message === undefined ? {} : { message }) },
        student,
      );
      assertError(response, 400, 'Please provide details for your report.');
      assert.equal(response.json().errors.message, 'Please provide details for your report.');
    }
    const long = await create({ reportee_id: other.id, message: 'x'.repeat(2001) }, student);
    assert.equal(long.statusCode, 400);
    assert.ok(long.json().errors.message);
    assert.equal(
      (await create({ reportee_id: other.id, message: 'x'.repeat(2000) }, student)).statusCode,
      201,
    );
    assert.equal((await create({ reportee_id: 'nope', message: 'bad id' }, student)).statusCode, 400);
    const rows = await t.database.db.select().from(reports).where(eq(reports.reporterId, student.id));
    assert.equal(rows.length, 1);
  });

  test('signed out is 401', async () => {
    const someone = await signUpAs(t, 'student');
    assertError(await create({ reportee_id: someone.id, message: 'hi' }), 401, 'Unauthorized user');
  });
});
