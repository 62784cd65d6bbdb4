/** The playoff part of a groups tournament, as its renderer and the page's width need it. */
import type { TBracketEntryType, TBracketEntryView } from '@caps/domain';

/** The playoff's entries and its first row (the row of its first round); null before it exists. */
export function playoffOf(entries: readonly TBracketEntryView[]): {
  entries: TBracketEntryView[];
  firstRow: TBracketEntryType | null;
} {
  const playoff = entries.filter((e) => e.place.stage === 'playoff');
  return { entries: playoff, firstRow: playoff.find((e) => e.place.round === 0)?.bracketEntryType ?? null };
}
