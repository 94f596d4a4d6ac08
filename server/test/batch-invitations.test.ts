// Being named in a batch is an invitation: nobody is one of a batch's people (its teacher, its students) until
// they accept it. Every route that counts a batch's people sees only those who did.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import {
  BATCH_MESSAGES,
  BOARD_MESSAGES,
  MATERIALS_MESSAGES,
  PAYMENT_MESSAGES,
  SCHEDULE_MESSAGES,
  type Batch,
  type BatchInvitation,
} from '@pathshala/shared-api/contract';
import { batches, batchInvitations, batchMembers } from '../src/db/schema';
import { batchWithPeople } from '../src/modules/batches/manage';
import { forEachDatabase, scansOfTable, signUpAs, startTestApp, type Account, type TestApp } from './helpers';
import { assertError, callApi, createInvitingBatch, messagesOf } from './fixtures';

const fields = {
  subject: 'Physics',
  class: '9',
  weekly_schedule: ['Sunday'],
  time: '18:30',
  salary: 3000,
  is_continuous: true,
  is_batch: true,
  max_size: 3,
};

forEachDatabase((kind) => {
  let t: TestApp;

  before(async () => {
    t = await startTestApp(kind);
  });
  after(() => t.close());

  const signUp = (role: 'student' | 'teacher' | 'admin') => signUpAs(t, role);
  const create = (owner: Account, payload: Record<string, unknown>) =>
    createInvitingBatch(t, owner, { ...fields, ...payload });

  async function invitationsOf(account: Account): Promise<BatchInvitation[]> {
    const response = await callApi(t, 'GET', '/batch/invitations', account);
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().message, BATCH_MESSAGES.invitationsListed);
    return response.json().data;
  }

  /** The id of `account`'s invitation to the batch (asserted to exist). */
  async function invitationTo(account: Account, batchId: string): Promise<string> {
    const found = (await invitationsOf(account)).find((invitation) => invitation.batch._id === batchId);
    assert.ok(found, `${account.name} is invited to ${batchId}`);
    return found._id;
  }

  const answer = (account: Account | null, invitationId: string, verb: 'accept' | 'decline') =>
    callApi(t, 'PUT', `/batch/invitations/${invitationId}/${verb}`, account);

  async function acceptOk(account: Account, batchId: string): Promise<Batch> {
    const response = await answer(account, await invitationTo(account, batchId), 'accept');
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().message, BATCH_MESSAGES.invitationAccepted);
    return response.json().data;
  }

  const membersOf = async (batchId: string) =>
    (
      await t.database.db
        .select({ userId: batchMembers.userId })
        .from(batchMembers)
        .where(eq(batchMembers.batchId, batchId))
    ).map((row) => row.userId);

  const teacherOf = async (batchId: string) =>
    (await t.database.db.select().from(batches).where(eq(batches.id, batchId)))[0]?.teacherId ?? null;

  test('whoever creates, those they name are invited, not made members; the owner is in at once', async () => {
    const student = await signUp('student');
    const teacher = await signUp('teacher');
    const friend = await signUp('student');
    const owned = await create(student, { teacher_username: teacher.name, student_ids: [friend.name] });
    assert.deepEqual(await membersOf(owned._id), [student.id]);
    assert.equal(await teacherOf(owned._id), null);

    const taught = await create(teacher, { student_ids: [student.name, friend.name] });
    assert.deepEqual(await membersOf(taught._id), []);
    assert.equal(await teacherOf(taught._id), teacher.id);
    assert.deepEqual(taught.invited_students.map((ref) => ref._id).sort(), [student.id, friend.id].sort());

    const admin = await signUp('admin');
    const byAdmin = await create(admin, {
      username: friend.name,
      teacher_username: teacher.name,
      student_ids: [student.name],
    });
    assert.deepEqual(await membersOf(byAdmin._id), [friend.id]);
    assert.equal(byAdmin.invited_teacher?._id, teacher.id);
    assert.deepEqual(byAdmin.invited_students, [{ _id: student.id, username: student.name }]);

    const rows = await t.database.db
      .select()
      .from(batchInvitations)
      .where(eq(batchInvitations.batchId, byAdmin._id));
    assert.deepEqual(
      rows.map((row) => [row.userId, row.role, row.invitedBy]).sort(),
      [
        [student.id, 'student', friend.id],
        [teacher.id, 'teacher', friend.id],
      ].sort(),
    );

    assert.deepEqual(
      (await messagesOf(t, teacher.id)).sort(),
      [
        `${friend.name} invited you to teach "Physics"`,
        `${student.name} invited you to teach "Physics"`,
      ].sort(),
    );
    assert.ok((await messagesOf(t, friend.id)).includes(`${teacher.name} invited you to join "Physics"`));
    assert.ok((await messagesOf(t, friend.id)).includes('You were added to a batch for "Physics"'));
  });

  test("a batch's invited teacher and students are read with one lookup of its invitations", async () => {
    const owner = await signUp('student');
    const [teacher, friend] = [await signUp('teacher'), await signUp('student')];
    const batch = await create(owner, { teacher_username: teacher.name, student_ids: [friend.name] });
    assert.equal(batch.invited_teacher?._id, teacher.id);
    assert.deepEqual(batch.invited_students, [{ _id: friend.id, username: friend.name }]);

    const statement = t.database.db.select(batchWithPeople).from(batches).where(eq(batches.id, batch._id));
    assert.equal(await scansOfTable(t.database.db, statement, 'batch_invitations'), 1);
  });

  test('an invitee lists their invitations newest first with the batch as the batch list shows it', async () => {
    const owner = await signUp('student');
    const teacher = await signUp('teacher');
    const invitee = await signUp('student');
    const first = await create(owner, { title: 'First', student_ids: [invitee.name] });
    const second = await create(teacher, { title: 'Second', student_ids: [invitee.name, owner.name] });
    const listed = await invitationsOf(invitee);
    assert.deepEqual(
      listed.map((invitation) => invitation.batch._id),
      [second._id, first._id],
    );
    const [newest] = listed;
    assert.deepEqual(Object.keys(newest!).sort(), ['_id', 'batch', 'createdAt', 'invited_by', 'role']);
    assert.equal(newest!.role, 'student');
    assert.deepEqual(newest!.invited_by, { _id: teacher.id, username: teacher.name });
    assert.equal(newest!.batch.title, 'Second');
    assert.deepEqual(newest!.batch.student_ids, []);
    assert.deepEqual(
      newest!.batch.invited_students.map((ref) => ref.username).sort(),
      [invitee.name, owner.name].sort(),
    );
    assert.equal(newest!.batch.time_to_pay, false);

    const invitedTeacher = await signUp('teacher');
    await create(owner, { title: 'Third', teacher_username: invitedTeacher.name });
    const [teaching] = await invitationsOf(invitedTeacher);
    assert.equal(teaching?.role, 'teacher');
    assert.equal(teaching?.batch.invited_teacher?._id, invitedTeacher.id);
    assert.deepEqual(await invitationsOf(owner), (await invitationsOf(owner)).slice(0, 1));

    // A deleted batch's invitations leave the list.
    assert.equal((await callApi(t, 'DELETE', `/batch/destroy/${first._id}`, owner)).statusCode, 200);
    assert.deepEqual(
      (await invitationsOf(invitee)).map((invitation) => invitation.batch._id),
      [second._id],
    );
    assert.ok((await messagesOf(t, invitee.id)).includes('The batch "First" was deleted'));
  });

  test('signed out is 401; an admin has no invitations (403)', async () => {
    assert.equal((await callApi(t, 'GET', '/batch/invitations')).statusCode, 401);
    assert.equal((await answer(null, randomUUID(), 'accept')).statusCode, 401);
    assert.equal((await answer(null, randomUUID(), 'decline')).statusCode, 401);
    const admin = await signUp('admin');
    assert.equal((await callApi(t, 'GET', '/batch/invitations', admin)).statusCode, 403);
    assert.equal((await answer(admin, randomUUID(), 'accept')).statusCode, 403);
  });

  test('a student accepts: they join, the owner and the teacher are told, the batch comes back', async () => {
    const owner = await signUp('student');
    const teacher = await signUp('teacher');
    const friend = await signUp('student');
    const batch = await create(owner, {
      title: 'Optics',
      teacher_username: teacher.name,
      student_ids: [friend.name],
    });
    await acceptOk(teacher, batch._id);
    const joined = await acceptOk(friend, batch._id);
    assert.deepEqual(joined.student_ids.map((ref) => ref._id).sort(), [owner.id, friend.id].sort());
    assert.deepEqual(joined.invited_students, []);
    assert.equal(joined.teacher_id?._id, teacher.id);
    assert.equal(joined.invited_teacher, null);
    assert.deepEqual(await invitationsOf(friend), []);
    const note = `${friend.name} accepted the invitation to join "Optics"`;
    assert.ok((await messagesOf(t, owner.id)).includes(note));
    assert.ok((await messagesOf(t, teacher.id)).includes(note));
    assert.ok(
      (await messagesOf(t, owner.id)).includes(`${teacher.name} accepted the invitation to teach "Optics"`),
    );

    // Answering again finds nothing.
    const stale = await t.database.db
      .select()
      .from(batchInvitations)
      .where(eq(batchInvitations.batchId, batch._id));
    assert.deepEqual(stale, []);
  });

  test('a student declines: the invitation goes, the owner is told, nothing else changes', async () => {
    const teacher = await signUp('teacher');
    const invitee = await signUp('student');
    const batch = await create(teacher, { title: 'Waves', student_ids: [invitee.name] });
    const invitationId = await invitationTo(invitee, batch._id);
    const response = await answer(invitee, invitationId, 'decline');
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), {
      statusCode: 200,
      data: null,
      message: BATCH_MESSAGES.invitationDeclined,
      success: true,
    });
    assert.deepEqual(await membersOf(batch._id), []);
    assert.deepEqual(await invitationsOf(invitee), []);
    assert.ok(
      (await messagesOf(t, teacher.id)).includes(`${invitee.name} declined the invitation to join "Waves"`),
    );
    assertError(await answer(invitee, invitationId, 'accept'), 404, BATCH_MESSAGES.invitationNotFound);
  });

  test('another user’s, an unknown or a deleted batch’s invitation is 404 and changes nothing', async () => {
    const teacher = await signUp('teacher');
    const invitee = await signUp('student');
    const other = await signUp('student');
    const otherTeacher = await signUp('teacher');
    const batch = await create(teacher, { student_ids: [invitee.name] });
    const invitationId = await invitationTo(invitee, batch._id);
    for (const stranger of [other, otherTeacher, teacher])
      for (const verb of ['accept', 'decline'] as const)
        assertError(await answer(stranger, invitationId, verb), 404, BATCH_MESSAGES.invitationNotFound);
    assertError(await answer(invitee, randomUUID(), 'accept'), 404, BATCH_MESSAGES.invitationNotFound);
    assert.equal((await answer(invitee, 'not-an-id', 'accept')).statusCode, 400);
    assert.deepEqual(await invitationsOf(invitee).then((list) => list.map((i) => i._id)), [invitationId]);

    // A batch deleted behind the invitation's back (its rows kept) answers as if the invitation were gone.
    await t.database.db.update(batches).set({ deletedAt: new Date() }).where(eq(batches.id, batch._id));
    assertError(await answer(invitee, invitationId, 'accept'), 404, BATCH_MESSAGES.invitationNotFound);
    assert.deepEqual(await membersOf(batch._id), []);
  });

  test('a full batch is 409 for the last to accept; a batch that has a teacher by now is 409 for a second', async () => {
    const teacher = await signUp('teacher');
    const invitees = [await signUp('student'), await signUp('student')];
    const batch = await create(teacher, { max_size: 2, student_ids: invitees.map((s) => s.name) });
    // The owner filled a place meanwhile (a member of some other route's making).
    const late = await signUp('student');
    await t.database.db.insert(batchMembers).values({ batchId: batch._id, userId: late.id });
    await acceptOk(invitees[0]!, batch._id);
    const full = await answer(invitees[1]!, await invitationTo(invitees[1]!, batch._id), 'accept');
    assertError(full, 409, BATCH_MESSAGES.batchFull);
    assert.equal((await invitationsOf(invitees[1]!)).length, 1, 'the invitation stays to be declined');

    const owner = await signUp('student');
    const named = await signUp('teacher');
    const owned = await create(owner, { teacher_username: named.name });
    const someoneElse = await signUp('teacher');
    await t.database.db.update(batches).set({ teacherId: someoneElse.id }).where(eq(batches.id, owned._id));
    const taken = await answer(named, await invitationTo(named, owned._id), 'accept');
    assertError(taken, 409, BATCH_MESSAGES.teacherTaken);
    assert.equal(await teacherOf(owned._id), someoneElse.id);
  });

  test('capacity counts pending invitations: naming more students than places is a 400', async () => {
    const owner = await signUp('student');
    const names = [
      (await signUp('student')).name,
      (await signUp('student')).name,
      (await signUp('student')).name,
    ];
    const response = await callApi(t, 'POST', '/batch/create', owner, {
      ...fields,
      max_size: 3,
      student_ids: names,
    });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().errors.student_ids, BATCH_MESSAGES.overCapacity(3));
  });

  test('before accepting an invitee is asked for no payment and sees neither the batch, its classes nor its board; after, they do', async () => {
    const teacher = await signUp('teacher');
    const member = await signUp('student');
    const invitee = await signUp('student');
    const batch = await create(teacher, { title: 'Mechanics', student_ids: [member.name, invitee.name] });
    await acceptOk(member, batch._id);

    const asked = await callApi(t, 'POST', `/batch/teacher/ask-for-payment/${batch._id}`, teacher);
    assert.equal(asked.statusCode, 201, asked.body);
    assert.equal(asked.json().data.students, 1, 'only the member is asked');
    assert.ok(!(await messagesOf(t, invitee.id)).some((message) => message.startsWith('Payment requested')));
    assertError(
      await callApi(t, 'POST', '/payment/pay', invitee, { batchId: batch._id }),
      403,
      PAYMENT_MESSAGES.notAMember,
    );
    assertError(
      await callApi(t, 'GET', `/batch/${batch._id}`, invitee),
      403,
      MATERIALS_MESSAGES.notMemberBatch,
    );
    assertError(
      await callApi(t, 'GET', `/batch/${batch._id}/sessions`, invitee),
      403,
      SCHEDULE_MESSAGES.notMember,
    );
    assertError(
      await callApi(t, 'GET', `/batch/${batch._id}/messages`, invitee),
      403,
      BOARD_MESSAGES.notMember,
    );
    const list = await callApi(t, 'GET', '/batch/batches', invitee);
    assert.deepEqual(list.json().data, []);

    await acceptOk(invitee, batch._id);
    assert.equal((await callApi(t, 'GET', `/batch/${batch._id}`, invitee)).statusCode, 200);
    assert.equal((await callApi(t, 'GET', `/batch/${batch._id}/sessions`, invitee)).statusCode, 200);
    assert.equal((await callApi(t, 'GET', `/batch/${batch._id}/messages`, invitee)).statusCode, 200);
    const listed = await callApi(t, 'GET', '/batch/batches', invitee);
    assert.deepEqual(
      listed.json().data.map((item: Batch) => item._id),
      [batch._id],
    );
  });

  test('the owner withdraws an invitation with remove-user; the invitee is told; a stranger is still 404', async () => {
    const owner = await signUp('student');
    const teacher = await signUp('teacher');
    const invitee = await signUp('student');
    const stranger = await signUp('student');
    const batch = await create(owner, {
      title: 'Heat',
      teacher_username: teacher.name,
      student_ids: [invitee.name],
    });
    assert.equal(
      (await callApi(t, 'DELETE', `/batch/remove-user/${batch._id}/${invitee.id}`, teacher)).statusCode,
      403,
    );
    const response = await callApi(t, 'DELETE', `/batch/remove-user/${batch._id}/${invitee.id}`, owner);
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().message, BATCH_MESSAGES.invitationWithdrawn);
    assert.deepEqual(response.json().data.invited_students, []);
    assert.deepEqual(await invitationsOf(invitee), []);
    assert.ok((await messagesOf(t, invitee.id)).includes('Your invitation to "Heat" was withdrawn'));

    const teacherWithdrawn = await callApi(
      t,
      'DELETE',
      `/batch/remove-user/${batch._id}/${teacher.id}`,
      owner,
    );
    assert.equal(teacherWithdrawn.statusCode, 200, teacherWithdrawn.body);
    assert.equal(teacherWithdrawn.json().data.invited_teacher, null);
    assert.deepEqual(await invitationsOf(teacher), []);

    assertError(
      await callApi(t, 'DELETE', `/batch/remove-user/${batch._id}/${stranger.id}`, owner),
      404,
      BATCH_MESSAGES.notAMember,
    );
  });

  test('an invitee’s notices come in their language', async () => {
    const teacher = await signUp('teacher');
    const invitee = await signUp('student');
    const language = await callApi(t, 'PUT', '/users/language', invitee, { language: 'bn' });
    assert.equal(language.statusCode, 200, language.body);
    await create(teacher, { title: 'Sound', student_ids: [invitee.name] });
    assert.deepEqual(await messagesOf(t, invitee.id), [
      `${teacher.name} আপনাকে "Sound" ব্যাচে যোগ দেওয়ার আমন্ত্রণ জানিয়েছেন`,
    ]);
  });
});
