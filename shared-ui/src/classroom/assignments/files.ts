import { CLASSROOM_FILE_MESSAGES } from '@pathshala/shared-api/contract';
import { errorMessage } from '@pathshala/shared-api/contract/errors';

const statusOf = (error: unknown): number | null => {
  const response =
    error !== null && typeof error === 'object' ? (error as { response?: unknown }).response : null;
  const status =
    response !== null && typeof response === 'object' ? (response as { status?: unknown }).status : null;
  return typeof status === 'number' ? status : null;
};

/** A refused upload's reason (413 too large, 415 wrong type) for the file field, or null for other failures. */
export function uploadError(error: unknown): string | null {
  const status = statusOf(error);
  if (status === 413) return errorMessage(error, CLASSROOM_FILE_MESSAGES.tooLarge);
  if (status === 415) return errorMessage(error, CLASSROOM_FILE_MESSAGES.typeInvalid);
  return null;
}

/**
 * `action`, with a refused upload's reason (413, 415) also given as the `file` field's error, so a form shows it
 * on its file field (the server answers those statuses without field errors).
 */
export async function withFileFieldError<T>(action: Promise<T>): Promise<T> {
  try {
    return await action;
  } catch (error) {
    const message = uploadError(error);
    if (message === null) throw error;
    throw { response: { status: statusOf(error), data: { message, errors: { file: message } } } };
  }
}
