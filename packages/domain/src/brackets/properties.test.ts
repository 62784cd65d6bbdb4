/** Property tests: random fields, seedings and results always lead to one winner by the rules of each format. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TSeedType, TTournamentType } from '../enums.ts';
import { canForfeit, canPostResult, forfeitEntry, recordResult } from './advance.ts';
import { setCompetitors } from './competitors.ts';
import { createBracketTournament } from './create.ts';
import { entryLoserId, entryOpponentOf, isEntryPlayable } from './entry-outcome.ts';
import { GRAND_FINAL_RESET_COORDINATE } from './formats/double-elimination.ts';
import { formatOf, tournamentStandings } from './formats/registry.ts';
import { applyPicks } from './picks.ts';
import { roundRobinRound } from './round-robin-circle.ts';
import { seedTournament } from './seeding.ts';
import { settleTournament } from './settle.ts';
import type { TTournamentSize } from './sizes.ts';
import { competitors, sequentialIds } from './test-support.ts';
import { ZBracketTournament, type TBracketEntry, type TBracketTournament } from './types.ts';

type TGen = fc.GeneratorValue;

interface TConfig {
  tournamentType: TTournamentType;
  size: TTournamentSize;
  max: number;
  numRuns: number;
}

const CONFIGS: TConfig[] = [
  { tournamentType: 'SINGLE_ELIMINATION', size: 'RO_8', max: 8, numRuns: 60 },
  { tournamentType: 'SINGLE_ELIMINATION', size: 'RO_16', max: 16, numRuns: 40 },
  { tournamentType: 'SINGLE_ELIMINATION', size: 'RO_32', max: 32, numRuns: 25 },
  { tournamentType: 'SINGLE_ELIMINATION', size: 'RO_64', max: 64, numRuns: 15 },
  { tournamentType: 'DOUBLE_ELIMINATION', size: 'D_RO_8', max: 8, numRuns: 60 },
  { tournamentType: 'DOUBLE_ELIMINATION', size: 'D_RO_16', max: 16, numRuns: 50 },
  { tournamentType: 'ROUND_ROBIN', size: 'D_RO_16', max: 16, numRuns: 40 },
];

const pick = <T>(g: TGen, items: readonly T[]): T => {
  const item = items[g(fc.integer, { min: 0, max: items.length - 1 })];
  if (item === undefined) throw new Error('nothing to pick from');
  return item;
};

/** Random placements of every competitor into distinct first-row slots. */
function randomPicks(g: TGen, t: TBracketTournament) {
  const firstRound = formatOf(t.tournamentType).pickableCoordinates(t.size);
  const slots = firstRound.flatMap((coordinate) => [
    { coordinate, slot: 1 },
    { coordinate, slot: 2 },
  ]);
  const order = g(fc.shuffledSubarray, slots, { minLength: slots.length, maxLength: slots.length });
  return t.competitorIds.map((id, i) => {
    const target = order[i];
    if (!target) throw new Error('more competitors than slots');
    const { coordinate } = target;
    return target.slot === 1 ? { coordinate, competitor1Id: id } : { coordinate, competitor2Id: id };
  });
}

function seedRandomly(g: TGen, config: TConfig, count: number): TBracketTournament {
  const seedType: TSeedType =
    config.tournamentType === 'ROUND_ROBIN' ? 'ROUND_ROBIN_CIRCLE' : pick(g, ['RANDOM', 'ELO', 'PICKED'] as const);
  const ids = competitors(count);
  // Double elimination with and without the grand final reset.
  const settings = config.tournamentType === 'DOUBLE_ELIMINATION' ? { grandFinalReset: g(fc.boolean) } : {};
  const setup = { tournamentType: config.tournamentType, size: config.size, seedType, settings };
  let t = setCompetitors(createBracketTournament(setup, sequentialIds()), ids);
  if (seedType === 'PICKED') t = applyPicks(t, randomPicks(g, t));
  const points = Object.fromEntries(ids.map((id) => [id, g(fc.integer, { min: 0, max: 1000 })]));
  return seedTournament(t, {
    points,
    random: (max) => g(fc.integer, { min: 0, max: max - 1 }),
    newId: sequentialIds('rr'),
  });
}

