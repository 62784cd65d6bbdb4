/**
 * Error codes and their English texts, both ways. The domain's messages (zod schemas, game rules, bracket refusals)
 * stay the English texts of `error-messages/en.ts` (the spec's texts word for word); `errorText` writes one from its
 * code, and `codedError` reads the code and parameters back from a text, so that the server answers
 * `{ error, code, params }` for any of them and a client can show a zod issue of its own forms in its language:
 *
 *   const { code, params } = codedError(issue.message);  // 'Text cannot be longer than 30 characters.'
 *   format(catalogue[code], params);                      // USERNAME_TOO_LONG, { max: 30 }
 *
 * A text that matches no template (zod's own wording) is `undefined`; callers fall back to a generic code. Zod-free.
 */
import { isErrorCode, type ErrorCode } from './error-codes.ts';
import en from './error-messages/en.ts';

/** The parameters of a message: `{max}` → `{ max: 30 }`. Numbers are numbers (for plurals), the rest strings. */
export type TErrorParams = Record<string, string | number>;

/** A code with the parameters its message needs (none for most). */
export interface TCodedError {
  code: ErrorCode;
  params?: TErrorParams;
}

const PLACEHOLDER = /\{(\w+)\}/g;

/** The English text of a code, its `{name}` placeholders filled from `params`. */
export function errorText(code: ErrorCode, params: TErrorParams = {}): string {
  return en[code].replace(PLACEHOLDER, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** The names of a message's parameters, in order of appearance (repeats kept). */
export function placeholdersOf(message: string): string[] {
  return [...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((m) => m[1] ?? '');
}

interface TTemplate {
  code: ErrorCode;
  pattern: RegExp;
  names: string[];
  literal: number;
}

let exact: Map<string, ErrorCode> | undefined;
let templates: TTemplate[] | undefined;

function compile(): [Map<string, ErrorCode>, TTemplate[]] {
  if (exact && templates) return [exact, templates];
  exact = new Map();
  templates = [];
  for (const [code, text] of Object.entries(en) as [ErrorCode, string][]) {
    const names = placeholdersOf(text);
    if (names.length === 0) {
      if (!exact.has(text)) exact.set(text, code);
      continue;
    }
    const parts = text.split(PLACEHOLDER); // literal, name, literal, name, …, literal
    const source = parts.map((part, i) => (i % 2 === 1 ? '([\\s\\S]+?)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('');
    const literal = parts.filter((_, i) => i % 2 === 0).join('').length;
    templates.push({ code, pattern: new RegExp(`^${source}$`), names, literal });
  }
  // The most specific template first: 'Title is required' is exact, '{field} is required' is the fallback.
  templates.sort((a, b) => b.literal - a.literal);
  return [exact, templates];
}

/** The code (and parameters) of one of the domain's English texts, or undefined for a text that is none of them. */
export function codedError(text: string): TCodedError | undefined {
  const [exactTexts, patterns] = compile();
  const code = exactTexts.get(text);
  if (code) return { code };
  for (const template of patterns) {
    const match = template.pattern.exec(text);
    if (!match) continue;
    const params: TErrorParams = {};
    template.names.forEach((name, i) => {
      const value = match[i + 1] ?? '';
      if (!(name in params)) params[name] = /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
    });
    return { code: template.code, params };
  }
  return undefined;
}

/**
 * What a client shows for a refusal's body (`{ error, code, params? }`): its code and parameters when the code is one
 * of ours, else the code read back from its English `error` (an older server), else undefined (show `error` as is).
 */
export function refusalOf(body: unknown): TCodedError | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const { error, code, params } = body as { error?: unknown; code?: unknown; params?: unknown };
  if (isErrorCode(code)) return params && typeof params === 'object' ? { code, params: params as TErrorParams } : { code };
  return typeof error === 'string' ? codedError(error) : undefined;
}
