// Every app's texts live in its own catalogue (English and Bangla ICU messages, `locales/<language>.json`
// beside the code that shows them) and ship with that app: a catalogue registers itself when its module is
// evaluated and loads lazily, in the reader's language only. One Lingui instance holds them all, each key
// prefixed with its catalogue's name so two apps never collide. The build compiles each catalogue's ICU
// messages (webpack/loaders/catalog-loader.cjs), so no message parser reaches the browser.
import { setupI18n, type Messages } from '@lingui/core';
import { registerBanglaFont } from './bangla-font';
import { initialLanguage, storeLanguage, type Language } from './language';

export const i18n = setupI18n();

type CatalogModule = { default: Messages } | Messages;
export type CatalogLoaders = Record<Language, () => Promise<CatalogModule>>;

const registry = new Map<string, CatalogLoaders>();
const loads = new Map<string, Promise<void>>();
const loaded = new Set<string>();

/**
 * Adds a catalogue; it is loaded in the active language at once (a catalogue registered by a page's module is
 * ready before a dialog of that page first needs it) and in every language switched to.
 */
export function registerCatalog(name: string, loaders: CatalogLoaders): void {
  if (registry.has(name)) return;
  registry.set(name, loaders);
  // A failed download is retried by the first screen that needs the catalogue (it suspends on it).
  if (i18n.locale) loadCatalog(name, currentLanguage()).catch(() => {});
}

export const catalogKey = (name: string, key: string) => `${name}:${key}`;

export const isCatalogLoaded = (name: string, language: Language) => loaded.has(`${name}/${language}`);

/** Loads one catalogue in one language (once; later calls share the first). */
export function loadCatalog(name: string, language: Language): Promise<void> {
  const id = `${name}/${language}`;
  const started = loads.get(id);
  if (started) return started;
  const loaders = registry.get(name);
  if (!loaders) throw new Error(`No catalogue named ${name}`);
  const load: Promise<void> = loaders[language]().then(
    (module) => {
      const messages = ('default' in module ? module.default : module) as Messages;
      i18n.load(
        language,
        Object.fromEntries(
          Object.entries(messages).map(([key, message]) => [catalogKey(name, key), message]),
        ),
      );
      loaded.add(id);
    },
    (error: unknown) => {
      loads.delete(id); // a failed download may be retried
      throw error;
    },
  );
  loads.set(id, load);
  return load;
}

type LanguageListener = (language: Language) => void;
const listeners = new Set<LanguageListener>();

/** Calls `listener` after every switch of language (the API client's Accept-Language, `<html lang>`…). */
export function onLanguageChange(listener: LanguageListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Shows the portal in `language`: loads every registered catalogue in it first (so no screen flashes
 * untranslated keys), then switches everything at once and remembers the choice on this device.
 */
export async function setLanguage(language: Language): Promise<void> {
  await Promise.all([...registry.keys()].map((name) => loadCatalog(name, language)));
  i18n.load(language, {}); // a language with no catalogue registered yet is still a language
  const changed = i18n.locale !== language;
  if (language === 'bn') registerBanglaFont();
  if (changed) i18n.activate(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  storeLanguage(language);
  if (changed) for (const listener of listeners) listener(language);
}

/** The language the portal shows now. */
export const currentLanguage = (): Language => (i18n.locale === 'bn' ? 'bn' : 'en');

/** Starts the portal in the reader's language (see initialLanguage). */
export const startInReadersLanguage = () => setLanguage(initialLanguage());
