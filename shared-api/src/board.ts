import { useInfiniteQuery, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
// The core by its package name, like batches.ts: its code is loaded once.
import { api, envelopeData, useSession } from '@pathshala/shared-api/core';
import {
  addBoardMessageToCache,
  flattenBoardMessages,
  removeBoardMessageFromCache,
  setBoardUnread,
  type BoardPage,
} from './board-cache';
import { BOARD_LIMITS, type BoardListMeta, type BoardMessage, type BoardRead, type Report } from './contract';
import { boardQueryKeys } from './query-keys';

export { boardQueryKeys };
export { flattenBoardMessages, receiveBoardEvent, type BoardPage, type BoardPages } from './board-cache';

/** Messages per page of a board ('Load older' fetches the page before). */
export const BOARD_PAGE_SIZE: number = BOARD_LIMITS.pageDefault;

const encode = encodeURIComponent;

/**
 * GET /batch/{id}/messages: the newest `limit` messages before the message `before` (the newest of all without
 * it), oldest first, and whether older ones remain.
 */
export async function fetchBoardMessages(
  batchId: string,
  { before = null, limit = BOARD_PAGE_SIZE }: { before?: string | null; limit?: number } = {},
): Promise<BoardPage> {
  const response = await api.get(`/batch/${encode(batchId)}/messages`, {
    params: before ? { before, limit } : { limit },
  });
  const items = envelopeData<BoardMessage[]>(response);
  const meta = (response.data as { meta?: BoardListMeta }).meta ?? { limit, has_more: false };
  return { items, meta };
}

/** POST /batch/{id}/messages: writes a message (text, at most 1000 characters); answers it. */
export async function postBoardMessage(batchId: string, body: string): Promise<BoardMessage> {
  return envelopeData<BoardMessage>(await api.post(`/batch/${encode(batchId)}/messages`, { body }));
}

/** DELETE /batch/{id}/messages/{messageId}: its author, the batch's teacher or an admin. */
export async function deleteBoardMessage(batchId: string, messageId: string): Promise<void> {
  await api.delete(`/batch/${encode(batchId)}/messages/${encode(messageId)}`);
}

/** POST /batch/{id}/messages/{messageId}/report: reports the message's author to the admins, quoting it. */
export async function reportBoardMessage(
  batchId: string,
  messageId: string,
  message: string,
): Promise<Report> {
  return envelopeData<Report>(
    await api.post(`/batch/${encode(batchId)}/messages/${encode(messageId)}/report`, { message }),
  );
}

/** PUT /batch/{id}/messages/read: the caller has read the board; answers the count after (0). */
export async function markBoardRead(batchId: string): Promise<BoardRead> {
  return envelopeData<BoardRead>(await api.put(`/batch/${encode(batchId)}/messages/read`));
}

const useSignedIn = () => useSession((state) => state.accessToken !== null);

/** The query of a board's pages: the newest first, then each page before the first message of the last. */
export const boardMessagesQuery = (batchId: string, limit = BOARD_PAGE_SIZE) => ({
  queryKey: boardQueryKeys.messages(batchId),
  queryFn: ({ pageParam }: { pageParam: string | null }) =>
    fetchBoardMessages(batchId, { before: pageParam, limit }),
  initialPageParam: null as string | null,
  getNextPageParam: (last: BoardPage): string | null | undefined =>
    last.meta.has_more && last.items[0] ? last.items[0]._id : undefined,
});

/**
 * A batch's board (no call without a batch): `messages` oldest first, as the loaded pages hold them; `loadOlder`
 * fetches the page before, while `hasOlder`. New and deleted messages arrive by themselves through the
 * notification stream (useNotificationStream) and through the caller's own writes below.
 */
export function useBoardMessages(batchId: string | null | undefined, limit = BOARD_PAGE_SIZE) {
  const query = useInfiniteQuery({
    ...boardMessagesQuery(batchId ?? '', limit),
    enabled: useSignedIn() && Boolean(batchId),
  });
  const messages = useMemo(() => flattenBoardMessages(query.data), [query.data]);
  return {
    ...query,
    messages,
    hasOlder: query.hasNextPage,
    loadingOlder: query.isFetchingNextPage,
    loadOlder: () => query.fetchNextPage(),
  };
}

/** What each change to a board does (the hooks below use them; tests drive them directly). */
export const boardMutations = {
  /** Writes a message; it shows last on the board at once (the stream's copy of it is then ignored). */
  post: (queryClient: QueryClient, batchId: string) => ({
    mutationFn: (body: string) => postBoardMessage(batchId, body),
    onSuccess: (message: BoardMessage) => addBoardMessageToCache(queryClient, message),
  }),
  /** Deletes a message; it leaves the board once the server answered. */
  remove: (queryClient: QueryClient, batchId: string) => ({
    mutationFn: (messageId: string) => deleteBoardMessage(batchId, messageId),
    onSuccess: (_: void, messageId: string) => removeBoardMessageFromCache(queryClient, batchId, messageId),
  }),
  /** Reports a message to the admins (nothing the caller sees changes). */
  report: (batchId: string) => ({
    mutationFn: ({ messageId, message }: { messageId: string; message: string }) =>
      reportBoardMessage(batchId, messageId, message),
  }),
  /** Marks the board read: the batch's unread count is 0 in the batch list and on its page. */
  markRead: (queryClient: QueryClient, batchId: string) => ({
    mutationFn: () => markBoardRead(batchId),
    onSuccess: (read: BoardRead) => setBoardUnread(queryClient, read.batch_id, read.unread_messages),
  }),
};

/** Writes a message on the board: `mutateAsync(body)`. */
export function usePostBoardMessage(batchId: string) {
  return useMutation(boardMutations.post(useQueryClient(), batchId));
}

/** Deletes a message of the board: `mutateAsync(messageId)`. */
export function useDeleteBoardMessage(batchId: string) {
  return useMutation(boardMutations.remove(useQueryClient(), batchId));
}

/** Reports a message to the admins: `mutateAsync({ messageId, message })`. */
export function useReportBoardMessage(batchId: string) {
  return useMutation(boardMutations.report(batchId));
}

/** Marks the board read for the caller (call it while the board is on screen): `mutate()`. */
export function useMarkBoardRead(batchId: string) {
  return useMutation(boardMutations.markRead(useQueryClient(), batchId));
}

/**
 * A batch's board as a page shows it: the messages (newest last) with Load older, and every action a member
 * takes on it (post, delete, report, mark read), each answering with the server's error when refused.
 */
export function useBoard(batchId: string) {
  const board = useBoardMessages(batchId);
  const post = usePostBoardMessage(batchId);
  const remove = useDeleteBoardMessage(batchId);
  const report = useReportBoardMessage(batchId);
  const markRead = useMarkBoardRead(batchId);
  return {
    messages: { ...board, data: board.data ? board.messages : undefined },
    hasOlder: board.hasOlder,
    onLoadOlder: () => void board.loadOlder(),
    loadingOlder: board.loadingOlder,
    onPost: post.mutateAsync,
    onDelete: (message: BoardMessage) => remove.mutateAsync(message._id),
    deleting: remove.isPending,
    onReport: (message: BoardMessage, reason: string) =>
      report.mutateAsync({ messageId: message._id, message: reason }),
    onRead: () => markRead.mutate(),
  };
}
