import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { HTTPMethods } from 'fastify';
import {
  AuthzWorld,
  batchFields,
  CALLERS,
  changedTables,
  requestFields,
  snapshotDatabase,
  type Caller,
} from './authz-world';
import { authHeader, forEachDatabase, PASSWORD, startTestApp, uniqueName, type TestApp } from './helpers';

interface Req {
  url: string;
  payload?: object;
  /** Replace the caller's Authorization header (e.g. a fresh session's own token, or none). */
  headers?: Record<string, string>;
  cookies?: Record<string, string>;
}

/** Builds one cell's request; it may first make fresh resources so that a cell that succeeds uses up its own. */
type Build = (w: AuthzWorld, as: Caller) => Req | Promise<Req>;

interface Row {
  /** `METHOD url` exactly as app.routeTable lists the route. */
  route: string;
  /** Set when a route has more than one row: what this one checks. */
  label?: string;
  request: Build;
  /** The status each caller gets. anon, student, teacher and admin are in every row. */
  expect: Partial<Record<Caller, number>>;
}

const api = (path: string) => `/api/v1${path}`;
const everyone = (status: number) => ({
  anon: status,
  student: status,
  teacher: status,
  admin: status,
});
const signedIn = (status: number) => ({ anon: 401, student: status, teacher: status, admin: status });
const adminOnly = (status: number) => ({ anon: 401, student: 403, teacher: 403, admin: status });
/** Only `who` (an ownership caller) gets `status`; every other signed-in caller gets `denied`. */
const onlyFor = (who: Caller, status: number, denied: number) => ({
  ...Object.fromEntries(CALLERS.map((caller) => [caller, denied])),
  anon: 401,
  [who]: status,
});
const roleInPath = (as: Caller) => (as === 'teacher' || as === 'batchTeacher' ? 'teacher' : 'student');

