/**
 * How player statistics are labelled and shown: counts of events (games, sinks) as whole numbers; points, averages,
 * ratios and beers (half beers exist: easy caps gives 1.5) with the 2 decimals of SPEC.md §9.
 */
import { roundForDisplay } from '@caps/domain/rating';
import type { TStatsView } from '@caps/domain';
import { numberFormat } from '../i18n/format.ts';

const TWO_DECIMALS: Intl.NumberFormatOptions = { minimumFractionDigits: 2, maximumFractionDigits: 2 };

/** A value with the 2 decimals of SPEC.md §9 ('534.10'; '534,10' in Polish), with a real minus sign. */
export function formatDecimal(value: number): string {
  const rounded = roundForDisplay(value);
  const digits = numberFormat(TWO_DECIMALS).format(Math.abs(rounded));
  return rounded < 0 ? `\u2212${digits}` : digits;
}

/** A signed value with 2 decimals: '+12.34', '\u221212.34', '0.00'. */
export function formatSignedDecimal(value: number): string {
  const rounded = roundForDisplay(value);
  return rounded > 0 ? `+${formatDecimal(rounded)}` : formatDecimal(rounded);
}

/** A whole count, grouped as the active language does ('1,234'; '1234' and '12 345' in Polish). */
export function formatCount(value: number): string {
  return numberFormat({ maximumFractionDigits: 0 }).format(Math.round(value));
}

export type TStatKey = Exclude<keyof TStatsView, 'gamesLoggedSinks'>;

export interface StatField {
  key: TStatKey;
  label: `stats.${TStatKey}`;
  /** Points, averages, ratios and beers; the rest are counts. */
  decimal: boolean;
}

/** Every statistic of SPEC.md §3 "Stats", in the order the profile lists them. */
export const STAT_FIELDS: readonly StatField[] = [
  { key: 'points', label: 'stats.points', decimal: true },
  { key: 'gamesPlayed', label: 'stats.gamesPlayed', decimal: false },
  { key: 'winLossRatio', label: 'stats.winLossRatio', decimal: true },
  // From here on in made/lost pairs, so two columns line up.
  { key: 'gamesWon', label: 'stats.gamesWon', decimal: false },
  { key: 'gamesLost', label: 'stats.gamesLost', decimal: false },
  { key: 'avgRebuttals', label: 'stats.avgRebuttals', decimal: true },
  { key: 'totalRebuttals', label: 'stats.totalRebuttals', decimal: false },
  { key: 'beersDowned', label: 'stats.beersDowned', decimal: true },
  { key: 'nakedLaps', label: 'stats.nakedLaps', decimal: false },
  { key: 'totalPointsMade', label: 'stats.totalPointsMade', decimal: false },
  { key: 'totalPointsLost', label: 'stats.totalPointsLost', decimal: false },
  { key: 'totalSinksMade', label: 'stats.totalSinksMade', decimal: false },
  { key: 'totalSinksLost', label: 'stats.totalSinksLost', decimal: false },
  { key: 'pointsMadeLostRatio', label: 'stats.pointsMadeLostRatio', decimal: true },
  { key: 'sinksMadeLostRatio', label: 'stats.sinksMadeLostRatio', decimal: true },
];

/** The field of one key. */
export function statField(key: TStatKey): StatField {
  const field = STAT_FIELDS.find((f) => f.key === key);
  if (!field) throw new Error(`Unknown stat ${key}`);
  return field;
}

/** One statistic of a stats block, formatted for display. */
export function formatStat(stats: TStatsView, key: TStatKey): string {
  return statField(key).decimal ? formatDecimal(stats[key]) : formatCount(stats[key]);
}
