import { z } from 'zod';
import { envelope, PAGE_MESSAGES } from './common';
import { createReportBody } from './reports';
import { userRef } from './users';

/**
 * A batch's board (DESIGN §6.13): short messages its members write to each other, newest last, live through the
 * notification stream (event `board`), with each member's unread count on the batch.
 */
export const BOARD_LIMITS = {
  /** Characters of one message, after trimming. */
  bodyMax: 1000,
  /** Messages per page of the list when `limit` is not given, and at most. */
  pageDefault: 30,
  pageMax: 100,
} as const;

/** Texts the board routes answer with. */
export const BOARD_MESSAGES = {
  listed: 'Messages fetched successfully',
  posted: 'Message posted',
  deleted: 'Message deleted',
  read: 'Board marked as read',
  reported: 'Your report has been submitted successfully. Our team will review it shortly.',
  bodyRequired: 'Please write a message',
  bodyTooLong: `Message must be at most ${BOARD_LIMITS.bodyMax} characters`,
  cursorInvalid: 'Invalid message id',
  notMember: 'You are not a member of this batch',
  adminCannotPost: 'Admins cannot write on a batch board',
  notFound: 'Message not found',
  notYoursToDelete: "Only the message's author, the batch's teacher or an admin can delete it",
  authorGone: "This message's author no longer has an account",
} as const;

/** POST /batch/:id/messages: text (links are text too); stored as written, shown escaped. */
export const postBoardMessageBody = z.object({
  body: z
    .string({ error: BOARD_MESSAGES.bodyRequired })
    .trim()
    .min(1, BOARD_MESSAGES.bodyRequired)
    .max(BOARD_LIMITS.bodyMax, BOARD_MESSAGES.bodyTooLong),
});
export type PostBoardMessageBody = z.infer<typeof postBoardMessageBody>;

/** POST /batch/:id/messages/:messageId/report: why, as POST /report/create asks it. */
export const reportBoardMessageBody = createReportBody.pick({ message: true });
export type ReportBoardMessageBody = z.infer<typeof reportBoardMessageBody>;

/** GET /batch/:id/messages: the newest `limit` messages written before the message `before` (default: the newest). */
export const boardListQuery = z.object({
  before: z.string({ error: BOARD_MESSAGES.cursorInvalid }).uuid(BOARD_MESSAGES.cursorInvalid).optional(),
  limit: z.coerce
    .number({ error: PAGE_MESSAGES.limitInvalid })
    .int(PAGE_MESSAGES.limitInvalid)
    .min(1, PAGE_MESSAGES.limitInvalid)
    .max(BOARD_LIMITS.pageMax, PAGE_MESSAGES.limitInvalid)
    .default(BOARD_LIMITS.pageDefault),
});
export type BoardListQuery = z.input<typeof boardListQuery>;

export const boardMessageParam = z.object({
  id: z.string().uuid('Invalid id'),
  messageId: z.string().uuid('Invalid id'),
});

/** One message as the caller sees it. `author` is null once the author's account is gone. */
export const boardMessage = z.object({
  _id: z.string(),
  batch_id: z.string(),
  author: userRef.nullable(),
  body: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
  /** The caller may delete it: its author, the batch's teacher, an admin. */
  can_delete: z.boolean(),
});
export type BoardMessage = z.infer<typeof boardMessage>;

/** A page of the board: oldest first; `has_more` when older messages remain (ask with `before` = the first). */
export const boardListMeta = z.object({ limit: z.number().int(), has_more: z.boolean() });
export type BoardListMeta = z.infer<typeof boardListMeta>;
export const boardListResponse = envelope(z.array(boardMessage)).extend({ meta: boardListMeta });

export const boardMessageResponse = envelope(boardMessage);
export const boardMessageDeletedResponse = envelope(z.object({ _id: z.string(), batch_id: z.string() }));

/**
 * Unread counts stop here: a board with more unread messages than this answers this number, which the badges
 * show as "99+". Nobody reads a badge of 100 or more as more than "many", and counting stops at a bound.
 */
export const UNREAD_MESSAGES_COUNTED = 100;

/** PUT /batch/:id/messages/read: the caller's unread count on the batch, now 0. */
export const boardRead = z.object({ batch_id: z.string(), unread_messages: z.number().int() });
export type BoardRead = z.infer<typeof boardRead>;
export const boardReadResponse = envelope(boardRead);

/**
 * Event `board` of GET /notifications/stream, to every member of the batch with a stream open: a new message
 * (`message`), a deleted one (`deleted_id`), or neither when only the caller's count changed (read on another
 * tab); always the recipient's unread count on that batch (at most UNREAD_MESSAGES_COUNTED).
 */
export const streamBoardEvent = z.object({
  batch_id: z.string(),
  message: boardMessage.optional(),
  deleted_id: z.string().optional(),
  unread_messages: z.number().int(),
});
export type StreamBoardEvent = z.infer<typeof streamBoardEvent>;
