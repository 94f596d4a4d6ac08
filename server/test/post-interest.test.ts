import type { Role } from '@pathshala/shared-api/contract';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { POST_MESSAGES, type Post } from '@pathshala/shared-api/contract';
import { notifications, posts } from '../src/db/schema';
import { postResponse } from '../src/modules/posts/repository';
import {
  authHeader,
  forEachDatabase,
  scansOfTable,
  removeAccount,
  startTestApp,
  type TestApp,
  signUpAs,
  type Account,
} from './helpers';
import { assertError, createPostOk, MATCHING_FIELDS } from './fixtures';

const postFields = {
  subject: 'Chemistry',
  class: '9',
  title: 'Chemistry for class nine',
  subtitle: 'Atoms and bonds',
  description: 'Two lessons a week.',
  weekly_schedule: ['Sunday', 'Wednesday'],
  time: '16:00',
  salary: 3000,
  is_continuous: true,
  ...MATCHING_FIELDS,
};

forEachDatabase((kind) => {
  let t: TestApp;
  let teacher: Account;
  let otherTeacher: Account;
  let student: Account;
  let otherStudent: Account;
  let admin: Account;

  const signUp = (role: Role) => signUpAs(t, role);

  before(async () => {
    t = await startTestApp(kind);
    teacher = await signUp('teacher');
    otherTeacher = await signUp('teacher');
    student = await signUp('student');
    otherStudent = await signUp('student');
    admin = await signUp('admin');
  });
  after(() => t.close());

  const createPost = (owner: Account, batch: { is_batch: boolean; max_size?: number }) =>
    createPostOk(t, owner, { ...postFields, ...batch });

  const interest = (action: 'apply' | 'retract', role: string, postId: string, token?: string) =>
    t.request({
      method: action === 'apply' ? 'POST' : 'DELETE',
      url: `/api/v1/post/${role}/${action}/${postId}`,
      ...(token ? { headers: authHeader(token) } : {}),
    });

  const apply = (who: Account, role: string, postId: string) => interest('apply', role, postId, who.token);
  const retract = (who: Account, role: string, postId: string) =>
    interest('retract', role, postId, who.token);

  const usernames = (refs: { username: string }[]) => refs.map((ref) => ref.username);

  async function notificationsOf(userId: string): Promise<string[]> {
    const rows = await t.database.db
      .select({ message: notifications.message })
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(notifications.createdAt);
    return rows.map((row) => row.message);
  }

  test('a teacher shows interest in a student request: 200, the post with the lists, the owner notified', async () => {
    const postId = await createPost(student, { is_batch: false });
    const response = await apply(teacher, 'teacher', postId);
    assert.equal(response.statusCode, 200, response.body);
    const post: Post = response.json().data;
    assert.equal(post._id, postId);
    assert.deepEqual(usernames(post.interested_teachers), [teacher.name]);
    assert.deepEqual(post.interested_students, []);
    assert.deepEqual(await notificationsOf(student.id), [
      `${teacher.name} is interested in your post "${postFields.title}"`,
    ]);

    const listed = await t.request({
      method: 'GET',
      url: '/api/v1/post/posts',
      headers: authHeader(teacher.token),
    });
    const mine = (listed.json().data as Post[]).find((candidate) => candidate._id === postId);
    assert.deepEqual(mine, post, 'the answer has the same shape as GET /post/posts');
  });

  test('retracting removes the caller from the list and notifies the owner', async () => {
    const postId = await createPost(student, { is_batch: false });
    assert.equal((await apply(teacher, 'teacher', postId)).statusCode, 200);
    assert.equal((await apply(otherTeacher, 'teacher', postId)).statusCode, 200);
    const before = await notificationsOf(student.id);

    const response = await retract(teacher, 'teacher', postId);
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(usernames(response.json().data.interested_teachers), [otherTeacher.name]);
    assert.deepEqual((await notificationsOf(student.id)).slice(before.length), [
      `${teacher.name} withdrew interest from your post "${postFields.title}"`,
    ]);
  });

  test('a student joins a teacher post and another student request, each in the student list', async () => {
    const teacherPost = await createPost(teacher, { is_batch: true, max_size: 5 });
    const joined = await apply(student, 'student', teacherPost);
    assert.equal(joined.statusCode, 200, joined.body);
    assert.deepEqual(usernames(joined.json().data.interested_students), [student.name]);
    assert.deepEqual(joined.json().data.interested_teachers, []);

    const request = await createPost(otherStudent, { is_batch: false });
    const joinedRequest = await apply(student, 'student', request);
    assert.equal(joinedRequest.statusCode, 200, joinedRequest.body);
    assert.deepEqual(usernames(joinedRequest.json().data.interested_students), [student.name]);
    assert.ok(
      (await notificationsOf(otherStudent.id)).includes(
        `${student.name} is interested in your post "${postFields.title}"`,
      ),
    );
  });

  test("a request's teachers and students each keep their order, read with one lookup of its interests", async () => {
    const request = await createPost(otherStudent, { is_batch: true, max_size: 5 });
    const fourth = await signUp('student');
    let answer: Post | undefined;
    for (const [who, role] of [
      [teacher, 'teacher'],
      [student, 'student'],
      [otherTeacher, 'teacher'],
      [fourth, 'student'],
    ] as const) {
      const applied = await apply(who, role, request);
      assert.equal(applied.statusCode, 200, applied.body);
      answer = applied.json().data;
    }
    assert.deepEqual(usernames(answer?.interested_teachers ?? []), [teacher.name, otherTeacher.name]);
    assert.deepEqual(usernames(answer?.interested_students ?? []), [student.name, fourth.name]);

    const statement = t.database.db.select(postResponse).from(posts).where(eq(posts.id, request));
    assert.equal(await scansOfTable(t.database.db, statement, 'post_interests'), 1);
  });

  test('a teacher cannot show interest in a teacher post', async () => {
    const postId = await createPost(teacher, { is_batch: false });
    assertError(
      await apply(otherTeacher, 'teacher', postId),
      400,
      POST_MESSAGES.teacherOnStudentRequestsOnly,
    );
  });

  test('nobody joins their own post, and nothing is written', async () => {
    const postId = await createPost(student, { is_batch: false });
    assertError(await apply(student, 'student', postId), 400, POST_MESSAGES.ownPost);
    const post = await t.request({
      method: 'GET',
      url: '/api/v1/post/posts',
      headers: authHeader(student.token),
    });
    const mine = (post.json().data as Post[]).find((candidate) => candidate._id === postId);
    assert.deepEqual(mine?.interested_students, []);
  });

  test('the role in the path must be the caller role; admins and signed-out callers are refused', async () => {
    const postId = await createPost(student, { is_batch: false });
    assertError(await apply(teacher, 'student', postId), 403, POST_MESSAGES.notYourRole);
    assertError(await apply(otherStudent, 'teacher', postId), 403, POST_MESSAGES.notYourRole);
    assertError(await retract(teacher, 'student', postId), 403, POST_MESSAGES.notYourRole);
    assert.equal((await apply(admin, 'student', postId)).statusCode, 403);
    assert.equal((await apply(admin, 'teacher', postId)).statusCode, 403);
    assertError(await interest('apply', 'student', postId), 401, 'Unauthorized user');
    assertError(await interest('retract', 'teacher', postId), 401, 'Unauthorized user');
  });

  test('a role other than student or teacher, or a malformed id, is a 400', async () => {
    const postId = await createPost(student, { is_batch: false });
    assertError(await apply(admin, 'admin', postId), 400, POST_MESSAGES.roleInvalid);
    assertError(await apply(teacher, 'principal', postId), 400, POST_MESSAGES.roleInvalid);
    assert.equal((await apply(teacher, 'teacher', 'not-a-uuid')).statusCode, 400);
  });

  test('an unknown or removed post is 404, a closed post 409', async () => {
    assertError(await apply(teacher, 'teacher', randomUUID()), 404, POST_MESSAGES.notFound);
    assertError(await retract(teacher, 'teacher', randomUUID()), 404, POST_MESSAGES.notFound);

    const removed = await createPost(student, { is_batch: false });
    const deleted = await t.request({
      method: 'DELETE',
      url: `/api/v1/post/delete/${removed}`,
      headers: authHeader(student.token),
    });
    assert.equal(deleted.statusCode, 200, deleted.body);
    assertError(await apply(teacher, 'teacher', removed), 404, POST_MESSAGES.notFound);

    const closed = await createPost(student, { is_batch: false });
    assert.equal((await apply(teacher, 'teacher', closed)).statusCode, 200);
    await t.database.db.update(posts).set({ status: 'closed' }).where(eq(posts.id, closed));
    assertError(await apply(otherTeacher, 'teacher', closed), 409, POST_MESSAGES.notOpen);
    assertError(await retract(teacher, 'teacher', closed), 409, POST_MESSAGES.notOpen);
  });

  test('applying twice is 409 and notifies the owner once', async () => {
    const postId = await createPost(student, { is_batch: false });
    const before = await notificationsOf(student.id);
    assert.equal((await apply(teacher, 'teacher', postId)).statusCode, 200);
    assertError(await apply(teacher, 'teacher', postId), 409, POST_MESSAGES.alreadyInterested);
    assert.equal((await notificationsOf(student.id)).length, before.length + 1);
  });

  test('retracting without interest is 409 and notifies nobody', async () => {
    const postId = await createPost(student, { is_batch: false });
    const before = await notificationsOf(student.id);
    assertError(await retract(teacher, 'teacher', postId), 409, POST_MESSAGES.notInterested);
    assert.deepEqual(await notificationsOf(student.id), before);
  });

  test('a teacher batch post is full when its students reach max_size: it closes, later joins are 409', async () => {
    const postId = await createPost(teacher, { is_batch: true, max_size: 2 });
    assert.equal((await apply(student, 'student', postId)).statusCode, 200);
    const filled = await apply(otherStudent, 'student', postId);
    assert.equal(filled.statusCode, 200, filled.body);
    assert.equal(filled.json().data.status, 'closed');
    const third = await signUp('student');
    assertError(await apply(third, 'student', postId), 409, POST_MESSAGES.notOpen);
    // The batch is made: leaving the post is no longer possible.
    assertError(await retract(otherStudent, 'student', postId), 409, POST_MESSAGES.notOpen);
  });

  test('a size lowered below the students already in makes the post full without closing it', async () => {
    const postId = await createPost(teacher, { is_batch: true, max_size: 3 });
    assert.equal((await apply(student, 'student', postId)).statusCode, 200);
    assert.equal((await apply(otherStudent, 'student', postId)).statusCode, 200);
    await t.database.db.update(posts).set({ maxSize: 2 }).where(eq(posts.id, postId));
    const third = await signUp('student');
    assertError(await apply(third, 'student', postId), 409, POST_MESSAGES.batchFull);
  });

  /** A post's joined_students, and its student interests counted: the two must always agree. */
  async function seatsTaken(postId: string): Promise<[stored: number, counted: number]> {
    const [row] = await t.database.db
      .select({
        stored: posts.joinedStudents,
        counted: sql<number>`(select count(*)::int from post_interests i
          where i.post_id = ${posts.id} and i.role = 'student')`,
      })
      .from(posts)
      .where(eq(posts.id, postId));
    return [row?.stored ?? -1, row?.counted ?? -1];
  }

  test("a post's seats taken follow its students through joins, leaves, a removal and a filling join", async () => {
    const offer = await createPost(teacher, { is_batch: true, max_size: 3 });
    assert.deepEqual(await seatsTaken(offer), [0, 0]);
    assert.equal((await apply(student, 'student', offer)).statusCode, 200);
    assert.equal((await apply(otherStudent, 'student', offer)).statusCode, 200);
    assert.deepEqual(await seatsTaken(offer), [2, 2]);
    assert.equal((await retract(student, 'student', offer)).statusCode, 200);
    assert.deepEqual(await seatsTaken(offer), [1, 1]);
    // Removing a student withdraws their interest in open posts.
    const leaving = await signUp('student');
    assert.equal((await apply(leaving, 'student', offer)).statusCode, 200);
    assert.deepEqual(await seatsTaken(offer), [2, 2]);
    await removeAccount(t, admin.token, leaving.id);
    assert.deepEqual(await seatsTaken(offer), [1, 1]);
    // The join that fills the offer makes it a batch; its students stay counted.
    assert.equal((await apply(student, 'student', offer)).statusCode, 200);
    const filling = await apply(await signUp('student'), 'student', offer);
    assert.equal(filling.json().data.status, 'closed', filling.body);
    assert.deepEqual(await seatsTaken(offer), [3, 3]);

    // Teachers' interest takes no student's seat; a student joining a request does.
    const request = await createPost(otherStudent, { is_batch: false });
    assert.equal((await apply(teacher, 'teacher', request)).statusCode, 200);
    assert.deepEqual(await seatsTaken(request), [0, 0]);
    assert.equal((await apply(student, 'student', request)).statusCode, 200);
    assert.deepEqual(await seatsTaken(request), [1, 1]);
  });

  test('students applying at once to a batch of two: exactly two join', async () => {
    const postId = await createPost(teacher, { is_batch: true, max_size: 2 });
    const applicants = await Promise.all(Array.from({ length: 6 }, () => signUp('student')));
    const responses = await Promise.all(applicants.map((applicant) => apply(applicant, 'student', postId)));
    const statuses = responses.map((response) => response.statusCode).sort();
    assert.deepEqual(statuses, [200, 200, 409, 409, 409, 409]);
    // The second join fills the batch and closes the post, so the others find it no longer open.
    for (const response of responses.filter((candidate) => candidate.statusCode === 409))
      assert.equal(response.json().message, POST_MESSAGES.notOpen);

    assert.deepEqual(await seatsTaken(postId), [2, 2]);

    const joined = applicants.filter((_, index) => responses[index]?.statusCode === 200).map((a) => a.name);
    const stored = await t.request({
      method: 'GET',
      url: '/api/v1/post/posts',
      headers: authHeader(teacher.token),
    });
    const post = (stored.json().data as Post[]).find((candidate) => candidate._id === postId);
    assert.deepEqual(usernames(post?.interested_students ?? []).sort(), joined.sort());
    const applicantNames = new Set(applicants.map((applicant) => applicant.name));
    const ownerNotes = (await notificationsOf(teacher.id)).filter((message) =>
      applicantNames.has(message.split(' ')[0] ?? ''),
    );
    assert.equal(ownerNotes.length, 2, 'only the applies that succeeded notified the owner');
  });
});
