import { errorMessage } from '@pathshala/shared-api/contract/errors';
import { toaster } from './toaster';

type ToastOptions = Parameters<typeof toaster.success>[0];

export interface ToastTexts<T> {
  /** Shown when the action succeeds: a title, a toast, or the toast made from the action's result. */
  success?: string | ToastOptions | ((result: T) => ToastOptions);
  /** The title shown when it fails, with the server's reason beneath when it gave one. */
  failure: string;
}

/** An action that failed: what failed, and the server's reason beneath when it gave one. */
export function toastFailure(title: string, error: unknown): string {
  const reason = errorMessage(error, '').trim();
  return toaster.error({ title, description: reason || undefined });
}

/**
 * Runs an action a person started and says how it went: a success toast, or a failure toast with the server's
 * reason. A failure is rethrown, so a dialog that awaits it stays open with the server's field errors.
 */
export async function withToasts<T>(action: Promise<T>, { success, failure }: ToastTexts<T>): Promise<T> {
  let result: T;
  try {
    result = await action;
  } catch (error) {
    toastFailure(failure, error);
    throw error;
  }
  if (typeof success === 'string') toaster.success({ title: success });
  else if (typeof success === 'function') toaster.success(success(result));
  else if (success) toaster.success(success);
  return result;
}

/** `withToasts` for a click nothing else waits on: the toasts say all there is to say. */
export function runWithToasts<T>(action: Promise<T>, texts: ToastTexts<T>): void {
  withToasts(action, texts).catch(() => undefined);
}
