// Assignments: the batch's teacher sets, edits and deletes them (an admin may delete); members are notified; a
// student submits text and/or a file and may replace it until the due time (after it, a first submission is
// taken and marked late, a replacement refused); the teacher gives feedback and a mark (0..total marks), the
// student is notified. Students never see each other's submissions; removed members lose access at once.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import {
  ASSIGNMENT_MESSAGES,
  CLASSROOM_FILE_LIMITS,
  CLASSROOM_FILE_MESSAGES,
  PAGE_MESSAGES,
  type Assignment,
  type Role,
  type StudentSubmission,
  type Submission,
} from '@pathshala/shared-api/contract';
import { assignments, submissions, users } from '../src/db/schema';
import { fileView, storedFileOf } from '../src/modules/classroom/files';
import {
  authHeader,
  forEachDatabase,
  PASSWORD,
  signUpAs,
  startTestApp,
  type Account,
  type TestApp,
} from './helpers';
import { assertError, callApi, classGroup, dhaka, dhakaIso, messagesOf, TestClock } from './fixtures';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32)]);

interface FilePart {
  field?: string;
  filename: string;
  type: string;
  content: Buffer;
}

/** A multipart/form-data body with text fields and at most one file (in the field `file` unless told). */
function multipart(fields: Record<string, string>, file?: FilePart) {
  const boundary = `----pathshala${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  if (file)
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

forEachDatabase((kind) => {
  let t: TestApp;
  const clock = new TestClock(dhaka('2026-11-27T12:00'));
  const signUp = (role: Role) => signUpAs(t, role);

  before(async () => {
    t = await startTestApp(kind, { clock: clock.now });
  });
  after(() => t.close());

  /**
   * A teacher's batch with three students (the third removed from it by the teacher, its owner), a student and
   * a teacher of another batch, an admin, and an account the admin has kicked (its token still unexpired).
   */
  async function world() {
    clock.set(dhaka('2026-11-27T12:00'));
    const group = await classGroup(t, (role) => signUp(role), {}, 3);
    const [student, other, removed] = group.students as [Account, Account, Account];
    const elsewhere = await classGroup(t, (role) => signUp(role), {}, 1);
    const admin = await signUp('admin');
    const kicked = await signUp('student');
    const gone = await callApi(
      t,
      'DELETE',
      `/batch/remove-user/${group.batch._id}/${removed.id}`,
      group.teacher,
    );
    assert.equal(gone.statusCode, 200, gone.body);
    const kick = await callApi(t, 'DELETE', `/admin/remove-user/${kicked.id}`, admin);
    assert.equal(kick.statusCode, 200, kick.body);
    return {
      teacher: group.teacher,
      student,
      other,
      removed,
      batch: group.batch,
      stranger: elsewhere.students[0]!,
      otherTeacher: elsewhere.teacher,
      otherBatch: elsewhere.batch,
      admin,
      kicked,
    };
  }
  type World = Awaited<ReturnType<typeof world>>;

  const base = (w: Pick<World, 'batch'>) => `/batch/${w.batch._id}/assignments`;

  const createOk = async (w: World, body: Record<string, unknown> = {}): Promise<Assignment> => {
    const response = await callApi(t, 'POST', base(w), w.teacher, {
      title: 'Newton’s laws',
      instructions: 'Answer questions 1–5.',
      due_at: '2026-11-28T18:30',
      total_marks: 10,
      ...body,
    });
    assert.equal(response.statusCode, 201, response.body);
    assert.equal(response.json().message, ASSIGNMENT_MESSAGES.created);
    return response.json().data;
  };

  const listOf = async (account: Account, w: World, query = ''): Promise<Assignment[]> => {
    const response = await callApi(t, 'GET', `${base(w)}${query}`, account);
    assert.equal(response.statusCode, 200, response.body);
    return response.json().data;
  };

  const submitAs = (account: Account, w: World, assignmentId: string, body: unknown) =>
    callApi(t, 'PUT', `${base(w)}/${assignmentId}/submissions`, account, body);

  const submitOk = async (account: Account, w: World, assignmentId: string, body: unknown) => {
    const response = await submitAs(account, w, assignmentId, body);
    assert.equal(response.statusCode, 200, response.body);
    return response.json() as { data: Submission; message: string };
  };

  const submissionsOf = async (account: Account, w: World, assignmentId: string) => {
    const response = await callApi(t, 'GET', `${base(w)}/${assignmentId}/submissions`, account);
    assert.equal(response.statusCode, 200, response.body);
    return response.json().data as StudentSubmission[];
  };

  const feedback = (account: Account, w: World, assignmentId: string, submissionId: string, body: unknown) =>
    callApi(t, 'PUT', `${base(w)}/${assignmentId}/submissions/${submissionId}/feedback`, account, body);

  const upload = (
    account: Account,
    method: 'POST' | 'PUT',
    url: string,
    fields: Record<string, string>,
    file?: FilePart,
  ) => {
    const form = multipart(fields, file);
    return t.request({
      method,
      url: `/api/v1${url}`,
      headers: { ...authHeader(account.token), ...form.headers },
      payload: form.payload,
    });
  };

  /** GET a signed file link as nobody in particular (the link names its user). */
  const download = (url: string) => t.request({ method: 'GET', url });

  test('the teacher sets an assignment: due_at is Dhaka time, its students are notified, the answer is the view', async () => {
    const w = await world();
    const made = await createOk(w, { total_marks: '20' });
    assert.equal(made.due_at, dhakaIso('2026-11-28T18:30'));
    assert.equal(made.total_marks, 20);
    assert.equal(made.instructions, 'Answer questions 1–5.');
    assert.equal(made.file, null);
    assert.equal(made.is_past_due, false);
    assert.equal(made.my_submission, null);
    assert.equal(made.submitted_count, 0);
    assert.equal(made.student_count, 2);
    for (const account of [w.student, w.other]) {
      const told = await messagesOf(t, account.id);
      assert.ok(
        told.some((message) => message.includes('Newton’s laws') && message.includes('New assignment')),
        told.join('\n'),
      );
    }
    for (const account of [w.teacher, w.removed, w.stranger])
      assert.ok(!(await messagesOf(t, account.id)).some((message) => message.includes('Newton’s laws')));

    // An offset is that moment; no total marks is null; instructions may be left out.
    const other = await createOk(w, { title: 'Read', due_at: '2026-11-29T10:00:00Z', total_marks: null });
    assert.equal(other.due_at, '2026-11-29T10:00:00.000Z');
    assert.equal(other.total_marks, null);
    const bare = await createOk(w, { title: 'Bare', instructions: undefined, total_marks: undefined });
    assert.equal(bare.instructions, '');
  });

  test('rights to set: only the teacher; a student, the removed, a stranger, another teacher, an admin 403; 401; 404', async () => {
    const w = await world();
    const body = { title: 'Homework', due_at: '2026-11-28T18:30' };
    for (const account of [w.student, w.removed, w.stranger, w.otherTeacher, w.admin]) {
      const response = await callApi(t, 'POST', base(w), account, body);
      assert.equal(response.statusCode, 403, `${account.name}: ${response.body}`);
    }
    assertError(await callApi(t, 'POST', base(w), w.admin, body), 403, ASSIGNMENT_MESSAGES.notTeacherSet);
    assertError(await callApi(t, 'POST', base(w), w.student, body), 403, ASSIGNMENT_MESSAGES.notTeacherSet);
    assert.equal((await callApi(t, 'POST', base(w), null, body)).statusCode, 401);
    assert.equal((await callApi(t, 'POST', base(w), w.kicked, body)).statusCode, 401);
    assert.equal(
      (await callApi(t, 'POST', `/batch/${randomUUID()}/assignments`, w.teacher, body)).statusCode,
      404,
    );
    assert.equal((await callApi(t, 'POST', '/batch/nope/assignments', w.teacher, body)).statusCode, 400);
    const rows = await t.database.db.select().from(assignments).where(eq(assignments.batchId, w.batch._id));
    assert.deepEqual(rows, []);
  });

  test('validation: title, instructions, due time (form, past, beyond a year), total marks', async () => {
    const w = await world();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: '' }, 'title', ASSIGNMENT_MESSAGES.titleRequired],
      [{ title: undefined }, 'title', ASSIGNMENT_MESSAGES.titleRequired],
      [{ title: 'x'.repeat(121) }, 'title', ASSIGNMENT_MESSAGES.titleTooLong],
      [{ instructions: 'x'.repeat(5001) }, 'instructions', ASSIGNMENT_MESSAGES.instructionsTooLong],
      [{ due_at: undefined }, 'due_at', ASSIGNMENT_MESSAGES.dueAtRequired],
      [{ due_at: '2026-11-28' }, 'due_at', ASSIGNMENT_MESSAGES.dueAtInvalid],
      [{ due_at: '2026-02-30T10:00' }, 'due_at', ASSIGNMENT_MESSAGES.dueAtInvalid],
      [{ due_at: 'tomorrow' }, 'due_at', ASSIGNMENT_MESSAGES.dueAtInvalid],
      [{ due_at: '2026-11-27T11:59' }, 'due_at', ASSIGNMENT_MESSAGES.dueAtPast],
      [{ due_at: '2027-12-30T10:00' }, 'due_at', ASSIGNMENT_MESSAGES.dueAtOutOfReach],
      [{ total_marks: 0 }, 'total_marks', ASSIGNMENT_MESSAGES.totalMarksInvalid],
      [{ total_marks: 1001 }, 'total_marks', ASSIGNMENT_MESSAGES.totalMarksInvalid],
      [{ total_marks: 2.5 }, 'total_marks', ASSIGNMENT_MESSAGES.totalMarksInvalid],
      [{ total_marks: 'ten' }, 'total_marks', ASSIGNMENT_MESSAGES.totalMarksInvalid],
    ];
    for (const [change, field, message] of cases) {
      const body = { title: 'Homework', due_at: '2026-11-28T18:30', ...change };
      const response = await callApi(t, 'POST', base(w), w.teacher, body);
      assertError(response, 400, message);
      assert.equal(response.json().errors?.[field], message, JSON.stringify(change));
    }
    const rows = await t.database.db.select().from(assignments).where(eq(assignments.batchId, w.batch._id));
    assert.deepEqual(rows, []);
    assert.ok(!(await messagesOf(t, w.student.id)).some((message) => message.includes('Homework')));
  });

  test('rights to read: the teacher, students and admins; the removed, strangers, another teacher 403; 401; 404', async () => {
    const w = await world();
    const made = await createOk(w);
    const [asTeacher] = await listOf(w.teacher, w);
    assert.equal(asTeacher?._id, made._id);
    assert.equal(asTeacher?.student_count, 2);
    const [asStudent] = await listOf(w.student, w);
    assert.equal(asStudent?.submitted_count, null);
    assert.equal(asStudent?.student_count, null);
    assert.equal(asStudent?.my_submission, null);
    const [asAdmin] = await listOf(w.admin, w);
    assert.equal(asAdmin?.student_count, 2);
    for (const account of [w.removed, w.stranger, w.otherTeacher])
      assertError(await callApi(t, 'GET', base(w), account), 403, ASSIGNMENT_MESSAGES.notMember);
    for (const account of [w.removed, w.stranger])
      assertError(
        await callApi(t, 'GET', `${base(w)}/${made._id}/submissions`, account),
        403,
        ASSIGNMENT_MESSAGES.notMember,
      );
    assert.equal((await callApi(t, 'GET', base(w), null)).statusCode, 401);
    assert.equal((await callApi(t, 'GET', base(w), w.kicked)).statusCode, 401);
    assert.equal((await callApi(t, 'GET', `/batch/${randomUUID()}/assignments`, w.student)).statusCode, 404);
    // An assignment of another batch is not found through this one.
    const theirs = await createOk({ ...w, teacher: w.otherTeacher, batch: w.otherBatch });
    assert.equal(
      (await callApi(t, 'GET', `${base(w)}/${theirs._id}/submissions`, w.teacher)).statusCode,
      404,
    );
    // A deleted batch is gone for everyone.
    assert.equal((await callApi(t, 'DELETE', `/batch/destroy/${w.batch._id}`, w.teacher)).statusCode, 200);
    assertError(await callApi(t, 'GET', base(w), w.teacher), 404, 'Batch not found');
  });

  test('the list: latest due first, paginated, is_past_due by the clock', async () => {
    const w = await world();
    const first = await createOk(w, { title: 'A', due_at: '2026-11-28T10:00' });
    const second = await createOk(w, { title: 'B', due_at: '2026-12-05T10:00' });
    const third = await createOk(w, { title: 'C', due_at: '2026-11-30T10:00' });
    assert.deepEqual(
      (await listOf(w.student, w)).map((item) => item._id),
      [second._id, third._id, first._id],
    );
    const response = await callApi(t, 'GET', `${base(w)}?page=2&limit=2`, w.student);
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json().meta, { page: 2, limit: 2, total: 3 });
    assert.deepEqual(
      response.json().data.map((item: Assignment) => item._id),
      [first._id],
    );
    assertError(await callApi(t, 'GET', `${base(w)}?limit=101`, w.student), 400, PAGE_MESSAGES.limitInvalid);
    clock.set(dhaka('2026-11-29T00:00'));
    const pastDue = Object.fromEntries(
      (await listOf(w.student, w)).map((item) => [item.title, item.is_past_due]),
    );
    assert.deepEqual(pastDue, { A: true, B: false, C: false });
  });

  test('edit: the teacher only; a moved due time is told; past due time 400; nothing 400; marks kept in bounds', async () => {
    const w = await world();
    const made = await createOk(w);
    const url = `${base(w)}/${made._id}`;
    for (const account of [w.student, w.admin, w.stranger, w.otherTeacher])
      assertError(
        await callApi(t, 'PUT', url, account, { title: 'Mine' }),
        403,
        ASSIGNMENT_MESSAGES.notTeacherEdit,
      );
    assert.equal((await callApi(t, 'PUT', url, null, { title: 'Mine' })).statusCode, 401);
    assertError(await callApi(t, 'PUT', url, w.teacher, {}), 400, ASSIGNMENT_MESSAGES.updateEmpty);
    assertError(
      await callApi(t, 'PUT', url, w.teacher, { due_at: '2026-11-27T10:00' }),
      400,
      ASSIGNMENT_MESSAGES.dueAtPast,
    );
    assert.equal(
      (await callApi(t, 'PUT', `${base(w)}/${randomUUID()}`, w.teacher, { title: 'x' })).statusCode,
      404,
    );

    const before = (await messagesOf(t, w.student.id)).length;
    const renamed = await callApi(t, 'PUT', url, w.teacher, {
      title: 'Newton’s laws (revised)',
      instructions: 'Questions 1–6.',
      due_at: '2026-11-28T18:30',
    });
    assert.equal(renamed.statusCode, 200, renamed.body);
    assert.equal(renamed.json().message, ASSIGNMENT_MESSAGES.updated);
    assert.equal(renamed.json().data.title, 'Newton’s laws (revised)');
    assert.equal((await messagesOf(t, w.student.id)).length, before, 'the same due time is no news');
    const moved = await callApi(t, 'PUT', url, w.teacher, { due_at: '2026-11-30T20:00' });
    assert.equal(moved.statusCode, 200, moved.body);
    assert.equal(moved.json().data.due_at, dhakaIso('2026-11-30T20:00'));
    assert.ok((await messagesOf(t, w.student.id)).some((message) => message.includes('is now due')));

    // A mark of 8 is given: total marks may not go below it, nor be removed.
    const sent = await submitOk(w.student, w, made._id, { text: 'F = ma' });
    assert.equal((await feedback(w.teacher, w, made._id, sent.data._id, { mark: 8 })).statusCode, 200);
    assertError(
      await callApi(t, 'PUT', url, w.teacher, { total_marks: 5 }),
      409,
      ASSIGNMENT_MESSAGES.totalMarksBelowMarks,
    );
    assertError(
      await callApi(t, 'PUT', url, w.teacher, { total_marks: null }),
      409,
      ASSIGNMENT_MESSAGES.marksGiven,
    );
    const raised = await callApi(t, 'PUT', url, w.teacher, { total_marks: 8 });
    assert.equal(raised.statusCode, 200, raised.body);
    assert.equal(raised.json().data.total_marks, 8);
    assert.equal(raised.json().data.submitted_count, 1);
  });

  test('delete: the teacher or an admin; students, the removed, strangers 403; its submissions go with it', async () => {
    const w = await world();
    const made = await createOk(w);
    await submitOk(w.student, w, made._id, { text: 'Done' });
    const url = `${base(w)}/${made._id}`;
    for (const account of [w.student, w.removed, w.stranger, w.otherTeacher]) {
      const response = await callApi(t, 'DELETE', url, account);
      assert.equal(response.statusCode, 403, `${account.name}: ${response.body}`);
    }
    assert.equal((await callApi(t, 'DELETE', url, null)).statusCode, 401);
    const deleted = await callApi(t, 'DELETE', url, w.admin);
    assert.equal(deleted.statusCode, 200, deleted.body);
    assert.equal(deleted.json().message, ASSIGNMENT_MESSAGES.deleted);
    assertError(await callApi(t, 'DELETE', url, w.teacher), 404, ASSIGNMENT_MESSAGES.notFound);
    const left = await t.database.db.select().from(submissions).where(eq(submissions.assignmentId, made._id));
    assert.deepEqual(left, []);
    const mine = await createOk(w);
    assert.equal((await callApi(t, 'DELETE', `${base(w)}/${mine._id}`, w.teacher)).statusCode, 200);
    assert.deepEqual(await listOf(w.teacher, w), []);
  });

  test('submit and replace until the due time; after it a first submission is late and a replacement 409', async () => {
    const w = await world();
    const made = await createOk(w);
    const first = await submitOk(w.student, w, made._id, { text: 'F = ma' });
    assert.equal(first.message, ASSIGNMENT_MESSAGES.submitted);
    assert.equal(first.data.text, 'F = ma');
    assert.equal(first.data.is_late, false);
    assert.equal(first.data.student.username, w.student.name);
    assert.equal(first.data.feedback, null);

    // Feedback on the first, then a replacement clears it.
    assert.equal(
      (await feedback(w.teacher, w, made._id, first.data._id, { feedback: 'Units?', mark: 5 })).statusCode,
      200,
    );
    clock.set(dhaka('2026-11-28T18:29'));
    const replaced = await submitOk(w.student, w, made._id, { text: 'F = ma, in newtons' });
    assert.equal(replaced.message, ASSIGNMENT_MESSAGES.replaced);
    assert.equal(replaced.data._id, first.data._id);
    assert.equal(replaced.data.text, 'F = ma, in newtons');
    assert.equal(replaced.data.submitted_at, dhakaIso('2026-11-28T18:29'));
    assert.equal(replaced.data.feedback, null);
    assert.equal(replaced.data.mark, null);
    assert.equal(replaced.data.feedback_at, null);

    // From the due time on: no more replacing.
    clock.set(dhaka('2026-11-28T18:30'));
    assertError(
      await submitAs(w.student, w, made._id, { text: 'Too late' }),
      409,
      ASSIGNMENT_MESSAGES.replaceAfterDue,
    );
    const [mine] = (await listOf(w.student, w)).map((item) => item.my_submission);
    assert.equal(mine?.text, 'F = ma, in newtons');
    assert.equal(mine?.is_late, false);

    // The other student's first submission after it is taken, marked late.
    const late = await submitOk(w.other, w, made._id, { text: 'Sorry, late' });
    assert.equal(late.message, ASSIGNMENT_MESSAGES.submittedLate);
    assert.equal(late.data.is_late, true);
    assertError(
      await submitAs(w.other, w, made._id, { text: 'Again' }),
      409,
      ASSIGNMENT_MESSAGES.replaceAfterDue,
    );
    const [listed] = await listOf(w.teacher, w);
    assert.equal(listed?.is_past_due, true);
    assert.equal(listed?.submitted_count, 2);
  });

  test('rights to submit: students of the batch only; the teacher, an admin, the removed, strangers 403; 401', async () => {
    const w = await world();
    const made = await createOk(w);
    for (const account of [w.teacher, w.admin, w.removed, w.stranger, w.otherTeacher])
      assertError(
        await submitAs(account, w, made._id, { text: 'x' }),
        403,
        ASSIGNMENT_MESSAGES.notStudentSubmit,
      );
    assert.equal((await submitAs(w.kicked, w, made._id, { text: 'x' })).statusCode, 401);
    assert.equal(
      (await callApi(t, 'PUT', `${base(w)}/${made._id}/submissions`, null, { text: 'x' })).statusCode,
      401,
    );
    assertError(await submitAs(w.student, w, randomUUID(), { text: 'x' }), 404, ASSIGNMENT_MESSAGES.notFound);
    const rows = await t.database.db.select().from(submissions).where(eq(submissions.assignmentId, made._id));
    assert.deepEqual(rows, []);
  });

  test('submission validation: something to send, text at most 10000 characters', async () => {
    const w = await world();
    const made = await createOk(w);
    for (const body of [{}, { text: '' }, { text: '   ' }])
      assertError(await submitAs(w.student, w, made._id, body), 400, ASSIGNMENT_MESSAGES.submissionEmpty);
    assertError(
      await submitAs(w.student, w, made._id, { text: 'x'.repeat(10_001) }),
      400,
      ASSIGNMENT_MESSAGES.textTooLong,
    );
    assertError(
      await submitAs(w.student, w, made._id, { text: ['a'] }),
      400,
      CLASSROOM_FILE_MESSAGES.fieldInvalid,
    );
    const ok = await submitOk(w.student, w, made._id, { text: 'x'.repeat(10_000) });
    assert.equal(ok.data.text.length, 10_000);
  });

  test('the submissions list: every current student for the teacher and admin; a student sees only their own', async () => {
    const w = await world();
    const made = await createOk(w);
    const sent = await submitOk(w.student, w, made._id, { text: 'Mine' });
    const all = await submissionsOf(w.teacher, w, made._id);
    assert.deepEqual(
      all.map((row) => [row.student._id, row.submission?._id ?? null]).sort(),
      [
        [w.student.id, sent.data._id],
        [w.other.id, null],
      ].sort(),
    );
    assert.deepEqual(await submissionsOf(w.admin, w, made._id), all);
    const own = await submissionsOf(w.student, w, made._id);
    assert.deepEqual(
      own.map((row) => [row.student._id, row.submission?.text]),
      [[w.student.id, 'Mine']],
    );
    const others = await submissionsOf(w.other, w, made._id);
    assert.deepEqual(
      others.map((row) => [row.student._id, row.submission]),
      [[w.other.id, null]],
    );
    // The other student sees no one else's in the list either.
    const [asOther] = await listOf(w.other, w);
    assert.equal(asOther?.my_submission, null);
  });

  test('feedback: the teacher only, mark within 0..total marks; the student is notified and sees it', async () => {
    const w = await world();
    const made = await createOk(w, { total_marks: 10 });
    const sent = await submitOk(w.student, w, made._id, { text: 'Answer' });
    const id = sent.data._id;
    for (const account of [w.student, w.other, w.admin, w.removed, w.stranger, w.otherTeacher])
      assertError(
        await feedback(account, w, made._id, id, { feedback: 'Good' }),
        403,
        ASSIGNMENT_MESSAGES.notTeacherFeedback,
      );
    assert.equal((await feedback(w.kicked, w, made._id, id, { feedback: 'Good' })).statusCode, 401);
    const invalid: [unknown, number, string][] = [
      [{}, 400, ASSIGNMENT_MESSAGES.feedbackEmpty],
      [{ feedback: '  ' }, 400, ASSIGNMENT_MESSAGES.feedbackEmpty],
      [{ feedback: 'x'.repeat(5001) }, 400, ASSIGNMENT_MESSAGES.feedbackTooLong],
      [{ mark: -1 }, 400, ASSIGNMENT_MESSAGES.markInvalid],
      [{ mark: 1.5 }, 400, ASSIGNMENT_MESSAGES.markInvalid],
      [{ mark: 11 }, 400, ASSIGNMENT_MESSAGES.markAboveTotal],
    ];
    for (const [body, status, message] of invalid)
      assertError(await feedback(w.teacher, w, made._id, id, body), status, message);
    assertError(
      await feedback(w.teacher, w, made._id, randomUUID(), { feedback: 'x' }),
      404,
      ASSIGNMENT_MESSAGES.submissionNotFound,
    );
    const [row] = await t.database.db.select().from(submissions).where(eq(submissions.id, id));
    assert.equal(row?.feedbackAt, null, 'nothing refused was kept');

    clock.set(dhaka('2026-11-27T15:00'));
    const given = await feedback(w.teacher, w, made._id, id, { feedback: 'Well done', mark: 10 });
    assert.equal(given.statusCode, 200, given.body);
    assert.equal(given.json().message, ASSIGNMENT_MESSAGES.feedbackSaved);
    assert.equal(given.json().data.mark, 10);
    assert.equal(given.json().data.feedback_at, dhakaIso('2026-11-27T15:00'));
    const zero = await feedback(w.teacher, w, made._id, id, { mark: 0 });
    assert.equal(zero.statusCode, 200, zero.body);
    assert.equal(zero.json().data.mark, 0);
    assert.equal(zero.json().data.feedback, null);
    const again = await feedback(w.teacher, w, made._id, id, { feedback: 'Well done', mark: 9 });
    assert.equal(again.statusCode, 200, again.body);
    assert.ok(
      (await messagesOf(t, w.student.id)).some((message) => message.includes('gave feedback')),
      'the student is notified',
    );
    assert.ok(!(await messagesOf(t, w.other.id)).some((message) => message.includes('gave feedback')));
    const [mine] = await listOf(w.student, w);
    assert.equal(mine?.my_submission?.feedback, 'Well done');
    assert.equal(mine?.my_submission?.mark, 9);

    // Without total marks: feedback only.
    const unmarked = await createOk(w, { title: 'Essay', total_marks: null });
    const essay = await submitOk(w.student, w, unmarked._id, { text: 'My essay' });
    assertError(
      await feedback(w.teacher, w, unmarked._id, essay.data._id, { feedback: 'Nice', mark: 1 }),
      400,
      ASSIGNMENT_MESSAGES.markWithoutTotal,
    );
    assert.equal(
      (await feedback(w.teacher, w, unmarked._id, essay.data._id, { feedback: 'Nice' })).statusCode,
      200,
    );
    // A submission of another assignment is not found through this one.
    assertError(
      await feedback(w.teacher, w, made._id, essay.data._id, { feedback: 'x' }),
      404,
      ASSIGNMENT_MESSAGES.submissionNotFound,
    );
  });

  test('a removed student loses access at once: their submission leaves the lists and cannot be graded', async () => {
    const w = await world();
    const made = await createOk(w);
    const sent = await submitOk(w.other, w, made._id, { text: 'Before leaving' });
    const gone = await callApi(t, 'DELETE', `/batch/remove-user/${w.batch._id}/${w.other.id}`, w.teacher);
    assert.equal(gone.statusCode, 200, gone.body);
    assertError(await callApi(t, 'GET', base(w), w.other), 403, ASSIGNMENT_MESSAGES.notMember);
    assertError(
      await submitAs(w.other, w, made._id, { text: 'x' }),
      403,
      ASSIGNMENT_MESSAGES.notStudentSubmit,
    );
    const listed = await submissionsOf(w.teacher, w, made._id);
    assert.deepEqual(
      listed.map((row) => row.student._id),
      [w.student.id],
    );
    const [view] = await listOf(w.teacher, w);
    assert.equal(view?.submitted_count, 0);
    assert.equal(view?.student_count, 1);
    assertError(
      await feedback(w.teacher, w, made._id, sent.data._id, { feedback: 'x' }),
      404,
      ASSIGNMENT_MESSAGES.submissionNotFound,
    );
  });

  test('files: an attachment on the assignment and on a submission, by type and size; only the right people fetch them', async () => {
    const w = await world();
    const created = await upload(
      w.teacher,
      'POST',
      base(w),
      {
        title: 'Worksheet',
        instructions: 'Fill it in.',
        due_at: '2026-11-28T18:30',
        total_marks: '10',
      },
      { filename: 'sheet.pdf', type: 'application/pdf', content: PDF },
    );
    assert.equal(created.statusCode, 201, created.body);
    const made: Assignment = created.json().data;
    assert.equal(made.total_marks, 10);
    assert.deepEqual(
      { name: made.file?.name, type: made.file?.type, size: made.file?.size },
      { name: 'sheet.pdf', type: 'application/pdf', size: PDF.length },
    );

    // The student's own link to the attachment works; it is a download of the very bytes.
    const [asStudent] = await listOf(w.student, w);
    const fetched = await download(asStudent!.file!.url);
    assert.equal(fetched.statusCode, 200, fetched.body);
    assert.deepEqual(fetched.rawPayload, PDF);
    assert.match(String(fetched.headers['content-disposition']), /^attachment/);

    // Refused files: a wrong type (by its bytes, whatever its name says), too large, in another field.
    const wrong = await upload(
      w.teacher,
      'POST',
      base(w),
      { title: 'X', due_at: '2026-11-28T18:30' },
      {
        filename: 'virus.pdf',
        type: 'application/pdf',
        content: Buffer.from('MZ this is no pdf'),
      },
    );
    assertError(wrong, 415, CLASSROOM_FILE_MESSAGES.typeInvalid);
    const large = await upload(
      w.teacher,
      'POST',
      base(w),
      { title: 'X', due_at: '2026-11-28T18:30' },
      {
        filename: 'big.pdf',
        type: 'application/pdf',
        content: Buffer.concat([PDF, Buffer.alloc(CLASSROOM_FILE_LIMITS.maxBytes)]),
      },
    );
    assertError(large, 413, CLASSROOM_FILE_MESSAGES.tooLarge);
    const invalid = await upload(
      w.teacher,
      'POST',
      base(w),
      { title: '', due_at: '2026-11-28T18:30' },
      {
        filename: 'sheet.pdf',
        type: 'application/pdf',
        content: PDF,
      },
    );
    assertError(invalid, 400, ASSIGNMENT_MESSAGES.titleRequired);
    // A stranger's upload is refused before it is read.
    const strangers = await upload(
      w.stranger,
      'POST',
      base(w),
      { title: 'X', due_at: '2026-11-28T18:30' },
      {
        filename: 'sheet.pdf',
        type: 'application/pdf',
        content: PDF,
      },
    );
    assertError(strangers, 403, ASSIGNMENT_MESSAGES.notMember);
    assert.equal((await listOf(w.teacher, w)).length, 1, 'no refused upload made an assignment');

    // A submission with a file only, then with text and a file.
    const url = `${base(w)}/${made._id}/submissions`;
    const fileOnly = await upload(
      w.student,
      'PUT',
      url,
      {},
      { filename: 'answer.png', type: 'image/png', content: PNG },
    );
    assert.equal(fileOnly.statusCode, 200, fileOnly.body);
    const mine: Submission = fileOnly.json().data;
    assert.equal(mine.text, '');
    assert.equal(mine.file?.type, 'image/png');
    assert.equal(mine.file?.name, 'answer.png');
    const wrongSubmission = await upload(
      w.other,
      'PUT',
      url,
      { text: 'x' },
      {
        filename: 'a.exe',
        type: 'application/octet-stream',
        content: Buffer.from('MZ'),
      },
    );
    assertError(wrongSubmission, 415, CLASSROOM_FILE_MESSAGES.typeInvalid);

    // The teacher and an admin fetch the student's file through their own links; the other student cannot,
    // not even with the student's own link.
    const [teachersRow] = (await submissionsOf(w.teacher, w, made._id)).filter((row) => row.submission);
    assert.deepEqual((await download(teachersRow!.submission!.file!.url)).rawPayload, PNG);
    const [adminsRow] = (await submissionsOf(w.admin, w, made._id)).filter((row) => row.submission);
    assert.equal((await download(adminsRow!.submission!.file!.url)).statusCode, 200);
    assert.equal((await download(mine.file!.url)).statusCode, 200);
    const [othersView] = await submissionsOf(w.other, w, made._id);
    assert.equal(othersView?.submission, null);

    // The student's replacement with text only drops the old file; its link stops working.
    const replaced = await upload(w.student, 'PUT', url, { text: 'Typed it instead' });
    assert.equal(replaced.statusCode, 200, replaced.body);
    assert.equal(replaced.json().data.file, null);
    assert.equal((await download(mine.file!.url)).statusCode, 404);
    const withFile = await upload(
      w.student,
      'PUT',
      url,
      { text: 'And a scan' },
      {
        filename: 'scan.pdf',
        type: 'application/pdf',
        content: PDF,
      },
    );
    assert.equal(withFile.statusCode, 200, withFile.body);
    assert.equal(withFile.json().data.text, 'And a scan');
    const scanUrl: string = withFile.json().data.file.url;
    assert.equal((await download(scanUrl)).statusCode, 200);

    // Removed from the batch, the student's links fail at once (403), the attachment's too.
    const studentsAttachment = (await listOf(w.student, w))[0]!.file!.url;
    const gone = await callApi(t, 'DELETE', `/batch/remove-user/${w.batch._id}/${w.student.id}`, w.teacher);
    assert.equal(gone.statusCode, 200, gone.body);
    assertError(await download(scanUrl), 403, CLASSROOM_FILE_MESSAGES.noAccess);
    assertError(await download(studentsAttachment), 403, CLASSROOM_FILE_MESSAGES.noAccess);

    // Deleting the assignment removes its files: the teacher's link to the attachment is gone.
    const [teachers] = await listOf(w.teacher, w);
    assert.equal((await callApi(t, 'DELETE', `${base(w)}/${made._id}`, w.teacher)).statusCode, 200);
    assert.equal((await download(teachers!.file!.url)).statusCode, 404);
  });

  test('another student cannot fetch my submission file, even with a link made for me tampered into theirs', async () => {
    const w = await world();
    const made = await createOk(w);
    const url = `${base(w)}/${made._id}/submissions`;
    const sent = await upload(
      w.student,
      'PUT',
      url,
      {},
      { filename: 'mine.pdf', type: 'application/pdf', content: PDF },
    );
    assert.equal(sent.statusCode, 200, sent.body);
    const link: string = sent.json().data.file.url;
    const token = link.slice(link.lastIndexOf('/') + 1);
    const flipped = `${token.slice(0, -2)}${token.endsWith('AA') ? 'AB' : 'AA'}`;
    assert.equal((await download(`/api/v1/batch-files/${flipped}`)).statusCode, 403);
    // The other student has no way to the file: the list holds no row of mine for them.
    const theirs = await submissionsOf(w.other, w, made._id);
    assert.ok(theirs.every((row) => row.student._id === w.other.id));
    // A link made for the other student to my submission (as if they had got one) is refused.
    const [row] = await t.database.db
      .select()
      .from(submissions)
      .where(eq(submissions.id, sent.json().data._id));
    const forged = fileView(
      t.app.ctx,
      w.other.id,
      { kind: 'submission', id: row!.id },
      storedFileOf(row!),
      clock.now(),
    );
    assertError(await download(forged!.url), 403, CLASSROOM_FILE_MESSAGES.noAccess);
    const teachers = fileView(
      t.app.ctx,
      w.teacher.id,
      { kind: 'submission', id: row!.id },
      storedFileOf(row!),
      clock.now(),
    );
    assert.equal((await download(teachers!.url)).statusCode, 200);
    // A link expires after about an hour.
    clock.advance({ hours: 2 });
    assertError(await download(link), 403, CLASSROOM_FILE_MESSAGES.linkInvalid);
  });

  test('two submissions of one student at once: one row, the second replaces the first', async () => {
    const w = await world();
    const made = await createOk(w);
    const answers = await Promise.all(
      ['first', 'second'].map((text) => submitAs(w.student, w, made._id, { text })),
    );
    assert.deepEqual(
      answers.map((response) => response.statusCode),
      [200, 200],
      answers.map((response) => response.body).join('\n'),
    );
    assert.deepEqual(
      answers.map((response) => response.json().message).sort(),
      [ASSIGNMENT_MESSAGES.replaced, ASSIGNMENT_MESSAGES.submitted].sort(),
    );
    const rows = await t.database.db.select().from(submissions).where(eq(submissions.assignmentId, made._id));
    assert.equal(rows.length, 1);
  });

  test('every write is rate-limited as a notice (429 past the limit)', async () => {
    const w = await world();
    const made = await createOk(w);
    const limited = await startTestApp(kind, {
      database: t.database,
      clock: clock.now,
      rateLimits: { noticesPerAccount: { max: 1, windowMs: 60_000 } },
    });
    try {
      // Signed in on that app (its own secret).
      const student = (await limited.login(w.student.name, PASSWORD)).accessToken;
      const teacher = (await limited.login(w.teacher.name, PASSWORD)).accessToken;
      const put = (text: string) =>
        limited.request({
          method: 'PUT',
          url: `/api/v1${base(w)}/${made._id}/submissions`,
          headers: authHeader(student),
          payload: { text },
        });
      assert.equal((await put('one')).statusCode, 200);
      assert.equal((await put('two')).statusCode, 429);
      const set = (title: string) =>
        limited.request({
          method: 'POST',
          url: `/api/v1${base(w)}`,
          headers: authHeader(teacher),
          payload: { title, due_at: '2026-11-28T18:30' },
        });
      assert.equal((await set('One')).statusCode, 201);
      assert.equal((await set('Two')).statusCode, 429);
    } finally {
      await limited.close();
    }
  });

  test('the OpenAPI document has every assignment route, signed in, with its answer and upload rules', async () => {
    const document = (await t.request({ method: 'GET', url: '/api/docs/json' })).json();
    const paths = document.paths as Record<string, Record<string, Record<string, unknown>>>;
    const base = '/api/v1/batch/{id}/assignments';
    const operations: [string, string, string][] = [
      [base, 'get', '200'],
      [base, 'post', '201'],
      [`${base}/{assignmentId}`, 'put', '200'],
      [`${base}/{assignmentId}`, 'delete', '200'],
      [`${base}/{assignmentId}/submissions`, 'get', '200'],
      [`${base}/{assignmentId}/submissions`, 'put', '200'],
      [`${base}/{assignmentId}/submissions/{submissionId}/feedback`, 'put', '200'],
    ];
    for (const [path, method, status] of operations) {
      const operation = paths[path]?.[method] as
        { security: unknown; responses: Record<string, unknown> } | undefined;
      assert.ok(operation, `${method.toUpperCase()} ${path} is documented`);
      assert.deepEqual(operation.security, [{ bearerAuth: [] }]);
      assert.ok(operation.responses[status], `${method.toUpperCase()} ${path} answers ${status}`);
    }
    for (const [path, method] of [
      [base, 'post'],
      [`${base}/{assignmentId}/submissions`, 'put'],
    ] as const) {
      const { description } = paths[path]![method] as { description: string };
      assert.match(description, /multipart\/form-data/);
      assert.match(description, /10 MB/);
    }
  });

  test('notifications are written in the recipient’s language', async () => {
    const w = await world();
    await t.database.db.update(users).set({ language: 'bn' }).where(eq(users.id, w.other.id));
    await createOk(w, { title: 'বাড়ির কাজ' });
    const told = await messagesOf(t, w.other.id);
    assert.ok(
      told.some((message) => message.includes('নতুন অ্যাসাইনমেন্ট') && message.includes('বাড়ির কাজ')),
      told.join('\n'),
    );
  });
});
