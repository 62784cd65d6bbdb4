/**
 * How player statistics are labelled and shown: counts of events (games, sinks) as whole numbers; points, averages,
 * ratios and beers (half beers exist: easy caps gives 1.5) with the 2 decimals of SPEC.md §9.
 */
import { roundForDisplay } from '@caps/domain/rating';
import type { TStatsView } from '@caps/domain';
import { STAT_FIELDS as DOMAIN_STAT_FIELDS, STAT_KEYS, type TShownStatKey } from '@caps/domain/stat-fields';
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

/** The statistics a page shows (the domain's table, stat-fields.ts: those with a `profile` place). */
export type TStatKey = TShownStatKey;

export interface StatField {
  key: TStatKey;
  /** Its label, in the shared words (packages/domain/src/i18n/words). */
  label: `stats.${TStatKey}`;
  /** Points, averages, ratios and beers; the rest are counts (the domain's `kind`). */
  decimal: boolean;
}

const isShown = (key: keyof typeof DOMAIN_STAT_FIELDS): key is TStatKey => DOMAIN_STAT_FIELDS[key].profile !== null;

/**
 * Every statistic of SPEC.md §3 "Stats", in the order the profile lists them: by the domain's `profile` place (the
 * headline first, then made/lost pairs, so two columns line up).
 */
export const STAT_FIELDS: readonly StatField[] = STAT_KEYS.filter(isShown)
  .sort((a, b) => (DOMAIN_STAT_FIELDS[a].profile ?? 0) - (DOMAIN_STAT_FIELDS[b].profile ?? 0))
  .map((key) => ({ key, label: `stats.${key}`, decimal: DOMAIN_STAT_FIELDS[key].kind === 'decimal' }));

/** The statistics the domain's table shows as player leaderboard columns too (`column`), in the profile's order. */
export const LEADERBOARD_STAT_FIELDS: readonly StatField[] = STAT_FIELDS.filter(
  (field) => 'column' in DOMAIN_STAT_FIELDS[field.key],
);

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
