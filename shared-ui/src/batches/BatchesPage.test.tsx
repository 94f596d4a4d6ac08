import type { Batch, PostOwnerRole } from '@pathshala/shared-api/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '../testing';
import {
  api,
  apiServer,
  failure,
  makeBatch,
  ok,
  OTHER_STUDENT,
  renderPage,
  setupApiServer,
  STUDENT,
  STUDENT_REF,
  stubWindowOpen,
  TEACHER,
} from '../../test/batches-harness';
import { BatchesPage } from './BatchesPage';
import { joinClass } from './useBatchActions';

setupApiServer();
const tabs = stubWindowOpen();
jest.setTimeout(20_000);

const PATHS: Record<PostOwnerRole, string> = { teacher: '/teacher/batches', student: '/student/batches' };

/** GET /batch/batches answers `batches()`; the payment history `payments`. Returns the load count. */
function serve(batches: () => Batch[], payments: object[] = []) {
  const loads = { count: 0 };
  apiServer.use(
    http.get(api('/batch/batches'), () => {
      loads.count += 1;
      return HttpResponse.json(ok(batches()));
    }),
    http.get(api('/payment/history'), () =>
      HttpResponse.json(ok(payments, 200, { meta: { page: 1, limit: 20, total: payments.length } })),
    ),
  );
  return loads;
}

const renderBatches = (role: PostOwnerRole) =>
  renderPage(<BatchesPage role={role} />, { path: PATHS[role], role });

describe('BatchesPage: lists', () => {
  it("shows 'Batch Management', own batches first, then 'Batches You're Part Of'", async () => {
    serve(() => [
      makeBatch({ title: 'Taught by someone', owner_id: OTHER_STUDENT, teacher_id: null }),
      makeBatch({ title: 'My own batch' }),
    ]);
    renderBatches('teacher');
    expect(screen.getByRole('heading', { level: 1, name: 'Batch Management' })).toBeInTheDocument();
    const own = await screen.findByRole('region', { name: 'Your Batches' });
    expect(within(own).getByRole('article', { name: 'My own batch' })).toBeInTheDocument();
    const partOf = screen.getByRole('region', { name: "Batches You're Part Of" });
    expect(within(partOf).getByRole('article', { name: 'Taught by someone' })).toBeInTheDocument();
    expect(within(partOf).queryByRole('article', { name: 'My own batch' })).not.toBeInTheDocument();
  });

  it("shows 'No batches yet' and an empty Payments section", async () => {
    serve(() => []);
    renderBatches('student');
    expect(await screen.findByRole('heading', { name: 'No batches yet' })).toBeInTheDocument();
    const payments = screen.getByRole('region', { name: 'Payments' });
    expect(await within(payments).findByText(/No payments yet/)).toBeInTheDocument();
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
          student: STUDENT_REF,
          teacher: null,
          createdAt: '2026-11-02T10:00:00.000Z',
          paidAt: '2026-11-02T10:05:00.000Z',
        },
      ],
    );
    renderBatches('teacher');
    const payments = screen.getByRole('region', { name: 'Payments' });
    const row = (await within(payments).findByText('TRX-123')).closest('tr') as HTMLElement;
    expect(within(row).getByText('SSC Physics batch')).toBeInTheDocument();
    expect(within(row).getByText(STUDENT.username)).toBeInTheDocument();
    expect(within(row).getByText('3,000 BDT')).toBeInTheDocument();
    expect(within(row).getByText('paid')).toBeInTheDocument();
    expect(within(row).getByText(/2 Nov 2026/)).toBeInTheDocument();
  });
});

