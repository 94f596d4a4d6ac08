import type { Batch, BatchInvitation, PaymentHistoryItem } from '@pathshala/shared-api/contract';
import {
  api,
  failure,
  makeBatch,
  makeBatchInvitation,
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
import { clearToasts, renderRoutes, renderWithProviders, stubWindowOpen } from '@pathshala/shared-ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { joinClass } from './useBatchActions';
import { YourBatches } from './YourBatches';

const server = setupApiServer();
afterEach(clearToasts);
const tabs = stubWindowOpen();

const PATH = '/student/batches';

/** A batch the signed-in student made: they own it, RAFIQ teaches it. */
const ownBatch = (overrides: Partial<Batch> = {}) => makeBatch({ owner_id: userRef(STUDENT), ...overrides });

/**
 * GET /batch/batches answers `batches()`; the payment history `payments`; the invitations `invitations()` (none
 * unless given). Returns the load counts.
 */
function serve(
  batches: () => Batch[],
  payments: PaymentHistoryItem[] = [],
  invitations: () => BatchInvitation[] = () => [],
) {
  const loads = { count: 0, payments: 0, invitations: 0 };
  server.use(
    http.get(api('/batch/batches'), () => {
      loads.count += 1;
      return HttpResponse.json(ok(batches()));
    }),
    http.get(api('/batch/invitations'), () => {
      loads.invitations += 1;
      return HttpResponse.json(ok(invitations()));
    }),
    http.get(api('/payment/history'), () => {
      loads.payments += 1;
      return HttpResponse.json(paged(payments));
    }),
  );
  return loads;
}

/** Batch Management, the student signed in. */
function renderBatches() {
  return renderRoutes(
    { [PATH]: <YourBatches /> },
    { route: PATH, wrapper: withQueryClient(signIn(STUDENT)) },
  );
}

describe('Batch Management: lists', () => {
  it("shows 'Batch Management', own batches first, then 'Batches You're Part Of'", async () => {
    serve(() => [makeBatch({ title: 'Taught by someone' }), ownBatch({ title: 'My own batch' })]);
    renderBatches();
    expect(screen.getByRole('heading', { level: 1, name: 'Batch Management' })).toBeInTheDocument();
    const own = await screen.findByRole('region', { name: 'Your Batches' });
    expect(within(own).getByRole('article', { name: 'My own batch' })).toBeInTheDocument();
    const partOf = screen.getByRole('region', { name: "Batches You're Part Of" });
    expect(within(partOf).getByRole('article', { name: 'Taught by someone' })).toBeInTheDocument();
    expect(within(partOf).queryByRole('article', { name: 'My own batch' })).not.toBeInTheDocument();
    // the student's own come first
    expect(own.compareDocumentPosition(partOf) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows a loading state first', async () => {
    serve(() => []);
    server.use(
      http.get(api('/batch/batches'), async () => {
        await delay(200);
        return HttpResponse.json(ok([ownBatch({ title: 'My own batch' })]));
      }),
    );
    renderBatches();
    expect(screen.getByText('Loading your batches...')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'My own batch' })).toBeInTheDocument();
    expect(screen.queryByText('Loading your batches...')).not.toBeInTheDocument();
  });

  it("shows 'No batches yet' and an empty Payments section", async () => {
    serve(() => []);
    renderBatches();
    expect(await screen.findByRole('heading', { name: 'No batches yet' })).toBeInTheDocument();
    const payments = screen.getByRole('region', { name: 'Payments' });
    expect(await within(payments).findByText(/No payments yet/)).toBeInTheDocument();
  });

  it('shows an error view with Try again, which loads the batches again', async () => {
    serve(() => []);
    let fail = true;
    server.use(
      http.get(api('/batch/batches'), () =>
        fail
          ? HttpResponse.json(failure(403, 'You cannot see these batches'), { status: 403 })
          : HttpResponse.json(ok([ownBatch({ title: 'My own batch' })])),
      ),
    );
    const { user } = renderBatches();
    const alert = await screen.findByRole('alert', undefined, { timeout: 5000 });
    expect(alert).toHaveTextContent('You cannot see these batches');

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'My own batch' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says 'Failed to load batches. Please try again later.' when the failure has no message", async () => {
    serve(() => []);
    server.use(http.get(api('/batch/batches'), () => new HttpResponse(null, { status: 500 })));
    renderBatches();
    expect(await screen.findByRole('alert', undefined, { timeout: 5000 })).toHaveTextContent(
      'Failed to load batches. Please try again later.',
    );
  });

  it("lists the student's payments: batch, amount, date, status, transaction id", async () => {
    serve(
      () => [],
      [
        {
          _id: 'p1',
          tran_id: 'TRX-123',
          amount: 3000,
          currency: 'BDT',
          status: 'paid',
          batch: { _id: 'b1', title: 'SSC Physics batch', subject: 'Physics' },
          student: userRef(STUDENT),
          teacher: userRef(TEACHER),
          createdAt: '2026-11-02T10:00:00.000Z',
          paidAt: '2026-11-02T10:05:00.000Z',
        },
      ],
    );
    renderBatches();
    const payments = screen.getByRole('region', { name: 'Payments' });
    const row = (await within(payments).findByText('TRX-123')).closest('tr') as HTMLElement;
    expect(within(row).getByText('SSC Physics batch')).toBeInTheDocument();
    expect(within(row).getByText('৳3,000')).toBeInTheDocument();
    expect(within(row).getByText('paid')).toBeInTheDocument();
    expect(within(row).getByText(/2 Nov 2026/)).toBeInTheDocument();
    // their own payments: no Student column
    expect(within(payments).queryByRole('columnheader', { name: 'Student' })).not.toBeInTheDocument();
    expect(within(row).queryByText(STUDENT.username)).not.toBeInTheDocument();
  });

  it("shows 'Failed to load payments.' with Try again when the history fails", async () => {
    serve(() => []);
    let fail = true;
    server.use(
      http.get(api('/payment/history'), () =>
        fail ? new HttpResponse(null, { status: 500 }) : HttpResponse.json(paged([])),
      ),
    );
    const { user } = renderBatches();
    const payments = screen.getByRole('region', { name: 'Payments' });
    const alert = await within(payments).findByRole('alert', undefined, { timeout: 5000 });
    expect(alert).toHaveTextContent('Failed to load payments.');

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(payments).findByText(/No payments yet/)).toBeInTheDocument();
  });
});

