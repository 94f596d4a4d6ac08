import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { notificationStreamTickets } from '../src/db/schema';
import { unreadCount } from '../src/modules/notifications/repository';
import { notify } from '../src/modules/notifications/writer';
import { createPostOk, PHYSICS_POST } from './fixtures';
import {
  authHeader,
  DATABASE_KINDS,
  forEachDatabase,
  openTestDatabase,
  rowsOf,
  signUpAs,
  startTestApp,
  type Account,
  type TestApp,
} from './helpers';
import { listen, openStream, type StreamEvent } from './event-stream';

const unreadIs = (count: number) => (e: StreamEvent) =>
  e.event === 'unread' && (e.data as { count: number }).count === count;

forEachDatabase((kind) => {
  let t: TestApp;
  let alice: Account;
  let bob: Account;
  let baseUrl: string;

  before(async () => {
    t = await startTestApp(kind, { env: { NOTIFICATION_HEARTBEAT_MS: '200' } });
    alice = await signUpAs(t, 'student');
    bob = await signUpAs(t, 'student');
    baseUrl = await listen(t);
  });
  after(() => t.close());

  const api = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token?: string, payload?: object) =>
    t.request({
      method,
      url: `/api/v1${url}`,
      ...(token ? { headers: authHeader(token) } : {}),
      ...(payload ? { payload } : {}),
    });

  /** Writes notifications for a user one transaction each (so their times differ); answers their ids, oldest first. */
  async function write(userId: string, ...messages: string[]): Promise<string[]> {
    for (const message of messages) await notify(t.database.db, [userId], message);
    const list = await api('GET', '/notifications/getnotifications?limit=100', tokenOf(userId));
    return (list.json().data as { _id: string; message: string }[])
      .filter((item) => messages.includes(item.message))
      .map((item) => item._id)
      .reverse();
  }
  const tokenOf = (userId: string) => (userId === alice.id ? alice.token : bob.token);
  const count = async (token: string) =>
    (await api('GET', '/notifications/unread-count', token)).json().data.count;

  async function ticketFor(token: string): Promise<string> {
    const response = await api('POST', '/notifications/stream-ticket', token);
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().data.expiresIn, 60);
    return response.json().data.ticket;
  }

  if (kind === 'postgres') {
    test("a user's unread count keeps one plan for every run", async () => {
      // On one connection (a transaction's), past the five runs PostgreSQL plans for the values before it
      // weighs a plan kept for all of them.
      const plans = await t.database.db.transaction(async (tx) => {
        for (let run = 0; run < 8; run += 1) await unreadCount(tx, alice.id);
        return rowsOf<{ generic: number }>(
          await tx.execute(
            sql`select generic_plans::int as generic from pg_prepared_statements where statement like '%is_read%'`,
          ),
        );
      });
      assert.ok(
        plans.some((row) => row.generic > 0),
        JSON.stringify(plans),
      );
    });
  }

  test('every notification endpoint answers 401 signed out', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['GET', '/notifications/getnotifications'],
      ['GET', '/notifications/unread-count'],
      ['DELETE', `/notifications/${id}`],
      ['PATCH', `/notifications/${id}/read`],
      ['POST', '/notifications/read-all'],
      ['POST', '/notifications/stream-ticket'],
    ] as const) {
      const response = await api(method, url);
      assert.equal(response.statusCode, 401, `${method} ${url}`);
      assert.equal(response.json().message, 'Unauthorized user');
    }
    const deletePath = await api('DELETE', '/notifications/delete-path', undefined, { notificationId: id });
    assert.equal(deletePath.statusCode, 401);
  });

  test('lists own notifications newest first, paginated with meta', async () => {
    const messages = Array.from({ length: 25 }, (_, i) => `page item ${i + 1}`);
    await write(bob.id, ...messages);
    await write(alice.id, 'only for alice');

    const first = await api('GET', '/notifications/getnotifications?page=1&limit=10', bob.token);
    assert.equal(first.statusCode, 200);
    const body = first.json();
    assert.equal(body.success, true);
    assert.deepEqual(body.meta, { page: 1, limit: 10, total: 25 });
    assert.equal(body.data.length, 10);
    assert.equal(body.data[0].message, 'page item 25');
    assert.deepEqual(Object.keys(body.data[0]).sort(), ['_id', 'createdAt', 'isRead', 'message']);
    assert.equal(body.data[0].isRead, false);
    assert.ok(!Number.isNaN(Date.parse(body.data[0].createdAt)));

    const third = await api('GET', '/notifications/getnotifications?page=3&limit=10', bob.token);
    assert.deepEqual(
      third.json().data.map((item: { message: string }) => item.message),
      ['page item 5', 'page item 4', 'page item 3', 'page item 2', 'page item 1'],
    );
    assert.deepEqual(third.json().meta, { page: 3, limit: 10, total: 25 });
    // A page past the last is empty and still tells how many there are; someone with none has 0.
    const pastTheLast = await api('GET', '/notifications/getnotifications?page=4&limit=10', bob.token);
    assert.deepEqual(pastTheLast.json().data, []);
    assert.deepEqual(pastTheLast.json().meta, { page: 4, limit: 10, total: 25 });
    const nobody = await signUpAs(t, 'student');
    const none = await api('GET', '/notifications/getnotifications', nobody.token);
    assert.deepEqual([none.json().data, none.json().meta], [[], { page: 1, limit: 20, total: 0 }]);
    const defaults = await api('GET', '/notifications/getnotifications', bob.token);
    assert.deepEqual(defaults.json().meta, { page: 1, limit: 20, total: 25 });
    assert.ok(!defaults.body.includes('only for alice'));

    const tooMany = await api('GET', '/notifications/getnotifications?limit=101', bob.token);
    assert.equal(tooMany.statusCode, 400);
  });

  test('unread count follows read, read-all and delete', async () => {
    const [one, two, three, four] = await write(alice.id, 'c1', 'c2', 'c3', 'c4');
    assert.ok(one && two && three && four);
    await api('POST', '/notifications/read-all', alice.token);
    assert.equal(await count(alice.token), 0);
    const [five, six, seven] = await write(alice.id, 'c5', 'c6', 'c7');
    assert.ok(five && six && seven);
    assert.equal(await count(alice.token), 3);
    const read = await api('PATCH', `/notifications/${five}/read`, alice.token);
    assert.equal(read.statusCode, 200, read.body);
    assert.equal(read.json().data.isRead, true);
    assert.equal(read.json().data._id, five);
    assert.equal(read.json().data.unreadCount, 2);
    assert.equal(await count(alice.token), 2);

    const deleted = await api('DELETE', `/notifications/${six}`, alice.token);
    assert.equal(deleted.statusCode, 200);
    assert.deepEqual(deleted.json().data, { _id: six, unreadCount: 1 });

    const all = await api('POST', '/notifications/read-all', alice.token);
    assert.equal(all.statusCode, 200);
    assert.deepEqual(all.json().data, { updated: 1, unreadCount: 0 });
    assert.equal(await count(alice.token), 0);
    assert.equal((await api('POST', '/notifications/read-all', alice.token)).json().data.updated, 0);
  });

  test('deletes by notificationId in the body or the query, and by path; own only', async () => {
    const [viaBody, viaQuery, viaPath, bobs] = [
      ...(await write(alice.id, 'd-body', 'd-query', 'd-path')),
      ...(await write(bob.id, 'd-bob')),
    ];
    assert.ok(viaBody && viaQuery && viaPath && bobs);

    const body = await api('DELETE', '/notifications/delete-path', alice.token, { notificationId: viaBody });
    assert.equal(body.statusCode, 200, body.body);
    assert.equal(body.json().data._id, viaBody);
    assert.equal(body.json().message, 'Notification deleted successfully');
    const again = await api('DELETE', '/notifications/delete-path', alice.token, { notificationId: viaBody });
    assert.equal(again.statusCode, 404);
    assert.equal(again.json().message, 'Notification not found');

    const query = await api('DELETE', `/notifications/delete-path?notificationId=${viaQuery}`, alice.token);
    assert.equal(query.statusCode, 200, query.body);

    assert.equal((await api('DELETE', `/notifications/${viaPath}`, alice.token)).statusCode, 200);

    // Someone else's is a 404, and stays.
    assert.equal((await api('DELETE', `/notifications/${bobs}`, alice.token)).statusCode, 404);
    const otherBody = await api('DELETE', '/notifications/delete-path', alice.token, {
      notificationId: bobs,
    });
    assert.equal(otherBody.statusCode, 404);
    assert.equal((await api('PATCH', `/notifications/${bobs}/read`, alice.token)).statusCode, 404);
    const bobsList = await api('GET', '/notifications/getnotifications?limit=100', bob.token);
    const bobsItem = bobsList.json().data.find((item: { _id: string }) => item._id === bobs);
    assert.equal(bobsItem?.isRead, false);

    const missing = '00000000-0000-4000-8000-000000000000';
    assert.equal((await api('DELETE', `/notifications/${missing}`, alice.token)).statusCode, 404);
    assert.equal((await api('PATCH', `/notifications/${missing}/read`, alice.token)).statusCode, 404);

    const noId = await api('DELETE', '/notifications/delete-path', alice.token, {});
    assert.equal(noId.statusCode, 400);
    assert.equal(noId.json().message, 'notificationId is required');
    assert.equal((await api('DELETE', '/notifications/delete-path', alice.token)).statusCode, 400);
    const badId = await api('DELETE', '/notifications/delete-path', alice.token, { notificationId: 'nope' });
    assert.equal(badId.statusCode, 400);
    assert.equal((await api('DELETE', '/notifications/not-a-uuid', alice.token)).statusCode, 400);
  });

  test('the stream delivers a notification written by another action within a second, with the count', async () => {
    await api('POST', '/notifications/read-all', alice.token);
    const stream = await openStream(baseUrl, await ticketFor(alice.token));
    try {
      assert.equal(stream.status, 200);
      assert.match(String(stream.headers['content-type']), /^text\/event-stream/);
      assert.match(String(stream.headers['cache-control']), /no-cache/);
      assert.equal(stream.headers['content-encoding'], undefined);
      await stream.next(unreadIs(0));

      // A teacher shows interest in alice's request: the interest module notifies her in its transaction.
      const postId = await createPostOk(t, alice, PHYSICS_POST);
      const teacher = await signUpAs(t, 'teacher');
      const started = Date.now();
      const applied = await api('POST', `/post/teacher/apply/${postId}`, teacher.token);
      assert.equal(applied.statusCode, 200, applied.body);
      const event = await stream.next((e) => e.event === 'notification', 1000);
      assert.ok(Date.now() - started < 1000);
      const data = event.data as {
        notification: { _id: string; message: string; isRead: boolean };
        unreadCount: number;
      };
      assert.equal(data.unreadCount, 1);
      assert.equal(data.notification.isRead, false);
      assert.match(data.notification.message, new RegExp(teacher.name));

      // Read elsewhere: the stream hears the new count.
      await api('PATCH', `/notifications/${data.notification._id}/read`, alice.token);
      await stream.next(unreadIs(0) as (e: StreamEvent) => boolean);
      const [later] = await write(alice.id, 'later one');
      const second = await stream.next(
        (e) => e.event === 'notification' && (e.data as typeof data).notification._id === later,
      );
      assert.equal((second.data as typeof data).unreadCount, 1);
      await api('DELETE', `/notifications/${later}`, alice.token);
      const afterDelete = stream.events.length;
      await stream.next((e) => stream.events.indexOf(e) >= afterDelete && unreadIs(0)(e));

      // Bob's notifications never reach alice's stream; heartbeats keep coming.
      await write(bob.id, 'not for alice');
      await new Promise((resolve) => setTimeout(resolve, 450));
      assert.ok(!stream.events.some((e) => JSON.stringify(e.data).includes('not for alice')));
      assert.ok(stream.comments >= 1, 'heartbeats arrive');
    } finally {
      stream.close();
    }
  });

  test('a notification rolled back with its change never reaches the stream', async () => {
    const stream = await openStream(baseUrl, await ticketFor(bob.token));
    try {
      await stream.next((e) => e.event === 'unread');
      await assert.rejects(
        t.database.db.transaction(async (tx) => {
          await notify(tx, [bob.id], 'rolled back');
          throw new Error('abort');
        }),
      );
      await write(bob.id, 'committed');
      await stream.next((e) => e.event === 'notification');
      assert.ok(!JSON.stringify(stream.events).includes('rolled back'));
    } finally {
      stream.close();
    }
  });

  test('a used, expired or forged ticket is refused', async () => {
    const ticket = await ticketFor(alice.token);
    const first = await openStream(baseUrl, ticket);
    assert.equal(first.status, 200);
    first.close();
    const reused = await openStream(baseUrl, ticket);
    assert.equal(reused.status, 401);

    const expired = await ticketFor(alice.token);
    await t.database.db
      .update(notificationStreamTickets)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(sql`true`);
    assert.equal((await openStream(baseUrl, expired)).status, 401);

    assert.equal((await openStream(baseUrl, 'forged-ticket-value')).status, 401);
    const noTicket = await t.request({ method: 'GET', url: '/api/v1/notifications/stream' });
    assert.equal(noTicket.statusCode, 401);
    assert.equal(noTicket.json().message, 'Invalid or expired stream ticket');
    // Tickets are stored hashed.
    const fresh = await ticketFor(alice.token);
    const stored = await t.database.db.select().from(notificationStreamTickets);
    assert.ok(stored.length > 0 && stored.every((row) => row.tokenHash !== fresh));
    assert.ok(stored.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash)));
  });

  test('the stream ends when its session is signed out', async () => {
    const session = await t.login(alice.name, 'Str0ngPassword');
    const stream = await openStream(baseUrl, await ticketFor(session.accessToken));
    const spare = await ticketFor(session.accessToken);
    await stream.next((e) => e.event === 'unread');
    const logout = await t.request({
      method: 'POST',
      url: '/api/v1/logout',
      payload: { accessToken: session.accessToken },
      cookies: { refreshToken: session.refreshToken },
    });
    assert.equal(logout.statusCode, 200);
    await Promise.race([
      stream.ended,
      new Promise((_, fail) => setTimeout(() => fail(new Error('the stream stayed open')), 2000)),
    ]);
    assert.ok(stream.events.some((e) => e.event === 'end'));
    // A ticket issued before the sign-out is refused after it.
    assert.equal((await openStream(baseUrl, spare)).status, 401);
  });
});