describe('BatchesPage: Add New Batch', () => {
  async function openAdd(role: PostOwnerRole) {
    const loads = serve(() => []);
    const rendered = renderBatches(role);
    await screen.findByRole('heading', { name: 'No batches yet' });
    await rendered.user.click(screen.getAllByRole('button', { name: 'New Batch' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Add New Batch' });
    return { ...rendered, dialog, loads };
  }

  it('prefills the owner (read-only) and, for a teacher, the teacher; time 13:00; weekdays Sunday first', async () => {
    const { dialog } = await openAdd('teacher');
    expect(within(dialog).getByLabelText(/Owner username/)).toHaveValue(TEACHER.username);
    expect(within(dialog).getByLabelText(/Owner username/)).toHaveAttribute('readonly');
    expect(within(dialog).getByLabelText(/Teacher username/)).toHaveValue(TEACHER.username);
    expect(within(dialog).getByLabelText(/^Time/)).toHaveValue('13:00');
    const days = within(within(dialog).getByRole('group', { name: 'Days' })).getAllByRole('button');
    expect(days.map((day) => day.getAttribute('aria-label'))).toEqual([
      'Sun (Sunday)',
      'Mon (Monday)',
      'Tue (Tuesday)',
      'Wed (Wednesday)',
      'Thu (Thursday)',
      'Fri (Friday)',
      'Sat (Saturday)',
    ]);
    const classes = within(within(dialog).getByLabelText(/^Class/)).getAllByRole('option');
    expect(classes.map((option) => option.textContent)).toEqual([
      'Choose a class',
      ...Array.from({ length: 12 }, (_, i) => `Class ${i + 1}`),
      'Class Hons',
      'Class Masters',
    ]);
  });

  it('leaves the teacher empty for a student, and shows what is missing without sending', async () => {
    const posted = jest.fn();
    const { dialog, user } = await openAdd('student');
    apiServer.use(http.post(api('/batch/create'), posted));
    expect(within(dialog).getByLabelText(/Teacher username/)).toHaveValue('');
    await user.clear(within(dialog).getByLabelText(/^Time/));
    await user.click(within(dialog).getByRole('button', { name: 'Create Batch' }));
    expect(await within(dialog).findByText('Teacher username is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Subject is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Please choose a valid class')).toBeInTheDocument();
    expect(within(dialog).getByText('Time is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Salary is required')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Teacher username/)).toHaveFocus();
    expect(posted).not.toHaveBeenCalled();
  });

  it('rejects a negative salary and asks a batch for its max size', async () => {
    const { dialog, user } = await openAdd('teacher');
    await user.type(within(dialog).getByLabelText(/^Salary/), '-5');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Batch' }));
    const size = within(dialog).getByLabelText(/Max size/);
    await user.clear(size);
    await user.type(size, '1');
    await user.click(within(dialog).getByRole('button', { name: 'Create Batch' }));
    expect(await within(dialog).findByText(/Salary must be a whole number/)).toBeInTheDocument();
    expect(within(dialog).getByText('Batch size must be at least 2')).toBeInTheDocument();
  });

  it("adds students one at a time with Add (blank ignored, a repeat counts once), removable; then 'Batch created successfully'", async () => {
    const bodies: unknown[] = [];
    const { dialog, user, loads } = await openAdd('teacher');
    apiServer.use(
      http.post(api('/batch/create'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(ok(makeBatch(), 201));
      }),
    );
    const student = within(dialog).getByLabelText(/Student username/);
    const add = within(dialog).getByRole('button', { name: 'Add' });
    await user.click(add);
    await user.type(student, '   ');
    await user.click(add);
    expect(within(dialog).queryByRole('list', { name: 'Students to add' })).not.toBeInTheDocument();
    await user.type(student, 'tanvir');
    await user.click(add);
    expect(student).toHaveValue('');
    await user.type(student, 'farhana{Enter}');
    await user.type(student, 'Tanvir');
    await user.click(add);
    await user.type(student, 'rumi');
    await user.click(add);
    const chips = within(dialog).getByRole('list', { name: 'Students to add' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['tanvir', 'farhana', 'rumi']);
    await user.click(within(chips).getByRole('button', { name: 'Remove rumi' }));
    expect(within(chips).getAllByRole('listitem')).toHaveLength(2);

    await user.type(within(dialog).getByLabelText(/^Subject/), 'Physics');
    await user.selectOptions(within(dialog).getByLabelText(/^Class/), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Tue (Tuesday)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Sun (Sunday)' }));
    await user.type(within(dialog).getByLabelText(/^Salary/), '3000');
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
        student_ids: ['tanvir', 'farhana'],
      }),
    ]);
    await waitFor(() => expect(loads.count).toBe(2));
  });

  it("shows 'Failed to create batch. Please try again.' and the server's unknown usernames inline", async () => {
    const { dialog, user } = await openAdd('teacher');
    apiServer.use(
      http.post(api('/batch/create'), () =>
        HttpResponse.json(
          failure(400, 'Validation failed', {
            student_ids: 'Unknown students: ghost',
            teacher_username: 'Unknown teacher: nobody',
          }),
          { status: 400 },
        ),
      ),
    );
    const teacher = within(dialog).getByLabelText(/Teacher username/);
    await user.clear(teacher);
    await user.type(teacher, 'nobody');
    await user.type(within(dialog).getByLabelText(/^Subject/), 'Physics');
    await user.selectOptions(within(dialog).getByLabelText(/^Class/), '10');
    await user.type(within(dialog).getByLabelText(/^Salary/), '3000');
    await user.type(within(dialog).getByLabelText(/Student username/), 'ghost{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Create Batch' }));
    expect(await screen.findByText('Failed to create batch. Please try again.')).toBeInTheDocument();
    expect(within(dialog).getByText('Unknown students: ghost')).toBeInTheDocument();
    expect(within(dialog).getByText('Unknown teacher: nobody')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add New Batch' })).toBeInTheDocument();
  });
});

