/**
 * The emails' texts per language (server-side catalogues, kept out of the client's bundle). A recipient gets their
 * account's language (`users.language`), English when they have not chosen one.
 */
import { languageOf, type TLanguage } from '@caps/domain';
import { en } from './en.ts';
import { pl } from './pl.ts';
import type { TEmailCatalogue } from './types.ts';

export type { TEmailCatalogue, TEmailText, TPoster } from './types.ts';

const CATALOGUES: Record<TLanguage, TEmailCatalogue> = { en, pl };

/** The emails in a recipient's language. */
export function emailTexts(language: string | null | undefined): TEmailCatalogue {
  return CATALOGUES[languageOf(language)];
}
