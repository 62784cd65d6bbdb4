/**
 * The language an answer is worded in for its reader. The client sends the language it shows in `Accept-Language` on
 * every call; an earlier client sends none (see docs/ARCHITECTURE.md "Errors and languages").
 */
import { DEFAULT_LANGUAGE, LANGUAGES, type TLanguage } from '@caps/domain';

/** The first of our languages in an `Accept-Language` header, by weight then order; undefined when it names none. */
export function headerLanguage(acceptLanguage: string | undefined): TLanguage | undefined {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, i) => {
      const [tag = '', ...rest] = part.trim().split(';');
      const q = Number(/q=([\d.]+)/.exec(rest.join(';'))?.[1] ?? 1);
      return { language: tag.trim().toLowerCase().split('-')[0] ?? '', q: Number.isFinite(q) ? q : 0, i };
    })
    .filter((t) => t.q > 0 && (LANGUAGES as readonly string[]).includes(t.language))
    .sort((a, b) => b.q - a.q || a.i - b.i);
  return ranked[0]?.language as TLanguage | undefined;
}

/**
 * The reader's language for an answer worded from their account's data (notifications): the request's
 * `Accept-Language`, else the language their account chose (what an earlier client, which sends none, always got),
 * else English. Mail and pushes, which see no request, take the account's alone.
 */
export function readerLanguage(
  accountLanguage: string | null | undefined,
  acceptLanguage: string | undefined,
): TLanguage {
  const asked = headerLanguage(acceptLanguage);
  if (asked) return asked;
  return (LANGUAGES as readonly string[]).includes(accountLanguage ?? '')
    ? (accountLanguage as TLanguage)
    : DEFAULT_LANGUAGE;
}

/** The language of a refusal's `error`: the request's `Accept-Language`, else English (what it always was). */
export function answerLanguage(request: { headers: { 'accept-language'?: string | undefined } }): TLanguage {
  return headerLanguage(request.headers['accept-language']) ?? DEFAULT_LANGUAGE;
}
