import { fakeToken } from '../test/fakes';

/** Loads a fresh copy of the store, as a page load would, after seeding localStorage. */
function loadStore(seed: Record<string, string>) {
  localStorage.clear();
  sessionStorage.clear();
  for (const [key, value] of Object.entries(seed)) localStorage.setItem(key, value);
  let store: typeof import('./session') | undefined;
  jest.isolateModules(() => {
    store = jest.requireActual<typeof import('./session')>('./session');
  });
  if (!store) throw new Error('session module did not load');
  return store;
}

describe('session store', () => {
  it('starts from the stored token and role', () => {
    const token = fakeToken({ role: 'student' });
    const { useSession } = loadStore({ accessToken: token, role: 'teacher' });
    expect(useSession.getState()).toMatchObject({ accessToken: token, role: 'teacher' });
  });

  it('decodes the role claim when a token is stored without a role', () => {
    const token = fakeToken({ role: 'admin' });
    const { useSession } = loadStore({ accessToken: token });
    expect(useSession.getState().role).toBe('admin');
  });

  it('ignores a stored role when there is no token', () => {
    const { useSession } = loadStore({ role: 'admin' });
    expect(useSession.getState()).toMatchObject({ accessToken: null, role: null });
  });

  it('persists setSession and forgets it on clearSession', () => {
    const { useSession, getAccessToken } = loadStore({});
    useSession.getState().setSession('token-1', 'student');
    expect(getAccessToken()).toBe('token-1');
    expect(localStorage.getItem('accessToken')).toBe('token-1');
    expect(localStorage.getItem('role')).toBe('student');

    useSession.getState().clearSession();
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('role')).toBeNull();
  });

  it('hands the session message out exactly once', () => {
    const { useSession } = loadStore({});
    useSession.getState().clearSession('Session expired. Please log in again.');
    expect(useSession.getState().consumeSessionMessage()).toBe('Session expired. Please log in again.');
    expect(useSession.getState().consumeSessionMessage()).toBeNull();
  });

  it('keeps the notice across the page load that follows a forced sign-out', () => {
    const first = loadStore({ accessToken: 'token-1', role: 'student' });
    first.useSession.getState().clearSession('Session expired. Please log in again.');

    let reloaded: typeof import('./session') | undefined;
    jest.isolateModules(() => {
      reloaded = jest.requireActual<typeof import('./session')>('./session');
    });
    expect(reloaded?.useSession.getState().consumeSessionMessage()).toBe(
      'Session expired. Please log in again.',
    );
    expect(sessionStorage.getItem('sessionMessage')).toBeNull();
  });

  it('follows a sign-out made in another tab', () => {
    const { useSession } = loadStore({ accessToken: 'token-1', role: 'student' });
    localStorage.removeItem('accessToken');
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'accessToken', oldValue: 'token-1', newValue: null }),
    );
    expect(useSession.getState().accessToken).toBeNull();
  });
});
