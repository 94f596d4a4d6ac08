import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { api, configureApi } from './client';
import { useSession } from './session';
import { API, failure, fakeToken, ok } from '../test/fakes';

const oldToken = fakeToken({ sub: 'u1', role: 'student', username: 'nusrat' });
const newToken = fakeToken({ sub: 'u1', role: 'student', username: 'nusrat.refreshed' });

const server = setupServer();
let refreshCalls = 0;
const onSessionExpired = jest.fn();

/** A protected route that accepts only the refreshed token. */
function protectedRoute(
  path: string,
  rejection: () => Response = () => HttpResponse.json(failure(401, 'Unauthorized user'), { status: 401 }),
) {
  return http.get(`${API}${path}`, ({ request }) =>
    request.headers.get('Authorization') === `Bearer ${newToken}`
      ? HttpResponse.json(ok({ path }))
      : rejection(),
  );
}

const refreshSucceeds = http.post(`${API}/refresh-accesstoken`, async () => {
  refreshCalls += 1;
  // Answer slowly enough that concurrent failures all wait on the same refresh.
  await new Promise((resolve) => setTimeout(resolve, 20));
  return HttpResponse.json(ok({ accessToken: newToken, role: 'student' }));
});

const refreshFails = http.post(`${API}/refresh-accesstoken`, () => {
  refreshCalls += 1;
  return HttpResponse.json(failure(401, 'Unauthorized user'), { status: 401 });
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  refreshCalls = 0;
  onSessionExpired.mockReset();
  configureApi({ baseURL: '/api/v1', onSessionExpired });
  useSession.getState().setSession(oldToken, 'student');
  window.history.pushState({}, '', '/student/posts?tab=mine');
});
afterEach(() => server.resetHandlers());

describe('api client', () => {
  it('sends the stored access token as a Bearer header', async () => {
    server.use(
      http.get(`${API}/echo`, ({ request }) => HttpResponse.json(ok(request.headers.get('Authorization')))),
    );
    const response = await api.get('/echo');
    expect(response.data.data).toBe(`Bearer ${oldToken}`);
  });

  it('refreshes once for two concurrent 401s and retries both', async () => {
    server.use(
      protectedRoute('/users/viewprofile'),
      protectedRoute('/notifications/getnotifications'),
      refreshSucceeds,
    );

    const [profile, notifications] = await Promise.all([
      api.get('/users/viewprofile'),
      api.get('/notifications/getnotifications'),
    ]);

    expect(refreshCalls).toBe(1);
    expect(profile.data.data).toEqual({ path: '/users/viewprofile' });
    expect(notifications.data.data).toEqual({ path: '/notifications/getnotifications' });
    expect(useSession.getState().accessToken).toBe(newToken);
    expect(localStorage.getItem('accessToken')).toBe(newToken);
  });

  it("refreshes when an error body says 'Unauthorized user' whatever its status", async () => {
    server.use(
      protectedRoute('/teacher/dashboard', () =>
        HttpResponse.json(failure(403, 'Unauthorized user'), { status: 403 }),
      ),
      refreshSucceeds,
    );
    const response = await api.get('/teacher/dashboard');
    expect(refreshCalls).toBe(1);
    expect(response.data.data).toEqual({ path: '/teacher/dashboard' });
  });

  it("refreshes when a 2xx body says 'Unauthorized user'", async () => {
    server.use(
      protectedRoute('/teacher/dashboard', () =>
        HttpResponse.json({ message: 'Unauthorized user' }, { status: 200 }),
      ),
      refreshSucceeds,
    );
    const response = await api.get('/teacher/dashboard');
    expect(refreshCalls).toBe(1);
    expect(response.data.data).toEqual({ path: '/teacher/dashboard' });
  });

  it('accepts the refreshed token from the Authorization header', async () => {
    server.use(
      protectedRoute('/users/viewprofile'),
      http.post(`${API}/refresh-accesstoken`, () =>
        HttpResponse.json({ message: 'refreshed' }, { headers: { Authorization: `Bearer ${newToken}` } }),
      ),
    );
    await api.get('/users/viewprofile');
    expect(useSession.getState().accessToken).toBe(newToken);
  });

  it('clears the session, keeps the message and reports the path once when the refresh fails', async () => {
    server.use(protectedRoute('/users/viewprofile'), protectedRoute('/batch/batches'), refreshFails);

    const results = await Promise.allSettled([api.get('/users/viewprofile'), api.get('/batch/batches')]);

    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(results[0]).toMatchObject({ reason: { response: { status: 401 } } });
    expect(refreshCalls).toBe(1);
    expect(useSession.getState()).toMatchObject({
      accessToken: null,
      role: null,
      sessionMessage: 'Session expired. Please log in again.',
    });
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(onSessionExpired).toHaveBeenCalledWith('/student/posts?tab=mine');
  });

  it("adopts the token another tab refreshed when this tab's refresh loses the race", async () => {
    server.use(
      protectedRoute('/users/viewprofile'),
      http.post(`${API}/refresh-accesstoken`, () => {
        refreshCalls += 1;
        // The other tab's new token lands in shared storage while this tab's refresh is refused.
        setTimeout(() => useSession.getState().setSession(newToken, 'student'), 150);
        return HttpResponse.json(failure(401, 'Unauthorized user'), { status: 401 });
      }),
    );

    const response = await api.get('/users/viewprofile');

    expect(response.data.data).toEqual({ path: '/users/viewprofile' });
    expect(refreshCalls).toBe(1);
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(useSession.getState().accessToken).toBe(newToken);
  });

  it('retries only once: a second 401 after the refresh is returned to the caller', async () => {
    server.use(
      http.get(`${API}/users/viewprofile`, () =>
        HttpResponse.json(failure(401, 'Unauthorized user'), { status: 401 }),
      ),
      refreshSucceeds,
    );
    await expect(api.get('/users/viewprofile')).rejects.toMatchObject({ response: { status: 401 } });
    expect(refreshCalls).toBe(1);
  });

  it('does not refresh a request sent without a token', async () => {
    useSession.getState().clearSession();
    server.use(protectedRoute('/users/viewprofile'), refreshSucceeds);
    await expect(api.get('/users/viewprofile')).rejects.toMatchObject({ response: { status: 401 } });
    expect(refreshCalls).toBe(0);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it.each(['/login', '/register', '/logout', '/refresh-accesstoken'])(
    'never refreshes for %s',
    async (path) => {
      let refreshed = 0;
      server.use(
        http.post(`${API}${path}`, () =>
          HttpResponse.json(failure(401, 'Unauthorized user'), { status: 401 }),
        ),
        ...(path === '/refresh-accesstoken'
          ? []
          : [
              http.post(`${API}/refresh-accesstoken`, () => {
                refreshed += 1;
                return HttpResponse.json(ok({ accessToken: newToken, role: 'student' }));
              }),
            ]),
      );
      await expect(api.post(path, {})).rejects.toMatchObject({ response: { status: 401 } });
      expect(refreshed).toBe(0);
      expect(onSessionExpired).not.toHaveBeenCalled();
    },
  );

  it('reuses a token another call already refreshed instead of refreshing again', async () => {
    server.use(protectedRoute('/users/viewprofile'), refreshSucceeds);
    useSession.getState().setSession(newToken, 'student');
    const response = await api.get('/users/viewprofile', {
      headers: { Authorization: `Bearer ${oldToken}` },
    });
    expect(response.data.data).toEqual({ path: '/users/viewprofile' });
    expect(refreshCalls).toBe(0);
  });
});
