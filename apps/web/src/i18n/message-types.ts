/**
 * Types of the message catalogues: the English catalogue (the web's and the domain's words) is the source of the keys, and each message's ICU arguments
 * are read from its English text, so `t('games.posted', { opponent })` is checked against the catalogue by the compiler.
 */
import type { en, words } from './messages/en/index.ts';

/** The web's English words and the domain's shared ones (`achievement.<KIND>`, `gameType.<TYPE>`...). */
export type EnglishCatalogue = typeof en & typeof words;

/** A message of the catalogues. */
export type MessageKey = keyof EnglishCatalogue;

/** Another language's part of the catalogue: every key of the English part, no other, any text. */
export type Translation<T> = { readonly [K in keyof T]: string };

/** `{` opening a plural branch (`one {# game}`, `=0 {none}`), not an argument. */
type OpensBranch<Before extends string> = Before extends
  `${string}${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}${'' | ' '}` | `${string}=${number}${'' | ' '}`
  ? true
  : false;

type Trim<S extends string> = S extends ` ${infer R}` ? Trim<R> : S extends `${infer R} ` ? Trim<R> : S;

/** The argument name at the start of what follows a `{`: `count` of `count, plural, …}`, `name` of `name}`. */
type NameAt<After extends string> = After extends `${infer Body}}${string}`
  ? Trim<Body extends `${infer Name},${string}` ? Name : Body> extends infer Name extends string
    ? Name extends `${string}${' ' | '#' | '{' | "'"}${string}` | ''
      ? never
      : Name
    : never
  : never;

/** The names of a message's ICU arguments. */
export type ArgumentsOf<S extends string> = S extends `${infer Before}{${infer After}`
  ? (OpensBranch<Before> extends true ? never : NameAt<After>) | ArgumentsOf<After>
  : never;

/** A value given to a message's argument. */
type MessageValue = string | number;

/** The values a message needs: none, or one per argument. */
export type ValuesOf<K extends MessageKey> = [ArgumentsOf<EnglishCatalogue[K]>] extends [never]
  ? []
  : [values: { readonly [A in ArgumentsOf<EnglishCatalogue[K]>]: MessageValue }];
