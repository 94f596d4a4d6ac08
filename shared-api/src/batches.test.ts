import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import {
  acceptBatchInvitation,
  agreeToBatchSalary,
  batchAnswerMutations,
  declineBatchInvitation,
  declineBatchSalary,
  fetchBatchInvitations,
  removeBatchStudent,
  updateBatch,
} from './batches';
import { configureApi } from './client';
import { BATCH_MESSAGES } from './contract';
import { getErrorMessage, getErrorStatus } from './errors';
import { receiveNotification } from './notifications';
import { batchQueryKeys, paymentQueryKeys, scheduleQueryKeys } from './query-keys';
import { makeBatch, makeBatchInvitation, OTHER_STUDENT, STUDENT, TEACHER, userRef } from './testing';
import { API, failure, ok } from '../test/fakes';

const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => configureApi({ baseURL: '/api/v1', onSessionExpired: jest.fn() }));
afterEach(() => server.resetHandlers());

/** A batch STUDENT owns, TEACHER teaches, whose owner asked for 4000 instead of 3000. */
const proposed = makeBatch({ owner_id: userRef(STUDENT), salary: 3000, proposed_salary: 4000 });

/** Rejects with what the call rejected with (it must reject). */
const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error,
  );

describe('invitations', () => {
  it('lists the caller’s pending invitations at GET /batch/invitations', async () => {
    const invitations = [makeBatchInvitation(), makeBatchInvitation({ role: 'teacher' })];
    server.use(http.get(`${API}/batch/invitations`, () => HttpResponse.json(ok(invitations))));
    await expect(fetchBatchInvitations()).resolves.toEqual(invitations);
  });

  it('accepts at PUT /batch/invitations/:id/accept and answers the batch the caller joined', async () => {
    const invitation = makeBatchInvitation();
    const joined = { ...invitation.batch, student_ids: [OTHER_STUDENT, userRef(STUDENT)] };
    const asked: string[] = [];
    server.use(
      http.put(`${API}/batch/invitations/:id/accept`, ({ params }) => {
        asked.push(params.id as string);
        return HttpResponse.json({ ...ok(joined), message: BATCH_MESSAGES.invitationAccepted });
      }),
    );
    await expect(acceptBatchInvitation(invitation._id)).resolves.toEqual(joined);
    expect(asked).toEqual([invitation._id]);
  });

  it("rejects an accept with the server's reason: 409 for a full batch", async () => {
    server.use(
      http.put(`${API}/batch/invitations/:id/accept`, () =>
        HttpResponse.json(failure(409, BATCH_MESSAGES.batchFull), { status: 409 }),
      ),
    );
    const error = await rejection(acceptBatchInvitation(makeBatchInvitation()._id));
    expect(getErrorStatus(error)).toBe(409);
    expect(getErrorMessage(error, '')).toBe('This batch is full');
  });

  it('declines at PUT /batch/invitations/:id/decline (data null)', async () => {
    const invitation = makeBatchInvitation();
    const asked: string[] = [];
    server.use(
      http.put(`${API}/batch/invitations/:id/decline`, ({ params }) => {
        asked.push(params.id as string);
        return HttpResponse.json({ ...ok(null), message: BATCH_MESSAGES.invitationDeclined });
      }),
    );
    await expect(declineBatchInvitation(invitation._id)).resolves.toBeUndefined();
    expect(asked).toEqual([invitation._id]);
  });

  it('withdraws an invitation with the remove-user route', async () => {
    const asked: string[] = [];
    server.use(
      http.delete(`${API}/batch/remove-user/:batchId/:userId`, ({ params }) => {
        asked.push(`${params.batchId as string}/${params.userId as string}`);
        return HttpResponse.json(ok({}));
      }),
    );
    await removeBatchStudent('batch-1', TEACHER._id);
    expect(asked).toEqual([`batch-1/${TEACHER._id}`]);
  });
});

