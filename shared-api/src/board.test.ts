import { InfiniteQueryObserver, MutationObserver, QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { configureApi } from './client';
import type { Batch, BoardMessage } from './contract';
import {
  boardMessagesQuery,
  boardMutations,
  deleteBoardMessage,
  fetchBoardMessages,
  flattenBoardMessages,
  markBoardRead,
  postBoardMessage,
  receiveBoardEvent,
  reportBoardMessage,
  type BoardPage,
  type BoardPages,
} from './board';
import * as classroom from './classroom';
import { batchQueryKeys, boardQueryKeys } from './query-keys';
import { makeBatch, makeBoardMessage, TEACHER, userRef } from './testing';
import { API, failure, ok } from '../test/fakes';

const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => configureApi({ baseURL: '/api/v1', onSessionExpired: jest.fn() }));
afterEach(() => server.resetHandlers());

const batch = makeBatch({ unread_messages: 3 });
const other = makeBatch({ unread_messages: 1 });
const message = (n: number, overrides: Partial<BoardMessage> = {}) =>
  makeBoardMessage(
    { _id: `eeeeeeee-0000-4000-8000-${String(n).padStart(12, '0')}`, body: `m${n}`, ...overrides },
    batch,
  );

const listed = (items: BoardMessage[], has_more: boolean, limit = 30) => ({
  ...ok(items),
  meta: { limit, has_more },
});

const page = (items: BoardMessage[], has_more = false): BoardPage => ({
  items,
  meta: { limit: 30, has_more },
});

describe('the calls', () => {
  it('asks GET /batch/:id/messages for the newest page, then with `before`', async () => {
    const asked: Record<string, string>[] = [];
    server.use(
      http.get(`${API}/batch/:id/messages`, ({ request }) => {
        asked.push(Object.fromEntries(new URL(request.url).searchParams));
        return HttpResponse.json(listed([message(2), message(3)], true, 2));
      }),
    );
    await expect(fetchBoardMessages(batch._id, { limit: 2 })).resolves.toEqual({
      items: [message(2), message(3)],
      meta: { limit: 2, has_more: true },
    });
    await fetchBoardMessages(batch._id, { before: message(2)._id });
    expect(asked).toEqual([{ limit: '2' }, { before: message(2)._id, limit: '30' }]);
  });

  it('posts, deletes, reports and marks read at their addresses', async () => {
    const calls: string[] = [];
    server.use(
      http.post(`${API}/batch/:id/messages`, async ({ request, params }) => {
        calls.push(`POST ${params.id as string} ${JSON.stringify(await request.json())}`);
        return HttpResponse.json(ok(message(9, { body: 'Hello' }), 201), { status: 201 });
      }),
      http.delete(`${API}/batch/:id/messages/:messageId`, ({ params }) => {
        calls.push(`DELETE ${params.messageId as string}`);
        return HttpResponse.json(ok({ _id: params.messageId, batch_id: params.id }));
      }),
      http.post(`${API}/batch/:id/messages/:messageId/report`, async ({ request, params }) => {
        calls.push(`REPORT ${params.messageId as string} ${JSON.stringify(await request.json())}`);
        return HttpResponse.json(
          ok(
            {
              _id: 'r1',
              reportee_id: userRef(TEACHER),
              message: 'Rude',
              createdAt: '2026-11-22T14:00:00.000Z',
            },
            201,
          ),
          { status: 201 },
        );
      }),
      http.put(`${API}/batch/:id/messages/read`, ({ params }) => {
        calls.push(`READ ${params.id as string}`);
        return HttpResponse.json(ok({ batch_id: params.id, unread_messages: 0 }));
      }),
    );
    await expect(postBoardMessage(batch._id, 'Hello')).resolves.toMatchObject({ body: 'Hello' });
    await deleteBoardMessage(batch._id, message(1)._id);
    await expect(reportBoardMessage(batch._id, message(1)._id, 'Rude')).resolves.toMatchObject({ _id: 'r1' });
    await expect(markBoardRead(batch._id)).resolves.toEqual({ batch_id: batch._id, unread_messages: 0 });
    expect(calls).toEqual([
      `POST ${batch._id} {"body":"Hello"}`,
      `DELETE ${message(1)._id}`,
      `REPORT ${message(1)._id} {"message":"Rude"}`,
      `READ ${batch._id}`,
    ]);
  });

  it("rejects with the server's message when a message is refused", async () => {
    server.use(
      http.post(`${API}/batch/:id/messages`, () =>
        HttpResponse.json(failure(400, 'Message must be at most 1000 characters'), { status: 400 }),
      ),
    );
    await expect(postBoardMessage(batch._id, 'x'.repeat(1001))).rejects.toMatchObject({
      response: { data: { message: 'Message must be at most 1000 characters' } },
    });
  });

  it('is part of the classroom entry', () => {
    expect(classroom.useBoardMessages).toBeDefined();
    expect(classroom.usePostBoardMessage).toBeDefined();
    expect(classroom.useDeleteBoardMessage).toBeDefined();
    expect(classroom.useReportBoardMessage).toBeDefined();
    expect(classroom.useMarkBoardRead).toBeDefined();
  });
});

