// Test harness for the shell's pages: an msw server for /api/v1, envelope builders, and a router whose
// unknown routes show where the page navigated to (and the notice it handed over).
import { createQueryClient, useSession } from '@pathshala/shared-api';
import { renderWithProviders } from '@pathshala/shared-ui/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from '@pathshala/shared-ui';

export const apiServer = setupServer();

/** Starts the msw server for this test file and resets the session before each test. */
export function setupApiServer(): void {
  beforeAll(() => apiServer.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => apiServer.resetHandlers());
  afterAll(() => apiServer.close());
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    useSession.getState().clearSession();
  });
}

export const api = (path: string) => `/api/v1${path}`;

export function ok<T>(data: T, statusCode = 200, message = 'OK') {
  return { statusCode, data, message, success: true };
}

export function failure(statusCode: number, message: string, errors?: Record<string, string>) {
  return { statusCode, data: null, message, success: false, ...(errors ? { errors } : {}) };
}

/** A JWT-shaped token with the given claims (the client reads claims, never verifies). */
export function fakeToken(claims: Record<string, string>): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

/** Stands in for every page not under test: shows the address and any notice handed over. */
function Elsewhere() {
  const { pathname, search, state } = useLocation();
  const notice = (state as { message?: unknown } | null)?.message;
  return (
    <main>
      <p>Now at {pathname + search}</p>
      {typeof notice === 'string' ? <p>Notice: {notice}</p> : null}
    </main>
  );
}

/**
 * Renders pages at their paths inside the portal's providers (and a fresh QueryClient), starting at
 * `route`. Any other path renders "Now at <path>".
 */
export function renderPages(pages: Record<string, ReactElement>, route: string) {
  const queryClient = createQueryClient();
  return renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <Routes>
        {Object.entries(pages).map(([path, element]) => (
          <Route key={path} path={path} element={element} />
        ))}
        <Route path="*" element={<Elsewhere />} />
      </Routes>
    </QueryClientProvider>,
    { route },
  );
}
