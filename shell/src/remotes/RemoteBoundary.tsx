import { Button, ErrorView } from '@pathshala/shared-ui';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteVersionError } from './remote-version-error';

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
    const versionMismatch = error instanceof RemoteVersionError;
    return (
      <ErrorView
        title={versionMismatch ? REMOTE_VERSION_TITLE : REMOTE_ERROR_TITLE}
        message={versionMismatch ? REMOTE_VERSION_MESSAGE : REMOTE_ERROR_MESSAGE}
        action={
          <Button colorPalette="brand" onClick={this.props.onRetry}>
            Retry
          </Button>
        }
      />
    );
  }
}
