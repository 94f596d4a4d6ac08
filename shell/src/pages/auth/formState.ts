import { useLocation, useMessageText } from '@pathshala/shared-ui';
import { useText, type ShellKey } from './i18n';

/**
 * Router state the auth pages pass each other: `notice`, a key of the shell's catalogue (e.g. 'Registration
 * successful! Please log in.'), or `message`, a text from elsewhere (English words, translated when shown).
 */
export type AuthNotice = { notice: ShellKey } | { message: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object';

/** The notice the previous page handed over in the router's location state, in the reader's language. */
export function useLocationNotice(): string | null {
  const { state } = useLocation();
  const t = useText();
  const message = useMessageText();
  if (!isRecord(state)) return null;
  if (typeof state.notice === 'string') return t(state.notice as ShellKey);
  if (typeof state.message === 'string') return message(state.message);
  return null;
}
