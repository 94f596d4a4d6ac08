import { errorMessage } from '@pathshala/shared-api/contract/errors';
import { useEffect, useRef, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useFormState } from '../form/useFormState';
import { toaster } from '../toast/toaster';
import {
  EMPTY_POST_FORM,
  knownPostErrors,
  POST_FORM_FIELDS,
  validatePostForm,
  type PostFormValues,
} from './postFormValues';

/** SPEC §4: the success toast hides after 3 s and the page moves on at 3.5 s. */
export const REDIRECT_AFTER_MS = 3500;

export interface PostFormOptions {
  /** Sends the form's values (the app's call, in its body's names); rejects with the server's error. */
  send: (values: PostFormValues) => Promise<unknown>;
  /** The toast once sent. */
  success: string;
  /** The toast when sending fails and the server gave no message. */
  failure: string;
  /** Where the page goes after sending, once the toast has been read. */
  next: string;
}

/**
 * A new post's form (SPEC §2, §5): the rules and messages checked on submit, each message under its field (the
 * server's likewise), the first field in error focused; once sent, a toast and, 3.5 s later, the next page.
 * The button stays disabled after a save, so it cannot post twice.
 */
export function usePostForm({ send, success, failure, next }: PostFormOptions) {
  const navigate = useNavigate();
  const form = useFormState(EMPTY_POST_FORM, POST_FORM_FIELDS);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  async function save(values: PostFormValues) {
    try {
      await send(values);
    } catch (error) {
      toaster.error({ title: errorMessage(error, failure) });
      throw error;
    }
    toaster.success({ title: success });
    redirect.current = setTimeout(() => navigate(next), REDIRECT_AFTER_MS);
  }

  const submit = (event: FormEvent<HTMLFormElement>) =>
    form.submit(event, { validate: validatePostForm, save, serverErrors: knownPostErrors });

  return { form, submit };
}
