// Reading and changing classes: the calendar of every batch a caller teaches or studies in, one batch's classes
// for its members, the teacher moving, cancelling, restoring or noting a class (its members told in their
// language, in Dhaka time), and starting a class online, which holds that day's class or adds one.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import {
  BATCH_MESSAGES,
  SCHEDULE_MESSAGES,
  type ClassSession,
  type Role,
} from '@pathshala/shared-api/contract';
import { classSessions } from '../src/db/schema';
import { forEachDatabase, signUpAs, startTestApp, type Account, type TestApp } from './helpers';
import {
  calendarOf,
  callApi,
  changeSession,
  classGroup,
  classRowsOf,
  ClockedMeetingProvider,
  createBatchOk,
  dhaka,
  dhakaIso,
  messagesOf,
  scheduleBatchFields,
  sessionsOf,
  TestClock,
} from './fixtures';

const MINUTE = 60_000;
const startsOf = (sessions: { starts_at: string }[]) => sessions.map((session) => session.starts_at);

forEachDatabase((kind) => {
  let t: TestApp;
  const clock = new TestClock(dhaka('2026-11-27T12:00'));
  const meetings = new ClockedMeetingProvider(clock.now);
  const signUp = (role: Role) => signUpAs(t, role);

  before(async () => {
    t = await startTestApp(kind, { clock: clock.now, meeting: meetings });
  });
  after(() => t.close());

  const group = (fields: Record<string, unknown> = {}, students = 2) =>
    classGroup(t, signUp, fields, students);

  /** The batch's class starting at a Dhaka wall time, as `account` reads it. */
  async function classAt(account: Account, batchId: string, wall: string): Promise<ClassSession> {
    const day = wall.slice(0, 10);
    const sessions = await sessionsOf(t, account, batchId, `from=${day}&to=${day}T23:59`);
    const found = sessions.find((session) => session.starts_at === dhakaIso(wall));
    assert.ok(found, `a class at ${wall} among ${JSON.stringify(startsOf(sessions))}`);
    return found;
  }

  const setLanguage = async (account: Account, language: 'en' | 'bn') => {
    const response = await callApi(t, 'PUT', '/users/language', account, { language });
    assert.equal(response.statusCode, 200, response.body);
  };

  const mailsTo = (account: Account) =>
    t.outbox().filter((mail) => mail.to === `${account.name}@example.com`);

  // ------------------------------------------------------------------------------------------ calendar

  test("the calendar holds the classes of the caller's batches only, taught or studied", async () => {
    clock.set(dhaka('2026-11-27T12:00'));
    const a = await group({ title: 'Algebra', weekly_schedule: ['Sunday'], time: '18:30' });
    const b = await group({ title: 'Biology', weekly_schedule: ['Monday'], time: '18:30' }, 1);
    const [s1, s2] = a.students as [Account, Account];
    // A batch s1 made, taught by b's teacher.
    const owned = await createBatchOk(t, s1, {
      ...scheduleBatchFields,
      title: 'Chemistry at home',
      weekly_schedule: ['Tuesday'],
      time: '10:00',
      teacher_username: b.teacher.name,
    });
    const stranger = await signUp('student');
    const otherTeacher = await signUp('teacher');
    const admin = await signUp('admin');

    const seen = async (account: Account) =>
      (await calendarOf(t, account)).map((session) => `${session.batch_name} ${session.starts_at}`);
    assert.deepEqual(await seen(s1), [
      `Algebra ${dhakaIso('2026-11-29T18:30')}`,
      `Chemistry at home ${dhakaIso('2026-12-01T10:00')}`,
    ]);
    assert.deepEqual(await seen(s2), [`Algebra ${dhakaIso('2026-11-29T18:30')}`]);
    assert.deepEqual(await seen(a.teacher), [`Algebra ${dhakaIso('2026-11-29T18:30')}`]);
    assert.deepEqual(await seen(b.teacher), [
      `Biology ${dhakaIso('2026-11-30T18:30')}`,
      `Chemistry at home ${dhakaIso('2026-12-01T10:00')}`,
    ]);
    assert.deepEqual(await seen(b.students[0]!), [`Biology ${dhakaIso('2026-11-30T18:30')}`]);
    for (const nobody of [stranger, otherTeacher, admin]) assert.deepEqual(await seen(nobody), []);
    assert.deepEqual(
      (await calendarOf(t, b.teacher)).map((session) => session.batch_id),
      [b.batch._id, owned._id],
    );

    const [first] = await calendarOf(t, s1);
    assert.deepEqual(first, {
      _id: first!._id,
      batch_id: a.batch._id,
      batch_name: 'Algebra',
      subject: 'Physics',
      class: '9',
      teacher_id: { _id: a.teacher.id, username: a.teacher.name },
      starts_at: dhakaIso('2026-11-29T18:30'),
      ends_at: dhakaIso('2026-11-29T19:30'),
      duration_minutes: 60,
      scheduled_at: dhakaIso('2026-11-29T18:30'),
      status: 'scheduled',
      note: null,
      join_class_link: null,
      my_attendance: null,
    });

    // Removed by the owner, or gone of their own accord: their calendar no longer holds the batch.
    const removed = await callApi(t, 'DELETE', `/batch/remove-user/${a.batch._id}/${s2.id}`, a.teacher);
    assert.equal(removed.statusCode, 200, removed.body);
    assert.deepEqual(await seen(s2), []);
    const left = await callApi(t, 'DELETE', `/batch/student/leave/${a.batch._id}`, s1);
    assert.equal(left.statusCode, 200, left.body);
    assert.deepEqual(await seen(s1), [`Chemistry at home ${dhakaIso('2026-12-01T10:00')}`]);
    for (const gone of [s1, s2]) {
      const response = await callApi(t, 'GET', `/batch/${a.batch._id}/sessions`, gone);
      assert.equal(response.statusCode, 403, response.body);
    }
    assert.equal((await calendarOf(t, a.teacher)).length, 1, 'the teacher still has the class');
  });

  test('the range: today and the week after it in Dhaka by default; days and moments as asked', async () => {
    // A class every day at 23:30 in Dhaka, planned from the 26th.
    clock.set(dhaka('2026-11-26T00:00'));
    const { teacher, students } = await group(
      {
        weekly_schedule: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
        time: '23:30',
      },
      1,
    );
    // 02:00 on the 27th in Dhaka, the 26th in UTC: "today" is the 27th.
    clock.set(dhaka('2026-11-27T02:00'));
    const daily = (first: number, last: number) =>
      Array.from({ length: last - first + 1 }, (_, n) => {
        const day = new Date(Date.UTC(2026, 10, first + n)).toISOString().slice(0, 10);
        return dhakaIso(`${day}T23:30`);
      });
    for (const account of [teacher, students[0]!]) {
      assert.deepEqual(startsOf(await calendarOf(t, account)), daily(27, 33), 'the 27th to 3 December');
    }
    assert.deepEqual(startsOf(await calendarOf(t, teacher, 'from=2026-11-30')), daily(30, 36));
    assert.deepEqual(startsOf(await calendarOf(t, teacher, 'from=2026-11-26&to=2026-11-28')), daily(26, 27));
    // Moments: Dhaka time without an offset; with one, that instant. The start is in, the end is out.
    assert.deepEqual(
      startsOf(await calendarOf(t, teacher, 'from=2026-11-28T23:30&to=2026-11-29T23:30')),
      daily(28, 28),
    );
    assert.deepEqual(
      startsOf(await calendarOf(t, teacher, 'from=2026-11-28T17:30Z&to=2026-11-28T17:31Z')),
      daily(28, 28),
    );
    assert.deepEqual(
      startsOf(
        await calendarOf(t, teacher, `from=${encodeURIComponent('2026-11-28T23:31+06:00')}&to=2026-11-30`),
      ),
      daily(29, 29),
    );
    // 62 days is the most one call covers.
    assert.equal((await calendarOf(t, teacher, 'from=2026-11-27&to=2027-01-28')).length, 62);
  });

  test('each range error is a 400 on its field, and a range beyond the written weeks is planned on read', async () => {
    clock.set(dhaka('2026-11-27T12:00'));
    const { teacher, batch } = await group({ weekly_schedule: ['Friday'], time: '16:00' }, 1);
    const cases: [string, string, string][] = [
      ['from=2026-12-01&to=2026-12-01', 'to', SCHEDULE_MESSAGES.rangeOrder],
      ['from=2026-12-02&to=2026-12-01', 'to', SCHEDULE_MESSAGES.rangeOrder],
      ['from=2026-12-01T10:00&to=2026-12-01T09:59', 'to', SCHEDULE_MESSAGES.rangeOrder],
      ['from=2026-11-27&to=2027-01-29', 'to', SCHEDULE_MESSAGES.rangeTooLong],
      ['from=2027-11-20&to=2027-12-01', 'to', SCHEDULE_MESSAGES.rangeOutOfReach],
      ['from=2027-11-28', 'from', SCHEDULE_MESSAGES.rangeOutOfReach],
      ['from=2025-11-01&to=2025-11-10', 'from', SCHEDULE_MESSAGES.rangeOutOfReach],
      ['from=2025-11-01', 'from', SCHEDULE_MESSAGES.rangeOutOfReach],
      ['from=yesterday', 'from', SCHEDULE_MESSAGES.fromInvalid],
      ['from=2026-11-26T25:00', 'from', SCHEDULE_MESSAGES.fromInvalid],
      ['from=2026-11-26T10:00%2B0x', 'from', SCHEDULE_MESSAGES.fromInvalid],
      ['to=2026-02-30', 'to', SCHEDULE_MESSAGES.toInvalid],
      ['to=26%2F11%2F2026', 'to', SCHEDULE_MESSAGES.toInvalid],
      ['from=2026-11-27&from=2026-11-28', 'from', SCHEDULE_MESSAGES.fromInvalid],
    ];
    for (const url of ['/calendar', `/batch/${batch._id}/sessions`]) {
      for (const [query, field, message] of cases) {
        const response = await callApi(t, 'GET', `${url}?${query}`, teacher);
        assert.equal(response.statusCode, 400, `${url}?${query}: ${response.body}`);
        assert.equal(response.json().message, message, query);
        assert.equal(response.json().errors?.[field], message, `${query}: the error is on ${field}`);
      }
    }

    // Written four weeks ahead; ten months ahead is planned when read, and stays as it is on the next read.
    const written = await classRowsOf(t, batch._id);
    assert.equal(written.at(-1)?.startsAt.toISOString(), dhakaIso('2026-12-18T16:00'));
    const far = await calendarOf(t, teacher, 'from=2027-09-01&to=2027-09-30');
    assert.deepEqual(
      startsOf(far),
      ['2027-09-03', '2027-09-10', '2027-09-17', '2027-09-24'].map((day) => dhakaIso(`${day}T16:00`)),
    );
    const again = await calendarOf(t, teacher, 'from=2027-09-01&to=2027-09-30');
    assert.deepEqual(again, far);
    // The weeks between were written too: no gap in the batch's classes.
    const rows = await classRowsOf(t, batch._id);
    for (let n = 1; n < rows.length; n += 1)
      assert.equal(rows[n]!.startsAt.getTime() - rows[n - 1]!.startsAt.getTime(), 7 * 24 * 60 * MINUTE);
  });

  test("a batch's classes: its teacher and students only (403 others and admins, 404 unknown or deleted, 401, 400)", async () => {
    clock.set(dhaka('2026-11-27T12:00'));
    const teacher = await signUp('teacher');
    const [owner, member] = [await signUp('student'), await signUp('student')];
    const batch = await createBatchOk(t, owner, {
      ...scheduleBatchFields,
      teacher_username: teacher.name,
      student_ids: [member.name],
    });
    for (const account of [teacher, owner, member]) {
      const sessions = await sessionsOf(t, account, batch._id);
      assert.deepEqual(startsOf(sessions), [dhakaIso('2026-11-29T18:30')]);
    }
    for (const role of ['student', 'teacher', 'admin'] as const) {
      const response = await callApi(t, 'GET', `/batch/${batch._id}/sessions`, await signUp(role));
      assert.equal(response.statusCode, 403, `${role}: ${response.body}`);
      assert.equal(response.json().message, SCHEDULE_MESSAGES.notMember);
    }
    const anonymous = await callApi(t, 'GET', `/batch/${batch._id}/sessions`);
    assert.equal(anonymous.statusCode, 401, anonymous.body);
    const unknown = await callApi(t, 'GET', `/batch/${randomUUID()}/sessions`, teacher);
    assert.equal(unknown.statusCode, 404, unknown.body);
    assert.equal(unknown.json().message, BATCH_MESSAGES.notFound);
    const badId = await callApi(t, 'GET', '/batch/not-a-uuid/sessions', teacher);
    assert.equal(badId.statusCode, 400, badId.body);
    assert.equal((await callApi(t, 'DELETE', `/batch/destroy/${batch._id}`, owner)).statusCode, 200);
    const deleted = await callApi(t, 'GET', `/batch/${batch._id}/sessions`, teacher);
    assert.equal(deleted.statusCode, 404, deleted.body);
    assert.equal(deleted.json().message, BATCH_MESSAGES.notFound);
  });

  // ------------------------------------------------------------------------ move, cancel, restore, note

  test("only the batch's teacher changes a class: 403 its students, its owner, other teachers, admins; 404 elsewhere", async () => {
    clock.set(dhaka('2026-11-27T12:00'));
    const teacher = await signUp('teacher');
    const [owner, member] = [await signUp('student'), await signUp('student')];
    const batch = await createBatchOk(t, owner, {
      ...scheduleBatchFields,
      teacher_username: teacher.name,
      student_ids: [member.name],
    });
    const other = await group({}, 1);
    const session = await classAt(teacher, batch._id, '2026-11-29T18:30');
    const [before] = await t.database.db
      .select()
      .from(classSessions)
      .where(eq(classSessions.id, session._id));
    const body = { cancelled: true, note: 'Exams' };
    for (const account of [owner, member, other.teacher, await signUp('admin'), await signUp('student')]) {
      const response = await changeSession(t, account, batch._id, session._id, body);
      assert.equal(response.statusCode, 403, `${account.name}: ${response.body}`);
      assert.equal(response.json().message, SCHEDULE_MESSAGES.notTeacherChange);
    }
    const anonymous = await changeSession(t, null, batch._id, session._id, body);
    assert.equal(anonymous.statusCode, 401, anonymous.body);
    // Another batch's class under this batch's path, by this batch's teacher: not found.
    const elsewhere = await classAt(other.teacher, other.batch._id, '2026-11-29T18:30');
    const notHere = await changeSession(t, teacher, batch._id, elsewhere._id, body);
    assert.equal(notHere.statusCode, 404, notHere.body);
    assert.equal(notHere.json().message, SCHEDULE_MESSAGES.notFound);
    // …nor the other way round, by the other batch's teacher.
    const crossed = await changeSession(t, other.teacher, other.batch._id, session._id, body);
    assert.equal(crossed.statusCode, 404, crossed.body);
    const unknownBatch = await changeSession(t, teacher, randomUUID(), session._id, body);
    assert.equal(unknownBatch.statusCode, 404, unknownBatch.body);
    assert.equal(unknownBatch.json().message, BATCH_MESSAGES.notFound);
    const unknownClass = await changeSession(t, teacher, batch._id, randomUUID(), body);
    assert.equal(unknownClass.statusCode, 404, unknownClass.body);
    for (const url of [`/batch/${batch._id}/sessions/nope`, `/batch/nope/sessions/${session._id}`]) {
      const response = await callApi(t, 'PUT', url, teacher, body);
      assert.equal(response.statusCode, 400, response.body);
    }
    const [after] = await t.database.db.select().from(classSessions).where(eq(classSessions.id, session._id));
    assert.deepEqual(after, before, 'refused changes leave the class as it was');
    assert.deepEqual(await messagesOf(t, member.id), [`${owner.name} invited you to join "Physics"`]);

    const done = await changeSession(t, teacher, batch._id, session._id, body);
    assert.equal(done.statusCode, 200, done.body);
    assert.equal(done.json().data.status, 'cancelled');
  });

  test('each invalid change is a 400 and changes nothing', async () => {
    clock.set(dhaka('2026-11-27T12:00'));
    const { teacher, batch } = await group({}, 1);
    const session = await classAt(teacher, batch._id, '2026-11-29T18:30');
    const [before] = await t.database.db
      .select()
      .from(classSessions)
      .where(eq(classSessions.id, session._id));
    const cases: [unknown, string | null, string][] = [
      [{ starts_at: '2026-11-27T11:59' }, 'starts_at', SCHEDULE_MESSAGES.startsAtPast],
      [{ starts_at: '2026-11-27T12:00' }, 'starts_at', SCHEDULE_MESSAGES.startsAtPast],
      [{ starts_at: '2026-11-27T05:30Z' }, 'starts_at', SCHEDULE_MESSAGES.startsAtPast],
      [{ starts_at: '2027-11-29T12:01' }, 'starts_at', SCHEDULE_MESSAGES.startsAtOutOfReach],
      [{ starts_at: '2026-12-01' }, 'starts_at', SCHEDULE_MESSAGES.startsAtInvalid],
      [{ starts_at: '2026-12-01 18:00' }, 'starts_at', SCHEDULE_MESSAGES.startsAtInvalid],
      [{ starts_at: '2026-12-01T24:00' }, 'starts_at', SCHEDULE_MESSAGES.startsAtInvalid],
      [{ starts_at: '2026-11-31T18:00' }, 'starts_at', SCHEDULE_MESSAGES.startsAtInvalid],
      [{ starts_at: 'tomorrow at six' }, 'starts_at', SCHEDULE_MESSAGES.startsAtInvalid],
      [{ starts_at: 1796054400000 }, 'starts_at', SCHEDULE_MESSAGES.startsAtInvalid],
      [{ cancelled: true, starts_at: '2026-12-01T18:00' }, 'starts_at', SCHEDULE_MESSAGES.cancelWithMove],
      [{ cancelled: 'yes' }, 'cancelled', SCHEDULE_MESSAGES.cancelledInvalid],
      [{ note: 'x'.repeat(501) }, 'note', SCHEDULE_MESSAGES.noteTooLong],
      [{ note: 42 }, 'note', SCHEDULE_MESSAGES.noteInvalid],
      [{}, null, SCHEDULE_MESSAGES.changeEmpty],
    ];
    for (const [body, field, message] of cases) {
      const response = await changeSession(t, teacher, batch._id, session._id, body);
      assert.equal(response.statusCode, 400, `${JSON.stringify(body)}: ${response.body}`);
      assert.equal(response.json().message, message, JSON.stringify(body));
      if (field) assert.equal(response.json().errors?.[field], message, JSON.stringify(body));
    }
    const [after] = await t.database.db.select().from(classSessions).where(eq(classSessions.id, session._id));
    assert.deepEqual(after, before);
    // The edges that are fine: a note of 500 characters, a time a year ahead.
    const edge = await changeSession(t, teacher, batch._id, session._id, {
      starts_at: '2027-11-28T12:00',
      note: 'x'.repeat(500),
    });
    assert.equal(edge.statusCode, 200, edge.body);
    assert.equal(edge.json().data.starts_at, dhakaIso('2027-11-28T12:00'));
  });

  test('a moved class shows moved at its new time; its members (not the teacher) are told, each in their language', async () => {
    clock.set(dhaka('2026-11-27T12:00'));
    const { teacher, students, batch } = await group({ title: 'Algebra' });
    const [english, bangla] = students as [Account, Account];
    await setLanguage(bangla, 'bn');
    const session = await classAt(teacher, batch._id, '2026-11-29T18:30');
    const teacherMails = mailsTo(teacher).length;

    const response = await changeSession(t, teacher, batch._id, session._id, {
      starts_at: '2026-11-30T19:00',
      note: 'Room change',
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().message, SCHEDULE_MESSAGES.moved);
    const moved: ClassSession = response.json().data;
    assert.equal(moved._id, session._id);
    assert.equal(moved.status, 'moved');
    assert.equal(moved.starts_at, dhakaIso('2026-11-30T19:00'));
    assert.equal(moved.ends_at, dhakaIso('2026-11-30T20:00'));
    assert.equal(moved.scheduled_at, dhakaIso('2026-11-29T18:30'));
    assert.equal(moved.note, 'Room change');
    // Everyone sees it moved, on its new day only.
    for (const account of [teacher, english, bangla]) {
      const calendar = await calendarOf(t, account, 'from=2026-11-29&to=2026-12-01');
      assert.deepEqual(
        calendar.map((item) => [item._id, item.status, item.starts_at]),
        [[session._id, 'moved', dhakaIso('2026-11-30T19:00')]],
      );
    }

    const englishText = 'The class of "Algebra" on Sun 29 Nov, 6:30 PM moves to Mon 30 Nov, 7:00 PM';
    assert.equal((await messagesOf(t, english.id)).at(-1), `${englishText} (note: Room change)`);
    const banglaText = (await messagesOf(t, bangla.id)).at(-1) ?? '';
    assert.equal(
      banglaText,
      '"Algebra" এর রবি ২৯ নভে, সন্ধ্যা ৬:৩০ এর ক্লাসটি সরিয়ে সোম ৩০ নভে, সন্ধ্যা ৭:০০ এ নেওয়া হয়েছে (নোট: Room change)',
    );
    assert.ok(
      !(await messagesOf(t, teacher.id)).some((text) => text.includes('moves to')),
      'the teacher is not told',
    );

    const [englishMail] = mailsTo(english).filter((mail) => mail.subject === englishText);
    assert.ok(englishMail, 'the English member is mailed');
    assert.match(englishMail.text, /Room change/);
    assert.match(englishMail.text, /\/student\/schedule/);
    const [banglaMail] = mailsTo(bangla).filter((mail) => mail.subject.includes('সন্ধ্যা ৭:০০'));
    assert.ok(banglaMail, 'the Bangla member is mailed in Bangla, in Dhaka time');
    assert.match(banglaMail.subject, /সোম ৩০ নভে/);
    assert.match(banglaMail.text, /নোট: Room change/);
    assert.equal(mailsTo(teacher).length, teacherMails, 'the teacher is not mailed');
  });

  test('cancel, restore and note: each status, message and notice; asking for what is already so tells nobody', async () => {
    clock.set(dhaka('2026-11-27T12:00'));
    const { teacher, students, batch } = await group({ title: 'Algebra' }, 1);
    const student = students[0]!;
    const session = await classAt(teacher, batch._id, '2026-11-29T18:30');
    const change = async (body: object, message: string) => {
      const response = await changeSession(t, teacher, batch._id, session._id, body);
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(response.json().message, message);
      return response.json().data as ClassSession;
    };
    const notices = () => messagesOf(t, student.id);
    const told = (await notices()).length;

    const cancelled = await change({ cancelled: true, note: 'Exam week' }, SCHEDULE_MESSAGES.cancelled);
    assert.equal(cancelled.status, 'cancelled');
    assert.equal(cancelled.note, 'Exam week');
    assert.equal((await classAt(student, batch._id, '2026-11-29T18:30')).status, 'cancelled');
    assert.equal(
      (await notices()).at(-1),
      'The class of "Algebra" on Sun 29 Nov, 6:30 PM is cancelled (note: Exam week)',
    );
    await change({ cancelled: true }, SCHEDULE_MESSAGES.unchanged);

    const restored = await change({ cancelled: false, note: '' }, SCHEDULE_MESSAGES.restored);
    assert.equal(restored.status, 'scheduled');
    assert.equal(restored.note, null, 'a blank note clears it');
    assert.equal(
      (await notices()).at(-1),
      'The class of "Algebra" on Sun 29 Nov, 6:30 PM takes place after all',
    );

    const noted = await change({ note: '  Bring a calculator  ' }, SCHEDULE_MESSAGES.noteSaved);
    assert.equal(noted.status, 'scheduled');
    assert.equal(noted.note, 'Bring a calculator');
    assert.equal(
      (await notices()).at(-1),
      'The teacher left a note on the class of "Algebra" on Sun 29 Nov, 6:30 PM (note: Bring a calculator)',
    );
    const before = (await notices()).length;
    await change({ cancelled: false }, SCHEDULE_MESSAGES.unchanged);
    await change({ note: 'Bring a calculator', starts_at: '2026-11-29T18:30' }, SCHEDULE_MESSAGES.unchanged);
    assert.equal((await notices()).length, before, 'nothing happened, nobody is told');
    assert.equal((await notices()).length, told + 3);

    // A cancelled class given a new time is back, moved.
    await change({ cancelled: true }, SCHEDULE_MESSAGES.cancelled);
    const back = await change({ starts_at: '2026-11-29T20:00' }, SCHEDULE_MESSAGES.moved);
    assert.equal(back.status, 'moved');
    assert.equal(back.starts_at, dhakaIso('2026-11-29T20:00'));
    // Moved back to its planned time, it is as planned again.
    const home = await change({ starts_at: '2026-11-29T18:30' }, SCHEDULE_MESSAGES.moved);
    assert.equal(home.status, 'scheduled');
  });

  test('a class that has started, or was started online early, cannot change (409)', async () => {
    clock.set(dhaka('2026-11-27T12:00'));
    const { teacher, batch } = await group({ weekly_schedule: ['Sunday', 'Monday'] }, 1);
    const sunday = await classAt(teacher, batch._id, '2026-11-29T18:30');
    const monday = await classAt(teacher, batch._id, '2026-11-30T18:30');

    clock.set(dhaka('2026-11-29T18:30'));
    for (const body of [{ cancelled: true }, { starts_at: '2026-12-02T18:00' }, { note: 'Late' }]) {
      const response = await changeSession(t, teacher, batch._id, sunday._id, body);
      assert.equal(response.statusCode, 409, response.body);
      assert.equal(response.json().message, SCHEDULE_MESSAGES.alreadyStarted);
    }
    // Monday, 18:00: the teacher starts the class half an hour early; it is held and cannot move.
    clock.set(dhaka('2026-11-30T18:00'));
    const started = await callApi(t, 'POST', `/zoom/create-meeting/${batch._id}`, teacher);
    assert.equal(started.statusCode, 200, started.body);
    assert.equal((await classAt(teacher, batch._id, '2026-11-30T18:30')).status, 'held');
    const held = await changeSession(t, teacher, batch._id, monday._id, { cancelled: true });
    assert.equal(held.statusCode, 409, held.body);
    assert.equal(held.json().message, SCHEDULE_MESSAGES.alreadyStarted);
  });

  // ------------------------------------------------------------------------------------ starting a class

  test("starting a class online holds that day's class, its join link shown in the calendar while live", async () => {
    clock.set(dhaka('2026-11-27T12:00'));
    const { teacher, students, batch } = await group({ weekly_schedule: ['Sunday'], time: '18:30' }, 1);
    const student = students[0]!;
    const before = await classRowsOf(t, batch._id);
    clock.set(dhaka('2026-11-29T18:25'));
    const response = await callApi(t, 'POST', `/zoom/create-meeting/${batch._id}`, teacher, {
      durationMinutes: 60,
    });
    assert.equal(response.statusCode, 200, response.body);
    const { joinUrl } = response.json().data;
    for (const account of [teacher, student]) {
      const [today] = await calendarOf(t, account, 'from=2026-11-29&to=2026-11-30');
      assert.equal(today?.starts_at, dhakaIso('2026-11-29T18:30'));
      assert.equal(today?.status, 'held');
      assert.equal(today?.join_class_link, joinUrl);
    }
    assert.equal((await classRowsOf(t, batch._id)).length, before.length, 'no class added');
    // Started again the same day (a new room): the same class, with the new link.
    clock.set(dhaka('2026-11-29T18:40'));
    const again = await callApi(t, 'POST', `/zoom/create-meeting/${batch._id}`, teacher, {
      durationMinutes: 60,
    });
    assert.equal(again.statusCode, 200, again.body);
    const [relinked] = await calendarOf(t, student, 'from=2026-11-29&to=2026-11-30');
    assert.equal(relinked?.join_class_link, again.json().data.joinUrl);
    assert.equal((await classRowsOf(t, batch._id)).length, before.length);
    // The link lasts the meeting: gone once it expires (90 minutes after the start), the class still held.
    clock.set(dhaka('2026-11-29T20:11'));
    const [ended] = await calendarOf(t, student, 'from=2026-11-29&to=2026-11-30');
    assert.equal(ended?.status, 'held');
    assert.equal(ended?.join_class_link, null);
  });

  test('starting a class on a day without one (or with only a cancelled one) adds a class starting now', async () => {
    clock.set(dhaka('2026-11-27T12:00'));
    const { teacher, students, batch } = await group({ weekly_schedule: ['Sunday'], time: '18:30' }, 1);
    const student = students[0]!;
    clock.set(dhaka('2026-11-30T16:05'));
    const response = await callApi(t, 'POST', `/zoom/create-meeting/${batch._id}`, teacher, {
      durationMinutes: 45,
    });
    assert.equal(response.statusCode, 200, response.body);
    const calendar = await calendarOf(t, student, 'from=2026-11-30&to=2026-12-01');
    assert.deepEqual(
      calendar.map((item) => [item.starts_at, item.ends_at, item.status, item.join_class_link]),
      [[dhakaIso('2026-11-30T16:05'), dhakaIso('2026-11-30T16:50'), 'held', response.json().data.joinUrl]],
    );

    // Sunday's class cancelled; started that Sunday all the same: an extra class, the cancelled one left alone.
    clock.set(dhaka('2026-12-06T10:00'));
    const sunday = await classAt(teacher, batch._id, '2026-12-06T18:30');
    assert.equal(
      (await changeSession(t, teacher, batch._id, sunday._id, { cancelled: true })).statusCode,
      200,
    );
    clock.set(dhaka('2026-12-06T18:31'));
    const extra = await callApi(t, 'POST', `/zoom/create-meeting/${batch._id}`, teacher);
    assert.equal(extra.statusCode, 200, extra.body);
    const day = await calendarOf(t, student, 'from=2026-12-06&to=2026-12-07');
    assert.deepEqual(
      day.map((item) => [item._id === sunday._id, item.status, item.join_class_link !== null]),
      [
        [true, 'cancelled', false],
        [false, 'held', true],
      ],
    );
    assert.deepEqual(startsOf(day), [dhakaIso('2026-12-06T18:30'), dhakaIso('2026-12-06T18:31')]);
  });
});
