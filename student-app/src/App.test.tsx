import { createQueryClient, queryKeys, useSession } from '@pathshala/shared-api';
import type { UserProfile } from '@pathshala/shared-api/contract';
import { Route, Routes } from '@pathshala/shared-ui';
import { renderWithProviders } from '@pathshala/shared-ui/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import StudentApp from './App';

const profile: UserProfile = {
  _id: 'user-1',
  firstname: 'Nusrat',
  lastname: 'Jahan',
  username: 'nusrat',
  email: 'nusrat@pathshala.test',
  role: 'student',
  coverImage: null,
};

/** The remote as the shell mounts it: at /student/*, inside the shell's providers, profile already loaded. */
function renderAt(path: string) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.profile, profile);
  return renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <Routes>
        <Route path="/student/*" element={<StudentApp />} />
      </Routes>
    </QueryClientProvider>,
    { route: path },
  );
}

beforeEach(() => useSession.getState().setSession('access-token', 'student'));
afterEach(() => useSession.getState().clearSession());

it('shows the dashboard with a welcome by first name', async () => {
  renderAt('/student/dashboard');
  expect(await screen.findByRole('heading', { level: 1, name: 'Student Dashboard' })).toBeInTheDocument();
  expect(screen.getByText('Welcome back, Nusrat!')).toBeInTheDocument();
});

it('opens the dashboard for the bare /student path', async () => {
  renderAt('/student');
  expect(await screen.findByRole('heading', { level: 1, name: 'Student Dashboard' })).toBeInTheDocument();
});

it('shows a not-found message with a way back for an unknown path', async () => {
  renderAt('/student/no-such-page');
  expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Student Dashboard' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute(
    'href',
    '/student/dashboard',
  );
});
