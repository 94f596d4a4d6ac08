import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Batch, ClassSession } from '@pathshala/shared-api/contract';
import { batchInvitations, batches, classSessions, notifications, users } from '../src/db/schema';
import { openDatabase } from '../src/db';
import type { Meeting, MeetingProvider, MeetingRequest } from '../src/providers/meeting';
import {
  authHeader,
  PASSWORD,
  startTestApp,
  type Account,
  type DatabaseKind,
  type TestApp,
  type TestAppOptions,
} from './helpers';

/**
 * What a new post needs besides its tuition fields (DESIGN §6.14): a place, at least one mode and, for a school
 * class, a medium. Every post body of the suites spreads it in.
 */
export const MATCHING_FIELDS = {
  division: 'dhaka',
  district: 'dhaka',
  area: 'dhanmondi',
  modes: ['student_home', 'online'],
  medium: 'bangla',
};

/** A valid tuition request of a student (a school-class post, one to one), for suites that need any post. */
export const PHYSICS_POST = {
  subject: 'Physics',
  class: '10',
  title: 'Physics for class ten',
  subtitle: 'Motion and forces',
  description: 'Three lessons a week.',
  weekly_schedule: ['Sunday', 'Tuesday'],
  time: '17:00',
  salary: 4000,
  is_continuous: true,
  is_batch: false,
  ...MATCHING_FIELDS,
};

/** The hidden fields of the payment simulator page's form posting to `action`. */
export function formFields(html: string, action: string): Record<string, string> {
  const start = html.indexOf(`action="${action}"`);
  assert.ok(start >= 0, `a form posting to ${action}`);
  const form = html.slice(start, html.indexOf('</form>', start));
  const fields: Record<string, string> = {};
  for (const match of form.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    fields[match[1]!] = match[2]!.replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&amp;', '&');
  }
  return fields;
}

/** Creates a post as `owner` (201 asserted) and answers its id. */
export async function createPostOk(t: TestApp, owner: Account, payload: object): Promise<string> {
  const response = await t.request({
    method: 'POST',
    url: '/api/v1/post/create',
    headers: authHeader(owner.token),
    payload,
  });
  assert.equal(response.statusCode, 201, response.body);
  return response.json().data._id;
}

/**
 * Creates a batch through POST /batch/create as `owner` (201 asserted) and answers it as made: everyone it names
 * besides the owner is only invited to it.
 */
export async function createInvitingBatch(t: TestApp, owner: Account, payload: object): Promise<Batch> {
  const response = await t.request({
    method: 'POST',
    url: '/api/v1/batch/create',
    headers: authHeader(owner.token),
    payload,
  });
  assert.equal(response.statusCode, 201, response.body);
  return response.json().data;
}

/** Everyone still invited to the batch signs in (with PASSWORD) and accepts through the API. */
export async function acceptInvitations(t: TestApp, batchId: string): Promise<void> {
  const invited = await t.database.db
    .select({ id: batchInvitations.id, username: users.username })
    .from(batchInvitations)
    .innerJoin(users, eq(users.id, batchInvitations.userId))
    .where(eq(batchInvitations.batchId, batchId))
    .orderBy(asc(batchInvitations.createdAt), asc(users.username));
  for (const { id, username } of invited) {
    const { accessToken } = await t.login(username, PASSWORD);
    const response = await t.request({
      method: 'PUT',
      url: `/api/v1/batch/invitations/${id}/accept`,
      headers: authHeader(accessToken),
    });
    assert.equal(response.statusCode, 200, response.body);
  }
}

/**
 * A running batch: created through POST /batch/create as `owner` (201 asserted), then accepted by everyone it
 * names (acceptInvitations). Answers it as `owner` sees it then.
 */
export async function createBatchOk(t: TestApp, owner: Account, payload: object): Promise<Batch> {
  const created = await createInvitingBatch(t, owner, payload);
  if (created.invited_teacher === null && created.invited_students.length === 0) return created;
  await acceptInvitations(t, created._id);
  const response = await t.request({
    method: 'GET',
    url: `/api/v1/batch/${created._id}`,
    headers: authHeader(owner.token),
  });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().data;
}

