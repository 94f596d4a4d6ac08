import { act, screen, waitFor } from '@testing-library/react';
import { setLanguage } from '../i18n/catalogs';
import { renderWithProviders } from '../testing';
import { TOAST_DURATION_MS, toaster } from './toaster';

afterEach(() => {
  act(() => toaster.remove());
  jest.useRealTimers();
});

test('a toast shows its title and description as a status and can be closed', async () => {
  const { user } = renderWithProviders(<p>page</p>);
  act(() => {
    toaster.create({ title: 'Post created', description: 'Your tuition post is live.', type: 'success' });
  });
  const toast = await screen.findByRole('status');
  expect(toast).toHaveTextContent('Post created');
  expect(toast).toHaveTextContent('Your tuition post is live.');

  await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
  await waitFor(() => expect(screen.queryByText('Post created')).not.toBeInTheDocument());
});

test('a toast hides by itself after 3 seconds', async () => {
  expect(TOAST_DURATION_MS).toBe(3000);
  jest.useFakeTimers();
  renderWithProviders(<p>page</p>);
  act(() => {
    toaster.create({ title: 'Saved', type: 'info' });
  });
  expect(await screen.findByText('Saved')).toBeInTheDocument();

  act(() => jest.advanceTimersByTime(2500));
  expect(screen.getByText('Saved')).toBeInTheDocument();

  act(() => jest.advanceTimersByTime(1000));
  await waitFor(() => expect(screen.queryByText('Saved')).not.toBeInTheDocument());
});

test('the shorthand methods set the type and return the id for later updates', async () => {
  renderWithProviders(<p>page</p>);
  let id = '';
  act(() => {
    id = toaster.error({ title: 'Could not save' });
  });
  expect(await screen.findByRole('status')).toHaveAttribute('data-type', 'error');

  act(() => toaster.update(id, { title: 'Saved after all', type: 'success' }));
  await waitFor(() => expect(screen.getByRole('status')).toHaveAttribute('data-type', 'success'));
  expect(screen.getByRole('status')).toHaveTextContent('Saved after all');
});

test('in Bangla, a toast shows an API message in Bangla, any other text as it is, and names its region and close button', async () => {
  renderWithProviders(<p>page</p>);
  act(() => {
    toaster.error({ title: 'পোস্ট সংরক্ষণ করা যায়নি', description: 'Unauthorized user' });
  });
  const toast = await screen.findByRole('status');
  expect(screen.getByRole('region', { name: 'Notifications, top-end (alt+T)' })).toContainElement(toast);
  expect(toast).toHaveTextContent('Unauthorized user');

  await act(() => setLanguage('bn'));
  expect(screen.getByRole('region', { name: 'বিজ্ঞপ্তি, উপরে ডানে (alt+T)' })).toContainElement(toast);
  expect(toast).toHaveTextContent('পোস্ট সংরক্ষণ করা যায়নি');
  expect(toast).toHaveTextContent('অনুমোদিত ব্যবহারকারী নন');
  expect(screen.getByRole('button', { name: 'বিজ্ঞপ্তিটি বন্ধ করুন' })).toBeInTheDocument();
});
