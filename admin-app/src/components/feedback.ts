import { getErrorMessage } from '@pathshala/shared-api';
import { toaster } from '@pathshala/shared-ui';
import { text, type AdminTextKey } from '../i18n';

/**
 * A failed action: the spec's message, and the server's reason beneath when it gave one (the toast shows an
 * API message in the reader's language).
 */
export function failed(title: AdminTextKey, error: unknown): void {
  toaster.create({ type: 'error', title: text(title), description: getErrorMessage(error, '') || undefined });
}

export function succeeded(title: AdminTextKey): void {
  toaster.create({ type: 'success', title: text(title) });
}
