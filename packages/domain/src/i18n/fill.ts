/** `text` with its `{name}` placeholders filled from `params` (one it has no value for stays as written). */
export const filled = (text: string, params: Readonly<Record<string, string | number>>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
