import { Button } from '@chakra-ui/react';
import { getErrorMessage } from '@pathshala/shared-api';
import { ErrorView } from '../states/ErrorView';

export interface LoadErrorProps {
  error: unknown;
  /** The message when the error carries none. */
  fallback: string;
  onRetry: () => void;
}

/** A load that failed: the error's message and Try again. */
export function LoadError({ error, fallback, onRetry }: LoadErrorProps) {
  return (
    <ErrorView
      message={getErrorMessage(error, fallback)}
      action={
        <Button variant="outline" onClick={onRetry}>
          Try again
        </Button>
      }
    />
  );
}
