// Test harness for the post screens: an msw server for /api/v1, envelope builders, a signed-in user,
// post fixtures, and a router whose other routes show where the page navigated to.
import { createQueryClient, queryKeys, useSession } from '@pathshala/shared-api';
import type { Post, PostOwnerRole, UserProfile } from '@pathshala/shared-api/contract';
import { act } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithProviders } from '../src/testing';
import { toaster } from '../src/toast/toaster';

export const apiServer = setupServer();

/** Starts the msw server for this test file; a fresh session and no toasts for each test. */
export function setupApiServer(): void {
  beforeAll(() => apiServer.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    apiServer.resetHandlers();
    act(() => toaster.remove());
    useSession.getState().clearSession();
  });
  afterAll(() => apiServer.close());
}

export const api = (path: string) => `/api/v1${path}`;

export function ok<T>(data: T, statusCode = 200, extra: object = {}) {
  return { statusCode, data, message: 'OK', success: true, ...extra };
}

export function failure(statusCode: number, message: string, errors?: Record<string, string>) {
  return { statusCode, data: null, message, success: false, ...(errors ? { errors } : {}) };
}

function fakeToken(claims: Record<string, string>): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

export const STUDENT: UserProfile = {
  _id: '11111111-1111-4111-8111-111111111111',
  firstname: 'Nusrat',
  lastname: 'Jahan',
  username: 'nusrat',
  email: 'nusrat@pathshala.test',
  role: 'student',
  coverImage: null,
};

export const TEACHER: UserProfile = {
  _id: '22222222-2222-4222-8222-222222222222',
  firstname: 'Rafiq',
  lastname: 'Islam',
  username: 'rafiq',
  email: 'rafiq@pathshala.test',
  role: 'teacher',
  coverImage: null,
};

export const userFor = (role: PostOwnerRole) => (role === 'student' ? STUDENT : TEACHER);

let nextId = 1;
/** A post with every field filled; `overrides` change any of them. */
export function makePost(overrides: Partial<Post> = {}): Post {
  const id = `00000000-0000-4000-8000-${String(nextId++).padStart(12, '0')}`;
  return {
    _id: id,
    owner_id: { _id: '99999999-9999-4999-8999-999999999999', username: 'someone' },
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
    interested_students: [],
    interested_teachers: [],
    status: 'open',
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

/** Stands in for every page not under test: shows the address. */
function Elsewhere() {
  const { pathname, search } = useLocation();
  return <p>Now at {pathname + search}</p>;
}

/**
 * Signs `role`'s user in (profile already loaded) and renders `page` at `path`, starting at `route`;
 * any other path renders "Now at <path>".
 */
export function renderPage(
  page: ReactElement,
  { path, route = path, role }: { path: string; route?: string; role: PostOwnerRole },
) {
  const profile = userFor(role);
  useSession.getState().setSession(fakeToken({ sub: profile._id, role }), role);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retryDelay: 0 },
  });
  queryClient.setQueryData(queryKeys.profile, profile);
  const result = renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <Routes>
        <Route path={path} element={page} />
        <Route path="*" element={<Elsewhere />} />
      </Routes>
    </QueryClientProvider>,
    { route },
  );
  return { ...result, queryClient, profile };
}

/** Shows the current address, for pages that keep their state in the URL. */
export function ShowLocation() {
  const { pathname, search } = useLocation();
  return <output aria-label="Location">{decodeURIComponent(pathname + search)}</output>;
}
