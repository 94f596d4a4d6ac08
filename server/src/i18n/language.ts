// The two languages the server speaks (DESIGN §6.12): English, the spec's words, and Bangla.
import { ACCOUNT_LANGUAGES, type AccountLanguage } from '@pathshala/shared-api/contract';

export type Language = AccountLanguage;
export const LANGUAGES = ACCOUNT_LANGUAGES;

interface Preference {
  tag: string;
  quality: number;
}

/** The language ranges of an Accept-Language header with their weights, best first (ties keep their order). */
function preferences(header: string): Preference[] {
  return header
    .split(',')
    .map((part, index) => {
      const [range = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(param)?.[1]).find(Boolean);
      const quality = q === undefined ? 1 : Number(q);
      return { tag: range.trim().toLowerCase(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((preference) => preference.tag !== '' && preference.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
}

/**
 * The language of an Accept-Language header: Bangla when a `bn` range is the reader's first choice among the
 * languages we speak, English otherwise (no header, English first, or only languages we do not speak).
 */
export function negotiateLanguage(header: string | string[] | undefined): Language {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return 'en';
  for (const { tag } of preferences(value.slice(0, 1024))) {
    if (tag === 'bn' || tag.startsWith('bn-')) return 'bn';
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
  }
  return 'en';
}
