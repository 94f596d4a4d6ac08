import type { Batch, BoardMessage, Material } from '@pathshala/shared-api/contract';
import {
  api,
  failure,
  makeBatch,
  makeBatchAttendance,
  makeSession,
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
import {
  clearToasts,
  fakeNow,
  renderRoutes,
  ShowLocation,
  stubScreenWidth,
  stubWindowOpen,
} from '@pathshala/shared-ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { BatchPage } from './BatchPage';

const server = setupApiServer();
afterEach(clearToasts);
const tabs = stubWindowOpen();
jest.setTimeout(30_000);
// Thursday 26 November 2026, 10:00 in Dhaka, on a 360 px phone (the calendar is the week's agenda).
fakeNow('2026-11-26T04:00:00Z');
stubScreenWidth(360);

const PATH = '/student/batches/:id';
const physics = makeBatch({ title: 'SSC Physics batch', unread_messages: 2 });
const held = makeSession(
  { starts_at: '2026-11-22T12:30:00.000Z', status: 'held', my_attendance: 'late' },
  physics,
);

let nextId = 1;
const newId = (prefix: string) => `${prefix}-0000-4000-8000-${String(nextId++).padStart(12, '0')}`;

function makeMaterial(overrides: Partial<Material> = {}): Material {
  return {
    _id: newId('eeeeeeee'),
    batch_id: physics._id,
    title: 'Worksheet 1',
    kind: 'file',
    url: null,
    file: {
      name: 'worksheet-1.pdf',
      type: 'application/pdf',
      size: 512 * 1024,
      url: '/api/v1/batch-files/t1',
    },
    uploaded_by: userRef(TEACHER),
    can_delete: false,
    createdAt: '2026-11-25T12:30:00.000Z',
    ...overrides,
  };
}

function makeMessage(overrides: Partial<BoardMessage> = {}): BoardMessage {
  return {
    _id: newId('dddddddd'),
    batch_id: physics._id,
    author: userRef(TEACHER),
    body: 'Test on Sunday: chapter 3.',
    createdAt: '2026-11-25T12:30:00.000Z',
    can_delete: false,
    ...overrides,
  };
}

interface Asked {
  reads: number;
  posted: unknown[];
  shared: unknown[];
  reported: unknown[];
  deleted: string[];
  messagesQueries: string[];
}

/** The API the page calls. Returns what was asked. */
function serve({
  batch = physics,
  materials = [makeMaterial()],
  messages = [
    makeMessage(),
    makeMessage({ author: OTHER_STUDENT, body: 'Thanks! Notes: https://example.org/n' }),
  ],
}: { batch?: Batch; materials?: Material[]; messages?: BoardMessage[] } = {}) {
  const asked: Asked = { reads: 0, posted: [], shared: [], reported: [], deleted: [], messagesQueries: [] };
  let board = [...messages];
  server.use(
    http.get(api('/batch/:id'), ({ params }) =>
      params.id === batch._id
        ? HttpResponse.json(ok(batch))
        : HttpResponse.json(failure(404, 'Batch not found'), { status: 404 }),
    ),
    http.get(api('/batch/:id/sessions'), () => HttpResponse.json(ok([held]))),
    http.get(api('/batch/:id/attendance'), () =>
      HttpResponse.json(
        ok(makeBatchAttendance([held], [userRef(STUDENT)], { [held._id]: { [STUDENT._id]: 'late' } })),
      ),
    ),
    http.get(api('/batch/:id/materials'), () => HttpResponse.json(paged(materials))),
    http.post(api('/batch/:id/materials'), async ({ request }) => {
      const body = await request.json();
      asked.shared.push(body);
      return HttpResponse.json(
        ok(makeMaterial({ title: 'Video', kind: 'link', url: 'https://youtu.be/x', file: null }), 201),
        { status: 201 },
      );
    }),
    http.get(api('/batch/:id/assignments'), () => HttpResponse.json(paged([]))),
    http.get(api('/batch/:id/messages'), ({ request }) => {
      asked.messagesQueries.push(new URL(request.url).search);
      return HttpResponse.json(ok(board, 200, { meta: { limit: 30, has_more: false } }));
    }),
    http.post(api('/batch/:id/messages'), async ({ request }) => {
      const { body } = (await request.json()) as { body: string };
      asked.posted.push(body);
      const message = makeMessage({
        author: userRef(STUDENT),
        body,
        can_delete: true,
        createdAt: '2026-11-26T04:00:00.000Z',
      });
      board = [...board, message];
      return HttpResponse.json(ok(message, 201), { status: 201 });
    }),
    http.delete(api('/batch/:id/messages/:messageId'), ({ params }) => {
      asked.deleted.push(params.messageId as string);
      board = board.filter((message) => message._id !== params.messageId);
      return HttpResponse.json(ok({ _id: params.messageId, batch_id: batch._id }));
    }),
    http.post(api('/batch/:id/messages/:messageId/report'), async ({ request }) => {
      asked.reported.push(await request.json());
      return HttpResponse.json(ok({ _id: newId('rrrrrrrr') }, 201), { status: 201 });
    }),
    http.put(api('/batch/:id/messages/read'), () => {
      asked.reads += 1;
      return HttpResponse.json(ok({ batch_id: batch._id, unread_messages: 0 }));
    }),
  );
  return asked;
}

function renderPage(search = '', id = physics._id) {
  return renderRoutes(
    {
      [PATH]: (
        <>
          <BatchPage />
          <ShowLocation />
        </>
      ),
    },
    { route: `/student/batches/${id}${search}`, wrapper: withQueryClient(signIn(STUDENT)) },
  );
}

const location = () => screen.getByRole('status', { name: 'Location' });

describe('BatchPage (student): the page', () => {
  it('names the batch, with its facts, the way back and the four tabs, Classes first', async () => {
    serve();
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'SSC Physics batch' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your batches' })).toHaveAttribute('href', '/student/batches');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Classes',
      'Materials',
      'Assignments',
      expect.stringMatching(/^Board/),
    ]);
    expect(screen.getByRole('tab', { name: 'Board (2 unread messages)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Classes' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('button', { name: 'Join class' })).not.toBeInTheDocument();
  });

  it("shows the batch's classes and the student's own attendance on Classes", async () => {
    serve();
    const { user } = renderPage();
    const row = await screen.findByRole('button', { name: /SSC Physics batch 6:30 PM – 7:30 PM Held/ });
    expect(await screen.findByRole('region', { name: 'Your attendance' })).toBeInTheDocument();
    await user.click(row);
    const dialog = await screen.findByRole('dialog', { name: 'SSC Physics batch' });
    expect(within(dialog).getByText('Your attendance').nextElementSibling).toHaveTextContent('Late');
  });

  it('keeps the tab in the address, and opens the one the address names', async () => {
    serve();
    const { user } = renderPage('?tab=materials');
    expect(await screen.findByRole('tab', { name: 'Materials' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'Worksheet 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /^Board/ }));
    await waitFor(() => expect(location()).toHaveTextContent(`/student/batches/${physics._id}?tab=board`));
    await user.click(screen.getByRole('tab', { name: 'Classes' }));
    await waitFor(() => expect(location()).toHaveTextContent(new RegExp(`/student/batches/${physics._id}$`)));
  });

  it('joins a live class from the heading, and offers none otherwise', async () => {
    serve({ batch: { ...physics, join_class_link: 'https://meet.jit.si/pathshala-x' } });
    const { user } = renderPage('?tab=board');
    await user.click(await screen.findByRole('button', { name: 'Join class' }));
    expect(tabs.map((tab) => tab.args)).toEqual([
      ['https://meet.jit.si/pathshala-x', '_blank', 'noopener,noreferrer'],
    ]);
  });

  it("says so when the batch cannot be seen, with the server's reason", async () => {
    serve();
    renderPage('', 'bbbbbbbb-0000-4000-8000-999999999999');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This batch is not open to you' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Batch not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your batches' })).toHaveAttribute('href', '/student/batches');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('offers Try again when loading the batch failed otherwise', async () => {
    serve();
    server.use(
      http.get(api('/batch/:id'), () =>
        HttpResponse.json(failure(500, 'Something went wrong'), { status: 500 }),
      ),
    );
    renderPage();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('BatchPage (student): materials', () => {
  it('lists them with a download link; Share only when the teacher lets students share', async () => {
    serve();
    renderPage('?tab=materials');
    expect(await screen.findByRole('link', { name: 'Download Worksheet 1' })).toHaveAttribute(
      'href',
      '/api/v1/batch-files/t1',
    );
    expect(
      screen.getByText('Worksheets, notes and links your teacher shares with this batch.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share material' })).not.toBeInTheDocument();
  });

  it('shares a link when students may', async () => {
    const asked = serve({ batch: { ...physics, students_share_materials: true } });
    const { user } = renderPage('?tab=materials');
    await user.click(await screen.findByRole('button', { name: 'Share material' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share material' });
    await user.type(within(dialog).getByLabelText(/Title/), 'Video');
    await user.click(within(dialog).getByRole('radio', { name: 'A link' }));
    await user.type(within(dialog).getByLabelText(/^Link/), 'https://youtu.be/x');
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(asked.shared).toEqual([{ title: 'Video', url: 'https://youtu.be/x' }]));
    expect(await screen.findByText('Material shared')).toBeInTheDocument();
  });

  it('has an empty state', async () => {
    serve({ materials: [] });
    renderPage('?tab=materials');
    expect(await screen.findByRole('heading', { name: 'No materials yet' })).toBeInTheDocument();
  });
});

describe('BatchPage (student): the board', () => {
  it('shows the messages newest last with clickable links, and marks the board read', async () => {
    const asked = serve();
    renderPage('?tab=board');
    const log = await screen.findByRole('log', { name: 'Messages' });
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(2));
    const [first, second] = within(log).getAllByRole('listitem');
    expect(first).toHaveTextContent('Test on Sunday: chapter 3.');
    expect(within(second!).getByRole('link', { name: 'https://example.org/n' })).toHaveAttribute(
      'href',
      'https://example.org/n',
    );
    await waitFor(() => expect(asked.reads).toBe(1));
  });

  it('posts a message, which shows last', async () => {
    const asked = serve();
    const { user } = renderPage('?tab=board');
    await screen.findByRole('log', { name: 'Messages' });
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'See you on Sunday');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(asked.posted).toEqual(['See you on Sunday']));
    const log = screen.getByRole('log', { name: 'Messages' });
    await waitFor(() =>
      expect(within(log).getAllByRole('listitem').at(-1)).toHaveTextContent('See you on Sunday'),
    );
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  });

  it("reports a classmate's message with a reason", async () => {
    const asked = serve();
    const { user } = renderPage('?tab=board');
    await user.click(await screen.findByRole('button', { name: 'Report message from farhana' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report message' });
    await user.type(within(dialog).getByLabelText(/Why are you reporting it/), 'Not about the class');
    await user.click(within(dialog).getByRole('button', { name: 'Report' }));
    await waitFor(() => expect(asked.reported).toEqual([{ message: 'Not about the class' }]));
  });

  it('does not mark a board read that has nothing unread', async () => {
    const asked = serve({ batch: { ...physics, unread_messages: 0 } });
    renderPage('?tab=board');
    await screen.findByRole('log', { name: 'Messages' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(asked.reads).toBe(0);
  });
});

describe('BatchPage (student) in Bangla', () => {
  afterEach(() => act(() => setLanguage('en')));
  it('reads in Bangla', async () => {
    serve();
    await act(() => setLanguage('bn'));
    renderPage('?tab=materials');
    expect(await screen.findByRole('tab', { name: 'উপকরণ' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('link', { name: 'আপনার ব্যাচসমূহ' })).toBeInTheDocument();
  });
});
