import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { api, failure, paged, setupAdminTest } from '../../test/harness';

const renderAt = setupAdminTest();
jest.setTimeout(20_000);

const entry = (n: number) => ({
  _id: `entry-${n}`,
  actor: { _id: 'admin-1', username: 'admin' },
  action: 'remove_post',
  target_id: `post-${n}`,
  target: `Post ${n}`,
  createdAt: '2026-03-05T10:00:00.000Z',
});

it('shows the actions as a table, a page at a time', async () => {
  renderAt.apiServer.use(
    http.get(api('/admin/audit-log'), ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page'));
      return HttpResponse.json(paged([entry(page)], 25, page, 20));
    }),
  );
  const { user } = renderAt('/admin/audit-log');
  const table = await screen.findByRole('table', { name: 'Admin actions, newest first' });
  expect(within(table).getByRole('row', { name: /admin Removed post Post 1/ })).toBeInTheDocument();
  expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Post 2')).toBeInTheDocument();
  expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
});

it('shows an error view when the log fails to load', async () => {
  renderAt.apiServer.use(http.get(api('/admin/audit-log'), () => failure(403, 'Forbidden')));
  renderAt('/admin/audit-log');
  expect(await screen.findByRole('alert')).toHaveTextContent('Forbidden');
});
