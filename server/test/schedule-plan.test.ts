// Easy scheduling, how a batch's classes are made: its weekly days and clock time read in Asia/Dhaka from its
// start date, written four weeks ahead, planned again when the rule changes (only the future, only classes
// nobody touched), dropped ahead when the batch goes, and planned on by the scheduler as time passes.
// Every expected moment is a Dhaka wall time turned into an instant here (dhaka()), never by the code under test.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { and, count, eq, isNull } from 'drizzle-orm';
import { BATCH_MESSAGES, SCHEDULE_MESSAGES, type Role } from '@pathshala/shared-api/contract';
import { batches, classSessions } from '../src/db/schema';
import { forEachDatabase, signUpAs, startTestApp, type Account, type TestApp } from './helpers';
import {
  callApi,
  changeSession,
  classGroup,
  classRowsOf,
  dhaka,
  dhakaIso,
  scheduleBatchFields,
  secondInstance,
  sessionsOf,
  TestClock,
  updateBatch,
} from './fixtures';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
/** How far ahead a batch's classes are written (plan.ts PLAN_AHEAD_DAYS). */
const PLANNED_DAYS = 28;

/** The Dhaka wall clock of an instant, worked out with the fixed +06:00 offset: '2026-11-28T01:30 Sat'. */
function dhakaWall(iso: string | Date): string {
  const shifted = new Date(new Date(iso).getTime() + 6 * HOUR);
  const day = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][shifted.getUTCDay()];
  return `${shifted.toISOString().slice(0, 16)} ${day}`;
}

