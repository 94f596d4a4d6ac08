import { render } from '@testing-library/react';
import type { RenderOptions, RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { PathshalaProvider } from './provider';

// Routers for tests only: the portal runs in a BrowserRouter, and the core entry ships every export to every
// page. (A data router, for tests of a route's errorElement: createMemoryRouter and RouterProvider.)
export { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  /** The router's starting location (default '/'). */
  route?: string;
}

export interface RenderWithProvidersResult extends RenderResult {
  user: ReturnType<typeof userEvent.setup>;
}

/** Renders `ui` as the portal would: inside PathshalaProvider and a MemoryRouter at `route`. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', ...options }: RenderWithProvidersOptions = {},
): RenderWithProvidersResult {
  const user = userEvent.setup();
  const result = render(ui, {
    wrapper: ({ children }) => (
      <PathshalaProvider>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </PathshalaProvider>
    ),
    ...options,
  });
  return { ...result, user };
}
