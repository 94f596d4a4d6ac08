import assert from 'node:assert/strict';
import type { LightMyRequestResponse } from 'fastify';
import type { Batch, Role } from '@pathshala/shared-api/contract';
import { eq } from 'drizzle-orm';
import { teacherPaymentAccounts } from '../../src/db/schema';
import { PaymentSimulator } from '../../src/providers/payment';
import { authHeader, signUpAs, type Account, type TestApp } from '../helpers';
import { MATCHING_FIELDS } from '../fixtures';
import { multipartForm } from '../upload-fixtures';

/** Who sends a fuzzed request: signed out, or one of the three signed-in roles. */
export type Caller = 'anon' | Role;
export const CALLERS: readonly Caller[] = ['anon', 'student', 'teacher', 'admin'];

/** signUpAs gives every teacher this store; signed callback bodies use it. */
export const STORE_PASSWORD = 'store-password-1';

/**
 * A simulator whose IPN goes nowhere: the payer's choice on its page never writes to the database later,
 * behind a fuzzed request's back.
 */
export function quietSimulator(): PaymentSimulator {
  return new PaymentSimulator({
    appSecret: 'fuzz-simulator-secret-0123456789abcdef',
    publicUrl: 'http://pathshala.test',
    fetch: async () => new Response('ok'),
  });
}

/** Real ids and values the generators mix in, so some fuzzed requests reach the handlers' logic. */
export interface Pools {
  users: string[];
  teachers: string[];
  usernames: string[];
  studentNames: string[];
  teacherNames: string[];
  emails: string[];
  /** Names of stored uploads (GET /uploads/:name). */
  uploads: string[];
  posts: string[];
  batches: string[];
  notifications: string[];
  ratings: string[];
  reports: string[];
  tranIds: string[];
  /** Simulator session keys (the rest of /payment/simulator/<key>). */
  sessionKeys: string[];
  /** What the simulator page posts for each outcome: the gateway's callback bodies, signed. */
  gatewayForms: Record<string, string>[];
  /** Ids of students (attendance marks name them). */
  students: string[];
  /** Classes of the batches, each with its batch (/batch/:id/sessions/:sessionId), some started. */
  classes: { batchId: string; sessionId: string }[];
  /** Calendar file names (<token>.ics), live ones and one rotated away. */
  calendarFiles: string[];
  /** Messages on the batches' boards (/batch/:id/messages/:messageId). */
  boardMessages: string[];
  /** Materials of the batches (/batch/:id/materials/:materialId), a link and a file. */
  materials: string[];
  /** Download tokens of private files (/batch-files/:token), made for a student and a teacher. */
  fileTokens: string[];
  /** Assignments of the batches (/batch/:id/assignments/:assignmentId), one with a file. */
  assignments: string[];
  /** Submissions to them (…/submissions/:submissionId), one with a file. */
  submissions: string[];
  /** Invitations to batches nobody has answered yet (/batch/invitations/:invitationId), a student's and a teacher's. */
  invitations: string[];
}

const batchFields = {
  subject: 'Physics',
  class: '9',
  weekly_schedule: ['Monday', 'Sunday'],
  time: '13:00',
  salary: 2500,
  is_continuous: true,
  is_batch: true,
  max_size: 10,
};

const postFields = {
  subject: 'Chemistry',
  class: '10',
  title: 'Evening chemistry',
  subtitle: 'Organic and inorganic',
  description: 'Two evenings a week.',
  weekly_schedule: ['Tuesday'],
  time: '18:00',
  salary: 3000,
  is_continuous: true,
  is_batch: true,
  max_size: 5,
  ...MATCHING_FIELDS,
};

/**
 * The accounts that send fuzzed requests and the records they can aim at. `replenish` signs in again any
 * account a fuzzed request signed out or removed, and makes fresh posts, batches, a payment round with a
 * pending payment, a rating, a report and notifications, so every route starts with live ids.
 */
