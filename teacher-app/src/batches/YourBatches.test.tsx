import type { Batch, BatchInvitation } from '@pathshala/shared-api/contract';
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
import { clearToasts, renderRoutes, stubWindowOpen } from '@pathshala/shared-ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { YourBatches } from './YourBatches';

const apiServer = setupApiServer();
afterEach(clearToasts);
const tabs = stubWindowOpen();

const PATH = '/teacher/batches';

/** GET /batch/invitations answers `invitations()`. */
const serveInvitations = (invitations: () => BatchInvitation[]) =>
  apiServer.use(http.get(api('/batch/invitations'), () => HttpResponse.json(ok(invitations()))));

/**
 * GET /batch/batches answers `batches()`; the payment history `payments`; the invitations none. Returns the
 * load count.
 */
function serve(batches: () => Batch[], payments: object[] = []) {
  const loads = { count: 0 };
  apiServer.use(
    http.get(api('/batch/batches'), () => {
      loads.count += 1;
      return HttpResponse.json(ok(batches()));
    }),
    http.get(api('/payment/history'), () => HttpResponse.json(paged(payments))),
  );
  serveInvitations(() => []);
  return loads;
}

/** The page at /teacher/batches, the teacher signed in; any other path shows "Now at <path>". */
const renderBatches = () =>
  renderRoutes({ [PATH]: <YourBatches /> }, { route: PATH, wrapper: withQueryClient(signIn(TEACHER)) });

