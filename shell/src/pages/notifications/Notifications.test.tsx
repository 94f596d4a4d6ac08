import { useSession } from '@pathshala/shared-api';
import { formatDateTime, RouterLink, setLanguage } from '@pathshala/shared-ui';
import type { NotificationItem } from '@pathshala/shared-api/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  api,
  apiServer,
  failure,
  fakeToken,
  ok,
  renderPages,
  setupApiServer,
} from '../../../test/page-harness';
import Notifications from './Notifications';

setupApiServer();

const createdAt = '2025-03-04T09:30:00.000Z';
const first: NotificationItem = {
  _id: 'n-1',
  message: 'Rahim showed interest in your post Physics for class 10',
  createdAt,
  isRead: false,
};
const second: NotificationItem = {
  _id: 'n-2',
  message: 'You were added to the batch Chemistry (class 9)',
  createdAt,
  isRead: true,
};
const third: NotificationItem = {
  _id: 'n-3',
  message: 'Payment asked for the batch Biology',
  createdAt,
  isRead: false,
};

function listed(items: NotificationItem[], page = 1, limit = 20, total = items.length) {
  return { ...ok(items), meta: { page, limit, total } };
}

/** The server's notifications, with the unread count derived from them; calls are recorded. */
function serve(initial: NotificationItem[], { limit = 20 } = {}) {
  let items = [...initial];
  const calls: string[] = [];
  const unread = () => items.filter((item) => !item.isRead).length;
  apiServer.use(
    http.get(api('/notifications/getnotifications'), ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
      calls.push(`GET page ${page}`);
      const slice = items.slice((page - 1) * limit, page * limit);
      return HttpResponse.json(listed(slice, page, limit, items.length));
    }),
    http.get(api('/notifications/unread-count'), () => HttpResponse.json(ok({ count: unread() }))),
    http.patch(api('/notifications/:id/read'), ({ params }) => {
      calls.push(`PATCH ${String(params.id)}`);
      items = items.map((item) => (item._id === params.id ? { ...item, isRead: true } : item));
      const read = items.find((item) => item._id === params.id);
      return HttpResponse.json(ok({ ...read, unreadCount: unread() }));
    }),
    http.post(api('/notifications/read-all'), () => {
      calls.push('POST read-all');
      const updated = unread();
      items = items.map((item) => ({ ...item, isRead: true }));
      return HttpResponse.json(ok({ updated, unreadCount: 0 }));
    }),
  );
  return {
    calls,
    remove(id: string) {
      items = items.filter((item) => item._id !== id);
      return unread();
    },
  };
}

beforeEach(() => {
  useSession.getState().setSession(fakeToken({ sub: 'u-1', role: 'student' }), 'student');
});

function renderNotifications() {
  return renderPages({ '/notification': <Notifications /> }, '/notification');
}

async function findItem(message: string) {
  const text = await screen.findByText(message);
  const row = text.closest('li');
  if (!row) throw new Error(`no list item for ${message}`);
  return row;
}

