// What the API and its contract say (validation messages, errors, notices) is written in English, the
// spec's words, and that text is its own key: the server translates it for the caller, and the forms
// translate the same words when they check a field before sending. The Bangla table lives with the contract
// in shared-api (the server reads it too); English needs no table.
import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import { catalogKey, i18n, registerCatalog } from './catalogs';

registerCatalog('messages', {
  en: async () => ({}),
  bn: () => import('@pathshala/shared-api/locales/bn.json'),
});

/** `message` in the active language; a text the table does not know (say, one already translated) as it is. */
export function translateMessage(message: string): string {
  const key = catalogKey('messages', message);
  return key in i18n.messages ? i18n._(key) : message;
}

/** translateMessage, re-rendering the caller when the language changes. */
export function useMessageText(): (message: string) => string {
  const { i18n: active } = useLingui();
  const locale = active.locale;
  // A new function per language, so memos that use it re-run.
  return useMemo(() => (message: string) => (locale ? translateMessage(message) : message), [locale]);
}
