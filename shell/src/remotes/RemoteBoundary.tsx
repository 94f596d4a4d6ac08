import { Button, ErrorView } from '@pathshala/shared-ui';
import { Component, type ErrorInfo, type ReactNode } from 'react';

export const REMOTE_ERROR_TITLE = 'This part of Pathshala could not be loaded';
export const REMOTE_ERROR_MESSAGE =
  'It may be a network problem or an update in progress. The rest of Pathshala still works; try again in a moment.';

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
    if (this.state.error === null) return this.props.children;
    return (
      <ErrorView
        title={REMOTE_ERROR_TITLE}
        message={REMOTE_ERROR_MESSAGE}
        action={
          <Button colorPalette="brand" onClick={this.props.onRetry}>
            Retry
          </Button>
        }
      />
    );
  }
}
