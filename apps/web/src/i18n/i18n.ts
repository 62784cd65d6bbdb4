/**
 * The client's words, on Lingui's runtime over catalogues compiled at build time (vite.config.ts `compiled-messages`):
 * the active language and `translate(key, values)`; React components use `useT()` (use-t.ts). Each language's
 * catalogue is a chunk of its own, loaded before the first render (main.tsx); see docs/ARCHITECTURE.md "Languages".
 * No React here: main.tsx starts the catalogue's download before the start-up steps.
 */
import { i18n } from '@lingui/core';
import { LANGUAGES, type TLanguage } from '@caps/domain/i18n/languages';
import type { MessageKey, ValuesOf } from './message-types.ts';

/** The languages of the domain (the account's column takes the same). */
export { LANGUAGES };
export type Language = TLanguage;

/** The locale each language formats dates and numbers in (en-GB: '21 Nov 2026, 14:05', 24-hour, day first). */
const FORMAT_LOCALES: Readonly<Record<Language, string>> = { en: 'en-GB', pl: 'pl-PL' };

/** Each language's catalogue, a lazy chunk: only the active one is fetched. */
const CATALOGUES: Readonly<Record<Language, () => Promise<{ messages: Record<string, unknown> }>>> = {
  en: () => import('./messages/en/index.ts'),
  pl: () => import('./messages/pl/index.ts'),
};

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** The active language ('en' until one is loaded). */
export function currentLanguage(): Language {
  return isLanguage(i18n.locale) ? i18n.locale : 'en';
}

/** The locale of Intl formatters in the active language. */
export function formatLocale(): string {
  return FORMAT_LOCALES[currentLanguage()];
}

/** Makes `language` the active one with `messages` (its catalogue, compiled or, in tests and in Node, as written). */
export function activateLanguage(language: Language, messages: Record<string, unknown>): void {
  // A cast: a compiled catalogue is Lingui's own shape, which its types do not export.
  i18n.loadAndActivate({
    locale: language,
    locales: [FORMAT_LOCALES[language]],
    messages: messages as Parameters<typeof i18n.load>[1],
  });
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** Fetches `language`'s catalogue and makes it the active one; `<html lang>` follows. */
export async function loadLanguage(language: Language): Promise<void> {
  if (i18n.locale === language) return;
  const { messages } = await CATALOGUES[language]();
  activateLanguage(language, messages);
}

/** `key`'s message in the active language, with its ICU arguments filled in. */
export function translate<K extends MessageKey>(key: K, ...values: ValuesOf<K>): string {
  return i18n._(key, values[0]);
}

/** The message of a key known only at run time (a server's error code): its text, or undefined when there is none. */
export function translateIfKnown(key: string, values?: Readonly<Record<string, string | number>>): string | undefined {
  return Object.prototype.hasOwnProperty.call(i18n.messages, key) ? i18n._(key, values) : undefined;
}

/** Calls `onChange` whenever the active language changes; returns the unsubscribe. */
export const onLanguageChange = (onChange: () => void): (() => void) => i18n.on('change', onChange);
