import { AxiosHeaders, type AxiosResponse } from 'axios';
import { envelopeData } from './envelope';
import { UnexpectedResponseError } from './errors';

function answer(body: unknown, status = 200): AxiosResponse {
  const config = { url: '/users/viewprofile', headers: new AxiosHeaders() };
  return { data: body, status, statusText: '', headers: {}, config };
}

it('returns the data of a success envelope', () => {
  const profile = { _id: 'user-1', username: 'nusrat' };
  expect(envelopeData(answer({ statusCode: 200, data: profile, message: 'OK', success: true }))).toBe(
    profile,
  );
  expect(envelopeData(answer({ statusCode: 200, data: [], message: 'OK', success: true }))).toEqual([]);
});

it.each([
  ['no body', ''],
  ['an envelope without data', { statusCode: 200, data: null, message: 'OK', success: true }],
  [
    'a failure envelope',
    { statusCode: 200, data: { username: 'x' }, message: 'Unauthorized user', success: false },
  ],
  ['data that is not an object', { statusCode: 200, data: 'nusrat', message: 'OK', success: true }],
])('rejects %s', (_case, body) => {
  expect(() => envelopeData(answer(body))).toThrow(UnexpectedResponseError);
});
