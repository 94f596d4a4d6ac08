import assert from 'node:assert/strict';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../src/db';
import { authHeader, PASSWORD, rowsOf, signUpAs, type Account, type TestApp } from './helpers';
import { createBatchOk, createInvitingBatch, createPostOk, holdClass, PHYSICS_POST } from './fixtures';
import { batchInvitations, batchMaterials } from '../src/db/schema';
import { fileToken } from '../src/modules/classroom/files';
import { multipartForm, PDF } from './upload-fixtures';

/**
 * Who calls a route in the authorization matrix. `student` and `teacher` have nothing to do with the
 * resources under test (strangers); `owner` is the student who owns them (a request post, a batch, a
 * rating, notifications, a report); `member` is another student of the owner's batch; `batchTeacher`
 * teaches that batch (and has held a class of it) and is interested in the owner's requests. Both accepted the
 * owner's invitations to the batch.
 */
export const CALLERS = ['anon', 'student', 'teacher', 'admin', 'owner', 'member', 'batchTeacher'] as const;
export type Caller = (typeof CALLERS)[number];

/** The owner's request (any valid post will do). */
export const requestFields = PHYSICS_POST;

export const offerFields = { ...requestFields, title: 'Physics batch', is_batch: true, max_size: 5 };

export const batchFields = {
  subject: 'Chemistry',
  class: '10',
  weekly_schedule: ['Monday'],
  time: '10:00',
  salary: 3000,
  is_continuous: false,
  is_batch: true,
  max_size: 5,
};

/** The accounts of the matrix and factories for fresh resources, all made through the HTTP API. */
export class AuthzWorld {
  private constructor(
    readonly t: TestApp,
    readonly accounts: Record<Exclude<Caller, 'anon'>, Account>,
    /** The owner's batch that every read and denied write aims at. */
    readonly batchId: string,
    /** The owner's rating of batchTeacher. */
    readonly ratingId: string,
    /** The unexpired access token of a student the admin has kicked. */
    readonly kickedToken: string,
  ) {}

  static async create(t: TestApp): Promise<AuthzWorld> {
    const accounts = {
      student: await signUpAs(t, 'student'),
      teacher: await signUpAs(t, 'teacher'),
      admin: await signUpAs(t, 'admin'),
      owner: await signUpAs(t, 'student'),
      member: await signUpAs(t, 'student'),
      batchTeacher: await signUpAs(t, 'teacher'),
    };
    const batch = await createBatchOk(t, accounts.owner, {
      ...batchFields,
      teacher_username: accounts.batchTeacher.name,
      student_ids: [accounts.member.name],
    });
    await holdClass(t, accounts.batchTeacher, batch._id);
    const rated = await t.request({
      method: 'POST',
      url: `/api/v1/rating/give-rating/${accounts.batchTeacher.id}`,
      headers: authHeader(accounts.owner.token),
      payload: { rating: 4, review: 'Clear explanations.' },
    });
    assert.equal(rated.statusCode, 201, rated.body);
    const kicked = await signUpAs(t, 'student');
    const kick = await t.request({
      method: 'DELETE',
      url: `/api/v1/admin/remove-user/${kicked.id}`,
      headers: authHeader(accounts.admin.token),
    });
    assert.equal(kick.statusCode, 200, kick.body);
    return new AuthzWorld(t, accounts, batch._id, rated.json().data._id, kicked.token);
  }

  account(caller: Exclude<Caller, 'anon'>): Account {
    return this.accounts[caller];
  }

  /** The caller's Authorization header; none for `anon`. */
  headers(caller: Caller): Record<string, string> {
    return caller === 'anon' ? {} : authHeader(this.accounts[caller].token);
  }

  async call(caller: Exclude<Caller, 'anon'>, method: 'GET' | 'POST', url: string, payload?: object) {
    const response = await this.t.request({
      method,
      url: `/api/v1${url}`,
      headers: this.headers(caller),
      ...(payload ? { payload } : {}),
    });
    assert.ok(response.statusCode < 300, `${method} ${url}: ${response.body}`);
    return response.json().data;
  }

