import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { api, failure, makeBatch, ok, paged, setupAdminTest } from '../../test/harness';

const renderAt = setupAdminTest();
jest.setTimeout(30_000);

const BATCH = makeBatch();

async function openNewBatch() {
  const rendered = renderAt('/admin/batches');
  await screen.findByRole('heading', { name: 'No batches found' });
  await rendered.user.click(screen.getByRole('button', { name: 'New Batch' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add New Batch' });
  return { ...rendered, dialog };
}

it("is headed 'Batch Management' and shows a loading view while the batches load", async () => {
  renderAt.apiServer.use(
    http.get(api('/admin/batches'), async () => {
      await delay('infinite');
      return HttpResponse.json(paged([]));
    }),
  );
  renderAt('/admin/batches');
  expect((await screen.findByText('Loading batches...')).closest('[role="status"]')).not.toBeNull();
  expect(screen.getByRole('heading', { level: 1, name: 'Batch Management' })).toBeInTheDocument();
});

it('shows an error view when the batches fail to load', async () => {
  renderAt.apiServer.use(http.get(api('/admin/batches'), () => failure(403, 'Forbidden')));
  renderAt('/admin/batches');
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByRole('heading', { name: 'Error' })).toBeInTheDocument();
  expect(alert).toHaveTextContent('Forbidden');
});

it("shows 'No batches found' when there are none", async () => {
  renderAt('/admin/batches');
  expect(await screen.findByRole('heading', { level: 2, name: 'No batches found' })).toBeInTheDocument();
});

it('shows each batch with Delete only, asks first, then deletes it; a failure says so', async () => {
  let deleted: string | undefined;
  let fail = true;
  renderAt.apiServer.use(
    http.get(api('/admin/batches'), () => HttpResponse.json(paged(deleted ? [] : [BATCH]))),
    http.delete(api('/admin/remove-batch/:id'), ({ params }) => {
      if (fail) {
        fail = false;
        return failure(404, 'Batch not found');
      }
      deleted = params.id as string;
      return HttpResponse.json(ok({}));
    }),
  );
  const { user } = renderAt('/admin/batches');
  const card = await screen.findByRole('article', { name: 'SSC Chemistry' });
  const buttons = within(card)
    .getAllByRole('button')
    .map((button) => button.getAttribute('aria-label') ?? button.textContent);
  expect(buttons.filter((name) => !/Students?$/.test(name ?? ''))).toEqual(['Delete batch']);

  await user.click(within(card).getByRole('button', { name: 'Delete batch' }));
  let confirm = await screen.findByRole('alertdialog', { name: 'Delete batch' });
  expect(confirm).toHaveTextContent('Are you sure you want to delete this batch?');
  await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Failed to delete batch. Please try again.')).toBeInTheDocument();

  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  await user.click(within(card).getByRole('button', { name: 'Delete batch' }));
  confirm = await screen.findByRole('alertdialog', { name: 'Delete batch' });
  await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(deleted).toBe(BATCH._id));
  expect(await screen.findByRole('heading', { name: 'No batches found' })).toBeInTheDocument();
});

describe('New Batch', () => {
  it('has an editable, empty owner and teacher, starts at 10:00, and requires them', async () => {
    const { user, dialog } = await openNewBatch();
    const owner = within(dialog).getByLabelText(/Owner username/);
    expect(owner).toHaveValue('');
    expect(owner).not.toHaveAttribute('readonly');
    expect(within(dialog).getByLabelText(/Teacher username/)).toHaveValue('');
    expect(within(dialog).getByLabelText(/^Time/)).toHaveValue('10:00');
    await user.click(within(dialog).getByRole('button', { name: 'Create Batch' }));
    expect(within(dialog).getByText('Owner username is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Teacher username is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Subject is required')).toBeInTheDocument();
    expect(owner).toHaveFocus();
  });

  it("sends the batch to /admin/add-batch; the server's field errors show inline, then 'Batch created successfully'", async () => {
    const bodies: Record<string, unknown>[] = [];
    renderAt.apiServer.use(
      http.post(api('/admin/add-batch'), async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        if (bodies.length === 1) return failure(400, 'Owner not found', { username: 'Owner not found' });
        return HttpResponse.json(ok(BATCH, 201), { status: 201 });
      }),
    );
    const { user, dialog } = await openNewBatch();
    await user.type(within(dialog).getByLabelText(/Owner username/), 'nobody');
    await user.type(within(dialog).getByLabelText(/Teacher username/), 'karima');
    await user.type(within(dialog).getByLabelText(/^Subject/), 'Chemistry');
    await user.selectOptions(within(dialog).getByLabelText(/^Class/), '10');
    await user.type(within(dialog).getByLabelText(/^Salary/), '3000');
    await user.click(within(dialog).getByRole('button', { name: 'Create Batch' }));
    expect(await within(dialog).findByText('Owner not found')).toBeInTheDocument();
    expect(await screen.findByText('Failed to create batch. Please try again.')).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({
      username: 'nobody',
      teacher_username: 'karima',
      subject: 'Chemistry',
      class: '10',
      time: '10:00',
      salary: 3000,
      student_ids: [],
    });

    const owner = within(dialog).getByLabelText(/Owner username/);
    await user.clear(owner);
    await user.type(owner, 'karima');
    await user.click(within(dialog).getByRole('button', { name: 'Create Batch' }));
    expect(await screen.findByText('Batch created successfully')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add New Batch' })).not.toBeInTheDocument(),
    );
  });
});