describe('Batch Management: Add New Batch', () => {
  async function openAdd() {
    const loads = serve(() => []);
    const rendered = renderBatches();
    await screen.findByRole('heading', { name: 'No batches yet' });
    await rendered.user.click(screen.getAllByRole('button', { name: 'New Batch' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Add New Batch' });
    return { ...rendered, dialog, loads };
  }

  it('prefills the owner (read-only) and leaves the teacher empty for a student', async () => {
    const { dialog } = await openAdd();
    expect(within(dialog).getByLabelText(/Owner username/)).toHaveValue(STUDENT.username);
    expect(within(dialog).getByLabelText(/Owner username/)).toHaveAttribute('readonly');
    expect(within(dialog).getByLabelText(/Teacher username/)).toHaveValue('');
  });

  it('opens from the empty state too', async () => {
    serve(() => []);
    const { user } = renderBatches();
    await screen.findByRole('heading', { name: 'No batches yet' });
    const buttons = screen.getAllByRole('button', { name: 'New Batch' });
    expect(buttons).toHaveLength(2);
    await user.click(buttons[1]!);
    expect(await screen.findByRole('dialog', { name: 'Add New Batch' })).toBeInTheDocument();
  });

  it("creates through POST /batch/create: 'Batch created successfully', the dialog closes and the list reloads", async () => {
    const bodies: unknown[] = [];
    const { dialog, user, loads } = await openAdd();
    server.use(
      http.post(api('/batch/create'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(ok(ownBatch(), 201));
      }),
    );
    await user.type(within(dialog).getByLabelText(/Teacher username/), TEACHER.username);
    await user.type(within(dialog).getByLabelText(/^Subject/), 'Physics');
    await user.selectOptions(within(dialog).getByLabelText(/^Class/), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Tue (Tuesday)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Sun (Sunday)' }));
    await user.type(within(dialog).getByLabelText(/^Salary/), '3000');
    await user.type(within(dialog).getByLabelText(/Student username/), 'tanvir{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Create Batch' }));

    expect(await screen.findByText('Batch created successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add New Batch' })).toBeNull());
    expect(bodies).toEqual([
      expect.objectContaining({
        username: STUDENT.username,
        teacher_username: TEACHER.username,
        subject: 'Physics',
        class: '10',
        weekly_schedule: ['Sunday', 'Tuesday'],
        time: '13:00',
        salary: 3000,
        time_to_pay: false,
        is_continuous: false,
        is_batch: false,
        max_size: null,
        student_ids: ['tanvir'],
      }),
    ]);
    await waitFor(() => expect(loads.count).toBe(2));
  });
});

