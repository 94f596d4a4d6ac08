import { PathshalaProvider } from '@pathshala/shared-ui';
import { createMemoryRouter, renderWithProviders, RouterProvider } from '@pathshala/shared-ui/testing';
import { render, screen } from '@testing-library/react';
import RouteError, { RouteErrorElement } from './RouteError';

test('shows 404 Page Not Found by default, with a link home', () => {
  renderWithProviders(<RouteError />, { route: '/no/such/page' });
  expect(screen.getByRole('heading', { level: 1, name: 'Oops! Something went wrong.' })).toBeInTheDocument();
  expect(screen.getByText('404')).toBeInTheDocument();
  expect(screen.getByText('Page Not Found')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go back home' })).toHaveAttribute('href', '/');
});

test('shows the status and text it is given', () => {
  renderWithProviders(<RouteError status={403} statusText="Forbidden" />);
  expect(screen.getByText('403')).toBeInTheDocument();
  expect(screen.getByText('Forbidden')).toBeInTheDocument();
  expect(screen.queryByText('Page Not Found')).not.toBeInTheDocument();
});

afterEach(() => jest.restoreAllMocks());

function renderErrorRoute(loader: () => never) {
  const router = createMemoryRouter([
    {
      path: '/',
      element: <p>home</p>,
      loader,
      errorElement: <RouteErrorElement />,
      hydrateFallbackElement: <p>loading</p>,
    },
  ]);
  render(
    <PathshalaProvider>
      <RouterProvider router={router} />
    </PathshalaProvider>,
  );
}

test('as an errorElement it shows the thrown response', async () => {
  renderErrorRoute(() => {
    throw new Response(null, { status: 410, statusText: 'Gone' });
  });
  expect(await screen.findByText('410')).toBeInTheDocument();
  expect(screen.getByText('Gone')).toBeInTheDocument();
});

test('as an errorElement a crash is a 500, not a missing page', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  renderErrorRoute(() => {
    throw new Error('boom');
  });
  expect(await screen.findByText('500')).toBeInTheDocument();
  expect(screen.getByText('Unexpected Application Error')).toBeInTheDocument();
  expect(screen.queryByText('boom')).not.toBeInTheDocument();
});
