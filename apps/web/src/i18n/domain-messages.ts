/**
 * The domain's messages in the active language: they carry error codes (a zod issue of a form, a game rule, a live
 * game's blocker; packages/domain/src/i18n/coded-message.ts), and the catalogue has each code's message
 * (`error.<CODE>`). No English is read back: zod's own wording (a schema without a message of ours) stays as it is.
 */
import { codedIssue, type TCodedError } from '@caps/domain/i18n/coded-message';
import { translateIfKnown } from './i18n.ts';

/** A domain refusal's code (and the parameters of its message) in the active language. */
export function localError({ code, params }: TCodedError): string {
  return translateIfKnown(`error.${code}`, params) ?? code;
}

/** A domain schema's message in the active language: its code's message, or the message itself when it has no code. */
export function localMessage(message: string): string {
  const coded = codedIssue(message);
  return coded ? localError(coded) : message;
}
