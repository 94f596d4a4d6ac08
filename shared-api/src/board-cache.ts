// What a batch board's change does to the query cache: a message added or removed in the loaded pages, the
// caller's unread count on the batch in the batch list and the batch's page. Used by the board's hooks (board.ts,
// the '/classroom' entry) and by the notification stream (notifications.ts, the main entry), so it holds no calls
// and no hooks: only what both need, small enough to ship in each.
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Batch, BoardListMeta, BoardMessage, StreamBoardEvent } from './contract';
import { batchQueryKeys, boardQueryKeys } from './query-keys';

/** One page of a board: oldest first, and whether older messages remain before its first. */
export interface BoardPage {
  items: BoardMessage[];
  meta: BoardListMeta;
}

/** The loaded pages of a board: the newest page first; each page param is the `before` it was asked with. */
export type BoardPages = InfiniteData<BoardPage, string | null>;

/** Every loaded message once, oldest first (the pages are newest first; a page may repeat a live one). */
export function flattenBoardMessages(data: { pages: BoardPage[] } | undefined): BoardMessage[] {
  const seen = new Set<string>();
  const messages: BoardMessage[] = [];
  for (const page of [...(data?.pages ?? [])].reverse()) {
    for (const message of page.items) {
      if (seen.has(message._id)) continue;
      seen.add(message._id);
      messages.push(message);
    }
  }
  return messages;
}

/** A new message: last on the newest page of its board, if that board is loaded and does not have it yet. */
export function addBoardMessageToCache(queryClient: QueryClient, message: BoardMessage): void {
  queryClient.setQueryData<BoardPages>(boardQueryKeys.messages(message.batch_id), (data) => {
    if (!data || data.pages.length === 0) return data;
    if (data.pages.some((page) => page.items.some((item) => item._id === message._id))) return data;
    const [newest, ...older] = data.pages as [BoardPage, ...BoardPage[]];
    return { ...data, pages: [{ ...newest, items: [...newest.items, message] }, ...older] };
  });
}

/** A deleted message leaves every loaded page of its board. */
export function removeBoardMessageFromCache(
  queryClient: QueryClient,
  batchId: string,
  messageId: string,
): void {
  queryClient.setQueryData<BoardPages>(boardQueryKeys.messages(batchId), (data) =>
    data && data.pages.some((page) => page.items.some((item) => item._id === messageId))
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.filter((item) => item._id !== messageId),
          })),
        }
      : data,
  );
}

/** The caller's unread count on a batch, wherever the batch is loaded: the batch list and the batch's page. */
export function setBoardUnread(queryClient: QueryClient, batchId: string, count: number): void {
  const unread = Math.max(0, count);
  queryClient.setQueryData<Batch[]>(batchQueryKeys.list, (batches) =>
    batches?.some((batch) => batch._id === batchId && batch.unread_messages !== unread)
      ? batches.map((batch) => (batch._id === batchId ? { ...batch, unread_messages: unread } : batch))
      : batches,
  );
  queryClient.setQueryData<Batch>(batchQueryKeys.one(batchId), (batch) =>
    batch && batch.unread_messages !== unread ? { ...batch, unread_messages: unread } : batch,
  );
}

/** A `board` event of the notification stream: into the board's loaded pages and the batch's unread count. */
export function receiveBoardEvent(queryClient: QueryClient, event: StreamBoardEvent): void {
  if (event.message) addBoardMessageToCache(queryClient, event.message);
  if (event.deleted_id) removeBoardMessageFromCache(queryClient, event.batch_id, event.deleted_id);
  setBoardUnread(queryClient, event.batch_id, event.unread_messages);
}
