// The client loads axios with its first call (client.ts): settings given before that apply to it, and a library
// that cannot be loaded (offline) fails the call the way a call without an answer fails.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { API, ok } from '../test/fakes';

type Client = typeof import('./client');
type Errors = typeof import('./errors');

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => server.resetHandlers());

/** A fresh copy of the client (and the error helpers), whose axios fails to load while `offline()` says so. */
function freshClient(offline: () => boolean): { client: Client; errors: Errors } {
  jest.resetModules();
  jest.doMock('axios', () => {
    if (offline()) throw new Error('Loading chunk failed');
    return jest.requireActual('axios');
  });
  return { client: jest.requireActual('./client'), errors: jest.requireActual('./errors') };
}

afterEach(() => jest.dontMock('axios'));

describe('api client loading', () => {
  it('applies the base URL and the language given before the first call', async () => {
    const { client } = freshClient(() => false);
    client.configureApi({ baseURL: `${API}/v2-test` });
    client.setApiLanguage('bn');
    expect(client.api.defaults).toEqual({ baseURL: `${API}/v2-test`, language: 'bn' });
    server.use(
      http.get(`${API}/v2-test/echo`, ({ request }) =>
        HttpResponse.json(ok(request.headers.get('Accept-Language'))),
      ),
    );
    const response = await client.api.get('/echo');
    expect(response.data.data).toBe('bn');
  });

  it('fails a call as unanswered when axios cannot be loaded, and loads it on the next call', async () => {
    let offline = true;
    const { client, errors } = freshClient(() => offline);
    client.configureApi({ baseURL: API });
    const failure: unknown = await client.api.get('/echo').catch((error: unknown) => error);
    expect(failure).toMatchObject({ cause: { message: 'Loading chunk failed' } });
    expect(errors.isNetworkError(failure)).toBe(true);
    expect(errors.getErrorStatus(failure)).toBeNull();

    offline = false;
    server.use(http.get(`${API}/echo`, () => HttpResponse.json(ok('answered'))));
    const response = await client.api.get('/echo');
    expect(response.data.data).toBe('answered');
  });
});
