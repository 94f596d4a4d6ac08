import { getFieldErrors } from '@pathshala/shared-api/contract/errors';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { focusFirstInvalid } from './focusFirstInvalid';

type Errors<F extends string> = Partial<Record<F, string>>;
/** The fields whose value is text, for `text()`. */
type TextField<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

export interface SubmitOptions<V, F extends string> {
  /** The form's own check: field errors, none to send. */
  validate: (values: V) => Errors<F>;
  /** Sends the values; rejects with the server's error. */
  save: (values: V) => Promise<unknown>;
  /** The server's field errors the form shows. */
  serverErrors: (fieldErrors: Record<string, string>) => Errors<F>;
}

/**
 * A form's values and field errors: editing a field clears its error; errors shown move focus to the first
 * field in error (in `order`); submit checks, sends, and shows the server's field errors on failure.
 * `status` is 'saving' while sending and 'done' after a save that succeeded (the form stays busy).
 */
export function useFormState<V extends object, F extends string = Extract<keyof V, string>>(
  initial: V | (() => V),
  order: readonly F[],
) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Errors<F>>({});
  const [status, setStatus] = useState<'idle' | 'saving' | 'done'>('idle');

  function set<K extends keyof V>(name: K, value: V[K]) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (!current[name as unknown as F]) return current;
      const next = { ...current };
      delete next[name as unknown as F];
      return next;
    });
  }

  const text = <K extends TextField<V>>(name: K) => ({
    name,
    value: values[name] as string,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      set(name, event.target.value as V[K]),
  });

  // Focus moves once the errors are on screen: after a failed send, controls disabled while sending (the day
  // chips) are enabled again only by that render.
  const errorsToFocus = useRef<Errors<F> | null>(null);
  useEffect(() => {
    if (!errorsToFocus.current) return;
    focusFirstInvalid(formRef.current, order, errorsToFocus.current);
    errorsToFocus.current = null;
  });

  function showErrors(fieldErrors: Errors<F>) {
    setErrors(fieldErrors);
    errorsToFocus.current = fieldErrors;
  }

  async function submit(
    event: FormEvent<HTMLFormElement>,
    { validate, save, serverErrors }: SubmitOptions<V, F>,
  ) {
    event.preventDefault();
    const fieldErrors = validate(values);
    if (Object.keys(fieldErrors).length > 0) {
      showErrors(fieldErrors);
      return;
    }
    setStatus('saving');
    try {
      await save(values);
      setStatus('done');
    } catch (error) {
      setStatus('idle');
      showErrors(serverErrors(getFieldErrors(error)));
    }
  }

  return { formRef, values, errors, status, set, text, submit };
}
