import { useMessageText } from '@pathshala/shared-ui';

/**
 * A text a page keeps in its state and shows later (an error, a notice): a key of the page's catalogue, or a
 * message from the API or the shared contract (English words that are their own key). Either is put in the
 * reader's language when shown, so a switch of language reaches it too.
 */
export type Shown<Key extends string> = { key: Key } | { message: string };

/** The server's message when the failed call carried one (`getErrorMessage(error, '')`), else the page's own text. */
export function serverMessageOr<Key extends string>(serverMessage: string, key: Key): Shown<Key> {
  return serverMessage ? { message: serverMessage } : { key };
}

/** A Shown in the reader's language: keys through the page's catalogue (`t`), messages through the API's table. */
export function useShownText<Key extends string>(t: (key: Key) => string): (shown: Shown<Key>) => string {
  const message = useMessageText();
  return (shown) => ('key' in shown ? t(shown.key) : message(shown.message));
}
