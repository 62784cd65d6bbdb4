/** Helpers shared by the bracket tests (not exported from the package). */
import type { TSeedType, TTournamentType } from '../enums.ts';
import { forfeitEntry, recordResult } from './advance.ts';
import { setCompetitors } from './competitors.ts';
import { createBracketTournament } from './create.ts';
import { applyPicks, type TSeedPick } from './picks.ts';
import type { TRandomInt } from './random.ts';
import { seedTournament } from './seeding.ts';
import { formatOf } from './formats/registry.ts';
import { sheetPlacement } from './placement.ts';
import type { TTournamentSize } from './sizes.ts';
import type { TNewId } from './empty-entry.ts';
import type { TTournamentSettings } from './formats/settings.ts';
import type { TBracketEntry, TBracketTournament } from './types.ts';

/** A "random" source under which Fisher–Yates keeps the list order (the earlier server's placement order). */
export const KEEP_ORDER: TRandomInt = (maxExclusive) => maxExclusive - 1;

/** Predictable entry ids e0, e1, … */
export function sequentialIds(prefix = 'e'): TNewId {
  let next = 0;
  return () => `${prefix}${next++}`;
}

/** Competitor ids p0 … p(n−1). */
export function competitors(n: number, prefix = 'p'): string[] {
  return Array.from({ length: n }, (_, i) => `${prefix}${i}`);
}

/** A tournament with the competitors added, not yet seeded (settings left out take the format's defaults). */
export function unseeded(
  tournamentType: TTournamentType,
  size: TTournamentSize,
  seedType: TSeedType,
  competitorIds: readonly string[],
  settings: TTournamentSettings = {},
): TBracketTournament {
  return setCompetitors(
    createBracketTournament({ tournamentType, size, seedType, settings }, sequentialIds()),
    competitorIds,
  );
}

/**
 * A tournament seeded in list order on the sheet's positions (§11.4, the walkthroughs of §15), byes included: an
 * elimination tournament is seeded from picks that place the list as the sheet does (RANDOM places byes by
 * standard seeding now, see seeding.test.ts); round robin and ELO as they are.
 */
export function seeded(
  tournamentType: TTournamentType,
  size: TTournamentSize,
  competitorIds: readonly string[],
  seedType: TSeedType = tournamentType === 'ROUND_ROBIN' ? 'ROUND_ROBIN_CIRCLE' : 'RANDOM',
  settings: TTournamentSettings = {},
): TBracketTournament {
  const firstRound = formatOf(tournamentType).pickableCoordinates(size);
  if (firstRound.length > 0 && seedType === 'RANDOM') {
    const picks = [...sheetPlacement(competitorIds, firstRound)].map(
      ([coordinate, [competitor1Id, competitor2Id]]) => ({ coordinate, competitor1Id, competitor2Id }),
    );
    return {
      ...seedTournament(applyPicks(unseeded(tournamentType, size, 'PICKED', competitorIds, settings), picks)),
      seedType: 'RANDOM',
    };
  }
  return seedTournament(unseeded(tournamentType, size, seedType, competitorIds, settings), {
    random: KEEP_ORDER,
    newId: sequentialIds('rr'),
  });
}

/** A PICKED tournament with the given placements, seeded. */
export function seededPicked(
  tournamentType: TTournamentType,
  size: TTournamentSize,
  competitorIds: readonly string[],
  picks: readonly TSeedPick[],
): TBracketTournament {
  return seedTournament(applyPicks(unseeded(tournamentType, size, 'PICKED', competitorIds), picks));
}

/** The entry at a coordinate; fails the test when there is none. */
export function entryAt(tournament: TBracketTournament, coordinate: number): TBracketEntry {
  const entry = tournament.entries.find((e) => e.coordinate === coordinate);
  if (!entry) throw new Error(`No entry at ${coordinate}`);
  return entry;
}

/** [competitor1, competitor2] of the entry at a coordinate. */
export function pairAt(tournament: TBracketTournament, coordinate: number): [string | null, string | null] {
  const entry = entryAt(tournament, coordinate);
  return [entry.competitor1Id, entry.competitor2Id];
}

let gameNumber = 0;

/** "post X pN": a game on entry X won by competitor N (11 to 5, sinks 12 to 6 unless given). */
export function post(
  tournament: TBracketTournament,
  coordinate: number,
  winnerSlot: 1 | 2,
  score: { winner: number; loser: number; winnerSinks?: number; loserSinks?: number } = { winner: 11, loser: 5 },
): TBracketTournament {
  const entry = entryAt(tournament, coordinate);
  const winnerId = winnerSlot === 1 ? entry.competitor1Id : entry.competitor2Id;
  const loserId = winnerSlot === 1 ? entry.competitor2Id : entry.competitor1Id;
  if (winnerId === null || loserId === null) throw new Error(`Entry ${coordinate} is not playable`);
  return recordResult(tournament, entry.id, {
    gameId: `g${gameNumber++}`,
    winnerId,
    sides: [
      { competitorId: winnerId, points: score.winner, sinks: score.winnerSinks ?? score.winner + 1 },
      { competitorId: loserId, points: score.loser, sinks: score.loserSinks ?? score.loser + 1 },
    ],
  });
}

/** "skip X by c": the competitor forfeits entry X. */
export function skip(tournament: TBracketTournament, coordinate: number, competitorId: string): TBracketTournament {
  return forfeitEntry(tournament, entryAt(tournament, coordinate).id, competitorId);
}

/** Expects every listed coordinate to hold exactly these competitors (– = null). */
export function pairsOf(
  tournament: TBracketTournament,
  coordinates: readonly number[],
): Record<number, [string | null, string | null]> {
  return Object.fromEntries(coordinates.map((c) => [c, pairAt(tournament, c)]));
}