export class FuzzWorld {
  readonly actors = new Map<Role, Account>();
  /** Accounts that only ever appear as targets (a second student and teacher). */
  readonly bystanders = new Map<Role, Account>();
  pools: Pools = emptyPools();
  /** Records around a removed teacher, made once: every route also meets ids of an account that is gone. */
  private gone: Pools | null = null;

  constructor(
    readonly t: TestApp,
    readonly simulator: PaymentSimulator,
  ) {}

  token(caller: Caller): string | null {
    return caller === 'anon' ? null : (this.actors.get(caller)?.token ?? null);
  }

  private call(method: string, url: string, account: Account, payload?: object) {
    return this.t.request({
      method: method as 'GET',
      url: `/api/v1${url}`,
      headers: authHeader(account.token),
      ...(payload ? { payload } : {}),
    });
  }

  private async ok(response: Promise<LightMyRequestResponse>, status = [200, 201]) {
    const answer = await response;
    assert.ok(status.includes(answer.statusCode), `world setup: ${answer.statusCode} ${answer.body}`);
    return answer.json();
  }

  /** `invitee`'s invitation to the batch, found through their list. */
  private async invitationTo(batchId: string, invitee: Account): Promise<string> {
    const listed = await this.ok(this.call('GET', '/batch/invitations', invitee));
    const found = (listed.data as { _id: string; batch: { _id: string } }[]).find(
      (invitation) => invitation.batch._id === batchId,
    );
    assert.ok(found, `world setup: ${invitee.name} is invited to ${batchId}`);
    return found._id;
  }

  /** A batch made through POST /batch/create as `owner` (batchFields under `fields`), accepted by `accepting`. */
  private async newBatch(owner: Account, fields: object, accepting: Account[]): Promise<Batch> {
    const batch: Batch = (
      await this.ok(this.call('POST', '/batch/create', owner, { ...batchFields, ...fields }))
    ).data;
    for (const invitee of accepting)
      await this.ok(
        this.call('PUT', `/batch/invitations/${await this.invitationTo(batch._id, invitee)}/accept`, invitee),
      );
    return batch;
  }

  /** An account whose token still works, signing up a new one when it was signed out or removed. */
  private async live(accounts: Map<Role, Account>, role: Role): Promise<Account> {
    const current = accounts.get(role);
    if (current) {
      const probe = await this.call('GET', '/users/viewprofile', current);
      if (probe.statusCode === 200) {
        // A fuzzed profile update may have renamed it.
        return { ...current, name: probe.json().data.username };
      }
    }
    const fresh = await signUpAs(this.t, role);
    accounts.set(role, fresh);
    return fresh;
  }

  /** The upload name of the account's cover image, uploading one first when it has none. */
  private async coverOf(account: Account): Promise<string> {
    const profile = await this.ok(this.call('GET', '/users/viewprofile', account));
    let cover: string | null = profile.data.coverImage;
    if (!cover) {
      const boundary = 'worldboundary';
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="coverImage"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        PNG_1X1,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const updated = await this.ok(
        this.t.request({
          method: 'PUT',
          url: '/api/v1/users/updateprofile',
          headers: {
            ...authHeader(account.token),
            'content-type': `multipart/form-data; boundary=${boundary}`,
          },
          payload,
        }),
      );
      cover = updated.data.coverImage as string;
    }
    return cover.slice(cover.lastIndexOf('/') + 1);
  }

