import type { Assignment, Submission } from '@pathshala/shared-api/contract';
import {
  api,
  failure,
  makeBatch,
  ok,
  paged,
  setupApiServer,
  signIn,
  STUDENT,
  userRef,
  withQueryClient,
} from '@pathshala/shared-api/testing';
import { setLanguage } from '@pathshala/shared-ui';
import { clearToasts, fakeNow, renderRoutes, stubScreenWidth } from '@pathshala/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { AssignmentsTab } from './AssignmentsTab';

const server = setupApiServer();
afterEach(clearToasts);
jest.setTimeout(30_000);
// Thursday 26 November 2026, 10:00 in Dhaka, on a 360 px phone.
fakeNow('2026-11-26T04:00:00Z');
stubScreenWidth(360);

const PATH = '/student/batches/:id';
const batch = makeBatch({ title: 'SSC Physics batch' });

let nextId = 1;
const newId = () => `aaaaaaaa-0000-4000-8000-${String(nextId++).padStart(12, '0')}`;

function makeAssignment(overrides: Partial<Assignment> = {}): Assignment {
  return {
    _id: newId(),
    batch_id: batch._id,
    title: 'Newton’s laws worksheet',
    instructions: 'Answer questions 1 to 5.\nShow your working.',
    due_at: '2026-11-28T12:30:00.000Z',
    total_marks: 10,
    file: {
      name: 'worksheet.pdf',
      type: 'application/pdf',
      size: 2.5 * 1024 * 1024,
      url: '/api/v1/batch-files/worksheet',
    },
    createdAt: '2026-11-20T10:00:00.000Z',
    is_past_due: false,
    my_submission: null,
    submitted_count: null,
    student_count: null,
    ...overrides,
  };
}

function makeSubmission(overrides: Partial<Submission> = {}): Submission {
  return {
    _id: newId(),
    assignment_id: 'aaaaaaaa-0000-4000-8000-000000000000',
    student: userRef(STUDENT),
    text: 'F = ma',
    file: null,
    submitted_at: '2026-11-25T14:00:00.000Z',
    is_late: false,
    feedback: null,
    mark: null,
    feedback_at: null,
    ...overrides,
  };
}

/** The API the tab calls; `assignments` answers the list. Returns the submissions sent. */
function serve(assignments: Assignment[] = [makeAssignment()]) {
  const sent: Record<string, string>[] = [];
  let list = assignments;
  server.use(
    http.get(api('/batch/:id/assignments'), () => HttpResponse.json(paged(list))),
    http.put(api('/batch/:id/assignments/:assignmentId/submissions'), async ({ request, params }) => {
      const type = request.headers.get('content-type') ?? '';
      const body = type.includes('multipart')
        ? Object.fromEntries(
            [...(await request.formData()).entries()].map(([key, value]) => [
              key,
              typeof value === 'string' ? value : `file:${value.name}`,
            ]),
          )
        : ((await request.json()) as Record<string, string>);
      sent.push(body);
      const submission = makeSubmission({
        assignment_id: params.assignmentId as string,
        text: body.text ?? '',
      });
      list = list.map((item) =>
        item._id === params.assignmentId ? { ...item, my_submission: submission } : item,
      );
      return HttpResponse.json(ok(submission));
    }),
  );
  return sent;
}

function renderTab() {
  return renderRoutes(
    { [PATH]: <AssignmentsTab batch={batch} /> },
    { route: `/student/batches/${batch._id}`, wrapper: withQueryClient(signIn(STUDENT)) },
  );
}

/** A chosen file: the test environment's FormData takes Node's Blob (jsdom's File is another class), so a named Blob. */
const namedBlob = (content: string, name: string, type: string) =>
  Object.assign(new Blob([content], { type }), { name }) as File;

const card = (title: string) => screen.findByRole('article', { name: title });

describe('AssignmentsTab (student)', () => {
  it('shows an assignment with its instructions, attachment and their state, and sends their work', async () => {
    const sent = serve();
    const { user } = renderTab();
    const newton = await card('Newton’s laws worksheet');
    expect(within(newton).getByText('Not submitted')).toBeInTheDocument();
    expect(within(newton).getByText('due in 2 days')).toBeInTheDocument();
    expect(within(newton).getByText(/Show your working\./)).toBeInTheDocument();
    expect(within(newton).getByRole('link', { name: 'Download worksheet.pdf' })).toHaveAttribute(
      'href',
      '/api/v1/batch-files/worksheet',
    );

    await user.click(within(newton).getByRole('button', { name: 'Submit work' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit work' });
    await user.type(within(dialog).getByLabelText('Your answer'), 'a = F/m');
    await user.upload(within(dialog).getByLabelText('File'), namedBlob('png', 'page1.png', 'image/png'));
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Work sent')).toBeInTheDocument();
    expect(sent).toEqual([{ text: 'a = F/m', file: 'file:page1.png' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const updated = await card('Newton’s laws worksheet');
    expect(await within(updated).findByText('Submitted')).toBeInTheDocument();
    expect(within(updated).getByRole('button', { name: 'Replace submission' })).toBeInTheDocument();
  });

  it('after the due time says a submission can no longer be replaced, and shows feedback and mark', async () => {
    serve([
      makeAssignment({
        due_at: '2026-11-25T12:30:00.000Z',
        is_past_due: true,
        my_submission: makeSubmission({
          feedback: 'Well done',
          mark: 9,
          feedback_at: '2026-11-26T02:00:00.000Z',
        }),
      }),
    ]);
    renderTab();
    const newton = await card('Newton’s laws worksheet');
    expect(within(newton).getByText('Feedback given')).toBeInTheDocument();
    expect(within(newton).getByText('Mark: 9 of 10')).toBeInTheDocument();
    expect(within(newton).getByText('Well done')).toBeInTheDocument();
    expect(
      within(newton).getByText('The due time has passed; your submission can no longer be replaced.'),
    ).toBeInTheDocument();
    expect(within(newton).queryByRole('button', { name: /Replace|Submit/ })).not.toBeInTheDocument();
  });

  it("shows the server's refusal when a replacement comes too late", async () => {
    serve([makeAssignment({ my_submission: makeSubmission() })]);
    server.use(
      http.put(api('/batch/:id/assignments/:assignmentId/submissions'), () =>
        HttpResponse.json(
          failure(409, 'The due time has passed; your submission can no longer be replaced'),
          { status: 409 },
        ),
      ),
    );
    const { user } = renderTab();
    const newton = await card('Newton’s laws worksheet');
    await user.click(within(newton).getByRole('button', { name: 'Replace submission' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace submission' });
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Failed to send your work')).toBeInTheDocument();
    expect(
      screen.getByText('The due time has passed; your submission can no longer be replaced'),
    ).toBeInTheDocument();
  });

  it('shows loading first, and says when there is none yet', async () => {
    serve([]);
    server.use(
      http.get(api('/batch/:id/assignments'), async () => {
        await delay(150);
        return HttpResponse.json(paged([]));
      }),
    );
    renderTab();
    expect(await screen.findByText('Loading assignments...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No assignments yet' })).toBeInTheDocument();
  });

  it('reads in Bangla', async () => {
    await setLanguage('bn');
    serve();
    renderTab();
    const newton = await card('Newton’s laws worksheet');
    expect(within(newton).getByText('জমা দেওয়া হয়নি')).toBeInTheDocument();
    expect(within(newton).getByRole('button', { name: 'কাজ জমা দিন' })).toBeInTheDocument();
  });
});
