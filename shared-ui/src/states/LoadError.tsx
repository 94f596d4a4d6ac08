import { Button } from '@chakra-ui/react';
import { useSignedInText } from '../signed-in/i18n';
import { ErrorView } from './ErrorView';

export interface LoadErrorProps {
  /**
   * What went wrong: the server's message, or the page's own when the error carries none (a message of the
   * API or the contract shows in the active language).
   */
  message: string;
  onRetry: () => void;
}

/** A load that failed: its message and Try again. */
export function LoadError({ message, onRetry }: LoadErrorProps) {
  const t = useSignedInText();
  return (
    <ErrorView
      message={message}
      action={
        <Button variant="outline" onClick={onRetry}>
          {t('loadError.retry')}
        </Button>
      }
    />
  );
}
