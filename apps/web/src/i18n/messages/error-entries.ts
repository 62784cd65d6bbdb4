/**
 * The domain's error messages (packages/domain/src/i18n/error-messages) as catalogue entries `error.<CODE>`, in
 * Lingui's compiled form: their only ICU is a `{name}` placeholder (the domain's tests hold them to it), so the form is
 * text and `[name]` parts. Not compiled by the build (vite.config.ts): the domain reads the same modules as text.
 */
type CompiledMessage = Array<string | [string]>;

/** `'At most {max} characters'` → `['At most ', ['max'], ' characters']`. */
function compiled(message: string): CompiledMessage {
  return message.split(/\{(\w+)\}/).flatMap((part, i): CompiledMessage => (i % 2 === 1 ? [[part]] : part === '' ? [] : [part]));
}

/** Each code's message as the entry `error.<CODE>`. */
export function errorEntries(messages: Readonly<Record<string, string>>): Record<string, CompiledMessage> {
  return Object.fromEntries(Object.entries(messages).map(([code, message]) => [`error.${code}`, compiled(message)]));
}
