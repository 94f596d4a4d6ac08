import { Trans, useLingui } from '@lingui/react';
import { use, useCallback, type ReactElement } from 'react';
import {
  catalogKey,
  currentLanguage,
  i18n,
  isCatalogLoaded,
  loadCatalog,
  registerCatalog,
  type CatalogLoaders,
} from './catalogs';

export type MessageValues = Record<string, unknown>;

export interface TextProps<Key extends string> {
  id: Key;
  values?: MessageValues;
  /** Elements for the message's numbered tags: `Read <0>the terms</0>` with `components={[<Link … />]}`. */
  components?: ReactElement[];
}

export interface Catalog<Key extends string> {
  /**
   * The catalogue's translate function for this render; suspends (the nearest Suspense shows its fallback)
   * until the catalogue is loaded in the active language. Re-renders the caller when the language changes.
   */
  useText: () => (key: Key, values?: MessageValues) => string;
  /** A message with markup: its numbered tags become `components`. */
  Text: (props: TextProps<Key>) => ReactElement;
  /** Outside React (e.g. a toast raised in a callback): the message in the active language. */
  text: (key: Key, values?: MessageValues) => string;
}

/**
 * Defines an app's catalogue. `Messages` is the English catalogue's type (`typeof import('./locales/en.json')`),
 * so a key that does not exist fails the type check.
 */
export function defineCatalog<Messages extends Record<string, string>>(
  name: string,
  loaders: CatalogLoaders,
): Catalog<Extract<keyof Messages, string>> {
  type Key = Extract<keyof Messages, string>;
  registerCatalog(name, loaders);

  // The loads a render waited for: React retries a suspended render expecting the same use() calls, so a
  // screen that waited for one passes it to use() again once it is done (React returns at once when settled).
  const awaited = new Map<string, Promise<void>>();

  /** Suspends until the catalogue is loaded in the active language. */
  const useCatalogLoaded = () => {
    const lingui = useLingui();
    const language = lingui.i18n.locale === 'bn' ? 'bn' : 'en';
    if (!isCatalogLoaded(name, language)) awaited.set(language, loadCatalog(name, language));
    const load = awaited.get(language);
    if (load) use(load);
    return lingui;
  };

  const useText = () => {
    // `_` is new after every switch of language, so memos that use the function re-run.
    const { _ } = useCatalogLoaded();
    return useCallback((key: Key, values?: MessageValues) => _(catalogKey(name, key), values), [_]);
  };

  function Text({ id, values, components }: TextProps<Key>) {
    useCatalogLoaded();
    return <Trans id={catalogKey(name, id)} values={values} components={components} />;
  }

  const text = (key: Key, values?: MessageValues) => {
    if (!isCatalogLoaded(name, currentLanguage())) return key;
    return i18n._(catalogKey(name, key), values);
  };

  return { useText, Text, text };
}
