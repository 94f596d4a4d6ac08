import type { Role } from '@pathshala/shared-api/contract';
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { STUDENT_DASHBOARD_LIMIT, type Post } from '@pathshala/shared-api/contract';
import { posts } from '../src/db/schema';
import { explainRecommendations } from '../src/modules/dashboards/recommendations';
import {
  authHeader,
  forEachDatabase,
  removeAccount,
  startTestApp,
  type TestApp,
  signUpAs,
  type Account,
} from './helpers';
import { createPostOk, MATCHING_FIELDS } from './fixtures';

/**
 * In EXPLAIN's text: a Limit whose input (after the one-row look-ups it starts with) is the best fit's walk
 * of posts_open_offers_pair_idx, with a filter that looks nothing up (no SubPlan).
 */
const PAIR_WALK_STOPS_AT_A_PAGE = new RegExp(
  String.raw`->  Limit[^\n]*\n(\s+(InitPlan|->  CTE Scan)[^\n]*\n)*` +
    String.raw`\s+->  Index Only Scan using posts_open_offers_pair_idx[^\n]*\n\s+Index Cond[^\n]*\n` +
    String.raw`\s+Filter: (?![^\n]*SubPlan)`,
);

const baseFields = {
  subtitle: 'Weekly lessons',
  description: 'Lessons at home.',
  weekly_schedule: ['Sunday'],
  time: '17:00',
  salary: 3000,
  is_continuous: true,
  ...MATCHING_FIELDS,
};

