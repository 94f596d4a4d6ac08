// The API's messages (every `message` and `errors[field]` text of the envelope) are written in English, the
// spec's words, and that text is its own translation key. They are translated once, as the envelope is made
// (envelope.ts, error-handler.ts), into the caller's language (language.ts). Two English-keyed Bangla tables
// hold them: the contract's and the API client's messages (shared-api/src/locales/bn.json, which the portal
// also reads to translate a form's own checks) and the server's own (./locales/bn.json).
//
// A message with run-time values (a username, a count, zod's own wording) is a named pattern: its key is the
// English text with ICU placeholders, e.g. "Unknown user: {name}" → "অজানা ব্যবহারকারী: {name}"; the values are
// read off the English message and put into the Bangla one (numbers may be formatted: `{max, number}`).
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import contractTable from '@pathshala/shared-api/locales/bn.json' with { type: 'json' };
import type { Language } from '../i18n/language';
import serverTable from './locales/bn.json' with { type: 'json' };

/** The Bangla tables, by where they live (for tests and error texts). */
export const MESSAGE_TABLES: Record<string, Record<string, string>> = {
  'shared-api/src/locales/bn.json': contractTable,
  'server/src/http/locales/bn.json': serverTable,
};

interface Pattern {
  key: string;
  regex: RegExp;
  /** Characters of fixed text: the most specific pattern is tried first. */
  fixed: number;
}

const PLACEHOLDER = /\{(\w+)\}/g;
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function patternOf(key: string): Pattern | null {
  const parts = key.split(PLACEHOLDER);
  if (parts.length === 1) return null;
  // split() with a capture group alternates text and placeholder names: text, name, text, name, ..., text.
  let source = '';
  let fixed = 0;
  const named = new Set<string>();
  parts.forEach((part, index) => {
    if (index % 2 === 0) {
      source += escapeRegex(part);
      fixed += part.length;
    } else if (named.has(part))
      source += `\\k<${part}>`; // the same value again
    else {
      named.add(part);
      source += `(?<${part}>.+?)`;
    }
  });
  return { key, regex: new RegExp(`^${source}$`, 's'), fixed };
}

const NUMBER = /^-?\d+(?:\.\d+)?$/;

export class BanglaMessages {
  private readonly i18n: I18n;
  private readonly exact = new Set<string>();
  private readonly patterns: Pattern[] = [];

  constructor(tables: Record<string, Record<string, string>>) {
    const messages: Messages = {};
    for (const [file, table] of Object.entries(tables)) {
      for (const [english, bangla] of Object.entries(table)) {
        if (english in messages) throw new Error(`${file}: "${english}" is already in another message table`);
        try {
          messages[english] = compileMessage(bangla);
        } catch (error) {
          throw new Error(`${file}: the Bangla of "${english}" is not a valid ICU message`, { cause: error });
        }
        const pattern = patternOf(english);
        if (pattern) this.patterns.push(pattern);
        else this.exact.add(english);
      }
    }
    this.patterns.sort((a, b) => b.fixed - a.fixed);
    this.i18n = setupI18n();
    this.i18n.load('bn', messages);
    this.i18n.activate('bn');
  }

  /** The Bangla of an English message, or null when neither table has it. */
  of(message: string): string | null {
    if (this.exact.has(message)) return this.i18n._(message);
    for (const { key, regex } of this.patterns) {
      const groups = regex.exec(message)?.groups;
      if (!groups) continue;
      const values = Object.fromEntries(
        Object.entries(groups).map(([name, value]) => [name, NUMBER.test(value) ? Number(value) : value]),
      );
      return this.i18n._(key, values);
    }
    return null;
  }
}

const bangla = new BanglaMessages(MESSAGE_TABLES);

/** The Bangla of an English API message, or null when it has none. */
export const banglaMessage = (message: string): string | null => bangla.of(message);

/** Called with each message the server sends that has no Bangla (a bug: a test fails on it, production logs it). */
export type UntranslatedListener = (message: string) => void;

/** The envelope's texts: `message` and the `errors` messages (field names never change). */
interface EnvelopeTexts {
  message: string;
  errors?: Record<string, string>;
}

/** Translates the messages of the envelopes of one app; tells `onUntranslated` of any without Bangla. */
export class MessageTranslator {
  constructor(private readonly onUntranslated: UntranslatedListener) {}

  /** `message` in `language` (English as it is); a message with no Bangla stays English and is reported. */
  translate(message: string, language: Language): string {
    const translated = bangla.of(message);
    if (translated === null) {
      this.onUntranslated(message);
      return message;
    }
    return language === 'bn' ? translated : message;
  }

  /** A copy of `body` with its message and field messages in `language`. */
  localize<Body extends EnvelopeTexts>(body: Body, language: Language): Body {
    const localized = { ...body, message: this.translate(body.message, language) };
    if (body.errors) {
      localized.errors = Object.fromEntries(
        Object.entries(body.errors).map(([field, text]) => [field, this.translate(text, language)]),
      );
    }
    return localized;
  }
}
