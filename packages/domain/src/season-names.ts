/**
 * A season's name as the server made it: the first season is created as "Season 1" (migration 0013). A name of that
 * generated shape, "Season <n>", is worded in the reader's language ("Sezon 1"); any other name is the admin's own
 * words and shows as typed. The stored name stays the English one, which earlier clients show.
 */
const GENERATED = /^Season (\d{1,6})$/;

/** The number of a season's generated name ("Season 3" → 3), or null for a name an admin chose. */
export function generatedSeasonNumber(name: string): number | null {
  const match = GENERATED.exec(name);
  return match ? Number(match[1]) : null;
}
