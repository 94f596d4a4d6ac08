// The API client's own user-facing texts are API messages too (English is the key): the portal shows them
// through the Bangla table that ships with the contract, shared-api/src/locales/bn.json.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import bn from './locales/bn.json';
import { login } from './auth';
import { configureApi, refreshAccessToken, UNAUTHORIZED_MESSAGE } from './client';
import { SESSION_EXPIRED_MESSAGE } from './session';
import { API, ok } from '../test/fakes';

const server = setupServer();
const table: Record<string, string> = bn;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => configureApi({ baseURL: '/api/v1', onSessionExpired: jest.fn() }));
afterEach(() => server.resetHandlers());

const messageOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error as Error).message,
  );

it('has Bangla for the session texts', () => {
  expect(table[UNAUTHORIZED_MESSAGE]).toBe('অনুমোদিত ব্যবহারকারী নন');
  expect(table[SESSION_EXPIRED_MESSAGE]).toBe('সেশনের মেয়াদ শেষ। আবার লগ ইন করুন।');
});

it('has Bangla for what the client says when an answer carries no token', async () => {
  server.use(
    http.post(`${API}/login`, () => HttpResponse.json(ok({ role: 'student' }))),
    http.post(`${API}/refresh-accesstoken`, () => HttpResponse.json(ok({ role: 'student' }))),
  );
  for (const message of [
    await messageOf(login({ username: 'a', password: 'b' })),
    await messageOf(refreshAccessToken()),
  ]) {
    expect(message).toBeTruthy();
    expect(table[message!]).toMatch(/টোকেন/);
  }
});
