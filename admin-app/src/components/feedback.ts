import { getErrorMessage } from '@pathshala/shared-api';
import { toaster } from '@pathshala/shared-ui';

/** A failed action: the spec's message, and the server's reason beneath when it gave one. */
export function failed(title: string, error: unknown): void {
  toaster.create({ type: 'error', title, description: getErrorMessage(error, '') || undefined });
}

export function succeeded(title: string): void {
  toaster.create({ type: 'success', title });
}
