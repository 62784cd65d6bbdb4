/**
 * Swiss (issue 26): a fixed number of rounds; round 1 pairs by seed (Elo or random), each later round pairs inside
 * score groups once the previous one is complete (see swiss/swiss-pairing.ts). A bye counts as a win. Standings:
 * wins, Buchholz (the sum of the opponents' wins), head-to-head, point difference, points scored.
 */
import { randomId, emptyEntry, type TNewId } from '../empty-entry.ts';
import { isEntryPlayable } from '../entry-outcome.ts';
import { refuse } from '../errors.ts';
import { withoutResult } from '../reopen-rules.ts';
import { cryptoRandomInt, shuffle } from '../random.ts';
import { ROUND_ROBIN_ROUND_STEP, roundRobinRound, roundsPlace } from '../round-robin-circle.ts';
import { pairSwissRound } from '../swiss/swiss-pairing.ts';
import { rankByTieBreaks, type TTieBreak } from '../tie-breaks.ts';
import type { TBracketEntry, TBracketTournament, TCompetitorStats } from '../types.ts';
import { eloOrder } from './elimination.ts';
import type { TTournamentFormat } from './format.ts';
import { SWISS_SETUP } from './swiss-setup.ts';

const SWISS_TIE_BREAKS: readonly TTieBreak[] = ['wins', 'buchholz', 'headToHead', 'pointDifference', 'pointsScored'];

/** Rounds of a Swiss tournament: its setting, else ⌈log2 n⌉. */
export function swissRounds(t: Pick<TBracketTournament, 'settings' | 'competitorIds'>): number {
  return t.settings.swissRounds ?? Math.max(1, Math.ceil(Math.log2(t.competitorIds.length)));
}

/** Byes so far, each worth a win. */
function byeWins(entries: readonly TBracketEntry[]): Map<string, number> {
  const byes = new Map<string, number>();
  for (const e of entries) {
    const id = e.bye ? (e.competitor1Id ?? e.competitor2Id) : null;
    if (id !== null) byes.set(id, (byes.get(id) ?? 0) + 1);
  }
  return byes;
}

function standingsOf(t: TBracketTournament, entries: readonly TBracketEntry[]): TCompetitorStats[] {
  return rankByTieBreaks(
    { competitorIds: t.seedOrder ?? t.competitorIds, entries, bonusWins: byeWins(entries) },
    SWISS_TIE_BREAKS,
  );
}

/** The entries of round `round`: its pairs, then the bye (closed at once). */
function roundEntries(
  round: number,
  pairs: ReadonlyArray<readonly [string, string]>,
  bye: string | null,
  newId: TNewId,
): TBracketEntry[] {
  const coordinate = (match: number) => round * ROUND_ROBIN_ROUND_STEP + match;
  const entries: TBracketEntry[] = pairs.map(([a, b], match) => ({
    ...emptyEntry(newId(), coordinate(match), null),
    competitor1Id: a,
    competitor2Id: b,
  }));
  if (bye !== null)
    entries.push({
      ...emptyEntry(newId(), coordinate(pairs.length), null),
      competitor1Id: bye,
      bye: true,
      final: true,
    });
  return entries;
}

/** The next round, paired from the standings of the entries so far. */
function nextRound(
  t: TBracketTournament,
  entries: readonly TBracketEntry[],
  round: number,
  newId: TNewId,
): TBracketEntry[] {
  const standings = standingsOf(t, entries);
  const met = new Set(
    entries.flatMap((e) =>
      e.competitor1Id !== null && e.competitor2Id !== null
        ? [`${e.competitor1Id} ${e.competitor2Id}`, `${e.competitor2Id} ${e.competitor1Id}`]
        : [],
    ),
  );
  const { pairs, bye } = pairSwissRound({
    ranked: standings.map((s) => s.competitorId),
    wins: new Map(standings.map((s) => [s.competitorId, s.wins])),
    haveMet: (a, b) => met.has(`${a} ${b}`),
    hadBye: new Set(byeWins(entries).keys()),
  });
  return roundEntries(round, pairs, bye, newId);
}

/** Rounds made so far (0-based round of the last entry + 1). */
function roundsMade(entries: readonly TBracketEntry[]): number {
  return entries.reduce((most, e) => Math.max(most, roundRobinRound(e.coordinate) + 1), 0);
}

export const SWISS: TTournamentFormat = {
  setup: SWISS_SETUP,
  create: () => [],
  pickableCoordinates: () => [],
  checkSeed: (t) => {
    const rounds = t.settings.swissRounds;
    const most = t.competitorIds.length - 1;
    return rounds !== undefined && rounds > most
      ? refuse('invalid', 'SWISS_TOO_MANY_ROUNDS', { count: t.competitorIds.length, most, rounds })
      : null;
  },
  // Round 1 by seed: one score group, so the top half of the seeds meets the bottom half.
  seed: (t, options) => {
    const random = options.random ?? cryptoRandomInt;
    const order =
      t.seedType === 'ELO' ? eloOrder(t.competitorIds, options.points ?? {}, random) : shuffle(t.competitorIds, random);
    const { pairs, bye } = pairSwissRound({ ranked: order, wins: new Map(), haveMet: () => false, hadBye: new Set() });
    return { entries: roundEntries(0, pairs, bye, options.newId ?? randomId), seedOrder: order };
  },
  // A round opens once the previous one is complete.
  advance: (t, entries, newId) => {
    const made = roundsMade(entries);
    if (made === 0 || made >= swissRounds(t) || !entries.every((e) => e.final)) return [...entries];
    return [...entries, ...nextRound(t, entries, made, newId)];
  },
  winnerOf: (t, entries) =>
    roundsMade(entries) >= swissRounds(t) && entries.every((e) => e.final)
      ? (standingsOf(t, entries)[0]?.competitorId ?? null)
      : null,
  isPlayable: (_t, entry) => isEntryPlayable(entry),
  seedOrder: (t) => (t.seeded ? [...(t.seedOrder ?? t.competitorIds)] : []),
  standings: (t) => standingsOf(t, t.entries),
  place: (_t, entry) => roundsPlace(entry.coordinate),
  // Later rounds were paired from standings that counted this result: every one already paired depends on it.
  dependents: (t, entry) => {
    const round = roundRobinRound(entry.coordinate);
    return t.entries.filter((e) => roundRobinRound(e.coordinate) > round).sort((a, b) => a.coordinate - b.coordinate);
  },
  // Their pairings go with them (byes too): the next round is paired again once this round is complete again.
  reset: (t, entryId, dependentIds) =>
    t.entries.flatMap((e) => (dependentIds.has(e.id) ? [] : [e.id === entryId ? withoutResult(e) : e])),
};