/** Round of an entry: row and side for brackets (the reset a round of its own), coordinate / 1000 for round robin. */
function roundKey(entry: TBracketEntry): string {
  if (entry.bracketEntryType === null) return `round ${roundRobinRound(entry.coordinate)}`;
  if (entry.coordinate === GRAND_FINAL_RESET_COORDINATE) return 'reset';
  return `${entry.coordinate >= 1000 ? 'lower' : 'upper'} ${entry.bracketEntryType}`;
}

function expectNobodyTwiceInARound(t: TBracketTournament) {
  const byRound = new Map<string, string[]>();
  for (const e of t.entries) {
    const ids = byRound.get(roundKey(e)) ?? [];
    for (const id of [e.competitor1Id, e.competitor2Id]) if (id !== null) ids.push(id);
    byRound.set(roundKey(e), ids);
  }
  const repeated = [...byRound.entries()].filter(([, ids]) => new Set(ids).size !== ids.length);
  expect(repeated).toEqual([]);
}

/** Plays random results and forfeits until nothing is playable, checking the invariants after every step. */
function playOut(g: TGen, start: TBracketTournament): { t: TBracketTournament; losses: Map<string, number> } {
  const isElimination = start.tournamentType !== 'ROUND_ROBIN';
  const lossesToOut = start.tournamentType === 'DOUBLE_ELIMINATION' ? 2 : 1;
  const losses = new Map<string, number>();
  const out = new Set<string>();
  let t = start;
  for (;;) {
    const playable = t.entries.filter(isEntryPlayable);
    expect(t.finished).toBe(playable.length === 0);
    expectNobodyTwiceInARound(t);
    // canPostResult allows exactly the playable entries.
    expect(t.entries.filter((e) => (canPostResult(t, e) === null) !== isEntryPlayable(e))).toEqual([]);
    if (isElimination) {
      // Nobody who is out plays again.
      expect(playable.flatMap((e) => [e.competitor1Id, e.competitor2Id]).filter((id) => out.has(id ?? ''))).toEqual([]);
    }
    if (playable.length === 0) return { t, losses };

    const entry = pick(g, playable);
    const [c1, c2] = [entry.competitor1Id ?? '', entry.competitor2Id ?? ''];
    let loser: string;
    if (g(fc.integer, { min: 0, max: 9 }) === 0) {
      loser = pick(g, [c1, c2]);
      expect(canForfeit(t, entry, loser)).toBeNull();
      t = forfeitEntry(t, entry.id, loser);
      out.add(loser);
    } else {
      const winnerId = pick(g, [c1, c2]);
      const loserPoints = g(fc.integer, { min: 0, max: 10 });
      t = recordResult(t, entry.id, {
        gameId: `g-${entry.id}`,
        winnerId,
        sides: [
          { competitorId: winnerId, points: 11, sinks: 11 + g(fc.integer, { min: 0, max: 5 }) },
          { competitorId: winnerId === c1 ? c2 : c1, points: loserPoints, sinks: loserPoints },
        ],
      });
      loser = winnerId === c1 ? c2 : c1;
    }
    losses.set(loser, (losses.get(loser) ?? 0) + 1);
    if ((losses.get(loser) ?? 0) >= lossesToOut) out.add(loser);
  }
}

