import { useSyncExternalStore } from 'react';
import { currentLanguage, onLanguageChange, translate, type Language } from './i18n.ts';
import type { MessageKey, ValuesOf } from './message-types.ts';

/** The active language; the caller re-renders when it changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(onLanguageChange, currentLanguage, currentLanguage);
}

/** One `t` per language, so that a memo that depends on `t` is recomputed when the language changes. */
const translators = new Map<Language, typeof translate>();

/** `t(key, values)`: a message in the active language; the caller re-renders when the language changes. */
export function useT(): typeof translate {
  const language = useLanguage();
  const known = translators.get(language);
  if (known) return known;
  const t = <K extends MessageKey>(key: K, ...values: ValuesOf<K>) => translate(key, ...values);
  translators.set(language, t);
  return t;
}
