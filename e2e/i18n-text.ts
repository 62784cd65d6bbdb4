/**
 * The app's words in the language a browser test runs in, from the web's own catalogues (apps/web/src/i18n/messages)
 * and the domain's shared words (packages/domain/src/i18n/words):
 * `say('Add a game')` is 'Add a game' in English and 'Dodaj grę' in Polish. Words a screen does not translate yet stay
 * English in both.
 */
import plWords from '../packages/domain/src/i18n/words/pl.ts';
import { en, words } from '../apps/web/src/i18n/messages/en/index.ts';
import { messages as plMessages } from '../apps/web/src/i18n/messages/pl/index.ts';

/** The Polish texts as written (the catalogue holds the domain's words compiled). */
const POLISH: Readonly<Record<string, unknown>> = { ...plMessages, ...plWords };

export type TestLanguage = 'en' | 'pl';

/** English text → its key (the first key with that text). */
const KEY_OF = new Map<string, string>();
for (const [key, text] of Object.entries({ ...en, ...words })) if (!KEY_OF.has(text)) KEY_OF.set(text, key);

/** `english` as the app says it in `language`. */
export function say(language: TestLanguage, english: string): string {
  if (language === 'en') return english;
  const key = KEY_OF.get(english);
  const polish = key === undefined ? undefined : POLISH[key];
  return typeof polish === 'string' ? polish : english;
}

/** A name that starts with the part of `english` before its first `{placeholder}`, in `language`: for getByRole's `name`. */
export function sayPrefix(language: TestLanguage, english: string): RegExp {
  const text = say(language, english).split('{')[0] ?? '';
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}
