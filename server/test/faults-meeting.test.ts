import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, afterEach, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { MEETING_MESSAGES, type Batch } from '@pathshala/shared-api/contract';
import { batches, mailQueue } from '../src/db/schema';
import { MEETING_FAILED_MESSAGE } from '../src/providers/meeting';
import { startFakeZoom } from './fakes/zoom';
import { createBatchOk, messagesOf } from './fixtures';
import { authHeader, forEachDatabase, signUpAs, startTestApp, type Account, type TestApp } from './helpers';

const TIMEOUT_MS = 600;

forEachDatabase((kind) => {
  describe('starting a class when Zoom fails or is slow', () => {
    let t: TestApp;
    let zoom: Awaited<ReturnType<typeof startFakeZoom>>;
    let teacher: Account;
    let student: Account;
    let batch: Batch;

    before(async () => {
      zoom = await startFakeZoom();
      t = await startTestApp(kind, {
        env: {
          MEETING_PROVIDER: 'zoom',
          ZOOM_ACCOUNT_ID: 'account',
          ZOOM_CLIENT_ID: 'client',
          ZOOM_CLIENT_SECRET: 'client-secret',
          ZOOM_BASE_URL: zoom.url,
          ZOOM_OAUTH_URL: zoom.url,
          MEETING_TIMEOUT_MS: String(TIMEOUT_MS),
        },
      });
      teacher = await signUpAs(t, 'teacher');
      student = await signUpAs(t, 'student');
      batch = await createBatchOk(t, teacher, {
        subject: 'Chemistry',
        class: '10',
        weekly_schedule: ['Monday'],
        time: '17:00',
        salary: 1500,
        is_continuous: true,
        is_batch: true,
        title: `Batch ${randomUUID().slice(0, 6)}`,
        student_ids: [student.name],
      });
    });
    afterEach(() => {
      zoom.faults.token = null;
      zoom.faults.create = null;
    });
    after(async () => {
      await t.close();
      await zoom.close();
    });

    const startClass = () =>
      t.request({
        method: 'POST',
        url: `/api/v1/zoom/create-meeting/${batch._id}`,
        headers: authHeader(teacher.token),
      });

    /** What a started class leaves behind: the batch's link, the student's notifications and mails. */
    async function traces() {
      const [row] = await t.database.db.select().from(batches).where(eq(batches.id, batch._id));
      return {
        link: row?.joinClassLink ?? null,
        expires: row?.joinClassExpiresAt ?? null,
        notes: await messagesOf(t, student.id),
        queued: (await t.database.db.select().from(mailQueue)).length,
        mails: t.outbox().filter((mail) => mail.to === `${student.name}@example.com`).length,
      };
    }

    for (const [stage, fault] of [
      ['token', 'hang'],
      ['token', 'error'],
      ['create', 'hang'],
      ['create', 'error'],
    ] as const) {
      test(`Zoom's ${stage === 'token' ? 'OAuth token' : 'create meeting'} call ${fault === 'hang' ? 'never answering' : 'failing'}: a clear 502 in time, nothing stored, nobody told`, async () => {
        const before = await traces();
        zoom.faults[stage] = fault;
        const started = performance.now();
        const response = await startClass();
        const elapsed = performance.now() - started;
        assert.equal(response.statusCode, 502, response.body);
        assert.deepEqual(response.json(), {
          statusCode: 502,
          data: null,
          message: MEETING_FAILED_MESSAGE,
          success: false,
        });
        // Token and create meeting each have MEETING_TIMEOUT_MS.
        assert.ok(
          elapsed < 2 * TIMEOUT_MS + 2000,
          `MEETING_TIMEOUT_MS bounds the wait (${Math.round(elapsed)} ms)`,
        );
        assert.deepEqual(await traces(), before);
      });
    }

    test('once Zoom answers again the class starts: the link is stored, the student told and mailed once', async () => {
      const before = await traces();
      assert.equal(before.link, null, 'no failed attempt left a link');
      const response = await startClass();
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(response.json().message, MEETING_MESSAGES.started);
      const after = await traces();
      assert.match(after.link ?? '', /^https:\/\/zoom\.test\/j\/\d+$/);
      assert.deepEqual(
        after.notes.filter((note) => !before.notes.includes(note)),
        [MEETING_MESSAGES.startedNotification(batch.title)],
      );
      assert.equal(after.mails, before.mails + 1);
      assert.equal(after.queued, 0);
    });
  });
});
