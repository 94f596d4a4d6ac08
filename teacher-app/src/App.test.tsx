import { createQueryClient, queryKeys, useSession } from '@pathshala/shared-api';
import type { UserProfile } from '@pathshala/shared-api/contract';
import { Route, Routes } from '@pathshala/shared-ui';
import { renderWithProviders } from '@pathshala/shared-ui/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import TeacherApp from './App';

const profile: UserProfile = {
  _id: 'user-1',
  firstname: 'Rahim',
  lastname: 'Uddin',
  username: 'rahim',
  email: 'rahim@pathshala.test',
  role: 'teacher',
  coverImage: null,
};

/** The remote as the shell mounts it: at /teacher/*, inside the shell's providers, profile already loaded. */
function renderAt(path: string) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.profile, profile);
  return renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <Routes>
        <Route path="/teacher/*" element={<TeacherApp />} />
      </Routes>
    </QueryClientProvider>,
    { route: path },
  );
}

beforeEach(() => useSession.getState().setSession('access-token', 'teacher'));
afterEach(() => useSession.getState().clearSession());

it('shows the dashboard with a welcome by first name', async () => {
  renderAt('/teacher/dashboard');
  expect(await screen.findByRole('heading', { level: 1, name: 'Teacher Dashboard' })).toBeInTheDocument();
  expect(screen.getByText('Welcome back, Rahim!')).toBeInTheDocument();
});

it('opens the dashboard for the bare /teacher path', async () => {
  renderAt('/teacher');
  expect(await screen.findByRole('heading', { level: 1, name: 'Teacher Dashboard' })).toBeInTheDocument();
});

it('shows a not-found message with a way back for an unknown path', async () => {
  renderAt('/teacher/no-such-page');
  expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Teacher Dashboard' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute(
    'href',
    '/teacher/dashboard',
  );
});
