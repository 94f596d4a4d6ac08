import { LANGUAGE_COOKIE } from '@pathshala/shared-api/contract/languages';

/** The portal's two languages: English (the spec's words) and Bangla. */
export const LANGUAGES = ['en', 'bn'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Where the reader's choice is remembered on this device. */
export const LANGUAGE_STORAGE_KEY = 'pathshala.language';

export const isLanguage = (value: unknown): value is Language => value === 'en' || value === 'bn';

/**
 * The language a page opens in: the one chosen before on this device, else the browser's own (Bangla for any
 * `bn` tag, English for everything else).
 */
export function initialLanguage(): Language {
  const stored = readStoredLanguage();
  if (stored) return stored;
  const browser = typeof navigator === 'undefined' ? '' : navigator.language;
  return /^bn\b/i.test(browser) ? 'bn' : 'en';
}

function readStoredLanguage(): Language | null {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null; // storage blocked: follow the browser
  }
}

const ONE_YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

export function storeLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage blocked: the choice lasts for this page only
  }
  // Mirrored for the server, which sends the landing page already rendered in it.
  if (typeof document !== 'undefined') {
    document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${ONE_YEAR_IN_SECONDS}; samesite=lax`;
  }
}
