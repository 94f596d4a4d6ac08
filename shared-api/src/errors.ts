import { AxiosError, isAxiosError } from 'axios';

export { errorMessage as getErrorMessage, getFieldErrors } from '@pathshala/shared-api/contract/errors';

/** True when the request never got an answer (offline, DNS, CORS, server down), not when it was cancelled. */
export function isNetworkError(error: unknown): boolean {
  return isAxiosError(error) && !error.response && error.code !== AxiosError.ERR_CANCELED;
}

/** The HTTP status of a failed call, or null when there was no response. */
export function getErrorStatus(error: unknown): number | null {
  return (isAxiosError(error) && error.response?.status) || null;
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
