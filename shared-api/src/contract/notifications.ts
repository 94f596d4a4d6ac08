import { z } from 'zod';
import { envelope, pagedEnvelope } from './common';

/** One notification (SPEC §3): newest first in lists. `createdAt` is an ISO 8601 time. */
export const notificationItem = z.object({
  _id: z.string(),
  message: z.string(),
  createdAt: z.string(),
  isRead: z.boolean(),
});
export type NotificationItem = z.infer<typeof notificationItem>;

/** GET /notifications/getnotifications: the caller's notifications, newest first, with `meta`. */
export const notificationsResponse = pagedEnvelope(notificationItem);

/** GET /notifications/unread-count: the bell's number. */
export const unreadCount = z.object({ count: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCount>;
export const unreadCountResponse = envelope(unreadCount);

/** DELETE /notifications/delete-path: `notificationId` in the JSON body (or the query string). */
export const deleteNotificationBody = z
  .object({ notificationId: z.string().uuid('Invalid notification id').optional() })
  .nullish();
export const deleteNotificationQuery = z.object({
  notificationId: z.string().uuid('Invalid notification id').optional(),
});

/** Answer of both deletes: the removed notification's id and the unread count after it. */
export const notificationDeleted = z.object({ _id: z.string(), unreadCount: z.number().int() });
export const notificationDeletedResponse = envelope(notificationDeleted);

/** PATCH /notifications/:id/read: the notification, now read, and the unread count after it. */
export const notificationReadResponse = envelope(notificationItem.extend({ unreadCount: z.number().int() }));

/** POST /notifications/read-all: how many were marked read; the unread count is then 0. */
export const allReadResponse = envelope(
  z.object({ updated: z.number().int(), unreadCount: z.number().int() }),
);

/**
 * POST /notifications/stream-ticket (Bearer): a single-use ticket, valid `expiresIn` seconds, for
 * `new EventSource('/api/v1/notifications/stream?ticket=…')`. Ask for a new one on every (re)connect.
 */
export const streamTicket = z.object({ ticket: z.string(), expiresIn: z.number().int() });
export type StreamTicket = z.infer<typeof streamTicket>;
export const streamTicketResponse = envelope(streamTicket);
export const streamQuery = z.object({ ticket: z.string().max(200).optional() });

export const NOTIFICATION_MESSAGES = {
  list: 'Notifications fetched successfully',
  count: 'Unread count fetched successfully',
  deleted: 'Notification deleted successfully',
  read: 'Notification marked as read',
  allRead: 'All notifications marked as read',
  ticket: 'Stream ticket issued',
  notFound: 'Notification not found',
  idRequired: 'notificationId is required',
  badTicket: 'Invalid or expired stream ticket',
} as const;

/**
 * Events of GET /notifications/stream (text/event-stream):
 * - `unread` `{ count }`: sent first, and whenever the count changes without a new notification;
 * - `notification` `{ notification, unreadCount }`: a new notification for the caller;
 * - `board` (contract/board.ts streamBoardEvent): a message posted on or deleted from a board of one of the
 *   caller's batches, or the caller's unread count on it changed;
 * - comment lines (`: ping`) every ~25 s keep proxies from closing the connection.
 * The stream ends when the session behind the ticket is revoked or the server shuts down; an
 * EventSource then reconnects on its own, so fetch a fresh ticket in `onerror` and open a new one.
 */
export const streamNotificationEvent = z.object({
  notification: notificationItem,
  unreadCount: z.number().int(),
});
export type StreamNotificationEvent = z.infer<typeof streamNotificationEvent>;
export const streamUnreadEvent = unreadCount;
export type StreamUnreadEvent = UnreadCount;
