/** A schema issue as zod reports it: the path to the value and the message. */
export interface FieldIssue {
  path: readonly PropertyKey[];
  message: string;
}

/** The first message for each of `fields` among zod issues (by the issue's top-level field). */
export function zodFieldErrors<F extends string>(
  issues: readonly FieldIssue[],
  fields: readonly F[],
): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && (fields as readonly string[]).includes(field))
      errors[field as F] ??= issue.message;
  }
  return errors;
}

/** Only the server's field errors for `fields` a form shows; `nameOf` maps the server's name to the form's. */
export function knownFieldErrors<F extends string>(
  serverErrors: Record<string, string>,
  fields: readonly F[],
  nameOf: (field: string) => string = (field) => field,
): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  for (const [field, message] of Object.entries(serverErrors)) {
    const name = nameOf(field);
    if ((fields as readonly string[]).includes(name)) errors[name as F] ??= message;
  }
  return errors;
}
