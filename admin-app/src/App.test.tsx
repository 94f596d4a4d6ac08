import { createQueryClient, queryKeys, useSession } from '@pathshala/shared-api';
import type { UserProfile } from '@pathshala/shared-api/contract';
import { Route, Routes } from '@pathshala/shared-ui';
import { renderWithProviders } from '@pathshala/shared-ui/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import AdminApp from './App';

const profile: UserProfile = {
  _id: 'user-1',
  firstname: 'Admin',
  lastname: 'User',
  username: 'admin',
  email: 'admin@pathshala.test',
  role: 'admin',
  coverImage: null,
};

/** The remote as the shell mounts it: at /admin/*, inside the shell's providers, profile already loaded. */
function renderAt(path: string) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.profile, profile);
  return renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <Routes>
        <Route path="/admin/*" element={<AdminApp />} />
      </Routes>
    </QueryClientProvider>,
    { route: path },
  );
}

beforeEach(() => useSession.getState().setSession('access-token', 'admin'));
afterEach(() => useSession.getState().clearSession());

it('shows the dashboard with a welcome by first name', async () => {
  renderAt('/admin/dashboard');
  expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard Overview' })).toBeInTheDocument();
  expect(screen.getByText('Welcome back, Admin!')).toBeInTheDocument();
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
