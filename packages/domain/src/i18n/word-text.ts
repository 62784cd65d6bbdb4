/**
 * The shared words and the error messages in a language, for the server (answers worded by the request's
 * `Accept-Language`, notifications, pushes, emails): `wordIn('pl', 'gameType.DOUBLES')`, `errorTextIn('pl', code)`.
 * Loads every language: the web reads its one language through its catalogue chunk instead.
 */
import type { ErrorCode } from './error-codes.ts';
import { filled } from './fill.ts';
import enErrors from './error-messages/en.ts';
import plErrors from './error-messages/pl.ts';
import type { TLanguage } from './languages.ts';
import type { TWordKey, TWords } from './word-keys.ts';
import type { TNotices } from './notices.ts';
import en, { notices as enNotices } from './words/en.ts';
import pl, { notices as plNotices } from './words/pl.ts';

export type { TPushKind, TWordKey } from './word-keys.ts';

type TParams = Readonly<Record<string, string | number>>;

/** Each language's words. */
export const WORDS: { readonly [L in TLanguage]: TWords } = { en, pl };

/** Each language's notification sentences (the server's notifications and pushes). */
export const NOTICES: { readonly [L in TLanguage]: TNotices } = { en: enNotices, pl: plNotices };

/** Each language's error messages. */
const ERRORS: { readonly [L in TLanguage]: Readonly<Record<ErrorCode, string>> } = { en: enErrors, pl: plErrors };

/** The words of `key` in `language`, their placeholders filled from `params`. */
export function wordIn(language: TLanguage, key: TWordKey, params: TParams = {}): string {
  return filled(WORDS[language][key], params);
}

/** An error code's message in `language` (English: exactly `errorText`), its placeholders filled from `params`. */
export function errorTextIn(language: TLanguage, code: ErrorCode, params: TParams = {}): string {
  return filled(ERRORS[language][code], params);
}
