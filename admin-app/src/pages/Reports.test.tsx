import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { api, failure, makeReport, ok, paged, setupAdminTest } from '../../test/harness';

const renderAt = setupAdminTest();
jest.setTimeout(30_000);

const REPORT = makeReport();

it("shows 'Loading reports...' while the reports load", async () => {
  renderAt.apiServer.use(
    http.get(api('/admin/get-all-reports'), async () => {
      await delay('infinite');
      return HttpResponse.json(paged([]));
    }),
  );
  renderAt('/admin/reports');
  expect((await screen.findByText('Loading reports...')).closest('[role="status"]')).not.toBeNull();
});

it("shows 'Failed to load reports.' when the load fails, and Try again loads again", async () => {
  let calls = 0;
  renderAt.apiServer.use(
    http.get(api('/admin/get-all-reports'), () => {
      calls += 1;
      return failure(403, 'Forbidden');
    }),
  );
  const { user } = renderAt('/admin/reports');
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Failed to load reports.');
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(calls).toBe(2));
});

it("shows 'No reports found' when there are none", async () => {
  renderAt('/admin/reports');
  expect(await screen.findByRole('heading', { level: 2, name: 'No reports found' })).toBeInTheDocument();
});

it('shows the board message a report is about, quoted, and nothing of the kind for other reports', async () => {
  const aboutMessage = makeReport({
    _id: 'report-board',
    board_message_id: 'message-1',
    quoted_text: 'Send me your answers, I will pay',
  });
  renderAt.apiServer.use(
    http.get(api('/admin/get-all-reports'), () =>
      HttpResponse.json(paged([aboutMessage, { ...REPORT, _id: 'r2' }])),
    ),
  );
  renderAt('/admin/reports');
  const [quoted, plain] = await screen.findAllByRole('article', { name: 'Report on karima' });
  expect(within(quoted!).getByText('Their message on a batch board:')).toBeInTheDocument();
  expect(within(quoted!).getByText('Send me your answers, I will pay').tagName).toBe('BLOCKQUOTE');
  expect(within(plain!).queryByText('Their message on a batch board:')).toBeNull();
});

it('shows the reporter, the reportee and the message; Resolve resolves it', async () => {
  let resolved: string | undefined;
  renderAt.apiServer.use(
    http.get(api('/admin/get-all-reports'), () => HttpResponse.json(paged(resolved ? [] : [REPORT]))),
    http.delete(api('/report/delete/:reportId'), ({ params }) => {
      resolved = params.reportId as string;
      return HttpResponse.json(ok({}));
    }),
  );
  const { user } = renderAt('/admin/reports');
  const card = await screen.findByRole('article', { name: 'Report on karima' });
  expect(within(card).getByText('Reporter:').nextSibling).toHaveTextContent('tanvir');
  expect(within(card).getByText('Reported user:').nextSibling).toHaveTextContent('karima');
  expect(within(card).getByText('Missed three classes.')).toBeInTheDocument();
  await user.click(within(card).getByRole('button', { name: 'Resolve' }));
  await waitFor(() => expect(resolved).toBe(REPORT._id));
  expect(await screen.findByText('Report resolved')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'No reports found' })).toBeInTheDocument();
});

it("says 'Failed to resolve the report.' when Resolve fails", async () => {
  renderAt.apiServer.use(
    http.get(api('/admin/get-all-reports'), () => HttpResponse.json(paged([REPORT]))),
    http.delete(api('/report/delete/:reportId'), () => failure(404, 'Report not found')),
  );
  const { user } = renderAt('/admin/reports');
  await user.click(await screen.findByRole('button', { name: 'Resolve' }));
  expect(await screen.findByText('Failed to resolve the report.')).toBeInTheDocument();
});

it('asks before Kick Reportee, naming the user, then removes the reportee', async () => {
  let removed: string | undefined;
  renderAt.apiServer.use(
    http.get(api('/admin/get-all-reports'), () => HttpResponse.json(paged([REPORT]))),
    http.delete(api('/admin/remove-user/:userId'), ({ params }) => {
      removed = params.userId as string;
      return HttpResponse.json(ok({}));
    }),
  );
  const { user } = renderAt('/admin/reports');
  await user.click(await screen.findByRole('button', { name: 'Kick Reportee' }));
  const confirm = await screen.findByRole('alertdialog', { name: 'Kick reportee' });
  expect(confirm).toHaveTextContent('Are you sure you want to remove karima?');
  await user.click(within(confirm).getByRole('button', { name: 'Kick' }));
  await waitFor(() => expect(removed).toBe(REPORT.reportee_id._id));
  expect(await screen.findByText('Reportee removed')).toBeInTheDocument();
});

it("says 'Failed to kick the reportee.' when the removal fails", async () => {
  renderAt.apiServer.use(
    http.get(api('/admin/get-all-reports'), () => HttpResponse.json(paged([REPORT]))),
    http.delete(api('/admin/remove-user/:userId'), () => failure(403, 'Admins cannot be removed')),
  );
  const { user } = renderAt('/admin/reports');
  await user.click(await screen.findByRole('button', { name: 'Kick Reportee' }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Kick' }));
  expect(await screen.findByText('Failed to kick the reportee.')).toBeInTheDocument();
});
