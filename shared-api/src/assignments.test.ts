import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { configureApi } from './client';
import type { Assignment, StudentSubmission, Submission } from './contract';
import {
  ASSIGNMENT_LINKS_REFRESH_MS,
  assignmentMutations,
  assignmentsQuery,
  createAssignment,
  deleteAssignment,
  fetchAssignments,
  fetchSubmissions,
  giveFeedback,
  submissionsQuery,
  submitAssignment,
  updateAssignment,
} from './assignments';
import * as classroom from './classroom';
import { assignmentQueryKeys } from './query-keys';
import { makeBatch, paged, STUDENT, userRef } from './testing';
import { API, failure, ok } from '../test/fakes';

const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => configureApi({ baseURL: '/api/v1', onSessionExpired: jest.fn() }));
afterEach(() => server.resetHandlers());

const batch = makeBatch();
const ASSIGNMENT_ID = 'aaaaaaaa-0000-4000-8000-000000000001';

const submission: Submission = {
  _id: 'ssssssss-0000-4000-8000-000000000001',
  assignment_id: ASSIGNMENT_ID,
  student: userRef(STUDENT),
  text: 'F = ma',
  file: null,
  submitted_at: '2026-11-27T10:00:00.000Z',
  is_late: false,
  feedback: null,
  mark: null,
  feedback_at: null,
};

function makeAssignment(overrides: Partial<Assignment> = {}): Assignment {
  return {
    _id: ASSIGNMENT_ID,
    batch_id: batch._id,
    title: 'Newton’s laws',
    instructions: 'Answer questions 1–5.',
    due_at: '2026-11-28T12:30:00.000Z',
    total_marks: 10,
    file: { name: 'sheet.pdf', type: 'application/pdf', size: 2048, url: '/api/v1/batch-files/abc' },
    createdAt: '2026-11-26T10:00:00.000Z',
    is_past_due: false,
    my_submission: null,
    submitted_count: 0,
    student_count: 2,
    ...overrides,
  };
}

const assignment = makeAssignment();

