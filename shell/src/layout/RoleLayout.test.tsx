import { createQueryClient, logout, queryKeys, useSession } from '@pathshala/shared-api';
import type { UserProfile } from '@pathshala/shared-api/contract';
import { PathshalaProvider, Route, Routes } from '@pathshala/shared-ui';
import { MemoryRouter } from '@pathshala/shared-ui/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RequireRole } from '../guards/RequireRole';
import { RoleLayout } from './RoleLayout';

// The real logout calls the server; this one ends the session a moment later, as a real call would.
jest.mock('@pathshala/shared-api', () => {
  const actual = jest.requireActual<typeof import('@pathshala/shared-api')>('@pathshala/shared-api');
  return {
    ...actual,
    logout: jest.fn(async () => {
      await Promise.resolve();
      actual.useSession.getState().clearSession();
      return true;
    }),
  };
});

const profile: UserProfile = {
  _id: 'user-1',
  firstname: 'Nusrat',
  lastname: 'Jahan',
  username: 'nusrat',
  email: 'nusrat@pathshala.test',
  role: 'student',
  coverImage: null,
};

function renderSignedIn() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.profile, profile);
  return render(
    <PathshalaProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/student/dashboard']} useTransitions={false}>
          <Routes>
            <Route path="/" element={<h1>Home</h1>} />
            <Route path="/login" element={<h1>Login</h1>} />
            <Route element={<RequireRole />}>
              <Route element={<RoleLayout />}>
                <Route path="/student/dashboard" element={<h1>Student Dashboard</h1>} />
              </Route>
            </Route>
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </PathshalaProvider>,
  );
}

beforeEach(() => useSession.getState().setSession('student-token', 'student'));
afterEach(() => useSession.getState().clearSession());

it("frames the page with the role's navigation, inside the main landmark", async () => {
  renderSignedIn();
  const main = screen.getByRole('main');
  expect(await within(main).findByRole('heading', { name: 'Student Dashboard' })).toBeInTheDocument();
  expect(screen.getAllByRole('link', { name: 'Find Tutor' })[0]).toHaveAttribute(
    'href',
    '/student/tutorsearch',
  );
  expect(screen.getByRole('link', { name: 'Notifications' })).toHaveAttribute('href', '/notification');
});

it('shows the signed-in user in the profile menu and logs out to the home page', async () => {
  const user = userEvent.setup();
  renderSignedIn();

  await user.click(screen.getByRole('button', { name: 'Profile menu' }));
  expect(await screen.findByText('Nusrat Jahan')).toBeInTheDocument();
  await user.click(screen.getByRole('menuitem', { name: 'Logout' }));

  expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  expect(logout).toHaveBeenCalledTimes(1);
  expect(useSession.getState().accessToken).toBeNull();
  expect(screen.queryByRole('heading', { name: 'Login' })).not.toBeInTheDocument();
});
