import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { saveAccountLanguage } from './account-language';
import { configureApi } from './client';
import { getErrorMessage } from './errors';
import { STUDENT } from './testing';
import { API, failure, ok } from '../test/fakes';

const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => configureApi({ baseURL: '/api/v1', onSessionExpired: jest.fn() }));
afterEach(() => server.resetHandlers());

describe('saveAccountLanguage', () => {
  it('puts the language and answers the updated profile', async () => {
    let sent: unknown;
    server.use(
      http.put(`${API}/users/language`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(ok({ ...STUDENT, language: 'bn' }));
      }),
    );

    await expect(saveAccountLanguage('bn')).resolves.toEqual({ ...STUDENT, language: 'bn' });
    expect(sent).toEqual({ language: 'bn' });
  });

  it("rejects with the server's message when the language is refused", async () => {
    const message = 'Language must be en (English) or bn (Bangla)';
    server.use(
      http.put(`${API}/users/language`, () =>
        HttpResponse.json(failure(400, message, { language: message }), { status: 400 }),
      ),
    );

    const error: unknown = await saveAccountLanguage('en').catch((caught: unknown) => caught);
    expect(getErrorMessage(error, 'fallback')).toBe(message);
  });
});
