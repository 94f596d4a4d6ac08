// '@pathshala/shared-api/testing': for the apps' component tests only, never part of a page. An msw server for
// /api/v1, envelope builders, signed-in users and their QueryClient, and contract-shaped fixtures.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { RequestHandler } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import type { ReactNode } from 'react';
import type {
  AttendanceRecord,
  AttendanceStatus,
  AttendanceSummary,
  Batch,
  BatchAttendance,
  BatchInvitation,
  BoardMessage,
  CalendarFeed,
  ClassSession,
  PageMeta,
  Post,
  UserProfile,
  UserRef,
} from './contract';
import { createQueryClient, type RemotePreload } from './queries';
import { queryKeys } from './query-keys';
import { useSession } from './session';

export const api = (path: string) => `/api/v1${path}`;

/** A success envelope (DESIGN §4); `extra` adds top-level fields such as `meta`. */
export function ok<T>(data: T, statusCode = 200, extra: object = {}) {
  return { statusCode, data, message: 'OK', success: true, ...extra };
}

/** A page of a paginated list: the items and their `meta`. */
export function paged<T>(items: T[], meta: Partial<PageMeta> = {}) {
  return ok(items, 200, { meta: { page: 1, limit: 20, total: items.length, ...meta } });
}

/** An error envelope, with per-field `errors` when given. */
export function failure(statusCode: number, message: string, errors?: Record<string, string>) {
  return { statusCode, data: null, message, success: false, ...(errors ? { errors } : {}) };
}

