import type { UserProfile } from '@pathshala/shared-api/contract';
import { setupRemoteTest } from '@pathshala/shared-ui/testing-remote';
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
const renderAt = setupRemoteTest({ App: StudentApp, profile });

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

describe('the post screens', () => {
  it('shows Create Tuition Request at /student/tuitionrequest', async () => {
    renderAt('/student/tuitionrequest');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create Tuition Request' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit Tuition Request' })).toBeInTheDocument();
  });

  it('shows Search Teachers at /student/tutorsearch', async () => {
    renderAt('/student/tutorsearch');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search Teachers' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No matching tuition requests' })).toBeInTheDocument();
  });

  it('shows Your Tuition Posts at /student/posts', async () => {
    renderAt('/student/posts');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Tuition Posts' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No posts yet' })).toBeInTheDocument();
  });
});

it("shows 'Recommended Posts' on the dashboard, empty when there is nothing to recommend", async () => {
  renderAt('/student/dashboard');
  expect(screen.getByRole('heading', { name: 'Recommended Posts' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'No recommended posts' })).toBeInTheDocument();
});

describe('the batch screens', () => {
  it('shows Batch Management at /student/batches, empty, with New Batch and the payments', async () => {
    renderAt('/student/batches');
    expect(await screen.findByRole('heading', { level: 1, name: 'Batch Management' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No batches yet' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'New Batch' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: 'Payments' })).toBeInTheDocument();
  });
});
