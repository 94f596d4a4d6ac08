// A batch's board (DESIGN §6.13): short messages its members write to each other, newest last; live through the
// notification stream (event `board`, hub.ts), with each member's unread count (board-unread.ts).
import { and, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import {
  BOARD_MESSAGES,
  type BoardListMeta,
  type BoardMessage,
  type Report,
  type StreamBoardEvent,
} from '@pathshala/shared-api/contract';
import type { Db, Queryable } from '../../db';
import {
  batchMembers,
  batches,
  boardMessages,
  boardReads,
  users,
  type BoardMessageRow,
} from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import { ForbiddenError, NotFoundError } from '../../http/errors';
import { signalBoard } from '../notifications/writer';
import type { Signal } from '../notifications/signals';
import { fileReport } from '../reports/file';
import { classroomBatch, isMember, type ClassroomAccess } from './access';
import { unreadMessagesOn } from './board-unread';

/**
 * A live batch (404 otherwise) whose board the caller reads: its teacher's, a student's, any for an admin (403
 * otherwise).
 */
const readableBoard = (db: Queryable, caller: AuthUser, batchId: string): Promise<ClassroomAccess> =>
  classroomBatch(db, caller, batchId, BOARD_MESSAGES.notMember);

/** A board the caller writes on: members only; an admin reads and moderates but is told so (403). */
async function writableBoard(db: Queryable, caller: AuthUser, batchId: string): Promise<ClassroomAccess> {
  const access = await readableBoard(db, caller, batchId);
  if (!isMember(access.role)) throw new ForbiddenError(BOARD_MESSAGES.adminCannotPost);
  return access;
}

/** The columns a message's view needs, its author's name joined. */
const VIEWED = {
  id: boardMessages.id,
  batchId: boardMessages.batchId,
  authorId: boardMessages.authorId,
  body: boardMessages.body,
  createdAt: boardMessages.createdAt,
  authorName: users.username,
};
type ViewedMessage = Pick<BoardMessageRow, 'id' | 'batchId' | 'authorId' | 'body' | 'createdAt'> & {
  authorName: string | null;
};

/** Who is looking at a message: the author, the batch's teacher and admins may delete it. */
interface Viewer {
  id: string;
  role: AuthUser['role'];
}

export function toBoardMessage(row: ViewedMessage, viewer: Viewer, teacherId: string | null): BoardMessage {
  return {
    _id: row.id,
    batch_id: row.batchId,
    author: row.authorId ? { _id: row.authorId, username: row.authorName ?? '' } : null,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    can_delete: viewer.role === 'admin' || row.authorId === viewer.id || teacherId === viewer.id,
  };
}

const viewedMessages = (db: Queryable) =>
  db.select(VIEWED).from(boardMessages).leftJoin(users, eq(users.id, boardMessages.authorId));

/**
 * A message of the batch (404 otherwise). `lock` holds the row until the transaction ends, so that a report
 * written about it cannot race its deletion into a dangling reference.
 */
async function messageOf(
  db: Queryable,
  batchId: string,
  messageId: string,
  lock?: 'share',
): Promise<ViewedMessage> {
  const query = viewedMessages(db).where(
    and(eq(boardMessages.id, messageId), eq(boardMessages.batchId, batchId)),
  );
  const [row] = lock ? await query.for(lock, { of: boardMessages }) : await query;
  if (!row) throw new NotFoundError(BOARD_MESSAGES.notFound);
  return row;
}

/**
 * GET /batch/:id/messages: the newest `limit` messages written before `before` (a message of the batch; default
 * the newest of all), oldest first, and whether older ones remain. Keyset on (created_at, id), the board's index.
 */
export async function listBoard(
  db: Queryable,
  caller: AuthUser,
  batchId: string,
  query: { before?: string; limit: number },
): Promise<{ items: BoardMessage[]; meta: BoardListMeta }> {
  const { batch } = await readableBoard(db, caller, batchId);
  let older = sql`true`;
  if (query.before) {
    const cursor = await messageOf(db, batchId, query.before);
    older = or(
      lt(boardMessages.createdAt, cursor.createdAt),
      and(eq(boardMessages.createdAt, cursor.createdAt), lt(boardMessages.id, cursor.id)),
    )!;
  }
  const rows = await viewedMessages(db)
    .where(and(eq(boardMessages.batchId, batchId), older))
    .orderBy(desc(boardMessages.createdAt), desc(boardMessages.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit).reverse();
  return {
    items: page.map((row) => toBoardMessage(row, caller, batch.teacherId)),
    meta: { limit: query.limit, has_more: rows.length > query.limit },
  };
}

/** POST /batch/:id/messages: a member writes; every member with a stream open gets it live once committed. */
export async function postBoardMessage(
  db: Db,
  caller: AuthUser,
  batchId: string,
  body: string,
): Promise<BoardMessage> {
  return db.transaction(async (tx) => {
    const { batch } = await writableBoard(tx, caller, batchId);
    const [row] = await tx.insert(boardMessages).values({ batchId, authorId: caller.id, body }).returning();
    if (!row) throw new Error('Inserting the board message returned no row');
    await signalBoard(tx, { kind: 'board', change: 'posted', batchId, messageId: row.id });
    return toBoardMessage({ ...row, authorName: caller.username }, caller, batch.teacherId);
  });
}

/** DELETE /batch/:id/messages/:messageId: its author (still a member), the batch's teacher, or an admin. */
export async function deleteBoardMessage(
  db: Db,
  caller: AuthUser,
  batchId: string,
  messageId: string,
): Promise<{ _id: string; batch_id: string }> {
  return db.transaction(async (tx) => {
    const { batch } = await readableBoard(tx, caller, batchId);
    const message = await messageOf(tx, batchId, messageId);
    if (!toBoardMessage(message, caller, batch.teacherId).can_delete)
      throw new ForbiddenError(BOARD_MESSAGES.notYoursToDelete);
    const deleted = await tx
      .delete(boardMessages)
      .where(eq(boardMessages.id, messageId))
      .returning({ id: boardMessages.id });
    if (deleted.length === 0) throw new NotFoundError(BOARD_MESSAGES.notFound);
    await signalBoard(tx, { kind: 'board', change: 'deleted', batchId, messageId });
    return { _id: messageId, batch_id: batchId };
  });
}

/**
 * POST /batch/:id/messages/:messageId/report: a member reports a message to the admins. It is a report about its
 * author, as POST /report/create makes (not oneself, not a removed account), quoting the message as it is now.
 */
export async function reportBoardMessage(
  db: Db,
  caller: AuthUser,
  batchId: string,
  messageId: string,
  message: string,
): Promise<Report> {
  return db.transaction(async (tx) => {
    await writableBoard(tx, caller, batchId);
    const reported = await messageOf(tx, batchId, messageId, 'share');
    if (!reported.authorId) throw new NotFoundError(BOARD_MESSAGES.authorGone);
    return fileReport(tx, caller, reported.authorId, message, {
      boardMessageId: reported.id,
      quotedText: reported.body,
    });
  });
}

/** PUT /batch/:id/messages/read: the caller (a member) has read the board; their other streams hear it. */
export async function markBoardRead(
  db: Db,
  caller: AuthUser,
  batchId: string,
): Promise<{ batch_id: string; unread_messages: number }> {
  return db.transaction(async (tx) => {
    await writableBoard(tx, caller, batchId);
    await tx
      .insert(boardReads)
      .values({ batchId, userId: caller.id, readAt: sql`now()` })
      .onConflictDoUpdate({
        target: [boardReads.batchId, boardReads.userId],
        set: { readAt: sql`greatest(${boardReads.readAt}, now())` },
      });
    await signalBoard(tx, { kind: 'board-read', batchId, userId: caller.id });
    return {
      batch_id: batchId,
      unread_messages: (await unreadMessagesOn(tx, batchId, [caller.id])).get(caller.id) ?? 0,
    };
  });
}

type BoardSignal = Extract<Signal, { kind: 'board' | 'board-read' }>;

/** One event of a stream, for one of its users. */
export interface BoardDelivery {
  userId: string;
  event: StreamBoardEvent;
}

/**
 * What the streams of this process are told about some board signals (hub.ts): for each signal, an event per
 * member of its batch (its teacher and students now, so a removed member hears nothing more) with a stream here
 * (`hasStream`), carrying their unread count on that batch. A deleted batch tells nobody.
 */
export async function boardDeliveries(
  db: Queryable,
  signals: readonly BoardSignal[],
  hasStream: (userId: string) => boolean,
): Promise<BoardDelivery[]> {
  const batchIds = [...new Set(signals.map((signal) => signal.batchId))];
  if (batchIds.length === 0) return [];
  const [live, memberRows] = await Promise.all([
    db
      .select({ id: batches.id, teacherId: batches.teacherId })
      .from(batches)
      .where(and(inArray(batches.id, batchIds), isNull(batches.deletedAt))),
    db
      .select({ batchId: batchMembers.batchId, userId: batchMembers.userId })
      .from(batchMembers)
      .where(inArray(batchMembers.batchId, batchIds)),
  ]);
  const listeners = new Map<string, { teacherId: string | null; userIds: string[] }>();
  for (const batch of live) {
    const everyone = [
      ...(batch.teacherId ? [batch.teacherId] : []),
      ...memberRows.filter((row) => row.batchId === batch.id).map((row) => row.userId),
    ];
    const userIds = [...new Set(everyone)].filter(hasStream);
    if (userIds.length > 0) listeners.set(batch.id, { teacherId: batch.teacherId, userIds });
  }
  if (listeners.size === 0) return [];

  const postedIds = signals.flatMap((signal) =>
    signal.kind === 'board' && signal.change === 'posted' && listeners.has(signal.batchId)
      ? [signal.messageId]
      : [],
  );
  const [posted, counts] = await Promise.all([
    postedIds.length > 0 ? viewedMessages(db).where(inArray(boardMessages.id, postedIds)) : [],
    Promise.all(
      [...listeners].map(
        async ([batchId, { userIds }]) => [batchId, await unreadMessagesOn(db, batchId, userIds)] as const,
      ),
    ),
  ]);
  const messages = new Map(posted.map((row) => [row.id, row]));
  const unread = new Map(counts);

  const deliveries: BoardDelivery[] = [];
  for (const signal of signals) {
    const board = listeners.get(signal.batchId);
    if (!board) continue;
    const unreadOf = (userId: string) => unread.get(signal.batchId)?.get(userId) ?? 0;
    if (signal.kind === 'board-read') {
      if (board.userIds.includes(signal.userId))
        deliveries.push({
          userId: signal.userId,
          event: { batch_id: signal.batchId, unread_messages: unreadOf(signal.userId) },
        });
      continue;
    }
    if (signal.change === 'deleted') {
      for (const userId of board.userIds)
        deliveries.push({
          userId,
          event: {
            batch_id: signal.batchId,
            deleted_id: signal.messageId,
            unread_messages: unreadOf(userId),
          },
        });
      continue;
    }
    // Deleted again before it was delivered: the deletion's own signal tells the streams.
    const row = messages.get(signal.messageId);
    if (!row || row.batchId !== signal.batchId) continue;
    for (const userId of board.userIds) {
      // Every recipient is a member (an admin never is), so only the author and the teacher may delete it.
      const viewer = { id: userId, role: 'student' as const };
      deliveries.push({
        userId,
        event: {
          batch_id: signal.batchId,
          message: toBoardMessage(row, viewer, board.teacherId),
          unread_messages: unreadOf(userId),
        },
      });
    }
  }
  return deliveries;
}
