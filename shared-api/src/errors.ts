import type { AxiosError } from 'axios';

export { errorMessage as getErrorMessage, getFieldErrors } from '@pathshala/shared-api/contract/errors';

/**
 * An error of the API client: what axios's `isAxiosError` checks, read here by shape so that this module (in every
 * page that reads a failed call) does not load the HTTP library, which the client loads with its first call.
 */
function isClientError(error: unknown): error is AxiosError {
  return (
    typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true
  );
}

/** True when the request never got an answer (offline, DNS, CORS, server down), not when it was cancelled. */
export function isNetworkError(error: unknown): boolean {
  return isClientError(error) && !error.response && error.code !== 'ERR_CANCELED';
}

/** The HTTP status of a failed call, or null when there was no response. */
export function getErrorStatus(error: unknown): number | null {
  return (isClientError(error) && error.response?.status) || null;
}

/** Thrown when a call succeeded at HTTP level but not with the status the contract promises. */
export class UnexpectedResponseError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'UnexpectedResponseError';
  }
}