describe('Notifications', () => {
  it('shows a loading view, then each item with its title, message, time and unread dot', async () => {
    serve([first, second]);
    renderNotifications();

    expect(screen.getByRole('status')).toHaveTextContent('Loading notifications...');
    expect(await screen.findByRole('heading', { name: 'Notifications' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);

    const [unreadRow, readRow] = rows as [HTMLElement, HTMLElement];
    expect(within(unreadRow).getByText('New Message')).toBeInTheDocument();
    expect(within(unreadRow).getByText(first.message)).toBeInTheDocument();
    // In Dhaka time, whatever the device's zone: 09:30 UTC is 3:30 PM there.
    expect(within(unreadRow).getByText(formatDateTime(createdAt, 'en'))).toBeInTheDocument();
    expect(within(unreadRow).getByText('4 Mar 2025, 3:30 PM')).toBeInTheDocument();
    expect(within(unreadRow).getByText(/Unread/)).toBeInTheDocument();

    expect(within(readRow).getByText('New Message')).toBeInTheDocument();
    expect(within(readRow).queryByText(/Unread/)).not.toBeInTheDocument();
    // Read items sit on the grey background, unread ones on the panel's.
    expect(getComputedStyle(readRow).background).not.toBe(getComputedStyle(unreadRow).background);

    expect(await screen.findByText('1 unread')).toBeInTheDocument();
  });

  it("says 'No notifications found.' when there are none", async () => {
    serve([]);
    renderNotifications();
    expect(await screen.findByRole('heading', { name: 'No notifications found.' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
  });

  it('shows an error with Retry when the list cannot be loaded', async () => {
    let fail = true;
    serve([first]);
    apiServer.use(
      http.get(api('/notifications/getnotifications'), () =>
        fail
          ? HttpResponse.json(failure(403, 'Forbidden'), { status: 403 })
          : HttpResponse.json(listed([first])),
      ),
    );
    const { user } = renderNotifications();

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load notifications.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(first.message)).toBeInTheDocument();
  });

  it('removes an item only after the server answered the delete with 200', async () => {
    const server = serve([first, second]);
    let answer: (() => void) | undefined;
    apiServer.use(
      http.delete(api('/notifications/:id'), async ({ params }) => {
        await new Promise<void>((resolve) => (answer = resolve));
        const unreadCount = server.remove(String(params.id));
        return HttpResponse.json(ok({ _id: params.id, unreadCount }));
      }),
    );
    const { user } = renderNotifications();
    const row = await findItem(first.message);

    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(answer).toBeDefined());
    // Still listed while the server has not answered.
    expect(screen.getByText(first.message)).toBeInTheDocument();

    answer?.();
    await waitFor(() => expect(screen.queryByText(first.message)).not.toBeInTheDocument());
    expect(screen.getByText(second.message)).toBeInTheDocument();
    expect(await screen.findByText('0 unread')).toBeInTheDocument();
  });

  it('keeps the item and says so when the delete fails', async () => {
    serve([first]);
    apiServer.use(
      http.delete(api('/notifications/:id'), () =>
        HttpResponse.json(failure(404, 'Notification not found'), { status: 404 }),
      ),
    );
    const { user } = renderNotifications();
    const row = await findItem(first.message);
    await user.click(within(row).getByRole('button', { name: 'Delete' }));

    expect(
      await screen.findByText('Failed to delete the notification. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByText(first.message)).toBeInTheDocument();
  });

  it('marks an item read when it is opened, and the count follows', async () => {
    const server = serve([first, third]);
    const { user } = renderNotifications();
    const row = await findItem(first.message);
    expect(await screen.findByText('2 unread')).toBeInTheDocument();

    const opener = within(row).getByRole('button', { name: /New Message/ });
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    await user.click(opener);

    expect(opener).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(within(row).queryByText(/Unread/)).not.toBeInTheDocument());
    expect(server.calls).toContain('PATCH n-1');
    expect(screen.getByText('1 unread')).toBeInTheDocument();

    // Opening a read item again does not call the server.
    await user.click(opener);
    expect(server.calls.filter((call) => call.startsWith('PATCH'))).toHaveLength(1);
  });

  it('marks every item read with Mark all as read', async () => {
    const server = serve([first, second, third]);
    const { user } = renderNotifications();
    await screen.findByText('2 unread');

    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('0 unread')).toBeInTheDocument();
    expect(screen.queryByText(/Unread/)).not.toBeInTheDocument();
    expect(server.calls).toContain('POST read-all');
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('loads the next page with Load more while there are more', async () => {
    serve([first, second, third], { limit: 2 });
    const { user } = renderNotifications();
    await screen.findByText(second.message);
    expect(screen.queryByText(third.message)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText(third.message)).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('goes back to the previous page from Back', async () => {
    serve([]);
    const { user } = renderPages(
      {
        '/student/dashboard': <RouterLink to="/notification">Open notifications</RouterLink>,
        '/notification': <Notifications />,
      },
      '/student/dashboard',
    );
    await user.click(screen.getByRole('link', { name: 'Open notifications' }));
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('link', { name: 'Open notifications' })).toBeInTheDocument();
  });
});

describe('Notifications in Bangla', () => {
  beforeEach(async () => {
    await act(() => setLanguage('bn'));
  });

  it('reads in Bangla, with the time in Dhaka and the count in Bangla digits', async () => {
    serve([first, second]);
    renderNotifications();
    expect(screen.getByRole('status')).toHaveTextContent('নোটিফিকেশন লোড হচ্ছে...');
    const list = await screen.findByRole('list', { name: 'নোটিফিকেশন' });
    expect(screen.getByRole('heading', { level: 1, name: 'নোটিফিকেশন' })).toBeInTheDocument();
    const [unreadRow] = within(list).getAllByRole('listitem') as [HTMLElement];
    expect(within(unreadRow).getByText('নতুন বার্তা')).toBeInTheDocument();
    expect(within(unreadRow).getByText(/অপঠিত/)).toBeInTheDocument();
    // 09:30 UTC on 4 March is 3:30 in the afternoon in Dhaka.
    const time = within(unreadRow).getByText(formatDateTime(createdAt, 'bn'));
    expect(time).toHaveTextContent(/৪ মার্চ, ২০২৫/);
    expect(time).toHaveTextContent(/৩:৩০/);
    expect(within(unreadRow).getByRole('button', { name: 'মুছুন' })).toBeInTheDocument();
    expect(await screen.findByText('১টি অপঠিত')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'সবগুলো পড়া হয়েছে হিসেবে চিহ্নিত করুন' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'পেছনে যান' })).toBeInTheDocument();
  });

  it('says there are none in Bangla', async () => {
    serve([]);
    renderNotifications();
    expect(await screen.findByRole('heading', { name: 'কোনো নোটিফিকেশন নেই।' })).toBeInTheDocument();
  });

  it('says a failed delete in Bangla', async () => {
    serve([first]);
    apiServer.use(
      http.delete(api('/notifications/:id'), () =>
        HttpResponse.json(failure(404, 'Notification not found'), { status: 404 }),
      ),
    );
    const { user } = renderNotifications();
    const row = await findItem(first.message);
    await user.click(within(row).getByRole('button', { name: 'মুছুন' }));
    expect(await screen.findByText('নোটিফিকেশনটি মুছে ফেলা যায়নি। আবার চেষ্টা করুন।')).toBeInTheDocument();
  });
});
