/**
 * The domain's messages carry their error code, not English: a zod schema, a game rule or a live game's blocker writes
 * `codeMessage('SCORE_RANGE', { max: 21 })`, the string `SCORE_RANGE|{"max":21}` (a zod message has to be a string),
 * and whoever shows it reads it back with `codedIssue`: the server writes its English text (`errorText`, the `error`
 * of the answer), a client the code's message in the user's language. A message zod wrote itself (a schema without a
 * message of ours) is no code: `codedIssue` answers undefined and the caller falls back to a generic code.
 * Zod-free, and it loads no language's texts.
 */
import { isErrorCode, type ErrorCode } from './error-codes.ts';

/** The parameters of a message: `{max}` → `{ max: 30 }`. Numbers are numbers (for plurals), the rest strings. */
export type TErrorParams = Record<string, string | number>;

/** A code with the parameters its message needs (none for most). */
export interface TCodedError {
  code: ErrorCode;
  params?: TErrorParams;
}

const SEPARATOR = '|';

/** The message of a code (and its parameters) for a schema: the code, and its parameters as JSON when it has some. */
export function codeMessage(code: ErrorCode | TCodedError, params?: TErrorParams): string {
  const coded = typeof code === 'string' ? { code, params } : code;
  return coded.params && Object.keys(coded.params).length > 0
    ? `${coded.code}${SEPARATOR}${JSON.stringify(coded.params)}`
    : coded.code;
}

/** The code and parameters of a message written by `codeMessage`, or undefined for any other text (zod's own). */
export function codedIssue(message: string): TCodedError | undefined {
  const at = message.indexOf(SEPARATOR);
  const code = at < 0 ? message : message.slice(0, at);
  if (!isErrorCode(code)) return undefined;
  if (at < 0) return { code };
  try {
    const params: unknown = JSON.parse(message.slice(at + 1));
    return params && typeof params === 'object' && !Array.isArray(params)
      ? { code, params: params as TErrorParams }
      : undefined;
  } catch {
    return undefined;
  }
}
