import {
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
// The core by its package name, like queries.ts: its code is loaded once.
import { api, decodeClaims, envelopeData, getAccessToken, useSession } from '@pathshala/shared-api/core';
import { receiveBoardEvent } from './board-cache';
import type {
  NotificationItem,
  PageMeta,
  StreamBoardEvent,
  StreamNotificationEvent,
  StreamTicket,
  StreamUnreadEvent,
} from './contract';
import {
  assignmentQueryKeys,
  batchQueryKeys,
  materialQueryKeys,
  notificationQueryKeys,
  paymentQueryKeys,
  scheduleQueryKeys,
} from './query-keys';

export { notificationQueryKeys };

export interface NotificationsPage {
  items: NotificationItem[];
  meta: PageMeta;
}

/** Notifications per page of /notification ('Load more' fetches the next). */
export const NOTIFICATIONS_PAGE_SIZE = 20;

const encode = encodeURIComponent;

/** GET /notifications/getnotifications: one page of the caller's notifications, newest first. */
export async function fetchNotifications(
  page = 1,
  limit = NOTIFICATIONS_PAGE_SIZE,
): Promise<NotificationsPage> {
  const response = await api.get('/notifications/getnotifications', { params: { page, limit } });
  const items = envelopeData<NotificationItem[]>(response);
  const meta = (response.data as { meta?: PageMeta }).meta ?? { page, limit, total: items.length };
  return { items, meta };
}

/** GET /notifications/unread-count: the bell's number. */
export async function fetchUnreadCount(): Promise<number> {
  return envelopeData<{ count: number }>(await api.get('/notifications/unread-count')).count;
}

/** DELETE /notifications/:id: answers the removed id and the unread count after it. */
export async function deleteNotification(id: string): Promise<{ _id: string; unreadCount: number }> {
  return envelopeData(await api.delete(`/notifications/${encode(id)}`));
}

/** PATCH /notifications/:id/read: the notification, now read, and the unread count after it. */
export async function markNotificationRead(id: string): Promise<NotificationItem & { unreadCount: number }> {
  return envelopeData(await api.patch(`/notifications/${encode(id)}/read`));
}

/** POST /notifications/read-all. */
export async function markAllNotificationsRead(): Promise<{ updated: number; unreadCount: number }> {
  return envelopeData(await api.post('/notifications/read-all'));
}

/** POST /notifications/stream-ticket: a single-use ticket for one stream connection. */
export async function fetchStreamTicket(): Promise<StreamTicket> {
  return envelopeData<StreamTicket>(await api.post('/notifications/stream-ticket'));
}

type NotificationPages = InfiniteData<NotificationsPage, number>;

/** Applies `change` to every loaded page of the list, if the list is loaded. */
function updateListCache(
  queryClient: QueryClient,
  change: (items: NotificationItem[], page: NotificationsPage, index: number) => NotificationsPage,
): void {
  queryClient.setQueryData<NotificationPages>(notificationQueryKeys.list, (data) =>
    data ? { ...data, pages: data.pages.map((page, index) => change(page.items, page, index)) } : data,
  );
}

function setUnreadCount(queryClient: QueryClient, count: number): void {
  queryClient.setQueryData<number>(notificationQueryKeys.unreadCount, Math.max(0, count));
}

/** A new notification (from the stream): first in the list, and the bell's new count. */
export function addNotificationToCache(queryClient: QueryClient, event: StreamNotificationEvent): void {
  updateListCache(queryClient, (items, page, index) => {
    if (items.some((item) => item._id === event.notification._id)) return page;
    const meta = { ...page.meta, total: page.meta.total + 1 };
    return index === 0 ? { items: [event.notification, ...items], meta } : { ...page, meta };
  });
  setUnreadCount(queryClient, event.unreadCount);
}

/**
 * What notifications are about: a batch, a class, a payment, a batch's materials or assignments (one set, its due
 * time moved, a hand-in given feedback) of the user changed (someone else did it). The
 * lists that show them are marked stale, and those on screen load again, so a page opened after a notice shows
 * what it says.
 */
const NOTICED = [
  batchQueryKeys.all,
  scheduleQueryKeys.all,
  paymentQueryKeys.all,
  materialQueryKeys.all,
  assignmentQueryKeys.all,
];

/** A notification from the stream: into the list and the bell's count, and what it is about is refreshed. */
export function receiveNotification(queryClient: QueryClient, event: StreamNotificationEvent): void {
  addNotificationToCache(queryClient, event);
  for (const queryKey of NOTICED) void queryClient.invalidateQueries({ queryKey });
}

/** Every loaded notification once, in order: a page fetched after new ones arrived may repeat some. */
export function flattenNotifications(data: { pages: NotificationsPage[] } | undefined): NotificationItem[] {
  const seen = new Set<string>();
  const items: NotificationItem[] = [];
  for (const page of data?.pages ?? []) {
    for (const item of page.items) {
      if (seen.has(item._id)) continue;
      seen.add(item._id);
      items.push(item);
    }
  }
  return items;
}

const useSignedIn = () => useSession((state) => state.accessToken !== null);

/** The caller's notifications, a page at a time. */
export function useNotifications() {
  return useInfiniteQuery({
    queryKey: notificationQueryKeys.list,
    queryFn: ({ pageParam }) => fetchNotifications(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.meta.page * last.meta.limit < last.meta.total ? last.meta.page + 1 : undefined,
    enabled: useSignedIn(),
  });
}

/** The unread count for the bell and the page's badge; refetched whenever the tab regains focus. */
/** The bell's unread count: the hook's query, and what a sign-in fetches ahead of the frame. */
export const unreadCountQuery = queryOptions({
  queryKey: notificationQueryKeys.unreadCount,
  queryFn: fetchUnreadCount,
});

export function useUnreadCount() {
  return useQuery({ ...unreadCountQuery, enabled: useSignedIn(), refetchOnWindowFocus: 'always' });
}

/**
 * Deletes one notification; the list drops it only once the server answered. The loaded pages are then
 * fetched again in the background, so the next page starts where the server's pages now start.
 */
export function useDeleteNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNotification,
    onSuccess: ({ _id, unreadCount }) => {
      updateListCache(queryClient, (items, page) =>
        items.some((item) => item._id === _id)
          ? {
              items: items.filter((item) => item._id !== _id),
              meta: { ...page.meta, total: Math.max(0, page.meta.total - 1) },
            }
          : page,
      );
      setUnreadCount(queryClient, unreadCount);
      void queryClient.invalidateQueries({ queryKey: notificationQueryKeys.list });
    },
  });
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: ({ unreadCount, ...read }) => {
      updateListCache(queryClient, (items, page) => ({
        ...page,
        items: items.map((item) => (item._id === read._id ? { ...item, isRead: true } : item)),
      }));
      setUnreadCount(queryClient, unreadCount);
    },
  });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: ({ unreadCount }) => {
      updateListCache(queryClient, (items, page) => ({
        ...page,
        items: items.map((item) => (item.isRead ? item : { ...item, isRead: true })),
      }));
      setUnreadCount(queryClient, unreadCount);
    },
  });
}

