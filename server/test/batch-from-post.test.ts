import type { Role } from '@pathshala/shared-api/contract';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { POST_MESSAGES, type BatchSummary, type Post } from '@pathshala/shared-api/contract';
import { batchMembers, posts } from '../src/db/schema';
import { authHeader, forEachDatabase, startTestApp, type TestApp, signUpAs, type Account } from './helpers';
import {
  assertError,
  batchesOfPost as batchesMadeFrom,
  createPostOk,
  messagesOf as notificationMessages,
  MATCHING_FIELDS,
} from './fixtures';

const offerFields = {
  subject: 'Biology',
  class: '8',
  title: 'Biology for class eight',
  subtitle: 'Cells and plants',
  description: 'Two lessons a week.',
  weekly_schedule: ['Monday', 'Thursday'],
  time: '18:00',
  salary: 2500,
  is_continuous: true,
  ...MATCHING_FIELDS,
};

const fullText = `Your post "${offerFields.title}" is full and became a batch`;
const addedText = `You were added to a batch for "${offerFields.title}"`;

forEachDatabase((kind) => {
  let t: TestApp;

  const signUp = (role: Role) => signUpAs(t, role);

  before(async () => {
    t = await startTestApp(kind);
  });
  after(() => t.close());

  const createPost = (owner: Account, batch: { is_batch: boolean; max_size?: number }) =>
    createPostOk(t, owner, { ...offerFields, ...batch });

  const join = (student: Account, postId: string) =>
    t.request({
      method: 'POST',
      url: `/api/v1/post/student/apply/${postId}`,
      headers: authHeader(student.token),
    });

  const startBatch = (postId: string, token?: string) =>
    t.request({
      method: 'POST',
      url: `/api/v1/batch/teacher/create-batch/${postId}`,
      ...(token ? { headers: authHeader(token) } : {}),
    });

  const messagesOf = (userId: string) => notificationMessages(t, userId);

  /** How many mails with this subject went to the account's address. */
  const mailsTo = (account: Account, subject: string) =>
    t.outbox().filter((mail) => mail.to === `${account.name}@example.com` && mail.subject === subject).length;

  const batchesOfPost = (postId: string) => batchesMadeFrom(t, postId);

  const statusOf = async (postId: string) =>
    (await t.database.db.select({ status: posts.status }).from(posts).where(eq(posts.id, postId)))[0]?.status;

  async function membersOf(batchId: string): Promise<string[]> {
    const rows = await t.database.db
      .select({ userId: batchMembers.userId })
      .from(batchMembers)
      .where(eq(batchMembers.batchId, batchId));
    return rows.map((row) => row.userId).sort();
  }

  test(`the student who fills a teacher's batch post turns it into a batch (${kind})`, async () => {
    const teacher = await signUp('teacher');
    const [first, second, third] = [
      await signUp('student'),
      await signUp('student'),
      await signUp('student'),
    ];
    const postId = await createPost(teacher, { is_batch: true, max_size: 3 });

    for (const student of [first, second]) {
      const response = await join(student, postId);
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(response.json().data.status, 'open');
    }
    assert.equal((await batchesOfPost(postId)).length, 0);

    const last = await join(third, postId);
    assert.equal(last.statusCode, 200, last.body);
    const post: Post = last.json().data;
    assert.equal(post.status, 'closed');
    assert.deepEqual(
      post.interested_students.map((ref) => ref._id),
      [first.id, second.id, third.id],
    );

    const [batch, ...others] = await batchesOfPost(postId);
    assert.ok(batch);
    assert.equal(others.length, 0);
    assert.equal(batch.teacherId, teacher.id);
    assert.equal(batch.ownerId, teacher.id);
    assert.deepEqual(
      [batch.title, batch.subject, batch.class, batch.salary, batch.maxSize, batch.isBatch],
      [offerFields.title, 'Biology', '8', 2500, 3, true],
    );
    assert.deepEqual(batch.weeklySchedule, ['Monday', 'Thursday']);
    assert.deepEqual(await membersOf(batch.id), [first.id, second.id, third.id].sort());
    assert.equal(await statusOf(postId), 'closed');

    assert.ok((await messagesOf(teacher.id)).includes(fullText));
    for (const student of [first, second, third]) {
      assert.ok((await messagesOf(student.id)).includes(addedText));
      assert.equal(mailsTo(student, addedText), 1, 'each member is mailed once, as for any new batch');
    }

    const search = await t.request({
      method: 'GET',
      url: `/api/v1/post/student/search?title=${encodeURIComponent(offerFields.title)}&limit=100`,
      headers: authHeader((await signUp('student')).token),
    });
    assert.ok(!(search.json().data as Post[]).some((found) => found._id === postId));
  });

  test(`joining a teacher's individual post books it as a batch of one (${kind})`, async () => {
    const teacher = await signUp('teacher');
    const student = await signUp('student');
    const late = await signUp('student');
    const postId = await createPost(teacher, { is_batch: false });

    const booked = await join(student, postId);
    assert.equal(booked.statusCode, 200, booked.body);
    assert.equal(booked.json().data.status, 'closed');
    const [batch] = await batchesOfPost(postId);
    assert.ok(batch);
    assert.equal(batch.teacherId, teacher.id);
    assert.equal(batch.ownerId, teacher.id);
    assert.deepEqual(await membersOf(batch.id), [student.id]);
    assert.ok((await messagesOf(teacher.id)).includes(fullText));
    assert.ok((await messagesOf(student.id)).includes(addedText));

    assertError(await join(late, postId), 409, POST_MESSAGES.notOpen);
    assert.equal((await batchesOfPost(postId)).length, 1);
  });

  test(`a student joining another student's request makes no batch (${kind})`, async () => {
    const owner = await signUp('student');
    const student = await signUp('student');
    const postId = await createPost(owner, { is_batch: false });
    const joined = await join(student, postId);
    assert.equal(joined.statusCode, 200, joined.body);
    assert.equal(joined.json().data.status, 'open');
    assert.equal((await batchesOfPost(postId)).length, 0);
  });

  test(`two students taking the last seat at the same moment: one batch, one 409 (${kind})`, async () => {
    const teacher = await signUp('teacher');
    const [first, second, third] = [
      await signUp('student'),
      await signUp('student'),
      await signUp('student'),
    ];
    const postId = await createPost(teacher, { is_batch: true, max_size: 2 });
    assert.equal((await join(first, postId)).statusCode, 200);

    const responses = await Promise.all([join(second, postId), join(third, postId)]);
    assert.deepEqual(responses.map((response) => response.statusCode).sort(), [200, 409]);
    const loser = responses.find((response) => response.statusCode === 409);
    assert.equal(loser?.json().message, POST_MESSAGES.notOpen);
    const winner = responses[0]?.statusCode === 200 ? second : third;

    const made = await batchesOfPost(postId);
    assert.equal(made.length, 1);
    assert.deepEqual(await membersOf(made[0]!.id), [first.id, winner.id].sort());
    const loserAccount = winner === second ? third : second;
    assert.ok(!(await messagesOf(loserAccount.id)).includes(addedText));
  });

  test(`a teacher starts a batch early with the students who joined so far (${kind})`, async () => {
    const teacher = await signUp('teacher');
    const [first, second] = [await signUp('student'), await signUp('student')];
    const postId = await createPost(teacher, { is_batch: true, max_size: 5 });
    await join(first, postId);
    await join(second, postId);
    const before = await messagesOf(teacher.id);

    const response = await startBatch(postId, teacher.token);
    assert.equal(response.statusCode, 201, response.body);
    assert.equal(response.json().message, 'Batch created successfully');
    const summary: BatchSummary = response.json().data;
    assert.equal(summary.post_id, postId);
    assert.deepEqual(summary.teacher_id, { _id: teacher.id, username: teacher.name });
    assert.deepEqual(summary.owner_id, { _id: teacher.id, username: teacher.name });
    assert.deepEqual(summary.student_ids, [
      { _id: first.id, username: first.name },
      { _id: second.id, username: second.name },
    ]);
    assert.deepEqual([summary.subject, summary.class, summary.title], ['Biology', '8', offerFields.title]);

    const [row] = await batchesOfPost(postId);
    assert.equal(row?.id, summary._id);
    assert.deepEqual(await membersOf(summary._id), [first.id, second.id].sort());
    assert.equal(await statusOf(postId), 'closed');
    for (const student of [first, second]) {
      assert.ok((await messagesOf(student.id)).includes(addedText));
      assert.equal(mailsTo(student, addedText), 1);
    }
    assert.deepEqual(await messagesOf(teacher.id), before, 'the teacher who started it is not notified');

    assertError(await startBatch(postId, teacher.token), 409, POST_MESSAGES.notOpen);
    assertError(await join(await signUp('student'), postId), 409, POST_MESSAGES.notOpen);
    assert.equal((await batchesOfPost(postId)).length, 1);
  });

  test(`starting a batch early: signed out 401, students and admins 403 (${kind})`, async () => {
    const teacher = await signUp('teacher');
    const student = await signUp('student');
    const admin = await signUp('admin');
    const postId = await createPost(teacher, { is_batch: true, max_size: 4 });
    await join(student, postId);

    assert.equal((await startBatch(postId)).statusCode, 401);
    assert.equal((await startBatch(postId, student.token)).statusCode, 403);
    assert.equal((await startBatch(postId, admin.token)).statusCode, 403);
    assert.equal((await batchesOfPost(postId)).length, 0);
    assert.equal(await statusOf(postId), 'open');
  });

  test(`starting a batch early: own open post with students only (${kind})`, async () => {
    const teacher = await signUp('teacher');
    const otherTeacher = await signUp('teacher');
    const student = await signUp('student');
    const requester = await signUp('student');

    assertError(await startBatch(randomUUID(), teacher.token), 404, POST_MESSAGES.notFound);
    const malformed = await startBatch('not-an-id', teacher.token);
    assert.equal(malformed.statusCode, 400);

    const postId = await createPost(teacher, { is_batch: true, max_size: 4 });
    assertError(await startBatch(postId, teacher.token), 409, 'No students have joined this post yet');
    await join(student, postId);
    assertError(
      await startBatch(postId, otherTeacher.token),
      403,
      'You can only start a batch from your own post',
    );

    // A student's request is not a teacher's offer, even with teachers interested.
    const request = await createPost(requester, { is_batch: false });
    const interested = await t.request({
      method: 'POST',
      url: `/api/v1/post/teacher/apply/${request}`,
      headers: authHeader(teacher.token),
    });
    assert.equal(interested.statusCode, 200, interested.body);
    assertError(
      await startBatch(request, teacher.token),
      403,
      'You can only start a batch from your own post',
    );

    const removed = await createPost(teacher, { is_batch: true, max_size: 4 });
    await join(student, removed);
    await t.database.db.update(posts).set({ status: 'removed' }).where(eq(posts.id, removed));
    assertError(await startBatch(removed, teacher.token), 404, POST_MESSAGES.notFound);

    const closed = await createPost(teacher, { is_batch: true, max_size: 4 });
    await join(student, closed);
    await t.database.db.update(posts).set({ status: 'closed' }).where(eq(posts.id, closed));
    assertError(await startBatch(closed, teacher.token), 409, POST_MESSAGES.notOpen);

    for (const id of [postId, request, removed, closed]) assert.equal((await batchesOfPost(id)).length, 0);
    assert.equal(await statusOf(postId), 'open');
    assert.equal(await statusOf(request), 'open');
  });

  test(`a student joining while the teacher starts the batch: one batch either way (${kind})`, async () => {
    const teacher = await signUp('teacher');
    const [first, second] = [await signUp('student'), await signUp('student')];
    const postId = await createPost(teacher, { is_batch: true, max_size: 5 });
    await join(first, postId);

    const [started, joined] = await Promise.all([startBatch(postId, teacher.token), join(second, postId)]);
    assert.equal(started.statusCode, 201, started.body);
    const made = await batchesOfPost(postId);
    assert.equal(made.length, 1);
    if (joined.statusCode === 200) {
      assert.deepEqual(await membersOf(made[0]!.id), [first.id, second.id].sort());
    } else {
      assertError(joined, 409, POST_MESSAGES.notOpen);
      assert.deepEqual(await membersOf(made[0]!.id), [first.id]);
    }
  });
  const edit = (postId: string, token: string, payload: Record<string, unknown>) =>
    t.request({ method: 'PUT', url: `/api/v1/post/update/${postId}`, headers: authHeader(token), payload });

  test(`an offer cannot be edited down to the students who joined it; a matched post is not edited (${kind})`, async () => {
    const teacher = await signUp('teacher');
    const [first, second] = [await signUp('student'), await signUp('student')];
    const postId = await createPost(teacher, { is_batch: true, max_size: 4 });
    await join(first, postId);
    await join(second, postId);

    for (const payload of [{ max_size: 2 }, { is_batch: false }]) {
      const refused = await edit(postId, teacher.token, payload);
      assertError(refused, 409, POST_MESSAGES.capacityNotAboveJoined);
      assert.equal(refused.json().errors.max_size, POST_MESSAGES.capacityNotAboveJoined);
    }
    const [unchanged] = await t.database.db.select().from(posts).where(eq(posts.id, postId));
    assert.equal(unchanged?.maxSize, 4);
    assert.equal(unchanged?.isBatch, true);

    const roomier = await edit(postId, teacher.token, { max_size: 3, title: 'Biology, three seats' });
    assert.equal(roomier.statusCode, 200, roomier.body);
    assert.equal((roomier.json().data as Post).max_size, 3);

    assert.equal((await startBatch(postId, teacher.token)).statusCode, 201);
    assertError(await edit(postId, teacher.token, { title: 'Too late' }), 409, POST_MESSAGES.notOpen);
  });
});
