/**
 * The English text of an error code: what the server answers in `error` (the spec's texts word for word, from
 * `error-messages/en.ts`) and what the domain's rule errors say. The domain's messages carry codes
 * (`coded-message.ts`); this module writes their English. Zod-free.
 */
import type { ErrorCode } from './error-codes.ts';
import en from './error-messages/en.ts';
import { codedIssue, type TErrorParams } from './coded-message.ts';

export { codedIssue, codeMessage, type TCodedError, type TErrorParams } from './coded-message.ts';

const PLACEHOLDER = /\{(\w+)\}/g;

/** The English text of a code, its `{name}` placeholders filled from `params`. */
export function errorText(code: ErrorCode, params: TErrorParams = {}): string {
  return en[code].replace(PLACEHOLDER, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** The English text of a schema's message: its code's text, or the message itself when zod wrote it. */
export function messageText(message: string): string {
  const coded = codedIssue(message);
  return coded ? errorText(coded.code, coded.params) : message;
}