describe('Batch Management: edit and delete', () => {
  it("saves Edit Batch through PUT /batch/update/:id (schedule as text): 'Batch updated', and the list reloads", async () => {
    const puts: { id: string; body: unknown }[] = [];
    const batch = ownBatch({ title: 'My own batch' });
    const loads = serve(() => [batch]);
    server.use(
      http.put(api('/batch/update/:id'), async ({ params, request }) => {
        puts.push({ id: params.id as string, body: await request.json() });
        return HttpResponse.json(ok(batch));
      }),
    );
    const { user } = renderBatches();
    const card = await screen.findByRole('article', { name: 'My own batch' });
    await user.click(within(card).getByRole('button', { name: 'Edit batch' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Batch' });
    const schedule = within(dialog).getByLabelText(/Weekly schedule/);
    await user.clear(schedule);
    await user.type(schedule, 'monday, Friday');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Batch' })).toBeNull());
    expect(await screen.findByText('Batch updated')).toBeInTheDocument();
    expect(puts).toEqual([
      {
        id: batch._id,
        body: {
          subject: 'Physics',
          class: '10',
          weekly_schedule: 'monday, Friday',
          time: '18:30',
          salary: 3000,
          is_continuous: true,
          is_batch: true,
        },
      },
    ]);
    await waitFor(() => expect(loads.count).toBe(2));
  });

  it('offers Edit and Delete only on the batches the student owns', async () => {
    serve(() => [makeBatch({ title: 'Taught by someone' }), ownBatch({ title: 'My own batch' })]);
    renderBatches();
    const mine = await screen.findByRole('article', { name: 'My own batch' });
    expect(within(mine).getByRole('button', { name: 'Edit batch' })).toBeInTheDocument();
    expect(within(mine).getByRole('button', { name: 'Delete batch' })).toBeInTheDocument();
    const theirs = screen.getByRole('article', { name: 'Taught by someone' });
    expect(within(theirs).queryByRole('button', { name: 'Edit batch' })).not.toBeInTheDocument();
    expect(within(theirs).queryByRole('button', { name: 'Delete batch' })).not.toBeInTheDocument();
    // a student neither starts a class nor asks for payment
    for (const card of [mine, theirs]) {
      expect(within(card).queryByRole('button', { name: 'Start class' })).not.toBeInTheDocument();
      expect(within(card).queryByRole('button', { name: 'Ask for payment' })).not.toBeInTheDocument();
    }
  });

  it('sends DELETE /batch/destroy/:id after confirming and reloads the list', async () => {
    const batch = ownBatch({ title: 'My own batch' });
    let batches = [batch];
    serve(() => batches);
    const deleted: string[] = [];
    server.use(
      http.delete(api('/batch/destroy/:id'), ({ params }) => {
        deleted.push(params.id as string);
        batches = [];
        return HttpResponse.json(ok({}));
      }),
    );
    const { user } = renderBatches();
    const card = await screen.findByRole('article', { name: 'My own batch' });
    await user.click(within(card).getByRole('button', { name: 'Delete batch' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('Are you sure you want to delete this batch?')).toBeInTheDocument();
    expect(deleted).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('heading', { name: 'No batches yet' })).toBeInTheDocument();
    expect(screen.getByText('Batch deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(deleted).toEqual([batch._id]);
  });

  it('removes a student from a batch the student owns', async () => {
    let batches = [ownBatch({ title: 'My own batch' })];
    serve(() => batches);
    const removed: string[] = [];
    server.use(
      http.delete(api('/batch/remove-user/:id/:userId'), ({ params }) => {
        removed.push(`${params.id as string}/${params.userId as string}`);
        batches = batches.map((batch) => ({ ...batch, student_ids: [userRef(STUDENT)] }));
        return HttpResponse.json(ok({}));
      }),
    );
    const { user } = renderBatches();
    const card = await screen.findByRole('article', { name: 'My own batch' });
    await user.click(within(card).getByRole('button', { name: /View 2 Students/ }));
    // not themself
    expect(
      within(card).queryByRole('button', { name: `Remove ${STUDENT.username}` }),
    ).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: `Remove ${OTHER_STUDENT.username}` }));
    await waitFor(() => expect(removed).toEqual([`${batches[0]!._id}/${OTHER_STUDENT._id}`]));
    expect(await screen.findByText(`${OTHER_STUDENT.username} removed from the batch`)).toBeInTheDocument();
    expect(await within(card).findByRole('button', { name: /1 Student$/ })).toBeInTheDocument();
  });
});

describe('Batch Management: pay, join class and leave', () => {
  const due = () => makeBatch({ title: 'Due batch', time_to_pay: true });

  it('opens a tab inside the click and sends it to the redirect address', async () => {
    const bodies: unknown[] = [];
    const loads = serve(() => [due()]);
    server.use(
      http.post(api('/payment/pay'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({
          ...ok({ redirectUrl: 'https://pay.example/session/1' }),
          redirectUrl: 'https://pay.example/session/1',
        });
      }),
    );
    const { user } = renderBatches();
    const card = await screen.findByRole('article', { name: 'Due batch' });
    await user.click(within(card).getByRole('button', { name: 'Pay' }));
    expect(tabs).toHaveLength(1);
    expect(tabs[0]!.args).toEqual(['', '_blank']);
    await waitFor(() => expect(tabs[0]!.tab.location.href).toBe('https://pay.example/session/1'));
    expect(tabs[0]!.tab.opener).toBeNull();
    expect(bodies[0]).toEqual({
      totalAmount: 3000,
      productName: `${TEACHER.username} - Physics`,
      batchId: expect.any(String),
      teacherId: TEACHER._id,
    });
    // the payments reload
    await waitFor(() => expect(loads.payments).toBe(2));
  });

  it("closes the tab and shows 'Failed to pay: {message}' when paying fails", async () => {
    serve(() => [due()]);
    server.use(
      http.post(api('/payment/pay'), () =>
        HttpResponse.json(failure(409, 'This teacher cannot be paid online yet'), { status: 409 }),
      ),
    );
    const { user } = renderBatches();
    await user.click(
      within(await screen.findByRole('article', { name: 'Due batch' })).getByRole('button', { name: 'Pay' }),
    );
    expect(
      await screen.findByText('Failed to pay: This teacher cannot be paid online yet'),
    ).toBeInTheDocument();
    expect(tabs[0]!.tab.close).toHaveBeenCalled();
  });

  it('shows no Pay on a batch with no payment due', async () => {
    serve(() => [makeBatch({ title: 'Paid up' })]);
    renderBatches();
    const card = await screen.findByRole('article', { name: 'Paid up' });
    expect(within(card).queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
  });

  it('opens the class link in a new tab with Join class', async () => {
    serve(() => [
      makeBatch({ title: 'Live batch', join_class_link: 'https://meet.example/join' }),
      makeBatch({ title: 'No class yet' }),
    ]);
    const { user } = renderBatches();
    const card = await screen.findByRole('article', { name: 'Live batch' });
    await user.click(within(card).getByRole('button', { name: 'Join class' }));
    expect(tabs).toHaveLength(1);
    expect(tabs[0]!.args).toEqual(['https://meet.example/join', '_blank', 'noopener,noreferrer']);
    // without a link there is no class to join
    expect(
      within(screen.getByRole('article', { name: 'No class yet' })).queryByRole('button', {
        name: 'Join class',
      }),
    ).not.toBeInTheDocument();
  });

  it("opens the class link with joinClass, and says 'No class link available.' without one", async () => {
    renderWithProviders(<p>Batches</p>);
    joinClass({ join_class_link: 'https://meet.example/join' });
    expect(tabs[0]!.args[0]).toBe('https://meet.example/join');
    act(() => joinClass({ join_class_link: null }));
    expect(await screen.findByText('No class link available.')).toBeInTheDocument();
    expect(tabs).toHaveLength(1);
  });

  it("leaves a batch they are part of: 'You left the batch', and it leaves the list", async () => {
    let batches = [makeBatch({ title: 'Taught by someone' })];
    serve(() => batches);
    const left: string[] = [];
    server.use(
      http.delete(api('/batch/student/leave/:id'), ({ params }) => {
        left.push(params.id as string);
        batches = [];
        return HttpResponse.json(ok({}));
      }),
    );
    const { user } = renderBatches();
    const card = await screen.findByRole('article', { name: 'Taught by someone' });
    await user.click(within(card).getByRole('button', { name: 'Leave batch' }));
    await waitFor(() => expect(left).toHaveLength(1));
    expect(await screen.findByText('You left the batch')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No batches yet' })).toBeInTheDocument();
  });

  it("shows 'Failed to leave the batch' with the server's reason when leaving fails", async () => {
    serve(() => [makeBatch({ title: 'Taught by someone' })]);
    server.use(
      http.delete(api('/batch/student/leave/:id'), () =>
        HttpResponse.json(failure(409, 'Pay the open round first'), { status: 409 }),
      ),
    );
    const { user } = renderBatches();
    const card = await screen.findByRole('article', { name: 'Taught by someone' });
    await user.click(within(card).getByRole('button', { name: 'Leave batch' }));
    expect(await screen.findByText('Failed to leave the batch')).toBeInTheDocument();
    expect(screen.getByText('Pay the open round first')).toBeInTheDocument();
    expect(await within(card).findByRole('button', { name: 'Leave batch' })).toBeEnabled();
  });
});

describe('Batch Management: invitations', () => {
  /** farhana's batch that RAFIQ teaches, the student invited to join it. */
  const invitation = () =>
    makeBatchInvitation(
      {},
      makeBatch({
        title: 'HSC Chemistry',
        owner_id: OTHER_STUDENT,
        student_ids: [OTHER_STUDENT],
        invited_students: [userRef(STUDENT)],
        salary: 2500,
      }),
    );

  it("shows 'Invitations' above the batches, with who invited the student and the batch's facts", async () => {
    serve(
      () => [ownBatch({ title: 'My own batch' })],
      [],
      () => [invitation()],
    );
    renderBatches();
    const section = await screen.findByRole('region', { name: 'Invitations' });
    const card = within(section).getByRole('article', { name: 'HSC Chemistry' });
    expect(within(card).getByText('farhana invites you to join this batch')).toBeInTheDocument();
    expect(within(card).getByText('৳2,500')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Accept' })).toBeEnabled();
    expect(within(card).getByRole('button', { name: 'Decline' })).toBeEnabled();
    // headings in order: the page, then the invitations, then the batches
    const own = await screen.findByRole('region', { name: 'Your Batches' });
    expect(section.compareDocumentPosition(own) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Invitations',
      'Your Batches',
      'Payments',
    ]);
  });

  it('shows no Invitations section while they load or when there are none', async () => {
    serve(() => [ownBatch({ title: 'My own batch' })]);
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get(api('/batch/invitations'), async () => {
        await answered;
        return HttpResponse.json(ok([]));
      }),
    );
    renderBatches();
    expect(await screen.findByRole('article', { name: 'My own batch' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Invitations' })).not.toBeInTheDocument();
    answer();
    await waitFor(() => expect(screen.queryByText(/Loading/)).toBeNull());
    expect(screen.queryByRole('region', { name: 'Invitations' })).not.toBeInTheDocument();
  });

  it("says 'Failed to load your invitations.' with Try again, the batches still shown", async () => {
    serve(() => [ownBatch({ title: 'My own batch' })]);
    let fail = true;
    server.use(
      http.get(api('/batch/invitations'), () =>
        fail ? new HttpResponse(null, { status: 500 }) : HttpResponse.json(ok([invitation()])),
      ),
    );
    const { user } = renderBatches();
    const section = await screen.findByRole('region', { name: 'Invitations' }, { timeout: 5000 });
    const alert = await within(section).findByRole('alert', undefined, { timeout: 5000 });
    expect(alert).toHaveTextContent('Failed to load your invitations.');
    expect(screen.getByRole('article', { name: 'My own batch' })).toBeInTheDocument();

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    const card = await screen.findByRole('article', { name: 'HSC Chemistry' });
    expect(screen.getByRole('region', { name: 'Invitations' })).toContainElement(card);
    expect(screen.queryByText('Failed to load your invitations.')).not.toBeInTheDocument();
  });

  it("accepts: 'You joined', the batch moves to 'Batches You're Part Of' and the invitation goes", async () => {
    const invited = invitation();
    let invitations = [invited];
    let batches: Batch[] = [];
    const loads = serve(
      () => batches,
      [],
      () => invitations,
    );
    const accepted: string[] = [];
    server.use(
      http.put(api('/batch/invitations/:id/accept'), ({ params }) => {
        accepted.push(params.id as string);
        const joined = {
          ...invited.batch,
          student_ids: [OTHER_STUDENT, userRef(STUDENT)],
          invited_students: [],
        };
        batches = [joined];
        invitations = [];
        return HttpResponse.json({ ...ok(joined), message: 'You joined the batch' });
      }),
    );
    const { user } = renderBatches();
    const card = await screen.findByRole('article', { name: 'HSC Chemistry' });
    await user.click(within(card).getByRole('button', { name: 'Accept' }));

    expect(await screen.findByRole('status', { name: 'You joined "HSC Chemistry"' })).toBeInTheDocument();
    const partOf = await screen.findByRole('region', { name: "Batches You're Part Of" });
    const joined = within(partOf).getByRole('article', { name: 'HSC Chemistry' });
    expect(within(joined).getByRole('button', { name: 'Leave batch' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Invitations' })).not.toBeInTheDocument(),
    );
    expect(accepted).toEqual([invited._id]);
    expect(loads.invitations).toBe(2);
  });

  it("says why an accept failed ('This batch is full') and keeps the invitation", async () => {
    serve(
      () => [],
      [],
      () => [invitation()],
    );
    server.use(
      http.put(api('/batch/invitations/:id/accept'), () =>
        HttpResponse.json(failure(409, 'This batch is full'), { status: 409 }),
      ),
    );
    const { user } = renderBatches();
    const card = await screen.findByRole('article', { name: 'HSC Chemistry' });
    await user.click(within(card).getByRole('button', { name: 'Accept' }));
    const failed = await screen.findByRole('status', { name: 'Failed to accept the invitation' });
    expect(failed).toHaveTextContent('This batch is full');
    expect(await within(card).findByRole('button', { name: 'Accept' })).toBeEnabled();
    expect(screen.getByRole('heading', { name: 'No batches yet' })).toBeInTheDocument();
  });

  it('declines: the invitation goes and no batch is added', async () => {
    const invited = invitation();
    let invitations = [invited];
    serve(
      () => [],
      [],
      () => invitations,
    );
    const declined: string[] = [];
    server.use(
      http.put(api('/batch/invitations/:id/decline'), ({ params }) => {
        declined.push(params.id as string);
        invitations = [];
        return HttpResponse.json({ ...ok(null), message: 'Invitation declined' });
      }),
    );
    const { user } = renderBatches();
    const card = await screen.findByRole('article', { name: 'HSC Chemistry' });
    await user.click(within(card).getByRole('button', { name: 'Decline' }));
    expect(
      await screen.findByRole('status', { name: 'You declined the invitation to "HSC Chemistry"' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Invitations' })).not.toBeInTheDocument(),
    );
    expect(declined).toEqual([invited._id]);
    expect(screen.getByRole('heading', { name: 'No batches yet' })).toBeInTheDocument();
  });

  it('shows the owner who has not answered yet, and withdraws an invitation', async () => {
    let batches = [
      ownBatch({
        title: 'My own batch',
        teacher_id: null,
        student_ids: [userRef(STUDENT)],
        invited_teacher: userRef(TEACHER),
        invited_students: [OTHER_STUDENT],
      }),
    ];
    serve(() => batches);
    const removed: string[] = [];
    server.use(
      http.delete(api('/batch/remove-user/:id/:userId'), ({ params }) => {
        removed.push(params.userId as string);
        batches = batches.map((batch) => ({ ...batch, invited_students: [] }));
        return HttpResponse.json(ok({}));
      }),
    );
    const { user } = renderBatches();
    const card = await screen.findByRole('article', { name: 'My own batch' });
    expect(
      within(card).getByText('Invited: rafiq (teacher), farhana, waiting for an answer'),
    ).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Withdraw the invitation to farhana' }));
    expect(
      await screen.findByRole('status', { name: 'The invitation to farhana was withdrawn' }),
    ).toBeInTheDocument();
    expect(
      await within(card).findByText('Invited: rafiq (teacher), waiting for an answer'),
    ).toBeInTheDocument();
    expect(removed).toEqual([OTHER_STUDENT._id]);
  });

  it("shows the server's message when an edit only proposes a new salary, and the salary waiting on the card", async () => {
    const batch = ownBatch({ title: 'My own batch' });
    let batches = [batch];
    serve(() => batches);
    const waiting = "Batch updated; the new salary waits for the teacher's agreement";
    server.use(
      http.put(api('/batch/update/:id'), () => {
        batches = [{ ...batch, proposed_salary: 4500 }];
        return HttpResponse.json({ ...ok(batches[0]), message: waiting });
      }),
    );
    const { user } = renderBatches();
    const card = await screen.findByRole('article', { name: 'My own batch' });
    await user.click(within(card).getByRole('button', { name: 'Edit batch' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Batch' });
    const salary = within(dialog).getByLabelText(/^Salary/);
    await user.clear(salary);
    await user.type(salary, '4500');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('status', { name: waiting })).toBeInTheDocument();
    expect(
      await within(card).findByText("New salary ৳4,500 waits for the teacher's agreement"),
    ).toBeInTheDocument();
    expect(within(card).getByText('৳3,000')).toBeInTheDocument();
    // only the teacher answers
    expect(within(card).queryByRole('button', { name: /new salary/ })).not.toBeInTheDocument();
  });
});

describe('Batch Management in Bangla', () => {
  beforeEach(() => act(() => setLanguage('bn')));

  it('shows the heading, the empty state, New Batch and the payments intro in Bangla', async () => {
    serve(() => []);
    renderBatches();
    expect(screen.getByRole('heading', { level: 1, name: 'ব্যাচ ব্যবস্থাপনা' })).toBeInTheDocument();
    expect(screen.getByText('আপনার ব্যাচ: ক্লাস, সহপাঠী আর পেমেন্ট।')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'এখনো কোনো ব্যাচ নেই' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'নতুন ব্যাচ' })).toHaveLength(2);
    expect(screen.getByText('আপনার ব্যাচগুলোর জন্য আপনার পেমেন্ট।')).toBeInTheDocument();
    expect(
      await screen.findByText('এখনো কোনো পেমেন্ট নেই। শিক্ষক পেমেন্ট চাইলে ব্যাচে পেমেন্টের বোতাম দেখা যাবে।'),
    ).toBeInTheDocument();
  });

  it("says 'No class link available.' in Bangla", async () => {
    renderWithProviders(<p>Batches</p>);
    act(() => joinClass({ join_class_link: null }));
    expect(await screen.findByText('কোনো ক্লাস লিংক নেই।')).toBeInTheDocument();
  });
});