/** The batch's teacher starts a class through the API (the class is held: its students may rate the teacher). */
export async function holdClass(t: TestApp, teacher: Account, batchId: string): Promise<void> {
  const response = await t.request({
    method: 'POST',
    url: `/api/v1/zoom/create-meeting/${batchId}`,
    headers: authHeader(teacher.token),
  });
  assert.equal(response.statusCode, 200, response.body);
}

/** The notification messages written for a user, as stored. */
export async function messagesOf(t: TestApp, userId: string): Promise<string[]> {
  const rows = await t.database.db
    .select({ message: notifications.message })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  return rows.map((row) => row.message);
}

/** The batches made from a post. */
export const batchesOfPost = (t: TestApp, postId: string) =>
  t.database.db.select().from(batches).where(eq(batches.postId, postId));

/** Asserts an error answer: its status and its message. */
export function assertError(
  response: { statusCode: number; json(): { message: string } },
  status: number,
  message: string,
) {
  assert.equal(response.statusCode, status, JSON.stringify(response.json()));
  assert.equal(response.json().message, message);
}

// ------------------------------------------------------------------------------------------ schedule

/**
 * A clock the app reads as "now" (startTestApp's `clock`): the schedule plans, checks and reminds by it, so a
 * test sets it and moves it on. Sign-in and tokens keep the real clock.
 */
export class TestClock {
  private at: number;

  constructor(start: Date | string) {
    this.at = new Date(start).getTime();
  }

  /** Pass as `clock` to startTestApp. */
  readonly now = (): Date => new Date(this.at);

  set(moment: Date | string): void {
    this.at = new Date(moment).getTime();
  }

  advance({ days = 0, hours = 0, minutes = 0 }: { days?: number; hours?: number; minutes?: number }): void {
    this.at += ((days * 24 + hours) * 60 + minutes) * 60_000;
  }
}

/**
 * A wall time in Dhaka ('2026-11-28T01:30') as the instant it is, worked out here without the code under test:
 * Asia/Dhaka has been UTC+06:00 all year since 2009.
 */
export function dhaka(wall: string): Date {
  assert.match(wall, /^\d{4}-\d\d-\d\dT\d\d:\d\d$/, 'a Dhaka wall time like 2026-11-28T01:30');
  return new Date(`${wall}:00+06:00`);
}

/** The ISO instant of a Dhaka wall time, as the API writes `starts_at`. */
export const dhakaIso = (wall: string): string => dhaka(wall).toISOString();

/** A batch of every scheduling suite: Physics for class 9, weekly on Sunday at 18:30 unless a test says else. */
export const scheduleBatchFields = {
  subject: 'Physics',
  class: '9',
  weekly_schedule: ['Sunday'],
  time: '18:30',
  salary: 3000,
  is_continuous: true,
  is_batch: true,
};

/** A teacher who owns and teaches a batch with `students` (made through the API). */
export interface ClassGroup {
  teacher: Account;
  students: Account[];
  batch: Batch;
}

/** A new teacher's batch (`fields` over scheduleBatchFields) with new students, made through the API. */
export async function classGroup(
  t: TestApp,
  signUp: (role: 'student' | 'teacher') => Promise<Account>,
  fields: Record<string, unknown> = {},
  studentCount = 2,
): Promise<ClassGroup> {
  const teacher = await signUp('teacher');
  const students: Account[] = [];
  for (let n = 0; n < studentCount; n += 1) students.push(await signUp('student'));
  const batch = await createBatchOk(t, teacher, {
    ...scheduleBatchFields,
    ...fields,
    student_ids: students.map((student) => student.name),
  });
  return { teacher, students, batch };
}

