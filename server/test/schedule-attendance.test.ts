// Attendance: the batch's teacher marks its current students present, late or absent once a class has started
// (not a cancelled one), which holds the class; marking again corrects; each student's rate is
// (present + late) / marked. The teacher reads every current student's, a student only their own.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { eq, inArray } from 'drizzle-orm';
import {
  SCHEDULE_MESSAGES,
  type BatchAttendance,
  type ClassSession,
  type Role,
} from '@pathshala/shared-api/contract';
import { attendance, classSessions } from '../src/db/schema';
import { forEachDatabase, signUpAs, startTestApp, type Account, type TestApp } from './helpers';
import {
  calendarOf,
  callApi,
  changeSession,
  classGroup,
  createBatchOk,
  dhaka,
  dhakaIso,
  markAttendance,
  scheduleBatchFields,
  sessionsOf,
  TestClock,
} from './fixtures';

forEachDatabase((kind) => {
  let t: TestApp;
  const clock = new TestClock(dhaka('2026-11-27T12:00'));
  const signUp = (role: Role) => signUpAs(t, role);

  before(async () => {
    t = await startTestApp(kind, { clock: clock.now });
  });
  after(() => t.close());

  /**
   * A batch owned by a student (who studies in it) and taught by a teacher, with a second student: classes on
   * Sunday, Monday and Tuesday at 18:30 from Friday 27 November.
   */
  async function world() {
    clock.set(dhaka('2026-11-27T12:00'));
    const teacher = await signUp('teacher');
    const [owner, member, third] = [
      await signUp('student'),
      await signUp('student'),
      await signUp('student'),
    ];
    const batch = await createBatchOk(t, owner, {
      ...scheduleBatchFields,
      weekly_schedule: ['Sunday', 'Monday', 'Tuesday'],
      teacher_username: teacher.name,
      student_ids: [member.name, third.name],
    });
    const sessions = await sessionsOf(t, teacher, batch._id, 'from=2026-11-29&to=2026-12-02');
    assert.equal(sessions.length, 3);
    const [sunday, monday, tuesday] = sessions as [ClassSession, ClassSession, ClassSession];
    return { teacher, owner, member, third, batch, sunday, monday, tuesday };
  }

  const sheetOf = async (account: Account, batchId: string): Promise<BatchAttendance> => {
    const response = await callApi(t, 'GET', `/batch/${batchId}/attendance`, account);
    assert.equal(response.statusCode, 200, response.body);
    return response.json().data;
  };

  const markOk = async (teacher: Account, batchId: string, sessionId: string, marks: unknown) => {
    const response = await markAttendance(t, teacher, batchId, sessionId, marks);
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().message, SCHEDULE_MESSAGES.attendanceSaved);
    return response.json().data as BatchAttendance;
  };

  const rowsOf = (sessionIds: string[]) =>
    t.database.db.select().from(attendance).where(inArray(attendance.sessionId, sessionIds));

  test("only the batch's teacher marks: 403 its owner, students, other teachers, admins; 401; 404 elsewhere", async () => {
    const { teacher, owner, member, batch, sunday } = await world();
    const other = await classGroup(t, (role) => signUp(role), {}, 1);
    clock.set(dhaka('2026-11-29T18:40'));
    const marks = [{ student_id: member.id, status: 'present' }];
    for (const account of [owner, member, other.teacher, await signUp('admin'), await signUp('student')]) {
      const response = await markAttendance(t, account, batch._id, sunday._id, marks);
      assert.equal(response.statusCode, 403, `${account.name}: ${response.body}`);
      assert.equal(response.json().message, SCHEDULE_MESSAGES.notTeacherAttendance);
    }
    assert.equal((await markAttendance(t, null, batch._id, sunday._id, marks)).statusCode, 401);
    const [otherSunday] = await sessionsOf(
      t,
      other.teacher,
      other.batch._id,
      'from=2026-11-29&to=2026-11-30',
    );
    const elsewhere = await markAttendance(t, teacher, batch._id, otherSunday!._id, marks);
    assert.equal(elsewhere.statusCode, 404, elsewhere.body);
    assert.equal(elsewhere.json().message, SCHEDULE_MESSAGES.notFound);
    assert.equal((await markAttendance(t, teacher, randomUUID(), sunday._id, marks)).statusCode, 404);
    assert.equal((await markAttendance(t, teacher, batch._id, 'nope', marks)).statusCode, 400);
    assert.deepEqual(await rowsOf([sunday._id, otherSunday!._id]), []);
    const [row] = await t.database.db.select().from(classSessions).where(eq(classSessions.id, sunday._id));
    assert.equal(row?.heldAt, null, 'a refused mark does not hold the class');
  });

  test('409 before the class starts and on a cancelled class; a class started online early can be marked', async () => {
    const { teacher, member, batch, sunday, monday, tuesday } = await world();
    const marks = [{ student_id: member.id, status: 'present' }];
    clock.set(dhaka('2026-11-29T18:29'));
    const early = await markAttendance(t, teacher, batch._id, sunday._id, marks);
    assert.equal(early.statusCode, 409, early.body);
    assert.equal(early.json().message, SCHEDULE_MESSAGES.attendanceNotStarted);

    assert.equal(
      (await changeSession(t, teacher, batch._id, monday._id, { cancelled: true })).statusCode,
      200,
    );
    for (const at of ['2026-11-29T20:00', '2026-11-30T19:00']) {
      clock.set(dhaka(at));
      const cancelled = await markAttendance(t, teacher, batch._id, monday._id, marks);
      assert.equal(cancelled.statusCode, 409, cancelled.body);
      assert.equal(cancelled.json().message, SCHEDULE_MESSAGES.attendanceCancelled);
    }
    assert.deepEqual(await rowsOf([sunday._id, monday._id]), []);

    // Tuesday 18:00: started online half an hour early, it can be marked.
    clock.set(dhaka('2026-12-01T18:00'));
    assert.equal((await callApi(t, 'POST', `/zoom/create-meeting/${batch._id}`, teacher)).statusCode, 200);
    await markOk(teacher, batch._id, tuesday._id, marks);
  });

  test('400 for anyone not a current student of the batch, a student twice, a bad status, an empty list', async () => {
    const { teacher, owner, member, batch, sunday } = await world();
    const stranger = await signUp('student');
    clock.set(dhaka('2026-11-29T19:00'));
    const cases: [unknown, string, string | null][] = [
      [[{ student_id: stranger.id, status: 'present' }], SCHEDULE_MESSAGES.notStudentsOfBatch, 'student_id'],
      [
        [
          { student_id: member.id, status: 'present' },
          { student_id: teacher.id, status: 'present' },
        ],
        SCHEDULE_MESSAGES.notStudentsOfBatch,
        'student_id',
      ],
      [[{ student_id: randomUUID(), status: 'late' }], SCHEDULE_MESSAGES.notStudentsOfBatch, 'student_id'],
      [
        [
          { student_id: member.id, status: 'present' },
          { student_id: member.id, status: 'absent' },
        ],
        SCHEDULE_MESSAGES.attendanceDuplicate,
        null,
      ],
      [[{ student_id: member.id, status: 'excused' }], SCHEDULE_MESSAGES.attendanceStatusInvalid, '0.status'],
      [[{ student_id: member.id }], SCHEDULE_MESSAGES.attendanceStatusInvalid, '0.status'],
      [[{ student_id: 'x', status: 'present' }], SCHEDULE_MESSAGES.studentIdInvalid, '0.student_id'],
      [[], SCHEDULE_MESSAGES.attendanceEmpty, null],
      // Not a list at all: the body is wrong, as any route's body of the wrong kind.
      [{ student_id: member.id, status: 'present' }, 'Invalid request body', null],
      [['present'], SCHEDULE_MESSAGES.attendanceInvalid, '0'],
      [
        Array.from({ length: 101 }, () => ({ student_id: randomUUID(), status: 'present' })),
        SCHEDULE_MESSAGES.attendanceTooMany,
        null,
      ],
    ];
    for (const [marks, message, field] of cases) {
      const response = await markAttendance(t, teacher, batch._id, sunday._id, marks);
      assert.equal(response.statusCode, 400, `${JSON.stringify(marks).slice(0, 100)}: ${response.body}`);
      assert.equal(response.json().message, message);
      if (field) assert.equal(response.json().errors?.[field], message, field);
    }
    assert.deepEqual(await rowsOf([sunday._id]), []);
    // The owner is one of the batch's students: marked like any other.
    const sheet = await markOk(teacher, batch._id, sunday._id, [{ student_id: owner.id, status: 'present' }]);
    assert.deepEqual(sheet.records, [{ session_id: sunday._id, student_id: owner.id, status: 'present' }]);
  });

  test('marking holds the class; marking again corrects; rates are (present + late) / marked', async () => {
    const { teacher, owner, member, third, batch, sunday, monday, tuesday } = await world();
    clock.set(dhaka('2026-11-29T18:45'));
    const first = await markOk(teacher, batch._id, sunday._id, [
      { student_id: owner.id, status: 'present' },
      { student_id: member.id, status: 'absent' },
    ]);
    assert.deepEqual(first.sessions, [
      { _id: sunday._id, starts_at: dhakaIso('2026-11-29T18:30'), status: 'held' },
    ]);
    assert.equal((await calendarOf(t, owner, 'from=2026-11-29&to=2026-11-30'))[0]?.status, 'held');

    // Corrected: the member came late after all.
    const corrected = await markOk(teacher, batch._id, sunday._id, [
      { student_id: member.id, status: 'late' },
    ]);
    assert.deepEqual(
      corrected.records
        .filter((record) => record.session_id === sunday._id)
        .sort((a, b) => a.student_id.localeCompare(b.student_id)),
      [
        { session_id: sunday._id, student_id: owner.id, status: 'present' },
        { session_id: sunday._id, student_id: member.id, status: 'late' },
      ].sort((a, b) => a.student_id.localeCompare(b.student_id)),
    );
    assert.equal((await rowsOf([sunday._id])).length, 2, 'rewritten, not added');

    clock.set(dhaka('2026-11-30T19:00'));
    await markOk(teacher, batch._id, monday._id, [
      { student_id: owner.id, status: 'late' },
      { student_id: member.id, status: 'present' },
    ]);
    clock.set(dhaka('2026-12-01T19:00'));
    const sheet = await markOk(teacher, batch._id, tuesday._id, [{ student_id: owner.id, status: 'absent' }]);

    assert.deepEqual(
      sheet.sessions.map((session) => [session._id, session.status]),
      [
        [tuesday._id, 'held'],
        [monday._id, 'held'],
        [sunday._id, 'held'],
      ],
      'newest first',
    );
    const summary = (account: Account) => sheet.students.find((entry) => entry.student._id === account.id);
    assert.deepEqual(summary(owner), {
      student: { _id: owner.id, username: owner.name },
      present: 1,
      late: 1,
      absent: 1,
      rate: 2 / 3,
    });
    assert.deepEqual(summary(member), {
      student: { _id: member.id, username: member.name },
      present: 1,
      late: 1,
      absent: 0,
      rate: 1,
    });
    assert.deepEqual(summary(third), {
      student: { _id: third.id, username: third.name },
      present: 0,
      late: 0,
      absent: 0,
      rate: null,
    });
    assert.deepEqual(
      sheet.students.map((entry) => entry.student._id),
      [owner.id, member.id, third.id],
      'every current student, the teacher not among them',
    );
    assert.deepEqual(await sheetOf(teacher, batch._id), sheet);
  });

  test('a student reads only their own marks; strangers and admins are refused; each sees only their own in the calendar', async () => {
    const { teacher, owner, member, third, batch, sunday } = await world();
    clock.set(dhaka('2026-11-29T19:00'));
    await markOk(teacher, batch._id, sunday._id, [
      { student_id: owner.id, status: 'present' },
      { student_id: member.id, status: 'absent' },
    ]);
    for (const [account, status] of [
      [owner, 'present'],
      [member, 'absent'],
    ] as const) {
      const own = await sheetOf(account, batch._id);
      assert.deepEqual(own.records, [{ session_id: sunday._id, student_id: account.id, status }]);
      assert.deepEqual(
        own.students.map((entry) => entry.student),
        [{ _id: account.id, username: account.name }],
      );
      assert.equal(own.sessions.length, 1);
      const [inCalendar] = await calendarOf(t, account, 'from=2026-11-29&to=2026-11-30');
      assert.equal(inCalendar?.my_attendance, status);
    }
    const unmarked = await sheetOf(third, batch._id);
    assert.deepEqual(unmarked.records, []);
    assert.equal(unmarked.students[0]?.rate, null);
    assert.equal((await calendarOf(t, third, 'from=2026-11-29&to=2026-11-30'))[0]?.my_attendance, null);
    assert.equal((await calendarOf(t, teacher, 'from=2026-11-29&to=2026-11-30'))[0]?.my_attendance, null);

    for (const role of ['student', 'teacher', 'admin'] as const) {
      const response = await callApi(t, 'GET', `/batch/${batch._id}/attendance`, await signUp(role));
      assert.equal(response.statusCode, 403, `${role}: ${response.body}`);
      assert.equal(response.json().message, SCHEDULE_MESSAGES.notMemberAttendance);
    }
    assert.equal((await callApi(t, 'GET', `/batch/${batch._id}/attendance`)).statusCode, 401);
    assert.equal((await callApi(t, 'GET', `/batch/${randomUUID()}/attendance`, teacher)).statusCode, 404);
    assert.equal((await callApi(t, 'GET', '/batch/nope/attendance', teacher)).statusCode, 400);
  });

  test("a student who left (or was removed) is out of the teacher's sheet and can no longer be marked", async () => {
    const { teacher, owner, member, third, batch, sunday, monday } = await world();
    clock.set(dhaka('2026-11-29T19:00'));
    await markOk(teacher, batch._id, sunday._id, [
      { student_id: owner.id, status: 'present' },
      { student_id: member.id, status: 'present' },
      { student_id: third.id, status: 'late' },
    ]);
    assert.equal((await callApi(t, 'DELETE', `/batch/student/leave/${batch._id}`, member)).statusCode, 200);
    assert.equal(
      (await callApi(t, 'DELETE', `/batch/remove-user/${batch._id}/${third.id}`, owner)).statusCode,
      200,
    );
    const sheet = await sheetOf(teacher, batch._id);
    assert.deepEqual(
      sheet.students.map((entry) => entry.student._id),
      [owner.id],
    );
    assert.deepEqual(sheet.records, [{ session_id: sunday._id, student_id: owner.id, status: 'present' }]);
    const gone = await callApi(t, 'GET', `/batch/${batch._id}/attendance`, member);
    assert.equal(gone.statusCode, 403, gone.body);

    clock.set(dhaka('2026-11-30T19:00'));
    const refused = await markAttendance(t, teacher, batch._id, monday._id, [
      { student_id: member.id, status: 'present' },
    ]);
    assert.equal(refused.statusCode, 400, refused.body);
    assert.equal(refused.json().message, SCHEDULE_MESSAGES.notStudentsOfBatch);
  });
});
