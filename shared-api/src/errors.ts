import { AxiosError, isAxiosError } from 'axios';
import { bodyFieldErrors, bodyMessage } from './tokens';

/** The server's `message` from an error response, or the fallback when there is none. */
export function getErrorMessage(error: unknown, fallback: string): string {
  return (isAxiosError(error) && bodyMessage(error.response?.data)) || fallback;
}

/** True when the request never got an answer (offline, DNS, CORS, server down), not when it was cancelled. */
export function isNetworkError(error: unknown): boolean {
  return isAxiosError(error) && !error.response && error.code !== AxiosError.ERR_CANCELED;
}

/** The server's per-field errors `{ field: message }` (400 validation, 409 conflicts), or an empty object. */
export function getFieldErrors(error: unknown): Record<string, string> {
  return isAxiosError(error) ? bodyFieldErrors(error.response?.data) : {};
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
