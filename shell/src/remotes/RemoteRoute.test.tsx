import { Route, RouterLink, Routes } from '@pathshala/shared-ui';
import { renderWithProviders } from '@pathshala/shared-ui/testing';
import { act, screen } from '@testing-library/react';
import type { RemoteName } from '../runtime-config';
import { REMOTE_ERROR_TITLE } from './RemoteBoundary';
import { RemoteRoute } from './RemoteRoute';
import { loadRemoteApp, type RemoteAppModule } from './registry';

// Jest cannot load federated remotes: the registry (the only module that talks to the MF runtime) is faked.
jest.mock('./registry', () => ({ loadRemoteApp: jest.fn() }));
const loadRemote = jest.mocked(loadRemoteApp);

function remoteModule(text: string): RemoteAppModule {
  return { default: () => <h1>{text}</h1> };
}

// Each test uses its own remote: a remote that loaded stays loaded for the rest of the page's life.
// Rendering inside an awaited act() lets React resume the suspended remote when its load settles.
async function renderRemote(name: RemoteName) {
  let rendered: ReturnType<typeof renderWithProviders> | undefined;
  await act(async () => {
    rendered = renderWithProviders(
      <>
        <nav>
          <RouterLink to="/about">About Us</RouterLink>
        </nav>
        <Routes>
          <Route path={`/${name}/*`} element={<RemoteRoute name={name} />} />
          <Route path="/about" element={<h1>About Pathshala</h1>} />
        </Routes>
      </>,
      { route: `/${name}/dashboard` },
    );
  });
  if (!rendered) throw new Error('render did not run');
  return rendered;
}

beforeEach(() => {
  loadRemote.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

it('shows a loading state, then the remote app', async () => {
  let finishLoading: (module: RemoteAppModule) => void = () => {};
  loadRemote.mockReturnValue(new Promise((resolve) => (finishLoading = resolve)));
  await renderRemote('teacher');
  expect(screen.getByRole('status')).toHaveTextContent('Loading...');

  await act(async () => finishLoading(remoteModule('Teacher Dashboard')));

  expect(await screen.findByRole('heading', { name: 'Teacher Dashboard' })).toBeInTheDocument();
  expect(loadRemote).toHaveBeenCalledWith('teacher');
});

it('shows a friendly fallback when the remote fails, and Retry loads it again', async () => {
  loadRemote
    .mockRejectedValueOnce(new Error('Failed to fetch mf-manifest.json'))
    .mockResolvedValueOnce(remoteModule('Student Dashboard'));
  const { user } = await renderRemote('student');

  const fallback = await screen.findByRole('alert');
  expect(fallback).toHaveTextContent(REMOTE_ERROR_TITLE);
  expect(loadRemote).toHaveBeenCalledTimes(1);

  // Awaited act(), as above: the retried load suspends inside the click's event handling.
  await act(() => user.click(screen.getByRole('button', { name: 'Retry' })));

  expect(await screen.findByRole('heading', { name: 'Student Dashboard' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(loadRemote).toHaveBeenCalledTimes(2);
});

it('keeps the rest of the portal working when a remote fails', async () => {
  loadRemote.mockRejectedValue(new Error('remoteEntry.js did not load'));
  const { user } = await renderRemote('admin');
  await screen.findByRole('alert');

  await user.click(screen.getByRole('link', { name: 'About Us' }));

  expect(await screen.findByRole('heading', { name: 'About Pathshala' })).toBeInTheDocument();
});
