import { Button } from '@chakra-ui/react';
import { ErrorView } from './ErrorView';

export interface LoadErrorProps {
  /** What went wrong: the server's message, or the page's own when the error carries none. */
  message: string;
  onRetry: () => void;
}

/** A load that failed: its message and Try again. */
export function LoadError({ message, onRetry }: LoadErrorProps) {
  return (
    <ErrorView
      message={message}
      action={
        <Button variant="outline" onClick={onRetry}>
          Try again
        </Button>
      }
    />
  );
}