describe('YourBatches: lists', () => {
  it("shows 'Batch Management', own batches first, then 'Batches You're Part Of'", async () => {
    serve(() => [
      makeBatch({ title: 'Taught by someone', owner_id: OTHER_STUDENT, teacher_id: null }),
      makeBatch({ title: 'My own batch' }),
    ]);
    renderBatches();
    expect(screen.getByRole('heading', { level: 1, name: 'Batch Management' })).toBeInTheDocument();
    expect(
      screen.getByText('The batches you run and teach: classes, students and payments.'),
    ).toBeInTheDocument();
    const own = await screen.findByRole('region', { name: 'Your Batches' });
    expect(within(own).getByRole('article', { name: 'My own batch' })).toBeInTheDocument();
    const partOf = screen.getByRole('region', { name: "Batches You're Part Of" });
    expect(within(partOf).getByRole('article', { name: 'Taught by someone' })).toBeInTheDocument();
    expect(within(partOf).queryByRole('article', { name: 'My own batch' })).not.toBeInTheDocument();
  });

  it("shows 'No batches yet' with New Batch, and an empty Payments section", async () => {
    serve(() => []);
    renderBatches();
    expect(await screen.findByRole('heading', { name: 'No batches yet' })).toBeInTheDocument();
    expect(
      screen.getByText('Create a batch for your students, or start one from a tuition post.'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'New Batch' })).toHaveLength(2);
    const payments = screen.getByRole('region', { name: 'Payments' });
    expect(
      within(payments).getByText('Payments received from the students of your batches.'),
    ).toBeInTheDocument();
    expect(
      await within(payments).findByText(
        'No payments received yet. Ask a batch for payment to start a round.',
      ),
    ).toBeInTheDocument();
  });

  it('lists the payments a teacher received: student, amount, date, status, transaction id', async () => {
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
          teacher: null,
          createdAt: '2026-11-02T10:00:00.000Z',
          paidAt: '2026-11-02T10:05:00.000Z',
        },
      ],
    );
    renderBatches();
    const payments = screen.getByRole('region', { name: 'Payments' });
    const row = (await within(payments).findByText('TRX-123')).closest('tr') as HTMLElement;
    expect(within(row).getByText('SSC Physics batch')).toBeInTheDocument();
    expect(within(row).getByText(STUDENT.username)).toBeInTheDocument();
    expect(within(row).getByText('৳3,000')).toBeInTheDocument();
    expect(within(row).getByText('paid')).toBeInTheDocument();
    expect(within(row).getByText(/2 Nov 2026/)).toBeInTheDocument();
  });

  it("shows 'Loading your batches...', then an error with Try again, which loads again", async () => {
    let fail = true;
    apiServer.use(
      http.get(api('/batch/batches'), () =>
        fail
          ? HttpResponse.json(failure(403, 'Your account is suspended'), { status: 403 })
          : HttpResponse.json(ok([makeBatch({ title: 'My own batch' })])),
      ),
      http.get(api('/payment/history'), () => HttpResponse.json(paged([]))),
    );
    serveInvitations(() => []);
    const { user } = renderBatches();
    expect(screen.getByText('Loading your batches...')).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your account is suspended');

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'My own batch' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('YourBatches: Add New Batch', () => {
  async function openAdd() {
    const loads = serve(() => []);
    const rendered = renderBatches();
    await screen.findByRole('heading', { name: 'No batches yet' });
    await rendered.user.click(screen.getAllByRole('button', { name: 'New Batch' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Add New Batch' });
    return { ...rendered, dialog, loads };
  }

  it('prefills the owner (read-only) and the teacher: the teacher themself', async () => {
    const { dialog } = await openAdd();
    expect(within(dialog).getByLabelText(/Owner username/)).toHaveValue(TEACHER.username);
    expect(within(dialog).getByLabelText(/Owner username/)).toHaveAttribute('readonly');
    expect(within(dialog).getByLabelText(/Teacher username/)).toHaveValue(TEACHER.username);
  });

  it("creates through POST /batch/create: 'Batch created successfully', the dialog closes and the list reloads", async () => {
    const bodies: unknown[] = [];
    const { dialog, user, loads } = await openAdd();
    apiServer.use(
      http.post(api('/batch/create'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(ok(makeBatch(), 201));
      }),
    );
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
        username: TEACHER.username,
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

describe('YourBatches: edit and delete', () => {
  it("saves Edit Batch through PUT /batch/update/:id (schedule as text): 'Batch updated', and the list reloads", async () => {
    const puts: { id: string; body: unknown }[] = [];
    const batch = makeBatch({ title: 'My own batch' });
    const loads = serve(() => [batch]);
    apiServer.use(
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
    expect(await screen.findByText('Batch updated')).toBeInTheDocument();
    await waitFor(() => expect(loads.count).toBe(2));
  });

  it('sends DELETE /batch/destroy/:id after confirming and reloads the list', async () => {
    const batch = makeBatch({ title: 'My own batch' });
    let batches = [batch];
    serve(() => batches);
    const deleted: string[] = [];
    apiServer.use(
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
    expect(deleted).toEqual([batch._id]);
  });
});

describe('YourBatches: classes, payment requests and students', () => {
  it('gives the teacher Start class and Ask for payment, and no Pay, Join class or Leave', async () => {
    serve(() => [
      makeBatch({ title: 'My own batch', time_to_pay: true, join_class_link: 'https://meet.example/join' }),
    ]);
    renderBatches();
    const card = await screen.findByRole('article', { name: 'My own batch' });
    expect(within(card).getByRole('button', { name: 'Start class' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Ask for payment' })).toBeInTheDocument();
    for (const name of ['Pay', 'Join class', 'Leave batch'])
      expect(within(card).queryByRole('button', { name })).not.toBeInTheDocument();
  });

  it('starts a class in a new tab at the start link', async () => {
    serve(() => [makeBatch({ title: 'My own batch' })]);
    apiServer.use(
      http.post(api('/zoom/create-meeting/:id'), () =>
        HttpResponse.json(
          ok({ startUrl: 'https://meet.example/host', joinUrl: 'https://meet.example/join', expiresAt: 'x' }),
        ),
      ),
    );
    const { user } = renderBatches();
    await user.click(
      within(await screen.findByRole('article', { name: 'My own batch' })).getByRole('button', {
        name: 'Start class',
      }),
    );
    expect(tabs).toHaveLength(1);
    expect(tabs[0]!.args).toEqual(['', '_blank']);
    await waitFor(() => expect(tabs[0]!.tab.location.href).toBe('https://meet.example/host'));
    expect(tabs[0]!.tab.opener).toBeNull();
  });

  it("shows the server's reason when starting a class or asking for payment fails", async () => {
    serve(() => [makeBatch({ title: 'My own batch' })]);
    apiServer.use(
      http.post(api('/zoom/create-meeting/:id'), () =>
        HttpResponse.json(failure(502, 'The meeting provider did not answer'), { status: 502 }),
      ),
      http.post(api('/batch/teacher/ask-for-payment/:id'), () =>
        HttpResponse.json(failure(409, 'A payment round is already open for this batch'), { status: 409 }),
      ),
    );
    const { user } = renderBatches();
    const card = await screen.findByRole('article', { name: 'My own batch' });
    await user.click(within(card).getByRole('button', { name: 'Start class' }));
    expect(await screen.findByText('The meeting provider did not answer')).toBeInTheDocument();
    expect(screen.getByText('Failed to start the class')).toBeInTheDocument();
    expect(tabs[0]!.tab.close).toHaveBeenCalled();
    const ask = within(screen.getByRole('article', { name: 'My own batch' })).getByRole('button', {
      name: 'Ask for payment',
    });
    await waitFor(() => expect(ask).toBeEnabled());
    await user.click(ask);
    expect(await screen.findByText('A payment round is already open for this batch')).toBeInTheDocument();
    expect(screen.getByText('Failed to ask for payment')).toBeInTheDocument();
  });

  it("asks the batch's students to pay", async () => {
    const asked: string[] = [];
    const batch = makeBatch({ title: 'My own batch' });
    serve(() => [batch]);
    apiServer.use(
      http.post(api('/batch/teacher/ask-for-payment/:id'), ({ params }) => {
        asked.push(params.id as string);
        return HttpResponse.json(ok(null));
      }),
    );
    const { user } = renderBatches();
    const card = await screen.findByRole('article', { name: 'My own batch' });
    await user.click(within(card).getByRole('button', { name: 'Ask for payment' }));
    expect(await screen.findByText('Payment requested')).toBeInTheDocument();
    expect(screen.getByText('The students of "My own batch" were asked to pay.')).toBeInTheDocument();
    expect(asked).toEqual([batch._id]);
  });

  it('removes a student from a batch of their own', async () => {
    const removed: string[] = [];
    const batch = makeBatch({ title: 'My own batch' });
    serve(() => [batch]);
    apiServer.use(
      http.delete(api('/batch/remove-user/:batchId/:userId'), ({ params }) => {
        removed.push(`${params.batchId as string}/${params.userId as string}`);
        return HttpResponse.json(ok(null));
      }),
    );
    const { user } = renderBatches();
    const card = await screen.findByRole('article', { name: 'My own batch' });
    await user.click(within(card).getByRole('button', { name: '▸ View 2 Students' }));
    await user.click(within(card).getByRole('button', { name: `Remove ${OTHER_STUDENT.username}` }));
    expect(await screen.findByText(`${OTHER_STUDENT.username} removed from the batch`)).toBeInTheDocument();
    expect(removed).toEqual([`${batch._id}/${OTHER_STUDENT._id}`]);
  });
});

describe('YourBatches: invitations to teach', () => {
  /** farhana's batch with no teacher yet, RAFIQ invited to teach it. */
  const invitation = () =>
    makeBatchInvitation(
      { role: 'teacher' },
      makeBatch({
        title: 'HSC Chemistry',
        owner_id: OTHER_STUDENT,
        teacher_id: null,
        student_ids: [OTHER_STUDENT],
        invited_teacher: userRef(TEACHER),
        salary: 4000,
      }),
    );

  it("shows 'Invitations' above the batches: who asks the teacher to teach, and the batch's facts", async () => {
    serve(() => [makeBatch({ title: 'My own batch' })]);
    serveInvitations(() => [invitation()]);
    renderBatches();
    const section = await screen.findByRole('region', { name: 'Invitations' });
    const card = within(section).getByRole('article', { name: 'HSC Chemistry' });
    expect(within(card).getByText('To teach')).toBeInTheDocument();
    expect(within(card).getByText('farhana invites you to teach this batch')).toBeInTheDocument();
    expect(within(card).getByText('৳4,000')).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Your Batches' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Invitations',
      'Your Batches',
      'Payments',
    ]);
  });

  it("accepts: 'You now teach', and the batch is theirs to teach", async () => {
    const invited = invitation();
    let invitations = [invited];
    let batches: Batch[] = [];
    serve(() => batches);
    serveInvitations(() => invitations);
    apiServer.use(
      http.put(api('/batch/invitations/:id/accept'), () => {
        const taught = { ...invited.batch, teacher_id: userRef(TEACHER), invited_teacher: null };
        batches = [taught];
        invitations = [];
        return HttpResponse.json({ ...ok(taught), message: 'You joined the batch' });
      }),
    );
    const { user } = renderBatches();
    const card = await screen.findByRole('article', { name: 'HSC Chemistry' });
    await user.click(within(card).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('status', { name: 'You now teach "HSC Chemistry"' })).toBeInTheDocument();
    const partOf = await screen.findByRole('region', { name: "Batches You're Part Of" });
    const taught = within(partOf).getByRole('article', { name: 'HSC Chemistry' });
    expect(within(taught).getByRole('button', { name: 'Start class' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Invitations' })).not.toBeInTheDocument(),
    );
  });

  it('declines, and the invitation goes; a refused answer says why', async () => {
    let invitations = [invitation()];
    serve(() => []);
    serveInvitations(() => invitations);
    let refuse = true;
    apiServer.use(
      http.put(api('/batch/invitations/:id/decline'), () => {
        if (refuse) return HttpResponse.json(failure(404, 'Invitation not found'), { status: 404 });
        invitations = [];
        return HttpResponse.json(ok(null));
      }),
    );
    const { user } = renderBatches();
    const card = await screen.findByRole('article', { name: 'HSC Chemistry' });
    await user.click(within(card).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByRole('status', { name: 'Failed to decline the invitation' })).toHaveTextContent(
      'Invitation not found',
    );

    refuse = false;
    await user.click(await within(card).findByRole('button', { name: 'Decline' }));
    expect(
      await screen.findByRole('status', { name: 'You declined the invitation to "HSC Chemistry"' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Invitations' })).not.toBeInTheDocument(),
    );
  });

  it('says why the invitations failed to load, the batches still shown', async () => {
    serve(() => [makeBatch({ title: 'My own batch' })]);
    apiServer.use(
      http.get(api('/batch/invitations'), () =>
        HttpResponse.json(failure(403, 'Your account is suspended'), { status: 403 }),
      ),
    );
    renderBatches();
    const section = await screen.findByRole('region', { name: 'Invitations' });
    expect(await within(section).findByRole('alert')).toHaveTextContent('Your account is suspended');
    expect(await screen.findByRole('article', { name: 'My own batch' })).toBeInTheDocument();
  });
});

describe('YourBatches: a new salary the owner proposed', () => {
  /** farhana's batch RAFIQ teaches at ৳3,000; she asks for ৳4,500. */
  const proposing = () => makeBatch({ title: 'Her batch', owner_id: OTHER_STUDENT, proposed_salary: 4500 });
  const notice = "New salary ৳4,500 waits for the teacher's agreement";

  it('agrees: the new salary is the batch’s salary', async () => {
    const batch = proposing();
    let batches = [batch];
    serve(() => batches);
    const agreed: string[] = [];
    apiServer.use(
      http.put(api('/batch/:id/salary/agree'), ({ params }) => {
        agreed.push(params.id as string);
        batches = [{ ...batch, salary: 4500, proposed_salary: null }];
        return HttpResponse.json({ ...ok(batches[0]), message: 'New salary agreed' });
      }),
    );
    const { user } = renderBatches();
    const card = await screen.findByRole('article', { name: 'Her batch' });
    expect(within(card).getByText(notice)).toBeInTheDocument();
    expect(within(card).getByText('৳3,000')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Agree to the new salary' }));

    expect(
      await screen.findByRole('status', { name: 'New salary agreed: "Her batch" now pays ৳4,500' }),
    ).toBeInTheDocument();
    expect(await within(card).findByText('৳4,500')).toBeInTheDocument();
    expect(within(card).queryByText(notice)).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Agree to the new salary' })).not.toBeInTheDocument();
    expect(agreed).toEqual([batch._id]);
  });

  it('declines: the salary stays', async () => {
    const batch = proposing();
    let batches = [batch];
    serve(() => batches);
    apiServer.use(
      http.put(api('/batch/:id/salary/decline'), () => {
        batches = [{ ...batch, proposed_salary: null }];
        return HttpResponse.json({ ...ok(batches[0]), message: 'New salary declined' });
      }),
    );
    const { user } = renderBatches();
    const card = await screen.findByRole('article', { name: 'Her batch' });
    await user.click(within(card).getByRole('button', { name: 'Decline the new salary' }));
    expect(
      await screen.findByRole('status', { name: 'New salary declined: "Her batch" stays at ৳3,000' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(card).queryByText(notice)).not.toBeInTheDocument());
    expect(within(card).getByText('৳3,000')).toBeInTheDocument();
  });

  it('says why an answer failed, and keeps it to give again', async () => {
    serve(() => [proposing()]);
    apiServer.use(
      http.put(api('/batch/:id/salary/agree'), () =>
        HttpResponse.json(failure(409, 'There is no new salary to agree to'), { status: 409 }),
      ),
    );
    const { user } = renderBatches();
    const card = await screen.findByRole('article', { name: 'Her batch' });
    await user.click(within(card).getByRole('button', { name: 'Agree to the new salary' }));
    expect(
      await screen.findByRole('status', { name: 'Failed to agree to the new salary' }),
    ).toHaveTextContent('There is no new salary to agree to');
    expect(await within(card).findByRole('button', { name: 'Agree to the new salary' })).toBeEnabled();
  });

  it('reads in Bangla', async () => {
    serve(() => [proposing()]);
    await act(() => setLanguage('bn'));
    renderBatches();
    const card = await screen.findByRole('article', { name: 'Her batch' });
    expect(within(card).getByText('নতুন বেতন ৳৪,৫০০ শিক্ষকের সম্মতির অপেক্ষায়')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'নতুন বেতনে সম্মতি দিন' })).toBeInTheDocument();
  });
});

describe('YourBatches in Bangla', () => {
  it('shows the heading, the empty state, New Batch and the payments intro in Bangla', async () => {
    serve(() => []);
    await act(() => setLanguage('bn'));
    renderBatches();
    expect(screen.getByRole('heading', { level: 1, name: 'ব্যাচ ব্যবস্থাপনা' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'এখনো কোনো ব্যাচ নেই' })).toBeInTheDocument();
    expect(
      screen.getByText('আপনার শিক্ষার্থীদের জন্য একটি ব্যাচ তৈরি করুন, অথবা কোনো টিউশন পোস্ট থেকে ব্যাচ শুরু করুন।'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'নতুন ব্যাচ' })).toHaveLength(2);
    expect(screen.getByText('আপনার ব্যাচের শিক্ষার্থীদের কাছ থেকে পাওয়া পেমেন্ট।')).toBeInTheDocument();
  });
});
