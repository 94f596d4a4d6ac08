import { QueryClient } from '@tanstack/react-query';
import {
  addNotificationToCache,
  flattenNotifications,
  notificationQueryKeys,
  openNotificationStream,
  receiveNotification,
  streamRetryDelay,
  type EventSourceLike,
  type NotificationsPage,
} from './notifications';
import { profileFormData } from './profile';
import {
  assignmentQueryKeys,
  batchQueryKeys,
  materialQueryKeys,
  postQueryKeys,
  scheduleQueryKeys,
} from './query-keys';
import type { NotificationItem } from './contract';

class FakeEventSource implements EventSourceLike {
  onerror: ((event: Event) => void) | null = null;
  onopen: ((event: Event) => void) | null = null;
  closed = false;
  private listeners = new Map<string, ((event: MessageEvent) => void)[]>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data: unknown) {
    const event = new MessageEvent(type, { data: JSON.stringify(data) });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
  fail() {
    this.onerror?.(new Event('error'));
  }
}

function item(id: string, isRead = false): NotificationItem {
  return { _id: id, message: `Message ${id}`, createdAt: '2025-01-01T10:00:00.000Z', isRead };
}

function setUp(getTicket?: () => Promise<{ ticket: string; expiresIn: number }>) {
  const sources: FakeEventSource[] = [];
  let issued = 0;
  const ticket = jest.fn(getTicket ?? (async () => ({ ticket: `ticket-${++issued}`, expiresIn: 60 })));
  const handlers = { onUnread: jest.fn(), onNotification: jest.fn(), onBoard: jest.fn(), onEnd: jest.fn() };
  let connect = true;
  const stop = openNotificationStream({
    ...handlers,
    getTicket: ticket,
    shouldConnect: () => connect,
    createEventSource: (url) => {
      const source = new FakeEventSource(url);
      sources.push(source);
      return source;
    },
  });
  return { sources, ticket, handlers, stop, signOut: () => (connect = false) };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('openNotificationStream', () => {
  it('opens the stream with a ticket and passes on the unread count and new notifications', async () => {
    const { sources, handlers, stop } = setUp();
    await jest.advanceTimersByTimeAsync(0);
    expect(sources).toHaveLength(1);
    expect(sources[0]?.url).toBe('/api/v1/notifications/stream?ticket=ticket-1');

    sources[0]?.emit('unread', { count: 2 });
    expect(handlers.onUnread).toHaveBeenCalledWith({ count: 2 });
    sources[0]?.emit('notification', { notification: item('n-1'), unreadCount: 3 });
    expect(handlers.onNotification).toHaveBeenCalledWith({ notification: item('n-1'), unreadCount: 3 });
    const board = { batch_id: 'b-1', deleted_id: 'm-1', unread_messages: 2 };
    sources[0]?.emit('board', board);
    expect(handlers.onBoard).toHaveBeenCalledWith(board);
    sources[0]?.emit('board', { batch_id: 'b-1' });
    expect(handlers.onBoard).toHaveBeenCalledTimes(1);

    stop();
    expect(sources[0]?.closed).toBe(true);
  });

  it('reconnects after an error with a fresh ticket, waiting longer after each failure', async () => {
    const { sources, ticket } = setUp();
    await jest.advanceTimersByTimeAsync(0);
    sources[0]?.fail();
    expect(sources[0]?.closed).toBe(true);

    await jest.advanceTimersByTimeAsync(streamRetryDelay(0) - 1);
    expect(sources).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(sources).toHaveLength(2);
    expect(sources[1]?.url).toContain('ticket=ticket-2');

    // A second failure in a row waits twice as long.
    sources[1]?.fail();
    await jest.advanceTimersByTimeAsync(streamRetryDelay(1) - 1);
    expect(sources).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(sources).toHaveLength(3);
    expect(ticket).toHaveBeenCalledTimes(3);

    // A connection that delivered an event resets the wait.
    sources[2]?.emit('unread', { count: 0 });
    sources[2]?.fail();
    await jest.advanceTimersByTimeAsync(streamRetryDelay(0));
    expect(sources).toHaveLength(4);
  });

  it('backs off while no ticket can be had, up to a ceiling', async () => {
    const { ticket } = setUp(() => Promise.reject(new Error('offline')));
    await jest.advanceTimersByTimeAsync(0);
    expect(ticket).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(ticket).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(2_000);
    expect(ticket).toHaveBeenCalledTimes(3);
    await jest.advanceTimersByTimeAsync(3_999);
    expect(ticket).toHaveBeenCalledTimes(3);
    await jest.advanceTimersByTimeAsync(1);
    expect(ticket).toHaveBeenCalledTimes(4);
    expect(streamRetryDelay(20)).toBe(30_000);
  });

  it('stops for good when the server ends the stream', async () => {
    const { sources, handlers, ticket } = setUp();
    await jest.advanceTimersByTimeAsync(0);
    sources[0]?.emit('end', { reason: 'session-ended' });
    expect(handlers.onEnd).toHaveBeenCalledWith('session-ended');
    expect(sources[0]?.closed).toBe(true);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(ticket).toHaveBeenCalledTimes(1);
  });

  it('does not reconnect once signed out, and stopping cancels a pending reconnect', async () => {
    const first = setUp();
    await jest.advanceTimersByTimeAsync(0);
    first.signOut();
    first.sources[0]?.fail();
    await jest.advanceTimersByTimeAsync(60_000);
    expect(first.ticket).toHaveBeenCalledTimes(1);

    const second = setUp();
    await jest.advanceTimersByTimeAsync(0);
    second.sources[0]?.fail();
    second.stop();
    await jest.advanceTimersByTimeAsync(60_000);
    expect(second.ticket).toHaveBeenCalledTimes(1);
  });

  it('opens nothing when stopped before the ticket arrives', async () => {
    const { sources, stop } = setUp();
    stop();
    await jest.advanceTimersByTimeAsync(0);
    expect(sources).toHaveLength(0);
  });
});

describe('notification caches', () => {
  function page(items: NotificationItem[], pageNo: number, total: number): NotificationsPage {
    return { items, meta: { page: pageNo, limit: 2, total } };
  }

  it('puts a new notification first, once, and sets the unread count', () => {
    const client = new QueryClient();
    client.setQueryData(notificationQueryKeys.list, {
      pages: [page([item('b'), item('c')], 1, 3), page([item('d', true)], 2, 3)],
      pageParams: [1, 2],
    });
    addNotificationToCache(client, { notification: item('a'), unreadCount: 4 });
    addNotificationToCache(client, { notification: item('a'), unreadCount: 4 });

    const data = client.getQueryData<{ pages: NotificationsPage[] }>(notificationQueryKeys.list);
    expect(flattenNotifications(data).map((entry) => entry._id)).toEqual(['a', 'b', 'c', 'd']);
    expect(data?.pages[0]?.meta.total).toBe(4);
    expect(client.getQueryData(notificationQueryKeys.unreadCount)).toBe(4);
  });

  it('refreshes what a notification is about (batches, classes, payments, materials, assignments), not the rest', () => {
    const client = new QueryClient();
    const keys = [
      scheduleQueryKeys.calendar('2026-11-22', '2026-11-29'),
      batchQueryKeys.list,
      materialQueryKeys.list('b1', 1, 20),
      assignmentQueryKeys.submissions('b1', 'a1'),
      postQueryKeys.mine,
    ];
    for (const key of keys) client.setQueryData(key, []);
    receiveNotification(client, { notification: item('a'), unreadCount: 1 });

    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(keys.map(stale)).toEqual([true, true, true, true, false]);
    expect(client.getQueryData(notificationQueryKeys.unreadCount)).toBe(1);
  });

  it('lists each notification once when a later page repeats one', () => {
    const data = { pages: [page([item('a'), item('b')], 1, 4), page([item('b'), item('c')], 2, 4)] };
    expect(flattenNotifications(data).map((entry) => entry._id)).toEqual(['a', 'b', 'c']);
    expect(flattenNotifications(undefined)).toEqual([]);
  });
});

describe('profileFormData', () => {
  it('sends the text fields, and the cover image only when one was chosen', () => {
    const fields = { firstname: 'Nusrat', lastname: 'Jahan', username: 'nusrat', email: 'n@p.test' };
    const withoutImage = profileFormData(fields);
    expect(Object.fromEntries(withoutImage.entries())).toEqual(fields);

    // The test environment's FormData and Blob are Node's, File is jsdom's: the image is a named Blob.
    const image = Object.assign(new Blob(['png'], { type: 'image/png' }), { name: 'me.png' }) as File;
    const withImage = profileFormData({ ...fields, coverImage: image });
    const sent = withImage.get('coverImage');
    expect(sent).toBeInstanceOf(Blob);
    expect((sent as File).name).toBe('me.png');
  });

  it('sends where and how: a cleared field empty, the modes as a comma list, what is left out not at all', () => {
    const body = profileFormData({
      firstname: 'Rahim',
      lastname: 'Uddin',
      username: 'rahim',
      email: 'r@p.test',
      gender: 'male',
      district: 'dhaka',
      area: null,
      modes: ['online', 'teacher_place'],
      medium: undefined,
    });
    const sent = Object.fromEntries(body.entries());
    expect(sent).toMatchObject({
      gender: 'male',
      district: 'dhaka',
      area: '',
      modes: 'online,teacher_place',
    });
    expect(body.has('medium')).toBe(false);
    expect(body.has('division')).toBe(false);
  });
});
