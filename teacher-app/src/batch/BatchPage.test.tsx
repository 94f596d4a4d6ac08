import type { Batch, BoardMessage, Material } from '@pathshala/shared-api/contract';
import {
  api,
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
import {
  clearToasts,
  fakeNow,
  renderRoutes,
  stubScreenWidth,
  stubWindowOpen,
} from '@pathshala/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { BatchPage } from './BatchPage';

const server = setupApiServer();
afterEach(clearToasts);
const tabs = stubWindowOpen();
jest.setTimeout(30_000);
// Thursday 26 November 2026, 10:00 in Dhaka, on a 360 px phone (the calendar is the week's agenda).
fakeNow('2026-11-26T04:00:00Z');
stubScreenWidth(360);

const PATH = '/teacher/batches/:id';
const physics = makeBatch({ title: 'SSC Physics batch' });
/** Saturday 28 Nov, 6:30 PM: to come, so the teacher may move or cancel it. */
const upcoming = makeSession({ starts_at: '2026-11-28T12:30:00.000Z' }, physics);

let nextId = 1;
const newId = (prefix: string) => `${prefix}-0000-4000-8000-${String(nextId++).padStart(12, '0')}`;

const byStudent: Material = {
  _id: newId('eeeeeeee'),
  batch_id: physics._id,
  title: 'My notes',
  kind: 'file',
  url: null,
  file: {
    name: 'notes.docx',
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    size: 20_000,
    url: '/api/v1/batch-files/t2',
  },
  uploaded_by: userRef(STUDENT),
  can_delete: true,
  createdAt: '2026-11-25T12:30:00.000Z',
};
const message: BoardMessage = {
  _id: newId('dddddddd'),
  batch_id: physics._id,
  author: OTHER_STUDENT,
  body: 'Off-topic advert',
  createdAt: '2026-11-25T12:30:00.000Z',
  can_delete: true,
};

interface Asked {
  sharing: unknown[];
  deletedMaterials: string[];
  deletedMessages: string[];
  sessionsQueries: string[];
}

function serve({ batch = physics }: { batch?: Batch } = {}) {
  const asked: Asked = { sharing: [], deletedMaterials: [], deletedMessages: [], sessionsQueries: [] };
  let current = batch;
  let materials = [byStudent];
  let board = [message];
  server.use(
    http.get(api('/batch/:id'), () => HttpResponse.json(ok(current))),
    http.get(api('/batch/batches'), () => HttpResponse.json(ok([current]))),
    http.get(api('/batch/:id/sessions'), ({ request }) => {
      asked.sessionsQueries.push(new URL(request.url).search);
      return HttpResponse.json(ok([upcoming]));
    }),
    http.get(api('/batch/:id/attendance'), () =>
      HttpResponse.json(ok(makeBatchAttendance([], [userRef(STUDENT), OTHER_STUDENT]))),
    ),
    http.get(api('/batch/:id/materials'), () => HttpResponse.json(paged(materials))),
    http.delete(api('/batch/:id/materials/:materialId'), ({ params }) => {
      asked.deletedMaterials.push(params.materialId as string);
      materials = materials.filter((item) => item._id !== params.materialId);
      return HttpResponse.json(ok(null));
    }),
    http.put(api('/batch/:id/materials/sharing'), async ({ request }) => {
      const body = (await request.json()) as { students_share_materials: boolean };
      asked.sharing.push(body);
      current = { ...current, ...body };
      return HttpResponse.json(ok(current));
    }),
    http.get(api('/batch/:id/assignments'), () => HttpResponse.json(paged([]))),
    http.get(api('/batch/:id/messages'), () =>
      HttpResponse.json(ok(board, 200, { meta: { limit: 30, has_more: false } })),
    ),
    http.delete(api('/batch/:id/messages/:messageId'), ({ params }) => {
      asked.deletedMessages.push(params.messageId as string);
      board = board.filter((item) => item._id !== params.messageId);
      return HttpResponse.json(ok({ _id: params.messageId, batch_id: batch._id }));
    }),
    http.put(api('/batch/:id/messages/read'), () =>
      HttpResponse.json(ok({ batch_id: batch._id, unread_messages: 0 })),
    ),
  );
  return asked;
}

function renderPage(search = '') {
  return renderRoutes(
    { [PATH]: <BatchPage /> },
    { route: `/teacher/batches/${physics._id}${search}`, wrapper: withQueryClient(signIn(TEACHER)) },
  );
}

describe('BatchPage (teacher)', () => {
  it("shows the batch's classes, each with the teacher's actions, and every student's attendance", async () => {
    const asked = serve();
    const { user } = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'SSC Physics batch' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your batches' })).toHaveAttribute('href', '/teacher/batches');
    expect(await screen.findByRole('region', { name: 'Attendance' })).toBeInTheDocument();
    await user.click(
      await screen.findByRole('button', { name: /SSC Physics batch 6:30 PM – 7:30 PM Scheduled/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'SSC Physics batch' });
    expect(within(dialog).getByRole('button', { name: 'Move' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel class' })).toBeInTheDocument();
    expect(asked.sessionsQueries).toEqual(['?from=2026-11-22&to=2026-11-29']);
  });

  it('starts the class in a new tab from the heading', async () => {
    serve();
    server.use(
      http.post(api('/zoom/create-meeting/:id'), () =>
        HttpResponse.json(
          ok({ startUrl: 'https://meet.example/host', joinUrl: 'https://meet.example/join', expiresAt: 'x' }),
        ),
      ),
    );
    const { user } = renderPage('?tab=materials');
    await user.click(await screen.findByRole('button', { name: 'Start class' }));
    expect(tabs).toHaveLength(1);
    await waitFor(() => expect(tabs[0]!.tab.location.href).toBe('https://meet.example/host'));
  });

  it('lets students share materials with the switch', async () => {
    const asked = serve();
    const { user } = renderPage('?tab=materials');
    const toggle = await screen.findByRole('checkbox', { name: 'Students can share materials' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(asked.sharing).toEqual([{ students_share_materials: true }]));
    expect(await screen.findByText('Students of this batch can now share materials')).toBeInTheDocument();
    await waitFor(() => expect(toggle).toBeChecked());
  });

  it("deletes a student's material after asking", async () => {
    const asked = serve();
    const { user } = renderPage('?tab=materials');
    expect(await screen.findByText('Word · 20 KB · notes.docx')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete My notes' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete material' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(asked.deletedMaterials).toEqual([byStudent._id]));
    expect(await screen.findByRole('heading', { name: 'No materials yet' })).toBeInTheDocument();
    expect(screen.getByText('Share a file or a link for the whole batch.')).toBeInTheDocument();
  });

  it("deletes a student's message from the board", async () => {
    const asked = serve();
    const { user } = renderPage('?tab=board');
    await user.click(await screen.findByRole('button', { name: 'Delete message from farhana' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete message' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(asked.deletedMessages).toEqual([message._id]));
    expect(await screen.findByRole('heading', { name: 'No messages yet' })).toBeInTheDocument();
  });
});