  /**
   * A teacher with an offer the student joined and a batch (the student and the bystander in it) with an
   * open payment round and a pending payment, then removed by the admin.
   */
  private async goneTeacher(student: Account, otherStudent: Account, admin: Account): Promise<Pools> {
    const pools = emptyPools();
    const teacher = await signUpAs(this.t, 'teacher');
    const offer = await this.ok(this.call('POST', '/post/create', teacher, postFields));
    await this.ok(this.call('POST', `/post/student/apply/${offer.data._id}`, student));
    const taught = await this.newBatch(
      teacher,
      { title: 'Batch of a removed teacher', student_ids: [student.name, otherStudent.name] },
      [student, otherStudent],
    );
    await this.ok(this.call('POST', `/batch/teacher/ask-for-payment/${taught._id}`, teacher));
    const paid = await this.ok(this.call('POST', '/payment/pay', student, { batchId: taught._id }));
    pools.classes.push(...(await this.classesOf(taught._id, student)));
    await this.ok(this.call('DELETE', `/admin/remove-user/${teacher.id}`, admin));
    pools.users.push(teacher.id);
    pools.teachers.push(teacher.id);
    pools.teacherNames.push(teacher.name);
    pools.posts.push(offer.data._id);
    pools.batches.push(taught._id);
    pools.tranIds.push(paid.data.tran_id);
    return pools;
  }

  /** The classes of a batch in the coming week, as `member` reads them. */
  private async classesOf(batchId: string, member: Account): Promise<Pools['classes']> {
    const sessions = await this.ok(this.call('GET', `/batch/${batchId}/sessions`, member));
    return (sessions.data as { _id: string }[]).map((session) => ({ batchId, sessionId: session._id }));
  }

  /** The name of the account's calendar file (<token>.ics). */
  private async calendarFileOf(account: Account, rotate = false): Promise<string> {
    const feed = await this.ok(
      this.call(rotate ? 'POST' : 'GET', rotate ? '/calendar/feed/rotate' : '/calendar/feed', account),
    );
    return String(feed.data.url).split('/calendar/feed/')[1]!;
  }