forEachDatabase((kind) => {
  let t: TestApp;
  // 02:00 on Friday 27 November in Dhaka, while it is still Thursday the 26th in UTC (and on this server).
  const START = dhaka('2026-11-27T02:00');
  const clock = new TestClock(START);
  const signUp = (role: Role) => signUpAs(t, role);

  before(async () => {
    t = await startTestApp(kind, { clock: clock.now });
  });
  after(() => t.close());

  const group = (fields: Record<string, unknown> = {}, students = 2) =>
    classGroup(t, signUp, fields, students);
  const startsOf = (sessions: { starts_at: string }[]) => sessions.map((session) => session.starts_at);

  test('the test process runs in UTC, where Dhaka is six hours ahead', () => {
    assert.equal(new Date(0).getTimezoneOffset(), 0, 'run the server suites with TZ=UTC (or unset)');
    assert.equal(START.toISOString(), '2026-11-26T20:00:00.000Z');
  });

  test('classes fall on the Dhaka days at the Dhaka time across a week (Sat → Sun) and a month (Nov 30 → Dec 1)', async () => {
    clock.set(START);
    const expected = [
      ['2026-11-28T01:30', '2026-11-27T19:30:00.000Z'], // Saturday in Dhaka, still Friday in UTC
      ['2026-11-29T01:30', '2026-11-28T19:30:00.000Z'], // Sunday: the portal's week starts
      ['2026-11-30T01:30', '2026-11-29T19:30:00.000Z'],
      ['2026-12-01T01:30', '2026-11-30T19:30:00.000Z'], // December in Dhaka, November in UTC
    ];
    for (const zone of ['UTC', 'Pacific/Kiritimati', 'America/Los_Angeles']) {
      const saved = process.env.TZ;
      process.env.TZ = zone;
      try {
        const { teacher, batch } = await group({
          weekly_schedule: ['Tuesday', 'Saturday', 'Monday', 'Sunday'],
          time: '01:30',
        });
        assert.equal(batch.start_date, '2026-11-27', `${zone}: the start date defaults to today in Dhaka`);
        assert.equal(batch.duration_minutes, 60);
        const sessions = await sessionsOf(t, teacher, batch._id, 'from=2026-11-27&to=2026-12-02');
        assert.deepEqual(
          startsOf(sessions),
          expected.map(([, utc]) => utc),
          `${zone}: the classes' instants`,
        );
        assert.deepEqual(
          startsOf(sessions),
          expected.map(([wall]) => dhakaIso(wall!)),
        );
        assert.deepEqual(
          sessions.map((session) => dhakaWall(session.starts_at)),
          ['2026-11-28T01:30 Sat', '2026-11-29T01:30 Sun', '2026-11-30T01:30 Mon', '2026-12-01T01:30 Tue'],
        );
        for (const session of sessions) {
          assert.equal(session.status, 'scheduled');
          assert.equal(session.scheduled_at, session.starts_at);
          assert.equal(Date.parse(session.ends_at) - Date.parse(session.starts_at), HOUR);
        }
        // Four weeks are written: 4 classes a week, every one at 01:30 on a Sat–Tue in Dhaka.
        const rows = await classRowsOf(t, batch._id);
        assert.equal(rows.length, 16, zone);
        for (const row of rows) assert.match(dhakaWall(row.startsAt), /T01:30 (Sat|Sun|Mon|Tue)$/);
      } finally {
        if (saved === undefined) delete process.env.TZ;
        else process.env.TZ = saved;
      }
    }
  });

  test("the '6:30 PM' form and times either side of midnight", async () => {
    clock.set(START);
    const evening = await group({ weekly_schedule: ['Saturday', 'Sunday'], time: '6:30 PM' }, 1);
    assert.deepEqual(
      startsOf(await sessionsOf(t, evening.teacher, evening.batch._id, 'from=2026-11-27&to=2026-12-01')),
      [dhakaIso('2026-11-28T18:30'), dhakaIso('2026-11-29T18:30')],
    );
    const late = await group({ weekly_schedule: ['Monday'], time: '11:45 pm' }, 1);
    const early = await group({ weekly_schedule: ['Tuesday'], time: '12:15 AM' }, 1);
    const noon = await group({ weekly_schedule: ['Tuesday'], time: '12:00 PM' }, 1);
    const range = 'from=2026-11-30&to=2026-12-02';
    assert.deepEqual(startsOf(await sessionsOf(t, late.teacher, late.batch._id, range)), [
      dhakaIso('2026-11-30T23:45'),
    ]);
    assert.deepEqual(startsOf(await sessionsOf(t, early.teacher, early.batch._id, range)), [
      dhakaIso('2026-12-01T00:15'),
    ]);
    assert.deepEqual(startsOf(await sessionsOf(t, noon.teacher, noon.batch._id, range)), [
      dhakaIso('2026-12-01T12:00'),
    ]);
  });

  test('no classes for a time that is not a clock time, or for a batch without days', async () => {
    clock.set(START);
    const wide = 'from=2026-11-27&to=2027-01-28';
    for (const fields of [
      { time: 'After Maghrib' },
      { time: '25:00' },
      { time: '13:00 PM' },
      { weekly_schedule: [] },
    ]) {
      const { teacher, batch } = await group(fields, 1);
      assert.deepEqual(await sessionsOf(t, teacher, batch._id, wide), [], JSON.stringify(fields));
      assert.deepEqual(await classRowsOf(t, batch._id), [], JSON.stringify(fields));
    }
  });

  test('nothing before the start date, however far ahead it is (a range beyond the plan is planned on read)', async () => {
    clock.set(START);
    const soon = await group(
      { weekly_schedule: ['Saturday', 'Tuesday'], time: '18:00', start_date: '2026-12-05' },
      1,
    );
    assert.equal(soon.batch.start_date, '2026-12-05');
    const sessions = await sessionsOf(t, soon.teacher, soon.batch._id, 'from=2026-11-27&to=2026-12-13');
    assert.deepEqual(startsOf(sessions), [
      dhakaIso('2026-12-05T18:00'),
      dhakaIso('2026-12-08T18:00'),
      dhakaIso('2026-12-12T18:00'),
    ]);
    const rows = await classRowsOf(t, soon.batch._id);
    assert.equal(rows[0]?.startsAt.toISOString(), dhakaIso('2026-12-05T18:00'));

    // Starting in two months: nothing is written now; reading those weeks plans them.
    const later = await group({ weekly_schedule: ['Monday'], time: '07:00', start_date: '2027-02-01' }, 1);
    assert.deepEqual(await classRowsOf(t, later.batch._id), []);
    assert.deepEqual(
      startsOf(await sessionsOf(t, later.teacher, later.batch._id, 'from=2027-01-20&to=2027-02-16')),
      [dhakaIso('2027-02-01T07:00'), dhakaIso('2027-02-08T07:00'), dhakaIso('2027-02-15T07:00')],
    );
  });

  test('each class lasts the batch length: 60 minutes by default, or as set; a length out of bounds is a 400', async () => {
    clock.set(START);
    const plain = await group({ weekly_schedule: ['Saturday'], time: '10:00' }, 1);
    assert.equal(plain.batch.duration_minutes, 60);
    const long = await group({ weekly_schedule: ['Saturday'], time: '10:00', duration_minutes: 90 }, 1);
    assert.equal(long.batch.duration_minutes, 90);
    const [first] = await sessionsOf(t, long.teacher, long.batch._id, 'from=2026-11-27&to=2026-11-29');
    assert.ok(first);
    assert.equal(first.duration_minutes, 90);
    assert.equal(first.starts_at, dhakaIso('2026-11-28T10:00'));
    assert.equal(first.ends_at, dhakaIso('2026-11-28T11:30'));
    const [plainFirst] = await sessionsOf(t, plain.teacher, plain.batch._id, 'from=2026-11-27&to=2026-11-29');
    assert.equal(plainFirst?.ends_at, dhakaIso('2026-11-28T11:00'));

    for (const duration_minutes of [14, 241, 30.5, 'an hour', null]) {
      const response = await callApi(t, 'POST', '/batch/create', plain.teacher, {
        ...scheduleBatchFields,
        duration_minutes,
      });
      assert.equal(response.statusCode, 400, `${String(duration_minutes)}: ${response.body}`);
      assert.equal(response.json().errors.duration_minutes, SCHEDULE_MESSAGES.durationInvalid);
    }
    const changed = await updateBatch(t, plain.teacher, plain.batch._id, { duration_minutes: 45 });
    assert.equal(changed.statusCode, 200, changed.body);
    assert.equal(changed.json().data.duration_minutes, 45);
    const after = await sessionsOf(t, plain.teacher, plain.batch._id, 'from=2026-11-27&to=2026-12-06');
    assert.deepEqual(
      after.map((session) => [session.starts_at, session.ends_at]),
      [
        [dhakaIso('2026-11-28T10:00'), dhakaIso('2026-11-28T10:45')],
        [dhakaIso('2026-12-05T10:00'), dhakaIso('2026-12-05T10:45')],
      ],
    );
  });

  test('start date on create: from today in Dhaka to a year ahead, a real day in YYYY-MM-DD', async () => {
    clock.set(START);
    const teacher = await signUp('teacher');
    const create = (start_date: unknown) =>
      callApi(t, 'POST', '/batch/create', teacher, { ...scheduleBatchFields, start_date });
    // Today in UTC is yesterday in Dhaka.
    for (const day of ['2026-11-26', '2025-11-27', '2027-11-29', '2030-01-01']) {
      const response = await create(day);
      assert.equal(response.statusCode, 400, `${day}: ${response.body}`);
      assert.equal(response.json().message, SCHEDULE_MESSAGES.startDateOutOfReach);
      assert.deepEqual(response.json().errors, { start_date: SCHEDULE_MESSAGES.startDateOutOfReach });
    }
    for (const bad of [
      '27-11-2026',
      '2026-11-31',
      '2026-02-29',
      '2026-13-01',
      '2026-11-27T10:00',
      'tomorrow',
      '',
      20261127,
    ]) {
      const response = await create(bad);
      assert.equal(response.statusCode, 400, `${String(bad)}: ${response.body}`);
      assert.equal(response.json().errors.start_date, SCHEDULE_MESSAGES.startDateInvalid, String(bad));
    }
    const listed = await callApi(t, 'GET', '/batch/batches', teacher);
    assert.deepEqual(listed.json().data, [], 'nothing was created');

    for (const day of ['2026-11-27', ' 2026-11-28 ', '2027-11-28']) {
      const response = await create(day);
      assert.equal(response.statusCode, 201, `${day}: ${response.body}`);
      assert.equal(response.json().data.start_date, day.trim());
    }
  });

  test('start date on update: a new one must be in reach; the batch keeping its past start date is fine', async () => {
    clock.set(START);
    const { teacher, batch } = await group({ weekly_schedule: ['Saturday'], time: '10:00' }, 1);
    for (const [start_date, message] of [
      ['2026-11-26', SCHEDULE_MESSAGES.startDateOutOfReach],
      ['2027-11-29', SCHEDULE_MESSAGES.startDateOutOfReach],
      ['2026-11-31', SCHEDULE_MESSAGES.startDateInvalid],
      ['next week', SCHEDULE_MESSAGES.startDateInvalid],
    ] as const) {
      const response = await updateBatch(t, teacher, batch._id, { start_date, title: 'Renamed' });
      assert.equal(response.statusCode, 400, `${start_date}: ${response.body}`);
      assert.equal(response.json().errors.start_date, message, start_date);
    }
    const [row] = await t.database.db.select().from(batches).where(eq(batches.id, batch._id));
    assert.equal(row?.title, '', 'a refused update changes nothing');

    // A week on, the start date (now in the past) is sent back unchanged with another edit: accepted.
    clock.set(dhaka('2026-12-04T09:00'));
    const kept = await updateBatch(t, teacher, batch._id, { start_date: '2026-11-27', title: 'Renamed' });
    assert.equal(kept.statusCode, 200, kept.body);
    assert.equal(kept.json().data.start_date, '2026-11-27');
    assert.equal(kept.json().data.title, 'Renamed');
    // Changed to another past day: refused; to today: fine.
    const moved = await updateBatch(t, teacher, batch._id, { start_date: '2026-11-30' });
    assert.equal(moved.statusCode, 400, moved.body);
    assert.equal(moved.json().errors.start_date, SCHEDULE_MESSAGES.startDateOutOfReach);
    const today = await updateBatch(t, teacher, batch._id, { start_date: '2026-12-04' });
    assert.equal(today.statusCode, 200, today.body);
    assert.equal(today.json().data.start_date, '2026-12-04');
  });

  test('an edit of days or time changes only the future: past classes, moved and cancelled ones stay', async () => {
    clock.set(dhaka('2026-11-27T12:00'));
    const { teacher, batch } = await group(
      { weekly_schedule: ['Sunday', 'Tuesday', 'Thursday'], time: '17:00' },
      1,
    );
    const planned = await sessionsOf(t, teacher, batch._id, 'from=2026-11-27&to=2026-12-13');
    const at = (wall: string) => {
      const found = planned.find((session) => session.starts_at === dhakaIso(wall));
      assert.ok(found, `a class at ${wall}`);
      return found;
    };
    const moved = await changeSession(t, teacher, batch._id, at('2026-12-08T17:00')._id, {
      starts_at: '2026-12-08T19:00',
    });
    assert.equal(moved.statusCode, 200, moved.body);
    const cancelled = await changeSession(t, teacher, batch._id, at('2026-12-10T17:00')._id, {
      cancelled: true,
    });
    assert.equal(cancelled.statusCode, 200, cancelled.body);

    // Wednesday 2 December, noon: Sunday's and Tuesday's classes have passed.
    clock.set(dhaka('2026-12-02T12:00'));
    const before = await classRowsOf(t, batch._id);
    const past = before.filter((row) => row.startsAt <= clock.now());
    assert.deepEqual(
      past.map((row) => row.startsAt.toISOString()),
      [dhakaIso('2026-11-29T17:00'), dhakaIso('2026-12-01T17:00')],
    );

    const edited = await updateBatch(t, teacher, batch._id, {
      weekly_schedule: ['Monday', 'Wednesday'],
      time: '6:00 PM',
    });
    assert.equal(edited.statusCode, 200, edited.body);

    const rows = await classRowsOf(t, batch._id);
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const row of past) assert.deepEqual(byId.get(row.id), row, 'a past class is exactly as it was');
    const movedRow = byId.get(at('2026-12-08T17:00')._id);
    assert.equal(movedRow?.startsAt.toISOString(), dhakaIso('2026-12-08T19:00'), 'the moved class stays');
    const cancelledRow = byId.get(at('2026-12-10T17:00')._id);
    assert.ok(cancelledRow?.cancelledAt, 'the cancelled class stays cancelled');

    const future = rows.filter((row) => row.startsAt > clock.now() && !byId.get(row.id)?.cancelledAt);
    const untouched = future.filter((row) => row.startsAt.getTime() === row.scheduledAt.getTime());
    for (const row of untouched) assert.match(dhakaWall(row.startsAt), /T18:00 (Mon|Wed)$/);
    // Every Monday and Wednesday at 18:00 from now (today's included) for four weeks.
    const expected: string[] = [];
    for (let day = 0; day < PLANNED_DAYS; day += 1) {
      const moment = new Date(dhaka('2026-12-02T18:00').getTime() + day * DAY);
      if ([1, 3].includes(new Date(moment.getTime() + 6 * HOUR).getUTCDay()))
        expected.push(moment.toISOString());
    }
    assert.deepEqual(
      untouched.map((row) => row.startsAt.toISOString()),
      expected,
    );
    assert.equal(untouched[0]?.startsAt.toISOString(), dhakaIso('2026-12-02T18:00'));
    // Nothing of the old rule is left in the future but the two the teacher changed.
    assert.deepEqual(
      rows
        .filter((row) => row.startsAt > clock.now() && /T17:00/.test(dhakaWall(row.scheduledAt)))
        .map((row) => row.id)
        .sort(),
      [movedRow!.id, cancelledRow!.id].sort(),
    );
    // What the members read says so too.
    const listed = await sessionsOf(t, teacher, batch._id, 'from=2026-11-29&to=2026-12-11');
    assert.deepEqual(
      listed.map((session) => `${dhakaWall(session.starts_at)} ${session.status}`),
      [
        '2026-11-29T17:00 Sun scheduled',
        '2026-12-01T17:00 Tue scheduled',
        '2026-12-02T18:00 Wed scheduled',
        '2026-12-07T18:00 Mon scheduled',
        '2026-12-08T19:00 Tue moved',
        '2026-12-09T18:00 Wed scheduled',
        '2026-12-10T17:00 Thu cancelled',
      ],
    );
  });

  test('an edit that keeps days, time, length and start keeps every class (same ids, same times)', async () => {
    clock.set(dhaka('2026-11-27T12:00'));
    const { teacher, batch } = await group({ weekly_schedule: ['Sunday', 'Thursday'], time: '17:00' }, 1);
    const before = await classRowsOf(t, batch._id);
    assert.ok(before.length >= 8);
    for (const edit of [
      { title: 'Evening physics', salary: 3500, description: 'Mechanics' },
      { weekly_schedule: ['Thursday', 'Sunday'] },
      { time: '17:00', duration_minutes: 60, start_date: '2026-11-27' },
      { subject: 'Physics', max_size: 8 },
    ]) {
      const response = await updateBatch(t, teacher, batch._id, edit);
      assert.equal(response.statusCode, 200, response.body);
      assert.deepEqual(await classRowsOf(t, batch._id), before, JSON.stringify(edit));
    }
  });

  test('an edit keeps the id of every future class the new rule still puts at the same moment', async () => {
    clock.set(dhaka('2026-11-27T12:00'));
    const { teacher, batch } = await group({ weekly_schedule: ['Sunday'], time: '17:00' }, 1);
    const before = await classRowsOf(t, batch._id);
    const response = await updateBatch(t, teacher, batch._id, {
      weekly_schedule: ['Sunday', 'Wednesday'],
      time: '5:00 PM',
    });
    assert.equal(response.statusCode, 200, response.body);
    const rows = await classRowsOf(t, batch._id);
    const sundays = rows.filter((row) => / Sun$/.test(dhakaWall(row.startsAt)));
    assert.deepEqual(
      sundays.map((row) => [row.id, row.startsAt.toISOString()]),
      before.map((row) => [row.id, row.startsAt.toISOString()]),
    );
    assert.equal(rows.filter((row) => / Wed$/.test(dhakaWall(row.startsAt))).length, 4);
  });

  test('a time that is no clock time drops the classes to come; a later start date drops those before it', async () => {
    clock.set(dhaka('2026-11-27T12:00'));
    const { teacher, batch } = await group({ weekly_schedule: ['Saturday', 'Tuesday'], time: '09:00' }, 1);
    clock.set(dhaka('2026-12-02T12:00'));
    const past = (await classRowsOf(t, batch._id)).filter((row) => row.startsAt <= clock.now());
    assert.equal(past.length, 2);
    const later = await updateBatch(t, teacher, batch._id, { start_date: '2026-12-12' });
    assert.equal(later.statusCode, 200, later.body);
    const rows = await classRowsOf(t, batch._id);
    assert.deepEqual(rows.slice(0, 2), past);
    assert.equal(
      rows[2]?.startsAt.toISOString(),
      dhakaIso('2026-12-12T09:00'),
      'nothing between now and the start',
    );
    const vague = await updateBatch(t, teacher, batch._id, { time: 'After Maghrib' });
    assert.equal(vague.statusCode, 200, vague.body);
    assert.deepEqual(await classRowsOf(t, batch._id), past, 'only the past classes are left');
    assert.deepEqual(await sessionsOf(t, teacher, batch._id, 'from=2026-12-02&to=2027-01-30'), []);
  });

  test("a deleted batch's future classes go, its past ones stay; its members no longer see any", async () => {
    clock.set(dhaka('2026-11-27T12:00'));
    const { teacher, students, batch } = await group(
      { weekly_schedule: ['Saturday', 'Monday'], time: '09:00' },
      1,
    );
    clock.set(dhaka('2026-12-01T09:00'));
    const destroyed = await callApi(t, 'DELETE', `/batch/destroy/${batch._id}`, teacher);
    assert.equal(destroyed.statusCode, 200, destroyed.body);
    const rows = await classRowsOf(t, batch._id);
    assert.deepEqual(
      rows.map((row) => row.startsAt.toISOString()),
      [dhakaIso('2026-11-28T09:00'), dhakaIso('2026-11-30T09:00')],
    );
    for (const account of [teacher, students[0]!]) {
      const calendar = await callApi(t, 'GET', '/calendar?from=2026-11-27&to=2026-12-20', account);
      assert.deepEqual(calendar.json().data, []);
      const sessions = await callApi(t, 'GET', `/batch/${batch._id}/sessions`, account);
      assert.equal(sessions.statusCode, 404, sessions.body);
      assert.equal(sessions.json().message, BATCH_MESSAGES.notFound);
    }
  });

  test('the scheduler plans on a batch whose classes run short, and skips deleted batches', async () => {
    clock.set(dhaka('2026-11-27T12:00'));
    const { teacher, batch } = await group({ weekly_schedule: ['Friday'], time: '16:00' }, 1);
    const gone = await group({ weekly_schedule: ['Friday'], time: '16:00' }, 1);
    assert.equal(
      (await classRowsOf(t, batch._id)).at(-1)?.startsAt.toISOString(),
      dhakaIso('2026-12-18T16:00'),
    );
    assert.equal(
      (await callApi(t, 'DELETE', `/batch/destroy/${gone.batch._id}`, gone.teacher)).statusCode,
      200,
    );
    const goneRows = await classRowsOf(t, gone.batch._id);

    // Ten days on, four weeks are still ahead of the written ones less than two: nothing to do for this batch.
    clock.set(dhaka('2026-12-04T12:00'));
    await t.app.scheduler.tick();
    assert.equal(
      (await classRowsOf(t, batch._id)).at(-1)?.startsAt.toISOString(),
      dhakaIso('2026-12-18T16:00'),
    );

    // Twenty days on: planned four weeks from now, the classes already written untouched.
    clock.set(dhaka('2026-12-17T12:00'));
    const before = await classRowsOf(t, batch._id);
    const { planned } = await t.app.scheduler.tick();
    assert.ok(planned >= 1, `planned ${planned}`);
    const rows = await classRowsOf(t, batch._id);
    assert.deepEqual(rows.slice(0, before.length), before);
    assert.deepEqual(
      rows.map((row) => row.startsAt.toISOString()),
      ['2026-11-27', '2026-12-04', '2026-12-11', '2026-12-18', '2026-12-25', '2027-01-01', '2027-01-08'].map(
        (day) => dhakaIso(`${day}T16:00`),
      ),
    );
    const [row] = await t.database.db.select().from(batches).where(eq(batches.id, batch._id));
    assert.equal(
      row?.sessionsUntil?.toISOString(),
      new Date(clock.now().getTime() + PLANNED_DAYS * DAY).toISOString(),
    );
    assert.deepEqual(await classRowsOf(t, gone.batch._id), goneRows, 'a deleted batch is not planned');
    // Nothing left to plan.
    assert.equal((await t.app.scheduler.tick()).planned, 0);
    assert.equal((await sessionsOf(t, teacher, batch._id, 'from=2027-01-01&to=2027-01-09')).length, 2);
  });

  test('a batch never planned (made before scheduling) is planned from now by the scheduler', async () => {
    clock.set(dhaka('2026-11-27T12:00'));
    const { batch } = await group({ weekly_schedule: ['Saturday'], time: '08:00' }, 1);
    await t.database.db.delete(classSessions).where(eq(classSessions.batchId, batch._id));
    await t.database.db.update(batches).set({ sessionsUntil: null }).where(eq(batches.id, batch._id));
    await t.app.scheduler.tick();
    assert.deepEqual(
      (await classRowsOf(t, batch._id)).map((row) => row.startsAt.toISOString()),
      ['2026-11-28', '2026-12-05', '2026-12-12', '2026-12-19'].map((day) => dhakaIso(`${day}T08:00`)),
    );
  });

  test('two instances planning at once (and a calendar read planning ahead meanwhile) never double a class', async () => {
    clock.set(dhaka('2026-11-27T12:00'));
    const second = await secondInstance(kind, t, { clock: clock.now });
    try {
      const groups: { teacher: Account; batchId: string }[] = [];
      for (let n = 0; n < 6; n += 1) {
        const { teacher, batch } = await group(
          { weekly_schedule: ['Sunday', 'Wednesday'], time: `1${n}:00` },
          0,
        );
        groups.push({ teacher, batchId: batch._id });
      }
      for (const round of [1, 2, 3]) {
        clock.set(new Date(dhaka('2026-11-27T12:00').getTime() + round * 20 * DAY));
        const reads = groups.map(({ teacher, batchId }) =>
          callApi(
            t,
            'GET',
            `/batch/${batchId}/sessions?from=${dayAfter(clock.now(), 30)}&to=${dayAfter(clock.now(), 40)}`,
            teacher,
          ),
        );
        const answers = await Promise.all([t.app.scheduler.tick(), second.t.app.scheduler.tick(), ...reads]);
        for (const answer of answers.slice(2) as { statusCode: number; body: string }[])
          assert.equal(answer.statusCode, 200, answer.body);
      }
      for (const { batchId } of groups) {
        const rows = await classRowsOf(t, batchId);
        const moments = rows.map((row) => row.scheduledAt.toISOString());
        assert.equal(new Set(moments).size, moments.length, 'no class twice');
        // Every Sunday and Wednesday from the first day to the last one written, none missing.
        const first = rows[0]!.startsAt.getTime();
        const last = rows.at(-1)!.startsAt.getTime();
        let expected = 0;
        for (let moment = first; moment <= last; moment += DAY)
          if ([0, 3].includes(new Date(moment + 6 * HOUR).getUTCDay())) expected += 1;
        assert.equal(rows.length, expected);
      }
      const [unplanned] = await t.database.db
        .select({ n: count() })
        .from(batches)
        .where(and(isNull(batches.deletedAt), isNull(batches.sessionsUntil)));
      assert.equal(unplanned?.n, 0);
    } finally {
      await second.close();
    }
  });
});

/** The Dhaka day `days` after an instant, as YYYY-MM-DD. */
function dayAfter(moment: Date, days: number): string {
  return new Date(moment.getTime() + 6 * HOUR + days * DAY).toISOString().slice(0, 10);
}
