/**
 * What single and double elimination share: the whole bracket exists from creation (its layout), seeding fills the
 * first row, every change is resolved through the layout, and the winner comes out of the final.
 */
import { LIMITS } from '../../limits.ts';
import { emptyEntry } from '../empty-entry.ts';
import { isEntryPlayable } from '../entry-outcome.ts';
import { eliminationLayout } from '../layouts.ts';
import { drawPlacement, standardPlacement, standardSeedPositions, type TPlacement } from '../placement.ts';
import { cryptoRandomInt, shuffle, type TRandomInt } from '../random.ts';
import { eliminationWinner, resolveBracket } from '../resolve.ts';
import { eliminationPlace } from '../elimination-places.ts';
import { clearResults, entriesAt, fedCoordinates } from '../reopen-rules.ts';
import { eliminationStandings } from '../finishing-places.ts';
import type { TBracketTournament } from '../types.ts';
import type { TFormatSetup, TSeedOptions, TTournamentFormat } from './format.ts';

/** Competitors best first by points; ties are broken at random. */
export function eloOrder(
  competitorIds: readonly string[],
  points: Readonly<Record<string, number>>,
  random: TRandomInt,
): string[] {
  const pointsOf = (id: string) => points[id] ?? LIMITS.startingPoints;
  return shuffle(competitorIds, random).sort((a, b) => pointsOf(b) - pointsOf(a));
}

function placementOf(t: TBracketTournament, firstRound: readonly number[], options: TSeedOptions): TPlacement {
  const random = options.random ?? cryptoRandomInt;
  switch (t.seedType) {
    case 'ELO':
      return standardPlacement(eloOrder(t.competitorIds, options.points ?? {}, random), firstRound);
    case 'PICKED':
      return new Map(
        t.entries
          .filter((e) => firstRound.includes(e.coordinate))
          .map((e) => [e.coordinate, [e.competitor1Id, e.competitor2Id]] as const),
      );
    default:
      return drawPlacement(shuffle(t.competitorIds, random), firstRound);
  }
}

/**
 * Seeds of an elimination bracket, read from its first row: each competitor has the seed that standard seeding gives
 * their slot (so Elo seeds are their Elo rank, and a draw or a pick shows whom the slot was made for).
 */
function firstRowSeeds(t: TBracketTournament): string[] {
  if (!t.seeded) return [];
  const { firstRound } = eliminationLayout(t.size);
  const positions = standardSeedPositions(firstRound.length * 2);
  const byCoordinate = new Map(t.entries.map((e) => [e.coordinate, e]));
  const seeded = firstRound.flatMap((coordinate, i) => {
    const entry = byCoordinate.get(coordinate);
    const slots = [entry?.competitor1Id ?? null, entry?.competitor2Id ?? null];
    return slots.flatMap((id, side) => (id === null ? [] : [{ id, seed: positions[2 * i + side] ?? Infinity }]));
  });
  return seeded.sort((a, b) => a.seed - b.seed).map((s) => s.id);
}

/** The rules of an elimination format with this setup (its size codes are its layouts' first rows). */
export function eliminationFormat(setup: TFormatSetup): TTournamentFormat {
  return {
    setup,
    create: ({ size }, newId) =>
      [...eliminationLayout(size).entries]
        .sort((a, b) => a.coordinate - b.coordinate)
        .map((e) => emptyEntry(newId(), e.coordinate, e.type)),
    pickableCoordinates: (size) => eliminationLayout(size).firstRound,
    checkSeed: () => null,
    // First-row entries with fewer than two competitors become closed byes; `advance` passes them on.
    seed: (t, options) => {
      const { firstRound } = eliminationLayout(t.size);
      const placement = placementOf(t, firstRound, options);
      const entries = t.entries.map((entry) => {
        const placed = firstRound.includes(entry.coordinate);
        const [competitor1Id, competitor2Id] = placement.get(entry.coordinate) ?? [null, null];
        const bye = placed && (competitor1Id === null || competitor2Id === null);
        return placed ? { ...entry, competitor1Id, competitor2Id, bye, final: bye } : entry;
      });
      return { entries };
    },
    advance: (t, entries) => resolveBracket(eliminationLayout(t.size), entries),
    winnerOf: (_t, entries) => eliminationWinner(entries),
    isPlayable: (_t, entry) => isEntryPlayable(entry),
    seedOrder: firstRowSeeds,
    // By finishing place, then the draw-resolve order (issue 37: the bracket and the table tell one story).
    standings: (t) => eliminationStandings(eliminationLayout(t.size), t.competitorIds, t.entries, t.winnerId),
    // The size code is the first row; the grand final reset of double elimination is placed there too.
    place: (t, entry) => eliminationPlace(t.size, entry.coordinate),
    dependents: (t, entry) => entriesAt(t.entries, fedCoordinates(eliminationLayout(t.size), [entry.coordinate])),
    // `advance` takes the competitors back out: a slot whose feeder is undecided again is pending.
    reset: (t, entryId, dependentIds) => clearResults(t.entries, entryId, dependentIds),
  };
}