  async replenish(): Promise<void> {
    for (const role of ['student', 'teacher', 'admin'] as const) {
      this.actors.set(role, await this.live(this.actors, role));
    }
    for (const role of ['student', 'teacher'] as const) {
      this.bystanders.set(role, await this.live(this.bystanders, role));
    }
    const student = this.actors.get('student')!;
    const teacher = this.actors.get('teacher')!;
    const admin = this.actors.get('admin')!;
    const otherStudent = this.bystanders.get('student')!;
    const otherTeacher = this.bystanders.get('teacher')!;
    this.gone ??= await this.goneTeacher(student, otherStudent, admin);
    const pools = emptyPools();

    const teacherPost = await this.ok(this.call('POST', '/post/create', teacher, postFields));
    const studentPost = await this.ok(this.call('POST', '/post/create', student, postFields));
    const otherRequest = await this.ok(this.call('POST', '/post/create', otherStudent, postFields));
    // The teacher is interested in the student's request (so it can be accepted); the bystander joined
    // the teacher's offer.
    await this.ok(this.call('POST', `/post/teacher/apply/${studentPost.data._id}`, teacher));
    await this.ok(this.call('POST', `/post/student/apply/${teacherPost.data._id}`, otherStudent));
    pools.posts.push(teacherPost.data._id, studentPost.data._id, otherRequest.data._id);

    const taught = await this.newBatch(
      teacher,
      { title: 'Taught batch', student_ids: [student.name, otherStudent.name] },
      [student, otherStudent],
    );
    const owned = await this.newBatch(
      student,
      { title: 'Owned batch', teacher_username: teacher.name, student_ids: [otherStudent.name] },
      [teacher, otherStudent],
    );
    // The owner asks the teacher for a new salary, which waits for their answer.
    await this.ok(
      this.call('PUT', `/batch/update/${owned._id}`, student, { salary: batchFields.salary + 500 }),
    );
    // Invitations nobody has answered: the student to a bystander's batch, the teacher to the student's.
    const inviting = await this.newBatch(
      otherStudent,
      { title: 'Inviting batch', teacher_username: teacher.name, student_ids: [student.name] },
      [],
    );
    pools.batches.push(taught._id, owned._id, inviting._id);
    pools.invitations.push(
      await this.invitationTo(inviting._id, student),
      await this.invitationTo(inviting._id, teacher),
    );

    // The bystander teacher has no store (cannot be paid online) and asks the student to pay.
    await this.t.database.db
      .delete(teacherPaymentAccounts)
      .where(eq(teacherPaymentAccounts.userId, otherTeacher.id));
    const unpayable = await this.newBatch(
      otherTeacher,
      { title: 'Batch of a teacher without a store', student_ids: [student.name] },
      [student],
    );
    await this.ok(this.call('POST', `/batch/teacher/ask-for-payment/${unpayable._id}`, otherTeacher));
    pools.batches.push(unpayable._id);

    // Classes of the batches: those to come, and one the teacher has started (so it can be marked).
    await this.ok(this.call('POST', `/zoom/create-meeting/${taught._id}`, teacher));
    for (const [batch, member] of [
      [taught, teacher],
      [owned, student],
      [unpayable, otherTeacher],
    ] as const)
      pools.classes.push(...(await this.classesOf(batch._id, member)));
    // The student's calendar link, and the teacher's current one and the one it replaced.
    pools.calendarFiles.push(
      await this.calendarFileOf(student),
      await this.calendarFileOf(teacher),
      await this.calendarFileOf(teacher, true),
    );

    await this.ok(this.call('POST', `/batch/teacher/ask-for-payment/${taught._id}`, teacher));
    const paid = await this.ok(this.call('POST', '/payment/pay', student, { batchId: taught._id }));
    pools.tranIds.push(paid.data.tran_id);
    const sessionKey = new URL(String(paid.data.redirectUrl)).pathname.split('/payment/simulator/')[1];
    assert.ok(sessionKey, 'the simulator page carries the session key');
    pools.sessionKeys.push(sessionKey);
    const session = this.simulator.openSession(sessionKey);
    assert.ok(session, 'the session key opens');
    for (const outcome of ['pay', 'fail', 'cancel'] as const) {
      pools.gatewayForms.push(this.simulator.outcome(session, outcome).fields);
    }

    const rated = await this.call('POST', `/rating/give-rating/${teacher.id}`, student, {
      rating: 4,
      review: 'Clear explanations',
    });
    if (rated.statusCode === 201) pools.ratings.push(rated.json().data._id);
    else {
      const reviews = await this.ok(
        this.call('GET', `/rating/view-reviews/${teacher.id}?limit=100`, student),
      );
      for (const review of reviews.data as { _id: string }[]) pools.ratings.push(review._id);
    }

    const report = await this.ok(
      this.call('POST', '/report/create', student, { reportee_id: otherTeacher.id, message: 'Rude' }),
    );
    pools.reports.push(report.data._id);

    // A message on each of two boards, by a student and by a teacher.
    for (const [batch, author] of [
      [taught, student],
      [owned, teacher],
    ] as const) {
      const posted = await this.ok(
        this.call('POST', `/batch/${batch._id}/messages`, author, { body: 'Who has the notes?' }),
      );
      pools.boardMessages.push(posted.data._id);
    }

    // The taught batch's materials: a link and a file, and the file's download links (the teacher's, a student's).
    const shared = await this.ok(
      this.call('POST', `/batch/${taught._id}/materials`, teacher, {
        title: 'Notes',
        url: 'https://example.com/notes',
      }),
    );
    const form = multipartForm({ title: 'Worksheet' }, { bytes: PNG_1X1, filename: 'worksheet.png' });
    const filed = await this.ok(
      this.t.request({
        method: 'POST',
        url: `/api/v1/batch/${taught._id}/materials`,
        headers: { ...authHeader(teacher.token), ...form.headers },
        payload: form.payload,
      }),
    );
    pools.materials.push(shared.data._id, filed.data._id);
    const tokenOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);
    pools.fileTokens.push(tokenOf(filed.data.file.url));
    const materials = await this.ok(this.call('GET', `/batch/${taught._id}/materials`, student));
    for (const item of materials.data as { file: { url: string } | null }[])
      if (item.file) pools.fileTokens.push(tokenOf(item.file.url));

