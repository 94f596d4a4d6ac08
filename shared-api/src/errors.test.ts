import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { getErrorMessage, getFieldErrors, isNetworkError } from './errors';

function responseError(status: number, data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() };
  const response: AxiosResponse = { status, statusText: '', data, headers: {}, config };
  return new AxiosError('Request failed', AxiosError.ERR_BAD_REQUEST, config, {}, response);
}

describe('error helpers', () => {
  it("returns the server's message, or the fallback", () => {
    expect(getErrorMessage(responseError(409, { message: 'Username is taken' }), 'Fallback')).toBe(
      'Username is taken',
    );
    expect(getErrorMessage(responseError(500, '<html>'), 'Fallback')).toBe('Fallback');
    expect(getErrorMessage(new Error('internal detail'), 'Fallback')).toBe('Fallback');
  });

  it('returns the field errors of an error envelope', () => {
    const error = responseError(400, { message: 'Invalid', errors: { username: 'Taken', bad: 3 } });
    expect(getFieldErrors(error)).toEqual({ username: 'Taken' });
  });

  it('tells a request without an answer from one the server refused', () => {
    expect(isNetworkError(new AxiosError('Network Error', AxiosError.ERR_NETWORK))).toBe(true);
    expect(isNetworkError(new AxiosError('canceled', AxiosError.ERR_CANCELED))).toBe(false);
    expect(isNetworkError(responseError(500, {}))).toBe(false);
  });
});
