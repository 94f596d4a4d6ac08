import type { UserProfile } from '@pathshala/shared-api/contract';
import { setupRemoteTest } from '@pathshala/shared-ui/testing-remote';
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
const renderAt = setupRemoteTest({ App: TeacherApp, profile });

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

describe('the post screens', () => {
  it('shows Create Tuition Post at /teacher/tuitionpost', async () => {
    renderAt('/teacher/tuitionpost');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create Tuition Post' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Tuition Post' })).toBeInTheDocument();
  });

  it('shows Search Students at /teacher/tuitionsearch', async () => {
    renderAt('/teacher/tuitionsearch');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search Students' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No matching tuition requests' })).toBeInTheDocument();
  });

  it('shows Your Tuition Posts at /teacher/posts', async () => {
    renderAt('/teacher/posts');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Tuition Posts' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No posts yet' })).toBeInTheDocument();
  });
});

describe('the batch screens', () => {
  it('shows Batch Management at /teacher/batches, empty, with New Batch and the payments', async () => {
    renderAt('/teacher/batches');
    expect(await screen.findByRole('heading', { level: 1, name: 'Batch Management' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No batches yet' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'New Batch' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: 'Payments' })).toBeInTheDocument();
  });
});
