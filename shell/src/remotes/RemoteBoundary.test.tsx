import { setLanguage } from '@pathshala/shared-ui';
import { renderWithProviders } from '@pathshala/shared-ui/testing';
import { act, screen } from '@testing-library/react';
import {
  REMOTE_ERROR_MESSAGE,
  REMOTE_ERROR_TITLE,
  REMOTE_VERSION_MESSAGE,
  REMOTE_VERSION_TITLE,
  RemoteBoundary,
} from './RemoteBoundary';
import { explainLoadError, RemoteVersionError } from './remote-version-error';

function Failing({ error }: { error: Error }): never {
  throw error;
}

function renderFailing(error: Error) {
  const onRetry = jest.fn();
  const rendered = renderWithProviders(
    <RemoteBoundary onRetry={onRetry}>
      <Failing error={error} />
    </RemoteBoundary>,
  );
  return { ...rendered, onRetry };
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

it('says a remote that could not be loaded may be a network problem, with Retry', async () => {
  const { user, onRetry } = renderFailing(new Error('Failed to fetch remoteEntry.js'));
  const fallback = screen.getByRole('alert');
  expect(fallback).toHaveTextContent(REMOTE_ERROR_TITLE);
  expect(fallback).toHaveTextContent(REMOTE_ERROR_MESSAGE);
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});

it('says a remote built for a newer portal needs an update, not that the network failed', () => {
  const cause = new Error('Version 2.0.0 of shared singleton module @pathshala/shared-ui does not satisfy');
  renderFailing(new RemoteVersionError('student', cause));
  const fallback = screen.getByRole('alert');
  expect(fallback).toHaveTextContent(REMOTE_VERSION_TITLE);
  expect(fallback).toHaveTextContent(REMOTE_VERSION_MESSAGE);
  expect(fallback).not.toHaveTextContent(REMOTE_ERROR_TITLE);
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

it('reads the federation runtime’s version refusal as a RemoteVersionError, and passes other failures on', () => {
  const refusal = new Error(
    '[ Federation Runtime ]: Version 2.0.0 from shell of shared singleton module @pathshala/shared-ui does not satisfy the requirement of student which needs ^3.0.0)',
  );
  const explained = explainLoadError('student', refusal);
  expect(explained).toBeInstanceOf(RemoteVersionError);
  expect((explained as RemoteVersionError).remote).toBe('student');
  const offline = new Error('Failed to fetch');
  expect(explainLoadError('student', offline)).toBe(offline);
});

describe('in Bangla', () => {
  beforeEach(async () => {
    await act(() => setLanguage('bn'));
  });

  it('says a remote needs an update, with Retry, in Bangla', async () => {
    const { user, onRetry } = renderFailing(new RemoteVersionError('student', new Error('version')));
    const fallback = screen.getByRole('alert');
    expect(fallback).toHaveTextContent('পাঠশালার এই অংশটি আপডেট করা প্রয়োজন');
    expect(fallback).toHaveTextContent('আপডেট শেষ হলে আবার চেষ্টা করুন।');
    expect(fallback).not.toHaveTextContent(REMOTE_VERSION_TITLE);
    await user.click(screen.getByRole('button', { name: 'আবার চেষ্টা করুন' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('says a remote could not be loaded in Bangla', () => {
    renderFailing(new Error('Failed to fetch remoteEntry.js'));
    const fallback = screen.getByRole('alert');
    expect(fallback).toHaveTextContent('পাঠশালার এই অংশটি লোড করা যায়নি');
    expect(fallback).not.toHaveTextContent(REMOTE_ERROR_MESSAGE);
  });
});
