import type { Role } from '@pathshala/shared-api/contract';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { POST_MESSAGES, type BatchSummary, type Post } from '@pathshala/shared-api/contract';
import { batchMembers, posts } from '../src/db/schema';
import { authHeader, forEachDatabase, startTestApp, type TestApp, signUpAs, type Account } from './helpers';
import {
  batchesOfPost as batchesMadeFrom,
  createPostOk,
  messagesOf as notificationMessages,
  MATCHING_FIELDS,
} from './fixtures';

const requestFields = {
  subject: 'Physics',
  class: '10',
  title: 'Physics tutor for class ten',
  subtitle: 'Motion and forces',
  description: 'Three lessons a week.',
  weekly_schedule: ['Sunday', 'Tuesday'],
  time: '17:00',
  salary: 4000,
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

  const createPost = (owner: Account, batch: { is_batch: boolean; max_size?: number }) =>
    createPostOk(t, owner, { ...requestFields, ...batch });

  async function apply(account: Account, role: 'student' | 'teacher', postId: string): Promise<void> {
    const response = await t.request({
      method: 'POST',
      url: `/api/v1/post/${role}/apply/${postId}`,
      headers: authHeader(account.token),
    });
    assert.equal(response.statusCode, 200, response.body);
  }

  const accept = (postId: string, teacherId: string, token?: string) =>
    t.request({
      method: 'POST',
      url: `/api/v1/post/student/accept/${postId}/${teacherId}`,
      ...(token ? { headers: authHeader(token) } : {}),
    });

  const messagesOf = (userId: string) => notificationMessages(t, userId);

  const batchesOfPost = (postId: string) => batchesMadeFrom(t, postId);

  test(`accepting a teacher makes a batch, closes the post and notifies everyone (${kind})`, async () => {
    const owner = await signUp('student');
    const [first, second, third] = [
      await signUp('student'),
      await signUp('student'),
      await signUp('student'),
    ];
    const teacher = await signUp('teacher');
    const postId = await createPost(owner, { is_batch: true, max_size: 3 });
    await apply(teacher, 'teacher', postId);
    for (const student of [first, second, third]) await apply(student, 'student', postId);

    const response = await accept(postId, teacher.id, owner.token);
    assert.equal(response.statusCode, 201, response.body);
    const batch: BatchSummary = response.json().data;
    assert.equal(batch.post_id, postId);
    assert.deepEqual(batch.teacher_id, { _id: teacher.id, username: teacher.name });
    assert.deepEqual(batch.owner_id, { _id: owner.id, username: owner.name });
    // The owner counts towards max_size 3: the third student to join is left out.
    assert.deepEqual(
      batch.student_ids.map((ref) => ref._id),
      [owner.id, first.id, second.id],
    );
    assert.deepEqual([batch.subject, batch.class, batch.title], ['Physics', '10', requestFields.title]);

    const [row] = await batchesOfPost(postId);
    assert.ok(row);
    assert.equal(row.id, batch._id);
    assert.equal(row.ownerId, owner.id);
    assert.equal(row.teacherId, teacher.id);
    assert.equal(row.salary, 4000);
    assert.deepEqual(row.weeklySchedule, ['Sunday', 'Tuesday']);
    assert.equal(row.maxSize, 3);
    const members = await t.database.db
      .select()
      .from(batchMembers)
      .where(eq(batchMembers.batchId, batch._id));
    assert.deepEqual(members.map((member) => member.userId).sort(), [owner.id, first.id, second.id].sort());

    const [stored] = await t.database.db.select().from(posts).where(eq(posts.id, postId));
    assert.equal(stored?.status, 'closed');
    const search = await t.request({
      method: 'GET',
      url: `/api/v1/post/teacher/search?title=${encodeURIComponent(requestFields.title)}&limit=100`,
      headers: authHeader(teacher.token),
    });
    assert.equal(search.statusCode, 200, search.body);
    assert.ok(!(search.json().data as Post[]).some((post) => post._id === postId));

    assert.ok(
      (await messagesOf(teacher.id)).includes(`Your interest in "${requestFields.title}" was accepted`),
    );
    const added = `You were added to a batch for "${requestFields.title}"`;
    assert.ok((await messagesOf(first.id)).includes(added));
    assert.ok((await messagesOf(second.id)).includes(added));
    assert.ok(!(await messagesOf(third.id)).includes(added));
    assert.ok(!(await messagesOf(owner.id)).includes(added));
  });

  test(`only a signed-in student may accept (${kind})`, async () => {
    const owner = await signUp('student');
    const teacher = await signUp('teacher');
    const admin = await signUp('admin');
    const postId = await createPost(owner, { is_batch: false });
    await apply(teacher, 'teacher', postId);

    assert.equal((await accept(postId, teacher.id)).statusCode, 401);
    assert.equal((await accept(postId, teacher.id, teacher.token)).statusCode, 403);
    assert.equal((await accept(postId, teacher.id, admin.token)).statusCode, 403);
    assert.equal((await batchesOfPost(postId)).length, 0);
  });

  test(`the post must be the caller's own open request with the teacher interested (${kind})`, async () => {
    const owner = await signUp('student');
    const stranger = await signUp('student');
    const teacher = await signUp('teacher');
    const idle = await signUp('teacher');
    const postId = await createPost(owner, { is_batch: false });
    await apply(teacher, 'teacher', postId);

    const unknown = await accept(randomUUID(), teacher.id, owner.token);
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json().message, POST_MESSAGES.notFound);

    const notOwner = await accept(postId, teacher.id, stranger.token);
    assert.equal(notOwner.statusCode, 403);
    assert.equal(notOwner.json().message, 'You can only accept teachers on your own post');

    const notInterested = await accept(postId, idle.id, owner.token);
    assert.equal(notInterested.statusCode, 409);
    assert.equal(notInterested.json().message, 'This teacher is not interested in this post');
    assert.equal((await batchesOfPost(postId)).length, 0);

    assert.equal((await accept(postId, teacher.id, owner.token)).statusCode, 201);
    const again = await accept(postId, teacher.id, owner.token);
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().message, 'This post is no longer open');

    const removedId = await createPost(owner, { is_batch: false });
    await apply(teacher, 'teacher', removedId);
    await t.database.db.update(posts).set({ status: 'removed' }).where(eq(posts.id, removedId));
    const removed = await accept(removedId, teacher.id, owner.token);
    assert.equal(removed.statusCode, 404);
    assert.equal(removed.json().message, POST_MESSAGES.notFound);
  });

  test(`two teachers accepted at the same moment make exactly one batch (${kind})`, async () => {
    const owner = await signUp('student');
    const teacherA = await signUp('teacher');
    const teacherB = await signUp('teacher');
    const postId = await createPost(owner, { is_batch: false });
    await apply(teacherA, 'teacher', postId);
    await apply(teacherB, 'teacher', postId);

    const responses = await Promise.all([
      accept(postId, teacherA.id, owner.token),
      accept(postId, teacherB.id, owner.token),
    ]);
    assert.deepEqual(responses.map((response) => response.statusCode).sort(), [201, 409]);
    const loser = responses.find((response) => response.statusCode === 409);
    assert.equal(loser?.json().message, 'This post is no longer open');
    assert.equal((await batchesOfPost(postId)).length, 1);
  });
});