function base64Url(value: string): string {
  const binary = String.fromCharCode(...new TextEncoder().encode(value));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A JWT-shaped token with the given claims (unsigned: the client reads claims, never verifies them). */
export function fakeToken(claims: { sub?: string; role?: string; username?: string } = {}): string {
  return [
    base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' })),
    base64Url(JSON.stringify(claims)),
    'signature',
  ].join('.');
}

/** A profile that has not said where, how or in which medium (nor, for a teacher, their gender). */
const NOTHING_TO_MATCH = {
  gender: null,
  division: null,
  district: null,
  area: null,
  modes: [],
  medium: null,
} satisfies Partial<UserProfile>;

export const STUDENT: UserProfile = {
  _id: '11111111-1111-4111-8111-111111111111',
  firstname: 'Nusrat',
  lastname: 'Jahan',
  username: 'nusrat',
  email: 'nusrat@pathshala.test',
  role: 'student',
  coverImage: null,
  language: null,
  ...NOTHING_TO_MATCH,
};

export const TEACHER: UserProfile = {
  _id: '22222222-2222-4222-8222-222222222222',
  firstname: 'Rafiq',
  lastname: 'Islam',
  username: 'rafiq',
  email: 'rafiq@pathshala.test',
  role: 'teacher',
  coverImage: null,
  language: null,
  ...NOTHING_TO_MATCH,
};

export const ADMIN: UserProfile = {
  _id: '99999999-9999-4999-8999-999999999999',
  firstname: 'Admin',
  lastname: 'User',
  username: 'admin',
  email: 'admin@pathshala.test',
  role: 'admin',
  coverImage: null,
  language: null,
  ...NOTHING_TO_MATCH,
};

/** How a post or batch names a user: `{ _id, username }`. */
export const userRef = ({ _id, username }: Pick<UserProfile, '_id' | 'username'>): UserRef => ({
  _id,
  username,
});

/** A second student, and someone who belongs to nothing. */
export const OTHER_STUDENT: UserRef = { _id: '33333333-3333-4333-8333-333333333333', username: 'farhana' };
export const OUTSIDER: UserRef = { _id: '55555555-5555-4555-8555-555555555555', username: 'outsider' };

let nextId = 1;
const newId = (prefix: string) => `${prefix}-0000-4000-8000-${String(nextId++).padStart(12, '0')}`;

/** An open teacher post with every field filled, by someone else; `overrides` change any field. */
export function makePost(overrides: Partial<Post> = {}): Post {
  return {
    _id: newId('00000000'),
    owner_id: { _id: '99999999-9999-4999-8999-999999999998', username: 'someone' },
    owner_role: 'teacher',
    title: 'HSC Physics batch',
    subtitle: 'Weekly tests and notes',
    subject: 'Physics',
    class: '11',
    time: '18:30',
    salary: 5000,
    weekly_schedule: ['Sunday', 'Tuesday', 'Thursday'],
    description: 'Mechanics and waves.',
    is_continuous: false,
    is_batch: false,
    max_size: null,
    division: 'dhaka',
    district: 'dhaka',
    area: 'dhanmondi',
    modes: ['online', 'student_home'],
    medium: 'bangla',
    preferred_tutor_gender: null,
    interested_students: [],
    interested_teachers: [],
    status: 'open',
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

/** A batch owned and taught by TEACHER with STUDENT and OTHER_STUDENT; `overrides` change any field. */
export function makeBatch(overrides: Partial<Batch> = {}): Batch {
  return {
    _id: newId('bbbbbbbb'),
    post_id: null,
    owner_id: userRef(TEACHER),
    teacher_id: userRef(TEACHER),
    student_ids: [userRef(STUDENT), OTHER_STUDENT],
    subject: 'Physics',
    class: '10',
    weekly_schedule: ['Sunday', 'Tuesday'],
    time: '18:30',
    salary: 3000,
    time_to_pay: false,
    is_continuous: true,
    is_batch: true,
    max_size: 8,
    title: 'SSC Physics batch',
    subtitle: 'Evening classes',
    description: 'Mechanics and waves.',
    join_class_link: null,
    duration_minutes: 60,
    start_date: '2026-11-01',
    students_share_materials: false,
    unread_messages: 0,
    invited_teacher: null,
    invited_students: [],
    proposed_salary: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

/**
 * STUDENT's invitation, from OTHER_STUDENT, to join `batch` (default a fresh makeBatch() OTHER_STUDENT owns,
 * with STUDENT invited); `overrides` change any field (`role: 'teacher'` for a teacher's invitation).
 */
export function makeBatchInvitation(
  overrides: Partial<BatchInvitation> = {},
  batch: Batch = makeBatch({
    owner_id: OTHER_STUDENT,
    student_ids: [OTHER_STUDENT],
    invited_students: [userRef(STUDENT)],
  }),
): BatchInvitation {
  return {
    _id: newId('1a1a1a1a'),
    role: 'student',
    invited_by: batch.owner_id,
    batch,
    createdAt: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}

/**
 * A message on the board of `batch` (default a fresh makeBatch()) by STUDENT, which the caller may not delete;
 * `overrides` change any field.
 */
export function makeBoardMessage(
  overrides: Partial<BoardMessage> = {},
  batch: Batch = makeBatch(),
): BoardMessage {
  return {
    _id: newId('eeeeeeee'),
    batch_id: batch._id,
    author: userRef(STUDENT),
    body: 'Who has the notes from Sunday?',
    createdAt: '2026-11-22T14:00:00.000Z',
    can_delete: false,
    ...overrides,
  };
}

/**
 * A class of `batch` (default a fresh makeBatch()) at `starts_at` (default Sunday 22 Nov 2026, 6:30 PM in
 * Dhaka), as scheduled, for its length; `overrides` change any field (give `ends_at` with a new `starts_at`).
 */
export function makeSession(overrides: Partial<ClassSession> = {}, batch: Batch = makeBatch()): ClassSession {
  const startsAt = overrides.starts_at ?? '2026-11-22T12:30:00.000Z';
  const endsAt = new Date(Date.parse(startsAt) + batch.duration_minutes * 60_000).toISOString();
  return {
    _id: newId('5e5e5e5e'),
    batch_id: batch._id,
    batch_name: batch.title || batch.subject,
    subject: batch.subject,
    class: batch.class,
    teacher_id: batch.teacher_id,
    starts_at: startsAt,
    ends_at: endsAt,
    duration_minutes: batch.duration_minutes,
    scheduled_at: startsAt,
    status: 'scheduled',
    note: null,
    join_class_link: null,
    my_attendance: null,
    ...overrides,
  };
}

/**
 * A batch's attendance as GET /batch/{id}/attendance answers it: `marks` gives each class's mark per student
 * id; the summaries are counted from them (rate null for a student never marked).
 */
export function makeBatchAttendance(
  sessions: readonly ClassSession[],
  students: readonly UserRef[],
  marks: Record<string, Record<string, AttendanceStatus>> = {},
): BatchAttendance {
  const records: AttendanceRecord[] = sessions.flatMap((session) =>
    Object.entries(marks[session._id] ?? {}).map(([student_id, status]) => ({
      session_id: session._id,
      student_id,
      status,
    })),
  );
  const summaries: AttendanceSummary[] = students.map((student) => {
    const own = records.filter((record) => record.student_id === student._id);
    const count = (status: AttendanceStatus) => own.filter((record) => record.status === status).length;
    const present = count('present');
    const late = count('late');
    return {
      student,
      present,
      late,
      absent: count('absent'),
      rate: own.length === 0 ? null : (present + late) / own.length,
    };
  });
  return {
    sessions: [...sessions]
      .sort((a, b) => Date.parse(b.starts_at) - Date.parse(a.starts_at))
      .map(({ _id, starts_at, status }) => ({ _id, starts_at, status })),
    records,
    students: summaries,
  };
}

/** A calendar subscription link as GET /calendar/feed answers it. */
export function makeCalendarFeed(token = 'feed-token-1'): CalendarFeed {
  const url = `https://pathshala.test/api/v1/calendar/feed/${token}.ics`;
  return { url, webcal_url: url.replace(/^https:/, 'webcal:') };
}

/**
 * An msw server for /api/v1 for this test file, answering with `handlers` (a test adds its own with `use`);
 * any other request fails the test. Before each test the session and the browser's storage start empty.
 */
export function setupApiServer(...handlers: RequestHandler[]) {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    useSession.getState().clearSession();
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/**
 * Signs `profile` in (a token with their id and role) and returns the portal's QueryClient with their profile
 * already loaded, retrying failed loads without delay.
 */
export function signIn(profile: UserProfile): QueryClient {
  useSession.getState().setSession(fakeToken({ sub: profile._id, role: profile.role }), profile.role);
  const queryClient = createQueryClient();
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryDelay: 0 } });
  queryClient.setQueryData(queryKeys.profile, profile);
  return queryClient;
}

/** A test render's wrapper providing `queryClient`, as the shell's ApiScope does. */
export function withQueryClient(queryClient: QueryClient) {
  return function QueryScope({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  };
}

/**
 * The API paths (without /api/v1) a remote's `preload` asks `server` for when a sign-in lands on `path`, once its
 * requests have settled.
 */
export async function requestsOfPreload(
  server: SetupServer,
  preload: RemotePreload,
  path: string,
  queryClient: QueryClient,
): Promise<string[]> {
  const asked: string[] = [];
  const listener = ({ request }: { request: Request }) =>
    void asked.push(new URL(request.url).pathname.replace(/^\/api\/v1/, ''));
  server.events.on('request:start', listener);
  try {
    preload({ path, queryClient });
    while (queryClient.isFetching() > 0) await new Promise((resolve) => setTimeout(resolve, 10));
  } finally {
    server.events.removeListener('request:start', listener);
  }
  return asked;
}