describe.each(CONFIGS)('$tournamentType $size', (config) => {
  it('random results always finish with exactly one winner, by the rules of the format', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: config.max }), fc.gen(), (count, g) => {
        const seeded = seedRandomly(g, config, count);
        expect(seeded.finished).toBe(false);
        const { t, losses } = playOut(g, seeded);

        expect(t.finished).toBe(true);
        expect(t.winnerId).not.toBeNull();
        expect(t.competitorIds).toContain(t.winnerId);
        expect(t.entries.every((e) => e.final)).toBe(true);

        const stats = tournamentStandings(t);
        const decided = t.entries.filter((e) => e.result !== null || e.forfeited).length;
        expect(stats.reduce((sum, s) => sum + s.wins, 0)).toBe(decided);
        expect(stats.reduce((sum, s) => sum + s.losses, 0)).toBe(decided);

        if (config.tournamentType === 'SINGLE_ELIMINATION') {
          for (const id of t.competitorIds) expect(losses.get(id) ?? 0).toBe(id === t.winnerId ? 0 : 1);
          expect(decided).toBe(count - 1);
        }
        if (config.tournamentType === 'DOUBLE_ELIMINATION') {
          for (const id of t.competitorIds) {
            const lost = losses.get(id) ?? 0;
            expect(lost).toBeLessThanOrEqual(id === t.winnerId ? 1 : 2);
            if (id !== t.winnerId) expect(lost).toBeGreaterThanOrEqual(1);
          }
          // The reset exists when set, and is played exactly when the lower champion won the grand final by a game.
          const reset = t.entries.find((e) => e.coordinate === GRAND_FINAL_RESET_COORDINATE);
          expect(reset !== undefined).toBe(t.settings.grandFinalReset === true);
          const grandFinal = t.entries.find((e) => e.coordinate === 0);
          if (reset && grandFinal) {
            const isNeeded = grandFinal.result !== null && grandFinal.result.winnerId === grandFinal.competitor2Id;
            expect(!reset.bye).toBe(isNeeded);
            if (isNeeded)
              expect([
                reset.result?.winnerId,
                reset.forfeitedId === null ? null : entryOpponentOf(reset, reset.forfeitedId),
              ]).toContain(t.winnerId);
          }
        }
        if (config.tournamentType === 'ROUND_ROBIN') {
          expect(t.winnerId).toBe(stats[0]?.competitorId);
          const rounds = new Set(t.entries.map((e) => roundRobinRound(e.coordinate)));
          expect(rounds.size).toBe(count % 2 === 0 ? count - 1 : count);
          for (const a of t.competitorIds) {
            for (const b of t.competitorIds) {
              if (a >= b) continue;
              const meetings = t.entries.filter(
                (e) =>
                  (e.competitor1Id === a && e.competitor2Id === b) || (e.competitor1Id === b && e.competitor2Id === a),
              );
              expect(meetings).toHaveLength(1);
            }
          }
          if (count % 2 === 1) {
            // Every competitor sits out exactly one round.
            for (const id of t.competitorIds) {
              expect(t.entries.filter((e) => e.bye && (e.competitor1Id === id || e.competitor2Id === id))).toHaveLength(
                1,
              );
            }
          }
        }

        // Plain data: survives JSON and the schema; settling again changes nothing.
        expect(ZBracketTournament.parse(JSON.parse(JSON.stringify(t)))).toEqual(t);
        expect(settleTournament(t, t.entries)).toEqual(t);
      }),
      { numRuns: config.numRuns },
    );
  });
});

describe('double elimination losers', () => {
  it('every played upper-bracket loser drops into the lower bracket (except in the grand final and its reset)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 16 }), fc.gen(), (count, g) => {
        const config = CONFIGS.find((c) => c.size === 'D_RO_16');
        if (!config) throw new Error('missing config');
        const { t } = playOut(g, seedRandomly(g, config, count));
        const lower = t.entries.filter((e) => e.coordinate >= 1000);
        const lowerIds = new Set(lower.flatMap((e) => [e.competitor1Id, e.competitor2Id]));
        for (const e of t.entries) {
          const loser = entryLoserId(e);
          if (e.coordinate > 0 && e.coordinate < GRAND_FINAL_RESET_COORDINATE && loser !== null)
            expect(lowerIds.has(loser)).toBe(true);
        }
      }),
      { numRuns: 30 },
    );
  });
});
