/** The formats by tournament type: the one place that knows which rules a tournament follows. */
import type { TTournamentType } from '../../enums.ts';
import type { TEntryPlace } from '../match-place.ts';
import { roundNameText } from '../round-names.ts';
import type { TBracketEntry, TBracketTournament, TCompetitorStats } from '../types.ts';
import { DOUBLE_ELIMINATION } from './double-elimination.ts';
import type { TTournamentFormat } from './format.ts';
import { GROUPS_PLAYOFFS } from './groups-playoffs.ts';
import { ROUND_ROBIN } from './round-robin.ts';
import { SINGLE_ELIMINATION } from './single-elimination.ts';
import { SWISS } from './swiss.ts';

/** One format per tournament type; a new type does not compile until it has one here. */
export const TOURNAMENT_FORMATS: { readonly [K in TTournamentType]: TTournamentFormat } = {
  SINGLE_ELIMINATION,
  DOUBLE_ELIMINATION,
  ROUND_ROBIN,
  SWISS,
  GROUPS_PLAYOFFS,
};

/** The format of a tournament type. */
export function formatOf(tournamentType: TTournamentType): TTournamentFormat {
  return TOURNAMENT_FORMATS[tournamentType];
}

/** A tournament's standings by its format's tie-breaks (stats from seeding on, sheet §11.9). */
export function tournamentStandings(t: TBracketTournament): TCompetitorStats[] {
  return formatOf(t.tournamentType).standings(t);
}

/** The competitors by seed, best first (empty until seeded). */
export function tournamentSeeds(t: TBracketTournament): string[] {
  return formatOf(t.tournamentType).seedOrder(t);
}

/** Where an entry sits in the tournament and its round's code, by its format (null for a coordinate it does not make). */
export function entryPlace(t: TBracketTournament, entry: Pick<TBracketEntry, 'coordinate'>): TEntryPlace | null {
  return formatOf(t.tournamentType).place(t, entry);
}

/** English name of an entry's round ('Quarter finals', 'Lower round 2', 'Round 3'), for the answers that carry one. */
export function roundName(t: TBracketTournament, entry: Pick<TBracketEntry, 'coordinate'>): string | null {
  const placed = entryPlace(t, entry);
  return placed && roundNameText(placed.roundCode);
}
