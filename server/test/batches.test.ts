import type { Role } from '@pathshala/shared-api/contract';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { eq, inArray } from 'drizzle-orm';
import { BATCH_MESSAGES, type Batch } from '@pathshala/shared-api/contract';
import { batches, paymentRounds, payments, users } from '../src/db/schema';
import { authHeader, forEachDatabase, startTestApp, signUpAs, type Account, type TestApp } from './helpers';
import {
  acceptInvitations,
  createBatchOk,
  createInvitingBatch,
  messagesOf as notificationMessages,
} from './fixtures';

const fields = {
  subject: 'Physics',
  class: '9',
  weekly_schedule: ['Monday', 'Sunday'],
  time: '13:00',
  salary: 3000,
  time_to_pay: true,
  is_continuous: true,
  is_batch: true,
};

forEachDatabase((kind) => {
  let t: TestApp;
  const signUp = (role: Role) => signUpAs(t, role);

  before(async () => {
    t = await startTestApp(kind);
  });
  after(() => t.close());

  const create = (payload: Record<string, unknown>, token?: string) =>
    t.request({
      method: 'POST',
      url: '/api/v1/batch/create',
      payload,
      ...(token ? { headers: authHeader(token) } : {}),
    });

  /** A running batch: everyone it names has accepted. */
  const createOk = (owner: Account, payload: Record<string, unknown>) =>
    createBatchOk(t, owner, { ...fields, ...payload });
  const createInviting = (owner: Account, payload: Record<string, unknown>) =>
    createInvitingBatch(t, owner, { ...fields, ...payload });

  async function list(account: Account): Promise<Batch[]> {
    const response = await t.request({
      method: 'GET',
      url: '/api/v1/batch/batches',
      headers: authHeader(account.token),
    });
    assert.equal(response.statusCode, 200, response.body);
    return response.json().data;
  }

  const call = (method: 'PUT' | 'DELETE' | 'POST', url: string, account?: Account, payload?: object) =>
    t.request({
      method,
      url: `/api/v1${url}`,
      ...(account ? { headers: authHeader(account.token) } : {}),
      ...(payload ? { payload } : {}),
    });

  const messagesOf = (userId: string) => notificationMessages(t, userId);

  const names = (batch: Batch) => batch.student_ids.map((ref) => ref.username).sort();

  test('a teacher creates a batch they teach naming students by username: the students are invited and told', async () => {
    const teacher = await signUp('teacher');
    const [a, b] = [await signUp('student'), await signUp('student')];
    const batch = await createInviting(teacher, {
      username: teacher.name,
      teacher_username: teacher.name.toUpperCase(),
      student_ids: [a.name, ` ${b.name} `, '', a.name.toUpperCase()],
      title: 'Evening physics',
      class: 'Hons',
    });
    assert.deepEqual(batch.owner_id, { _id: teacher.id, username: teacher.name });
    assert.deepEqual(batch.teacher_id, { _id: teacher.id, username: teacher.name });
    assert.equal(batch.invited_teacher, null);
    assert.deepEqual(batch.student_ids, [], 'nobody is a student before accepting');
    assert.deepEqual(batch.invited_students.map((ref) => ref.username).sort(), [a.name, b.name].sort());
    assert.equal(batch.proposed_salary, null);
    assert.equal(batch.class, 'hons');
    assert.deepEqual(batch.weekly_schedule, ['Sunday', 'Monday']);
    assert.equal(batch.time_to_pay, false, 'time_to_pay in the body is ignored');
    assert.equal(batch.join_class_link, null);
    assert.equal(batch.max_size, null);
    assert.deepEqual(await messagesOf(a.id), [`${teacher.name} invited you to join "Evening physics"`]);
    assert.deepEqual(await messagesOf(teacher.id), []);
    assert.deepEqual(await list(a), [], 'an invitation is not a membership');

    await acceptInvitations(t, batch._id);
    const [running] = await list(teacher);
    assert.deepEqual(names(running!), [a.name, b.name].sort());
    assert.deepEqual(running!.invited_students, []);
    assert.ok((await list(a)).some((item) => item._id === batch._id));
  });

  test('a student creates a batch: they own it and are a student of it at once; the named teacher and student are invited', async () => {
    const student = await signUp('student');
    const teacher = await signUp('teacher');
    const friend = await signUp('student');
    const response = await create(
      {
        ...fields,
        weekly_schedule: 'friday, Sunday',
        salary: '2500',
        teacher_username: teacher.name,
        student_ids: [friend.name],
        max_size: 3,
      },
      student.token,
    );
    assert.equal(response.statusCode, 201, response.body);
    assert.equal(response.json().message, 'Batch created successfully');
    const batch: Batch = response.json().data;
    assert.equal(batch.owner_id._id, student.id);
    assert.equal(batch.teacher_id, null, 'the teacher has not accepted yet');
    assert.deepEqual(batch.invited_teacher, { _id: teacher.id, username: teacher.name });
    assert.deepEqual(names(batch), [student.name]);
    assert.deepEqual(batch.invited_students, [{ _id: friend.id, username: friend.name }]);
    assert.deepEqual(batch.weekly_schedule, ['Sunday', 'Friday']);
    assert.equal(batch.salary, 2500);
    assert.deepEqual(await messagesOf(teacher.id), [`${student.name} invited you to teach "Physics"`]);
    assert.deepEqual(await messagesOf(friend.id), [`${student.name} invited you to join "Physics"`]);
    assert.deepEqual(await messagesOf(student.id), []);
    assert.ok((await list(student)).some((item) => item._id === batch._id));
    for (const account of [teacher, friend]) assert.deepEqual(await list(account), []);

    await acceptInvitations(t, batch._id);
    for (const account of [student, teacher, friend])
      assert.ok((await list(account)).some((item) => item._id === batch._id));
    const [running] = await list(student);
    assert.equal(running?.teacher_id?._id, teacher.id);
    assert.deepEqual(names(running!), [student.name, friend.name].sort());
  });

  test('validation: required fields, class, days, salary, size', async () => {
    const teacher = await signUp('teacher');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ subject: ' ' }, 'subject', BATCH_MESSAGES.subjectRequired],
      [{ class: '13' }, 'class', BATCH_MESSAGES.classInvalid],
      [{ time: '' }, 'time', BATCH_MESSAGES.timeRequired],
      [{ salary: -1 }, 'salary', BATCH_MESSAGES.salaryInvalid],
      [{ salary: 12.5 }, 'salary', BATCH_MESSAGES.salaryInvalid],
      [{ salary: undefined }, 'salary', BATCH_MESSAGES.salaryRequired],
      [{ weekly_schedule: ['Funday'] }, 'weekly_schedule.0', BATCH_MESSAGES.weekdayInvalid],
      [{ max_size: 1 }, 'max_size', BATCH_MESSAGES.sizeMin],
      [{ student_ids: [3] }, 'student_ids.0', BATCH_MESSAGES.studentsInvalid],
    ];
    for (const [change, field, message] of cases) {
      const response = await create({ ...fields, ...change }, teacher.token);
      assert.equal(response.statusCode, 400, `${field}: ${response.body}`);
      assert.equal(response.json().errors[field], message, field);
    }
    assert.deepEqual(await list(teacher), []);
  });

  test('unknown and wrong-role usernames are a 400 naming each, and nothing is created', async () => {
    const student = await signUp('student');
    const other = await signUp('student');
    const teacher = await signUp('teacher');
    const response = await create(
      {
        ...fields,
        teacher_username: other.name,
        student_ids: ['ghost_one', teacher.name, 'ghost_two', other.name],
      },
      student.token,
    );
    assert.equal(response.statusCode, 400, response.body);
    const { errors } = response.json();
    assert.equal(errors.teacher_username, BATCH_MESSAGES.notATeacher(other.name));
    assert.equal(
      errors.student_ids,
      `${BATCH_MESSAGES.unknownStudents(['ghost_one', 'ghost_two'])}. ${BATCH_MESSAGES.notStudents([teacher.name])}`,
    );
    const unknownTeacher = await create({ ...fields, teacher_username: 'nobody_here' }, student.token);
    assert.equal(unknownTeacher.statusCode, 400);
    assert.equal(unknownTeacher.json().errors.teacher_username, BATCH_MESSAGES.unknownTeacher('nobody_here'));
    assert.deepEqual(await list(student), []);
    assert.deepEqual(await messagesOf(other.id), []);
  });

  test('more students than max_size is a 400', async () => {
    const teacher = await signUp('teacher');
    const students = [await signUp('student'), await signUp('student'), await signUp('student')];
    const response = await create(
      { ...fields, max_size: 2, student_ids: students.map((s) => s.name) },
      teacher.token,
    );
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().errors.student_ids, BATCH_MESSAGES.overCapacity(2));
  });

  test('signed out is 401; another owner is 403; a teacher naming another teacher is 403', async () => {
    assert.equal((await create(fields)).statusCode, 401);
    assert.equal(
      (await call('PUT', `/batch/update/${randomUUID()}`, undefined, { time: '1' })).statusCode,
      401,
    );
    assert.equal((await t.request({ method: 'GET', url: '/api/v1/batch/batches' })).statusCode, 401);
    const student = await signUp('student');
    const other = await signUp('student');
    const teacher = await signUp('teacher');
    const otherTeacher = await signUp('teacher');
    const asOther = await create({ ...fields, username: other.name }, student.token);
    assert.equal(asOther.statusCode, 403);
    assert.equal(asOther.json().message, BATCH_MESSAGES.ownOnly);
    const teachesOther = await create({ ...fields, teacher_username: otherTeacher.name }, teacher.token);
    assert.equal(teachesOther.statusCode, 403);
    assert.equal(teachesOther.json().message, BATCH_MESSAGES.teacherOwnOnly);
  });

  test('an admin creates a batch for a named owner, who is in it at once; the named teacher is invited', async () => {
    const admin = await signUp('admin');
    const owner = await signUp('student');
    const teacher = await signUp('teacher');
    const missing = await create({ ...fields, teacher_username: teacher.name }, admin.token);
    assert.equal(missing.statusCode, 400);
    assert.equal(missing.json().errors.username, BATCH_MESSAGES.ownerRequired);
    const unknown = await create({ ...fields, username: 'no_such_owner' }, admin.token);
    assert.equal(unknown.json().errors.username, BATCH_MESSAGES.unknownOwner('no_such_owner'));
    const batch = await createInviting(admin, { username: owner.name, teacher_username: teacher.name });
    assert.equal(batch.owner_id._id, owner.id);
    assert.equal(batch.teacher_id, null);
    assert.equal(batch.invited_teacher?._id, teacher.id);
    assert.deepEqual(names(batch), [owner.name]);
    assert.deepEqual(await messagesOf(owner.id), ['You were added to a batch for "Physics"']);
    assert.deepEqual(
      await messagesOf(teacher.id),
      [`${owner.name} invited you to teach "Physics"`],
      "the admin invites in the owner's name",
    );

    const teacherOwner = await signUp('teacher');
    const taught = await createInviting(admin, { username: teacherOwner.name });
    assert.equal(taught.teacher_id?._id, teacherOwner.id, 'a teacher owner teaches at once');
    assert.deepEqual(await messagesOf(teacherOwner.id), [
      'You were made the teacher of a batch for "Physics"',
    ]);
    const secondTeacher = await create(
      { ...fields, username: teacherOwner.name, teacher_username: teacher.name },
      admin.token,
    );
    assert.equal(secondTeacher.statusCode, 400);
    assert.equal(secondTeacher.json().errors.teacher_username, BATCH_MESSAGES.teacherOwnOnly);
  });

  test('the list holds batches I own, teach or belong to, newest first; never others', async () => {
    const teacher = await signUp('teacher');
    const student = await signUp('student');
    const outsider = await signUp('student');
    const first = await createOk(teacher, { title: 'First', student_ids: [student.name] });
    const second = await createOk(student, { title: 'Second', teacher_username: teacher.name });
    await createOk(outsider, { title: 'Elsewhere' });
    assert.deepEqual(
      (await list(teacher)).map((b) => b._id),
      [second._id, first._id],
    );
    assert.deepEqual(
      (await list(student)).map((b) => b._id),
      [second._id, first._id],
    );
    assert.deepEqual(
      (await list(outsider)).map((b) => b.title),
      ['Elsewhere'],
    );
  });

  test('update: the owner changes fields (comma days); others are told; not the owner is 403', async () => {
    const teacher = await signUp('teacher');
    const student = await signUp('student');
    const batch = await createOk(teacher, { title: 'Chemistry', student_ids: [student.name] });
    const response = await call('PUT', `/batch/update/${batch._id}`, teacher, {
      weekly_schedule: 'Saturday,tuesday',
      salary: 4000,
      class: 'Masters',
      time_to_pay: true,
    });
    assert.equal(response.statusCode, 200, response.body);
    const updated: Batch = response.json().data;
    assert.deepEqual(updated.weekly_schedule, ['Tuesday', 'Saturday']);
    assert.equal(updated.salary, 4000);
    assert.equal(updated.class, 'masters');
    assert.equal(updated.subject, 'Physics');
    assert.ok((await messagesOf(student.id)).includes('Batch updated: "Chemistry"'));

    assert.equal((await call('PUT', `/batch/update/${batch._id}`, student, { salary: 1 })).statusCode, 403);
    assert.equal(
      (await call('PUT', `/batch/update/${randomUUID()}`, teacher, { salary: 1 })).statusCode,
      404,
    );
    const empty = await call('PUT', `/batch/update/${batch._id}`, teacher, {});
    assert.equal(empty.statusCode, 400);
    const bad = await call('PUT', `/batch/update/${batch._id}`, teacher, { salary: -5 });
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().errors.salary, BATCH_MESSAGES.salaryInvalid);
    const small = await call('PUT', `/batch/update/${batch._id}`, teacher, { max_size: 2 });
    assert.equal(small.statusCode, 200, 'one student fits in two');
  });

  test('update: a size below the students already in the batch is 409', async () => {
    const teacher = await signUp('teacher');
    const students = [await signUp('student'), await signUp('student'), await signUp('student')];
    const batch = await createOk(teacher, { student_ids: students.map((s) => s.name) });
    const response = await call('PUT', `/batch/update/${batch._id}`, teacher, { max_size: 2 });
    assert.equal(response.statusCode, 409);
    assert.equal(response.json().message, BATCH_MESSAGES.sizeBelowMembers(3));
  });

  test('destroy: the teacher or owner deletes; it leaves every list, others are told; outsiders 403', async () => {
    const student = await signUp('student');
    const teacher = await signUp('teacher');
    const friend = await signUp('student');
    const batch = await createOk(student, {
      title: 'Gone soon',
      teacher_username: teacher.name,
      student_ids: [friend.name],
    });
    assert.equal((await call('DELETE', `/batch/destroy/${batch._id}`, friend)).statusCode, 403);
    assert.equal((await call('DELETE', `/batch/destroy/${batch._id}`)).statusCode, 401);
    const response = await call('DELETE', `/batch/destroy/${batch._id}`, teacher);
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().message, BATCH_MESSAGES.deleted);
    for (const account of [student, teacher, friend])
      assert.ok(!(await list(account)).some((item) => item._id === batch._id));
    assert.ok((await messagesOf(student.id)).includes('The batch "Gone soon" was deleted'));
    assert.ok((await messagesOf(friend.id)).includes('The batch "Gone soon" was deleted'));
    assert.ok(!(await messagesOf(teacher.id)).includes('The batch "Gone soon" was deleted'));
    const [row] = await t.database.db.select().from(batches).where(eq(batches.id, batch._id));
    assert.ok(row?.deletedAt, 'the row is kept, marked deleted');
    assert.equal((await call('DELETE', `/batch/destroy/${batch._id}`, student)).statusCode, 404);
    assert.equal((await call('PUT', `/batch/update/${batch._id}`, student, { salary: 9 })).statusCode, 404);
  });

  test('remove-user: the owner removes a student, who is told; not a member 404; self 409; others 403', async () => {
    const teacher = await signUp('teacher');
    const [a, b] = [await signUp('student'), await signUp('student')];
    const batch = await createOk(teacher, { title: 'Maths', student_ids: [a.name, b.name] });
    assert.equal((await call('DELETE', `/batch/remove-user/${batch._id}/${a.id}`, b)).statusCode, 403);
    const response = await call('DELETE', `/batch/remove-user/${batch._id}/${a.id}`, teacher);
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(names(response.json().data), [b.name]);
    assert.ok((await messagesOf(a.id)).includes('You were removed from the batch "Maths"'));
    assert.ok(!(await list(a)).some((item) => item._id === batch._id));
    const again = await call('DELETE', `/batch/remove-user/${batch._id}/${a.id}`, teacher);
    assert.equal(again.statusCode, 404);
    assert.equal(again.json().message, BATCH_MESSAGES.notAMember);
    const self = await call('DELETE', `/batch/remove-user/${batch._id}/${teacher.id}`, teacher);
    assert.equal(self.statusCode, 409);
    assert.equal(
      (await call('DELETE', `/batch/remove-user/${batch._id}/not-an-id`, teacher)).statusCode,
      400,
    );
  });

  test('leave: a student leaves and the owner and teacher are told; the owner cannot leave; teachers 403', async () => {
    const owner = await signUp('student');
    const teacher = await signUp('teacher');
    const member = await signUp('student');
    const outsider = await signUp('student');
    const batch = await createOk(owner, {
      title: 'Biology',
      teacher_username: teacher.name,
      student_ids: [member.name],
    });
    const ownerLeaves = await call('DELETE', `/batch/student/leave/${batch._id}`, owner);
    assert.equal(ownerLeaves.statusCode, 409);
    assert.equal(ownerLeaves.json().message, BATCH_MESSAGES.ownerCannotLeave);
    assert.equal((await call('DELETE', `/batch/student/leave/${batch._id}`, teacher)).statusCode, 403);
    const notMember = await call('DELETE', `/batch/student/leave/${batch._id}`, outsider);
    assert.equal(notMember.statusCode, 404);
    const response = await call('DELETE', `/batch/student/leave/${batch._id}`, member);
    assert.equal(response.statusCode, 200, response.body);
    const note = `${member.name} left the batch "Biology"`;
    assert.ok((await messagesOf(owner.id)).includes(note));
    assert.ok((await messagesOf(teacher.id)).includes(note));
    assert.deepEqual(await list(member), []);
  });

  test('ask for payment: opens a round; time_to_pay true for its students until paid; mailed; a second ask is 409', async () => {
    const teacher = await signUp('teacher');
    const [a, b] = [await signUp('student'), await signUp('student')];
    const outsider = await signUp('student');
    const batch = await createOk(teacher, { title: 'Algebra', salary: 1500, student_ids: [a.name, b.name] });
    assert.equal((await call('POST', `/batch/teacher/ask-for-payment/${batch._id}`, a)).statusCode, 403);
    assert.equal((await call('POST', `/batch/teacher/ask-for-payment/${batch._id}`)).statusCode, 401);
    const otherTeacher = await signUp('teacher');
    const notTheirs = await call('POST', `/batch/teacher/ask-for-payment/${batch._id}`, otherTeacher);
    assert.equal(notTheirs.statusCode, 403);
    assert.equal(notTheirs.json().message, BATCH_MESSAGES.notTeacherAsk);

    const response = await call('POST', `/batch/teacher/ask-for-payment/${batch._id}`, teacher);
    assert.equal(response.statusCode, 201, response.body);
    assert.equal(response.json().data.amount, 1500);
    assert.equal(response.json().data.students, 2);
    const note = 'Payment requested for "Algebra": ৳1,500';
    assert.ok((await messagesOf(a.id)).includes(note));
    assert.ok((await messagesOf(b.id)).includes(note));
    const mails = t.outbox().filter((mail) => mail.subject === 'Payment requested for "Algebra"');
    const emails = await t.database.db
      .select({ email: users.email })
      .from(users)
      .where(inArray(users.id, [a.id, b.id]));
    assert.deepEqual(mails.map((mail) => mail.to).sort(), emails.map((row) => row.email).sort());
    assert.ok(mails.every((mail) => mail.text.includes('৳1,500')));

    const seen = async (account: Account) => (await list(account)).find((item) => item._id === batch._id);
    assert.equal((await seen(a))?.time_to_pay, true);
    assert.equal((await seen(teacher))?.time_to_pay, false);
    assert.equal(await seen(outsider), undefined);
    assert.ok((await list(outsider)).every((item) => item.time_to_pay === false));

    const again = await call('POST', `/batch/teacher/ask-for-payment/${batch._id}`, teacher);
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().message, BATCH_MESSAGES.roundOpen);

    // Both students pay the round: time_to_pay goes false and a new round may open.
    const [round] = await t.database.db
      .select()
      .from(paymentRounds)
      .where(eq(paymentRounds.batchId, batch._id));
    assert.ok(round);
    for (const student of [a, b])
      await t.database.db.insert(payments).values({
        roundId: round.id,
        batchId: batch._id,
        studentId: student.id,
        teacherId: teacher.id,
        amount: round.amount,
        tranId: randomUUID(),
        status: student === a ? 'paid' : 'failed',
      });
    assert.equal((await seen(a))?.time_to_pay, false);
    assert.equal((await seen(b))?.time_to_pay, true, 'a failed payment does not count');
    assert.equal(
      (await call('POST', `/batch/teacher/ask-for-payment/${batch._id}`, teacher)).statusCode,
      409,
    );
    await t.database.db.update(payments).set({ status: 'paid' }).where(eq(payments.studentId, b.id));
    assert.equal((await seen(b))?.time_to_pay, false);
    assert.equal(
      (await call('POST', `/batch/teacher/ask-for-payment/${batch._id}`, teacher)).statusCode,
      201,
    );
    assert.equal((await seen(a))?.time_to_pay, true);
  });

  test('ask for payment: salary outside 10–500000 or no students is 409, nothing opened', async () => {
    const teacher = await signUp('teacher');
    const student = await signUp('student');
    const cheap = await createOk(teacher, { salary: 5, student_ids: [student.name] });
    const response = await call('POST', `/batch/teacher/ask-for-payment/${cheap._id}`, teacher);
    assert.equal(response.statusCode, 409);
    assert.equal(response.json().message, BATCH_MESSAGES.salaryOutOfRange);
    const empty = await createOk(teacher, {});
    const none = await call('POST', `/batch/teacher/ask-for-payment/${empty._id}`, teacher);
    assert.equal(none.statusCode, 409);
    assert.equal(none.json().message, BATCH_MESSAGES.noStudents);
    assert.deepEqual(
      await t.database.db.select().from(paymentRounds).where(eq(paymentRounds.batchId, cheap._id)),
      [],
    );
    assert.equal(
      (await call('POST', `/batch/teacher/ask-for-payment/${randomUUID()}`, teacher)).statusCode,
      404,
    );
  });

  test('join_class_link shows only while not expired', async () => {
    const teacher = await signUp('teacher');
    const batch = await createOk(teacher, {});
    await t.database.db
      .update(batches)
      .set({ joinClassLink: 'https://meet.example/room', joinClassExpiresAt: new Date(Date.now() + 60_000) })
      .where(eq(batches.id, batch._id));
    assert.equal((await list(teacher))[0]?.join_class_link, 'https://meet.example/room');
    await t.database.db
      .update(batches)
      .set({ joinClassExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(batches.id, batch._id));
    assert.equal((await list(teacher))[0]?.join_class_link, null);
  });

  test('every batch change is mailed with its notification text after the commit; a refused change mails nothing', async () => {
    const teacher = await signUp('teacher');
    const [a, b] = [await signUp('student'), await signUp('student')];
    const mailsTo = (account: Account, subject: string) =>
      t.outbox().filter((mail) => mail.to === `${account.name}@example.com` && mail.subject === subject);
    const expectMail = (account: Account, message: string, page: string | null) => {
      const mails = mailsTo(account, message);
      assert.equal(mails.length, 1, `${account.name} gets one mail "${message}"`);
      const mail = mails[0]!;
      assert.ok(mail.text.startsWith('Hello Test,\n\n'), mail.text);
      assert.ok(mail.text.includes(`${message}.`), mail.text);
      const html = message
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;');
      assert.ok(mail.html.includes(`<p>${html}.</p>`), mail.html);
      if (page) assert.ok(mail.text.includes(`Open your batches: ${t.config.publicUrl}${page}`), mail.text);
    };

    const batch = await createInviting(teacher, { title: 'Mail <club>', student_ids: [a.name, b.name] });
    const invitation = `${teacher.name} invited you to join "Mail <club>"`;
    for (const student of [a, b]) expectMail(student, invitation, '/student/batches');
    assert.ok(!mailsTo(a, invitation)[0]!.html.includes('<club>'), 'html escaped');
    assert.equal(t.outbox().filter((mail) => mail.to === `${teacher.name}@example.com`).length, 0);
    await acceptInvitations(t, batch._id);
    for (const student of [a, b])
      expectMail(
        teacher,
        `${student.name} accepted the invitation to join "Mail <club>"`,
        '/teacher/batches',
      );

    const owner = await signUp('student');
    const other = await signUp('teacher');
    const owned = await createInviting(owner, { title: 'Owned mail', teacher_username: other.name });
    expectMail(other, `${owner.name} invited you to teach "Owned mail"`, '/teacher/batches');
    await acceptInvitations(t, owned._id);
    expectMail(owner, `${other.name} accepted the invitation to teach "Owned mail"`, '/student/batches');

    const before = t.outbox().length;
    assert.equal((await call('PUT', `/batch/update/${batch._id}`, a, { title: 'Nope' })).statusCode, 403);
    assert.equal((await call('DELETE', `/batch/remove-user/${batch._id}/${b.id}`, a)).statusCode, 403);
    assert.equal(t.outbox().length, before, 'refused changes mail nobody');

    assert.equal(
      (await call('PUT', `/batch/update/${batch._id}`, teacher, { title: 'Mail club' })).statusCode,
      200,
    );
    for (const student of [a, b]) expectMail(student, 'Batch updated: "Mail club"', '/student/batches');

    assert.equal((await call('DELETE', `/batch/remove-user/${batch._id}/${a.id}`, teacher)).statusCode, 200);
    expectMail(a, 'You were removed from the batch "Mail club"', null);

    assert.equal((await call('DELETE', `/batch/student/leave/${batch._id}`, b)).statusCode, 200);
    expectMail(teacher, `${b.name} left the batch "Mail club"`, '/teacher/batches');

    assert.equal((await call('DELETE', `/batch/destroy/${owned._id}`, owner)).statusCode, 200);
    expectMail(other, 'The batch "Owned mail" was deleted', null);
    assert.equal(
      mailsTo(owner, 'The batch "Owned mail" was deleted').length,
      0,
      'the one who deletes is not mailed',
    );
  });
});
