/**
 * Every statistic of a stats block (SPEC §3 "Stats"), declared once: whether it counts events (a whole number) or is
 * a decimal (points, averages, ratios, beers: easy caps gives half beers), its value before any game, its place on the
 * profile (`profile`, ascending; null: not shown) and whether the player leaderboard shows it as a column (`column`).
 * The stats schemas (stats-schema.ts, the API's stats view), the database's columns and selections, the web's stat
 * fields (ui/stats-format.ts) and leaderboard columns are all derived from this table; its label is the shared words'
 * `stats.<key>` (i18n/words). Zod-free: the web's start-up code reads it.
 */
import { LIMITS } from './limits.ts';

type TStatField = {
  kind: 'count' | 'decimal';
  fresh: number;
  /** Its place on the profile (the profile lists them by this number: the headline first, then made/lost pairs, so two columns line up); null: not shown. */
  profile: number | null;
  /** A column of the player leaderboard too, after the points. */
  column?: true;
};

export const STAT_FIELDS = {
  points: { kind: 'decimal', fresh: LIMITS.startingPoints, profile: 1 },
  avgRebuttals: { kind: 'decimal', fresh: 0, profile: 6 },
  totalRebuttals: { kind: 'count', fresh: 0, profile: 7 },
  beersDowned: { kind: 'decimal', fresh: 0, profile: 8 },
  gamesPlayed: { kind: 'count', fresh: 0, profile: 2 },
  gamesWon: { kind: 'count', fresh: 0, profile: 4 },
  gamesLost: { kind: 'count', fresh: 0, profile: 5 },
  /** Games in which sinks were logged: the divisor of avgRebuttals. */
  gamesLoggedSinks: { kind: 'count', fresh: 0, profile: null },
  winLossRatio: { kind: 'decimal', fresh: 0, profile: 3 },
  nakedLaps: { kind: 'count', fresh: 0, profile: 9 },
  pointsMadeLostRatio: { kind: 'decimal', fresh: 0, profile: 14 },
  totalPointsMade: { kind: 'count', fresh: 0, profile: 10 },
  totalPointsLost: { kind: 'count', fresh: 0, profile: 11 },
  sinksMadeLostRatio: { kind: 'decimal', fresh: 0, profile: 15 },
  totalSinksMade: { kind: 'count', fresh: 0, profile: 12 },
  totalSinksLost: { kind: 'count', fresh: 0, profile: 13 },
} as const satisfies Record<string, TStatField>;

export type TStatKey = keyof typeof STAT_FIELDS;

/** The statistics a page shows (those with a `profile` place; the divisor of an average is not shown). */
export type TShownStatKey = {
  [K in TStatKey]: (typeof STAT_FIELDS)[K]['profile'] extends number ? K : never;
}[TStatKey];

/** The statistics' keys, in the table's order. */
export const STAT_KEYS = Object.keys(STAT_FIELDS) as TStatKey[];

/** The keys of the statistics that count events (whole numbers). */
export type TCountStatKey = { [K in TStatKey]: (typeof STAT_FIELDS)[K]['kind'] extends 'count' ? K : never }[TStatKey];

/** Each statistic's key mapped to `value(key)`, typed by key (the derived schemas, selections and columns). */
export function mapStats<T>(value: (key: TStatKey) => T): Record<TStatKey, T> {
  return Object.fromEntries(STAT_KEYS.map((key) => [key, value(key)])) as Record<TStatKey, T>;
}