describe('a proposed salary', () => {
  it("answers an edit's batch with the server's message, which says when the salary only waits", async () => {
    const bodies: unknown[] = [];
    server.use(
      http.put(`${API}/batch/update/:id`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ ...ok(proposed), message: BATCH_MESSAGES.salaryProposed });
      }),
    );
    await expect(updateBatch(proposed._id, { salary: 4000 })).resolves.toEqual({
      batch: proposed,
      message: "Batch updated; the new salary waits for the teacher's agreement",
    });
    expect(bodies).toEqual([{ salary: 4000 }]);
  });

  it('agrees at PUT /batch/:id/salary/agree and declines at /salary/decline, each answering the batch', async () => {
    const agreed = { ...proposed, salary: 4000, proposed_salary: null };
    const declined = { ...proposed, proposed_salary: null };
    const asked: string[] = [];
    server.use(
      http.put(`${API}/batch/:id/salary/agree`, ({ params }) => {
        asked.push(`agree ${params.id as string}`);
        return HttpResponse.json(ok(agreed));
      }),
      http.put(`${API}/batch/:id/salary/decline`, ({ params }) => {
        asked.push(`decline ${params.id as string}`);
        return HttpResponse.json(ok(declined));
      }),
    );
    await expect(agreeToBatchSalary(proposed._id)).resolves.toEqual(agreed);
    await expect(declineBatchSalary(proposed._id)).resolves.toEqual(declined);
    expect(asked).toEqual([`agree ${proposed._id}`, `decline ${proposed._id}`]);
  });

  it("rejects an answer from anyone but the batch's teacher with the server's reason", async () => {
    server.use(
      http.put(`${API}/batch/:id/salary/agree`, () =>
        HttpResponse.json(failure(403, BATCH_MESSAGES.notTeacherSalary), { status: 403 }),
      ),
    );
    const error = await rejection(agreeToBatchSalary(proposed._id));
    expect(getErrorMessage(error, '')).toBe("Only the batch's teacher can agree to a new salary");
  });
});

describe('what an answer refreshes', () => {
  /** A client with the batches, the invitations, a page of classes and the payments loaded. */
  function loadedClient() {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(batchQueryKeys.list, [proposed]);
    client.setQueryData(batchQueryKeys.invitations, [makeBatchInvitation()]);
    client.setQueryData(scheduleQueryKeys.calendar('2026-11-22', '2026-11-29'), []);
    client.setQueryData(paymentQueryKeys.last, null);
    return client;
  }
  const stale = (client: QueryClient, queryKey: readonly unknown[]) =>
    client.getQueryState(queryKey)?.isInvalidated;

  it('accepting refreshes the batches, the invitations and the classes, not the payments', async () => {
    const invitation = makeBatchInvitation();
    server.use(
      http.put(`${API}/batch/invitations/:id/accept`, () => HttpResponse.json(ok(invitation.batch))),
    );
    const client = loadedClient();
    await new MutationObserver(client, batchAnswerMutations.acceptInvitation(client)).mutate(invitation._id);
    expect(stale(client, batchQueryKeys.list)).toBe(true);
    expect(stale(client, batchQueryKeys.invitations)).toBe(true);
    expect(stale(client, scheduleQueryKeys.calendar('2026-11-22', '2026-11-29'))).toBe(true);
    expect(stale(client, paymentQueryKeys.last)).toBe(false);
  });

  it('a declined invitation leaves the invitations too, even when the server refused it', async () => {
    server.use(
      http.put(`${API}/batch/invitations/:id/decline`, () =>
        HttpResponse.json(failure(404, BATCH_MESSAGES.invitationNotFound), { status: 404 }),
      ),
    );
    const client = loadedClient();
    const observer = new MutationObserver(client, batchAnswerMutations.declineInvitation(client));
    await expect(observer.mutate('withdrawn-meanwhile')).rejects.toBeTruthy();
    expect(stale(client, batchQueryKeys.invitations)).toBe(true);
    expect(stale(client, batchQueryKeys.list)).toBe(true);
    expect(stale(client, scheduleQueryKeys.calendar('2026-11-22', '2026-11-29'))).toBe(false);
  });

  it("the teacher's answer to a salary refreshes the batches", async () => {
    server.use(
      http.put(`${API}/batch/:id/salary/:answer`, () =>
        HttpResponse.json(ok({ ...proposed, proposed_salary: null })),
      ),
    );
    for (const mutation of [batchAnswerMutations.agreeToSalary, batchAnswerMutations.declineSalary]) {
      const client = loadedClient();
      await new MutationObserver(client, mutation(client)).mutate(proposed._id);
      expect(stale(client, batchQueryKeys.list)).toBe(true);
    }
  });

  it('a notification (someone invited the caller) refreshes the invitations', () => {
    const client = loadedClient();
    receiveNotification(client, {
      notification: {
        _id: 'n-1',
        message: 'nusrat invited you to teach "SSC Physics batch"',
        createdAt: '2026-11-20T09:00:00.000Z',
        isRead: false,
      },
      unreadCount: 1,
    });
    expect(stale(client, batchQueryKeys.invitations)).toBe(true);
  });
});
