import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { RATING_MESSAGES, type Review, type TeacherDashboard } from '@pathshala/shared-api/contract';
import { ratings } from '../src/db/schema';
import { authHeader, forEachDatabase, startTestApp, signUpAs, type Account, type TestApp } from './helpers';
import {
  acceptInvitations,
  assertError,
  createBatchOk,
  createInvitingBatch,
  holdClass,
  messagesOf,
} from './fixtures';

const batchFields = {
  subject: 'Chemistry',
  class: '10',
  weekly_schedule: ['Monday'],
  time: '13:00',
  salary: 2500,
  time_to_pay: false,
  is_continuous: true,
  is_batch: true,
};

forEachDatabase((kind) => {
  let t: TestApp;

  before(async () => {
    t = await startTestApp(kind);
  });
  after(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    account?: Account,
    payload?: object,
  ) =>
    t.request({
      method,
      url: `/api/v1${url}`,
      ...(account ? { headers: authHeader(account.token) } : {}),
      ...(payload ? { payload } : {}),
    });

  /** A teacher and students who are members of a batch the teacher teaches and has held a class of. */
  async function classroom(
    students = 1,
  ): Promise<{ teacher: Account; students: Account[]; batchId: string }> {
    const teacher = await signUpAs(t, 'teacher');
    const members: Account[] = [];
    for (let i = 0; i < students; i++) members.push(await signUpAs(t, 'student'));
    const batch = await createBatchOk(t, teacher, {
      ...batchFields,
      username: teacher.name,
      teacher_username: teacher.name,
      student_ids: members.map((m) => m.name),
    });
    await holdClass(t, teacher, batch._id);
    return { teacher, students: members, batchId: batch._id };
  }

  async function giveOk(student: Account, teacher: Account, payload: object): Promise<Review> {
    const response = await call('POST', `/rating/give-rating/${teacher.id}`, student, payload);
    assert.equal(response.statusCode, 201, response.body);
    return response.json().data;
  }

  async function summary(teacher: Account, viewer: Account) {
    const response = await call('GET', `/rating/get-rating/${teacher.id}`, viewer);
    assert.equal(response.statusCode, 200, response.body);
    return response.json().data as { averageRating: number | null; count: number };
  }

  async function dashboard(teacher: Account): Promise<TeacherDashboard> {
    const response = await call('GET', '/teacher/dashboard', teacher);
    assert.equal(response.statusCode, 200, response.body);
    return response.json().data;
  }

  test('a student in the teacher’s batch rates and reviews them; the teacher is notified', async () => {
    const { teacher, students } = await classroom();
    const [student] = students as [Account];
    const review = await giveOk(student, teacher, { rating: 4, review: 'Very clear.' });
    assert.deepEqual(Object.keys(review).sort(), [
      '_id',
      'createdAt',
      'rating',
      'review',
      'userId',
      'username',
    ]);
    assert.equal(review.userId, student.id);
    assert.equal(review.username, student.name);
    assert.equal(review.rating, 4);
    assert.equal(review.review, 'Very clear.');
    assert.ok(!Number.isNaN(Date.parse(review.createdAt)));
    assert.deepEqual((await messagesOf(t, teacher.id)).sort(), [
      `${student.name} accepted the invitation to join "Chemistry"`,
      `${student.name} rated you 4 stars`,
    ]);
    assert.deepEqual(await summary(teacher, student), { averageRating: 4, count: 1 });
  });

  test('the review is optional: stored and answered as an empty string', async () => {
    const { teacher, students } = await classroom();
    const review = await giveOk(students[0]!, teacher, { rating: 1 });
    assert.equal(review.review, '');
    assert.deepEqual((await messagesOf(t, teacher.id)).sort(), [
      `${students[0]!.name} accepted the invitation to join "Chemistry"`,
      `${students[0]!.name} rated you 1 star`,
    ]);
  });

  test('rating 0, above 5, fractional or missing is 400 Please select a rating (field rating)', async () => {
    const { teacher, students } = await classroom();
    for (const payload of [{ rating: 0 }, { rating: 6 }, { rating: 3.5 }, {}, { rating: '4' }]) {
      const response = await call('POST', `/rating/give-rating/${teacher.id}`, students[0], payload);
      assertError(response, 400, 'Please select a rating');
      assert.equal(response.json().errors.rating, 'Please select a rating');
    }
    const long = await call('POST', `/rating/give-rating/${teacher.id}`, students[0], {
      rating: 5,
      review: 'x'.repeat(2001),
    });
    assert.equal(long.statusCode, 400);
    assert.ok(long.json().errors.review);
    assert.match(long.json().message, /review/i);
    await giveOk(students[0]!, teacher, { rating: 5, review: 'x'.repeat(2000) });
  });

  test('only a student who shares or shared a batch with the teacher may rate (deleted batches count)', async () => {
    const { teacher, students, batchId } = await classroom();
    const stranger = await signUpAs(t, 'student');
    assertError(
      await call('POST', `/rating/give-rating/${teacher.id}`, stranger, { rating: 5 }),
      403,
      'You can only rate teachers you have studied with',
    );
    const deleted = await call('DELETE', `/batch/destroy/${batchId}`, teacher);
    assert.equal(deleted.statusCode, 200, deleted.body);
    await giveOk(students[0]!, teacher, { rating: 3 });
  });

  test('naming a teacher in your own batch is not studying with them: an invitation, an accepted one without a class, then a held class', async () => {
    const student = await signUpAs(t, 'student');
    const teacher = await signUpAs(t, 'teacher');
    const other = await signUpAs(t, 'student');
    const batch = await createInvitingBatch(t, student, {
      ...batchFields,
      teacher_username: teacher.name,
      student_ids: [other.name],
    });
    const rate = () => call('POST', `/rating/give-rating/${teacher.id}`, student, { rating: 1 });
    assertError(await rate(), 403, RATING_MESSAGES.notStudiedWith);

    await acceptInvitations(t, batch._id);
    assertError(await rate(), 403, RATING_MESSAGES.noClassYet);
    assertError(
      await call('POST', `/rating/give-rating/${teacher.id}`, other, { rating: 1 }),
      403,
      RATING_MESSAGES.noClassYet,
    );

    await holdClass(t, teacher, batch._id);
    assert.equal((await rate()).statusCode, 201);
    assert.equal((await call('DELETE', `/batch/destroy/${batch._id}`, student)).statusCode, 200);
    const [kept] = await t.database.db.select().from(ratings).where(eq(ratings.studentId, student.id));
    assert.equal(kept?.rating, 1, 'a rating earned in a held class stays when the batch goes');

    // The attack as it was: a batch made and deleted before the teacher ever answered counts for nothing.
    const victim = await signUpAs(t, 'teacher');
    const made = await createInvitingBatch(t, student, { ...batchFields, teacher_username: victim.name });
    assert.equal((await call('DELETE', `/batch/destroy/${made._id}`, student)).statusCode, 200);
    assertError(
      await call('POST', `/rating/give-rating/${victim.id}`, student, { rating: 1 }),
      403,
      RATING_MESSAGES.notStudiedWith,
    );
  });

  test('one rating per student per teacher: a second is 409; the unique index holds too', async () => {
    const { teacher, students } = await classroom();
    await giveOk(students[0]!, teacher, { rating: 3 });
    assertError(
      await call('POST', `/rating/give-rating/${teacher.id}`, students[0], { rating: 5 }),
      409,
      'You have already rated this teacher; edit your review instead',
    );
    await assert.rejects(
      t.database.db.insert(ratings).values({ studentId: students[0]!.id, teacherId: teacher.id, rating: 2 }),
    );
    assert.deepEqual(await summary(teacher, students[0]!), { averageRating: 3, count: 1 });
  });

  test('signed out is 401; a teacher or admin giving a rating is 403', async () => {
    const { teacher } = await classroom();
    const other = await signUpAs(t, 'teacher');
    const admin = await signUpAs(t, 'admin');
    assert.equal(
      (await call('POST', `/rating/give-rating/${teacher.id}`, undefined, { rating: 5 })).statusCode,
      401,
    );
    assert.equal((await call('GET', `/rating/get-rating/${teacher.id}`)).statusCode, 401);
    assert.equal((await call('GET', `/rating/view-reviews/${teacher.id}`)).statusCode, 401);
    assert.equal(
      (await call('PUT', `/rating/update-rating/${randomUUID()}`, undefined, { rating: 2 })).statusCode,
      401,
    );
    assert.equal((await call('DELETE', `/rating/delete-rating/${randomUUID()}`)).statusCode, 401);
    assert.equal((await call('GET', '/teacher/dashboard')).statusCode, 401);
    for (const caller of [other, admin]) {
      assert.equal(
        (await call('POST', `/rating/give-rating/${teacher.id}`, caller, { rating: 5 })).statusCode,
        403,
      );
    }
  });

  test('a non-teacher or unknown id is 404 Teacher not found; a non-uuid id is 400', async () => {
    const { students } = await classroom();
    const student = students[0]!;
    for (const id of [student.id, randomUUID()]) {
      assertError(await call('GET', `/rating/get-rating/${id}`, student), 404, 'Teacher not found');
      assertError(await call('GET', `/rating/view-reviews/${id}`, student), 404, 'Teacher not found');
      assertError(
        await call('POST', `/rating/give-rating/${id}`, student, { rating: 4 }),
        404,
        'Teacher not found',
      );
    }
    assert.equal((await call('GET', '/rating/get-rating/nope', student)).statusCode, 400);
  });

  test('an unrated teacher: averageRating null, count 0, no reviews, empty distribution', async () => {
    const { teacher, students } = await classroom(2);
    assert.deepEqual(await summary(teacher, students[0]!), { averageRating: null, count: 0 });
    const reviews = await call('GET', `/rating/view-reviews/${teacher.id}`, teacher);
    assert.deepEqual(reviews.json().data, []);
    assert.deepEqual(reviews.json().meta, { page: 1, limit: 20, total: 0 });
    const board = await dashboard(teacher);
    assert.equal(board.averageRating, null);
    assert.deepEqual(board.ratingDistribution, { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 });
    assert.deepEqual(board.reviews, []);
    assert.equal(board.totalStudents, 2);
    assert.equal(board.activeCourses, 1);
  });

  test('average, count and distribution follow give, edit and delete; the mean is not rounded', async () => {
    const { teacher, students } = await classroom(3);
    const [a, b, c] = students as [Account, Account, Account];
    const ra = await giveOk(a, teacher, { rating: 5 });
    await giveOk(b, teacher, { rating: 4 });
    const rc = await giveOk(c, teacher, { rating: 4, review: 'Good' });
    assert.deepEqual(await summary(teacher, a), { averageRating: 13 / 3, count: 3 });
    let board = await dashboard(teacher);
    assert.equal(board.averageRating, 13 / 3);
    assert.deepEqual(board.ratingDistribution, { '1': 0, '2': 0, '3': 0, '4': 2, '5': 1 });

    const edited = await call('PUT', `/rating/update-rating/${rc._id}`, c, { rating: 1 });
    assert.equal(edited.statusCode, 200, edited.body);
    assert.equal(edited.json().data.rating, 1);
    assert.equal(edited.json().data.review, 'Good', 'the review is kept when only the rating changes');
    assert.deepEqual(await summary(teacher, a), { averageRating: 10 / 3, count: 3 });
    board = await dashboard(teacher);
    assert.deepEqual(board.ratingDistribution, { '1': 1, '2': 0, '3': 0, '4': 1, '5': 1 });

    const reviewOnly = await call('PUT', `/rating/update-rating/${rc._id}`, c, { review: 'Better now' });
    assert.equal(reviewOnly.json().data.rating, 1);
    assert.equal(reviewOnly.json().data.review, 'Better now');

    const removed = await call('DELETE', `/rating/delete-rating/${ra._id}`, a);
    assert.equal(removed.statusCode, 200, removed.body);
    assert.deepEqual(await summary(teacher, a), { averageRating: 2.5, count: 2 });
    board = await dashboard(teacher);
    assert.equal(board.averageRating, 2.5);
    assert.deepEqual(board.ratingDistribution, { '1': 1, '2': 0, '3': 0, '4': 1, '5': 0 });
    const user = await call('GET', `/users/get-user/${teacher.id}`, a);
    assert.deepEqual(user.json().data.rating, { averageRating: 2.5, count: 2 });

    // After deleting, the student may rate again.
    await giveOk(a, teacher, { rating: 2 });
    assert.deepEqual(await summary(teacher, a), { averageRating: 7 / 3, count: 3 });
  });

  test('edit and delete: own only (403), unknown 404, invalid rating 400, empty body 400', async () => {
    const { teacher, students } = await classroom(2);
    const [a, b] = students as [Account, Account];
    const mine = await giveOk(a, teacher, { rating: 3 });
    assertError(
      await call('PUT', `/rating/update-rating/${mine._id}`, b, { rating: 5 }),
      403,
      'You can only edit your own review',
    );
    assertError(
      await call('PUT', `/rating/update-rating/${mine._id}`, teacher, { rating: 5 }),
      403,
      'You can only edit your own review',
    );
    assertError(
      await call('DELETE', `/rating/delete-rating/${mine._id}`, b),
      403,
      'You can only delete your own review',
    );
    assertError(
      await call('PUT', `/rating/update-rating/${randomUUID()}`, a, { rating: 5 }),
      404,
      'Review not found',
    );
    assertError(await call('DELETE', `/rating/delete-rating/${randomUUID()}`, a), 404, 'Review not found');
    assertError(
      await call('PUT', `/rating/update-rating/${mine._id}`, a, { rating: 0 }),
      400,
      'Please select a rating',
    );
    assert.equal((await call('PUT', `/rating/update-rating/${mine._id}`, a, {})).statusCode, 400);
    const long = await call('PUT', `/rating/update-rating/${mine._id}`, a, { review: 'y'.repeat(2001) });
    assert.equal(long.statusCode, 400);
    assert.ok(long.json().errors.review);
    const [row] = await t.database.db.select().from(ratings).where(eq(ratings.id, mine._id));
    assert.equal(row?.rating, 3, 'nothing changed');
  });

  test('view-reviews: newest first, paginated with meta; limit above 100 is 400', async () => {
    const { teacher, students } = await classroom(3);
    const given: Review[] = [];
    for (const [i, s] of students.entries())
      given.push(await giveOk(s, teacher, { rating: i + 2, review: `r${i}` }));
    const all = await call('GET', `/rating/view-reviews/${teacher.id}`, students[0]);
    assert.equal(all.statusCode, 200, all.body);
    assert.deepEqual(
      all.json().data.map((r: Review) => r.review),
      ['r2', 'r1', 'r0'],
    );
    assert.deepEqual(all.json().meta, { page: 1, limit: 20, total: 3 });
    const page2 = await call('GET', `/rating/view-reviews/${teacher.id}?page=2&limit=2`, teacher);
    assert.deepEqual(
      page2.json().data.map((r: Review) => r._id),
      [given[0]!._id],
    );
    assert.deepEqual(page2.json().meta, { page: 2, limit: 2, total: 3 });
    assert.equal(
      (await call('GET', `/rating/view-reviews/${teacher.id}?limit=101`, teacher)).statusCode,
      400,
    );
  });

  test('teacher dashboard: newest 5 reviews with names and initials; students and courses from live batches', async () => {
    const teacher = await signUpAs(t, 'teacher');
    const students: Account[] = [];
    for (let i = 0; i < 6; i++) students.push(await signUpAs(t, 'student'));
    const make = async (members: Account[]) => {
      const batch = await createBatchOk(t, teacher, {
        ...batchFields,
        username: teacher.name,
        teacher_username: teacher.name,
        student_ids: members.map((m) => m.name),
      });
      await holdClass(t, teacher, batch._id);
      return batch;
    };
    await make(students.slice(0, 4));
    await make(students.slice(2, 5)); // two shared with the first: distinct students count once
    const gone = await make([students[5]!]);
    assert.equal((await call('DELETE', `/batch/destroy/${gone._id}`, teacher)).statusCode, 200);
    for (const [i, s] of students.entries())
      await giveOk(s, teacher, { rating: (i % 5) + 1, review: `review ${i}` });

    const board = await dashboard(teacher);
    assert.equal(board.totalStudents, 5, 'the deleted batch’s student is not counted');
    assert.equal(board.activeCourses, 2);
    assert.deepEqual(
      board.reviews.map((r) => r.review),
      ['review 5', 'review 4', 'review 3', 'review 2', 'review 1'],
    );
    const newest = board.reviews[0]!;
    assert.deepEqual(Object.keys(newest).sort(), [
      'date',
      'rating',
      'review',
      'studentInitials',
      'studentName',
    ]);
    // signUpAs registers every account as Test User (helpers.ts register defaults).
    assert.equal(newest.studentName, 'Test User');
    assert.equal(newest.studentInitials, 'TU');
    assert.equal(newest.rating, 1);
    assert.ok(!Number.isNaN(Date.parse(newest.date)));
    assert.deepEqual(board.ratingDistribution, { '1': 2, '2': 1, '3': 1, '4': 1, '5': 1 });
    assert.equal(board.averageRating, 16 / 6);

    const student = students[0]!;
    assert.equal((await call('GET', '/teacher/dashboard', student)).statusCode, 403);
  });

  test('get-user: a teacher has rating {averageRating, count}; others have rating null', async () => {
    const { teacher, students } = await classroom();
    const viewer = students[0]!;
    const before = await call('GET', `/users/get-user/${teacher.id}`, viewer);
    assert.deepEqual(before.json().data.rating, { averageRating: null, count: 0 });
    await giveOk(viewer, teacher, { rating: 5 });
    const afterGive = await call('GET', `/users/get-user/${teacher.id}`, viewer);
    assert.deepEqual(afterGive.json().data.rating, { averageRating: 5, count: 1 });
    assert.equal(afterGive.json().data.username, teacher.name);
    const student = await call('GET', `/users/get-user/${viewer.id}`, viewer);
    assert.equal(student.json().data.rating, null);
  });
});
