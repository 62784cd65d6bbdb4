/** The languages of the app: a signed-in player's choice is kept on the account (`users.language`, null until chosen). */
export const LANGUAGES = ['en', 'pl'] as const;
export type TLanguage = (typeof LANGUAGES)[number];

/** The language a player gets when they have not chosen one. */
export const DEFAULT_LANGUAGE: TLanguage = 'en';

/** The account's language, or the default when it has none (or an unknown one). */
export function languageOf(chosen: string | null | undefined): TLanguage {
  return (LANGUAGES as readonly string[]).includes(chosen ?? '') ? (chosen as TLanguage) : DEFAULT_LANGUAGE;
}
