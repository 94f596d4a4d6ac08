// Test harness for the admin pages: the remote as the shell mounts it (signed in as an admin, profile
// loaded), an API whose admin lists are empty unless a test says otherwise, and fixtures.
import type { AdminDashboard, AdminReport, AdminUser, Batch, Post } from '@pathshala/shared-api/contract';
import {
  ADMIN,
  api,
  ok,
  failure as failureBody,
  setupApiServer,
  signIn,
  withQueryClient,
} from '@pathshala/shared-api/testing';
import { Route, Routes } from '@pathshala/shared-ui';
import { clearToasts, renderWithProviders } from '@pathshala/shared-ui/testing';
import type { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import AdminApp from '../src/App';

export { ADMIN, api, ok };

export const paged = (items: unknown[], total = items.length, page = 1, limit = 20) =>
  ok(items, 200, { meta: { page, limit, total } });
/** A failed call's response: the error envelope with its status. */
export const failure = (status: number, message: string, errors?: Record<string, string>) =>
  HttpResponse.json(failureBody(status, message, errors), { status });

export const EMPTY_DASHBOARD: AdminDashboard = {
  stats: { total_students: 0, total_teachers: 0, total_posts: 0, total_batches: 0 },
  recentPosts: [],
  recentBatches: [],
  signupsByMonth: [],
};

/**
 * Sets up the API and session for a test file: before each test the admin is signed in, profile loaded (a
 * test may end the session before rendering). Returns renderAt(path), the remote at /admin/* inside the
 * shell's providers, with its `apiServer` for a test's own handlers.
 */
export function setupAdminTest() {
  const apiServer = setupApiServer(
    http.get(api('/admin/dashboard'), () => HttpResponse.json(ok(EMPTY_DASHBOARD))),
    http.get(api('/admin/teachers'), () => HttpResponse.json(paged([]))),
    http.get(api('/admin/students'), () => HttpResponse.json(paged([]))),
    http.get(api('/admin/posts'), () => HttpResponse.json(paged([]))),
    http.get(api('/admin/batches'), () => HttpResponse.json(paged([]))),
    http.get(api('/admin/get-all-reports'), () => HttpResponse.json(paged([]))),
    http.get(api('/admin/audit-log'), () => HttpResponse.json(paged([]))),
  );
  let queryClient: QueryClient;
  beforeEach(() => {
    queryClient = signIn(ADMIN);
  });
  afterEach(clearToasts);

  function renderAt(path: string) {
    return renderWithProviders(
      <Routes>
        <Route path="/admin/*" element={<AdminApp />} />
      </Routes>,
      { route: path, wrapper: withQueryClient(queryClient) },
    );
  }
  return Object.assign(renderAt, { apiServer });
}

let nextId = 1;
const id = (prefix: string) => `${prefix}-0000-4000-8000-${String(nextId++).padStart(12, '0')}`;

export function makeUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    _id: id('11111111'),
    firstname: 'Karima',
    lastname: 'Begum',
    username: 'karima',
    email: 'karima@pathshala.test',
    role: 'teacher',
    coverImage: null,
    gender: null,
    division: null,
    district: null,
    area: null,
    modes: [],
    medium: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makePost(overrides: Partial<Post> = {}): Post {
  return {
    _id: id('aaaaaaaa'),
    owner_id: { _id: '22222222-2222-4222-8222-222222222222', username: 'karima' },
    owner_role: 'teacher',
    title: 'HSC Physics',
    subtitle: 'Weekly tests',
    subject: 'Physics',
    class: '12',
    time: '18:00',
    salary: 4000,
    weekly_schedule: ['Sunday'],
    description: 'Mechanics.',
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
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makeBatch(overrides: Partial<Batch> = {}): Batch {
  const teacher = { _id: '22222222-2222-4222-8222-222222222222', username: 'karima' };
  return {
    _id: id('bbbbbbbb'),
    post_id: null,
    owner_id: teacher,
    teacher_id: teacher,
    student_ids: [{ _id: '33333333-3333-4333-8333-333333333333', username: 'tanvir' }],
    subject: 'Chemistry',
    class: '10',
    weekly_schedule: ['Monday'],
    time: '10:00',
    salary: 3000,
    time_to_pay: false,
    is_continuous: false,
    is_batch: false,
    max_size: null,
    title: 'SSC Chemistry',
    subtitle: '',
    description: '',
    join_class_link: null,
    duration_minutes: 60,
    start_date: '2026-03-01',
    students_share_materials: false,
    unread_messages: 0,
    invited_teacher: null,
    invited_students: [],
    proposed_salary: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makeReport(overrides: Partial<AdminReport> = {}): AdminReport {
  return {
    _id: id('cccccccc'),
    reporter_id: { _id: '33333333-3333-4333-8333-333333333333', username: 'tanvir' },
    reportee_id: { _id: '22222222-2222-4222-8222-222222222222', username: 'karima' },
    message: 'Missed three classes.',
    board_message_id: null,
    quoted_text: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}