// ---------------------------------------------------------------------------------------------------------
// The live stream: server-sent events opened with a single-use ticket.

/** What the stream tells its listener. */
export interface NotificationStreamHandlers {
  onUnread?: (event: StreamUnreadEvent) => void;
  onNotification?: (event: StreamNotificationEvent) => void;
  /** A board of one of the caller's batches changed, or the caller's unread count on it. */
  onBoard?: (event: StreamBoardEvent) => void;
  /** The server ended the stream for good (the session behind it ended); it does not reconnect. */
  onEnd?: (reason: string) => void;
}

/** The part of EventSource the client uses (a test passes a fake). */
export interface EventSourceLike {
  addEventListener(type: string, listener: (event: MessageEvent) => void): void;
  onerror: ((event: Event) => void) | null;
  onopen: ((event: Event) => void) | null;
  close(): void;
}

export interface NotificationStreamOptions extends NotificationStreamHandlers {
  /** Opens the event source (default: the browser's EventSource). */
  createEventSource?: (url: string) => EventSourceLike;
  /** Asks for a ticket (default: POST /notifications/stream-ticket). */
  getTicket?: () => Promise<StreamTicket>;
  /** Whether to keep (re)connecting (default: while a session is stored). */
  shouldConnect?: () => boolean;
}

/** Waits between reconnects: 1 s, doubling up to 30 s; back to 1 s once a connection delivered an event. */
export const STREAM_RETRY_BASE_MS = 1_000;
export const STREAM_RETRY_MAX_MS = 30_000;

export function streamRetryDelay(attempt: number): number {
  return Math.min(STREAM_RETRY_MAX_MS, STREAM_RETRY_BASE_MS * 2 ** attempt);
}

/** The stream's address: the API's base URL (absolute or from the site's root) with the ticket. */
export function notificationStreamUrl(ticket: string): string {
  const base = (api.defaults.baseURL ?? '').replace(/\/+$/, '');
  return `${base}/notifications/stream?ticket=${encode(ticket)}`;
}

