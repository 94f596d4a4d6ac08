import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { eq, inArray } from 'drizzle-orm';
import { BATCH_MESSAGES, MEETING_MESSAGES, type Batch, type Role } from '@pathshala/shared-api/contract';
import { batches, notifications, users } from '../src/db/schema';
import {
  MeetingProviderError,
  type Meeting,
  type MeetingProvider,
  type MeetingRequest,
} from '../src/providers/meeting';
import {
  allowUntranslated,
  authHeader,
  forEachDatabase,
  signUpAs,
  startTestApp,
  type Account,
  type TestApp,
} from './helpers';
import { createBatchOk, messagesOf as notificationMessages } from './fixtures';

/** Records each request and answers a new meeting, or fails with `failWith` while it is set. */
class FakeMeetingProvider implements MeetingProvider {
  readonly requests: MeetingRequest[] = [];
  readonly startUrls: string[] = [];
  failWith: Error | null = null;

  async createMeeting(request: MeetingRequest): Promise<Meeting> {
    this.requests.push(request);
    if (this.failWith) throw this.failWith;
    const id = randomBytes(6).toString('hex');
    const startsAt = new Date();
    const startUrl = `https://meet.example.test/s/${id}?zak=host-key-${randomBytes(8).toString('hex')}`;
    this.startUrls.push(startUrl);
    return {
      provider: 'zoom',
      meetingId: id,
      joinUrl: `https://meet.example.test/j/${id}`,
      startUrl,
      startsAt,
      expiresAt: new Date(startsAt.getTime() + ((request.durationMinutes ?? 60) + 30) * 60_000),
    };
  }
}

const fields = {
  subject: 'Physics',
  class: '9',
  weekly_schedule: ['Sunday'],
  time: '13:00',
  salary: 3000,
  is_continuous: true,
  is_batch: true,
};

