/**
 * How player statistics are labelled and shown: counts of events (games, sinks) as whole numbers; points, averages,
 * ratios and beers (half beers exist: easy caps gives 1.5) with the 2 decimals of SPEC.md §9.
 */
import { roundForDisplay } from '@caps/domain/rating';
import type { TStatsView } from '@caps/domain';

/** A value with the 2 decimals of SPEC.md §9 ('534.10'), with a real minus sign. */
export function formatDecimal(value: number): string {
  const rounded = roundForDisplay(value);
  return rounded < 0 ? `\u2212${Math.abs(rounded).toFixed(2)}` : rounded.toFixed(2);
}

/** A whole count ('1,234'), grouped for reading as en-GB does (without Intl: its locale data costs a task to load). */
export function formatCount(value: number): string {
  return String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

export type TStatKey = Exclude<keyof TStatsView, 'gamesLoggedSinks'>;

export interface StatField {
  key: TStatKey;
  label: string;
  /** Points, averages, ratios and beers; the rest are counts. */
  decimal: boolean;
}

/** Every statistic of SPEC.md §3 "Stats", in the order the profile lists them. */
export const STAT_FIELDS: readonly StatField[] = [
  { key: 'points', label: 'Points', decimal: true },
  { key: 'gamesPlayed', label: 'Games played', decimal: false },
  { key: 'winLossRatio', label: 'Win/loss ratio', decimal: true },
  // From here on in made/lost pairs, so two columns line up.
  { key: 'gamesWon', label: 'Games won', decimal: false },
  { key: 'gamesLost', label: 'Games lost', decimal: false },
  { key: 'avgRebuttals', label: 'Average rebuttals', decimal: true },
  { key: 'totalRebuttals', label: 'Total rebuttals', decimal: false },
  { key: 'beersDowned', label: 'Beers downed', decimal: true },
  { key: 'nakedLaps', label: 'Naked laps', decimal: false },
  { key: 'totalPointsMade', label: 'Points made', decimal: false },
  { key: 'totalPointsLost', label: 'Points lost', decimal: false },
  { key: 'totalSinksMade', label: 'Sinks made', decimal: false },
  { key: 'totalSinksLost', label: 'Sinks lost', decimal: false },
  { key: 'pointsMadeLostRatio', label: 'Points made to lost', decimal: true },
  { key: 'sinksMadeLostRatio', label: 'Sinks made to lost', decimal: true },
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
