// Several server processes on one PostgreSQL database with their read caches on for a minute (READ_CACHE_MS):
// whatever one instance is told, the others act on at once — an ended session is refused, a new post is
// found, a notification reaches a stream held elsewhere, and a payment confirmed to two of them settles once.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { and, eq, like } from 'drizzle-orm';
import { batchInvitations, notifications, payments, users } from '../src/db/schema';
import { openStream } from './event-stream';
import { formFields, MATCHING_FIELDS, PHYSICS_POST } from './fixtures';
import { tempDir } from './helpers';
import {
  call,
  CLUSTER_SKIP,
  signUpOn,
  startCluster,
  type Answer,
  type Cluster,
  type Instance,
} from './instances';

const PASSWORD = 'Str0ngPassword';
type Account = Awaited<ReturnType<typeof signUpOn>>;

const profile = (instance: Instance, token: string) => call(instance, 'GET', '/users/viewprofile', { token });

/**
 * What `read` answers once the instance has had the moment it needs to read a notification that every
 * listening connection was handed when the writer's own came back: normally the very first read, but on a
 * machine whose CPUs are all busy the reader's process may be scheduled a few milliseconds late. Retrying for
 * up to a quarter of a second still tells the broadcast from the cache, which would answer for a minute.
 */
async function soon<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 250;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 5));
    value = await read();
  }
  return value;
}

const statusSoonAfter = async (instance: Instance, token: string) =>
  soon(
    async () => (await profile(instance, token)).status,
    (status) => status !== 200,
  );

/** Has the instance's cache answer for the token (twice: the second is a hit). */
async function cachedOn(instance: Instance, token: string): Promise<void> {
  assert.equal((await profile(instance, token)).status, 200);
  assert.equal((await profile(instance, token)).status, 200);
}

async function signIn(instance: Instance, username: string, password = PASSWORD): Promise<string> {
  const login = await call(instance, 'POST', '/login', { body: { username, password } });
  assert.equal(login.status, 200, login.text);
  return login.json.data.accessToken as string;
}