describe('the pages', () => {
  it('loads older pages with the first message of the last page as `before`, until none remain', async () => {
    const asked: (string | null)[] = [];
    server.use(
      http.get(`${API}/batch/:id/messages`, ({ request }) => {
        const before = new URL(request.url).searchParams.get('before');
        asked.push(before);
        if (!before) return HttpResponse.json(listed([message(3), message(4)], true, 2));
        return HttpResponse.json(listed([message(1), message(2)], false, 2));
      }),
    );
    const client = new QueryClient();
    const observer = new InfiniteQueryObserver(client, boardMessagesQuery(batch._id, 2));
    await observer.refetch();
    expect(observer.getCurrentResult().hasNextPage).toBe(true);
    const second = await observer.fetchNextPage();
    expect(asked).toEqual([null, message(3)._id]);
    expect(second.hasNextPage).toBe(false);
    expect(flattenBoardMessages(second.data).map((m) => m.body)).toEqual(['m1', 'm2', 'm3', 'm4']);
  });

  it('flattens pages oldest first, each message once', () => {
    expect(
      flattenBoardMessages({ pages: [page([message(3), message(4)]), page([message(1), message(3)])] }).map(
        (m) => m.body,
      ),
    ).toEqual(['m1', 'm3', 'm4']);
    expect(flattenBoardMessages(undefined)).toEqual([]);
  });
});

describe('the cache', () => {
  function loaded(): QueryClient {
    const client = new QueryClient();
    client.setQueryData<BoardPages>(boardQueryKeys.messages(batch._id), {
      pages: [page([message(3), message(4)], true), page([message(1), message(2)])],
      pageParams: [null, message(3)._id],
    });
    client.setQueryData<Batch[]>(batchQueryKeys.list, [batch, other]);
    client.setQueryData<Batch>(batchQueryKeys.one(batch._id), batch);
    return client;
  }
  const bodies = (client: QueryClient) =>
    flattenBoardMessages(client.getQueryData<BoardPages>(boardQueryKeys.messages(batch._id))).map(
      (m) => m.body,
    );
  const unread = (client: QueryClient) => [
    client.getQueryData<Batch[]>(batchQueryKeys.list)?.map((b) => b.unread_messages),
    client.getQueryData<Batch>(batchQueryKeys.one(batch._id))?.unread_messages,
  ];

  it("a stream's new message goes last on the board, once, with the batch's unread count", () => {
    const client = loaded();
    const event = { batch_id: batch._id, message: message(5), unread_messages: 4 };
    receiveBoardEvent(client, event);
    receiveBoardEvent(client, event);
    expect(bodies(client)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5']);
    expect(unread(client)).toEqual([[4, 1], 4]);
  });

  it("a stream's deletion leaves the board; a read count alone changes only the counts", () => {
    const client = loaded();
    receiveBoardEvent(client, { batch_id: batch._id, deleted_id: message(2)._id, unread_messages: 2 });
    expect(bodies(client)).toEqual(['m1', 'm3', 'm4']);
    expect(unread(client)).toEqual([[2, 1], 2]);
    receiveBoardEvent(client, { batch_id: batch._id, unread_messages: 0 });
    expect(bodies(client)).toEqual(['m1', 'm3', 'm4']);
    expect(unread(client)).toEqual([[0, 1], 0]);
  });

  it('an event about a board not loaded loads nothing, and touches only its own batch', () => {
    const client = new QueryClient();
    client.setQueryData<Batch[]>(batchQueryKeys.list, [batch, other]);
    receiveBoardEvent(client, {
      batch_id: other._id,
      message: makeBoardMessage({}, other),
      unread_messages: 2,
    });
    expect(client.getQueryData(boardQueryKeys.messages(other._id))).toBeUndefined();
    expect(client.getQueryData<Batch[]>(batchQueryKeys.list)?.map((b) => b.unread_messages)).toEqual([3, 2]);
  });

  it('posting puts the answer on the board at once; deleting takes it off once the server answered', async () => {
    server.use(
      http.post(`${API}/batch/:id/messages`, () =>
        HttpResponse.json(ok(message(6, { can_delete: true }), 201), { status: 201 }),
      ),
      http.delete(`${API}/batch/:id/messages/:messageId`, ({ params }) =>
        HttpResponse.json(ok({ _id: params.messageId, batch_id: params.id })),
      ),
    );
    const client = loaded();
    await new MutationObserver(client, boardMutations.post(client, batch._id)).mutate('m6');
    expect(bodies(client)).toEqual(['m1', 'm2', 'm3', 'm4', 'm6']);
    // The same message from the stream is not shown twice.
    receiveBoardEvent(client, { batch_id: batch._id, message: message(6), unread_messages: 3 });
    expect(bodies(client)).toEqual(['m1', 'm2', 'm3', 'm4', 'm6']);
    await new MutationObserver(client, boardMutations.remove(client, batch._id)).mutate(message(1)._id);
    expect(bodies(client)).toEqual(['m2', 'm3', 'm4', 'm6']);
  });

  it("marking read sets the batch's unread count to the server's answer", async () => {
    server.use(
      http.put(`${API}/batch/:id/messages/read`, ({ params }) =>
        HttpResponse.json(ok({ batch_id: params.id, unread_messages: 0 })),
      ),
    );
    const client = loaded();
    await new MutationObserver(client, boardMutations.markRead(client, batch._id)).mutate();
    expect(unread(client)).toEqual([[0, 1], 0]);
  });

  it('a refused delete leaves the board as it was', async () => {
    server.use(
      http.delete(`${API}/batch/:id/messages/:messageId`, () =>
        HttpResponse.json(
          failure(403, "Only the message's author, the batch's teacher or an admin can delete it"),
          {
            status: 403,
          },
        ),
      ),
    );
    const client = loaded();
    await expect(
      new MutationObserver(client, boardMutations.remove(client, batch._id)).mutate(message(1)._id),
    ).rejects.toBeDefined();
    expect(bodies(client)).toEqual(['m1', 'm2', 'm3', 'm4']);
  });
});