function browserEventSource(url: string): EventSourceLike {
  return new EventSource(url);
}

function parse<T>(event: MessageEvent): T | null {
  try {
    return JSON.parse(String(event.data)) as T;
  } catch {
    return null;
  }
}

/**
 * Opens the caller's notification stream and keeps it open: every (re)connect asks for a fresh ticket (a
 * ticket is single-use), and after an error the next attempt waits longer (streamRetryDelay). It stops when
 * the server ends it, when `shouldConnect` says no (signed out), or when the returned function is called.
 */
export function openNotificationStream(options: NotificationStreamOptions): () => void {
  const {
    createEventSource = browserEventSource,
    getTicket = fetchStreamTicket,
    shouldConnect = () => getAccessToken() !== null,
  } = options;
  let stopped = false;
  let source: EventSourceLike | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let attempt = 0;

  const closeSource = () => {
    if (!source) return;
    source.onerror = null;
    source.onopen = null;
    source.close();
    source = null;
  };

  const retryLater = () => {
    closeSource();
    if (stopped || !shouldConnect()) return;
    const delay = streamRetryDelay(attempt);
    attempt += 1;
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, delay);
  };

  async function connect(): Promise<void> {
    if (stopped || !shouldConnect()) return;
    let ticket: StreamTicket;
    try {
      ticket = await getTicket();
    } catch {
      retryLater();
      return;
    }
    if (stopped || !shouldConnect()) return;
    const opened = createEventSource(notificationStreamUrl(ticket.ticket));
    source = opened;
    // The browser would reconnect by itself with the same, spent ticket: close it and reconnect here.
    opened.onerror = () => {
      if (source === opened) retryLater();
    };
    opened.addEventListener('unread', (event) => {
      attempt = 0;
      const data = parse<StreamUnreadEvent>(event);
      if (data && typeof data.count === 'number') options.onUnread?.(data);
    });
    opened.addEventListener('notification', (event) => {
      attempt = 0;
      const data = parse<StreamNotificationEvent>(event);
      if (data?.notification) options.onNotification?.(data);
    });
    opened.addEventListener('board', (event) => {
      attempt = 0;
      const data = parse<StreamBoardEvent>(event);
      if (data && typeof data.batch_id === 'string' && typeof data.unread_messages === 'number')
        options.onBoard?.(data);
    });
    opened.addEventListener('end', (event) => {
      if (source !== opened) return;
      stopped = true;
      closeSource();
      options.onEnd?.(parse<{ reason?: string }>(event)?.reason ?? 'ended');
    });
  }

  void connect();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    timer = null;
    closeSource();
  };
}

/** Who is signed in (the token's subject), so a refreshed token keeps the stream and a new user gets a new one. */
function useSessionSubject(): string | null {
  return useSession((state) => {
    if (!state.accessToken) return null;
    const claims = decodeClaims(state.accessToken);
    return claims?.sub ?? claims?.username ?? 'signed-in';
  });
}

export interface NotificationStreamHookOptions {
  /** A new notification arrived (after the caches were updated). */
  onNotification?: (notification: NotificationItem) => void;
  /** A batch board's event arrived (after the caches were updated: the board's messages, the batch's unread). */
  onBoard?: (event: StreamBoardEvent) => void;
  /** For tests: see NotificationStreamOptions. */
  createEventSource?: NotificationStreamOptions['createEventSource'];
}

/**
 * Keeps the caller's notification stream open while signed in (mount it once per tab, in the signed-in
 * frame): the unread count and the loaded list follow it live, and so do the loaded boards of the caller's
 * batches and their unread counts (`board` events). It closes on sign-out and on unmount.
 * Without EventSource (old browsers, tests) it does nothing: the count still refetches on focus.
 */
export function useNotificationStream(options: NotificationStreamHookOptions = {}): void {
  const queryClient = useQueryClient();
  const subject = useSessionSubject();
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  useEffect(() => {
    const createEventSource = latest.current.createEventSource;
    if (subject === null) return;
    if (!createEventSource && typeof EventSource === 'undefined') return;
    return openNotificationStream({
      createEventSource,
      onUnread: ({ count }) => setUnreadCount(queryClient, count),
      onNotification: (event) => {
        receiveNotification(queryClient, event);
        latest.current.onNotification?.(event.notification);
      },
      onBoard: (event) => {
        receiveBoardEvent(queryClient, event);
        latest.current.onBoard?.(event);
      },
      onEnd: () => void queryClient.invalidateQueries({ queryKey: notificationQueryKeys.unreadCount }),
    });
  }, [queryClient, subject]);
}