const TABLE: Row[] = [
  // Outside the API: public by design.
  {
    route: 'OPTIONS *',
    request: (w) => ({
      url: api('/login'),
      headers: { origin: w.t.config.publicUrl, 'access-control-request-method': 'POST' },
    }),
    expect: everyone(204),
  },
  { route: 'GET /api/docs', request: () => ({ url: '/api/docs' }), expect: everyone(200) },
  { route: 'HEAD /api/docs/', request: () => ({ url: '/api/docs/' }), expect: everyone(200) },
  {
    route: 'GET /api/docs/static/index.html',
    request: () => ({ url: '/api/docs/static/index.html' }),
    expect: everyone(302),
  },
  {
    route: 'GET /api/docs/static/swagger-initializer.js',
    request: () => ({ url: '/api/docs/static/swagger-initializer.js' }),
    expect: everyone(200),
  },
  { route: 'GET /api/docs/json', request: () => ({ url: '/api/docs/json' }), expect: everyone(200) },
  { route: 'GET /api/docs/yaml', request: () => ({ url: '/api/docs/yaml' }), expect: everyone(200) },
  {
    route: 'GET /api/docs/static/*',
    request: () => ({ url: '/api/docs/static/swagger-ui.css' }),
    expect: everyone(200),
  },
  {
    route: 'HEAD /api/docs/static/*',
    request: () => ({ url: '/api/docs/static/swagger-ui.css' }),
    expect: everyone(200),
  },
  { route: 'GET /healthz', request: () => ({ url: '/healthz' }), expect: everyone(200) },
  { route: 'GET /readyz', request: () => ({ url: '/readyz' }), expect: everyone(200) },
  {
    route: 'GET /config/runtime.json',
    request: () => ({ url: '/config/runtime.json' }),
    expect: everyone(200),
  },
  // The sealed session key in the path is the capability, not a token: a made-up one opens nothing.
  {
    route: 'GET /payment/simulator/*',
    request: () => ({ url: '/payment/simulator/made-up-session' }),
    expect: everyone(400),
  },
  {
    route: 'POST /payment/simulator/*',
    request: () => ({ url: '/payment/simulator/made-up-session/pay', payload: {} }),
    expect: everyone(400),
  },

  // Authentication: open to anyone; a session comes from the refresh cookie, never a Bearer token.
  {
    route: 'POST /api/v1/register',
    request: () => {
      const username = uniqueName('reg');
      return {
        url: api('/register'),
        payload: {
          firstname: 'New',
          lastname: 'User',
          username,
          email: `${username}@example.com`,
          password: PASSWORD,
          role: 'student',
        },
      };
    },
    expect: everyone(201),
  },
  {
    route: 'POST /api/v1/login',
    request: (w) => ({
      url: api('/login'),
      payload: { username: w.account('owner').name, password: PASSWORD },
    }),
    expect: everyone(200),
  },
  {
    route: 'POST /api/v1/refresh-accesstoken',
    request: async (w, as) => {
      if (as === 'anon') return { url: api('/refresh-accesstoken') };
      const session = await w.freshSession(as);
      return {
        url: api('/refresh-accesstoken'),
        headers: {},
        cookies: { refreshToken: session.refreshToken },
      };
    },
    expect: signedIn(200),
  },
  {
    route: 'POST /api/v1/refresh-accesstoken',
    label: 'an access token alone refreshes nothing',
    request: () => ({ url: api('/refresh-accesstoken') }),
    expect: everyone(401),
  },
  {
    route: 'POST /api/v1/logout',
    request: async (w, as) => {
      if (as === 'anon') return { url: api('/logout') };
      const session = await w.freshSession(as);
      return { url: api('/logout'), headers: authHeader(session.accessToken) };
    },
    expect: everyone(200),
  },
  {
    route: 'POST /api/v1/forget-password',
    request: (w) => ({
      url: api('/forget-password'),
      payload: { email: `${w.account('owner').name}@example.com` },
    }),
    expect: everyone(200),
  },
  {
    route: 'POST /api/v1/reset-password',
    request: () => ({
      url: api('/reset-password'),
      payload: { token: 'made-up', newPassword: 'New-Passw0rd1' },
    }),
    expect: everyone(400),
  },

  // Profiles.
  {
    route: 'PUT /api/v1/users/updateprofile',
    request: () => ({ url: api('/users/updateprofile'), payload: { firstname: 'Renamed' } }),
    expect: signedIn(200),
  },
  {
    route: 'GET /api/v1/users/viewprofile',
    request: () => ({ url: api('/users/viewprofile') }),
    expect: signedIn(200),
  },
  {
    // Anyone signed in sets their own account's language; nobody else's.
    route: 'PUT /api/v1/users/language',
    request: () => ({ url: api('/users/language'), payload: { language: 'en' } }),
    expect: signedIn(200),
  },
  {
    route: 'GET /api/v1/users/get-user/:id',
    label: "a teacher's details are public",
    request: (w) => ({ url: api(`/users/get-user/${w.account('batchTeacher').id}`) }),
    expect: signedIn(200),
  },
  {
    route: 'GET /api/v1/users/get-user/:id',
    label: "a student's details only to themselves and admins",
    request: (w) => ({ url: api(`/users/get-user/${w.account('owner').id}`) }),
    expect: { ...onlyFor('owner', 200, 404), admin: 200 },
  },

  // Posts.
  {
    route: 'POST /api/v1/post/create',
    request: () => ({ url: api('/post/create'), payload: requestFields }),
    expect: { ...signedIn(201), admin: 403 },
  },
  { route: 'GET /api/v1/post/posts', request: () => ({ url: api('/post/posts') }), expect: signedIn(200) },
  {
    route: 'PUT /api/v1/post/update/:id',
    request: async (w) => ({
      url: api(`/post/update/${await w.newRequest()}`),
      payload: { title: 'Edited' },
    }),
    expect: onlyFor('owner', 200, 403),
  },
  {
    route: 'DELETE /api/v1/post/delete/:id',
    request: async (w) => ({ url: api(`/post/delete/${await w.newRequest()}`) }),
    expect: { ...onlyFor('owner', 200, 403), admin: 200 },
  },
  {
    route: 'GET /api/v1/post/teacher/search',
    request: () => ({ url: api('/post/teacher/search') }),
    expect: { anon: 401, student: 403, teacher: 200, admin: 403, owner: 403, batchTeacher: 200 },
  },
  {
    route: 'GET /api/v1/post/student/search',
    request: () => ({ url: api('/post/student/search') }),
    expect: { anon: 401, student: 200, teacher: 403, admin: 403, owner: 200, batchTeacher: 403 },
  },
  {
    route: 'POST /api/v1/post/:role/apply/:postId',
    request: async (w, as) => ({ url: api(`/post/${roleInPath(as)}/apply/${await w.newRequest()}`) }),
    // The owner's own post is a 400 (not a permission: the owner may act on it otherwise).
    expect: { anon: 401, student: 200, teacher: 200, admin: 403, owner: 400, member: 200, batchTeacher: 200 },
  },
  {
    route: 'POST /api/v1/post/:role/apply/:postId',
    label: "the path's role must be the caller's",
    request: async (w, as) => {
      const other = roleInPath(as) === 'teacher' ? 'student' : 'teacher';
      return { url: api(`/post/${other}/apply/${await w.newRequest()}`) };
    },
    expect: { anon: 401, student: 403, teacher: 403, admin: 403, member: 403, batchTeacher: 403 },
  },
  {
    route: 'DELETE /api/v1/post/:role/retract/:postId',
    request: async (w, as) => ({
      url: api(`/post/${roleInPath(as)}/retract/${await w.newRequest(['member', 'batchTeacher'])}`),
    }),
    // Withdrawing an interest one never showed changes nothing: 409.
    expect: { anon: 401, student: 409, teacher: 409, admin: 403, owner: 409, member: 200, batchTeacher: 200 },
  },
  {
    route: 'DELETE /api/v1/post/:role/retract/:postId',
    label: "the path's role must be the caller's",
    request: async (w, as) => {
      const other = roleInPath(as) === 'teacher' ? 'student' : 'teacher';
      return { url: api(`/post/${other}/retract/${await w.newRequest(['member', 'batchTeacher'])}`) };
    },
    expect: { anon: 401, student: 403, teacher: 403, admin: 403, member: 403, batchTeacher: 403 },
  },
  {
    route: 'POST /api/v1/post/student/accept/:postId/:teacherId',
    request: async (w) => ({
      url: api(
        `/post/student/accept/${await w.newRequest(['member', 'batchTeacher'])}/${w.account('batchTeacher').id}`,
      ),
    }),
    expect: onlyFor('owner', 201, 403),
  },

  // Batches.
  {
    route: 'POST /api/v1/batch/teacher/create-batch/:postId',
    request: async (w) => ({ url: api(`/batch/teacher/create-batch/${await w.newOffer()}`) }),
    expect: onlyFor('batchTeacher', 201, 403),
  },
  {
    route: 'POST /api/v1/batch/create',
    request: (w, as) => ({
      url: api('/batch/create'),
      payload: as === 'admin' ? { ...batchFields, username: w.account('owner').name } : batchFields,
    }),
    expect: signedIn(201),
  },
  {
    route: 'POST /api/v1/batch/create',
    label: 'only an admin names another owner',
    request: (w) => ({
      url: api('/batch/create'),
      payload: { ...batchFields, username: w.account('owner').name },
    }),
    expect: { anon: 401, student: 403, teacher: 403, admin: 201, member: 403 },
  },
  {
    route: 'POST /api/v1/batch/create',
    label: 'a teacher cannot make another teacher teach',
    request: async (w) => ({
      url: api('/batch/create'),
      payload: { ...batchFields, teacher_username: (await w.newTeacher()).name },
    }),
    // An admin must name the owner: 400.
    expect: { anon: 401, student: 201, teacher: 403, admin: 400, batchTeacher: 403 },
  },
  {
    route: 'GET /api/v1/batch/batches',
    request: () => ({ url: api('/batch/batches') }),
    expect: signedIn(200),
  },
  {
    route: 'PUT /api/v1/batch/update/:id',
    request: async (w) => ({
      url: api(`/batch/update/${await w.newBatch()}`),
      payload: { subject: 'Edited' },
    }),
    expect: onlyFor('owner', 200, 403),
  },
  {
    route: 'DELETE /api/v1/batch/destroy/:id',
    request: async (w) => ({ url: api(`/batch/destroy/${await w.newBatch()}`) }),
    expect: { ...onlyFor('owner', 200, 403), batchTeacher: 200, admin: 200 },
  },
  {
    route: 'DELETE /api/v1/batch/remove-user/:batchId/:userId',
    request: async (w) => ({
      url: api(`/batch/remove-user/${await w.newBatch()}/${w.account('member').id}`),
    }),
    expect: onlyFor('owner', 200, 403),
  },
  {
    route: 'DELETE /api/v1/batch/student/leave/:id',
    request: async (w) => ({ url: api(`/batch/student/leave/${await w.newBatch()}`) }),
    // The owner cannot leave (409); a student outside the batch is not a member of it (404).
    expect: { ...onlyFor('member', 200, 403), owner: 409, student: 404 },
  },
  {
    route: 'POST /api/v1/batch/teacher/ask-for-payment/:batchId',
    request: async (w) => ({ url: api(`/batch/teacher/ask-for-payment/${await w.newBatch()}`) }),
    expect: onlyFor('batchTeacher', 201, 403),
  },
  // Invitations to a batch and the teacher's answer to a new salary. An invitation is its invitee's alone: anyone
  // else's answer finds none (404, as if it did not exist); an admin is never invited (403).
  {
    route: 'GET /api/v1/batch/invitations',
    request: () => ({ url: api('/batch/invitations') }),
    expect: { ...signedIn(200), admin: 403, owner: 200, member: 200, batchTeacher: 200 },
  },
  {
    route: 'PUT /api/v1/batch/invitations/:invitationId/accept',
    request: async (w) => ({ url: api(`/batch/invitations/${await w.newInvitation('member')}/accept`) }),
    expect: { ...onlyFor('member', 200, 404), admin: 403 },
  },
  {
    route: 'PUT /api/v1/batch/invitations/:invitationId/accept',
    label: 'the invited teacher',
    request: async (w) => ({
      url: api(`/batch/invitations/${await w.newInvitation('batchTeacher')}/accept`),
    }),
    expect: { ...onlyFor('batchTeacher', 200, 404), admin: 403 },
  },
  {
    route: 'PUT /api/v1/batch/invitations/:invitationId/decline',
    request: async (w) => ({ url: api(`/batch/invitations/${await w.newInvitation('member')}/decline`) }),
    expect: { ...onlyFor('member', 200, 404), admin: 403 },
  },
  {
    route: 'PUT /api/v1/batch/:batchId/salary/agree',
    request: async (w) => ({ url: api(`/batch/${await w.newSalaryProposal()}/salary/agree`) }),
    expect: onlyFor('batchTeacher', 200, 403),
  },
  {
    route: 'PUT /api/v1/batch/:batchId/salary/decline',
    request: async (w) => ({ url: api(`/batch/${await w.newSalaryProposal()}/salary/decline`) }),
    expect: onlyFor('batchTeacher', 200, 403),
  },

  // Dashboards.
  {
    route: 'GET /api/v1/student/dashboard',
    request: () => ({ url: api('/student/dashboard') }),
    expect: { anon: 401, student: 200, teacher: 403, admin: 403 },
  },
  {
    route: 'GET /api/v1/teacher/dashboard',
    request: () => ({ url: api('/teacher/dashboard') }),
    expect: { anon: 401, student: 403, teacher: 200, admin: 403 },
  },

  // Payments. The gateway's callbacks are public: they trust only what the gateway confirms.
  {
    route: 'POST /api/v1/payment/pay',
    request: async (w) => ({ url: api('/payment/pay'), payload: { batchId: await w.newBatchToPay() } }),
    expect: { ...onlyFor('member', 200, 403), owner: 200 },
  },
  {
    route: 'GET /api/v1/payment/get-last-payment',
    request: () => ({ url: api('/payment/get-last-payment') }),
    expect: signedIn(200),
  },
  {
    route: 'GET /api/v1/payment/history',
    request: () => ({ url: api('/payment/history') }),
    expect: signedIn(200),
  },
  {
    route: 'GET /api/v1/payment/status/:tranId',
    // The owner's pending payment: the payer only (its teacher sees it once paid or held); admins have no
    // payments screen. Anyone else gets the 404 of an unknown id.
    request: async (w) => {
      const paid = await w.call('owner', 'POST', '/payment/pay', { batchId: await w.newBatchToPay() });
      return { url: api(`/payment/status/${paid.tran_id}`) };
    },
    expect: { ...onlyFor('owner', 200, 404), admin: 403 },
  },
  {
    route: 'POST /api/v1/payment/success',
    request: () => ({ url: api('/payment/success') }),
    expect: everyone(303),
  },
  {
    route: 'POST /api/v1/payment/fail',
    request: () => ({ url: api('/payment/fail') }),
    expect: everyone(303),
  },
  {
    route: 'POST /api/v1/payment/cancel',
    request: () => ({ url: api('/payment/cancel') }),
    expect: everyone(303),
  },
  { route: 'POST /api/v1/payment/ipn', request: () => ({ url: api('/payment/ipn') }), expect: everyone(404) },

  // Online class.
  {
    route: 'POST /api/v1/zoom/create-meeting/:batchId',
    request: (w) => ({ url: api(`/zoom/create-meeting/${w.batchId}`) }),
    expect: onlyFor('batchTeacher', 200, 403),
  },

  // Schedule: a batch's classes and attendance are its teacher's and students' (its owner studies in it);
  // changing a class or marking it is its teacher's alone.
  {
    route: 'GET /api/v1/calendar',
    request: () => ({ url: api('/calendar') }),
    expect: { ...signedIn(200), owner: 200, member: 200, batchTeacher: 200 },
  },
  {
    route: 'GET /api/v1/batch/:id/sessions',
    request: (w) => ({ url: api(`/batch/${w.batchId}/sessions`) }),
    expect: { ...onlyFor('owner', 200, 403), member: 200, batchTeacher: 200 },
  },
  {
    route: 'PUT /api/v1/batch/:id/sessions/:sessionId',
    request: async (w) => {
      const { batchId, sessionId } = await w.newSession();
      return {
        url: api(`/batch/${batchId}/sessions/${sessionId}`),
        payload: { cancelled: true, note: 'Exams' },
      };
    },
    expect: onlyFor('batchTeacher', 200, 403),
  },
  {
    route: 'PUT /api/v1/batch/:id/sessions/:sessionId/attendance',
    request: async (w) => {
      const { batchId, sessionId } = await w.newStartedSession();
      return {
        url: api(`/batch/${batchId}/sessions/${sessionId}/attendance`),
        payload: [{ student_id: w.account('member').id, status: 'present' }],
      };
    },
    expect: onlyFor('batchTeacher', 200, 403),
  },
  {
    route: 'GET /api/v1/batch/:id/attendance',
    request: (w) => ({ url: api(`/batch/${w.batchId}/attendance`) }),
    expect: { ...onlyFor('owner', 200, 403), member: 200, batchTeacher: 200 },
  },
  // A batch's board: its teacher and students (its owner studies in it) read and write; admins read and
  // delete (moderation), never write; a message is deleted by its author, the teacher or an admin.
  {
    route: 'GET /api/v1/batch/:id/messages',
    request: (w) => ({ url: api(`/batch/${w.batchId}/messages`) }),
    expect: { ...onlyFor('owner', 200, 403), member: 200, batchTeacher: 200, admin: 200 },
  },
  {
    route: 'POST /api/v1/batch/:id/messages',
    request: (w) => ({ url: api(`/batch/${w.batchId}/messages`), payload: { body: 'See you on Monday.' } }),
    expect: { ...onlyFor('owner', 201, 403), member: 201, batchTeacher: 201 },
  },
  {
    route: 'PUT /api/v1/batch/:id/messages/read',
    request: (w) => ({ url: api(`/batch/${w.batchId}/messages/read`) }),
    expect: { ...onlyFor('owner', 200, 403), member: 200, batchTeacher: 200 },
  },
  {
    route: 'DELETE /api/v1/batch/:id/messages/:messageId',
    request: async (w) => ({ url: api(`/batch/${w.batchId}/messages/${await w.newBoardMessage('owner')}`) }),
    expect: { ...onlyFor('owner', 200, 403), batchTeacher: 200, admin: 200 },
  },
  {
    route: 'POST /api/v1/batch/:id/messages/:messageId/report',
    request: async (w) => ({
      url: api(`/batch/${w.batchId}/messages/${await w.newBoardMessage('member')}/report`),
      payload: { message: 'Rude to the others.' },
    }),
    // Its author cannot report their own message (400, as POST /report/create about oneself).
    expect: { ...onlyFor('owner', 201, 403), batchTeacher: 201, member: 400 },
  },
  // A batch's page and its materials: its teacher and students (its owner studies in it) and admins read; its
  // teacher shares (its students too once the teacher allows it), never an admin; the teacher, whoever shared
  // one or an admin deletes it.
  {
    route: 'GET /api/v1/batch/:id',
    request: (w) => ({ url: api(`/batch/${w.batchId}`) }),
    expect: { ...onlyFor('owner', 200, 403), member: 200, batchTeacher: 200, admin: 200 },
  },
  {
    route: 'GET /api/v1/batch/:id/materials',
    request: (w) => ({ url: api(`/batch/${w.batchId}/materials`) }),
    expect: { ...onlyFor('owner', 200, 403), member: 200, batchTeacher: 200, admin: 200 },
  },
  {
    route: 'POST /api/v1/batch/:id/materials',
    request: (w) => ({
      url: api(`/batch/${w.batchId}/materials`),
      payload: { title: 'Chapter 3 notes', url: 'https://example.com/notes' },
    }),
    expect: onlyFor('batchTeacher', 201, 403),
  },
  {
    route: 'POST /api/v1/batch/:id/materials',
    label: 'students share once the teacher allows it',
    request: async (w) => ({
      url: api(`/batch/${await w.newSharingBatch()}/materials`),
      payload: { title: 'My summary', url: 'https://example.com/summary' },
    }),
    expect: { ...onlyFor('batchTeacher', 201, 403), owner: 201, member: 201 },
  },
  {
    route: 'PUT /api/v1/batch/:id/materials/sharing',
    request: (w) => ({
      url: api(`/batch/${w.batchId}/materials/sharing`),
      payload: { students_share_materials: false },
    }),
    expect: onlyFor('batchTeacher', 200, 403),
  },
  {
    route: 'DELETE /api/v1/batch/:id/materials/:materialId',
    request: async (w) => {
      const { batchId, materialId } = await w.newMaterial('batchTeacher');
      return { url: api(`/batch/${batchId}/materials/${materialId}`) };
    },
    expect: { ...onlyFor('batchTeacher', 200, 403), admin: 200 },
  },
  {
    route: 'DELETE /api/v1/batch/:id/materials/:materialId',
    label: 'a student deletes what they shared',
    request: async (w) => {
      const { batchId, materialId } = await w.newMaterial('member');
      return { url: api(`/batch/${batchId}/materials/${materialId}`) };
    },
    expect: { ...onlyFor('member', 200, 403), batchTeacher: 200, admin: 200 },
  },
  // A private file through a signed link made for one user (no Bearer token: a plain link opens it); checked
  // against that user's membership when used.
  {
    route: 'GET /api/v1/batch-files/:token',
    request: async (w, as) => ({ url: await w.fileLinkFor(as) }),
    expect: { ...onlyFor('owner', 200, 403), anon: 403, member: 200, batchTeacher: 200, admin: 200 },
  },
  // Assignments: the batch's members and admins read them; its teacher sets, edits and grades (an admin may also
  // delete); its students (the owner studies in it) submit.
  {
    route: 'GET /api/v1/batch/:id/assignments',
    request: (w) => ({ url: api(`/batch/${w.batchId}/assignments`) }),
    expect: { ...onlyFor('owner', 200, 403), member: 200, batchTeacher: 200, admin: 200 },
  },
  {
    route: 'POST /api/v1/batch/:id/assignments',
    request: (w) => ({
      url: api(`/batch/${w.batchId}/assignments`),
      payload: { title: 'Homework', due_at: new Date(Date.now() + 7 * 86_400_000).toISOString() },
    }),
    expect: onlyFor('batchTeacher', 201, 403),
  },
  {
    route: 'PUT /api/v1/batch/:id/assignments/:assignmentId',
    request: async (w) => ({
      url: api(`/batch/${w.batchId}/assignments/${await w.newAssignment()}`),
      payload: { title: 'Homework (revised)' },
    }),
    expect: onlyFor('batchTeacher', 200, 403),
  },
  {
    route: 'DELETE /api/v1/batch/:id/assignments/:assignmentId',
    request: async (w) => ({ url: api(`/batch/${w.batchId}/assignments/${await w.newAssignment()}`) }),
    expect: { ...onlyFor('batchTeacher', 200, 403), admin: 200 },
  },
  {
    route: 'GET /api/v1/batch/:id/assignments/:assignmentId/submissions',
    request: async (w) => {
      const { assignmentId } = await w.newSubmission();
      return { url: api(`/batch/${w.batchId}/assignments/${assignmentId}/submissions`) };
    },
    expect: { ...onlyFor('owner', 200, 403), member: 200, batchTeacher: 200, admin: 200 },
  },
  {
    route: 'PUT /api/v1/batch/:id/assignments/:assignmentId/submissions',
    request: async (w) => ({
      url: api(`/batch/${w.batchId}/assignments/${await w.newAssignment()}/submissions`),
      payload: { text: 'My answers' },
    }),
    expect: { ...onlyFor('owner', 200, 403), member: 200 },
  },
  {
    route: 'PUT /api/v1/batch/:id/assignments/:assignmentId/submissions/:submissionId/feedback',
    request: async (w) => {
      const { assignmentId, submissionId } = await w.newSubmission();
      return {
        url: api(`/batch/${w.batchId}/assignments/${assignmentId}/submissions/${submissionId}/feedback`),
        payload: { feedback: 'Well done' },
      };
    },
    expect: onlyFor('batchTeacher', 200, 403),
  },
  {
    // Made on the first ask (a write); asked for once before, it is a pure read.
    route: 'GET /api/v1/calendar/feed',
    request: async (w, as) => {
      if (as !== 'anon') await w.call(as, 'GET', '/calendar/feed');
      return { url: api('/calendar/feed') };
    },
    expect: { ...signedIn(200), owner: 200, member: 200, batchTeacher: 200 },
  },
  {
    route: 'POST /api/v1/calendar/feed/rotate',
    request: () => ({ url: api('/calendar/feed/rotate') }),
    expect: { ...signedIn(200), owner: 200, member: 200, batchTeacher: 200 },
  },
  // Public: a calendar app sends no token; the unguessable name is the key, whoever holds it.
  {
    route: 'GET /api/v1/calendar/feed/:file',
    request: async (w) => ({ url: await w.ownersCalendarFile() }),
    expect: Object.fromEntries(CALLERS.map((caller) => [caller, 200])),
  },
  {
    route: 'GET /api/v1/calendar/feed/:file',
    label: 'an unknown link opens nothing',
    request: () => ({ url: api(`/calendar/feed/${'k'.repeat(43)}.ics`) }),
    expect: Object.fromEntries(CALLERS.map((caller) => [caller, 404])),
  },

  // Ratings.
  {
    route: 'GET /api/v1/rating/view-reviews/:teacherId',
    request: (w) => ({ url: api(`/rating/view-reviews/${w.account('batchTeacher').id}`) }),
    expect: signedIn(200),
  },
  {
    route: 'GET /api/v1/rating/get-rating/:teacherId',
    request: (w) => ({ url: api(`/rating/get-rating/${w.account('batchTeacher').id}`) }),
    expect: signedIn(200),
  },
  {
    route: 'POST /api/v1/rating/give-rating/:teacherId',
    request: (w) => ({
      url: api(`/rating/give-rating/${w.account('batchTeacher').id}`),
      payload: { rating: 5 },
    }),
    // The owner has rated this teacher already: 409.
    expect: { ...onlyFor('member', 201, 403), owner: 409 },
  },
  {
    route: 'PUT /api/v1/rating/update-rating/:ratingId',
    request: (w) => ({
      url: api(`/rating/update-rating/${w.ratingId}`),
      payload: { rating: 2, review: 'Edited' },
    }),
    expect: onlyFor('owner', 200, 403),
  },
  {
    route: 'DELETE /api/v1/rating/delete-rating/:ratingId',
    request: async (w) => ({ url: api(`/rating/delete-rating/${await w.newRating()}`) }),
    expect: onlyFor('owner', 200, 403),
  },

  // Reports.
  {
    route: 'POST /api/v1/report/create',
    request: (w, as) => ({
      url: api('/report/create'),
      payload: {
        reportee_id: w.account(as === 'teacher' ? 'batchTeacher' : 'teacher').id,
        message: 'Never turned up.',
      },
    }),
    expect: signedIn(201),
  },
  {
    route: 'DELETE /api/v1/report/delete/:reportId',
    request: async (w) => ({ url: api(`/report/delete/${await w.newReport()}`) }),
    expect: { ...adminOnly(200), owner: 403 },
  },

  // Notifications: someone else's is a 404, as if it did not exist.
  {
    route: 'GET /api/v1/notifications/getnotifications',
    request: () => ({ url: api('/notifications/getnotifications') }),
    expect: signedIn(200),
  },
  {
    route: 'GET /api/v1/notifications/unread-count',
    request: () => ({ url: api('/notifications/unread-count') }),
    expect: signedIn(200),
  },
  {
    route: 'DELETE /api/v1/notifications/delete-path',
    request: async (w) => ({
      url: api('/notifications/delete-path'),
      payload: { notificationId: await w.newNotification() },
    }),
    expect: onlyFor('owner', 200, 404),
  },
  {
    route: 'DELETE /api/v1/notifications/:id',
    request: async (w) => ({ url: api(`/notifications/${await w.newNotification()}`) }),
    expect: onlyFor('owner', 200, 404),
  },
  {
    route: 'PATCH /api/v1/notifications/:id/read',
    request: async (w) => ({ url: api(`/notifications/${await w.newNotification()}/read`) }),
    expect: onlyFor('owner', 200, 404),
  },
  {
    route: 'POST /api/v1/notifications/read-all',
    request: () => ({ url: api('/notifications/read-all') }),
    expect: signedIn(200),
  },
  {
    route: 'POST /api/v1/notifications/stream-ticket',
    request: () => ({ url: api('/notifications/stream-ticket') }),
    expect: signedIn(200),
  },
  // Opened with a single-use ticket, never with a Bearer token (an EventSource cannot send one).
  {
    route: 'GET /api/v1/notifications/stream',
    request: () => ({ url: api('/notifications/stream?ticket=made-up') }),
    expect: everyone(401),
  },
  // Public: an <img> sends no token; names are random.
  {
    route: 'GET /api/v1/uploads/:name',
    request: () => ({ url: api(`/uploads/${randomUUID()}.png`) }),
    expect: everyone(404),
  },

  // Admin.
  {
    route: 'GET /api/v1/admin/dashboard',
    request: () => ({ url: api('/admin/dashboard') }),
    expect: adminOnly(200),
  },
  {
    route: 'GET /api/v1/admin/teachers',
    request: () => ({ url: api('/admin/teachers') }),
    expect: adminOnly(200),
  },
  {
    route: 'GET /api/v1/admin/students',
    request: () => ({ url: api('/admin/students') }),
    expect: adminOnly(200),
  },
  { route: 'GET /api/v1/admin/posts', request: () => ({ url: api('/admin/posts') }), expect: adminOnly(200) },
  {
    route: 'GET /api/v1/admin/batches',
    request: () => ({ url: api('/admin/batches') }),
    expect: adminOnly(200),
  },
  {
    route: 'GET /api/v1/admin/get-all-reports',
    request: () => ({ url: api('/admin/get-all-reports') }),
    expect: adminOnly(200),
  },
  {
    route: 'GET /api/v1/admin/audit-log',
    request: () => ({ url: api('/admin/audit-log') }),
    expect: adminOnly(200),
  },
  {
    route: 'POST /api/v1/admin/add-user',
    request: () => {
      const username = uniqueName('added');
      return {
        url: api('/admin/add-user'),
        payload: {
          firstname: 'Added',
          lastname: 'User',
          username,
          email: `${username}@example.com`,
          password: PASSWORD,
          role: 'student',
        },
      };
    },
    expect: adminOnly(201),
  },
  {
    route: 'POST /api/v1/admin/add-post',
    request: (w) => ({
      url: api('/admin/add-post'),
      payload: { ...requestFields, owner_id: w.account('owner').id, owner: 'student' },
    }),
    expect: { ...adminOnly(201), owner: 403 },
  },
  {
    route: 'POST /api/v1/admin/add-batch',
    request: (w) => ({
      url: api('/admin/add-batch'),
      payload: { ...batchFields, username: w.account('owner').name },
    }),
    expect: { ...adminOnly(201), owner: 403 },
  },
  {
    route: 'DELETE /api/v1/admin/remove-post/:id',
    request: async (w) => ({ url: api(`/admin/remove-post/${await w.newRequest()}`) }),
    expect: { ...adminOnly(200), owner: 403 },
  },
  {
    route: 'DELETE /api/v1/admin/remove-batch/:id',
    request: async (w) => ({ url: api(`/admin/remove-batch/${await w.newBatch()}`) }),
    expect: { ...adminOnly(200), owner: 403, batchTeacher: 403 },
  },
  {
    route: 'DELETE /api/v1/admin/remove-user/:userId',
    request: async (w) => ({ url: api(`/admin/remove-user/${(await w.newStudent()).id}`) }),
    expect: adminOnly(200),
  },
];

