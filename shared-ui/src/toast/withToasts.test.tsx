import { act, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { toaster } from './toaster';
import { toastFailure, withToasts } from './withToasts';

afterEach(() => act(() => toaster.remove()));

/** A failed call as the API client rejects it: the error envelope on `response.data`. */
const failedCall = (message: string) =>
  Object.assign(new Error('Request failed'), { response: { data: { message } } });

test('a success says so and hands the result on', async () => {
  renderWithProviders(<p>page</p>);
  let result: number | undefined;
  await act(async () => {
    result = await withToasts(Promise.resolve(3), { success: 'Batch updated', failure: 'Failed' });
  });
  expect(result).toBe(3);
  const toast = await screen.findByRole('status');
  expect(toast).toHaveAttribute('data-type', 'success');
  expect(toast).toHaveTextContent('Batch updated');
});

test('a success toast can be made from the result', async () => {
  renderWithProviders(<p>page</p>);
  await act(() =>
    withToasts(Promise.resolve({ title: 'HSC Physics' }), {
      success: (post) => ({ title: 'Joined', description: `"${post.title}" is in Your Posts.` }),
      failure: 'Failed to Join the batch',
    }),
  );
  expect(await screen.findByRole('status')).toHaveTextContent('"HSC Physics" is in Your Posts.');
});

test("a failure shows the title with the server's reason beneath, and is rethrown", async () => {
  renderWithProviders(<p>page</p>);
  const error = failedCall('This batch is full');
  await act(() =>
    expect(
      withToasts(Promise.reject(error), { success: 'Joined', failure: 'Failed to Join the batch' }),
    ).rejects.toBe(error),
  );
  const toast = await screen.findByRole('status');
  expect(toast).toHaveAttribute('data-type', 'error');
  expect(toast).toHaveTextContent('Failed to Join the batch');
  expect(toast).toHaveTextContent('This batch is full');
  expect(toast).not.toHaveTextContent('Joined');
});

test('a failure toast shows the reason beneath only when the server gave one', async () => {
  renderWithProviders(<p>page</p>);
  act(() => {
    toastFailure('Failed to Join the batch', failedCall('This batch is full'));
  });
  const toast = await screen.findByRole('status');
  expect(toast).toHaveAttribute('data-type', 'error');
  expect(toast).toHaveTextContent('Failed to Join the batch');
  expect(toast.querySelector('[data-part="description"]')).toHaveTextContent('This batch is full');

  act(() => toaster.remove());
  act(() => {
    toastFailure('Failed to Leave the batch', failedCall('  '));
  });
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Failed to Leave the batch'));
  expect(screen.getByRole('status').querySelector('[data-part="description"]')).toBeNull();
});
