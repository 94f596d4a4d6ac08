// '@pathshala/shared-ui/testing': for component tests only, never part of a page. Rendering inside the portal's
// providers and a router, the routers tests need, and stand-ins for what a browser does outside the page.
import { act, render } from '@testing-library/react';
import type { RenderOptions, RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { PathshalaProvider } from './provider';
import { toaster } from './toast/toaster';

// Routers for tests only: the portal runs in a BrowserRouter, and the core entry ships every export to every
// page. (A data router, for tests of a route's errorElement: createMemoryRouter and RouterProvider.)
export { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  /** The router's starting location (default '/'). */
  route?: string;
  /** Providers of the app under test inside the design system's and the router's, e.g. a QueryClient's. */
  wrapper?: ComponentType<{ children: ReactNode }>;
}

export interface RenderWithProvidersResult extends RenderResult {
  user: ReturnType<typeof userEvent.setup>;
}

/** Renders `ui` as the portal would: inside PathshalaProvider and a MemoryRouter at `route`. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', wrapper: Inner = Passthrough, ...options }: RenderWithProvidersOptions = {},
): RenderWithProvidersResult {
  const user = userEvent.setup();
  const result = render(ui, {
    wrapper: ({ children }) => (
      <PathshalaProvider>
        <MemoryRouter initialEntries={[route]}>
          <Inner>{children}</Inner>
        </MemoryRouter>
      </PathshalaProvider>
    ),
    ...options,
  });
  return { ...result, user };
}

function Passthrough({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

/** Stands in for every page not under test: shows the address, and any notice handed over in its state. */
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
 * Renders `pages` at their paths (e.g. `{ '/student/posts': <YourPosts /> }`), starting at `route`; any other
 * path renders "Now at <path>", so a test sees where a page navigated to.
 */
export function renderRoutes(
  pages: Record<string, ReactElement>,
  options: RenderWithProvidersOptions & { route: string },
): RenderWithProvidersResult {
  return renderWithProviders(
    <Routes>
      {Object.entries(pages).map(([path, element]) => (
        <Route key={path} path={path} element={element} />
      ))}
      <Route path="*" element={<Elsewhere />} />
    </Routes>,
    options,
  );
}

/** Shows the current address, for pages that keep their state in the URL. */
export function ShowLocation() {
  const { pathname, search } = useLocation();
  return <output aria-label="Location">{decodeURIComponent(pathname + search)}</output>;
}

/** Removes every toast, e.g. after each test, so the next one starts with none. */
export function clearToasts(): void {
  act(() => toaster.remove());
}

export interface FakeTab {
  location: { href: string };
  opener: unknown;
  closed: boolean;
  close: jest.Mock;
}

/**
 * Replaces window.open for the test file: each call returns a fake tab, recorded with its arguments (a page
 * opens a payment or a class in one).
 */
export function stubWindowOpen() {
  const calls: { args: unknown[]; tab: FakeTab }[] = [];
  const original = window.open;
  beforeEach(() => {
    calls.length = 0;
    window.open = jest.fn((...args: unknown[]) => {
      const tab: FakeTab = { location: { href: '' }, opener: window, closed: false, close: jest.fn() };
      tab.close.mockImplementation(() => {
        tab.closed = true;
      });
      calls.push({ args, tab });
      return tab as unknown as Window;
    }) as typeof window.open;
  });
  afterAll(() => {
    window.open = original;
  });
  return calls;
}

/**
 * Makes `now` the date and time of each test in the file (a calendar opens on its week; a class is past or to
 * come against it). Only Date is faked: timers, promises and msw run as usual, so time stands still at `now`.
 */
export function fakeNow(now: string) {
  beforeEach(() => {
    jest.useFakeTimers({
      now: new Date(now),
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ],
    });
  });
  afterEach(() => jest.useRealTimers());
}

/**
 * Gives the test file a screen `width` pixels wide as far as `matchMedia` is concerned (queries of
 * `(max-width: Npx)` and `(min-width: Npx)`); `resize` changes it and tells the listeners, as turning a phone does.
 */
export function stubScreenWidth(width: number) {
  const original = window.matchMedia;
  let current = width;
  type Listener = (event: { matches: boolean; media: string }) => void;
  const lists = new Set<{ query: string; listeners: Set<Listener> }>();
  const matches = (query: string) => {
    const max = /max-width:\s*(\d+)px/.exec(query);
    const min = /min-width:\s*(\d+)px/.exec(query);
    return (!max || current <= Number(max[1])) && (!min || current >= Number(min[1]));
  };
  beforeEach(() => {
    current = width;
    window.matchMedia = (query: string) => {
      const list = { query, listeners: new Set<Listener>() };
      lists.add(list);
      return {
        get matches() {
          return matches(query);
        },
        media: query,
        onchange: null,
        addListener: (listener: Listener) => list.listeners.add(listener),
        removeListener: (listener: Listener) => list.listeners.delete(listener),
        addEventListener: (_type: string, listener: Listener) => list.listeners.add(listener),
        removeEventListener: (_type: string, listener: Listener) => list.listeners.delete(listener),
        dispatchEvent: () => false,
      } as unknown as MediaQueryList;
    };
  });
  afterEach(() => {
    window.matchMedia = original;
    lists.clear();
  });
  return {
    resize(to: number) {
      current = to;
      act(() => {
        for (const list of lists)
          for (const listener of list.listeners)
            listener({ matches: matches(list.query), media: list.query });
      });
    },
  };
}