forEachDatabase((kind) => {
  let t: TestApp;
  const fake = new FakeMeetingProvider();
  const logLines: string[] = [];
  const signUp = (role: Role) => signUpAs(t, role);

  before(async () => {
    t = await startTestApp(kind, { meeting: fake, logger: { write: (line) => void logLines.push(line) } });
  });
  after(() => t.close());

  const createBatch = (owner: Account, payload: Record<string, unknown>): Promise<Batch> =>
    createBatchOk(t, owner, { ...fields, ...payload });

  /** A batch `teacher` owns and teaches, with two students. */
  async function teacherBatch(title = 'Evening physics') {
    const teacher = await signUp('teacher');
    const [a, b] = [await signUp('student'), await signUp('student')];
    const batch = await createBatch(teacher, { title, student_ids: [a.name, b.name] });
    return { teacher, a, b, batch };
  }

  const start = (batchId: string, account?: Account, payload?: unknown) =>
    t.request({
      method: 'POST',
      url: `/api/v1/zoom/create-meeting/${batchId}`,
      ...(account ? { headers: authHeader(account.token) } : {}),
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });

  async function linkSeenBy(account: Account, batchId: string): Promise<string | null | undefined> {
    const response = await t.request({
      method: 'GET',
      url: '/api/v1/batch/batches',
      headers: authHeader(account.token),
    });
    assert.equal(response.statusCode, 200, response.body);
    return (response.json().data as Batch[]).find((batch) => batch._id === batchId)?.join_class_link;
  }

  const messagesOf = (userId: string) => notificationMessages(t, userId);

  const rowOf = async (batchId: string) => {
    const [row] = await t.database.db.select().from(batches).where(eq(batches.id, batchId));
    assert.ok(row);
    return row;
  };

  test("the teacher starts a class: startUrl for them, the join link on the students' batch until it expires", async () => {
    const { teacher, a, batch } = await teacherBatch();
    const before = Date.now();
    const response = await start(batch._id, teacher, { durationMinutes: 90 });
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json();
    assert.equal(body.success, true);
    assert.equal(body.message, MEETING_MESSAGES.started);
    assert.deepEqual(Object.keys(body.data).sort(), ['expiresAt', 'joinUrl', 'startUrl']);
    assert.equal(body.data.startUrl, fake.startUrls.at(-1));
    assert.match(body.data.joinUrl, /^https:\/\/meet\.example\.test\/j\//);
    const expiresAt = Date.parse(body.data.expiresAt);
    assert.ok(expiresAt >= before + 120 * 60_000 - 5_000 && expiresAt <= Date.now() + 120 * 60_000);
    assert.deepEqual(fake.requests.at(-1), { topic: 'Evening physics (Class 9)', durationMinutes: 90 });

    assert.equal(await linkSeenBy(a, batch._id), body.data.joinUrl);
    assert.equal(await linkSeenBy(teacher, batch._id), body.data.joinUrl);
    const row = await rowOf(batch._id);
    assert.equal(row.joinClassLink, body.data.joinUrl);
    assert.equal(row.joinClassExpiresAt?.toISOString(), body.data.expiresAt);
    assert.ok(!JSON.stringify(row).includes(body.data.startUrl), 'the start link is never stored');

    await t.database.db
      .update(batches)
      .set({ joinClassExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(batches.id, batch._id));
    assert.equal(await linkSeenBy(a, batch._id), null, 'an expired link is no longer offered');
  });

  test('without a body the class lasts 60 minutes; the topic falls back to the subject', async () => {
    const { teacher, batch } = await teacherBatch('');
    const response = await start(batch._id, teacher);
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(fake.requests.at(-1), { topic: 'Physics (Class 9)', durationMinutes: 60 });

    const empty = await t.request({
      method: 'POST',
      url: `/api/v1/zoom/create-meeting/${batch._id}`,
      headers: { ...authHeader(teacher.token), 'content-type': 'application/json' },
      payload: '',
    });
    assert.equal(empty.statusCode, 200, empty.body);
    assert.equal(fake.requests.at(-1)?.durationMinutes, 60);
  });

  test('every student of the batch is notified and mailed; the teacher is not', async () => {
    const { teacher, a, b, batch } = await teacherBatch('Algebra club');
    const response = await start(batch._id, teacher);
    assert.equal(response.statusCode, 200, response.body);
    const expected = 'Class started for "Algebra club": join from Your Batches';
    assert.equal(MEETING_MESSAGES.startedNotification('Algebra club'), expected);
    assert.ok((await messagesOf(a.id)).includes(expected));
    assert.ok((await messagesOf(b.id)).includes(expected));
    assert.ok(!(await messagesOf(teacher.id)).includes(expected));

    const mails = t.outbox().filter((mail) => mail.subject === 'Class started for "Algebra club"');
    const emails = await t.database.db
      .select({ email: users.email })
      .from(users)
      .where(inArray(users.id, [a.id, b.id]));
    assert.deepEqual(mails.map((mail) => mail.to).sort(), emails.map((row) => row.email).sort());
    for (const mail of mails) {
      assert.match(mail.text, /Open your batches and choose Join class: .*\/student\/batches/);
      assert.match(mail.html, /<a href="[^"]*\/student\/batches">/);
      assert.ok(!mail.text.includes(response.json().data.startUrl));
      assert.ok(!mail.html.includes(response.json().data.startUrl));
    }
  });

  test('starting again while the link is valid creates a new meeting and replaces the link', async () => {
    const { teacher, a, batch } = await teacherBatch();
    const first = (await start(batch._id, teacher)).json().data;
    const second = await start(batch._id, teacher, { durationMinutes: 30 });
    assert.equal(second.statusCode, 200, second.body);
    assert.notEqual(second.json().data.joinUrl, first.joinUrl);
    assert.notEqual(second.json().data.startUrl, first.startUrl);
    assert.equal(await linkSeenBy(a, batch._id), second.json().data.joinUrl);
  });

  test("only the batch's teacher may start its class", async () => {
    const { teacher, a, batch } = await teacherBatch();
    const calls = fake.requests.length;

    assert.equal((await start(batch._id)).statusCode, 401);
    for (const caller of [a, await signUp('teacher'), await signUp('admin')]) {
      const response = await start(batch._id, caller);
      assert.equal(response.statusCode, 403, response.body);
      assert.equal(response.json().message, "Only the batch's teacher can start a class");
    }

    // A student owns this one and another user teaches it: the owner may not start it.
    const owner = await signUp('student');
    const owned = await createBatch(owner, { teacher_username: teacher.name });
    const byOwner = await start(owned._id, owner);
    assert.equal(byOwner.statusCode, 403, byOwner.body);
    assert.equal(byOwner.json().message, MEETING_MESSAGES.notTeacher);
    assert.equal((await start(owned._id, teacher)).statusCode, 200);

    // A batch without a teacher has no one to start it.
    const alone = await createBatch(owner, {});
    assert.equal((await start(alone._id, owner)).statusCode, 403);
    assert.equal((await start(alone._id, teacher)).statusCode, 403);
    assert.equal(fake.requests.length, calls + 1, 'the provider is only asked for the allowed start');
    assert.equal(await linkSeenBy(a, batch._id), null);
  });

  test('a missing or deleted batch is a 404, a malformed id a 400', async () => {
    const { teacher, batch } = await teacherBatch();
    const calls = fake.requests.length;
    const missing = await start(randomUUID(), teacher);
    assert.equal(missing.statusCode, 404, missing.body);
    assert.equal(missing.json().message, BATCH_MESSAGES.notFound);

    const deleted = await t.request({
      method: 'DELETE',
      url: `/api/v1/batch/destroy/${batch._id}`,
      headers: authHeader(teacher.token),
    });
    assert.equal(deleted.statusCode, 200, deleted.body);
    assert.equal((await start(batch._id, teacher)).statusCode, 404);

    const malformed = await start('not-an-id', teacher);
    assert.equal(malformed.statusCode, 400, malformed.body);
    assert.equal(malformed.json().message, 'Invalid id');
    assert.equal(fake.requests.length, calls);
  });

  test('a bad duration is a 400 with a clear message and asks the provider nothing', async () => {
    const { teacher, a, batch } = await teacherBatch();
    const calls = fake.requests.length;
    for (const durationMinutes of [14, 241, 30.5, '60', null, 0]) {
      const response = await start(batch._id, teacher, { durationMinutes });
      assert.equal(response.statusCode, 400, `${String(durationMinutes)}: ${response.body}`);
      assert.equal(response.json().message, MEETING_MESSAGES.durationInvalid);
      assert.equal(response.json().errors.durationMinutes, MEETING_MESSAGES.durationInvalid);
    }
    assert.equal(
      MEETING_MESSAGES.durationInvalid,
      'Duration must be a whole number of minutes between 15 and 240',
    );
    for (const durationMinutes of [15, 240]) {
      assert.equal((await start(batch._id, teacher, { durationMinutes })).statusCode, 200);
    }
    assert.equal(fake.requests.length, calls + 2);
    assert.ok(await linkSeenBy(a, batch._id));
  });

  test('a provider failure is its 502 and leaves the batch, notifications and mail unchanged', async () => {
    const { teacher, a, batch } = await teacherBatch('Chemistry lab');
    const started = (await start(batch._id, teacher)).json().data;
    const rowBefore = await rowOf(batch._id);
    const notificationsBefore = await messagesOf(a.id);
    const mailsBefore = t.outbox().length;

    allowUntranslated('Zoom is not answering. Please try again in a minute.');
    fake.failWith = new MeetingProviderError('Zoom is not answering. Please try again in a minute.');
    try {
      const response = await start(batch._id, teacher, { durationMinutes: 45 });
      assert.equal(response.statusCode, 502, response.body);
      assert.equal(response.json().message, 'Zoom is not answering. Please try again in a minute.');
      assert.equal(response.json().success, false);
      assert.equal(response.json().data, null);

      fake.failWith = new MeetingProviderError();
      const generic = await start(batch._id, teacher);
      assert.equal(generic.statusCode, 502);
      assert.equal(generic.json().message, 'Could not create the meeting. Please try again.');
    } finally {
      fake.failWith = null;
    }
    assert.deepEqual(await rowOf(batch._id), rowBefore);
    assert.equal(await linkSeenBy(a, batch._id), started.joinUrl);
    assert.deepEqual(await messagesOf(a.id), notificationsBefore);
    assert.equal(t.outbox().length, mailsBefore);
  });

  test('no start link is ever logged', () => {
    assert.ok(fake.startUrls.length > 0);
    assert.ok(logLines.length > 0, 'the app logged its requests');
    for (const startUrl of fake.startUrls) {
      const key = new URL(startUrl).searchParams.get('zak') ?? startUrl;
      assert.ok(!logLines.some((line) => line.includes(key)), 'a host key reached the log');
    }
  });
});

forEachDatabase((kind) => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp(kind);
  });
  after(() => t.close());

  test('with the default Jitsi provider the teacher opens an unguessable meet.jit.si room the students join', async () => {
    const teacher = await signUpAs(t, 'teacher');
    const student = await signUpAs(t, 'student');
    const { _id: batchId } = await createBatchOk(t, teacher, {
      ...fields,
      title: 'Bangla grammar',
      student_ids: [student.name],
    });

    const response = await t.request({
      method: 'POST',
      url: `/api/v1/zoom/create-meeting/${batchId}`,
      headers: authHeader(teacher.token),
    });
    assert.equal(response.statusCode, 200, response.body);
    const { startUrl, joinUrl, expiresAt } = response.json().data;
    assert.match(joinUrl, /^https:\/\/meet\.jit\.si\/bangla-grammar-class-9-[a-z2-7]{32}$/);
    assert.equal(startUrl, joinUrl, 'on Jitsi the host opens the same room');
    const minutes = (Date.parse(expiresAt) - Date.now()) / 60_000;
    assert.ok(minutes > 85 && minutes <= 90, `expires in 60 + 30 minutes, not ${minutes}`);

    const list = await t.request({
      method: 'GET',
      url: '/api/v1/batch/batches',
      headers: authHeader(student.token),
    });
    assert.equal((list.json().data as Batch[])[0]?.join_class_link, joinUrl);
    assert.deepEqual(
      (await t.database.db.select().from(notifications).where(eq(notifications.userId, student.id))).map(
        (row) => row.message,
      ),
      [
        `${teacher.name} invited you to join "Bangla grammar"`,
        'Class started for "Bangla grammar": join from Your Batches',
      ],
    );
  });
});
