/** Errors a handler throws on purpose; the error handler turns them into the error envelope. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const UNAUTHORIZED_MESSAGE = 'Unauthorized user';

export class BadRequestError extends HttpError {
  constructor(message: string, errors?: Record<string, string>) {
    super(400, message, errors);
  }
}

export class UnauthorizedError extends HttpError {
  constructor(message = UNAUTHORIZED_MESSAGE) {
    super(401, message);
  }
}

export class ForbiddenError extends HttpError {
  constructor(message = 'You do not have permission to do this') {
    super(403, message);
  }
}

export class NotFoundError extends HttpError {
  constructor(message = 'Not found') {
    super(404, message);
  }
}

export class ConflictError extends HttpError {
  /** `errors` names the conflicting fields, e.g. { username: 'Username is already taken' }. */
  constructor(message: string, errors?: Record<string, string>) {
    super(409, message, errors);
  }
}

export class TooManyRequestsError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'Too many requests. Please try again later.');
  }
}

/** Builds a 409 whose message is the first conflicting field's message. */
export function conflictOn(errors: Record<string, string>): ConflictError {
  return new ConflictError(Object.values(errors)[0] ?? 'Conflict', errors);
}
