import type { Role } from '@pathshala/shared-api/contract';
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eq, inArray, sql } from 'drizzle-orm';
import {
  POST_MESSAGES,
  POST_SEARCH_LIMITS,
  POST_SEARCH_MESSAGES,
  type Post,
} from '@pathshala/shared-api/contract';
import { postInterests, posts, type NewPostRow } from '../src/db/schema';
import {
  authHeader,
  forEachDatabase,
  removeAccount,
  rowsOf,
  startTestApp,
  type TestApp,
  signUpAs,
  type Account,
} from './helpers';

type Side = 'teacher' | 'student';

forEachDatabase((kind) => {
  let t: TestApp;
  let teacher: Account;
  let otherTeacher: Account;
  let student: Account;
  let otherStudent: Account;
  let goneStudent: Account;
  let adminToken: string;

  const signUp = (role: Role) => signUpAs(t, role);

  let minutesAgo = 0;
  /** Each post is a minute older than the one before, so "newest" is the insertion order. */
  async function addPost(owner: Account, fields: Partial<NewPostRow> & { title: string }): Promise<string> {
    minutesAgo += 1;
    const [row] = await t.database.db
      .insert(posts)
      .values({
        ownerId: owner.id,
        ownerRole: 'student',
        subject: 'General',
        class: '8',
        subtitle: 'Lessons',
        description: 'Help wanted.',
        time: 'Any time',
        salary: 4000,
        createdAt: new Date(Date.now() - minutesAgo * 60_000),
        ...fields,
      })
      .returning({ id: posts.id });
    assert.ok(row);
    return row.id;
  }

  let calculusId: string;
  let goneRequestId: string;

  before(async () => {
    t = await startTestApp(kind);
    teacher = await signUp('teacher');
    otherTeacher = await signUp('teacher');
    student = await signUp('student');
    otherStudent = await signUp('student');
    goneStudent = await signUp('student');
    adminToken = (await signUp('admin')).token;

    calculusId = await addPost(student, {
      title: 'Calculus help',
      subject: 'Higher Math',
      class: '12',
      description: 'Integration and limits, 100% focus.',
      weeklySchedule: ['Sunday', 'Tuesday', 'Thursday'],
      time: '7:00 PM',
      salary: 8000,
      isContinuous: true,
      isBatch: false,
    });
    await addPost(student, {
      title: 'Physics_lab partner',
      subject: 'Physics',
      class: 'hons',
      description: 'Optics.',
      weeklySchedule: ['Sunday', 'Monday'],
      time: '4:30 PM',
      salary: 3000,
      isContinuous: false,
      isBatch: true,
      maxSize: 4,
    });
    await addPost(otherStudent, {
      title: 'English reading',
      subject: 'English',
      subtitle: 'Grammar and essays',
      class: '5',
      description: 'English literature.',
      weeklySchedule: ['Saturday'],
      time: 'Morning',
      salary: 5000,
      isContinuous: true,
      isBatch: true,
      maxSize: 6,
    });
    await addPost(student, { title: 'Closed request', status: 'closed' });
    await addPost(student, { title: 'Removed request', status: 'removed' });
    goneRequestId = await addPost(goneStudent, { title: 'Gone owner request' });
    await removeAccount(t, adminToken, goneStudent.id);
    await addPost(teacher, { title: 'Cheap offer', ownerRole: 'teacher', salary: 2000 });
    await addPost(otherTeacher, { title: 'Dear offer', ownerRole: 'teacher', salary: 6000 });
    await t.database.db
      .insert(postInterests)
      .values({ postId: calculusId, userId: otherTeacher.id, role: 'teacher' });
  });
  after(() => t.close());

  const search = (side: Side, query: string, token?: string) =>
    t.request({
      method: 'GET',
      url: `/api/v1/post/${side}/search${query ? `?${query}` : ''}`,
      ...(token ? { headers: authHeader(token) } : {}),
    });

  /** The titles a search finds, in order. */
  async function titles(query: string, side: Side = 'teacher', token?: string): Promise<string[]> {
    const response = await search(side, query, token ?? (side === 'teacher' ? teacher : student).token);
    assert.equal(response.statusCode, 200, response.body);
    return (response.json().data as Post[]).map((post) => post.title);
  }

  const ALL = ['Calculus help', 'Physics_lab partner', 'English reading'];

  test('only teachers search requests and only students search teachers posts', async () => {
    for (const side of ['teacher', 'student'] as const) {
      const signedOut = await search(side, '');
      assert.equal(signedOut.statusCode, 401);
      assert.equal(signedOut.json().message, 'Unauthorized user');
      assert.equal((await search(side, '', adminToken)).statusCode, 403);
    }
    assert.equal((await search('teacher', '', student.token)).statusCode, 403);
    assert.equal((await search('student', '', teacher.token)).statusCode, 403);
  });

  test('a teacher finds open student requests of others, newest first, with interested lists', async () => {
    const response = await search('teacher', '', teacher.token);
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json();
    assert.equal(body.success, true);
    assert.deepEqual(body.meta, { page: 1, limit: 20, total: 3 });
    assert.deepEqual(
      (body.data as Post[]).map((post) => post.title),
      ALL,
    );
    const calculus = (body.data as Post[])[0];
    assert.equal(calculus?._id, calculusId);
    assert.equal(calculus?.owner_id.username, student.name);
    assert.deepEqual(calculus?.interested_teachers, [{ _id: otherTeacher.id, username: otherTeacher.name }]);
    assert.deepEqual(calculus?.interested_students, []);
  });

  test("never the caller's own posts: a post is of its owner's role, which the database holds to", async () => {
    // A teacher's own posts are offers, which teachers do not search.
    assert.deepEqual(await titles('title=cheap'), []);
    await assert.rejects(addPost(teacher, { title: 'Own request' }), (error: Error) =>
      /owner_role must be its owner's role/.test(`${error.message} ${String(error.cause)}`),
    );
    await assert.rejects(
      t.database.db.update(posts).set({ ownerRole: 'student' }).where(eq(posts.ownerId, teacher.id)),
      (error: Error) => /owner_role must be its owner's role/.test(`${error.message} ${String(error.cause)}`),
    );
  });

  test('never the posts of a removed user, though the posts themselves stay open', async () => {
    assert.deepEqual(await titles('title=gone'), []);
    const [gone] = await t.database.db.select().from(posts).where(eq(posts.id, goneRequestId));
    assert.equal(gone?.status, 'open');
  });

  test('a student finds open teacher posts of others', async () => {
    assert.deepEqual(await titles('', 'student'), ['Cheap offer', 'Dear offer']);
  });

  test('text filters match substrings case-insensitively', async () => {
    assert.deepEqual(await titles('subject=math'), ['Calculus help']);
    assert.deepEqual(await titles('title=PHYSICS'), ['Physics_lab partner']);
    assert.deepEqual(await titles('subtitle=grammar'), ['English reading']);
    assert.deepEqual(await titles('description=optics'), ['Physics_lab partner']);
    assert.deepEqual(await titles('time=pm'), ['Calculus help', 'Physics_lab partner']);
  });

  test('LIKE wildcards in a filter match literally', async () => {
    assert.deepEqual(await titles('title=_'), ['Physics_lab partner']);
    assert.deepEqual(await titles('description=%25'), ['Calculus help']);
    assert.deepEqual(await titles('title=%5C'), []);
  });

  test('a subject is found by any part of it, whichever subject a post is written with or changed to', async () => {
    const starCharts = await addPost(student, { title: 'Star charts', subject: 'ASTRONOMY Club' });
    // Several posts in one statement, one of them with a subject another has in other letters.
    const added = await t.database.db
      .insert(posts)
      .values(
        [
          ['Tide tables', 'Oceanography'],
          ['Night sky', 'Astronomy club'],
        ].map(([title, subject]) => ({
          ownerId: otherStudent.id,
          ownerRole: 'student' as const,
          title: title as string,
          subject: subject as string,
          subtitle: 'Lessons',
          class: '8',
          time: 'Any time',
          salary: 4000,
          description: 'Help wanted.',
          createdAt: new Date(Date.now() - 30 * 60_000),
        })),
      )
      .returning({ id: posts.id });
    try {
      assert.deepEqual(await titles('subject=tronomy C'), ['Star charts', 'Night sky']);
      assert.deepEqual(await titles('subject=ocean'), ['Tide tables']);
      await t.database.db.update(posts).set({ subject: 'Marine Biology' }).where(eq(posts.id, starCharts));
      assert.deepEqual(await titles('subject=marine'), ['Star charts']);
      assert.deepEqual(await titles('subject=astronomy'), ['Night sky']);
      // Each subject once, in lower case, the one no post has now included: it matches nothing.
      const subjects = await t.database.db.execute<{ subject: string }>(
        sql`select subject from post_subjects where subject in ('astronomy club', 'oceanography', 'marine biology')
          order by subject`,
      );
      assert.deepEqual(
        rowsOf(subjects).map((row) => row.subject),
        ['astronomy club', 'marine biology', 'oceanography'],
      );
    } finally {
      await t.database.db.delete(posts).where(inArray(posts.id, [starCharts, ...added.map((row) => row.id)]));
    }
  });

  test('class is exact; any or empty is every class', async () => {
    assert.deepEqual(await titles('class=12'), ['Calculus help']);
    assert.deepEqual(await titles('class=Hons'), ['Physics_lab partner']);
    assert.deepEqual(await titles('class=1'), []);
    assert.deepEqual(await titles('class=any'), ALL);
    assert.deepEqual(await titles('class='), ALL);
  });

  test('a post must have every selected day', async () => {
    assert.deepEqual(await titles('weekly_schedule=Sunday'), ['Calculus help', 'Physics_lab partner']);
    assert.deepEqual(await titles('weekly_schedule=Sunday,Monday'), ['Physics_lab partner']);
    assert.deepEqual(await titles('weekly_schedule=sunday&weekly_schedule=Tuesday'), ['Calculus help']);
    assert.deepEqual(await titles('weekly_schedule=Monday,Saturday'), []);
  });

  test('salary: teachers find requests paying at least it, students posts asking at most it', async () => {
    assert.deepEqual(await titles('salary=5000'), ['Calculus help', 'English reading']);
    assert.deepEqual(await titles('salary=5000', 'student'), ['Cheap offer']);
    assert.deepEqual(await titles('salary=6000', 'student'), ['Cheap offer', 'Dear offer']);
  });

  test('salary and max_size past what a column can hold match as any larger value would', async () => {
    const huge = String(2 ** 40);
    assert.deepEqual(await titles(`salary=${huge}`), []);
    assert.deepEqual(await titles(`salary=${huge}`, 'student'), ['Cheap offer', 'Dear offer']);
    assert.deepEqual(await titles(`max_size=${huge}`), []);
    assert.deepEqual(await titles(`salary=${Number.MAX_SAFE_INTEGER}&max_size=2147483648`), []);
  });

  test('booleans filter when true or false, and not when null or empty', async () => {
    assert.deepEqual(await titles('is_continuous=true'), ['Calculus help', 'English reading']);
    assert.deepEqual(await titles('is_continuous=false'), ['Physics_lab partner']);
    assert.deepEqual(await titles('is_batch=true'), ['Physics_lab partner', 'English reading']);
    assert.deepEqual(await titles('is_batch=false&is_continuous=true'), ['Calculus help']);
    assert.deepEqual(await titles('is_batch=null&is_continuous='), ALL);
  });

  test('max_size is exact', async () => {
    assert.deepEqual(await titles('max_size=4'), ['Physics_lab partner']);
    assert.deepEqual(await titles('max_size=5'), []);
  });

  test('q searches the text of every field', async () => {
    assert.deepEqual(await titles('q=integration'), ['Calculus help']);
    assert.deepEqual(await titles('q=GRAMMAR%20english'), ['English reading']);
    assert.deepEqual(await titles('q=english%20-essays'), []);
    assert.deepEqual(await titles('q=essays%20or%20optics'), ['Physics_lab partner', 'English reading']);
  });

  test('sort orders', async () => {
    assert.deepEqual(await titles('sort=newest'), ALL);
    assert.deepEqual(await titles('sort=salary_asc'), [
      'Physics_lab partner',
      'English reading',
      'Calculus help',
    ]);
    assert.deepEqual(await titles('sort=salary_desc'), [
      'Calculus help',
      'English reading',
      'Physics_lab partner',
    ]);
    // "English" appears three times in its post, "physics" twice in the other.
    assert.deepEqual(await titles('q=physics%20or%20english'), ['Physics_lab partner', 'English reading']);
    assert.deepEqual(await titles('q=physics%20or%20english&sort=relevance'), [
      'English reading',
      'Physics_lab partner',
    ]);
    assert.deepEqual(await titles('sort=relevance'), ALL);
    // Ratings do not exist yet: rating orders as newest.
    assert.deepEqual(await titles('sort=rating'), ALL);
  });

  test('pages and their meta', async () => {
    const first = await search('teacher', 'limit=2', teacher.token);
    assert.deepEqual(
      (first.json().data as Post[]).map((post) => post.title),
      ALL.slice(0, 2),
    );
    assert.deepEqual(first.json().meta, { page: 1, limit: 2, total: 3 });
    const second = await search('teacher', 'limit=2&page=2', teacher.token);
    assert.deepEqual(
      (second.json().data as Post[]).map((post) => post.title),
      ALL.slice(2),
    );
    assert.deepEqual(second.json().meta, { page: 2, limit: 2, total: 3 });
    const beyond = await search('teacher', 'limit=2&page=3', teacher.token);
    assert.deepEqual(beyond.json().data, []);
    assert.deepEqual(beyond.json().meta, { page: 3, limit: 2, total: 3 });
    assert.deepEqual((await search('teacher', 'limit=100', teacher.token)).json().meta.limit, 100);
  });

  test('unknown parameters are ignored', async () => {
    assert.deepEqual(await titles('colour=blue&subject=math'), ['Calculus help']);
  });

  test('bad values answer 400 naming the field', async () => {
    const cases: [string, string, string][] = [
      ['limit=0', 'limit', POST_SEARCH_MESSAGES.limitInvalid],
      ['limit=101', 'limit', POST_SEARCH_MESSAGES.limitInvalid],
      ['page=0', 'page', POST_SEARCH_MESSAGES.pageInvalid],
      ['salary=abc', 'salary', POST_SEARCH_MESSAGES.salaryInvalid],
      ['salary=-5', 'salary', POST_SEARCH_MESSAGES.salaryInvalid],
      ['max_size=2.5', 'max_size', POST_SEARCH_MESSAGES.batchSizeInvalid],
      ['class=x', 'class', POST_MESSAGES.classInvalid],
      ['weekly_schedule=Sunday,Funday', 'weekly_schedule', POST_MESSAGES.weekdayInvalid],
      ['is_batch=yes', 'is_batch', POST_SEARCH_MESSAGES.booleanInvalid('is_batch')],
      ['sort=cheapest', 'sort', POST_SEARCH_MESSAGES.sortInvalid],
      [`q=${'a'.repeat(201)}`, 'q', POST_SEARCH_MESSAGES.textTooLong('Search text')],
    ];
    for (const [query, field, message] of cases) {
      const response = await search('teacher', query, teacher.token);
      assert.equal(response.statusCode, 400, `${query}: ${response.body}`);
      const body = response.json();
      assert.equal(body.message, message, query);
      assert.equal(Object.keys(body.errors)[0]?.split('.')[0], field, query);
    }
  });
  // Last: it adds many posts.
  test('the total is exact below the cap and the cap above it', async () => {
    const owner = await signUp('student');
    const cap = POST_SEARCH_LIMITS.totalCap;
    const rows = Array.from({ length: cap + 5 }, (_, i) => ({
      ownerId: owner.id,
      ownerRole: 'student' as const,
      title: `Capped request ${i}`,
      subject: i < 10 ? 'Capped Exact' : 'Capped Many',
      class: '8',
      subtitle: 'Lessons',
      description: 'Help wanted.',
      time: 'Any time',
      salary: 4000,
    }));
    await t.database.db.insert(posts).values(rows);

    const exact = await search('teacher', 'subject=Capped Exact', teacher.token);
    assert.equal(exact.json().meta.total, 10);
    const many = await search('teacher', 'subject=Capped&limit=100&page=10', teacher.token);
    assert.equal(many.statusCode, 200, many.body);
    assert.equal(many.json().meta.total, cap);
    assert.equal((many.json().data as Post[]).length, 100);
  });

  // After the cap's test: it adds more posts still.
  test('a search the planner expects to be broad is not counted, and its guess ends at the first page short of full', async () => {
    const owner = await signUp('student');
    // Half of these posts are for class 3 and half pay 9,000 or more, but only one in a thousand is both, which
    // the planner, taking filters to be independent, expects of a quarter of them.
    await t.database.db.execute(sql`
      insert into posts (owner_id, owner_role, title, subtitle, subject, class, time, salary, description)
      select ${owner.id}::uuid, 'student', 'Guess ' || g, 'Lessons', 'Estimated', case when g % 2 = 0 then '3' else '4' end,
        'Any time', case when g % 2 = 1 or g % 1000 = 0 then 9000 else 3000 end, 'Help wanted.'
      from generate_series(1, 40000) g`);
    await t.database.db.execute(sql`analyze posts`);
    const total = async (query: string) => {
      const response = await search('teacher', `subject=Estimated&${query}`, teacher.token);
      assert.equal(response.statusCode, 200, response.body);
      return response.json().meta.total as number;
    };
    assert.equal(await total('class=4'), POST_SEARCH_LIMITS.totalCap);
    assert.equal(await total('class=3&salary=9000&sort=salary_asc'), POST_SEARCH_LIMITS.totalCap);
    assert.equal(await total('class=3&salary=9000&limit=30&page=2'), 40);
    assert.equal(await total('class=3&salary=9000&page=3'), 40);
    assert.equal(await total('class=3&salary=10000'), 0);
  });
});