    // An assignment of the taught batch with a file, the student's submission with a file, and their download
    // links (the student's to the attachment, the teacher's to the submission).
    const dueAt = new Date(Date.now() + 7 * 24 * 60 * 60_000).toISOString();
    const assignmentForm = multipartForm(
      { title: 'Homework', instructions: 'Questions 1–5', due_at: dueAt, total_marks: '10' },
      { bytes: PNG_1X1, filename: 'sheet.png' },
    );
    const assignment = await this.ok(
      this.t.request({
        method: 'POST',
        url: `/api/v1/batch/${taught._id}/assignments`,
        headers: { ...authHeader(teacher.token), ...assignmentForm.headers },
        payload: assignmentForm.payload,
      }),
    );
    const answerForm = multipartForm({ text: 'My answers' }, { bytes: PNG_1X1, filename: 'answers.png' });
    const answer = await this.ok(
      this.t.request({
        method: 'PUT',
        url: `/api/v1/batch/${taught._id}/assignments/${assignment.data._id}/submissions`,
        headers: { ...authHeader(student.token), ...answerForm.headers },
        payload: answerForm.payload,
      }),
    );
    const plain = await this.ok(
      this.call('POST', `/batch/${owned._id}/assignments`, teacher, { title: 'Reading', due_at: dueAt }),
    );
    pools.assignments.push(assignment.data._id, plain.data._id);
    pools.submissions.push(answer.data._id);
    const assigned = await this.ok(this.call('GET', `/batch/${taught._id}/assignments`, student));
    for (const item of assigned.data as { file: { url: string } | null }[])
      if (item.file) pools.fileTokens.push(tokenOf(item.file.url));
    const handedIn = await this.ok(
      this.call('GET', `/batch/${taught._id}/assignments/${assignment.data._id}/submissions`, teacher),
    );
    for (const row of handedIn.data as { submission: { file: { url: string } | null } | null }[])
      if (row.submission?.file) pools.fileTokens.push(tokenOf(row.submission.file.url));

    for (const account of [student, teacher, otherStudent]) {
      const listed = await this.ok(this.call('GET', '/notifications/getnotifications?limit=5', account));
      for (const item of listed.data as { _id: string }[]) pools.notifications.push(item._id);
    }

    const everyone = [student, teacher, admin, otherStudent, otherTeacher];
    pools.users.push(...everyone.map((account) => account.id));
    pools.teachers.push(teacher.id, otherTeacher.id);
    pools.usernames.push(...everyone.map((account) => account.name));
    pools.studentNames.push(student.name, otherStudent.name);
    pools.students.push(student.id, otherStudent.id);
    pools.teacherNames.push(teacher.name, otherTeacher.name);
    pools.uploads.push(await this.coverOf(otherStudent));
    pools.emails.push(...everyone.map((account) => `${account.name}@example.com`));
    for (const [key, values] of Object.entries(this.gone) as [keyof Pools, Pools[keyof Pools]][]) {
      (pools[key] as unknown[]).push(...values);
    }
    this.pools = pools;
  }
}

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

function emptyPools(): Pools {
  return {
    users: [],
    teachers: [],
    usernames: [],
    studentNames: [],
    teacherNames: [],
    emails: [],
    uploads: [],
    posts: [],
    batches: [],
    notifications: [],
    ratings: [],
    reports: [],
    tranIds: [],
    sessionKeys: [],
    gatewayForms: [],
    students: [],
    classes: [],
    calendarFiles: [],
    boardMessages: [],
    materials: [],
    fileTokens: [],
    assignments: [],
    submissions: [],
    invitations: [],
  };
}