  /** A new open request of the owner's; `interested` have shown interest in it. */
  async newRequest(interested: ('member' | 'batchTeacher')[] = []): Promise<string> {
    const id = await createPostOk(this.t, this.accounts.owner, requestFields);
    for (const caller of interested) {
      const role = caller === 'member' ? 'student' : 'teacher';
      await this.call(caller, 'POST', `/post/${role}/apply/${id}`);
    }
    return id;
  }

  /** A new open offer of batchTeacher's that the member has joined. */
  async newOffer(): Promise<string> {
    const id = await createPostOk(this.t, this.accounts.batchTeacher, offerFields);
    await this.call('member', 'POST', `/post/student/apply/${id}`);
    return id;
  }

  /** A new batch owned by the owner, taught by batchTeacher, with the member as a student. */
  async newBatch(): Promise<string> {
    const batch = await createBatchOk(this.t, this.accounts.owner, {
      ...batchFields,
      teacher_username: this.accounts.batchTeacher.name,
      student_ids: [this.accounts.member.name],
    });
    return batch._id;
  }

  /** The id of `invitee`'s invitation to a new batch of the owner's that names batchTeacher and the member. */
  async newInvitation(invitee: 'member' | 'batchTeacher'): Promise<string> {
    const batch = await createInvitingBatch(this.t, this.accounts.owner, {
      ...batchFields,
      teacher_username: this.accounts.batchTeacher.name,
      student_ids: [this.accounts.member.name],
    });
    const [invitation] = await this.t.database.db
      .select({ id: batchInvitations.id })
      .from(batchInvitations)
      .where(
        and(eq(batchInvitations.batchId, batch._id), eq(batchInvitations.userId, this.accounts[invitee].id)),
      );
    assert.ok(invitation, `the ${invitee} is invited`);
    return invitation.id;
  }

