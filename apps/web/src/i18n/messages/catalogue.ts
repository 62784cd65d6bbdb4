/**
 * What every language's catalogue is made of: the same areas (one file each in the language's folder, one feature's or
 * one part's words), merged in one order, then the domain's shared words (packages/domain/src/i18n/words: achievements,
 * notification titles, game types, formats) and its error messages as `error.<CODE>`.
 */
import { domainEntries } from './error-entries.ts';

/** The areas, in the order they merge (no key stands in two areas). */
const AREAS = [
  'common',
  'dashboard',
  'games',
  'users',
  'tournaments',
  'notifications',
  'search',
  'auth',
  'teams',
  'corrections',
  'seasons',
  'selfService',
  'rules',
  'liveGame',
] as const;

type TArea = (typeof AREAS)[number];

/** A language's areas by name: every area (an area of no language's list is refused where the areas are given). */
type TAreas = { readonly [A in TArea]: Readonly<Record<string, string>> };

/** The areas' messages as one object, typed as all of them together (so the English keys keep their literal texts). */
type TMerged<T extends TAreas> = { [A in keyof T]: (whole: T[A]) => void }[keyof T] extends (whole: infer All) => void
  ? All
  : never;

/** A language's areas merged into one flat object of messages. */
export function mergeAreas<T extends TAreas>(
  areas: T & { readonly [A in Exclude<keyof T, TArea>]: never },
): TMerged<T> {
  // A cast: Object.assign cannot type a merge of a list; TMerged says what it is.
  return Object.assign({}, ...AREAS.map((area) => areas[area])) as TMerged<T>;
}

/** A language's whole catalogue: its merged areas, the domain's words and its error messages in that language. */
export function catalogueOf(
  merged: Readonly<Record<string, string>>,
  words: Readonly<Record<string, string>>,
  errors: Readonly<Record<string, string>>,
): Record<string, unknown> {
  return { ...merged, ...domainEntries(words), ...domainEntries(errors, 'error.') };
}
