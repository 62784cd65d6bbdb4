/**
 * Every statistic of a stats block (SPEC §3 "Stats"), declared once: whether it counts events (a whole number) or is
 * a decimal (points, averages, ratios, beers: easy caps gives half beers), and its value before any game. The stats
 * schemas (stats-schema.ts, the API's stats view), the database's columns and selections and the web's stat fields
 * are all derived from this table, in its order (the profile's). Zod-free: the web's start-up code reads it.
 */
import { LIMITS } from './limits.ts';

type TStatField = { kind: 'count' | 'decimal'; fresh: number };

export const STAT_FIELDS = {
  points: { kind: 'decimal', fresh: LIMITS.startingPoints },
  avgRebuttals: { kind: 'decimal', fresh: 0 },
  totalRebuttals: { kind: 'count', fresh: 0 },
  beersDowned: { kind: 'decimal', fresh: 0 },
  gamesPlayed: { kind: 'count', fresh: 0 },
  gamesWon: { kind: 'count', fresh: 0 },
  gamesLost: { kind: 'count', fresh: 0 },
  /** Games in which sinks were logged: the divisor of avgRebuttals. */
  gamesLoggedSinks: { kind: 'count', fresh: 0 },
  winLossRatio: { kind: 'decimal', fresh: 0 },
  nakedLaps: { kind: 'count', fresh: 0 },
  pointsMadeLostRatio: { kind: 'decimal', fresh: 0 },
  totalPointsMade: { kind: 'count', fresh: 0 },
  totalPointsLost: { kind: 'count', fresh: 0 },
  sinksMadeLostRatio: { kind: 'decimal', fresh: 0 },
  totalSinksMade: { kind: 'count', fresh: 0 },
  totalSinksLost: { kind: 'count', fresh: 0 },
} as const satisfies Record<string, TStatField>;

export type TStatKey = keyof typeof STAT_FIELDS;

/** The statistics' keys, in the table's order. */
export const STAT_KEYS = Object.keys(STAT_FIELDS) as TStatKey[];

/** The keys of the statistics that count events (whole numbers). */
export type TCountStatKey = { [K in TStatKey]: (typeof STAT_FIELDS)[K]['kind'] extends 'count' ? K : never }[TStatKey];

/** Each statistic's key mapped to `value(key)`, typed by key (the derived schemas, selections and columns). */
export function mapStats<T>(value: (key: TStatKey) => T): Record<TStatKey, T> {
  return Object.fromEntries(STAT_KEYS.map((key) => [key, value(key)])) as Record<TStatKey, T>;
}