  /** A new batch of the owner's (batchTeacher teaching) whose owner asked for a new salary. */
  async newSalaryProposal(): Promise<string> {
    const batchId = await this.newBatch();
    const response = await this.t.request({
      method: 'PUT',
      url: `/api/v1/batch/update/${batchId}`,
      headers: this.headers('owner'),
      payload: { salary: batchFields.salary + 500 },
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().data.proposed_salary, batchFields.salary + 500);
    return batchId;
  }

  /** A class still to come of a new batch of the owner's (its last one written, weeks ahead). */
  async newSession(): Promise<{ batchId: string; sessionId: string }> {
    const batchId = await this.newBatch();
    const sessions: { _id: string }[] = await this.call(
      'batchTeacher',
      'GET',
      `/batch/${batchId}/sessions?from=${dhakaDay(0)}&to=${dhakaDay(35)}`,
    );
    const last = sessions.at(-1);
    assert.ok(last, 'the new batch has classes ahead');
    return { batchId, sessionId: last._id };
  }

  /** A class of a new batch of the owner's that batchTeacher has started online (so it can be marked). */
  async newStartedSession(): Promise<{ batchId: string; sessionId: string }> {
    const batchId = await this.newBatch();
    await this.call('batchTeacher', 'POST', `/zoom/create-meeting/${batchId}`);
    const sessions: { _id: string; status: string }[] = await this.call(
      'batchTeacher',
      'GET',
      `/batch/${batchId}/sessions`,
    );
    const held = sessions.find((session) => session.status === 'held');
    assert.ok(held, 'starting the class held one');
    return { batchId, sessionId: held._id };
  }

  /**
   * The path of the owner's calendar file, read once already: the first read writes the weeks its range needs
   * that were not planned yet, so the cell's own read is a pure read.
   */
  async ownersCalendarFile(): Promise<string> {
    const feed: { url: string } = await this.call('owner', 'GET', '/calendar/feed');
    const path = new URL(feed.url).pathname;
    const first = await this.t.request({ method: 'GET', url: path });
    assert.equal(first.statusCode, 200, first.body);
    return path;
  }

  /** A new batch of the owner's whose teacher has asked for payment. */
  async newBatchToPay(): Promise<string> {
    const id = await this.newBatch();
    await this.call('batchTeacher', 'POST', `/batch/teacher/ask-for-payment/${id}`);
    return id;
  }

  /** A new rating by the owner, of a new teacher the owner studies with. */
  async newRating(): Promise<string> {
    const teacher = await this.newTeacher();
    const batch = await createBatchOk(this.t, this.accounts.owner, {
      ...batchFields,
      teacher_username: teacher.name,
    });
    await holdClass(this.t, teacher, batch._id);
    const review = await this.call('owner', 'POST', `/rating/give-rating/${teacher.id}`, { rating: 5 });
    return review._id;
  }

  /** A new unread notification of the owner's (the member showed interest in a new request). */
  async newNotification(): Promise<string> {
    await this.newRequest(['member']);
    const list = await this.call('owner', 'GET', '/notifications/getnotifications?limit=1');
    assert.ok(list[0]?._id, 'the owner was notified');
    return list[0]._id;
  }

  /** A new open report by the owner about the stranger teacher. */
  async newReport(): Promise<string> {
    const report = await this.call('owner', 'POST', '/report/create', {
      reportee_id: this.accounts.teacher.id,
      message: 'Rude in messages.',
    });
    return report._id;
  }

  /** A new message on the board of the owner's batch, written by `author`. */
  async newBoardMessage(author: 'owner' | 'member' | 'batchTeacher' = 'owner'): Promise<string> {
    const message = await this.call(author, 'POST', `/batch/${this.batchId}/messages`, {
      body: 'Who has the notes from Monday?',
    });
    return message._id;
  }

  /** A new link shared with the owner's batch by its teacher, or by the member in a new batch that lets students share. */
  async newMaterial(
    by: 'batchTeacher' | 'member' = 'batchTeacher',
  ): Promise<{ batchId: string; materialId: string }> {
    const batchId = by === 'member' ? await this.newSharingBatch() : this.batchId;
    const material = await this.call(by, 'POST', `/batch/${batchId}/materials`, {
      title: 'Chapter 3 notes',
      url: 'https://example.com/notes',
    });
    return { batchId, materialId: material._id };
  }

  /** A new batch of the owner's whose teacher lets its students share materials. */
  async newSharingBatch(): Promise<string> {
    const batchId = await this.newBatch();
    const response = await this.t.request({
      method: 'PUT',
      url: `/api/v1/batch/${batchId}/materials/sharing`,
      headers: this.headers('batchTeacher'),
      payload: { students_share_materials: true },
    });
    assert.equal(response.statusCode, 200, response.body);
    return batchId;
  }

  private sharedFile: Promise<string> | null = null;

  /**
   * The download link of a file the batch's teacher shared with the owner's batch, made for the caller: members
   * and admins get theirs from the list; a stranger one sealed by the server as if it had been made for them
   * (the list refuses them); a signed-out visitor a made-up one.
   */
  async fileLinkFor(as: Caller): Promise<string> {
    this.sharedFile ??= (async () => {
      const form = multipartForm({ title: 'Worksheet' }, { bytes: PDF, filename: 'worksheet.pdf' });
      const response = await this.t.request({
        method: 'POST',
        url: `/api/v1/batch/${this.batchId}/materials`,
        headers: { ...this.headers('batchTeacher'), ...form.headers },
        payload: form.payload,
      });
      assert.equal(response.statusCode, 201, response.body);
      return response.json().data._id as string;
    })();
    const materialId = await this.sharedFile;
    if (as === 'anon') return '/api/v1/batch-files/made-up';
    if (as === 'student' || as === 'teacher') {
      const [row] = await this.t.database.db
        .select({ key: batchMaterials.fileKey })
        .from(batchMaterials)
        .where(eq(batchMaterials.id, materialId));
      const token = fileToken(
        this.t.app.ctx,
        this.accounts[as].id,
        { kind: 'material', id: materialId },
        row!.key!,
        new Date(Date.now() + 3_600_000),
      );
      return `/api/v1/batch-files/${token}`;
    }
    const list: { _id: string; file: { url: string } | null }[] = await this.call(
      as,
      'GET',
      `/batch/${this.batchId}/materials?limit=100`,
    );
    const found = list.find((item) => item._id === materialId);
    assert.ok(found?.file, 'the shared file is listed');
    return found.file.url;
  }

  /** A new assignment of the owner's batch, set by its teacher, due in a week. */
  async newAssignment(): Promise<string> {
    const assignment = await this.call('batchTeacher', 'POST', `/batch/${this.batchId}/assignments`, {
      title: 'Homework',
      due_at: `${dhakaDay(7)}T18:30`,
    });
    return assignment._id;
  }

  /** The member's submission to a new assignment of the owner's batch. */
  async newSubmission(): Promise<{ assignmentId: string; submissionId: string }> {
    const assignmentId = await this.newAssignment();
    const response = await this.t.request({
      method: 'PUT',
      url: `/api/v1/batch/${this.batchId}/assignments/${assignmentId}/submissions`,
      headers: this.headers('member'),
      payload: { text: 'My answers' },
    });
    assert.equal(response.statusCode, 200, response.body);
    return { assignmentId, submissionId: response.json().data._id };
  }

  /** A new student account (for the admin's kick). */
  async newStudent(): Promise<Account> {
    return signUpAs(this.t, 'student');
  }

  /** A new teacher account nobody studies with. */
  async newTeacher(): Promise<Account> {
    return signUpAs(this.t, 'teacher');
  }

  /** A fresh sign-in of the caller: its own refresh cookie and access token, used up by the cell. */
  async freshSession(caller: Exclude<Caller, 'anon'>) {
    return this.t.login(this.accounts[caller].name, PASSWORD);
  }
}

/**
 * Tables a background worker drains: the mail sender delivers queued mail and deletes its row at any
 * moment. A request that writes nothing adds no row to them; rows may only go.
 */
const DRAINED_IN_BACKGROUND = new Set(['mail_queue']);

/**
 * Tables no snapshot compares: the rate limits' counters change on every request, a refused one too, and are
 * no data of anyone's.
 */
export const NOT_DATA = new Set(['rate_limit_counters']);

export type DatabaseSnapshot = Record<string, string[]>;

/**
 * Every row of every table of the public schema, as sorted JSON (only the ids of a drained table): two
 * equal snapshots (see changedTables) mean a request wrote nothing at all.
 */
export async function snapshotDatabase(database: Database): Promise<DatabaseSnapshot> {
  const tables = await database.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const snapshot: DatabaseSnapshot = {};
  for (const { table_name: name } of rowsOf<{ table_name: string }>(tables)) {
    if (NOT_DATA.has(name)) continue;
    const result = await database.db.execute(
      DRAINED_IN_BACKGROUND.has(name)
        ? sql`select to_jsonb(t.id) as row from ${sql.identifier(name)} t`
        : sql`select to_jsonb(t) as row from ${sql.identifier(name)} t`,
    );
    snapshot[name] = rowsOf<{ row: unknown }>(result)
      .map((entry) => JSON.stringify(entry.row))
      .sort();
  }
  return snapshot;
}

/** The tables whose rows differ between two snapshots (a drained table only when a row was added). */
export function changedTables(before: DatabaseSnapshot, after: DatabaseSnapshot): string[] {
  return Object.keys({ ...before, ...after }).filter((table) => {
    const was = before[table] ?? [];
    const is = after[table] ?? [];
    if (DRAINED_IN_BACKGROUND.has(table)) return is.some((id) => !was.includes(id));
    return JSON.stringify(was) !== JSON.stringify(is);
  });
}

/** The Dhaka day (YYYY-MM-DD) `days` after today: Dhaka is UTC+06:00 all year. */
function dhakaDay(days: number): string {
  return new Date(Date.now() + 6 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}
