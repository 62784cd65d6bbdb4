/** The language an answer is worded in for its reader. */
import { DEFAULT_LANGUAGE, LANGUAGES, type TLanguage } from '@caps/domain';

/**
 * The reader's language: the one their account chose, else the first of ours in the request's Accept-Language (the
 * client sends its chosen language there; a browser sends its own), else English.
 */
export function readerLanguage(accountLanguage: string | null | undefined, acceptLanguage: string | undefined): TLanguage {
  if ((LANGUAGES as readonly string[]).includes(accountLanguage ?? '')) return accountLanguage as TLanguage;
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, i) => {
      const [tag = '', ...rest] = part.trim().split(';');
      const q = Number(/q=([\d.]+)/.exec(rest.join(';'))?.[1] ?? 1);
      return { language: tag.trim().toLowerCase().split('-')[0] ?? '', q: Number.isFinite(q) ? q : 0, i };
    })
    .filter((t) => t.q > 0 && (LANGUAGES as readonly string[]).includes(t.language))
    .sort((a, b) => b.q - a.q || a.i - b.i);
  return (ranked[0]?.language as TLanguage | undefined) ?? DEFAULT_LANGUAGE;
}
