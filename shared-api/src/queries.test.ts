import { AxiosError, AxiosHeaders } from 'axios';
import { createQueryClient } from './queries';
import { useSession } from './session';
import { fakeToken } from '../test/fakes';

function statusError(status: number): AxiosError {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError(
    'failed',
    'ERR',
    config,
    {},
    { status, statusText: '', data: {}, headers: {}, config },
  );
}

describe('createQueryClient', () => {
  it('retries server and network errors but never a 4xx', () => {
    const retry = createQueryClient().getDefaultOptions().queries?.retry;
    if (typeof retry !== 'function') throw new Error('retry should be a function');
    expect(retry(0, statusError(404))).toBe(false);
    expect(retry(0, statusError(401))).toBe(false);
    expect(retry(0, statusError(503))).toBe(true);
    expect(retry(0, new AxiosError('Network Error', AxiosError.ERR_NETWORK))).toBe(true);
    expect(retry(2, statusError(503))).toBe(false);
  });

  it("drops the previous user's data when another user signs in or the session ends", async () => {
    const client = createQueryClient();
    useSession.getState().setSession(fakeToken({ sub: 'user-1', role: 'student' }), 'student');
    client.setQueryData(['profile'], { username: 'nusrat' });

    useSession
      .getState()
      .setSession(fakeToken({ sub: 'user-1', role: 'student', username: 'refreshed' }), 'student');
    expect(client.getQueryData(['profile'])).toEqual({ username: 'nusrat' });

    useSession.getState().setSession(fakeToken({ sub: 'user-2', role: 'student' }), 'student');
    await Promise.resolve();
    expect(client.getQueryData(['profile'])).toBeUndefined();

    client.setQueryData(['profile'], { username: 'tanvir' });
    useSession.getState().clearSession();
    await Promise.resolve();
    expect(client.getQueryData(['profile'])).toBeUndefined();
  });
});
