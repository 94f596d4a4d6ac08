// A batch's board (DESIGN §6.13): who reads, writes, deletes and reports; validation; keyset pages; unread counts
// on the batch list; live delivery through the notification stream, on one instance and across two.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import {
  BATCH_MESSAGES,
  BOARD_LIMITS,
  BOARD_MESSAGES,
  PAGE_MESSAGES,
  REPORT_MESSAGES,
  type AdminReport,
  type Batch,
  type BoardMessage,
  type StreamBoardEvent,
  UNREAD_MESSAGES_COUNTED,
} from '@pathshala/shared-api/contract';
import { boardMessages, reports } from '../src/db/schema';
import { assertError, callApi, classGroup, secondInstance, type ClassGroup } from './fixtures';
import {
  authHeader,
  DATABASE_KINDS,
  forEachDatabase,
  openTestDatabase,
  signUpAs,
  startTestApp,
  type Account,
  type TestApp,
} from './helpers';
import { listen, openStream, type OpenStream, type StreamEvent } from './event-stream';

async function streamOf(t: TestApp, baseUrl: string, account: Account): Promise<OpenStream> {
  const ticket = await callApi(t, 'POST', '/notifications/stream-ticket', account);
  assert.equal(ticket.statusCode, 200, ticket.body);
  const stream = await openStream(baseUrl, ticket.json().data.ticket, { waitMs: 2000 });
  assert.equal(stream.status, 200);
  await stream.next((e) => e.event === 'unread');
  return stream;
}

const boardEvent = (match: (data: StreamBoardEvent) => boolean) => (e: StreamEvent) =>
  e.event === 'board' && match(e.data as StreamBoardEvent);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------- calls

const post = (t: TestApp, as: Account | null, batchId: string, body: unknown) =>
  callApi(t, 'POST', `/batch/${batchId}/messages`, as, body === undefined ? {} : { body });

async function postOk(t: TestApp, as: Account, batchId: string, body: string): Promise<BoardMessage> {
  const response = await post(t, as, batchId, body);
  assert.equal(response.statusCode, 201, response.body);
  assert.equal(response.json().message, BOARD_MESSAGES.posted);
  return response.json().data;
}

const list = (t: TestApp, as: Account | null, batchId: string, query = '') =>
  callApi(t, 'GET', `/batch/${batchId}/messages${query ? `?${query}` : ''}`, as);

async function listOk(t: TestApp, as: Account, batchId: string, query = '') {
  const response = await list(t, as, batchId, query);
  assert.equal(response.statusCode, 200, response.body);
  return response.json() as { data: BoardMessage[]; meta: { limit: number; has_more: boolean } };
}

const remove = (t: TestApp, as: Account | null, batchId: string, messageId: string) =>
  callApi(t, 'DELETE', `/batch/${batchId}/messages/${messageId}`, as);

const report = (t: TestApp, as: Account | null, batchId: string, messageId: string, message: unknown) =>
  callApi(t, 'POST', `/batch/${batchId}/messages/${messageId}/report`, as, { message });

const markRead = (t: TestApp, as: Account | null, batchId: string) =>
  callApi(t, 'PUT', `/batch/${batchId}/messages/read`, as);

async function unreadOnList(t: TestApp, as: Account, batchId: string): Promise<number | undefined> {
  const response = await callApi(t, 'GET', '/batch/batches', as);
  assert.equal(response.statusCode, 200, response.body);
  return (response.json().data as Batch[]).find((batch) => batch._id === batchId)?.unread_messages;
}

const MISSING = '00000000-0000-4000-8000-000000000000';

