import type { Role } from '@pathshala/shared-api/contract';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { POST_MESSAGES } from '@pathshala/shared-api/contract';
import { postInterests, posts } from '../src/db/schema';
import { authHeader, forEachDatabase, startTestApp, type TestApp, signUpAs, type Account } from './helpers';
import { MATCHING_FIELDS } from './fixtures';

const teacherForm = {
  subject: 'Physics',
  class: '10',
  title: 'Physics tuition for SSC',
  subtitle: 'Mechanics and optics',
  description: 'Weekly lessons with practice problems.',
  weekly_schedule: ['Tuesday', 'Sunday', 'Tuesday'],
  time: '17:00',
  salary: 6000,
  is_continuous: true,
  is_batch: true,
  max_size: 8,
  ...MATCHING_FIELDS,
};

const studentRequest = {
  subject: 'Mathematics',
  class: 'Hons',
  title: 'Need a calculus tutor',
  subtitle: 'First year honours',
  description: 'Looking for help with integration.',
  days: ['Saturday', 'Monday'],
  time: '19:30',
  price: 4500,
  maxBatchSize: 3,
  is_continuous: false,
  is_batch: true,
  ...MATCHING_FIELDS,
};

forEachDatabase((kind) => {
  let t: TestApp;
  let teacher: Account;
  let student: Account;
  let otherStudent: Account;
  let adminToken: string;

  const signUp = (role: Role) => signUpAs(t, role);

  before(async () => {
    t = await startTestApp(kind);
    teacher = await signUp('teacher');
    student = await signUp('student');
    otherStudent = await signUp('student');
    adminToken = (await signUp('admin')).token;
  });
  after(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
    t.request({
      method,
      url: `/api/v1${url}`,
      ...(token ? { headers: authHeader(token) } : {}),
      ...(payload ? { payload } : {}),
    });

  async function createPost(token: string, body: object = teacherForm): Promise<string> {
    const response = await call('POST', '/post/create', token, body);
    assert.equal(response.statusCode, 201, response.body);
    return response.json().data._id;
  }

  test("a teacher's form creates an offer with days de-duplicated in Sunday-first order", async () => {
    const response = await call('POST', '/post/create', teacher.token, teacherForm);
    assert.equal(response.statusCode, 201, response.body);
    const body = response.json();
    assert.equal(body.success, true);
    assert.equal(body.message, 'Post created successfully');
    const { _id, createdAt, updatedAt, ...rest } = body.data;
    assert.match(_id, /^[0-9a-f-]{36}$/);
    assert.ok(!Number.isNaN(Date.parse(createdAt)) && !Number.isNaN(Date.parse(updatedAt)));
    assert.deepEqual(rest, {
      owner_id: { _id: teacher.id, username: teacher.name },
      owner_role: 'teacher',
      title: teacherForm.title,
      subtitle: teacherForm.subtitle,
      subject: teacherForm.subject,
      class: '10',
      time: '17:00',
      salary: 6000,
      weekly_schedule: ['Sunday', 'Tuesday'],
      description: teacherForm.description,
      is_continuous: true,
      is_batch: true,
      max_size: 8,
      division: 'dhaka',
      district: 'dhaka',
      area: 'dhanmondi',
      modes: ['online', 'student_home'],
      medium: 'bangla',
      preferred_tutor_gender: null,
      interested_students: [],
      interested_teachers: [],
      status: 'open',
    });
  });

  test("a student's request stores days, price and maxBatchSize as weekly_schedule, salary, max_size", async () => {
    const response = await call('POST', '/post/create', student.token, studentRequest);
    assert.equal(response.statusCode, 201, response.body);
    const { data } = response.json();
    assert.equal(data.owner_role, 'student');
    assert.equal(data.class, 'hons');
    assert.deepEqual(data.weekly_schedule, ['Monday', 'Saturday']);
    assert.equal(data.salary, 4500);
    assert.equal(data.max_size, 3);
    const [row] = await t.database.db.select().from(posts).where(eq(posts.id, data._id));
    assert.deepEqual(
      [row?.weeklySchedule, row?.salary, row?.maxSize, row?.ownerRole],
      [['Monday', 'Saturday'], 4500, 3, 'student'],
    );
  });

  test('a post that is not a batch keeps no size; days and flags are optional', async () => {
    const { weekly_schedule: _days, is_continuous: _c, ...rest } = teacherForm;
    const response = await call('POST', '/post/create', teacher.token, {
      ...rest,
      is_batch: false,
      max_size: 5,
    });
    assert.equal(response.statusCode, 201, response.body);
    const { data } = response.json();
    assert.deepEqual(
      [data.weekly_schedule, data.is_continuous, data.is_batch, data.max_size],
      [[], false, false, null],
    );
  });

  test('create validation answers 400 with a clear message per field', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ subject: '   ' }, 'subject', POST_MESSAGES.subjectRequired],
      [{ subject: undefined }, 'subject', POST_MESSAGES.subjectRequired],
      [{ title: '' }, 'title', POST_MESSAGES.titleRequired],
      [{ subtitle: ' ' }, 'subtitle', POST_MESSAGES.subtitleRequired],
      [{ description: '' }, 'description', POST_MESSAGES.descriptionRequired],
      [{ time: '' }, 'time', POST_MESSAGES.timeRequired],
      [{ class: '13' }, 'class', POST_MESSAGES.classInvalid],
      [{ class: undefined }, 'class', POST_MESSAGES.classInvalid],
      [{ salary: undefined }, 'salary', POST_MESSAGES.salaryRequired],
      [{ salary: -1 }, 'salary', POST_MESSAGES.salaryInvalid],
      [{ salary: 500001 }, 'salary', POST_MESSAGES.salaryInvalid],
      [{ salary: 100.5 }, 'salary', POST_MESSAGES.salaryInvalid],
      [{ salary: '5000' }, 'salary', POST_MESSAGES.salaryInvalid],
      [{ weekly_schedule: ['Someday'] }, 'weekly_schedule.0', POST_MESSAGES.weekdayInvalid],
      [{ max_size: 1 }, 'max_size', POST_MESSAGES.batchSizeMin],
      [{ max_size: undefined }, 'max_size', POST_MESSAGES.batchSizeMin],
      [{ max_size: 101 }, 'max_size', POST_MESSAGES.batchSizeMax],
      [{ title: 'x'.repeat(121) }, 'title', 'Title must be at most 120 characters long'],
      [{ subtitle: 'x'.repeat(161) }, 'subtitle', 'Subtitle must be at most 160 characters long'],
      [{ subject: 'x'.repeat(81) }, 'subject', 'Subject must be at most 80 characters long'],
      [{ time: 'x'.repeat(41) }, 'time', 'Time must be at most 40 characters long'],
      [{ description: 'x'.repeat(5001) }, 'description', 'Description must be at most 5000 characters long'],
    ];
    for (const [change, field, message] of cases) {
      const response = await call('POST', '/post/create', teacher.token, { ...teacherForm, ...change });
      assert.equal(response.statusCode, 400, `${field}: ${response.body}`);
      const body = response.json();
      assert.equal(body.errors[field], message, field);
      assert.equal(body.message, message, field);
    }
    const request = await call('POST', '/post/create', student.token, { ...studentRequest, price: -5 });
    assert.equal(request.statusCode, 400);
    assert.equal(request.json().errors.salary, POST_MESSAGES.salaryInvalid);
  });

  test('admins cannot create posts here; every route needs signing in', async () => {
    const admin = await call('POST', '/post/create', adminToken, teacherForm);
    assert.equal(admin.statusCode, 403);

    const id = randomUUID();
    for (const [method, url] of [
      ['POST', '/post/create'],
      ['GET', '/post/posts'],
      ['PUT', `/post/update/${id}`],
      ['DELETE', `/post/delete/${id}`],
    ] as const) {
      const response = await call(
        method,
        url,
        undefined,
        method === 'POST' || method === 'PUT' ? teacherForm : undefined,
      );
      assert.equal(response.statusCode, 401, `${method} ${url}`);
      assert.equal(response.json().message, 'Unauthorized user');
    }
  });

  test('the owner edits a post; partial fields and request names are accepted', async () => {
    const id = await createPost(teacher.token);
    const response = await call('PUT', `/post/update/${id}`, teacher.token, {
      title: 'Updated title',
      class: 'masters',
      days: ['Friday'],
      price: 7000,
    });
    assert.equal(response.statusCode, 200, response.body);
    const { data } = response.json();
    assert.deepEqual(
      [data.title, data.class, data.weekly_schedule, data.salary, data.subject, data.max_size],
      ['Updated title', 'masters', ['Friday'], 7000, teacherForm.subject, 8],
    );

    const single = await call('PUT', `/post/update/${id}`, teacher.token, { is_batch: false });
    assert.equal(single.json().data.max_size, null);
    const batchWithoutSize = await call('PUT', `/post/update/${id}`, teacher.token, { is_batch: true });
    assert.equal(batchWithoutSize.statusCode, 400);
    assert.equal(batchWithoutSize.json().errors.max_size, POST_MESSAGES.batchSizeMin);

    const empty = await call('PUT', `/post/update/${id}`, teacher.token, {});
    assert.equal(empty.statusCode, 400);
    assert.equal(empty.json().message, POST_MESSAGES.updateEmpty);
    const notAnObject = await call('PUT', `/post/update/${id}`, teacher.token, ['title']);
    assert.equal(notAnObject.statusCode, 400);
    assert.equal(notAnObject.json().message, 'Invalid request body');
    const invalid = await call('PUT', `/post/update/${id}`, teacher.token, { subject: ' ' });
    assert.equal(invalid.statusCode, 400);
    assert.equal(invalid.json().errors.subject, POST_MESSAGES.subjectRequired);
  });

  test('update: not the owner 403, unknown or removed 404, bad id 400', async () => {
    const id = await createPost(teacher.token);
    const foreign = await call('PUT', `/post/update/${id}`, student.token, { title: 'Mine now' });
    assert.equal(foreign.statusCode, 403);
    assert.equal(foreign.json().message, POST_MESSAGES.notOwner);
    const asAdmin = await call('PUT', `/post/update/${id}`, adminToken, { title: 'Admin edit' });
    assert.equal(asAdmin.statusCode, 403);

    const unknown = await call('PUT', `/post/update/${randomUUID()}`, teacher.token, { title: 'x' });
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json().message, POST_MESSAGES.notFound);

    assert.equal((await call('DELETE', `/post/delete/${id}`, teacher.token)).statusCode, 200);
    const removed = await call('PUT', `/post/update/${id}`, teacher.token, { title: 'x' });
    assert.equal(removed.statusCode, 404);

    const bad = await call('PUT', '/post/update/not-a-uuid', teacher.token, { title: 'x' });
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().errors.id, 'Invalid id');
  });

  test('delete: owner or admin marks it removed; others 403; unknown 404; bad id 400', async () => {
    const id = await createPost(student.token, studentRequest);
    const foreign = await call('DELETE', `/post/delete/${id}`, otherStudent.token);
    assert.equal(foreign.statusCode, 403);
    assert.equal(foreign.json().message, POST_MESSAGES.notOwnerDelete);

    const deleted = await call('DELETE', `/post/delete/${id}`, student.token);
    assert.equal(deleted.statusCode, 200);
    assert.equal(deleted.json().message, 'Post deleted successfully');
    const [row] = await t.database.db.select().from(posts).where(eq(posts.id, id));
    assert.equal(row?.status, 'removed');
    assert.equal((await call('DELETE', `/post/delete/${id}`, student.token)).statusCode, 404);

    const byAdmin = await createPost(student.token, studentRequest);
    assert.equal((await call('DELETE', `/post/delete/${byAdmin}`, adminToken)).statusCode, 200);

    assert.equal((await call('DELETE', `/post/delete/${randomUUID()}`, student.token)).statusCode, 404);
    const bad = await call('DELETE', '/post/delete/42', student.token);
    assert.equal(bad.statusCode, 400);
  });

  test('/post/posts lists own and interested posts newest first with interest lists, never removed ones', async () => {
    const viewer = await signUp('student');
    const older = await createPost(viewer.token, { ...studentRequest, title: 'Older request' });
    const newer = await createPost(viewer.token, { ...studentRequest, title: 'Newer request' });
    const gone = await createPost(viewer.token, { ...studentRequest, title: 'Removed request' });
    await call('DELETE', `/post/delete/${gone}`, viewer.token);
    const followed = await createPost(teacher.token, { ...teacherForm, title: 'Followed offer' });
    await createPost(teacher.token, { ...teacherForm, title: 'Unrelated offer' });
    await t.database.db.insert(postInterests).values([
      { postId: followed, userId: viewer.id, role: 'student' },
      { postId: older, userId: teacher.id, role: 'teacher' },
      { postId: older, userId: otherStudent.id, role: 'student' },
    ]);

    const response = await call('GET', '/post/posts', viewer.token);
    assert.equal(response.statusCode, 200, response.body);
    const list: {
      _id: string;
      title: string;
      interested_students: unknown[];
      interested_teachers: unknown[];
    }[] = response.json().data;
    assert.deepEqual(
      list.map((item) => item.title),
      ['Followed offer', 'Newer request', 'Older request'],
    );
    assert.equal(list.find((item) => item._id === newer)?.interested_students.length, 0);
    const olderItem = list.find((item) => item._id === older);
    assert.deepEqual(olderItem?.interested_teachers, [{ _id: teacher.id, username: teacher.name }]);
    assert.deepEqual(olderItem?.interested_students, [{ _id: otherStudent.id, username: otherStudent.name }]);
    assert.deepEqual(list.find((item) => item._id === followed)?.interested_students, [
      { _id: viewer.id, username: viewer.name },
    ]);

    await call('DELETE', `/post/delete/${followed}`, teacher.token);
    const after = (await call('GET', '/post/posts', viewer.token)).json().data as { _id: string }[];
    assert.ok(!after.some((item) => item._id === followed));
  });
});
