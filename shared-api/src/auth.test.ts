import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { forgotPassword, login, logout, register, resetPassword } from './auth';
import { configureApi } from './client';
import { useSession } from './session';
import { API, failure, fakeToken, ok } from '../test/fakes';

const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  configureApi({ baseURL: '/api/v1', onSessionExpired: jest.fn() });
  useSession.getState().clearSession();
});
afterEach(() => server.resetHandlers());

const credentials = { username: 'rahim', password: 'Pathshala2026', rememberMe: true };

describe('login', () => {
  it('sends the credentials and stores the token and role from the body', async () => {
    const token = fakeToken({ sub: 't1', role: 'teacher' });
    let sent: unknown;
    server.use(
      http.post(`${API}/login`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(ok({ accessToken: token, role: 'teacher' }));
      }),
    );

    await expect(login(credentials)).resolves.toBe('teacher');

    expect(sent).toEqual(credentials);
    expect(useSession.getState()).toMatchObject({ accessToken: token, role: 'teacher' });
    expect(localStorage.getItem('accessToken')).toBe(token);
    expect(localStorage.getItem('role')).toBe('teacher');
  });

  it("stores the token from the Authorization header and the role from the token's claim", async () => {
    const token = fakeToken({ sub: 'a1', role: 'admin' });
    server.use(
      http.post(`${API}/login`, () =>
        HttpResponse.json({ message: 'Logged in' }, { headers: { Authorization: `Bearer ${token}` } }),
      ),
    );

    await expect(login(credentials)).resolves.toBe('admin');
    expect(useSession.getState()).toMatchObject({ accessToken: token, role: 'admin' });
  });

  it('resolves null for a token without a known role', async () => {
    const token = fakeToken({ sub: 'x1', role: 'guest' });
    server.use(http.post(`${API}/login`, () => HttpResponse.json(ok({ accessToken: token }))));
    await expect(login(credentials)).resolves.toBeNull();
    expect(useSession.getState().accessToken).toBe(token);
  });

  it('fails when the response carries no token, leaving the user signed out', async () => {
    server.use(http.post(`${API}/login`, () => HttpResponse.json(ok({ role: 'student' }))));
    await expect(login(credentials)).rejects.toThrow('no access token');
    expect(useSession.getState().accessToken).toBeNull();
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it('fails on a 401', async () => {
    server.use(http.post(`${API}/login`, () => HttpResponse.json(failure(401, 'Invalid'), { status: 401 })));
    await expect(login(credentials)).rejects.toMatchObject({ response: { status: 401 } });
  });
});

describe('logout', () => {
  const token = fakeToken({ sub: 's1', role: 'student' });
  beforeEach(() => useSession.getState().setSession(token, 'student'));

  it('sends the access token and clears the session on 200', async () => {
    let sent: unknown;
    server.use(
      http.post(`${API}/logout`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(ok(null));
      }),
    );
    await expect(logout()).resolves.toBe(true);
    expect(sent).toEqual({ accessToken: token });
    expect(useSession.getState().accessToken).toBeNull();
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it.each([
    ['a server error', () => HttpResponse.json(failure(500, 'Boom'), { status: 500 })],
    ['a network error', () => HttpResponse.error()],
  ])('clears the session even after %s, only logging it', async (_case, resolver) => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.post(`${API}/logout`, resolver));
    await expect(logout()).resolves.toBe(false);
    expect(useSession.getState()).toMatchObject({ accessToken: null, role: null });
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});

describe('account calls', () => {
  const registration = {
    firstname: 'Mina',
    lastname: 'Rahman',
    username: 'mina',
    email: 'mina@pathshala.test',
    password: 'Secret123',
    role: 'student' as const,
  };

  it('register resolves on 201 with the server message', async () => {
    server.use(
      http.post(`${API}/register`, () =>
        HttpResponse.json({ ...ok(null, 201), message: 'Created' }, { status: 201 }),
      ),
    );
    await expect(register(registration)).resolves.toBe('Created');
  });

  it('register rejects any other success status', async () => {
    server.use(http.post(`${API}/register`, () => HttpResponse.json(ok(null))));
    await expect(register(registration)).rejects.toMatchObject({ status: 200 });
  });

  it('forgotPassword posts the email to /forget-password', async () => {
    let sent: unknown;
    server.use(
      http.post(`${API}/forget-password`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(ok(null));
      }),
    );
    await forgotPassword('mina@pathshala.test');
    expect(sent).toEqual({ email: 'mina@pathshala.test' });
  });

  it('resetPassword sends only the token and the new password', async () => {
    let sent: unknown;
    server.use(
      http.post(`${API}/reset-password`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(ok(null));
      }),
    );
    const withExtra = { token: 'abc', newPassword: 'Secret123', confirmNewPassword: 'Secret123' };
    await resetPassword(withExtra);
    expect(sent).toEqual({ token: 'abc', newPassword: 'Secret123' });
  });
});