forEachDatabase((kind) => {
  let t: TestApp;
  let baseUrl: string;
  let admin: Account;
  let stranger: Account;
  let strangerTeacher: Account;
  const signUp = (role: 'student' | 'teacher') => signUpAs(t, role);

  before(async () => {
    t = await startTestApp(kind, { env: { NOTIFICATION_HEARTBEAT_MS: '300000' } });
    baseUrl = await listen(t);
    admin = await signUpAs(t, 'admin');
    stranger = await signUpAs(t, 'student');
    strangerTeacher = await signUpAs(t, 'teacher');
  });
  after(() => t.close());

  test('members read and write; admins read and moderate; strangers, removed members and kicked users get nothing', async () => {
    const { teacher, students, batch } = await classGroup(t, signUp, {}, 3);
    const [member, removed, kicked] = students as [Account, Account, Account];
    const hello = await postOk(t, member, batch._id, 'Hello, everyone');
    assert.equal(hello.batch_id, batch._id);
    assert.deepEqual(hello.author, { _id: member.id, username: member.name });
    assert.equal(hello.can_delete, true);
    await postOk(t, teacher, batch._id, 'Welcome to Physics');

    for (const reader of [teacher, member, admin]) {
      const page = await listOk(t, reader, batch._id);
      assert.deepEqual(
        page.data.map((message) => message.body),
        ['Hello, everyone', 'Welcome to Physics'],
      );
    }

    // Strangers of either role: 403, and nothing written.
    for (const outsider of [stranger, strangerTeacher]) {
      assertError(await list(t, outsider, batch._id), 403, BOARD_MESSAGES.notMember);
      assertError(await post(t, outsider, batch._id, 'Let me in'), 403, BOARD_MESSAGES.notMember);
      assertError(await remove(t, outsider, batch._id, hello._id), 403, BOARD_MESSAGES.notMember);
      assertError(await report(t, outsider, batch._id, hello._id, 'Spam'), 403, BOARD_MESSAGES.notMember);
      assertError(await markRead(t, outsider, batch._id), 403, BOARD_MESSAGES.notMember);
    }
    // An admin never writes nor reports, nor has a read mark.
    assertError(await post(t, admin, batch._id, 'Admin here'), 403, BOARD_MESSAGES.adminCannotPost);
    assertError(await report(t, admin, batch._id, hello._id, 'Spam'), 403, BOARD_MESSAGES.adminCannotPost);
    assertError(await markRead(t, admin, batch._id), 403, BOARD_MESSAGES.adminCannotPost);

    // A student the owner removed: nothing more.
    const removal = await callApi(t, 'DELETE', `/batch/remove-user/${batch._id}/${removed.id}`, teacher);
    assert.equal(removal.statusCode, 200, removal.body);
    assertError(await list(t, removed, batch._id), 403, BOARD_MESSAGES.notMember);
    assertError(await post(t, removed, batch._id, 'Still here?'), 403, BOARD_MESSAGES.notMember);

    // A kicked account: its session is gone (401).
    const kick = await callApi(t, 'DELETE', `/admin/remove-user/${kicked.id}`, admin);
    assert.equal(kick.statusCode, 200, kick.body);
    assert.equal((await list(t, kicked, batch._id)).statusCode, 401);
    assert.equal((await post(t, kicked, batch._id, 'Hi')).statusCode, 401);

    // Signed out: 401; a missing or deleted batch: 404.
    assert.equal((await list(t, null, batch._id)).statusCode, 401);
    assert.equal((await post(t, null, batch._id, 'Hi')).statusCode, 401);
    assertError(await list(t, member, MISSING), 404, BATCH_MESSAGES.notFound);
    assertError(await list(t, admin, MISSING), 404, BATCH_MESSAGES.notFound);
    assertError(await post(t, admin, MISSING, 'Hi'), 404, BATCH_MESSAGES.notFound);
    const gone = await classGroup(t, signUp, {}, 1);
    await postOk(t, gone.students[0]!, gone.batch._id, 'Before the end');
    assert.equal(
      (await callApi(t, 'DELETE', `/batch/destroy/${gone.batch._id}`, gone.teacher)).statusCode,
      200,
    );
    assertError(await list(t, gone.students[0]!, gone.batch._id), 404, BATCH_MESSAGES.notFound);
    assertError(await list(t, admin, gone.batch._id), 404, BATCH_MESSAGES.notFound);
    assertError(await post(t, gone.teacher, gone.batch._id, 'Hi'), 404, BATCH_MESSAGES.notFound);
  });

  test('a message is text of 1 to 1000 characters, trimmed and stored as written', async () => {
    const { students, batch } = await classGroup(t, signUp, {}, 1);
    const member = students[0]!;
    for (const blank of ['', '   \n ', undefined]) {
      const response = await post(t, member, batch._id, blank);
      assertError(response, 400, BOARD_MESSAGES.bodyRequired);
      assert.equal(response.json().errors.body, BOARD_MESSAGES.bodyRequired);
    }
    assertError(await post(t, member, batch._id, 42), 400, BOARD_MESSAGES.bodyRequired);
    assertError(await post(t, member, batch._id, 'x'.repeat(1001)), 400, BOARD_MESSAGES.bodyTooLong);
    assert.equal(BOARD_MESSAGES.bodyTooLong, 'Message must be at most 1000 characters');
    assert.equal((await postOk(t, member, batch._id, 'x'.repeat(BOARD_LIMITS.bodyMax))).body.length, 1000);
    assert.equal((await postOk(t, member, batch._id, `  ${'y'.repeat(1000)}  `)).body, 'y'.repeat(1000));

    const markup = '<script>alert("hi")</script> & see https://example.com/notes?a=1&b=2 বাংলা 😀';
    const written = await postOk(t, member, batch._id, markup);
    assert.equal(written.body, markup);
    const [row] = await t.database.db.select().from(boardMessages).where(eq(boardMessages.id, written._id));
    assert.equal(row?.body, markup);
    assert.equal((await listOk(t, member, batch._id)).data.at(-1)?.body, markup);
    assertError(await post(t, member, 'not-a-uuid', 'Hi'), 400, 'Invalid id');
  });

  test('pages go back in time with `before`, newest last, and say when older ones remain', async () => {
    const { teacher, students, batch } = await classGroup(t, signUp, {}, 1);
    const bodies = Array.from({ length: 7 }, (_, n) => `message ${n + 1}`);
    for (const [n, body] of bodies.entries())
      await postOk(t, n % 2 ? teacher : students[0]!, batch._id, body);

    const newest = await listOk(t, students[0]!, batch._id, 'limit=3');
    assert.deepEqual(
      newest.data.map((m) => m.body),
      ['message 5', 'message 6', 'message 7'],
    );
    assert.deepEqual(newest.meta, { limit: 3, has_more: true });
    const middle = await listOk(t, students[0]!, batch._id, `limit=3&before=${newest.data[0]!._id}`);
    assert.deepEqual(
      middle.data.map((m) => m.body),
      ['message 2', 'message 3', 'message 4'],
    );
    assert.equal(middle.meta.has_more, true);
    const oldest = await listOk(t, students[0]!, batch._id, `limit=3&before=${middle.data[0]!._id}`);
    assert.deepEqual(
      oldest.data.map((m) => m.body),
      ['message 1'],
    );
    assert.equal(oldest.meta.has_more, false);
    const exact = await listOk(t, students[0]!, batch._id, `limit=6&before=${newest.data[2]!._id}`);
    assert.equal(exact.data.length, 6);
    assert.equal(exact.meta.has_more, false);

    // Messages written in one instant still page without a gap or a repeat (the id breaks the tie).
    const same = new Date('2026-01-01T00:00:00Z');
    const [tie1, tie2, tie3] = await t.database.db
      .insert(boardMessages)
      .values(
        ['tie a', 'tie b', 'tie c'].map((body) => ({
          batchId: batch._id,
          authorId: teacher.id,
          body,
          createdAt: same,
        })),
      )
      .returning();
    assert.ok(tie1 && tie2 && tie3);
    const seen: string[] = [];
    let before = '';
    for (;;) {
      const page = await listOk(t, teacher, batch._id, `limit=2${before ? `&before=${before}` : ''}`);
      seen.unshift(...page.data.map((m) => m.body));
      if (!page.meta.has_more) break;
      before = page.data[0]!._id;
    }
    assert.equal(seen.length, 10);
    assert.equal(new Set(seen).size, 10);
    assert.deepEqual(seen.slice(3), bodies);

    const defaults = await listOk(t, teacher, batch._id);
    assert.equal(defaults.meta.limit, BOARD_LIMITS.pageDefault);
    for (const bad of ['limit=0', 'limit=101', 'limit=x']) {
      const response = await list(t, teacher, batch._id, bad);
      assertError(response, 400, PAGE_MESSAGES.limitInvalid);
    }
    assertError(await list(t, teacher, batch._id, 'before=nope'), 400, BOARD_MESSAGES.cursorInvalid);
    assertError(await list(t, teacher, batch._id, `before=${MISSING}`), 404, BOARD_MESSAGES.notFound);
    // A message of another batch is no cursor here.
    const other = await classGroup(t, signUp, {}, 1);
    const elsewhere = await postOk(t, other.teacher, other.batch._id, 'Elsewhere');
    assertError(await list(t, teacher, batch._id, `before=${elsewhere._id}`), 404, BOARD_MESSAGES.notFound);
  });

  test('the author, the teacher and an admin delete a message; other members cannot', async () => {
    const { teacher, students, batch } = await classGroup(t, signUp, {}, 2);
    const [author, other] = students as [Account, Account];
    const first = await postOk(t, author, batch._id, 'first');
    const second = await postOk(t, author, batch._id, 'second');
    const third = await postOk(t, author, batch._id, 'third');

    const canDelete = async (as: Account) =>
      (await listOk(t, as, batch._id)).data.map((message) => message.can_delete);
    assert.deepEqual(await canDelete(author), [true, true, true]);
    assert.deepEqual(await canDelete(other), [false, false, false]);
    assert.deepEqual(await canDelete(teacher), [true, true, true]);
    assert.deepEqual(await canDelete(admin), [true, true, true]);

    assertError(await remove(t, other, batch._id, first._id), 403, BOARD_MESSAGES.notYoursToDelete);
    for (const [who, message] of [
      [author, first],
      [teacher, second],
      [admin, third],
    ] as const) {
      const response = await remove(t, who, batch._id, message._id);
      assert.equal(response.statusCode, 200, response.body);
      assert.deepEqual(response.json().data, { _id: message._id, batch_id: batch._id });
      assert.equal(response.json().message, BOARD_MESSAGES.deleted);
    }
    assertError(await remove(t, author, batch._id, first._id), 404, BOARD_MESSAGES.notFound);
    assert.deepEqual((await listOk(t, teacher, batch._id)).data, []);
    // A message is deleted only through its own batch.
    const other2 = await classGroup(t, signUp, {}, 1);
    const kept = await postOk(t, other2.teacher, other2.batch._id, 'kept');
    assertError(await remove(t, teacher, batch._id, kept._id), 404, BOARD_MESSAGES.notFound);
    // An author who left the batch no longer deletes their message.
    const leaving = await postOk(t, other, batch._id, 'bye');
    const left = await callApi(t, 'DELETE', `/batch/student/leave/${batch._id}`, other);
    assert.equal(left.statusCode, 200, left.body);
    assertError(await remove(t, other, batch._id, leaving._id), 403, BOARD_MESSAGES.notMember);
  });

  test("the batch list shows each member's unread messages; reading the board clears them", async () => {
    const { teacher, students, batch } = await classGroup(t, signUp, {}, 2);
    const [alice, bob] = students as [Account, Account];
    const quiet = await classGroup(t, signUp, {}, 1);
    assert.equal(await unreadOnList(t, alice, batch._id), 0);

    await postOk(t, teacher, batch._id, 'one');
    await postOk(t, teacher, batch._id, 'two');
    await postOk(t, alice, batch._id, 'three');
    assert.equal(await unreadOnList(t, alice, batch._id), 2, 'her own message is not unread');
    assert.equal(await unreadOnList(t, bob, batch._id), 3);
    assert.equal(await unreadOnList(t, teacher, batch._id), 1);
    assert.equal(await unreadOnList(t, quiet.teacher, quiet.batch._id), 0);

    const read = await markRead(t, bob, batch._id);
    assert.equal(read.statusCode, 200, read.body);
    assert.deepEqual(read.json().data, { batch_id: batch._id, unread_messages: 0 });
    assert.equal(read.json().message, BOARD_MESSAGES.read);
    assert.equal(await unreadOnList(t, bob, batch._id), 0);
    assert.equal(await unreadOnList(t, alice, batch._id), 2, 'only the reader is cleared');

    await postOk(t, alice, batch._id, 'four');
    assert.equal(await unreadOnList(t, bob, batch._id), 1);
    assert.equal((await markRead(t, bob, batch._id)).statusCode, 200);
    assert.equal((await markRead(t, bob, batch._id)).statusCode, 200, 'twice is fine');
    assert.equal(await unreadOnList(t, bob, batch._id), 0);

    // A deleted message is no longer unread; an admin's list counts nothing.
    const extra = await postOk(t, teacher, batch._id, 'five');
    assert.equal(await unreadOnList(t, bob, batch._id), 1);
    assert.equal((await remove(t, teacher, batch._id, extra._id)).statusCode, 200);
    assert.equal(await unreadOnList(t, bob, batch._id), 0);
    const adminList = await callApi(t, 'GET', '/admin/batches?limit=100', admin);
    assert.equal(adminList.statusCode, 200, adminList.body);
    for (const listed of adminList.json().data as Batch[]) assert.equal(listed.unread_messages, 0);
  });

  test('unread counts stop at UNREAD_MESSAGES_COUNTED; those after a read count from it', async () => {
    const { teacher, students, batch } = await classGroup(t, signUp, {}, 1);
    const [student] = students as [Account];
    const first = Date.parse('2026-01-01T00:00:00Z');
    await t.database.db.insert(boardMessages).values(
      Array.from({ length: UNREAD_MESSAGES_COUNTED + 5 }, (_, n) => ({
        batchId: batch._id,
        authorId: teacher.id,
        body: `notice ${n}`,
        createdAt: new Date(first + n * 1000),
      })),
    );
    assert.equal(await unreadOnList(t, student, batch._id), UNREAD_MESSAGES_COUNTED);
    assert.equal(await unreadOnList(t, teacher, batch._id), 0, 'his own messages are not unread');

    assert.equal((await markRead(t, student, batch._id)).statusCode, 200);
    assert.equal(await unreadOnList(t, student, batch._id), 0);
    await postOk(t, teacher, batch._id, 'one after the read');
    await postOk(t, student, batch._id, 'her own');
    assert.equal(await unreadOnList(t, student, batch._id), 1);
  });

  test("a member reports a message: a report about its author, quoted in the admins' list", async () => {
    const { teacher, students, batch } = await classGroup(t, signUp, {}, 2);
    const [alice, bob] = students as [Account, Account];
    const rude = await postOk(t, bob, batch._id, 'You are all hopeless');

    const filed = await report(t, alice, batch._id, rude._id, '  Insulting the class  ');
    assert.equal(filed.statusCode, 201, filed.body);
    assert.equal(filed.json().message, REPORT_MESSAGES.created);
    assert.deepEqual(filed.json().data.reportee_id, { _id: bob.id, username: bob.name });
    assert.equal(filed.json().data.message, 'Insulting the class');
    const byTeacher = await report(t, teacher, batch._id, rude._id, 'Please look at this');
    assert.equal(byTeacher.statusCode, 201, byTeacher.body);

    const listed = await callApi(t, 'GET', `/admin/get-all-reports?limit=100&q=${bob.name}`, admin);
    assert.equal(listed.statusCode, 200, listed.body);
    const mine = (listed.json().data as AdminReport[]).find((item) => item._id === filed.json().data._id);
    assert.ok(mine, 'the report is in the admins list');
    assert.equal(mine.reporter_id._id, alice.id);
    assert.equal(mine.reportee_id._id, bob.id);
    assert.equal(mine.board_message_id, rude._id);
    assert.equal(mine.quoted_text, 'You are all hopeless');

    // The rules of POST /report/create: a non-blank message, at most 2000 characters, not about oneself.
    assertError(await report(t, alice, batch._id, rude._id, '  '), 400, REPORT_MESSAGES.details);
    assertError(await report(t, alice, batch._id, rude._id, 'x'.repeat(2001)), 400, REPORT_MESSAGES.tooLong);
    assertError(await report(t, bob, batch._id, rude._id, 'Me?'), 400, REPORT_MESSAGES.notYourself);
    assertError(await report(t, alice, batch._id, MISSING, 'Gone'), 404, BOARD_MESSAGES.notFound);

    // The message deleted: the report keeps its words.
    assert.equal((await remove(t, teacher, batch._id, rude._id)).statusCode, 200);
    const [kept] = await t.database.db.select().from(reports).where(eq(reports.id, filed.json().data._id));
    assert.equal(kept?.boardMessageId, null);
    assert.equal(kept?.quotedText, 'You are all hopeless');
    // A plain report has no quote.
    const plain = await callApi(t, 'POST', '/report/create', alice, { reportee_id: bob.id, message: 'Rude' });
    assert.equal(plain.statusCode, 201, plain.body);
    const all = await callApi(t, 'GET', `/admin/get-all-reports?limit=100&q=${bob.name}`, admin);
    const plainListed = (all.json().data as AdminReport[]).find((item) => item._id === plain.json().data._id);
    assert.equal(plainListed?.quoted_text, null);
    assert.equal(plainListed?.board_message_id, null);
  });

  test('a report sent while the message is being deleted is filed or refused with 404, never a dangling report', async () => {
    const { teacher, students, batch } = await classGroup(t, signUp, {}, 2);
    const [alice, bob] = students as [Account, Account];
    for (let round = 0; round < 5; round++) {
      const rude = await postOk(t, bob, batch._id, `Rude ${round}`);
      const [filed, removed] = await Promise.all([
        report(t, alice, batch._id, rude._id, 'Rude again'),
        remove(t, teacher, batch._id, rude._id),
      ]);
      assert.equal(removed.statusCode, 200, removed.body);
      if (filed.statusCode !== 201) assertError(filed, 404, BOARD_MESSAGES.notFound);
    }
  });

  test('every write is rate-limited with the other notices of the account (marking read has its own budget)', async () => {
    const limited = await secondInstance(kind, t, {
      // Accepting the invitation to the batch spends the member's first notice.
      rateLimits: { noticesPerAccount: { max: 4, windowMs: 60_000 } },
      env: { NOTIFICATION_HEARTBEAT_MS: '300000' },
    });
    try {
      const { students, batch } = await classGroup(limited.t, (role) => signUpAs(limited.t, role), {}, 1);
      const member = students[0]!;
      const written = await postOk(limited.t, member, batch._id, 'one');
      assert.equal((await remove(limited.t, member, batch._id, written._id)).statusCode, 200);
      await postOk(limited.t, member, batch._id, 'three');
      assert.equal((await post(limited.t, member, batch._id, 'four')).statusCode, 429);
      assert.equal((await markRead(limited.t, member, batch._id)).statusCode, 200, 'a read spends no notice');
      // Reading is not limited.
      assert.equal((await list(limited.t, member, batch._id)).statusCode, 200);
    } finally {
      await limited.close();
    }
  });

  test('members with a stream open get new and deleted messages live; removed members and strangers do not', async () => {
    const group: ClassGroup = await classGroup(t, signUp, {}, 3);
    const { teacher, batch } = group;
    const [alice, bob, carol] = group.students as [Account, Account, Account];
    const streams = {
      teacher: await streamOf(t, baseUrl, teacher),
      alice: await streamOf(t, baseUrl, alice),
      bob: await streamOf(t, baseUrl, bob),
      carol: await streamOf(t, baseUrl, carol),
      stranger: await streamOf(t, baseUrl, stranger),
      admin: await streamOf(t, baseUrl, admin),
    };
    try {
      const started = Date.now();
      const hello = await postOk(t, alice, batch._id, 'Hello <b>all</b>');
      const isHello = boardEvent((data) => data.message?._id === hello._id);
      const atBob = (await streams.bob.next(isHello)).data as StreamBoardEvent;
      assert.ok(Date.now() - started < 2000);
      assert.deepEqual(atBob, {
        batch_id: batch._id,
        message: { ...hello, can_delete: false },
        unread_messages: 1,
      });
      const atTeacher = (await streams.teacher.next(isHello)).data as StreamBoardEvent;
      assert.equal(atTeacher.message?.can_delete, true);
      const atAlice = (await streams.alice.next(isHello)).data as StreamBoardEvent;
      assert.equal(atAlice.message?.can_delete, true);
      assert.equal(atAlice.unread_messages, 0, 'her own message is not unread');
      await streams.carol.next(isHello);

      // Bob reads the board: his stream hears his count.
      assert.equal((await markRead(t, bob, batch._id)).statusCode, 200);
      await streams.bob.next(
        boardEvent((data) => !data.message && !data.deleted_id && data.unread_messages === 0),
      );

      // Carol is removed: the next message reaches the others, never her.
      const removal = await callApi(t, 'DELETE', `/batch/remove-user/${batch._id}/${carol.id}`, teacher);
      assert.equal(removal.statusCode, 200, removal.body);
      const after = await postOk(t, teacher, batch._id, 'After the removal');
      const isAfter = boardEvent((data) => data.message?._id === after._id);
      assert.equal(((await streams.bob.next(isAfter)).data as StreamBoardEvent).unread_messages, 1);
      await streams.alice.next(isAfter);

      const deleted = await remove(t, teacher, batch._id, hello._id);
      assert.equal(deleted.statusCode, 200, deleted.body);
      const gone = (await streams.alice.next(boardEvent((data) => data.deleted_id === hello._id)))
        .data as StreamBoardEvent;
      assert.deepEqual(gone, { batch_id: batch._id, deleted_id: hello._id, unread_messages: 1 });
      await streams.bob.next(boardEvent((data) => data.deleted_id === hello._id));

      await pause(300);
      // Carol heard the message written while she was a member, and nothing after her removal.
      const carolHeard = streams.carol.events
        .filter((e) => e.event === 'board')
        .map((e) => (e.data as StreamBoardEvent).message?._id ?? (e.data as StreamBoardEvent).deleted_id);
      assert.deepEqual(carolHeard, [hello._id]);
      assert.ok(!streams.stranger.events.some((e) => e.event === 'board'));
      assert.ok(!streams.admin.events.some((e) => e.event === 'board'));
    } finally {
      for (const stream of Object.values(streams)) stream.close();
    }
  });
});

