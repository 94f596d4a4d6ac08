import { act, screen } from '@testing-library/react';
import { setLanguage } from '../i18n/catalogs';
import { renderWithProviders } from '../testing';
import { QueryView, type QueryLike } from './QueryView';

function query<T>(state: Partial<QueryLike<T>>): QueryLike<T> {
  return { isPending: false, isError: false, error: null, data: undefined, refetch: jest.fn(), ...state };
}

function renderView(state: QueryLike<string[]>, ready = true) {
  return renderWithProviders(
    <QueryView
      query={state}
      loadingLabel="Loading your posts..."
      errorMessage="Failed to load posts."
      empty={<p>No posts yet</p>}
      ready={ready}
    >
      {(items) => (
        <ul>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </QueryView>,
  );
}

test('loading shows the labelled spinner', () => {
  renderView(query({ isPending: true }));
  expect(screen.getByRole('status')).toHaveTextContent('Loading your posts...');
});

test('content waits for what else it needs', () => {
  renderView(query({ data: ['Physics'] }), false);
  expect(screen.getByRole('status')).toHaveTextContent('Loading your posts...');
  expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
});

test("a failure shows the server's message, or the page's own, with Try again", async () => {
  const failed = query<string[]>({
    isError: true,
    error: { response: { data: { message: 'Database unavailable' } } },
  });
  const { user, unmount } = renderView(failed);
  expect(screen.getByRole('alert')).toHaveTextContent('Database unavailable');
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(failed.refetch).toHaveBeenCalledTimes(1);
  unmount();

  renderView(query({ isError: true, error: new Error('Network Error') }));
  expect(screen.getByRole('alert')).toHaveTextContent('Failed to load posts.');
});

test('an empty list shows the empty state, a list its items', () => {
  const { unmount } = renderView(query({ data: [] }));
  expect(screen.getByText('No posts yet')).toBeInTheDocument();
  unmount();
  renderView(query({ data: ['Physics', 'Chemistry'] }));
  expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Physics', 'Chemistry']);
});

test("in Bangla, a failed load shows the server's message in Bangla and Try again in Bangla", async () => {
  await act(() => setLanguage('bn'));
  renderView(query({ isError: true, error: { response: { data: { message: 'Unauthorized user' } } } }));
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('অনুমোদিত ব্যবহারকারী নন');
  expect(screen.getByRole('button', { name: 'আবার চেষ্টা করুন' })).toBeInTheDocument();
});
