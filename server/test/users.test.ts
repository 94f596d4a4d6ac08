import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema';
import {
  authHeader,
  forEachDatabase,
  PASSWORD,
  signUpAs,
  startTestApp,
  uniqueName,
  type TestApp,
} from './helpers';

forEachDatabase((kind) => {
  let t: TestApp;
  let studentToken: string;
  let teacherId: string;
  let teacherName: string;

  before(async () => {
    t = await startTestApp(kind);
    const student = uniqueName('viewer');
    assert.equal(
      (await t.register({ username: student, firstname: 'Sadia', lastname: 'Rahman' })).statusCode,
      201,
    );
    studentToken = (await t.login(student, PASSWORD)).accessToken;
    teacherName = uniqueName('teacher');
    const teacher = await t.register({
      username: teacherName,
      role: 'teacher',
      sslczStoreId: 'st',
      sslczStorePassword: 'teacher-store-pw',
    });
    teacherId = teacher.json().data._id;
  });
  after(() => t.close());

  const get = (url: string, token?: string) =>
    t.request({ method: 'GET', url, ...(token ? { headers: authHeader(token) } : {}) });

  test("viewprofile answers the signed-in user's own profile", async () => {
    const response = await get('/api/v1/users/viewprofile', studentToken);
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assert.equal(body.success, true);
    assert.equal(body.data.firstname, 'Sadia');
    assert.equal(body.data.lastname, 'Rahman');
    assert.equal(body.data.role, 'student');
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
  });

  test("get-user answers another user's public details without store credentials", async () => {
    const response = await get(`/api/v1/users/get-user/${teacherId}`, studentToken);
    assert.equal(response.statusCode, 200);
    const { data } = response.json();
    assert.equal(data._id, teacherId);
    assert.equal(data.username, teacherName);
    assert.equal(data.role, 'teacher');
    assert.ok(!('sslczStoreId' in data) && !('sslczStorePassword' in data));
  });

  test("get-user: a student's details only to themselves and admins, as not found to others", async () => {
    const student = await signUpAs(t, 'student');
    const otherStudent = await signUpAs(t, 'student');
    const teacher = await signUpAs(t, 'teacher');
    const admin = await signUpAs(t, 'admin');
    for (const viewer of [student, admin]) {
      const seen = await get(`/api/v1/users/get-user/${student.id}`, viewer.token);
      assert.equal(seen.statusCode, 200, seen.body);
      assert.equal(seen.json().data.email, `${student.name}@example.com`);
    }
    for (const viewer of [otherStudent, teacher]) {
      const hidden = await get(`/api/v1/users/get-user/${student.id}`, viewer.token);
      assert.equal(hidden.statusCode, 404);
      assert.equal(hidden.json().message, 'User not found');
      assert.ok(!hidden.body.includes(student.name));
    }
    const adminSeen = await get(`/api/v1/users/get-user/${admin.id}`, student.token);
    assert.equal(adminSeen.statusCode, 404);
  });

  test('get-user: unknown or removed is 404 User not found; a non-uuid id is 400', async () => {
    const unknown = await get(`/api/v1/users/get-user/${randomUUID()}`, studentToken);
    assert.equal(unknown.statusCode, 404);
    assert.deepEqual(unknown.json(), {
      statusCode: 404,
      data: null,
      message: 'User not found',
      success: false,
    });

    const removedName = uniqueName('gone');
    const removed = await t.register({ username: removedName });
    await t.database.db.update(users).set({ removedAt: new Date() }).where(eq(users.username, removedName));
    const gone = await get(`/api/v1/users/get-user/${removed.json().data._id}`, studentToken);
    assert.equal(gone.statusCode, 404);

    const invalid = await get('/api/v1/users/get-user/not-a-uuid', studentToken);
    assert.equal(invalid.statusCode, 400);
    assert.equal(invalid.json().errors.id, 'Invalid id');
  });

  test('both routes require signing in', async () => {
    for (const url of [
      '/api/v1/users/viewprofile',
      `/api/v1/users/get-user/${teacherId}`,
      '/api/v1/users/get-user/not-a-uuid',
    ]) {
      const response = await get(url);
      assert.equal(response.statusCode, 401);
      assert.equal(response.json().message, 'Unauthorized user');
    }
  });
});
