// '@pathshala/shared-ui/testing-remote': for the student and teacher remotes' App tests only. The remote as
// the shell mounts it, and an API that answers every page's first load with nothing to show.
import { createQueryClient, queryKeys, useSession } from '@pathshala/shared-api';
import type { UserProfile } from '@pathshala/shared-api/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ComponentType } from 'react';
import { Route, Routes } from './router';
import { renderWithProviders } from './testing';

const ok = <T,>(data: T, extra: object = {}) => ({
  statusCode: 200,
  data,
  message: 'OK',
  success: true,
  ...extra,
});

export interface RemoteTestOptions {
  /** The remote's root component, mounted at `/${profile.role}/*`. */
  App: ComponentType;
  /** The signed-in user, already loaded (the session's role is theirs). */
  profile: UserProfile;
}

/**
 * Sets up a remote's App test: the empty API (unhandled requests fail the test) and the session for each
 * test. Returns `renderAt(path)`: the remote inside the shell's providers, profile already loaded; its
 * `apiServer` takes a test's own handlers (`renderAt.apiServer.use(...)`).
 */
export function setupRemoteTest({ App, profile }: RemoteTestOptions) {
  const apiServer = setupServer(
    http.get('/api/v1/student/dashboard', () => HttpResponse.json(ok([]))),
    http.get('/api/v1/post/posts', () => HttpResponse.json(ok([]))),
    http.get('/api/v1/batch/batches', () => HttpResponse.json(ok([]))),
    http.get('/api/v1/payment/history', () =>
      HttpResponse.json(ok([], { meta: { page: 1, limit: 20, total: 0 } })),
    ),
    http.get('/api/v1/post/:side/search', () =>
      HttpResponse.json(ok([], { meta: { page: 1, limit: 12, total: 0 } })),
    ),
    http.get('/api/v1/teacher/dashboard', () =>
      HttpResponse.json(
        ok({
          averageRating: null,
          ratingDistribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
          reviews: [],
          totalStudents: 0,
          activeCourses: 0,
        }),
      ),
    ),
  );
  beforeAll(() => apiServer.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => apiServer.resetHandlers());
  afterAll(() => apiServer.close());

  beforeEach(() => useSession.getState().setSession('access-token', profile.role));
  afterEach(() => useSession.getState().clearSession());

  return Object.assign(renderAt, { apiServer });

  function renderAt(path: string) {
    const queryClient = createQueryClient();
    queryClient.setQueryData(queryKeys.profile, profile);
    return renderWithProviders(
      <QueryClientProvider client={queryClient}>
        <Routes>
          <Route path={`/${profile.role}/*`} element={<App />} />
        </Routes>
      </QueryClientProvider>,
      { route: path },
    );
  }
}
