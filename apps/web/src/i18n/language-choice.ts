/** Which language a device starts in: the one chosen on it before, else the browser's (Polish for pl*, else English). */
import { isLanguage, loadLanguage, type Language } from './i18n.ts';

const STORAGE_KEY = 'language';

/** The remembered choice, else the browser's first language. */
export function initialLanguage(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
  languages: readonly string[] = globalThis.navigator?.languages ?? [],
): Language {
  let stored: string | null = null;
  try {
    stored = storage?.getItem(STORAGE_KEY) ?? null;
  } catch {
    // Storage can be refused (private modes): the browser's language it is.
  }
  if (isLanguage(stored)) return stored;
  return languages[0]?.toLowerCase().startsWith('pl') ? 'pl' : 'en';
}

/** Remembers `language` on this device. */
function rememberLanguage(
  language: Language,
  storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage,
): void {
  try {
    storage?.setItem(STORAGE_KEY, language);
  } catch {
    // Not remembered: the next visit starts from the browser's language again.
  }
}

/** Switches to `language` (its catalogue loads) and remembers it on this device. */
export async function chooseLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  rememberLanguage(language);
}