/** A form POST outside the JSON API (the simulator's page, the payment callbacks), redirects not followed. */
async function postForm(instance: Instance, pathname: string, fields: Record<string, string>) {
  const response = await fetch(`${instance.url}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  return { status: response.status, location: response.headers.get('location'), text: await response.text() };
}

const ok = (answer: Answer, status = 200) => assert.equal(answer.status, status, answer.text);

describe('several instances with their read caches on', { skip: CLUSTER_SKIP }, () => {
  let cluster: Cluster;
  let a: Instance;
  let b: Instance;
  /** A's DATA_DIR: the reset mails it sends are in its outbox. */
  const dataDirA = tempDir('pathshala-instance-a-');

  // Shared by the tests: registrations and sign-ins are rate limited per IP, and every call comes from here.
  let teacher: Account;
  let student: Account;

  before(async () => {
    cluster = await startCluster(0, { READ_CACHE_MS: '60000' });
    a = await cluster.add({ DATA_DIR: dataDirA });
    b = await cluster.add();
    teacher = await signUpOn(a, 'teacher');
    student = await signUpOn(a, 'student');
  });
  after(async () => {
    await cluster?.close();
  });

  const db = () => cluster.database.database.db;

  test('a logout on A is refused on B at once, every time', async () => {
    for (let round = 0; round < 10; round += 1) {
      const token = await signIn(a, (round % 2 === 0 ? student : teacher).name);
      await cachedOn(b, token);
      ok(await call(a, 'POST', '/logout', { token }));
      assert.equal(await statusSoonAfter(b, token), 401, `round ${round}`);
    }
  });

  test('a kick by an admin on A is refused on B at once', async () => {
    const admin = await signUpOn(a, 'student');
    await db().update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
    const kicked = await signUpOn(a, 'teacher');
    await cachedOn(b, kicked.token);
    ok(await call(a, 'DELETE', `/admin/remove-user/${kicked.id}`, { token: admin.token }));
    assert.equal(await statusSoonAfter(b, kicked.token), 401);
  });

  test('a password reset on A ends the sessions cached on B at once', async () => {
    const resetting = await signUpOn(a, 'student');
    await cachedOn(b, resetting.token);
    ok(await call(a, 'POST', '/forget-password', { body: { email: `${resetting.name}@example.com` } }));
    // Asking for a reset ends nothing.
    assert.equal((await profile(b, resetting.token)).status, 200);

    const outbox = path.join(dataDirA, 'outbox');
    let token: string | undefined;
    for (let tries = 0; tries < 100 && !token; tries += 1) {
      const mails = fs.existsSync(outbox)
        ? fs.readdirSync(outbox).filter((name) => name.endsWith('.json'))
        : [];
      for (const name of mails) {
        const mail = JSON.parse(fs.readFileSync(path.join(outbox, name), 'utf8')) as {
          to: string;
          text: string;
        };
        if (mail.to.includes(resetting.name))
          token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
      }
      if (!token) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    assert.ok(token, 'A wrote the reset mail to its outbox');
    ok(await call(a, 'POST', '/reset-password', { body: { token, newPassword: 'Brand-New-Passw0rd' } }));
    assert.equal(await statusSoonAfter(b, resetting.token), 401);
  });

  test('a post created on A is found by a search on B at once', async () => {
    const search = async () => {
      const answer = await call(b, 'GET', '/post/student/search?subject=geography', { token: student.token });
      ok(answer);
      return answer.json as { data: { _id: string }[]; meta: { total: number } };
    };
    const before = await search();
    assert.deepEqual(await search(), before, 'cached');
    const created = await call(a, 'POST', '/post/create', {
      token: teacher.token,
      body: {
        subject: 'Geography',
        class: '7',
        title: 'Geography for class seven',
        subtitle: 'Maps and rivers',
        description: 'Two lessons a week.',
        weekly_schedule: ['Saturday', 'Tuesday'],
        time: '15:00',
        salary: 2200,
        is_continuous: true,
        is_batch: false,
        ...MATCHING_FIELDS,
      },
    });
    ok(created, 201);
    const after = await soon(search, (page) => page.meta.total !== before.meta.total);
    assert.equal(after.meta.total, before.meta.total + 1);
    assert.ok(after.data.some((post) => post._id === created.json.data._id));
  });

  test('a notification written through A arrives on a stream held on B', async () => {
    const created = await call(a, 'POST', '/post/create', {
      token: student.token,
      body: PHYSICS_POST,
    });
    ok(created, 201);
    const ticket = await call(a, 'POST', '/notifications/stream-ticket', { token: student.token });
    ok(ticket);
    const stream = await openStream(b.url, ticket.json.data.ticket as string, { waitMs: 2000 });
    try {
      assert.equal(stream.status, 200);
      await stream.next((e) => e.event === 'unread');
      ok(await call(a, 'POST', `/post/teacher/apply/${created.json.data._id}`, { token: teacher.token }));
      const event = await stream.next((e) => e.event === 'notification');
      assert.equal((event.data as { unreadCount: number }).unreadCount, 1);
    } finally {
      stream.close();
    }
  });

  test('a payment callback delivered to A and B at once settles the payment once', async () => {
    const batch = await call(a, 'POST', '/batch/create', {
      token: teacher.token,
      body: {
        subject: 'Physics',
        class: '9',
        weekly_schedule: ['Monday', 'Sunday'],
        time: '13:00',
        salary: 2500,
        is_continuous: true,
        is_batch: true,
        title: 'Physics batch of the cluster',
        student_ids: [student.name],
      },
    });
    ok(batch, 201);
    const batchId = batch.json.data._id as string;
    const invitations = await db()
      .select({ id: batchInvitations.id })
      .from(batchInvitations)
      .where(eq(batchInvitations.batchId, batchId));
    for (const { id } of invitations)
      ok(await call(b, 'PUT', `/batch/invitations/${id}/accept`, { token: student.token }));
    ok(await call(b, 'POST', `/batch/teacher/ask-for-payment/${batchId}`, { token: teacher.token }), 201);

    const paid = await call(a, 'POST', '/payment/pay', {
      token: student.token,
      body: { totalAmount: 1, productName: 'anything', batchId, teacherId: teacher.id },
    });
    ok(paid);
    const tranId = paid.json.data.tran_id as string;
    const pagePath = new URL(paid.json.redirectUrl as string).pathname;
    const page = await fetch(`${a.url}${pagePath}`);
    assert.equal(page.status, 200);
    const fields = formFields(await page.text(), `${pagePath}/pay`);
    // Pressing Pay sends the browser on to our success URL (and the simulator posts its own IPN to A).
    const chose = await postForm(a, `${pagePath}/pay`, fields);
    assert.equal(chose.status, 307, chose.text);

    const deliveries = await Promise.all([
      postForm(a, '/api/v1/payment/success', fields),
      postForm(b, '/api/v1/payment/success', fields),
      postForm(a, '/api/v1/payment/ipn', fields),
      postForm(b, '/api/v1/payment/ipn', fields),
    ]);
    for (const success of deliveries.slice(0, 2)) {
      assert.equal(success.status, 303, success.text);
      assert.equal(success.location, `/payment/success?tran_id=${tranId}`);
    }
    for (const ipn of deliveries.slice(2)) assert.equal(ipn.status, 200, ipn.text);
    // The simulator's own IPN may still be on its way: it must change nothing either.
    await new Promise((resolve) => setTimeout(resolve, 500));

    const rows = await db().select().from(payments).where(eq(payments.tranId, tranId));
    assert.deepEqual(
      rows.map((row) => row.status),
      ['paid'],
    );
    const notes = await db()
      .select({ message: notifications.message })
      .from(notifications)
      .where(and(eq(notifications.userId, teacher.id), like(notifications.message, `${student.name} paid%`)));
    assert.equal(notes.length, 1, 'the teacher is told once');
    const shown = await call(b, 'GET', `/payment/status/${tranId}`, { token: student.token });
    ok(shown);
    assert.equal(shown.json.data.status, 'paid');
  });
});