describe('the calls', () => {
  it('fetches a page of assignments with its meta', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${API}/batch/:id/assignments`, ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json(paged([assignment], { page: 2, limit: 1, total: 3 }));
      }),
    );
    await expect(fetchAssignments(batch._id, { page: 2, limit: 1 })).resolves.toEqual({
      items: [assignment],
      meta: { page: 2, limit: 1, total: 3 },
    });
    expect(asked).toEqual(['?page=2&limit=1']);
  });

  it('sets an assignment as JSON without a file, as multipart/form-data with one', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(`${API}/batch/:id/assignments`, async ({ request }) => {
        if (request.headers.get('content-type')?.startsWith('multipart/form-data')) {
          const form = await request.formData();
          const file = form.get('file') as File;
          sent.push({
            title: form.get('title'),
            due_at: form.get('due_at'),
            total_marks: form.get('total_marks'),
            instructions: form.get('instructions'),
            file: [file.name, file.size],
          });
        } else sent.push(await request.json());
        return HttpResponse.json(ok(assignment, 201), { status: 201 });
      }),
    );
    await expect(
      createAssignment(batch._id, { title: 'Read', due_at: '2026-11-28T18:30', total_marks: null }),
    ).resolves.toEqual(assignment);
    const file = Object.assign(new Blob(['%PDF-1.4'], { type: 'application/pdf' }), { name: 'sheet.pdf' });
    await createAssignment(batch._id, {
      title: 'Worksheet',
      due_at: '2026-11-28T18:30',
      total_marks: 10,
      file,
    });
    expect(sent).toEqual([
      { title: 'Read', due_at: '2026-11-28T18:30', total_marks: null },
      {
        title: 'Worksheet',
        due_at: '2026-11-28T18:30',
        total_marks: '10',
        instructions: null,
        file: ['sheet.pdf', 8],
      },
    ]);
  });

  it('edits, deletes, lists submissions and gives feedback at their routes', async () => {
    const seen: unknown[] = [];
    const rows: StudentSubmission[] = [{ student: userRef(STUDENT), submission }];
    server.use(
      http.put(`${API}/batch/:id/assignments/:assignmentId`, async ({ request }) => {
        seen.push(['edit', await request.json()]);
        return HttpResponse.json(ok(makeAssignment({ title: 'Revised' })));
      }),
      http.delete(`${API}/batch/:id/assignments/:assignmentId`, ({ params }) => {
        seen.push(['delete', params.assignmentId]);
        return HttpResponse.json(ok(null));
      }),
      http.get(`${API}/batch/:id/assignments/:assignmentId/submissions`, () => HttpResponse.json(ok(rows))),
      http.put(
        `${API}/batch/:id/assignments/:assignmentId/submissions/:submissionId/feedback`,
        async ({ request, params }) => {
          seen.push(['feedback', params.submissionId, await request.json()]);
          return HttpResponse.json(ok({ ...submission, feedback: 'Good', mark: 9 }));
        },
      ),
    );
    await expect(updateAssignment(batch._id, ASSIGNMENT_ID, { title: 'Revised' })).resolves.toMatchObject({
      title: 'Revised',
    });
    await deleteAssignment(batch._id, ASSIGNMENT_ID);
    await expect(fetchSubmissions(batch._id, ASSIGNMENT_ID)).resolves.toEqual(rows);
    await expect(
      giveFeedback(batch._id, ASSIGNMENT_ID, submission._id, { feedback: 'Good', mark: 9 }),
    ).resolves.toMatchObject({ feedback: 'Good', mark: 9 });
    expect(seen).toEqual([
      ['edit', { title: 'Revised' }],
      ['delete', ASSIGNMENT_ID],
      ['feedback', submission._id, { feedback: 'Good', mark: 9 }],
    ]);
  });

  it('submits text as JSON, a file as multipart/form-data, and rejects with the 409 after the due time', async () => {
    const sent: unknown[] = [];
    server.use(
      http.put(`${API}/batch/:id/assignments/:assignmentId/submissions`, async ({ request }) => {
        if (request.headers.get('content-type')?.startsWith('multipart/form-data')) {
          const form = await request.formData();
          sent.push({ text: form.get('text'), file: (form.get('file') as File).name });
        } else sent.push(await request.json());
        return HttpResponse.json(ok(submission));
      }),
    );
    await expect(submitAssignment(batch._id, ASSIGNMENT_ID, { text: 'F = ma' })).resolves.toEqual(submission);
    const file = Object.assign(new Blob(['png'], { type: 'image/png' }), { name: 'answer.png' });
    await submitAssignment(batch._id, ASSIGNMENT_ID, { file });
    expect(sent).toEqual([{ text: 'F = ma' }, { text: '', file: 'answer.png' }]);

    const message = 'The due time has passed; your submission can no longer be replaced';
    server.use(
      http.put(`${API}/batch/:id/assignments/:assignmentId/submissions`, () =>
        HttpResponse.json(failure(409, message), { status: 409 }),
      ),
    );
    await expect(submitAssignment(batch._id, ASSIGNMENT_ID, { text: 'late' })).rejects.toMatchObject({
      response: { status: 409, data: { message } },
    });
  });

  it('the classroom entry re-exports the assignments calls and hooks', () => {
    expect(classroom.useAssignments).toBeDefined();
    expect(classroom.useSubmitAssignment).toBeDefined();
    expect(classroom.useGiveFeedback).toBeDefined();
    expect(classroom.assignmentQueryKeys).toBe(assignmentQueryKeys);
  });
});

describe('the queries and mutations the hooks run', () => {
  const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

  it('caches a page and the submissions under their keys, refetched before links expire', async () => {
    server.use(
      http.get(`${API}/batch/:id/assignments`, () => HttpResponse.json(paged([assignment]))),
      http.get(`${API}/batch/:id/assignments/:assignmentId/submissions`, () =>
        HttpResponse.json(ok([{ student: userRef(STUDENT), submission: null }])),
      ),
    );
    const client = newClient();
    await client.fetchQuery(assignmentsQuery(batch._id));
    await client.fetchQuery(submissionsQuery(batch._id, ASSIGNMENT_ID));
    expect(client.getQueryData(assignmentQueryKeys.list(batch._id, 1, 20))).toEqual({
      items: [assignment],
      meta: { page: 1, limit: 20, total: 1 },
    });
    expect(client.getQueryData(assignmentQueryKeys.submissions(batch._id, ASSIGNMENT_ID))).toEqual([
      { student: userRef(STUDENT), submission: null },
    ]);
    expect(assignmentsQuery(batch._id).refetchInterval).toBe(ASSIGNMENT_LINKS_REFRESH_MS);
    expect(ASSIGNMENT_LINKS_REFRESH_MS).toBeLessThan(60 * 60 * 1000);
  });

  it("submitting marks that batch's lists and submissions stale, not another batch's", async () => {
    server.use(
      http.put(`${API}/batch/:id/assignments/:assignmentId/submissions`, () =>
        HttpResponse.json(ok(submission)),
      ),
      http.get(`${API}/batch/:id/assignments`, () => HttpResponse.json(paged([assignment]))),
      http.get(`${API}/batch/:id/assignments/:assignmentId/submissions`, () => HttpResponse.json(ok([]))),
    );
    const client = newClient();
    const empty = { items: [], meta: { page: 1, limit: 20, total: 0 } };
    client.setQueryData(assignmentQueryKeys.list(batch._id, 1, 20), empty);
    client.setQueryData(assignmentQueryKeys.submissions(batch._id, ASSIGNMENT_ID), []);
    client.setQueryData(assignmentQueryKeys.list('other-batch', 1, 20), empty);
    await new MutationObserver(client, assignmentMutations.submit(client, batch._id)).mutate({
      assignmentId: ASSIGNMENT_ID,
      input: { text: 'F = ma' },
    });
    expect(client.getQueryState(assignmentQueryKeys.list(batch._id, 1, 20))?.isInvalidated).toBe(true);
    expect(
      client.getQueryState(assignmentQueryKeys.submissions(batch._id, ASSIGNMENT_ID))?.isInvalidated,
    ).toBe(true);
    expect(client.getQueryState(assignmentQueryKeys.list('other-batch', 1, 20))?.isInvalidated).toBe(false);
  });

  it('deleting takes the assignment out of the cached list at once', async () => {
    server.use(http.delete(`${API}/batch/:id/assignments/:assignmentId`, () => HttpResponse.json(ok(null))));
    const client = newClient();
    const other = makeAssignment({ _id: 'aaaaaaaa-0000-4000-8000-000000000002' });
    client.setQueryData(assignmentQueryKeys.list(batch._id, 1, 20), {
      items: [assignment, other],
      meta: { page: 1, limit: 20, total: 2 },
    });
    const observer = new MutationObserver(client, {
      ...assignmentMutations.remove(client, batch._id),
      onSettled: undefined,
    });
    await observer.mutate(assignment._id);
    expect(client.getQueryData(assignmentQueryKeys.list(batch._id, 1, 20))).toEqual({
      items: [other],
      meta: { page: 1, limit: 20, total: 1 },
    });
  });
});
