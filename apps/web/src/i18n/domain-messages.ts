/**
 * Messages the domain writes in English (a zod issue of a form, a game rule, a bracket refusal) in the active
 * language: the domain reads its code back from the text (`codedError`, packages/domain/src/i18n/error-text.ts), and
 * the catalogue has the code's message (`error.<CODE>`). A text that is no code's stays as it is.
 */
import { codedError } from '@caps/domain/i18n/error-text';
import { translateIfKnown } from './i18n.ts';

/** `text` in the active language, when it is one of the domain's coded messages; else `text` itself. */
export function localMessage(text: string): string {
  const coded = codedError(text);
  return (coded && translateIfKnown(`error.${coded.code}`, coded.params)) ?? text;
}