const routeKey = (route: { method: HTTPMethods | string; url: string }) => `${route.method} ${route.url}`;
const methodOf = (row: Row) => row.route.slice(0, row.route.indexOf(' ')) as HTTPMethods;

describe('the authorization table', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp('pglite');
  });
  after(() => t.close());

  test('has a row for every route the server declares, and no row for a route it does not', () => {
    const declared = new Set(t.app.routeTable.map(routeKey));
    const tabled = new Set(TABLE.map((row) => row.route));
    const missing = [...declared].filter((route) => !tabled.has(route));
    const unknown = [...tabled].filter((route) => !declared.has(route));
    assert.deepEqual(missing, [], 'routes without a row in the authorization table');
    assert.deepEqual(unknown, [], 'rows naming routes the server no longer has');
  });

  test('every row says what a signed-out visitor, a student, a teacher and an admin get', () => {
    for (const row of TABLE) {
      for (const caller of ['anon', 'student', 'teacher', 'admin'] as const) {
        assert.equal(typeof row.expect[caller], 'number', `${row.route} ${row.label ?? ''}: ${caller}`);
      }
    }
  });
});

forEachDatabase((kind) => {
  let t: TestApp;
  let w: AuthzWorld;

  before(async () => {
    t = await startTestApp(kind);
    w = await AuthzWorld.create(t);
  });
  after(() => t.close());

  for (const row of TABLE) {
    test(`${row.route}${row.label ? ` (${row.label})` : ''}`, async () => {
      const failures: string[] = [];
      const cells = [
        ...CALLERS.map((caller) => ({ label: caller, caller, expected: row.expect[caller], token: null })),
        // A kicked account's unexpired token opens nothing that a signed-out visitor cannot open.
        { label: 'kicked', caller: 'anon' as const, expected: row.expect.anon, token: w.kickedToken },
      ];
      for (const { label, caller, expected, token } of cells) {
        if (expected === undefined) continue;
        const built = await row.request(w, caller);
        const headers = { ...(built.headers ?? w.headers(caller)), ...(token ? authHeader(token) : {}) };
        const method = methodOf(row);
        // A refused request, and any read, must leave every table as it was.
        const mustNotWrite = expected >= 400 || ['GET', 'HEAD', 'OPTIONS'].includes(method);
        const before = mustNotWrite ? await snapshotDatabase(t.database) : null;
        const response = await t.request({
          method,
          url: built.url,
          headers,
          ...(built.cookies ? { cookies: built.cookies } : {}),
          ...(built.payload ? { payload: built.payload } : {}),
        });
        if (response.statusCode !== expected) {
          failures.push(
            `${label}: expected ${expected}, got ${response.statusCode} ${response.body.slice(0, 200)}`,
          );
          continue;
        }
        if (before) {
          for (const table of changedTables(before, await snapshotDatabase(t.database)))
            failures.push(`${label}: ${expected} but the table ${table} changed`);
        }
      }
      assert.deepEqual(failures, [], `${row.route} ${row.label ?? ''}`);
    });
  }

  test('afterwards: the before/after comparison read every table that a write could touch', async () => {
    const snapshot = await snapshotDatabase(t.database);
    for (const table of ['users', 'sessions', 'posts', 'post_interests', 'batches', 'batch_members'])
      assert.ok(snapshot[table]?.length, `${table} is read and has rows`);
    for (const table of ['class_sessions', 'calendar_feeds'])
      assert.ok(snapshot[table]?.length, `${table} is read and has rows`);
    for (const table of ['assignments', 'submissions'])
      assert.ok(snapshot[table]?.length, `${table} is read and has rows`);
    for (const table of ['ratings', 'notifications', 'reports', 'payment_rounds', 'audit_log', 'attendance'])
      assert.ok(table in snapshot, `${table} is read`);
  });
});
