/** The playoff part of a groups tournament, as its renderer and the page's width need it. */
import type { TBracketEntryType, TBracketEntryView } from '@caps/domain';
import { groupOfCoordinate } from '@caps/domain/brackets/formats/groups-playoffs';

/** The playoff's entries and its first row (the row of its highest coordinate); null before it exists. */
export function playoffOf(entries: readonly TBracketEntryView[]): { entries: TBracketEntryView[]; firstRow: TBracketEntryType | null } {
  const playoff = entries.filter((e) => groupOfCoordinate(e.coordinate) === null);
  const last = playoff.reduce<TBracketEntryView | null>((latest, e) => (latest === null || e.coordinate > latest.coordinate ? e : latest), null);
  return { entries: playoff, firstRow: last?.bracketEntryType ?? null };
}
