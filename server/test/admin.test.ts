import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import {
  ADMIN_ACTIONS,
  ADMIN_MESSAGES,
  BATCH_MESSAGES,
  type AdminDashboard,
  type AdminReport,
  type Batch,
  type Post,
  type Role,
} from '@pathshala/shared-api/contract';
import {
  auditLog,
  batches,
  postInterests,
  posts,
  reports,
  teacherPaymentAccounts,
  users,
} from '../src/db/schema';
import {
  authHeader,
  forEachDatabase,
  PASSWORD,
  signUpAs,
  startTestApp,
  uniqueName,
  type Account,
  type TestApp,
} from './helpers';
import { createSecretBox } from '../src/crypto';
import { DEMO_PASSWORD, seedDemo } from '../src/seed';
import { UNSTORABLE_TEXT_MESSAGE } from '../src/http/error-handler';
import { assertError, createBatchOk, createPostOk, messagesOf, PHYSICS_POST } from './fixtures';

const batchFields = {
  subject: 'Chemistry',
  class: '10',
  weekly_schedule: ['Monday'],
  time: '10:00',
  salary: 3000,
  is_continuous: false,
  is_batch: true,
  max_size: 5,
};

/** Every admin route with a body that would pass validation, for the sign-in and role checks. */
const ADMIN_ROUTES: { method: 'GET' | 'POST' | 'DELETE'; url: string; payload?: object }[] = [
  { method: 'GET', url: '/admin/dashboard' },
  { method: 'GET', url: '/admin/teachers' },
  { method: 'GET', url: '/admin/students' },
  { method: 'GET', url: '/admin/posts' },
  { method: 'GET', url: '/admin/batches' },
  { method: 'GET', url: '/admin/get-all-reports' },
  { method: 'GET', url: '/admin/audit-log' },
  {
    method: 'POST',
    url: '/admin/add-user',
    payload: {
      firstname: 'A',
      lastname: 'B',
      username: 'never_added',
      email: 'never_added@example.com',
      password: PASSWORD,
      role: 'student',
    },
  },
  {
    method: 'POST',
    url: '/admin/add-post',
    payload: { ...PHYSICS_POST, owner_id: randomUUID(), owner: 'teacher' },
  },
  { method: 'POST', url: '/admin/add-batch', payload: { ...batchFields, username: 'nobody' } },
  { method: 'DELETE', url: `/admin/remove-post/${randomUUID()}` },
  { method: 'DELETE', url: `/admin/remove-batch/${randomUUID()}` },
  { method: 'DELETE', url: `/report/delete/${randomUUID()}` },
  { method: 'DELETE', url: `/admin/remove-user/${randomUUID()}` },
];

