import { act, screen } from '@testing-library/react';
import { Button } from '@chakra-ui/react';
import { setLanguage } from '../i18n/catalogs';
import { renderWithProviders } from '../testing';
import { EmptyState } from './EmptyState';
import { ErrorView } from './ErrorView';
import { LoadingView } from './LoadingView';

test('LoadingView is a status with its label, "Loading..." by default', () => {
  const { unmount } = renderWithProviders(<LoadingView />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  unmount();

  renderWithProviders(<LoadingView label="Loading dashboard..." />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading dashboard...');
});

test('ErrorView is an alert with the heading Error by default, the message and the action', () => {
  renderWithProviders(
    <ErrorView message="Failed to load posts. Please try again later." action={<Button>Retry</Button>} />,
  );
  const alert = screen.getByRole('alert');
  expect(screen.getByRole('heading', { name: 'Error' })).toBeInTheDocument();
  expect(alert).toHaveTextContent('Failed to load posts. Please try again later.');
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

test('ErrorView takes a custom title', () => {
  renderWithProviders(<ErrorView title="Profile Loading Error" message="Please sign in again." />);
  expect(screen.getByRole('heading', { name: 'Profile Loading Error' })).toBeInTheDocument();
});

test('EmptyState shows its title as a heading, the description and the action', () => {
  renderWithProviders(
    <EmptyState
      title="No recommended posts"
      description="Check back later for personalized recommendations."
      action={<Button>Create a post</Button>}
    />,
  );
  expect(screen.getByRole('heading', { name: 'No recommended posts' })).toBeInTheDocument();
  expect(screen.getByText('Check back later for personalized recommendations.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Create a post' })).toBeInTheDocument();
});

test('in Bangla, LoadingView and ErrorView say their own words in Bangla, and an API message too', async () => {
  await act(() => setLanguage('bn'));
  const { unmount } = renderWithProviders(<LoadingView />);
  expect(screen.getByRole('status')).toHaveTextContent('লোড হচ্ছে...');
  unmount();

  renderWithProviders(<ErrorView message="Unauthorized user" />);
  expect(screen.getByRole('heading', { name: 'ত্রুটি' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('অনুমোদিত ব্যবহারকারী নন');
});
