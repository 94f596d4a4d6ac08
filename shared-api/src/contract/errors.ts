// Reading the error envelope (DESIGN §4) off a failed call. The API client rejects with the answer attached
// (`error.response.data`); these read it by shape, so a presentational form can show the server's per-field
// messages without importing the client.

function field(source: unknown, key: string): unknown {
  return source !== null && typeof source === 'object' ? (source as Record<string, unknown>)[key] : undefined;
}

/** The `message` of a response body, when there is one. */
export function bodyMessage(body: unknown): string | null {
  const message = field(body, 'message');
  return typeof message === 'string' && message.length > 0 ? message : null;
}

/** Field errors `{ field: message }` of an error envelope. */
export function bodyFieldErrors(body: unknown): Record<string, string> {
  const errors = field(body, 'errors');
  if (errors === null || typeof errors !== 'object') return {};
  return Object.fromEntries(
    Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** The server's per-field errors `{ field: message }` of a failed call (400 validation, 409 conflicts), or {}. */
export function getFieldErrors(error: unknown): Record<string, string> {
  return bodyFieldErrors(field(field(error, 'response'), 'data'));
}

/** The server's `message` of a failed call, or `fallback` when the call got no answer or the answer has none. */
export function errorMessage(error: unknown, fallback: string): string {
  return bodyMessage(field(field(error, 'response'), 'data')) || fallback;
}