describe('BatchesPage: edit and delete', () => {
  it("saves the Edit Batch fields (schedule as text) and shows 'Failed to update batch. Please try again.' on failure", async () => {
    const bodies: unknown[] = [];
    serve(() => [makeBatch({ title: 'My own batch' })]);
    let fail = true;
    apiServer.use(
      http.put(api('/batch/update/:id'), async ({ request }) => {
        bodies.push(await request.json());
        return fail
          ? HttpResponse.json(failure(500, 'Database down'), { status: 500 })
          : HttpResponse.json(ok(makeBatch()));
      }),
    );
    const { user } = renderBatches('teacher');
    const card = await screen.findByRole('article', { name: 'My own batch' });
    await user.click(within(card).getByRole('button', { name: 'Edit batch' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Batch' });
    const schedule = within(dialog).getByLabelText(/Weekly schedule/);
    expect(schedule).toHaveValue('Sunday, Tuesday');
    await user.clear(schedule);
    await user.type(schedule, 'monday, Friday');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update batch. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit Batch' })).toBeInTheDocument();

    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Batch' })).toBeNull());
    expect(bodies[1]).toEqual({
      subject: 'Physics',
      class: '10',
      weekly_schedule: 'monday, Friday',
      time: '18:30',
      salary: 3000,
      is_continuous: true,
      is_batch: true,
    });
  });

  it("asks 'Are you sure you want to delete this batch?' and shows 'Failed to delete batch. Please try again.'", async () => {
    serve(() => [makeBatch({ title: 'My own batch' })]);
    apiServer.use(
      http.delete(api('/batch/destroy/:id'), () =>
        HttpResponse.json(failure(403, 'Not yours'), { status: 403 }),
      ),
    );
    const { user } = renderBatches('teacher');
    const card = await screen.findByRole('article', { name: 'My own batch' });
    await user.click(within(card).getByRole('button', { name: 'Delete batch' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('Are you sure you want to delete this batch?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete batch. Please try again.')).toBeInTheDocument();
  });

  it('deletes after confirmation and reloads the list', async () => {
    let batches = [makeBatch({ title: 'My own batch' })];
    serve(() => batches);
    apiServer.use(
      http.delete(api('/batch/destroy/:id'), () => {
        batches = [];
        return HttpResponse.json(ok({}));
      }),
    );
    const { user } = renderBatches('teacher');
    const card = await screen.findByRole('article', { name: 'My own batch' });
    await user.click(within(card).getByRole('button', { name: 'Delete batch' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('heading', { name: 'No batches yet' })).toBeInTheDocument();
  });
});

describe('BatchesPage: pay, class and payment requests', () => {
  const due = () => makeBatch({ title: 'Due batch', time_to_pay: true });

  it('opens a tab inside the click and sends it to the redirect address', async () => {
    const bodies: unknown[] = [];
    serve(() => [due()]);
    apiServer.use(
      http.post(api('/payment/pay'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({
          ...ok({ redirectUrl: 'https://pay.example/session/1' }),
          redirectUrl: 'https://pay.example/session/1',
        });
      }),
    );
    const { user } = renderBatches('student');
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
  });

  it("closes the tab and shows 'Failed to pay: {message}' when paying fails", async () => {
    serve(() => [due()]);
    apiServer.use(
      http.post(api('/payment/pay'), () =>
        HttpResponse.json(failure(409, 'This teacher cannot be paid online yet'), { status: 409 }),
      ),
    );
    const { user } = renderBatches('student');
    await user.click(
      within(await screen.findByRole('article', { name: 'Due batch' })).getByRole('button', { name: 'Pay' }),
    );
    expect(
      await screen.findByText('Failed to pay: This teacher cannot be paid online yet'),
    ).toBeInTheDocument();
    expect(tabs[0]!.tab.close).toHaveBeenCalled();
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
    const { user } = renderBatches('teacher');
    await user.click(
      within(await screen.findByRole('article', { name: 'My own batch' })).getByRole('button', {
        name: 'Start class',
      }),
    );
    expect(tabs).toHaveLength(1);
    await waitFor(() => expect(tabs[0]!.tab.location.href).toBe('https://meet.example/host'));
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
    const { user } = renderBatches('teacher');
    const card = await screen.findByRole('article', { name: 'My own batch' });
    await user.click(within(card).getByRole('button', { name: 'Start class' }));
    expect(await screen.findByText('The meeting provider did not answer')).toBeInTheDocument();
    expect(tabs[0]!.tab.close).toHaveBeenCalled();
    const ask = within(screen.getByRole('article', { name: 'My own batch' })).getByRole('button', {
      name: 'Ask for payment',
    });
    await waitFor(() => expect(ask).toBeEnabled());
    await user.click(ask);
    expect(await screen.findByText('A payment round is already open for this batch')).toBeInTheDocument();
  });

  it("opens the class link with Join class, and says 'No class link available.' without one", async () => {
    renderWithProviders(<p>Batches</p>);
    joinClass({ join_class_link: 'https://meet.example/join' });
    expect(tabs[0]!.args[0]).toBe('https://meet.example/join');
    act(() => joinClass({ join_class_link: null }));
    expect(await screen.findByText('No class link available.')).toBeInTheDocument();
    expect(tabs).toHaveLength(1);
  });
});
