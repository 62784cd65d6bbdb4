/**
 * How player statistics are labelled and shown: counts of events (games, sinks) as whole numbers; points, averages,
 * ratios and beers (half beers exist: easy caps gives 1.5) with the 2 decimals of SPEC.md §9.
 */
import { roundForDisplay } from '@caps/domain/rating';
import type { TStatsView } from '@caps/domain';
import { STAT_FIELDS as DOMAIN_STAT_FIELDS, type TStatKey as TDomainStatKey } from '@caps/domain/stat-fields';
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

/** The statistics a page shows (the domain's table, stat-fields.ts; the divisor of an average is not shown). */
export type TStatKey = Exclude<TDomainStatKey, 'gamesLoggedSinks'>;

export interface StatField {
  key: TStatKey;
  label: `stats.${TStatKey}`;
  /** Points, averages, ratios and beers; the rest are counts (the domain's `kind`). */
  decimal: boolean;
}

/**
 * Each statistic's label, in the profile's order (the keys' order): the headline first, then made/lost pairs, so two
 * columns line up. Total over the statistics shown, so one added to the domain's table does not typecheck until it is
 * placed here. The labels are written out: the catalogues' loader finds the keys a module uses in its text.
 */
const PROFILE_ORDER: { readonly [K in TStatKey]: `stats.${K}` } = {
  points: 'stats.points',
  gamesPlayed: 'stats.gamesPlayed',
  winLossRatio: 'stats.winLossRatio',
  gamesWon: 'stats.gamesWon',
  gamesLost: 'stats.gamesLost',
  avgRebuttals: 'stats.avgRebuttals',
  totalRebuttals: 'stats.totalRebuttals',
  beersDowned: 'stats.beersDowned',
  nakedLaps: 'stats.nakedLaps',
  totalPointsMade: 'stats.totalPointsMade',
  totalPointsLost: 'stats.totalPointsLost',
  totalSinksMade: 'stats.totalSinksMade',
  totalSinksLost: 'stats.totalSinksLost',
  pointsMadeLostRatio: 'stats.pointsMadeLostRatio',
  sinksMadeLostRatio: 'stats.sinksMadeLostRatio',
};

/** Every statistic of SPEC.md §3 "Stats", in the order the profile lists them. */
export const STAT_FIELDS: readonly StatField[] = (Object.keys(PROFILE_ORDER) as TStatKey[]).map((key) => ({
  key,
  label: PROFILE_ORDER[key],
  decimal: DOMAIN_STAT_FIELDS[key].kind === 'decimal',
}));

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
