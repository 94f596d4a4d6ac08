import { Button, ErrorView } from '@pathshala/shared-ui';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useText } from '../i18n';
import { RemoteVersionError } from './remote-version-error';

// The fallback's English words (the `remote.*` texts of the shell's catalogue), for tests to look for; the
// fallback itself shows the catalogue's, in the reader's language.
export const REMOTE_ERROR_TITLE = 'This part of Pathshala could not be loaded';
export const REMOTE_ERROR_MESSAGE =
  'It may be a network problem or an update in progress. The rest of Pathshala still works; try again in a moment.';
export const REMOTE_VERSION_TITLE = 'This part of Pathshala needs an update';
export const REMOTE_VERSION_MESSAGE =
  'It was built for a newer version of Pathshala than the one running here, so it stays closed. The rest of Pathshala still works; try again once the update is complete.';

interface RemoteBoundaryProps {
  children: ReactNode;
  onRetry: () => void;
}

interface RemoteBoundaryState {
  error: unknown;
}

/** What shows in place of a remote that failed: why, in the reader's language, and Retry. */
function RemoteFallback({ versionMismatch, onRetry }: { versionMismatch: boolean; onRetry: () => void }) {
  const t = useText();
  return (
    <ErrorView
      title={t(versionMismatch ? 'remote.version.title' : 'remote.error.title')}
      message={t(versionMismatch ? 'remote.version.message' : 'remote.error.message')}
      action={
        <Button colorPalette="brand" onClick={onRetry}>
          {t('remote.retry')}
        </Button>
      }
    />
  );
}

/** Keeps a remote that fails to load (or crashes) inside its own area, with a way to try again. */
export class RemoteBoundary extends Component<RemoteBoundaryProps, RemoteBoundaryState> {
  override state: RemoteBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): RemoteBoundaryState {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A remote failed to load', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    return (
      <RemoteFallback versionMismatch={error instanceof RemoteVersionError} onRetry={this.props.onRetry} />
    );
  }
}
