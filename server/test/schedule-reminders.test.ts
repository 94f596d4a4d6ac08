// Reminders: about an hour before a class its teacher and every student are notified and mailed, once, in
// their language; never for a cancelled, held or deleted class, nor for someone no longer in the batch or
// removed. A moved class is reminded of again before its new time. Two instances on one database remind of
// each class exactly once, however their ticks interleave.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { inArray } from 'drizzle-orm';
import type { Role } from '@pathshala/shared-api/contract';
import { classSessions } from '../src/db/schema';
import {
  forEachDatabase,
  signUpAs,
  startTestApp,
  type Account,
  type OutboxMail,
  type TestApp,
} from './helpers';
import {
  callApi,
  changeSession,
  classGroup,
  classRowsOf,
  ClockedMeetingProvider,
  createBatchOk,
  dhaka,
  messagesOf,
  scheduleBatchFields,
  secondInstance,
  sessionsOf,
  TestClock,
  updateBatch,
} from './fixtures';

const REMINDER = /^Reminder: /;
const reminderText = (batch: string, when: string) => `Reminder: "${batch}" has a class on ${when}`;

forEachDatabase((kind) => {
  let t: TestApp;
  const clock = new TestClock(dhaka('2026-11-27T12:00'));
  const signUp = (role: Role) => signUpAs(t, role);

  before(async () => {
    t = await startTestApp(kind, { clock: clock.now, meeting: new ClockedMeetingProvider(clock.now) });
  });
  after(() => t.close());

  const group = (fields: Record<string, unknown> = {}, students = 2) =>
    classGroup(t, signUp, fields, students);
  const remindersOf = async (account: Account) =>
    (await messagesOf(t, account.id)).filter((text) => REMINDER.test(text));
  const reminderMailsTo = (account: Account, outbox: OutboxMail[] = t.outbox()) =>
    outbox.filter((mail) => mail.to === `${account.name}@example.com` && REMINDER.test(mail.subject));
  const tickAt = async (wall: string) => {
    clock.set(dhaka(wall));
    return (await t.app.scheduler.tick()).reminded;
  };

  test('a class about an hour ahead is reminded of once: its teacher and every student, notified and mailed', async () => {
    clock.set(dhaka('2026-11-27T12:00'));
    const { teacher, students, batch } = await group({
      title: 'Algebra',
      weekly_schedule: ['Sunday'],
      time: '18:30',
    });
    const [english, bangla] = students as [Account, Account];
    assert.equal((await callApi(t, 'PUT', '/users/language', bangla, { language: 'bn' })).statusCode, 200);

    // 70 minutes ahead: not yet.
    assert.equal(await tickAt('2026-11-29T17:20'), 0);
    for (const account of [teacher, english, bangla]) assert.deepEqual(await remindersOf(account), []);

    assert.equal(await tickAt('2026-11-29T17:30'), 1);
    const english_ = reminderText('Algebra', 'Sun 29 Nov, 6:30 PM');
    assert.deepEqual(await remindersOf(teacher), [english_]);
    assert.deepEqual(await remindersOf(english), [english_]);
    assert.deepEqual(
      await messagesOf(t, bangla.id).then((texts) => texts.filter((text) => text.startsWith('মনে করিয়ে'))),
      ['মনে করিয়ে দিচ্ছি: "Algebra" এর ক্লাস রবি ২৯ নভে, সন্ধ্যা ৬:৩০ এ'],
    );
    for (const account of [teacher, english]) {
      const mails = reminderMailsTo(account);
      assert.equal(mails.length, 1, account.name);
      assert.equal(mails[0]?.subject, english_);
      assert.match(mails[0]!.text, /\/(teacher|student)\/schedule/);
    }
    const banglaMails = t
      .outbox()
      .filter((mail) => mail.to === `${bangla.name}@example.com` && mail.subject.startsWith('মনে করিয়ে'));
    assert.equal(banglaMails.length, 1);
    const [row] = await classRowsOf(t, batch._id);
    assert.equal(row?.remindedAt?.toISOString(), dhaka('2026-11-29T17:30').toISOString());

    // Ticks after it send nothing more, up to the class and after it.
    for (const at of ['2026-11-29T17:31', '2026-11-29T18:00', '2026-11-29T18:29', '2026-11-29T18:31'])
      assert.equal(await tickAt(at), 0);
    for (const account of [teacher, english]) {
      assert.equal((await remindersOf(account)).length, 1);
      assert.equal(reminderMailsTo(account).length, 1);
    }
  });

  test('no reminder for a cancelled class, a class already held, or a class whose time has passed', async () => {
    clock.set(dhaka('2026-11-27T12:00'));
    const cancelled = await group({ title: 'Cancelled', weekly_schedule: ['Monday'], time: '18:30' }, 1);
    const held = await group({ title: 'Held', weekly_schedule: ['Monday'], time: '18:30' }, 1);
    const missed = await group({ title: 'Missed', weekly_schedule: ['Monday'], time: '17:00' }, 1);
    const [monday] = await sessionsOf(
      t,
      cancelled.teacher,
      cancelled.batch._id,
      'from=2026-11-30&to=2026-12-01',
    );
    assert.equal(
      (await changeSession(t, cancelled.teacher, cancelled.batch._id, monday!._id, { cancelled: true }))
        .statusCode,
      200,
    );
    clock.set(dhaka('2026-11-30T17:25'));
    assert.equal(
      (await callApi(t, 'POST', `/zoom/create-meeting/${held.batch._id}`, held.teacher)).statusCode,
      200,
    );
    // No tick ran while the 17:00 class was due (the scheduler was down): once it has started, it is too late.
    assert.equal(await tickAt('2026-11-30T17:30'), 0);
    for (const { teacher, students } of [cancelled, held, missed])
      for (const account of [teacher, ...students])
        assert.deepEqual(await remindersOf(account), [], account.name);
  });

  test('no reminder for a student who left, was removed from the batch or removed by an admin; none for a deleted batch', async () => {
    clock.set(dhaka('2026-11-27T12:00'));
    const { teacher, students, batch } = await group(
      { title: 'Geometry', weekly_schedule: ['Tuesday'], time: '18:30' },
      4,
    );
    const [stays, leaves, removed, kicked] = students as [Account, Account, Account, Account];
    const gone = await group({ title: 'Gone', weekly_schedule: ['Tuesday'], time: '18:30' }, 1);
    const admin = await signUp('admin');
    assert.equal((await callApi(t, 'DELETE', `/batch/student/leave/${batch._id}`, leaves)).statusCode, 200);
    assert.equal(
      (await callApi(t, 'DELETE', `/batch/remove-user/${batch._id}/${removed.id}`, teacher)).statusCode,
      200,
    );
    assert.equal((await callApi(t, 'DELETE', `/admin/remove-user/${kicked.id}`, admin)).statusCode, 200);
    assert.equal(
      (await callApi(t, 'DELETE', `/batch/destroy/${gone.batch._id}`, gone.teacher)).statusCode,
      200,
    );

    assert.equal(await tickAt('2026-12-01T17:45'), 1);
    const text = reminderText('Geometry', 'Tue 1 Dec, 6:30 PM');
    assert.deepEqual(await remindersOf(teacher), [text]);
    assert.deepEqual(await remindersOf(stays), [text]);
    for (const account of [leaves, removed, kicked, gone.teacher, gone.students[0]!]) {
      assert.deepEqual(await remindersOf(account), [], account.name);
      assert.deepEqual(reminderMailsTo(account), [], account.name);
    }
  });

  test('a moved class is reminded of again before its new time; an edit that keeps its time does not remind again', async () => {
    clock.set(dhaka('2026-11-27T12:00'));
    const { teacher, students, batch } = await group(
      { title: 'Statistics', weekly_schedule: ['Wednesday'], time: '18:30' },
      1,
    );
    const student = students[0]!;
    assert.equal(await tickAt('2026-12-02T17:30'), 1);

    // The owner adds a day and writes the time another way: Wednesday 18:30 stays, already reminded of.
    const edited = await updateBatch(t, teacher, batch._id, {
      weekly_schedule: ['Wednesday', 'Thursday'],
      time: '6:30 PM',
    });
    assert.equal(edited.statusCode, 200, edited.body);
    assert.equal(await tickAt('2026-12-02T17:35'), 0);
    assert.deepEqual(await remindersOf(student), [reminderText('Statistics', 'Wed 2 Dec, 6:30 PM')]);

    // Moved to 21:00 before it starts: reminded of again an hour before the new time, once.
    clock.set(dhaka('2026-12-02T17:40'));
    const [wednesday] = await sessionsOf(t, teacher, batch._id, 'from=2026-12-02&to=2026-12-03');
    const moved = await changeSession(t, teacher, batch._id, wednesday!._id, {
      starts_at: '2026-12-02T21:00',
    });
    assert.equal(moved.statusCode, 200, moved.body);
    assert.equal(await tickAt('2026-12-02T19:30'), 0);
    assert.equal(await tickAt('2026-12-02T20:00'), 1);
    assert.equal(await tickAt('2026-12-02T20:10'), 0);
    const expected = [
      reminderText('Statistics', 'Wed 2 Dec, 6:30 PM'),
      reminderText('Statistics', 'Wed 2 Dec, 9:00 PM'),
    ];
    assert.deepEqual(await remindersOf(student), expected);
    assert.deepEqual(await remindersOf(teacher), expected);
    assert.deepEqual(
      reminderMailsTo(student).map((mail) => mail.subject),
      expected,
    );

    // Cancelled after its reminder and then restored: reminded of again.
    clock.set(dhaka('2026-12-03T12:00'));
    const [thursday] = await sessionsOf(t, teacher, batch._id, 'from=2026-12-03&to=2026-12-04');
    assert.equal(await tickAt('2026-12-03T17:45'), 1);
    assert.equal(
      (await changeSession(t, teacher, batch._id, thursday!._id, { cancelled: true })).statusCode,
      200,
    );
    assert.equal(
      (await changeSession(t, teacher, batch._id, thursday!._id, { cancelled: false })).statusCode,
      200,
    );
    assert.equal(await tickAt('2026-12-03T17:50'), 1);
    assert.equal((await remindersOf(student)).length, 4);
  });

  test('two instances on one database, ticking at once over many due classes, remind of each class exactly once', async () => {
    clock.set(dhaka('2026-12-10T08:00'));
    const second = await secondInstance(kind, t, { clock: clock.now });
    try {
      const teacher = await signUp('teacher');
      const students = [await signUp('student'), await signUp('student')];
      // 55 batches (more than one transaction's 50), a class each day, five minutes apart from 10:00 on.
      const titles: string[] = [];
      const everyDay = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
      for (let n = 0; n < 55; n += 1) {
        const minutes = 10 * 60 + 5 * n;
        const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
        const title = `Race ${n}`;
        titles.push(title);
        await createBatchOk(t, teacher, {
          ...scheduleBatchFields,
          title,
          weekly_schedule: everyDay,
          time,
          student_ids: students.map((student) => student.name),
        });
      }
      // Four days; each day both instances tick together, several times, as the classes come due in waves.
      const days = ['2026-12-11', '2026-12-12', '2026-12-13', '2026-12-14'];
      let reminded = 0;
      for (const day of days) {
        // Half-hourly, each tick reminding of the classes of the hour after it.
        for (const wall of [
          '09:00',
          '09:00',
          '09:30',
          '10:00',
          '10:30',
          '11:00',
          '11:30',
          '12:00',
          '12:30',
          '13:00',
          '13:30',
          '14:00',
          '14:00',
        ]) {
          clock.set(dhaka(`${day}T${wall}`));
          const answers = await Promise.all([
            t.app.scheduler.tick(),
            second.t.app.scheduler.tick(),
            t.app.scheduler.tick(),
          ]);
          reminded += answers.reduce((sum, answer) => sum + answer.reminded, 0);
        }
      }
      assert.equal(reminded, 55 * days.length, 'every class reminded of, once, by one instance or the other');

      const outbox = [...t.outbox(), ...second.t.outbox()];
      for (const account of [teacher, ...students]) {
        const texts = await remindersOf(account);
        assert.equal(texts.length, 55 * days.length, account.name);
        assert.equal(new Set(texts).size, texts.length, `${account.name}: no reminder twice`);
        const subjects = reminderMailsTo(account, outbox).map((mail) => mail.subject);
        assert.equal(subjects.length, 55 * days.length, `${account.name}'s mails`);
        assert.equal(new Set(subjects).size, subjects.length, `${account.name}: no mail twice`);
      }
      // Every class of those four days was claimed, and no other.
      const batchIds = (await callApi(t, 'GET', '/batch/batches', teacher))
        .json()
        .data.map((batch: { _id: string }) => batch._id);
      assert.equal(batchIds.length, 55);
      const rows = await t.database.db
        .select({ remindedAt: classSessions.remindedAt, startsAt: classSessions.startsAt })
        .from(classSessions)
        .where(inArray(classSessions.batchId, batchIds));
      const [first, last] = [dhaka('2026-12-11T00:00').getTime(), dhaka('2026-12-15T00:00').getTime()];
      for (const row of rows) {
        const due = row.startsAt.getTime() > first && row.startsAt.getTime() < last;
        assert.equal(row.remindedAt !== null, due, row.startsAt.toISOString());
      }
    } finally {
      await second.close();
    }
  });
});
