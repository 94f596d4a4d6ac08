import { requestsOfPreload, signIn } from '@pathshala/shared-api/testing';
import { screen } from '@testing-library/react';
import { ADMIN, setupAdminTest } from '../test/harness';
import { preload } from './App';

/** The remote as the shell mounts it: at /admin/*, inside the shell's providers, profile already loaded. */
const renderAt = setupAdminTest();

it('shows the dashboard with a welcome by first name', async () => {
  renderAt('/admin/dashboard');
  expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard Overview' })).toBeInTheDocument();
  expect(screen.getByText('Welcome back, Admin!')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 2, name: 'Growth & Performance' })).toBeInTheDocument();
});

it('opens the dashboard for the bare /admin path', async () => {
  renderAt('/admin');
  expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard Overview' })).toBeInTheDocument();
});

it('shows a not-found message with a way back for an unknown path', async () => {
  renderAt('/admin/no-such-page');
  expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Dashboard Overview' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute('href', '/admin/dashboard');
});

it.each([
  ['/admin/users', 'User Management', 'No teachers'],
  ['/admin/posts', 'Post Management', 'No posts found'],
  ['/admin/batches', 'Batch Management', 'No batches found'],
  ['/admin/reports', 'Report Management', 'No reports found'],
  ['/admin/audit-log', 'Audit Log', 'No admin actions yet'],
])('opens %s with its heading and its empty state', async (path, heading, empty) => {
  renderAt(path);
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 2, name: empty })).toBeInTheDocument();
});

it("fetches the dashboard's overview ahead when a sign-in lands there, and nothing for another page", async () => {
  const queryClient = signIn(ADMIN);
  const { apiServer } = renderAt;
  expect(await requestsOfPreload(apiServer, preload, '/admin/users', queryClient)).toEqual([]);
  expect(await requestsOfPreload(apiServer, preload, '/admin/dashboard', queryClient)).toEqual([
    '/admin/dashboard',
  ]);
});
