// The salary is what the teacher is paid: an owner who is not the teacher only proposes a new one, which the
// batch's teacher agrees to or declines.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { BATCH_MESSAGES, type Batch } from '@pathshala/shared-api/contract';
import { forEachDatabase, signUpAs, startTestApp, type Account, type TestApp } from './helpers';
import {
  assertError,
  callApi,
  createBatchOk,
  createInvitingBatch,
  messagesOf,
  updateBatch,
} from './fixtures';

const fields = {
  subject: 'Chemistry',
  class: '10',
  weekly_schedule: ['Monday'],
  time: '17:00',
  salary: 3000,
  is_continuous: true,
  is_batch: true,
};

forEachDatabase((kind) => {
  let t: TestApp;

  before(async () => {
    t = await startTestApp(kind);
  });
  after(() => t.close());

  /** A student's batch taught by a teacher who accepted, with one more student who accepted. */
  async function ownedBatch(title: string) {
    const owner = await signUpAs(t, 'student');
    const teacher = await signUpAs(t, 'teacher');
    const friend = await signUpAs(t, 'student');
    const batch = await createBatchOk(t, owner, {
      ...fields,
      title,
      teacher_username: teacher.name,
      student_ids: [friend.name],
    });
    return { owner, teacher, friend, batch };
  }

  const answer = (account: Account, batchId: string, verb: 'agree' | 'decline') =>
    callApi(t, 'PUT', `/batch/${batchId}/salary/${verb}`, account);

  async function current(account: Account, batchId: string): Promise<Batch> {
    const response = await callApi(t, 'GET', `/batch/${batchId}`, account);
    assert.equal(response.statusCode, 200, response.body);
    return response.json().data;
  }

  test('the owner’s new salary waits for the teacher; the rest of the update applies at once; the teacher is told', async () => {
    const { owner, teacher, friend, batch } = await ownedBatch('Acids');
    const response = await updateBatch(t, owner, batch._id, { salary: 10, time: '18:00' });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().message, BATCH_MESSAGES.salaryProposed);
    const updated: Batch = response.json().data;
    assert.equal(updated.salary, 3000, 'the salary holds');
    assert.equal(updated.proposed_salary, 10);
    assert.equal(updated.time, '18:00');
    assert.equal((await current(teacher, batch._id)).proposed_salary, 10);
    assert.ok(
      (await messagesOf(t, teacher.id)).includes(`${owner.name} asks to change the salary of "Acids" to ৳10`),
    );
    assert.ok((await messagesOf(t, friend.id)).includes('Batch updated: "Acids"'));

    // A salary-only update is a proposal alone: nobody else hears of it.
    const before = (await messagesOf(t, friend.id)).length;
    const again = await updateBatch(t, owner, batch._id, { salary: 2000 });
    assert.equal(again.json().message, BATCH_MESSAGES.salaryProposed);
    assert.equal(again.json().data.proposed_salary, 2000);
    assert.equal((await messagesOf(t, friend.id)).length, before);
  });

  test('the teacher agrees: the salary is the new one, owner and students are told', async () => {
    const { owner, teacher, friend, batch } = await ownedBatch('Bases');
    await updateBatch(t, owner, batch._id, { salary: 3500 });
    const response = await answer(teacher, batch._id, 'agree');
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().message, BATCH_MESSAGES.salaryAgreed);
    assert.equal(response.json().data.salary, 3500);
    assert.equal(response.json().data.proposed_salary, null);
    const note = `${teacher.name} agreed to the new salary of "Bases": ৳3,500`;
    assert.ok((await messagesOf(t, owner.id)).includes(note));
    assert.ok((await messagesOf(t, friend.id)).includes(note));
    assertError(await answer(teacher, batch._id, 'agree'), 409, BATCH_MESSAGES.noSalaryProposal);

    // A payment round asks for the agreed salary.
    const asked = await callApi(t, 'POST', `/batch/teacher/ask-for-payment/${batch._id}`, teacher);
    assert.equal(asked.statusCode, 201, asked.body);
    assert.equal(asked.json().data.amount, 3500);
  });

  test('the teacher declines: the salary stays and the owner is told', async () => {
    const { owner, teacher, friend, batch } = await ownedBatch('Salts');
    await updateBatch(t, owner, batch._id, { salary: 10 });
    const response = await answer(teacher, batch._id, 'decline');
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().message, BATCH_MESSAGES.salaryDeclined);
    assert.equal(response.json().data.salary, 3000);
    assert.equal(response.json().data.proposed_salary, null);
    const note = `${teacher.name} declined the new salary of "Salts"; it stays ৳3,000`;
    assert.ok((await messagesOf(t, owner.id)).includes(note));
    assert.ok(!(await messagesOf(t, friend.id)).includes(note));
    assertError(await answer(teacher, batch._id, 'decline'), 409, BATCH_MESSAGES.noSalaryProposal);
  });

  test('only the batch’s teacher answers (403); none pending is 409; unknown batch 404; signed out 401', async () => {
    const { owner, teacher, friend, batch } = await ownedBatch('Metals');
    assertError(await answer(teacher, batch._id, 'agree'), 409, BATCH_MESSAGES.noSalaryProposal);
    await updateBatch(t, owner, batch._id, { salary: 10 });
    const otherTeacher = await signUpAs(t, 'teacher');
    const admin = await signUpAs(t, 'admin');
    for (const account of [owner, friend, otherTeacher, admin])
      for (const verb of ['agree', 'decline'] as const)
        assertError(await answer(account, batch._id, verb), 403, BATCH_MESSAGES.notTeacherSalary);
    assert.equal((await current(owner, batch._id)).proposed_salary, 10);
    assert.equal((await answer(teacher, randomUUID(), 'agree')).statusCode, 404);
    assert.equal((await answer(teacher, 'not-an-id', 'agree')).statusCode, 400);
    assert.equal((await callApi(t, 'PUT', `/batch/${batch._id}/salary/agree`)).statusCode, 401);
  });

  test('setting the current salary again withdraws a pending proposal', async () => {
    const { owner, teacher, batch } = await ownedBatch('Gases');
    await updateBatch(t, owner, batch._id, { salary: 10 });
    const response = await updateBatch(t, owner, batch._id, { salary: 3000 });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().message, BATCH_MESSAGES.updated);
    assert.equal(response.json().data.proposed_salary, null);
    assert.equal(response.json().data.salary, 3000);
    assertError(await answer(teacher, batch._id, 'agree'), 409, BATCH_MESSAGES.noSalaryProposal);
  });

  test('an owner who teaches, or a batch whose teacher has not accepted, changes the salary at once', async () => {
    const teacher = await signUpAs(t, 'teacher');
    const student = await signUpAs(t, 'student');
    const taught = await createBatchOk(t, teacher, { ...fields, title: 'Own', student_ids: [student.name] });
    const own = await updateBatch(t, teacher, taught._id, { salary: 4000 });
    assert.equal(own.json().message, BATCH_MESSAGES.updated);
    assert.equal(own.json().data.salary, 4000);
    assert.equal(own.json().data.proposed_salary, null);
    assert.ok(
      !(await messagesOf(t, teacher.id)).some((message) => message.includes('asks to change the salary')),
    );

    const owner = await signUpAs(t, 'student');
    const invited = await signUpAs(t, 'teacher');
    const pending = await createInvitingBatch(t, owner, {
      ...fields,
      title: 'Pending',
      teacher_username: invited.name,
    });
    const changed = await updateBatch(t, owner, pending._id, { salary: 2500 });
    assert.equal(changed.json().message, BATCH_MESSAGES.updated);
    assert.equal(changed.json().data.salary, 2500);
    assert.equal(changed.json().data.proposed_salary, null);
    const invitations = await callApi(t, 'GET', '/batch/invitations', invited);
    assert.equal(
      invitations.json().data[0].batch.salary,
      2500,
      'the invited teacher sees the salary to accept',
    );
  });

  test('the teacher’s notice comes in their language', async () => {
    const { owner, teacher, batch } = await ownedBatch('Ions');
    assert.equal((await callApi(t, 'PUT', '/users/language', teacher, { language: 'bn' })).statusCode, 200);
    await updateBatch(t, owner, batch._id, { salary: 4500 });
    assert.ok(
      (await messagesOf(t, teacher.id)).includes(`${owner.name} "Ions" ব্যাচের বেতন বদলে ৳৪,৫০০ করতে চান`),
      JSON.stringify(await messagesOf(t, teacher.id)),
    );
  });
});