forEachDatabase((kind) => {
  let t: TestApp;

  const signUp = (role: Role) => signUpAs(t, role);

  before(async () => {
    t = await startTestApp(kind);
  });
  after(() => t.close());

  const createPost = (
    owner: Account,
    fields: {
      title: string;
      subject: string;
      class: string;
      is_batch?: boolean;
      max_size?: number;
      [matching: string]: unknown;
    },
  ) => createPostOk(t, owner, { ...baseFields, is_batch: false, ...fields });

  const dashboard = (token?: string) =>
    t.request({
      method: 'GET',
      url: '/api/v1/student/dashboard',
      ...(token ? { headers: authHeader(token) } : {}),
    });

  async function titles(student: Account): Promise<string[]> {
    const response = await dashboard(student.token);
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().success, true);
    return (response.json().data as Post[]).map((post) => post.title);
  }

  test(`signed out 401, teachers and admins 403 (${kind})`, async () => {
    assert.equal((await dashboard()).statusCode, 401);
    assert.equal((await dashboard((await signUp('teacher')).token)).statusCode, 403);
    assert.equal((await dashboard((await signUp('admin')).token)).statusCode, 403);
  });

  test(`recommends open teacher posts, best fit with the student's requests first (${kind})`, async () => {
    const teacher = await signUp('teacher');
    const kicked = await signUp('teacher');
    const student = await signUp('student');
    const other = await signUp('student');

    // The student asks for physics in class 10 and chemistry in class 9.
    await createPost(student, { title: 'My physics request', subject: 'Physics', class: '10' });
    const removedRequest = await createPost(student, {
      title: 'Old request',
      subject: 'Geography',
      class: '5',
    });
    await t.request({
      method: 'DELETE',
      url: `/api/v1/post/delete/${removedRequest}`,
      headers: authHeader(student.token),
    });
    await createPost(student, { title: 'My chemistry request', subject: 'chemistry', class: '9' });

    await createPost(teacher, { title: 'Class match only', subject: 'Art', class: '10' });
    await createPost(teacher, { title: 'Subject match only', subject: 'PHYSICS', class: '12' });
    await createPost(teacher, { title: 'Subject and class', subject: 'physics', class: '10' });
    await createPost(teacher, { title: 'Geography offer', subject: 'Geography', class: '5' });
    await createPost(teacher, { title: 'No match', subject: 'Music', class: '3' });
    await createPost(teacher, { title: 'Chemistry other class', subject: 'Chemistry', class: '11' });
    // Never shown: a student's request, a kicked teacher's post, a joined post, a closed post, a full one.
    await createPost(other, { title: 'Another student request', subject: 'Physics', class: '10' });
    await createPost(kicked, { title: 'Kicked teacher offer', subject: 'Physics', class: '10' });
    await removeAccount(t, (await signUp('admin')).token, kicked.id);
    const joined = await createPost(teacher, {
      title: 'Already joined',
      subject: 'Physics',
      class: '10',
      is_batch: true,
      max_size: 5,
    });
    const apply = await t.request({
      method: 'POST',
      url: `/api/v1/post/student/apply/${joined}`,
      headers: authHeader(student.token),
    });
    assert.equal(apply.statusCode, 200, apply.body);
    const closed = await createPost(teacher, { title: 'Closed offer', subject: 'Physics', class: '10' });
    await t.database.db.update(posts).set({ status: 'closed' }).where(eq(posts.id, closed));
    const full = await createPost(teacher, {
      title: 'Full offer',
      subject: 'Physics',
      class: '10',
      is_batch: true,
      max_size: 2,
    });
    for (const who of [await signUp('student'), await signUp('student')]) {
      await t.request({
        method: 'POST',
        url: `/api/v1/post/student/apply/${full}`,
        headers: authHeader(who.token),
      });
    }
    // Made full by hand (as older data may be): open, with as many students as its size.
    await t.database.db.update(posts).set({ status: 'open' }).where(eq(posts.id, full));

    const response = await dashboard(student.token);
    assert.equal(response.statusCode, 200, response.body);
    const data = response.json().data as Post[];
    assert.deepEqual(
      data.map((post) => post.title),
      [
        'Subject and class',
        'Chemistry other class',
        'Subject match only',
        'Class match only',
        'No match',
        'Geography offer',
      ],
    );
    const first = data[0]!;
    assert.deepEqual(first.owner_id, { _id: teacher.id, username: teacher.name });
    assert.equal(first.owner_role, 'teacher');
    assert.equal(first.status, 'open');
    assert.deepEqual(first.interested_students, []);
  });

  test(`batches the student belongs to count as interests; newest first among equals (${kind})`, async () => {
    const teacher = await signUp('teacher');
    const student = await signUp('student');
    const booked = await createPost(teacher, { title: 'Booked english', subject: 'English', class: '7' });
    const joinResponse = await t.request({
      method: 'POST',
      url: `/api/v1/post/student/apply/${booked}`,
      headers: authHeader(student.token),
    });
    assert.equal(joinResponse.json().data.status, 'closed');

    await createPost(teacher, { title: 'English older', subject: 'english', class: '7' });
    await createPost(teacher, { title: 'English newer', subject: 'English', class: '7' });
    const list = await titles(student);
    assert.deepEqual(list.slice(0, 2), ['English newer', 'English older']);
    assert.ok(!list.includes('Booked english'));
  });

  test(`at most ${STUDENT_DASHBOARD_LIMIT} posts (${kind})`, async () => {
    const teacher = await signUp('teacher');
    const student = await signUp('student');
    for (let index = 0; index < STUDENT_DASHBOARD_LIMIT + 3; index += 1)
      await createPost(teacher, { title: `Offer ${index}`, subject: 'Math', class: '6' });
    assert.equal((await titles(student)).length, STUDENT_DASHBOARD_LIMIT);
  });

  test(`an older offer in the student's subject and class still comes before newer partial fits (${kind})`, async () => {
    const teacher = await signUp('teacher');
    const student = await signUp('student');
    await createPost(student, { title: 'Request', subject: 'Geometry', class: '8' });
    const older = await createPost(teacher, { title: 'Older best fit', subject: 'Geometry', class: '8' });
    await t.database.db
      .update(posts)
      .set({ createdAt: sql`now() - interval '30 days'` })
      .where(eq(posts.id, older));
    // More newer offers of the subject alone and of the class alone than any one lookup of the ranked
    // query reads, so only the best-fit lookup can find the older one.
    await t.database.db.execute(sql`
      insert into posts (owner_id, owner_role, title, subtitle, subject, class, time, salary, description, created_at)
      select ${teacher.id}, 'teacher', 'Partial fit ' || g, 'sub', case when g % 2 = 0 then 'Geometry' else 'Drawing' end,
        case when g % 2 = 0 then '11' else '8' end, '17:00', 3000, 'desc', now() - (g || ' seconds')::interval
      from generate_series(1, ${STUDENT_DASHBOARD_LIMIT * 10}) g`);
    const list = await titles(student);
    assert.equal(list[0], 'Older best fit');
    assert.equal(list.length, STUDENT_DASHBOARD_LIMIT);
    assert.ok(list.slice(1).every((title) => title.startsWith('Partial fit')));
  });

  test(`within a fit, offers the student can use come first: their mode, then their area, then their district (${kind})`, async () => {
    const teacher = await signUp('teacher');
    const student = await signUp('student');
    const setProfile = async (fields: Record<string, string>) => {
      const response = await t.request({
        method: 'PUT',
        url: '/api/v1/users/updateprofile',
        headers: authHeader(student.token),
        payload: fields,
      });
      assert.equal(response.statusCode, 200, response.body);
    };
    // The request is online only; the profile says where the student lives and that they want a tutor at home.
    await createPost(student, {
      title: 'Request',
      subject: 'Botany',
      class: '9',
      modes: ['online'],
      division: null,
      district: null,
      area: null,
    });
    await setProfile({ district: 'dhaka', area: 'mohammadpur', modes: 'student_home' });
    const offer = (title: string, subject: string, fields: Record<string, unknown>) =>
      createPost(teacher, { title, subject, class: '9', ...fields });
    const at = (district: string, area: string | null) => ({ division: null, district, area });
    // Oldest first: each later offer is newer.
    await offer('Same area, at home', 'Botany', { ...at('dhaka', 'mohammadpur'), modes: ['student_home'] });
    await offer('Same district, at home', 'Botany', { ...at('dhaka', 'mirpur'), modes: ['student_home'] });
    await offer('Same area, teacher place', 'Botany', {
      ...at('dhaka', 'mohammadpur'),
      modes: ['teacher_place'],
    });
    await offer('Far, at home', 'Botany', { ...at('chattogram', 'agrabad'), modes: ['student_home'] });
    await offer('Online only', 'Botany', { division: null, district: null, area: null, modes: ['online'] });
    // A partial fit (the subject in another class) next door still comes after every best fit.
    await createPost(teacher, {
      title: 'Other class, same area',
      subject: 'Botany',
      class: '10',
      ...at('dhaka', 'mohammadpur'),
      modes: ['student_home'],
    });
    assert.deepEqual((await titles(student)).slice(0, 6), [
      'Same area, at home',
      'Same district, at home',
      'Far, at home',
      'Same area, teacher place',
      'Online only',
      'Other class, same area',
    ]);

    // Without a place or modes on the profile, those of the student's newest request that gives them.
    await setProfile({ district: '', area: '', modes: '' });
    await createPost(student, {
      title: 'Newer request',
      subject: 'Botany',
      class: '9',
      modes: ['teacher_place'],
      ...at('chattogram', 'agrabad'),
    });
    assert.deepEqual((await titles(student)).slice(0, 5), [
      'Same area, teacher place',
      'Far, at home',
      'Online only',
      'Same district, at home',
      'Same area, at home',
    ]);
  });

  if (kind === 'postgres') {
    test('at scale the recommendation query reads through indexes, not the whole posts table', async () => {
      const teacher = await signUp('teacher');
      const student = await signUp('student');
      await createPost(student, { title: 'Request', subject: 'Physics', class: '10' });
      await t.database.db.execute(sql`
        insert into posts (owner_id, owner_role, title, subtitle, subject, class, time, salary, description,
          is_batch, max_size, district, area, created_at)
        select ${teacher.id}, 'teacher', 'Offer ' || g, 'sub', (array['Physics','Math','Biology','Art'])[g % 4 + 1],
          ((g % 12) + 1)::text, '17:00', 3000, 'desc', g % 2 = 0, case when g % 2 = 0 then 5 end,
          (array['dhaka','chattogram','sylhet'])[g % 3 + 1], (array['dhanmondi','mirpur'])[g % 2 + 1],
          now() - (g || ' seconds')::interval
        from generate_series(1, 50000) g`);
      // People have joined offers: two students a third of the batches, the student a few of their pair's.
      const others = [await signUp('student'), await signUp('student')];
      await t.database.db.execute(sql`
        insert into post_interests (post_id, user_id, role)
        select p.id, u.id, 'student'::user_role from posts p
        cross join unnest(array[${others[0]!.id}::uuid, ${others[1]!.id}::uuid]) u(id)
        where p.owner_id = ${teacher.id} and p.is_batch and extract(epoch from p.created_at)::bigint % 3 = 0
        union all
        (select p.id, ${student.id}::uuid, 'student' from posts p
          where p.owner_id = ${teacher.id} and p.subject = 'Physics' and p.class = '10' limit 5)`);
      await t.database.db.execute(sql`analyze posts`);
      await t.database.db.execute(sql`analyze post_interests`);
      await t.database.db.execute(sql`analyze users`);
      const plan = await explainRecommendations(t.database.db, student.id);
      // The best fit walks its own index newest first for each subject and class the student asked for.
      assert.match(plan, /Limit[\s\S]*Index (Only )?Scan using posts_open_offers_pair_idx/, plan);
      // Subjects and classes are each walked newest first on their own index (posts_open_subject_idx,
      // posts_open_offers_class_idx) or, where a subject or class is a large share of the offers, on the
      // newest-first index with it as a filter: either stops after a few rows. Never a read of the whole table,
      // nor a sort of every offer of a subject.
      assert.match(
        plan,
        /Limit[\s\S]*Index (Only )?Scan using posts_(open_subject_idx|role_status_created_at_id_idx)/,
        plan,
      );
      assert.doesNotMatch(plan, /Seq Scan on posts/, plan);
      assert.doesNotMatch(plan, /Bitmap Heap Scan on posts/, plan);
      assert.equal((await titles(student)).length, STUDENT_DASHBOARD_LIMIT);

      // Once the table's pages are marked all-visible (autovacuum does it as posts settle), the best fit's
      // walks read their indexes alone: each pair's offers with what is checked of them, and the newest
      // offers in the student's district and area with the subject and class they are matched by.
      await t.database.db.execute(sql`vacuum analyze posts`);
      const settled = await explainRecommendations(t.database.db, student.id);
      assert.match(settled, /Index Only Scan using posts_open_offers_pair_idx/, settled);
      assert.match(settled, /Index Only Scan using posts_open_(district|area)_idx/, settled);
      assert.doesNotMatch(settled, /Index Scan using posts_open_(offers_pair|district|area)_idx/, settled);
      // Each pair's walk is read by its Limit as it goes, every check made from the index (no look-up per
      // offer): not joined with the interests and sorted, which reads every offer of the pair.
      assert.match(settled, PAIR_WALK_STOPS_AT_A_PAGE, settled);
    });
  }
});