if (DATABASE_KINDS.includes('postgres')) {
  describe('on postgres, two instances on one database', () => {
    let a: TestApp;
    let b: TestApp;
    let dispose: () => Promise<void>;

    before(async () => {
      const shared = await openTestDatabase('postgres');
      dispose = shared.dispose;
      a = await startTestApp('postgres', { database: shared.database });
      b = await startTestApp('postgres', { database: shared.database });
    });
    after(async () => {
      await a.close();
      await b.close();
      await dispose();
    });

    test('a message posted through instance A arrives on a stream held by instance B', async () => {
      const { teacher, students, batch } = await classGroup(a, (role) => signUpAs(a, role), {}, 2);
      const [alice, bob] = students as [Account, Account];
      const baseB = await listen(b);
      // The ticket is issued by A and redeemed by B.
      const stream = await streamOf(a, baseB, bob);
      try {
        const started = Date.now();
        const written = await postOk(a, alice, batch._id, 'Across instances');
        const event = await stream.next(boardEvent((data) => data.message?._id === written._id));
        assert.ok(Date.now() - started < 2000);
        assert.equal((event.data as StreamBoardEvent).unread_messages, 1);
        assert.equal((event.data as StreamBoardEvent).message?.body, 'Across instances');
        // A deletion through A reaches B too, and a read through A updates B's count.
        assert.equal((await remove(a, teacher, batch._id, written._id)).statusCode, 200);
        await stream.next(boardEvent((data) => data.deleted_id === written._id));
        await postOk(a, teacher, batch._id, 'Second');
        await stream.next(boardEvent((data) => data.unread_messages === 1 && !!data.message));
        const read = await a.request({
          method: 'PUT',
          url: `/api/v1/batch/${batch._id}/messages/read`,
          headers: authHeader(bob.token),
        });
        assert.equal(read.statusCode, 200, read.body);
        await stream.next(
          boardEvent((data) => !data.message && !data.deleted_id && data.unread_messages === 0),
        );
      } finally {
        stream.close();
      }
    });
  });
}
