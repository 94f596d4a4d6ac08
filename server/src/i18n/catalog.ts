// The texts the server writes itself, for a person in their language: mails, stored notifications and the
// payment simulator's page. A keyed ICU catalogue in the portal's format (src/locales/<language>.json: flat
// key → ICU message; English is the spec's words), compiled once at start-up.
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import bn from '../locales/bn.json' with { type: 'json' };
import en from '../locales/en.json' with { type: 'json' };
import { formatClassTime, formatMoney } from './format';
import type { Language } from './language';

export type TextKey = keyof typeof en;
export type TextValues = Record<string, string | number>;

/** The server's own texts in one language. */
export interface Text {
  readonly language: Language;
  /** The message of `key` with its placeholders filled in. */
  t(key: TextKey, values?: TextValues): string;
  /** '৳3,500' / '৳৩,৫০০'. */
  money(amount: number): string;
  /** A class's moment in Dhaka time: 'Thu 26 Nov, 6:30 PM' / 'বৃহস্পতি ২৬ নভে, সন্ধ্যা ৬:৩০'. */
  classTime(moment: Date): string;
}

const CATALOGS: Record<Language, Record<TextKey, string>> = { en, bn };

function compile(language: Language): Messages {
  const messages: Messages = {};
  for (const [key, message] of Object.entries(CATALOGS[language])) {
    try {
      messages[key] = compileMessage(message);
    } catch (error) {
      throw new Error(`src/locales/${language}.json: "${key}" is not a valid ICU message`, { cause: error });
    }
  }
  return messages;
}

/** One Lingui instance per language, each activated once: a request never switches another's language. */
function instance(language: Language): I18n {
  const i18n = setupI18n();
  i18n.load(language, compile(language));
  i18n.activate(language);
  return i18n;
}

const texts = new Map<Language, Text>();

/** The server's texts in `language` (made once per language). */
export function textIn(language: Language): Text {
  let text = texts.get(language);
  if (!text) {
    const i18n = instance(language);
    text = {
      language,
      t: (key, values) => i18n._(key, values),
      money: (amount) => formatMoney(amount, language),
      classTime: (moment) => formatClassTime(moment, language),
    };
    texts.set(language, text);
  }
  return text;
}
