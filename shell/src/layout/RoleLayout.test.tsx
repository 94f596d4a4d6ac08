import { createQueryClient, logout, queryKeys, useSession } from '@pathshala/shared-api';
import type { UserProfile } from '@pathshala/shared-api/contract';
import { PathshalaProvider, Route, Routes, toaster } from '@pathshala/shared-ui';
import { MemoryRouter } from '@pathshala/shared-ui/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { api, apiServer, fakeToken, ok, setupApiServer } from '../../test/page-harness';
import { RequireRole } from '../guards/RequireRole';
import { RoleLayout } from './RoleLayout';

// The real logout calls the server; this one ends the session a moment later, as a real call would.
jest.mock('@pathshala/shared-api', () => {
  const actual = jest.requireActual<typeof import('@pathshala/shared-api')>('@pathshala/shared-api');
  return {
    ...actual,
    logout: jest.fn(async () => {
      await Promise.resolve();
      actual.useSession.getState().clearSession();
      return true;
    }),
  };
});

const profile: UserProfile = {
  _id: 'user-1',
  firstname: 'Nusrat',
  lastname: 'Jahan',
  username: 'nusrat',
  email: 'nusrat@pathshala.test',
  role: 'student',
  coverImage: null,
  language: null,
  gender: null,
  division: null,
  district: null,
  area: null,
  modes: [],
  medium: null,
};

/** Stands in for the browser's EventSource: the test sends the server's events. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  onerror: ((event: Event) => void) | null = null;
  onopen: ((event: Event) => void) | null = null;
  closed = false;
  private listeners = new Map<string, ((event: MessageEvent) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data: unknown) {
    const event = new MessageEvent(type, { data: JSON.stringify(data) });
    act(() => {
      for (const listener of this.listeners.get(type) ?? []) listener(event);
    });
  }
}

setupApiServer();

let tickets = 0;
let savedLanguages: string[] = [];
beforeEach(() => {
  savedLanguages = [];
  FakeEventSource.opened = [];
  tickets = 0;
  Object.assign(globalThis, { EventSource: FakeEventSource });
  useSession.getState().setSession(fakeToken({ sub: 'user-1', role: 'student' }), 'student');
  apiServer.use(
    http.get(api('/notifications/unread-count'), () => HttpResponse.json(ok({ count: 2 }))),
    http.post(api('/notifications/stream-ticket'), () =>
      HttpResponse.json(ok({ ticket: `ticket-${++tickets}`, expiresIn: 60 })),
    ),
    http.put(api('/users/language'), async ({ request }) => {
      const { language } = (await request.json()) as { language: 'en' | 'bn' };
      savedLanguages.push(language);
      return HttpResponse.json(ok({ ...profile, language }));
    }),
  );
});
afterEach(() => {
  toaster.remove();
  useSession.getState().clearSession();
  Reflect.deleteProperty(globalThis, 'EventSource');
});

function renderSignedIn(route = '/student/dashboard', account: UserProfile = profile) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.profile, account);
  return render(
    <PathshalaProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[route]} useTransitions={false}>
          <Routes>
            <Route path="/" element={<h1>Home</h1>} />
            <Route path="/login" element={<h1>Login</h1>} />
            <Route element={<RequireRole />}>
              <Route element={<RoleLayout />}>
                <Route path="/student/dashboard" element={<h1>Student Dashboard</h1>} />
                <Route path="/notification" element={<h1>Notifications page</h1>} />
              </Route>
            </Route>
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </PathshalaProvider>,
  );
}

/** The tab's one stream, once its ticket arrived. */
async function openStream(): Promise<FakeEventSource> {
  await screen.findByRole('link', { name: 'Notifications, 2 unread' });
  await act(async () => {
    for (let i = 0; i < 20 && FakeEventSource.opened.length === 0; i += 1)
      await new Promise((resolve) => setTimeout(resolve, 10));
  });
  const [stream] = FakeEventSource.opened;
  if (!stream) throw new Error('no stream was opened');
  return stream;
}