/** A call to the API as `account` (signed out without one). */
export function callApi(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  account?: Account | null,
  payload?: unknown,
) {
  return t.request({
    method,
    url: `/api/v1${url}`,
    ...(account ? { headers: authHeader(account.token) } : {}),
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
}

/** GET /batch/{id}/sessions as `account` (200 asserted), `query` such as 'from=2026-11-26&to=2026-12-10'. */
export async function sessionsOf(
  t: TestApp,
  account: Account,
  batchId: string,
  query = '',
): Promise<ClassSession[]> {
  const response = await callApi(t, 'GET', `/batch/${batchId}/sessions${query ? `?${query}` : ''}`, account);
  assert.equal(response.statusCode, 200, response.body);
  return response.json().data;
}

/** GET /calendar as `account` (200 asserted). */
export async function calendarOf(t: TestApp, account: Account, query = ''): Promise<ClassSession[]> {
  const response = await callApi(t, 'GET', `/calendar${query ? `?${query}` : ''}`, account);
  assert.equal(response.statusCode, 200, response.body);
  return response.json().data;
}

/** PUT /batch/{id}/sessions/{sessionId} as `account`. */
export const changeSession = (
  t: TestApp,
  account: Account | null,
  batchId: string,
  sessionId: string,
  body: unknown,
) => callApi(t, 'PUT', `/batch/${batchId}/sessions/${sessionId}`, account, body);

/** PUT /batch/{id}/sessions/{sessionId}/attendance as `account`. */
export const markAttendance = (
  t: TestApp,
  account: Account | null,
  batchId: string,
  sessionId: string,
  marks: unknown,
) => callApi(t, 'PUT', `/batch/${batchId}/sessions/${sessionId}/attendance`, account, marks);

/** PUT /batch/update/{id} as `account`. */
export const updateBatch = (t: TestApp, account: Account, batchId: string, body: unknown) =>
  callApi(t, 'PUT', `/batch/update/${batchId}`, account, body);

/** The rows of a batch's classes, earliest first, straight from the database. */
export const classRowsOf = (t: TestApp, batchId: string) =>
  t.database.db
    .select()
    .from(classSessions)
    .where(eq(classSessions.batchId, batchId))
    .orderBy(asc(classSessions.startsAt), asc(classSessions.id));

/**
 * A meeting provider for the schedule's suites: a new room per start, live for the class length and half an
 * hour more by the test's clock (the app's "now"), so a link is live or expired as the test moves the clock.
 */
export class ClockedMeetingProvider implements MeetingProvider {
  readonly requests: MeetingRequest[] = [];

  constructor(private readonly clock: () => Date) {}

  async createMeeting(request: MeetingRequest): Promise<Meeting> {
    this.requests.push(request);
    const id = randomBytes(6).toString('hex');
    const startsAt = this.clock();
    return {
      provider: 'zoom',
      meetingId: id,
      joinUrl: `https://meet.example.test/j/${id}`,
      startUrl: `https://meet.example.test/s/${id}?zak=host-${randomBytes(8).toString('hex')}`,
      startsAt,
      expiresAt: new Date(startsAt.getTime() + ((request.durationMinutes ?? 60) + 30) * 60_000),
    };
  }
}

/** Another instance of the app on `t`'s database, and how to stop it. */
export interface SecondInstance {
  t: TestApp;
  close(): Promise<void>;
}

/**
 * A second app on the database of `t` (started by startTestApp): on PostgreSQL with a pool of its own on the
 * same database, so the two race over separate connections as two servers behind a load balancer do; on PGlite
 * over the same embedded database (one process is all PGlite serves).
 */
export async function secondInstance(
  kind: DatabaseKind,
  t: TestApp,
  options: Omit<TestAppOptions, 'database'> = {},
): Promise<SecondInstance> {
  let database = t.database;
  if (kind === 'postgres') {
    assert.ok(t.databaseUrl, 'the first app opened its own PostgreSQL database');
    database = await openDatabase({ driver: 'postgres', url: t.databaseUrl });
  }
  const second = await startTestApp(kind, { ...options, database });
  return {
    t: second,
    async close() {
      await second.close();
      if (database !== t.database) await database.close();
    },
  };
}
