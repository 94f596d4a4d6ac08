import type { Assignment, StudentSubmission, Submission } from '@pathshala/shared-api/contract';
import {
  api,
  failure,
  makeBatch,
  ok,
  OTHER_STUDENT,
  paged,
  setupApiServer,
  signIn,
  STUDENT,
  TEACHER,
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

const PATH = '/teacher/batches/:id';
const batch = makeBatch({ title: 'SSC Physics batch' });

let nextId = 1;
const newId = () => `aaaaaaaa-0000-4000-8000-${String(nextId++).padStart(12, '0')}`;

function makeAssignment(overrides: Partial<Assignment> = {}): Assignment {
  return {
    _id: newId(),
    batch_id: batch._id,
    title: 'Newton’s laws worksheet',
    instructions: 'Answer questions 1 to 5.',
    due_at: '2026-11-28T12:30:00.000Z',
    total_marks: 10,
    file: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    is_past_due: false,
    my_submission: null,
    submitted_count: 1,
    student_count: 2,
    ...overrides,
  };
}

function makeSubmission(assignment: Assignment, overrides: Partial<Submission> = {}): Submission {
  return {
    _id: newId(),
    assignment_id: assignment._id,
    student: userRef(STUDENT),
    text: 'F = ma',
    file: {
      name: 'answer.pdf',
      type: 'application/pdf',
      size: 120 * 1024,
      url: '/api/v1/batch-files/sealed',
    },
    submitted_at: '2026-11-25T14:00:00.000Z',
    is_late: false,
    feedback: null,
    mark: null,
    feedback_at: null,
    ...overrides,
  };
}

interface Asked {
  created: Record<string, unknown>[];
  updated: unknown[];
  deleted: string[];
  feedback: unknown[];
  lists: number;
}

/** The API the tab calls; `assignments` answers the list. Returns what was asked. */
function serve(assignments: Assignment[] = [makeAssignment()]) {
  const asked: Asked = { created: [], updated: [], deleted: [], feedback: [], lists: 0 };
  let list = assignments;
  server.use(
    http.get(api('/batch/:id/assignments'), () => {
      asked.lists += 1;
      return HttpResponse.json(paged(list));
    }),
    http.post(api('/batch/:id/assignments'), async ({ request }) => {
      const type = request.headers.get('content-type') ?? '';
      const body = type.includes('multipart')
        ? Object.fromEntries(
            [...(await request.formData()).entries()].map(([key, value]) => [
              key,
              typeof value === 'string' ? value : `file:${value.name}`,
            ]),
          )
        : ((await request.json()) as Record<string, unknown>);
      asked.created.push(body);
      const created = makeAssignment({ title: String(body.title), submitted_count: 0 });
      list = [created, ...list];
      return HttpResponse.json(ok(created, 201), { status: 201 });
    }),
    http.put(api('/batch/:id/assignments/:assignmentId'), async ({ request, params }) => {
      const body = (await request.json()) as Partial<Assignment>;
      asked.updated.push(body);
      list = list.map((item) => (item._id === params.assignmentId ? { ...item, ...body } : item));
      return HttpResponse.json(ok(list.find((item) => item._id === params.assignmentId)));
    }),
    http.delete(api('/batch/:id/assignments/:assignmentId'), ({ params }) => {
      asked.deleted.push(params.assignmentId as string);
      list = list.filter((item) => item._id !== params.assignmentId);
      return HttpResponse.json(ok(null));
    }),
  );
  return asked;
}

function renderTab() {
  return renderRoutes(
    { [PATH]: <AssignmentsTab batch={batch} /> },
    { route: `/teacher/batches/${batch._id}`, wrapper: withQueryClient(signIn(TEACHER)) },
  );
}

/** A chosen file: the test environment's FormData takes Node's Blob (jsdom's File is another class), so a named Blob. */
const namedBlob = (content: string, name: string, type: string) =>
  Object.assign(new Blob([content], { type }), { name }) as File;

const card = (title: string) => screen.findByRole('article', { name: title });

describe('AssignmentsTab (teacher): the list', () => {
  it('lists each assignment with its due time in Dhaka, how far off it is, and who submitted', async () => {
    serve([
      makeAssignment(),
      makeAssignment({
        title: 'Vectors',
        due_at: '2026-11-24T12:30:00.000Z',
        is_past_due: true,
        submitted_count: 2,
      }),
    ]);
    renderTab();
    const newton = await card('Newton’s laws worksheet');
    expect(within(newton).getByText('Due 28 Nov 2026, 6:30 PM (Dhaka time)')).toBeInTheDocument();
    expect(within(newton).getByText('due in 2 days')).toBeInTheDocument();
    expect(within(newton).getByText('Submitted 1 of 2')).toBeInTheDocument();
    const vectors = screen.getByRole('article', { name: 'Vectors' });
    expect(within(vectors).getByText('past due')).toBeInTheDocument();
    expect(within(vectors).getByText('Submitted 2 of 2')).toBeInTheDocument();
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

  it("shows the server's message and Try again, which asks again", async () => {
    serve();
    let fail = true;
    server.use(
      http.get(api('/batch/:id/assignments'), () =>
        fail
          ? HttpResponse.json(failure(403, 'Only members of this batch can see its assignments'), {
              status: 403,
            })
          : HttpResponse.json(paged([makeAssignment()])),
      ),
    );
    const { user } = renderTab();
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Only members of this batch can see its assignments');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await card('Newton’s laws worksheet')).toBeInTheDocument();
  });
});

describe('AssignmentsTab (teacher): setting, editing and deleting', () => {
  it('sets an assignment with an attachment, the due time in Dhaka time', async () => {
    const asked = serve([]);
    const { user } = renderTab();
    await screen.findByRole('heading', { name: 'No assignments yet' });
    await user.click(screen.getByRole('button', { name: 'Set assignment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set assignment' });
    await user.type(within(dialog).getByLabelText(/^Title/), 'Chapter 3');
    await user.type(within(dialog).getByLabelText(/Due date and time/), '2026-11-30T20:00');
    await user.type(within(dialog).getByLabelText(/^Total marks/), '20');
    await user.upload(
      within(dialog).getByLabelText(/^Attachment/),
      namedBlob('%PDF-1.4', 'chapter3.pdf', 'application/pdf'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Set assignment' }));
    expect(await screen.findByText('Assignment set; its students have been told')).toBeInTheDocument();
    expect(asked.created).toEqual([
      expect.objectContaining({
        title: 'Chapter 3',
        due_at: '2026-11-30T20:00',
        total_marks: '20',
        file: 'file:chapter3.pdf',
      }),
    ]);
    expect(await card('Chapter 3')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's field errors in the form", async () => {
    serve([]);
    server.use(
      http.post(api('/batch/:id/assignments'), () =>
        HttpResponse.json(
          failure(400, 'Validation failed', { due_at: 'Choose a due time within a year from today' }),
          { status: 400 },
        ),
      ),
    );
    const { user } = renderTab();
    await screen.findByRole('heading', { name: 'No assignments yet' });
    await user.click(screen.getByRole('button', { name: 'Set assignment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set assignment' });
    await user.type(within(dialog).getByLabelText(/^Title/), 'Chapter 3');
    const due = within(dialog).getByLabelText(/Due date and time/);
    await user.type(due, '2026-11-30T20:00');
    await user.click(within(dialog).getByRole('button', { name: 'Set assignment' }));
    expect(await within(dialog).findByText('Choose a due time within a year from today')).toBeInTheDocument();
    expect(due).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Failed to set the assignment')).toBeInTheDocument();
  });

  it('edits an assignment, sending what changed', async () => {
    const asked = serve();
    const { user } = renderTab();
    const newton = await card('Newton’s laws worksheet');
    await user.click(within(newton).getByRole('button', { name: 'Edit Newton’s laws worksheet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit assignment' });
    const title = within(dialog).getByLabelText(/^Title/);
    await user.clear(title);
    await user.type(title, 'Newton’s laws');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Assignment updated')).toBeInTheDocument();
    expect(asked.updated).toEqual([{ title: 'Newton’s laws' }]);
    expect(await card('Newton’s laws')).toBeInTheDocument();
  });

  it('deletes an assignment after asking', async () => {
    const asked = serve();
    const { user } = renderTab();
    const newton = await card('Newton’s laws worksheet');
    await user.click(within(newton).getByRole('button', { name: 'Delete Newton’s laws worksheet' }));
    const question = await screen.findByRole('alertdialog', { name: 'Delete assignment' });
    expect(question).toHaveTextContent(
      'Delete "Newton’s laws worksheet"? Its submissions and your feedback go with it.',
    );
    await user.click(within(question).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Assignment deleted')).toBeInTheDocument();
    expect(asked.deleted).toHaveLength(1);
    expect(await screen.findByRole('heading', { name: 'No assignments yet' })).toBeInTheDocument();
  });
});

describe('AssignmentsTab (teacher): submissions and feedback', () => {
  it('shows every student with their work, gives feedback and a mark, and goes back', async () => {
    const assignment = makeAssignment();
    const sent = makeSubmission(assignment);
    let rows: StudentSubmission[] = [
      { student: userRef(STUDENT), submission: sent },
      { student: OTHER_STUDENT, submission: null },
    ];
    const asked = serve([assignment]);
    server.use(
      http.get(api('/batch/:id/assignments/:assignmentId/submissions'), () => HttpResponse.json(ok(rows))),
      http.put(
        api('/batch/:id/assignments/:assignmentId/submissions/:submissionId/feedback'),
        async ({ request }) => {
          const body = (await request.json()) as { feedback: string; mark: number | null };
          asked.feedback.push(body);
          const answered = { ...sent, ...body, feedback_at: '2026-11-26T04:00:00.000Z' };
          rows = [{ student: userRef(STUDENT), submission: answered }, rows[1]!];
          return HttpResponse.json(ok(answered));
        },
      ),
    );
    const { user } = renderTab();
    const newton = await card('Newton’s laws worksheet');
    await user.click(within(newton).getByRole('button', { name: 'Submissions of Newton’s laws worksheet' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Newton’s laws worksheet' })).toHaveFocus();
    const nusrat = await card('nusrat');
    expect(within(nusrat).getByText('Submitted')).toBeInTheDocument();
    expect(within(nusrat).getByText('F = ma')).toBeInTheDocument();
    expect(within(nusrat).getByRole('link', { name: 'Download answer.pdf' })).toHaveAttribute(
      'href',
      '/api/v1/batch-files/sealed',
    );
    const farhana = screen.getByRole('article', { name: 'farhana' });
    expect(within(farhana).getByText('Not submitted')).toBeInTheDocument();
    expect(screen.getByText('1 of 2 submitted')).toBeInTheDocument();

    await user.click(within(nusrat).getByRole('button', { name: 'Give feedback to nusrat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Feedback for nusrat' });
    await user.type(within(dialog).getByLabelText('Feedback'), 'Good, show units.');
    await user.type(within(dialog).getByLabelText('Mark'), '8');
    await user.click(within(dialog).getByRole('button', { name: 'Save feedback' }));
    expect(await screen.findByText('Feedback saved; nusrat has been told')).toBeInTheDocument();
    expect(asked.feedback).toEqual([{ feedback: 'Good, show units.', mark: 8 }]);
    expect(await within(await card('nusrat')).findByText('Mark: 8 of 10')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back to assignments' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Submissions of Newton’s laws worksheet' })).toHaveFocus(),
    );
  });

  it('reads in Bangla', async () => {
    await setLanguage('bn');
    serve();
    renderTab();
    const newton = await card('Newton’s laws worksheet');
    expect(within(newton).getByText('২ জনের মধ্যে ১ জন জমা দিয়েছে')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'অ্যাসাইনমেন্ট দিন' })).toBeInTheDocument();
  });
});
