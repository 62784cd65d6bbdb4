/**
 * The domain's catalogues (packages/domain/src/i18n: the shared words, and the error messages as `error.<CODE>`) as
 * catalogue entries in Lingui's compiled form: their only ICU is a `{name}` placeholder (the domain's tests hold them
 * to it), so the form is text and `[name]` parts. Not compiled by the build (vite.config.ts): the server and the
 * domain read the same modules as text.
 */
type CompiledMessage = Array<string | [string]>;

/** `'At most {max} characters'` → `['At most ', ['max'], ' characters']`. */
function compiled(message: string): CompiledMessage {
  return message
    .split(/\{(\w+)\}/)
    .flatMap((part, i): CompiledMessage => (i % 2 === 1 ? [[part]] : part === '' ? [] : [part]));
}

/** Each of the domain's messages as the entry `<prefix><key>` (`error.` for the error codes, none for the words). */
export function domainEntries(
  messages: Readonly<Record<string, string>>,
  prefix = '',
): Record<string, CompiledMessage> {
  return Object.fromEntries(Object.entries(messages).map(([key, message]) => [`${prefix}${key}`, compiled(message)]));
}