// Heartbeats far apart: what ends the stream here is the next event, not the periodic check.
forEachDatabase((kind) => {
  let t: TestApp;
  let baseUrl: string;

  before(async () => {
    t = await startTestApp(kind, { env: { NOTIFICATION_HEARTBEAT_MS: '300000' } });
    baseUrl = await listen(t);
  });
  after(() => t.close());

  test('a notification written after the session ended never reaches its stream, which ends', async () => {
    const carol = await signUpAs(t, 'student');
    const ticket = await t.request({
      method: 'POST',
      url: '/api/v1/notifications/stream-ticket',
      headers: authHeader(carol.token),
    });
    const stream = await openStream(baseUrl, ticket.json().data.ticket);
    try {
      await stream.next((e) => e.event === 'unread');
      const logout = await t.request({
        method: 'POST',
        url: '/api/v1/logout',
        headers: authHeader(carol.token),
      });
      assert.equal(logout.statusCode, 200);
      await notify(t.database.db, [carol.id], 'written after sign-out');
      await stream.next((e) => e.event === 'end', 2000);
      assert.ok(!JSON.stringify(stream.events).includes('written after sign-out'));
      assert.ok(!stream.events.some((e) => e.event === 'notification'));
    } finally {
      stream.close();
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

    test('a notification written through instance A arrives on a stream held by instance B', async () => {
      const student = await signUpAs(a, 'student');
      const teacher = await signUpAs(a, 'teacher');
      const postId = await createPostOk(a, student, PHYSICS_POST);
      const baseB = await listen(b);
      // The ticket is issued by A and redeemed by B.
      const ticket = await a.request({
        method: 'POST',
        url: '/api/v1/notifications/stream-ticket',
        headers: authHeader(student.token),
      });
      const stream = await openStream(baseB, ticket.json().data.ticket);
      try {
        assert.equal(stream.status, 200);
        await stream.next((e) => e.event === 'unread');
        const applied = await a.request({
          method: 'POST',
          url: `/api/v1/post/teacher/apply/${postId}`,
          headers: authHeader(teacher.token),
        });
        assert.equal(applied.statusCode, 200, applied.body);
        const event = await stream.next((e) => e.event === 'notification', 1000);
        assert.equal((event.data as { unreadCount: number }).unreadCount, 1);
        // And a read through A updates the count on B.
        const id = (event.data as { notification: { _id: string } }).notification._id;
        await a.request({
          method: 'PATCH',
          url: `/api/v1/notifications/${id}/read`,
          headers: authHeader(student.token),
        });
        await stream.next(unreadIs(0) as (e: StreamEvent) => boolean);
      } finally {
        stream.close();
      }
    });
  });
}
