/** Seeding (`POST …/seed`, sheet §11.4 fixed by SERVER-RULES §7): place the competitors, then resolve byes. */
import { LIMITS } from '../limits.ts';
import { assertAllowed, refuse, type TBracketRefusal } from './errors.ts';
import { bracketLayout } from './layouts.ts';
import { unplacedCompetitors } from './picks.ts';
import { drawPlacement, standardPlacement, type TPlacement } from './placement.ts';
import { cryptoRandomInt, shuffle, type TRandomInt } from './random.ts';
import { roundRobinEntries } from './round-robin.ts';
import { settleTournament } from './settle.ts';
import { checkTournamentSetup, maxCompetitors, MIN_TOURNAMENT_COMPETITORS } from './sizes.ts';
import { randomId, type TNewId } from './empty-entry.ts';
import type { TBracketTournament } from './types.ts';

export interface TSeedOptions {
  /** Random integers for RANDOM seeding and for ELO ties; cryptographic by default. */
  random?: TRandomInt;
  /** ELO: each competitor's current points for the tournament's game type (missing: starting points). */
  points?: Readonly<Record<string, number>>;
  /** Ids of the round robin entries made at seeding. */
  newId?: TNewId;
}

/** Refuses seeding twice, an unavailable setup, too few or too many competitors, or unplaced PICKED competitors. */
export function canSeed(tournament: TBracketTournament): TBracketRefusal | null {
  if (tournament.seeded) return refuse('conflict', 'Tournament already seeded');
  const setup = checkTournamentSetup(tournament.tournamentType, tournament.size, tournament.seedType);
  if (setup) return setup;
  const count = tournament.competitorIds.length;
  if (count < MIN_TOURNAMENT_COMPETITORS) return refuse('invalid', `At least ${MIN_TOURNAMENT_COMPETITORS} competitors are needed to seed`);
  if (count > maxCompetitors(tournament.tournamentType, tournament.size)) {
    return refuse('invalid', 'Too many players for this tournament size');
  }
  if (tournament.seedType === 'PICKED' && unplacedCompetitors(tournament).length > 0) {
    return refuse('invalid', 'Every competitor must be placed in the bracket before seeding');
  }
  return null;
}

/** Competitors best first by points; ties are broken at random. */
function eloOrder(competitorIds: readonly string[], points: Readonly<Record<string, number>>, random: TRandomInt): string[] {
  const pointsOf = (id: string) => points[id] ?? LIMITS.startingPoints;
  return shuffle(competitorIds, random).sort((a, b) => pointsOf(b) - pointsOf(a));
}

function placementOf(tournament: TBracketTournament, firstRound: readonly number[], options: TSeedOptions): TPlacement {
  const random = options.random ?? cryptoRandomInt;
  switch (tournament.seedType) {
    case 'ELO':
      return standardPlacement(eloOrder(tournament.competitorIds, options.points ?? {}, random), firstRound);
    case 'PICKED':
      return new Map(tournament.entries.filter((e) => firstRound.includes(e.coordinate)).map((e) => [e.coordinate, [e.competitor1Id, e.competitor2Id]] as const));
    default:
      return drawPlacement(shuffle(tournament.competitorIds, random), firstRound);
  }
}

/**
 * Seeds the tournament: elimination types fill the first row (first-row entries with fewer than two competitors
 * become closed byes) and resolve byes upwards; round robin creates its entries. Throws BracketError when
 * canSeed refuses.
 */
export function seedTournament(tournament: TBracketTournament, options: TSeedOptions = {}): TBracketTournament {
  assertAllowed(canSeed(tournament));
  const seeded = { ...tournament, seeded: true };
  const layout = bracketLayout(tournament.tournamentType, tournament.size);
  if (!layout) {
    return settleTournament(seeded, roundRobinEntries(tournament.competitorIds, options.newId ?? randomId));
  }
  const placement = placementOf(tournament, layout.firstRound, options);
  const entries = tournament.entries.map((entry) => {
    const [competitor1Id, competitor2Id] = placement.get(entry.coordinate) ?? [null, null];
    const bye = layout.firstRound.includes(entry.coordinate) && (competitor1Id === null || competitor2Id === null);
    return { ...entry, competitor1Id, competitor2Id, bye, final: bye };
  });
  return settleTournament(seeded, entries);
}