forEachDatabase((kind) => {
  let t: TestApp;
  let admin: Account;
  let teacher: Account;
  let student: Account;
  const signUp = (role: Role) => signUpAs(t, role);

  before(async () => {
    t = await startTestApp(kind);
    admin = await signUp('admin');
    teacher = await signUp('teacher');
    student = await signUp('student');
  });
  after(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    account?: Account | string,
    payload?: object,
  ) =>
    t.request({
      method,
      url: `/api/v1${url}`,
      ...(account ? { headers: authHeader(typeof account === 'string' ? account : account.token) } : {}),
      ...(payload ? { payload } : {}),
    });

  async function ok<T>(
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: object,
    status = method === 'POST' ? 201 : 200,
  ): Promise<{ data: T; meta?: { page: number; limit: number; total: number }; message: string }> {
    const response = await call(method, url, admin, payload);
    assert.equal(response.statusCode, status, response.body);
    return response.json();
  }

  async function auditEntries(action: (typeof ADMIN_ACTIONS)[number], targetId: string) {
    return t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)));
  }

  async function assertAudited(action: (typeof ADMIN_ACTIONS)[number], targetId: string, target: string) {
    const rows = await auditEntries(action, targetId);
    assert.equal(rows.length, 1, `one ${action} entry for ${targetId}`);
    assert.equal(rows[0]?.actorId, admin.id);
    assert.equal(rows[0]?.target, target);
  }

  const search = async (side: 'teacher' | 'student', account: Account, title: string): Promise<Post[]> => {
    const response = await call('GET', `/post/${side}/search?title=${encodeURIComponent(title)}`, account);
    assert.equal(response.statusCode, 200, response.body);
    return response.json().data;
  };

  /** Files a report through the API as `reporter`; its id. */
  async function report(reporter: Account, reportee: Account, message: string): Promise<string> {
    const response = await call('POST', '/report/create', reporter, { reportee_id: reportee.id, message });
    assert.equal(response.statusCode, 201, response.body);
    return response.json().data._id;
  }

  describe('access', () => {
    test('every admin route: 401 signed out, 403 for students and teachers', async () => {
      for (const { method, url, payload } of ADMIN_ROUTES) {
        const signedOut = await call(method, url, undefined, payload);
        assertError(signedOut, 401, 'Unauthorized user');
        for (const account of [student, teacher]) {
          const response = await call(method, url, account, payload);
          assert.equal(response.statusCode, 403, `${method} ${url} as ${account.name}: ${response.body}`);
        }
      }
    });

    test('a bad id in the path is a 400, not a 500', async () => {
      for (const url of [
        '/admin/remove-post/nope',
        '/admin/remove-batch/nope',
        '/report/delete/nope',
        '/admin/remove-user/nope',
      ]) {
        const response = await call('DELETE', url, admin);
        assert.equal(response.statusCode, 400, `${url}: ${response.body}`);
      }
    });
    test('a NUL character in text is a 400 that writes nothing, not a 500', async () => {
      for (const list of ['students', 'teachers', 'posts', 'batches', 'get-all-reports', 'audit-log']) {
        const response = await call('GET', `/admin/${list}?q=a%00b`, admin);
        assert.ok(response.statusCode < 500, `${list}: ${response.body}`);
      }
      assertError(await call('GET', '/admin/students?q=a%00b', admin), 400, UNSTORABLE_TEXT_MESSAGE);
      const reportee = await signUp('teacher');
      const response = await call('POST', '/report/create', student, {
        reportee_id: reportee.id,
        message: 'bad\u0000text',
      });
      assertError(response, 400, UNSTORABLE_TEXT_MESSAGE);
      assert.deepEqual(
        await t.database.db.select().from(reports).where(eq(reports.reporteeId, reportee.id)),
        [],
      );
    });
  });

  describe('dashboard', () => {
    test('counts live records and lists the newest posts and batches', async () => {
      const before = (await ok<AdminDashboard>('GET', '/admin/dashboard')).data;
      const newStudent = await signUp('student');
      const title = uniqueName('DashPost');
      await createPostOk(t, teacher, { ...PHYSICS_POST, title });
      const removedPost = await createPostOk(t, teacher, { ...PHYSICS_POST, title: uniqueName('Gone') });
      await ok('DELETE', `/admin/remove-post/${removedPost}`);
      const subject = uniqueName('Subject');
      await createBatchOk(t, teacher, { ...batchFields, subject });

      const { data, message } = await ok<AdminDashboard>('GET', '/admin/dashboard');
      assert.equal(message, ADMIN_MESSAGES.dashboard);
      assert.equal(data.stats.total_students, before.stats.total_students + 1);
      assert.equal(data.stats.total_teachers, before.stats.total_teachers);
      assert.equal(data.stats.total_posts, before.stats.total_posts + 1);
      assert.equal(data.stats.total_batches, before.stats.total_batches + 1);
      assert.equal(data.recentPosts[0]?.title, title);
      assert.ok(!data.recentPosts.some((post) => post._id === removedPost));
      assert.equal(data.recentBatches[0]?.subject, subject);
      assert.ok(data.recentPosts.length <= 4 && data.recentBatches.length <= 4);

      assert.equal(data.signupsByMonth.length, 12);
      const thisMonth = new Date().toISOString().slice(0, 7);
      assert.equal(data.signupsByMonth.at(-1)?.month, thisMonth);
      assert.ok((data.signupsByMonth.at(-1)?.students ?? 0) >= 2, 'this month has our sign-ups');
      assert.ok(newStudent.id);

      // A kicked student no longer counts as a student; their posts no longer count either.
      const kicked = await signUp('student');
      await createPostOk(t, kicked, { ...PHYSICS_POST, title: uniqueName('KickedPost') });
      const withKicked = (await ok<AdminDashboard>('GET', '/admin/dashboard')).data;
      await ok('DELETE', `/admin/remove-user/${kicked.id}`);
      const afterKick = (await ok<AdminDashboard>('GET', '/admin/dashboard')).data;
      assert.equal(afterKick.stats.total_students, withKicked.stats.total_students - 1);
      assert.equal(afterKick.stats.total_posts, withKicked.stats.total_posts - 1);
    });

    test('growth compares this and last calendar month (UTC) across a month boundary', async () => {
      const at = (iso: string) => new Date(iso);
      const insert = async (role: 'student' | 'teacher', createdAt: Date) => {
        const name = uniqueName(`g${role}`);
        await t.database.db.insert(users).values({
          firstname: 'G',
          lastname: 'R',
          username: name,
          email: `${name}@example.com`,
          passwordHash: 'not-a-hash',
          role,
          createdAt,
        });
      };
      // December 2019: 2 students. January 2020: 3 students (one a minute before midnight), 2 teachers.
      await insert('student', at('2019-12-05T10:00:00Z'));
      await insert('student', at('2019-12-31T23:59:59Z'));
      await insert('student', at('2020-01-01T00:00:00Z'));
      await insert('student', at('2020-01-15T08:00:00Z'));
      await insert('student', at('2020-01-31T23:58:00Z'));
      await insert('teacher', at('2020-01-10T00:00:00Z'));
      await insert('teacher', at('2020-01-31T23:30:00Z'));

      const original = t.app.ctx.clock;
      try {
        t.app.ctx.clock = () => at('2020-01-31T23:59:00Z');
        const january = (await ok<AdminDashboard>('GET', '/admin/dashboard')).data;
        assert.deepEqual(january.growthRates, { studentGrowth: 50 });
        assert.equal(january.signupsByMonth.at(-1)?.month, '2020-01');
        assert.deepEqual(january.signupsByMonth.at(-1), { month: '2020-01', students: 3, teachers: 2 });
        assert.deepEqual(january.signupsByMonth.at(-2), { month: '2019-12', students: 2, teachers: 0 });
        assert.equal(january.signupsByMonth[0]?.month, '2019-02');

        t.app.ctx.clock = () => at('2020-02-01T00:00:00Z');
        const february = (await ok<AdminDashboard>('GET', '/admin/dashboard')).data;
        assert.deepEqual(february.growthRates, { studentGrowth: -100, teacherGrowth: -100 });
        assert.equal(february.signupsByMonth.length, 12);
        assert.deepEqual(february.signupsByMonth.at(-1), { month: '2020-02', students: 0, teachers: 0 });
        assert.deepEqual(february.signupsByMonth.at(-2), { month: '2020-01', students: 3, teachers: 2 });
        assert.equal(february.signupsByMonth[0]?.month, '2019-03');

        t.app.ctx.clock = () => at('2020-03-10T12:00:00Z');
        const march = (await ok<AdminDashboard>('GET', '/admin/dashboard')).data;
        assert.equal(march.growthRates, undefined, 'no growth block when last month had no sign-ups');
        assert.equal('growthRates' in march, false);
      } finally {
        t.app.ctx.clock = original;
      }
    });
  });

  describe('lists', () => {
    test('teachers and students: active only, searched by first name, last name or username, paginated', async () => {
      const tag = uniqueName('Zq').toLowerCase();
      const added: string[] = [];
      for (const [index, names] of [
        { firstname: `${tag}First`, lastname: 'Plain' },
        { firstname: 'Plain', lastname: `X${tag.toUpperCase()}` },
        { firstname: 'Plain', lastname: 'Plain', username: `u_${tag}` },
      ].entries()) {
        const username = names.username ?? uniqueName(`s${index}`);
        const body = await ok<{ _id: string }>('POST', '/admin/add-user', {
          firstname: names.firstname,
          lastname: names.lastname,
          username,
          email: `${username}@example.com`,
          password: PASSWORD,
          role: 'student',
        });
        added.push(body.data._id);
      }
      const all = await ok<{ _id: string; createdAt: string }[]>('GET', `/admin/students?q=${tag}`);
      assert.deepEqual(all.meta, { page: 1, limit: 20, total: 3 });
      assert.deepEqual(
        all.data.map((user) => user._id),
        [...added].reverse(),
        'newest first',
      );
      const page2 = await ok<{ _id: string }[]>(
        'GET',
        `/admin/students?q=${tag.toUpperCase()}&limit=2&page=2`,
      );
      assert.deepEqual(page2.meta, { page: 2, limit: 2, total: 3 });
      assert.deepEqual(
        page2.data.map((user) => user._id),
        [added[0]],
      );
      assert.equal((await ok<unknown[]>('GET', `/admin/teachers?q=${tag}`)).data.length, 0);
      const teachers = await ok<{ _id: string; role: string }[]>('GET', `/admin/teachers?q=${teacher.name}`);
      assert.deepEqual(
        teachers.data.map((user) => [user._id, user.role]),
        [[teacher.id, 'teacher']],
      );
      // A literal % is not a wildcard.
      assert.equal((await ok<unknown[]>('GET', '/admin/students?q=%25')).meta?.total, 0);

      await ok('DELETE', `/admin/remove-user/${added[1]}`);
      const afterKick = await ok<{ _id: string }[]>('GET', `/admin/students?q=${tag}`);
      assert.equal(afterKick.meta?.total, 2);
      assert.ok(!afterKick.data.some((user) => user._id === added[1]));

      const bad = await call('GET', '/admin/students?limit=0', admin);
      assert.equal(bad.statusCode, 400);
      const tooLong = await call('GET', `/admin/students?q=${'x'.repeat(101)}`, admin);
      assert.equal(tooLong.statusCode, 400);
    });

    test('posts: not removed, searched by title or subject, paginated, newest first', async () => {
      const tag = uniqueName('Ptag');
      const first = await createPostOk(t, teacher, { ...PHYSICS_POST, title: `${tag} one` });
      const second = await createPostOk(t, student, { ...PHYSICS_POST, subject: `Maths ${tag}` });
      const third = await createPostOk(t, teacher, { ...PHYSICS_POST, title: `${tag} three` });
      const listed = await ok<Post[]>('GET', `/admin/posts?q=${tag.toLowerCase()}`);
      assert.deepEqual(listed.meta, { page: 1, limit: 20, total: 3 });
      assert.deepEqual(
        listed.data.map((post) => post._id),
        [third, second, first],
      );
      assert.equal(listed.data[1]?.owner_id._id, student.id);
      const paged = await ok<Post[]>('GET', `/admin/posts?q=${tag}&limit=1&page=3`);
      assert.deepEqual(
        paged.data.map((post) => post._id),
        [first],
      );
      await ok('DELETE', `/admin/remove-post/${second}`);
      const afterRemove = await ok<Post[]>('GET', `/admin/posts?q=${tag}`);
      assert.deepEqual(
        afterRemove.data.map((post) => post._id),
        [third, first],
      );
    });

    test('batches: not deleted, each as /batch/batches shows it with time_to_pay false', async () => {
      const subject = uniqueName('Bsub');
      const batch = await createBatchOk(t, teacher, {
        ...batchFields,
        subject,
        student_ids: [student.name],
      });
      await t.database.db
        .update(batches)
        .set({
          joinClassLink: 'https://meet.jit.si/room',
          joinClassExpiresAt: new Date(Date.now() + 3_600_000),
        })
        .where(eq(batches.id, batch._id));
      const teacherView = (await call('GET', '/batch/batches', teacher)).json().data as Batch[];
      const expected = teacherView.find((item) => item._id === batch._id);
      assert.ok(expected);
      const listed = await ok<Batch[]>('GET', '/admin/batches?limit=100');
      const found = listed.data.find((item) => item._id === batch._id);
      assert.deepEqual(found, { ...expected, time_to_pay: false });
      assert.equal(found?.join_class_link, 'https://meet.jit.si/room');
      assert.equal(listed.meta?.total, listed.data.length);

      const one = await ok<Batch[]>('GET', '/admin/batches?limit=1');
      assert.equal(one.data.length, 1);
      assert.equal(one.meta?.total, listed.meta?.total);
      assert.equal(one.data[0]?._id, listed.data[0]?._id, 'newest first');
    });
  });

  describe('add-user', () => {
    const body = (overrides: Record<string, unknown> = {}) => {
      const username = uniqueName('added');
      return {
        firstname: 'Added',
        lastname: 'Person',
        username,
        email: `${username}@example.com`,
        password: PASSWORD,
        role: 'student',
        ...overrides,
      };
    };

    test('adds a student who can sign in, with an audit entry', async () => {
      const payload = body();
      const response = await ok<{ _id: string; username: string; role: string }>(
        'POST',
        '/admin/add-user',
        payload,
      );
      assert.equal(response.message, ADMIN_MESSAGES.userAdded);
      assert.equal(response.data.username, payload.username);
      assert.equal(response.data.role, 'student');
      assert.deepEqual(Object.keys(response.data).sort(), [
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
      await t.login(payload.username, PASSWORD);
      await assertAudited('add_user', response.data._id, payload.username);
    });

    test('adds a teacher with the store password sealed as at sign-up', async () => {
      const payload = body({
        role: 'teacher',
        sslczStoreId: 'admin-store',
        sslczStorePassword: 'admin-store-pass',
      });
      const { data } = await ok<{ _id: string }>('POST', '/admin/add-user', payload);
      const [store] = await t.database.db
        .select()
        .from(teacherPaymentAccounts)
        .where(eq(teacherPaymentAccounts.userId, data._id));
      assert.equal(store?.storeId, 'admin-store');
      assert.notEqual(store?.storePasswordEncrypted, 'admin-store-pass');
      assert.equal(t.app.ctx.secretBox.decrypt(store?.storePasswordEncrypted ?? ''), 'admin-store-pass');
    });

    test('the registration rules: 409 naming the taken field, 400 field errors', async () => {
      const taken = await call(
        'POST',
        '/admin/add-user',
        admin,
        body({ username: student.name.toUpperCase() }),
      );
      assertError(taken, 409, 'Username is already taken');
      assert.deepEqual(taken.json().errors, { username: 'Username is already taken' });
      const email = await call(
        'POST',
        '/admin/add-user',
        admin,
        body({ email: `${student.name}@EXAMPLE.com` }),
      );
      assert.equal(email.statusCode, 409);
      assert.deepEqual(email.json().errors, { email: 'Email is already registered' });

      const noStore = await call('POST', '/admin/add-user', admin, body({ role: 'teacher' }));
      assert.equal(noStore.statusCode, 400, noStore.body);
      assert.ok(noStore.json().errors.sslczStoreId);
      assert.ok(noStore.json().errors.sslczStorePassword);
      const weak = await call('POST', '/admin/add-user', admin, body({ password: 'weakpass' }));
      assert.equal(weak.statusCode, 400);
      assert.ok(weak.json().errors.password);
      const adminRole = await call('POST', '/admin/add-user', admin, body({ role: 'admin' }));
      assert.equal(adminRole.statusCode, 400);
      assert.ok(adminRole.json().errors.role);
      const missing = await call('POST', '/admin/add-user', admin, { role: 'student' });
      assert.equal(missing.statusCode, 400);
      for (const field of ['firstname', 'lastname', 'username', 'email', 'password'])
        assert.ok(missing.json().errors[field], `${field} is named`);
    });
  });

  describe('add-post', () => {
    test("adds a teacher's post with interested students; it is in search", async () => {
      const other = await signUp('student');
      const title = uniqueName('AdminOffer');
      const { data, message } = await ok<Post>('POST', '/admin/add-post', {
        ...PHYSICS_POST,
        title,
        subtitle: undefined,
        owner_id: teacher.id,
        owner: 'teacher',
        is_batch: true,
        max_size: 2,
        interested_students: [other.name.toUpperCase()],
      });
      assert.equal(message, ADMIN_MESSAGES.postAdded);
      assert.equal(data.owner_id._id, teacher.id);
      assert.equal(data.owner_role, 'teacher');
      assert.equal(data.subtitle, '');
      assert.equal(data.max_size, 2);
      assert.deepEqual(data.interested_students, [{ _id: other.id, username: other.name }]);
      assert.deepEqual(data.interested_teachers, []);
      assert.deepEqual(
        (await search('student', student, title)).map((post) => post._id),
        [data._id],
      );
      await assertAudited('add_post', data._id, title);
    });

    test("adds a student's request with interested teachers and students", async () => {
      const other = await signUp('student');
      const { data } = await ok<Post>('POST', '/admin/add-post', {
        ...PHYSICS_POST,
        owner_id: student.id,
        owner: 'student',
        interested_teachers: [teacher.name],
        interested_students: other.name,
      });
      assert.equal(data.owner_role, 'student');
      assert.equal(data.max_size, null);
      assert.deepEqual(data.interested_teachers, [{ _id: teacher.id, username: teacher.name }]);
      assert.deepEqual(data.interested_students, [{ _id: other.id, username: other.name }]);
      // The seats taken count the students the admin named, not the teachers.
      const [stored] = await t.database.db
        .select({ joinedStudents: posts.joinedStudents })
        .from(posts)
        .where(eq(posts.id, data._id));
      assert.equal(stored?.joinedStudents, 1);
    });

    test('each validation error is a 400 naming its field, and nothing is written', async () => {
      const gone = await signUp('teacher');
      await ok('DELETE', `/admin/remove-user/${gone.id}`);
      const before = (await t.database.db.select().from(auditLog)).length;
      const cases: [Record<string, unknown>, string, string][] = [
        [{ owner_id: randomUUID(), owner: 'teacher' }, 'owner_id', ADMIN_MESSAGES.ownerNotFound],
        [{ owner_id: gone.id, owner: 'teacher' }, 'owner_id', ADMIN_MESSAGES.ownerRemoved],
        [{ owner_id: admin.id, owner: 'student' }, 'owner_id', ADMIN_MESSAGES.ownerNotStudentOrTeacher],
        [{ owner_id: teacher.id, owner: 'student' }, 'owner', ADMIN_MESSAGES.ownerTypeMismatch('teacher')],
        [
          { owner_id: teacher.id, owner: 'teacher', interested_teachers: [teacher.name] },
          'interested_teachers',
          ADMIN_MESSAGES.teachersOnStudentRequestsOnly,
        ],
        [
          { owner_id: student.id, owner: 'student', interested_teachers: ['ghost_teacher', student.name] },
          'interested_teachers',
          ADMIN_MESSAGES.unknownTeachers(['ghost_teacher', student.name]),
        ],
        [
          { owner_id: teacher.id, owner: 'teacher', interested_students: ['ghost_student', teacher.name] },
          'interested_students',
          ADMIN_MESSAGES.unknownStudents(['ghost_student', teacher.name]),
        ],
        [
          { owner_id: student.id, owner: 'student', interested_students: [student.name] },
          'interested_students',
          ADMIN_MESSAGES.ownerInterested,
        ],
      ];
      const extra = await signUp('student');
      const another = await signUp('student');
      cases.push([
        {
          owner_id: teacher.id,
          owner: 'teacher',
          is_batch: true,
          max_size: 2,
          interested_students: [student.name, extra.name, another.name],
        },
        'interested_students',
        ADMIN_MESSAGES.overCapacity(2),
      ]);
      for (const [overrides, field, message] of cases) {
        const response = await call('POST', '/admin/add-post', admin, { ...PHYSICS_POST, ...overrides });
        assertError(response, 400, message);
        assert.equal(response.json().errors[field], message);
      }
      const schemaCases: [Record<string, unknown>, string][] = [
        [{ owner_id: 'not-an-id', owner: 'teacher' }, 'owner_id'],
        [{ owner_id: teacher.id, owner: 'admin' }, 'owner'],
        [{ owner_id: teacher.id }, 'owner'],
        [{ owner: 'teacher' }, 'owner_id'],
        [{ owner_id: teacher.id, owner: 'teacher', is_batch: true }, 'max_size'],
        [{ owner_id: teacher.id, owner: 'teacher', title: '' }, 'title'],
        [{ owner_id: teacher.id, owner: 'teacher', salary: -1 }, 'salary'],
      ];
      for (const [overrides, field] of schemaCases) {
        const response = await call('POST', '/admin/add-post', admin, { ...PHYSICS_POST, ...overrides });
        assert.equal(response.statusCode, 400, response.body);
        assert.ok(response.json().errors?.[field], `${field} is named: ${response.body}`);
      }
      assert.equal((await t.database.db.select().from(auditLog)).length, before);
    });
  });

  describe('add-batch', () => {
    test('creates a batch owned by the named user, who is in it at once; those named are invited and told; audited', async () => {
      const member = await signUp('student');
      const subject = uniqueName('AdminBatch');
      const { data, message } = await ok<Batch>('POST', '/admin/add-batch', {
        ...batchFields,
        subject,
        username: student.name,
        teacher_username: teacher.name,
        student_ids: [member.name],
      });
      assert.equal(message, ADMIN_MESSAGES.batchAdded);
      assert.equal(data.owner_id._id, student.id);
      assert.equal(data.teacher_id, null);
      assert.equal(data.invited_teacher?._id, teacher.id);
      assert.deepEqual(
        data.student_ids.map((ref) => ref._id),
        [student.id],
      );
      assert.deepEqual(
        data.invited_students.map((ref) => ref._id),
        [member.id],
      );
      assert.equal(data.time_to_pay, false);
      assert.ok(
        (await messagesOf(t, member.id)).includes(`${student.name} invited you to join "${subject}"`),
        'the member is invited in the owner’s name',
      );
      await assertAudited('add_batch', data._id, subject);
    });

    test('the owner is required; unknown or wrong-role usernames are named in a 400', async () => {
      const noOwner = await call('POST', '/admin/add-batch', admin, batchFields);
      assertError(noOwner, 400, ADMIN_MESSAGES.ownerRequired);
      assert.equal(noOwner.json().errors.username, ADMIN_MESSAGES.ownerRequired);

      const unknownOwner = await call('POST', '/admin/add-batch', admin, {
        ...batchFields,
        username: 'ghost_owner',
      });
      assert.equal(unknownOwner.statusCode, 400);
      assert.equal(unknownOwner.json().errors.username, BATCH_MESSAGES.unknownOwner('ghost_owner'));

      const adminOwner = await call('POST', '/admin/add-batch', admin, {
        ...batchFields,
        username: admin.name,
      });
      assert.equal(adminOwner.statusCode, 400);
      assert.ok(adminOwner.json().errors.username);

      const wrongTeacher = await call('POST', '/admin/add-batch', admin, {
        ...batchFields,
        username: student.name,
        teacher_username: student.name,
      });
      assert.equal(wrongTeacher.statusCode, 400);
      assert.equal(wrongTeacher.json().errors.teacher_username, BATCH_MESSAGES.notATeacher(student.name));

      const students = await call('POST', '/admin/add-batch', admin, {
        ...batchFields,
        username: teacher.name,
        student_ids: ['ghost_kid', teacher.name],
      });
      assert.equal(students.statusCode, 400);
      assert.match(students.json().errors.student_ids, /ghost_kid/);
      assert.match(students.json().errors.student_ids, new RegExp(teacher.name));
    });
  });

  describe('remove-post', () => {
    test('removes only that post: it leaves search and the lists, the other stays', async () => {
      const tag = uniqueName('RmPost');
      const gone = await createPostOk(t, teacher, { ...PHYSICS_POST, title: `${tag} gone` });
      const kept = await createPostOk(t, teacher, { ...PHYSICS_POST, title: `${tag} kept` });
      assert.equal((await search('student', student, tag)).length, 2);

      const { message } = await ok('DELETE', `/admin/remove-post/${gone}`);
      assert.equal(message, ADMIN_MESSAGES.postRemoved);
      assert.deepEqual(
        (await search('student', student, tag)).map((post) => post._id),
        [kept],
      );
      assert.deepEqual(
        (await ok<Post[]>('GET', `/admin/posts?q=${tag}`)).data.map((post) => post._id),
        [kept],
      );
      await assertAudited('remove_post', gone, `${tag} gone`);
      assertError(
        await call('DELETE', `/admin/remove-post/${gone}`, admin),
        404,
        ADMIN_MESSAGES.postNotFound,
      );
      assertError(
        await call('DELETE', `/admin/remove-post/${randomUUID()}`, admin),
        404,
        ADMIN_MESSAGES.postNotFound,
      );
    });
  });

  describe('remove-batch', () => {
    test('removes only that batch and tells everyone in it', async () => {
      const member = await signUp('student');
      const gone = await createBatchOk(t, teacher, {
        ...batchFields,
        subject: uniqueName('Gone'),
        student_ids: [member.name],
      });
      const kept = await createBatchOk(t, teacher, {
        ...batchFields,
        subject: uniqueName('Kept'),
        student_ids: [member.name],
      });
      const before = await messagesOf(t, member.id);

      const { message } = await ok('DELETE', `/admin/remove-batch/${gone._id}`);
      assert.equal(message, ADMIN_MESSAGES.batchRemoved);
      const memberView = (await call('GET', '/batch/batches', member)).json().data as Batch[];
      assert.deepEqual(
        memberView.map((batch) => batch._id),
        [kept._id],
      );
      const listed = (await ok<Batch[]>('GET', '/admin/batches?limit=100')).data.map((batch) => batch._id);
      assert.ok(listed.includes(kept._id) && !listed.includes(gone._id));
      const [row] = await t.database.db.select().from(batches).where(eq(batches.id, gone._id));
      assert.ok(row?.deletedAt, 'the row stays, marked deleted');
      assert.equal((await messagesOf(t, member.id)).length, before.length + 1);
      assert.ok((await messagesOf(t, teacher.id)).length > 0);
      await assertAudited('remove_batch', gone._id, gone.subject);

      assertError(
        await call('DELETE', `/admin/remove-batch/${gone._id}`, admin),
        404,
        ADMIN_MESSAGES.batchNotFound,
      );
    });
  });

  describe('reports', () => {
    test('open reports are listed with both usernames and searched by either', async () => {
      const reporter = await signUp('student');
      const reportee = await signUp('teacher');
      const id = await report(reporter, reportee, 'Missed every class');
      const byReporter = await ok<AdminReport[]>(
        'GET',
        `/admin/get-all-reports?q=${reporter.name.toUpperCase()}`,
      );
      assert.deepEqual(byReporter.data, [
        {
          _id: id,
          reporter_id: { _id: reporter.id, username: reporter.name },
          reportee_id: { _id: reportee.id, username: reportee.name },
          message: 'Missed every class',
          board_message_id: null,
          quoted_text: null,
          createdAt: byReporter.data[0]?.createdAt,
        },
      ]);
      assert.deepEqual(byReporter.meta, { page: 1, limit: 20, total: 1 });
      const byReportee = await ok<{ _id: string }[]>('GET', `/admin/get-all-reports?q=${reportee.name}`);
      assert.deepEqual(
        byReportee.data.map((item) => item._id),
        [id],
      );
      const second = await report(student, reportee, 'Rude');
      const paged = await ok<{ _id: string }[]>('GET', `/admin/get-all-reports?q=${reportee.name}&limit=1`);
      assert.deepEqual(paged.meta, { page: 1, limit: 1, total: 2 });
      assert.deepEqual(
        paged.data.map((item) => item._id),
        [second],
      );
    });

    test('resolving keeps the row, drops it from the list and tells the reporter; twice is 404', async () => {
      const reporter = await signUp('student');
      const reportee = await signUp('teacher');
      const id = await report(reporter, reportee, 'No show');
      const { message } = await ok('DELETE', `/report/delete/${id}`);
      assert.equal(message, ADMIN_MESSAGES.reportResolved);

      const [row] = await t.database.db.select().from(reports).where(eq(reports.id, id));
      assert.ok(row?.resolvedAt);
      assert.equal(row?.resolvedBy, admin.id);
      const listed = await ok<{ _id: string }[]>('GET', `/admin/get-all-reports?q=${reportee.name}`);
      assert.deepEqual(listed.data, []);
      assert.deepEqual(await messagesOf(t, reporter.id), [
        ADMIN_MESSAGES.reportResolvedNotice(reportee.name),
      ]);
      await assertAudited('resolve_report', id, reportee.name);

      assertError(await call('DELETE', `/report/delete/${id}`, admin), 404, ADMIN_MESSAGES.reportNotFound);
      assertError(
        await call('DELETE', `/report/delete/${randomUUID()}`, admin),
        404,
        ADMIN_MESSAGES.reportNotFound,
      );
      assert.equal((await auditEntries('resolve_report', id)).length, 1);
    });
  });

  describe('remove-user (kick)', () => {
    test('the kicked user is signed out at once and everywhere; other records stay', async () => {
      const kicked = await signUp('student');
      const session = await t.login(kicked.name, PASSWORD);
      // Warm the session cache: the token worked a moment ago.
      assert.equal((await call('GET', '/users/viewprofile', session.accessToken)).statusCode, 200);
      assert.equal((await call('GET', '/users/viewprofile', kicked)).statusCode, 200);
      const title = uniqueName('KickedRequest');
      const postId = await createPostOk(t, kicked, { ...PHYSICS_POST, title });
      assert.equal((await search('teacher', teacher, title)).length, 1);
      const batch = await createBatchOk(t, teacher, {
        ...batchFields,
        subject: uniqueName('WithKicked'),
        student_ids: [kicked.name],
      });

      const { message } = await ok('DELETE', `/admin/remove-user/${kicked.id}`);
      assert.equal(message, ADMIN_MESSAGES.userRemoved);

      assertError(await call('GET', '/users/viewprofile', session.accessToken), 401, 'Unauthorized user');
      assertError(await call('GET', '/users/viewprofile', kicked), 401, 'Unauthorized user');
      const refresh = await t.request({
        method: 'POST',
        url: '/api/v1/refresh-accesstoken',
        cookies: { refreshToken: session.refreshToken },
      });
      assert.equal(refresh.statusCode, 401);
      const login = await t.request({
        method: 'POST',
        url: '/api/v1/login',
        payload: { username: kicked.name, password: PASSWORD },
      });
      assert.equal(login.statusCode, 401);

      assert.deepEqual(await search('teacher', teacher, title), []);
      assert.ok(
        !(await ok<Post[]>('GET', `/admin/posts?q=${title}`)).data.some((post) => post._id === postId),
      );
      const teacherView = (await call('GET', '/batch/batches', teacher)).json().data as Batch[];
      const still = teacherView.find((item) => item._id === batch._id);
      assert.ok(still, "the teacher's batch with the kicked student still exists");
      assert.ok(still.student_ids.some((ref) => ref._id === kicked.id));
      const [row] = await t.database.db.select().from(users).where(eq(users.id, kicked.id));
      assert.ok(row?.removedAt, 'the account row stays, marked removed');
      await assertAudited('remove_user', kicked.id, kicked.name);

      assertError(
        await call('DELETE', `/admin/remove-user/${kicked.id}`, admin),
        404,
        ADMIN_MESSAGES.userNotFound,
      );
      assertError(
        await call('DELETE', `/admin/remove-user/${randomUUID()}`, admin),
        404,
        ADMIN_MESSAGES.userNotFound,
      );
    });

    test("kicking withdraws the user's interest in open posts; interest in closed posts stays", async () => {
      const kicked = await signUp('student');
      const offer = (fields: { is_batch: boolean; max_size?: number }) =>
        createPostOk(t, teacher, { ...PHYSICS_POST, title: uniqueName('Offer'), ...fields });
      const openOffer = await offer({ is_batch: true, max_size: 3 });
      const closedOffer = await offer({ is_batch: false });
      for (const postId of [openOffer, closedOffer]) {
        const applied = await call('POST', `/post/student/apply/${postId}`, kicked);
        assert.equal(applied.statusCode, 200, applied.body);
      }
      const interestsOf = async (postId: string) =>
        (await t.database.db.select().from(postInterests).where(eq(postInterests.postId, postId))).map(
          (row) => row.userId,
        );
      assert.deepEqual(await interestsOf(openOffer), [kicked.id]);

      await ok('DELETE', `/admin/remove-user/${kicked.id}`);

      assert.deepEqual(await interestsOf(openOffer), []);
      assert.deepEqual(await interestsOf(closedOffer), [kicked.id]);
      const own = (await call('GET', '/post/posts', teacher)).json().data as Post[];
      assert.deepEqual(own.find((post) => post._id === openOffer)?.interested_students, []);
    });

    if (kind === 'postgres')
      test("a kick goes through while a request holds one of the kicked teacher's posts and notifies them", async () => {
        const owner = await signUp('teacher');
        const postId = await createPostOk(t, owner, { ...PHYSICS_POST, title: uniqueName('Held') });
        // What a student's interest in the post does in its transaction: lock the post, then notify its owner.
        const interest = new pg.Client({ connectionString: t.databaseUrl ?? '' });
        await interest.connect();
        try {
          await interest.query('begin');
          await interest.query('select 1 from posts where id = $1 for update', [postId]);
          const kick = call('DELETE', `/admin/remove-user/${owner.id}`, admin);
          // The kick marks the owner's posts, so it waits for the interest's lock on this one.
          for (let tries = 0; ; tries += 1) {
            const { rows } = await interest.query<{ waiting: number }>(
              `select count(*)::int as waiting from pg_stat_activity
               where datname = current_database() and wait_event_type = 'Lock'`,
            );
            if (rows[0]?.waiting) break;
            assert.ok(tries < 200, 'the kick reached the post');
            await sleep(25);
          }
          await interest.query(
            `insert into notifications (user_id, message) values ($1, 'A student is interested')`,
            [owner.id],
          );
          await interest.query('commit');
          const response = await kick;
          assert.equal(response.statusCode, 200, response.body);
          assert.deepEqual(await messagesOf(t, owner.id), ['A student is interested']);
        } finally {
          await interest.end();
        }
      });

    test('kicking answers the open reports about the user: they leave the list and each reporter is told once', async () => {
      const reportee = await signUp('teacher');
      const first = await signUp('student');
      const second = await signUp('student');
      await report(first, reportee, 'Missed classes');
      await report(first, reportee, 'Still missing classes');
      await report(second, reportee, 'Rude');
      const otherReportee = await signUp('teacher');
      const untouched = await report(first, otherReportee, 'Late');

      await ok('DELETE', `/admin/remove-user/${reportee.id}`);

      assert.deepEqual((await ok('GET', `/admin/get-all-reports?q=${reportee.name}`)).data, []);
      const open = await ok<{ _id: string }[]>('GET', `/admin/get-all-reports?q=${otherReportee.name}`);
      assert.deepEqual(
        open.data.map((item) => item._id),
        [untouched],
      );
      const resolved = await t.database.db.select().from(reports).where(eq(reports.reporteeId, reportee.id));
      assert.equal(resolved.length, 3);
      assert.ok(resolved.every((row) => row.resolvedAt && row.resolvedBy === admin.id));
      const notice = ADMIN_MESSAGES.reportResolvedNotice(reportee.name);
      assert.deepEqual(await messagesOf(t, first.id), [notice]);
      assert.deepEqual(await messagesOf(t, second.id), [notice]);
    });

    test('an admin cannot be removed', async () => {
      const other = await signUp('admin');
      assertError(
        await call('DELETE', `/admin/remove-user/${other.id}`, admin),
        409,
        ADMIN_MESSAGES.cannotRemoveAdmin,
      );
      assertError(
        await call('DELETE', `/admin/remove-user/${admin.id}`, admin),
        409,
        ADMIN_MESSAGES.cannotRemoveAdmin,
      );
      assert.equal((await call('GET', '/admin/dashboard', other)).statusCode, 200);
    });
  });

  describe('audit log', () => {
    test('lists every action newest first with the acting admin, paginated', async () => {
      const listed = await ok<
        { action: string; actor: { _id: string; username: string } | null; createdAt: string }[]
      >('GET', '/admin/audit-log?limit=100');
      assert.equal(listed.message, ADMIN_MESSAGES.auditLog);
      const stored = await t.database.db.select().from(auditLog);
      assert.equal(listed.meta?.total, stored.length);
      assert.deepEqual(new Set(listed.data.map((entry) => entry.action)), new Set(ADMIN_ACTIONS));
      assert.ok(
        listed.data.every((entry) => entry.actor?._id === admin.id && entry.actor.username === admin.name),
      );
      const times = listed.data.map((entry) => entry.createdAt);
      assert.deepEqual(times, [...times].sort().reverse());
      const page = await ok<unknown[]>('GET', '/admin/audit-log?limit=2&page=2');
      assert.deepEqual(page.data, listed.data.slice(2, 4));
    });
  });

  describe('demo data', () => {
    test("the demo seed leaves two open reports for the admin's Reports page", async () => {
      await seedDemo(t.database.db, createSecretBox(t.config.appSecret));
      const { accessToken } = await t.login('admin', DEMO_PASSWORD);
      const response = await call('GET', '/admin/get-all-reports?limit=100', accessToken);
      assert.equal(response.statusCode, 200, response.body);
      const demo = (response.json().data as AdminReport[])
        .filter((item) => ['rahim', 'tanvir'].includes(item.reportee_id.username))
        .map((item) => [item.reporter_id.username, item.reportee_id.username]);
      assert.deepEqual(demo.sort(), [
        ['farhana', 'tanvir'],
        ['nusrat', 'rahim'],
      ]);
    });
  });
});