it("frames the page with the role's navigation, inside the main landmark", async () => {
  renderSignedIn();
  const main = screen.getByRole('main');
  expect(await within(main).findByRole('heading', { name: 'Student Dashboard' })).toBeInTheDocument();
  expect(screen.getAllByRole('link', { name: 'Find Tutor' })[0]).toHaveAttribute(
    'href',
    '/student/tutorsearch',
  );
  expect(await screen.findByRole('link', { name: 'Notifications, 2 unread' })).toHaveAttribute(
    'href',
    '/notification',
  );
});

it('shows the signed-in user in the profile menu and logs out to the home page', async () => {
  const user = userEvent.setup();
  renderSignedIn();

  await user.click(screen.getByRole('button', { name: /^Profile menu/ }));
  expect(await screen.findByText('Nusrat Jahan')).toBeInTheDocument();
  await user.click(screen.getByRole('menuitem', { name: 'Logout' }));

  expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  expect(logout).toHaveBeenCalledTimes(1);
  expect(useSession.getState().accessToken).toBeNull();
  expect(screen.queryByRole('heading', { name: 'Login' })).not.toBeInTheDocument();
});

it('opens one stream with a ticket, and the bell follows it live without a reload', async () => {
  renderSignedIn();
  const stream = await openStream();
  expect(stream.url).toBe('/api/v1/notifications/stream?ticket=ticket-1');
  expect(FakeEventSource.opened).toHaveLength(1);

  stream.emit('unread', { count: 4 });
  expect(await screen.findByRole('link', { name: 'Notifications, 4 unread' })).toBeInTheDocument();

  stream.emit('notification', {
    notification: {
      _id: 'n-9',
      message: 'Class started: Physics',
      createdAt: '2025-03-04T09:30:00Z',
      isRead: false,
    },
    unreadCount: 5,
  });
  expect(await screen.findByRole('link', { name: 'Notifications, 5 unread' })).toBeInTheDocument();
  // Elsewhere in the portal a new notification also shows a toast.
  expect(await screen.findByText('New Message')).toBeInTheDocument();
  expect(screen.getByText('Class started: Physics')).toBeInTheDocument();
});

it('shows no toast while the notifications page is open', async () => {
  renderSignedIn('/notification');
  const stream = await openStream();
  stream.emit('notification', {
    notification: {
      _id: 'n-9',
      message: 'Class started: Physics',
      createdAt: '2025-03-04T09:30:00Z',
      isRead: false,
    },
    unreadCount: 3,
  });
  expect(await screen.findByRole('link', { name: 'Notifications, 3 unread' })).toBeInTheDocument();
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(screen.queryByText('Class started: Physics')).not.toBeInTheDocument();
});

it('closes the stream on logout', async () => {
  const user = userEvent.setup();
  renderSignedIn();
  const stream = await openStream();

  await user.click(screen.getByRole('button', { name: /^Profile menu/ }));
  await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
  expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  expect(stream.closed).toBe(true);
  expect(FakeEventSource.opened).toHaveLength(1);
});

it('refetches the unread count when the tab regains focus', async () => {
  let count = 2;
  apiServer.use(http.get(api('/notifications/unread-count'), () => HttpResponse.json(ok({ count }))));
  renderSignedIn();
  await screen.findByRole('link', { name: 'Notifications, 2 unread' });

  count = 7;
  act(() => {
    window.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('focus'));
  });
  expect(await screen.findByRole('link', { name: 'Notifications, 7 unread' })).toBeInTheDocument();
});

describe("the account's language", () => {
  it('opens the session in the language the account chose', async () => {
    renderSignedIn('/student/dashboard', { ...profile, language: 'bn' });
    expect(await screen.findByRole('link', { name: 'শিক্ষক খুঁজুন' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('bn');
    expect(savedLanguages).toEqual([]);
  });

  it("gives an account that never chose one this device's language", async () => {
    renderSignedIn();
    await screen.findByRole('heading', { name: 'Student Dashboard' });
    await waitFor(() => expect(savedLanguages).toEqual(['en']));
  });

  it('saves a switch in the header on the account', async () => {
    const user = userEvent.setup();
    renderSignedIn('/student/dashboard', { ...profile, language: 'en' });
    await user.click(await screen.findByRole('button', { name: 'বাংলা (Switch to Bangla)' }));
    expect(await screen.findByRole('link', { name: 'শিক্ষক খুঁজুন' })).toBeInTheDocument();
    await waitFor(() => expect(savedLanguages).toEqual(['bn']));
  });
});
