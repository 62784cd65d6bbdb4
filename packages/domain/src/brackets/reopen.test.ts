/**
 * Reopening a decided entry, per format: which entries depend on it (the format's rule), what the reopen resets, and
 * that the bracket after it equals the bracket played without the reset results.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TSeedType, TTournamentType } from '../enums.ts';
import { errorText } from '../i18n/error-text.ts';
import { correctEntryResult, forfeitEntry, recordResult } from './advance.ts';
import { bracketActions } from './actions.ts';
import { isEntryPlayable } from './entry-outcome.ts';
import { BracketError } from './errors.ts';
import { GRAND_FINAL_RESET_COORDINATE } from './formats/double-elimination.ts';
import { groupOfCoordinate } from './formats/groups-playoffs.ts';
import { formatOf } from './formats/registry.ts';
import type { TTournamentSettings } from './formats/settings.ts';
import { canReopen, planReopen, reopenEntry } from './reopen.ts';
import { roundRobinRound } from './round-robin-circle.ts';
import { seedTournament } from './seeding.ts';
import type { TTournamentSize } from './sizes.ts';
import { competitors, entryAt, post, seeded, sequentialIds, skip, unseeded } from './test-support.ts';
import type { TBracketEntry, TBracketTournament, TSideOutcome } from './types.ts';

const coordinatesOf = (entries: readonly TBracketEntry[]) => entries.map((e) => e.coordinate);
const dependentsAt = (t: TBracketTournament, coordinate: number) =>
  coordinatesOf(formatOf(t.tournamentType).dependents(t, entryAt(t, coordinate)));

/** Plays the first playable entry (competitor 1 wins) until the tournament is finished. */
function playOut(t: TBracketTournament): TBracketTournament {
  let next = t;
  while (!next.finished) {
    const entry = next.entries.find(isEntryPlayable);
    if (!entry) throw new Error('stuck');
    next = post(next, entry.coordinate, 1);
  }
  return next;
}

describe('reopen: single elimination', () => {
  it('resets what the winner fed, transitively, and unfinishes a finished tournament', () => {
    const done = playOut(seeded('SINGLE_ELIMINATION', 'RO_8', competitors(8)));
    expect(done.finished).toBe(true);
    // Entry c is fed by 2c + 1 and 2c + 2: a quarter final feeds its semi final, then the final (in the order they are played).
    expect(dependentsAt(done, 3)).toEqual([1, 0]);
    expect(dependentsAt(done, 1)).toEqual([0]);
    expect(dependentsAt(done, 0)).toEqual([]);

    const plan = planReopen(done, entryAt(done, 3).id);
    expect(coordinatesOf(plan.resets)).toEqual([1, 0]);
    expect(plan.gameIds).toEqual([entryAt(done, 3), entryAt(done, 1), entryAt(done, 0)].map((e) => e.gameId));
    const t = plan.tournament;
    expect(t.finished).toBe(false);
    expect(t.winnerId).toBeNull();
    expect(entryAt(t, 3)).toMatchObject({
      result: null,
      gameId: null,
      final: false,
      competitor1Id: entryAt(done, 3).competitor1Id,
    });
    expect(isEntryPlayable(entryAt(t, 3))).toBe(true);
    // The semi final keeps the competitor from the other quarter final; the final waits for both semis.
    expect(entryAt(t, 1)).toMatchObject({
      result: null,
      competitor1Id: null,
      competitor2Id: entryAt(done, 4).result?.winnerId,
    });
    expect(entryAt(t, 0)).toMatchObject({
      result: null,
      competitor1Id: null,
      competitor2Id: entryAt(done, 2).result?.winnerId,
    });
    // Untouched: the other quarter finals and semi final.
    for (const c of [2, 4, 5, 6]) expect(entryAt(t, c)).toEqual(entryAt(done, c));
    // Played again, it finishes again.
    expect(playOut(t).finished).toBe(true);
    expect(reopenEntry(done, entryAt(done, 3).id)).toEqual(t);
  });

  it('reopens a skip; refuses a bye, an undecided entry, an unknown one and an unseeded tournament', () => {
    let t = seeded('SINGLE_ELIMINATION', 'RO_8', competitors(6));
    const bye = t.entries.find((e) => e.bye);
    if (!bye) throw new Error('no bye');
    expect(canReopen(t, bye)).toEqual({
      kind: 'conflict',
      code: 'REOPEN_BYE',
      message: 'This entry is a bye: there is no result to reopen',
    });
    const open = t.entries.find(isEntryPlayable)!;
    expect(canReopen(t, open)?.kind).toBe('conflict');
    expect(() => planReopen(t, 'nope')).toThrow(BracketError);
    const unstarted = unseeded('SINGLE_ELIMINATION', 'RO_8', 'RANDOM', competitors(4));
    expect(canReopen(unstarted, entryAt(unstarted, 0))).toEqual({
      kind: 'conflict',
      code: 'TOURNAMENT_NOT_STARTED',
      message: 'Tournament has not started yet',
    });
    t = skip(t, open.coordinate, open.competitor1Id!);
    const reopened = reopenEntry(t, open.id);
    expect(entryAt(reopened, open.coordinate)).toMatchObject({ forfeited: false, forfeitedId: null, final: false });
    expect(isEntryPlayable(entryAt(reopened, open.coordinate))).toBe(true);
  });

  it('offers reopen to the owner on exactly the entries decided by a game or a skip', () => {
    let t = seeded('SINGLE_ELIMINATION', 'RO_8', competitors(6));
    t = post(t, t.entries.find(isEntryPlayable)!.coordinate, 1);
    t = skip(t, t.entries.find(isEntryPlayable)!.coordinate, t.entries.find(isEntryPlayable)!.competitor2Id!);
    const reopenable = bracketActions(t, true)
      .entries.filter((e) => e.actions.reopen)
      .map((e) => e.id);
    expect(reopenable).toEqual(t.entries.filter((e) => e.result !== null || e.forfeited).map((e) => e.id));
    expect(reopenable).toHaveLength(2);
    expect(bracketActions(t, false).entries.some((e) => e.actions.reopen)).toBe(false);
  });
});

describe('reopen: double elimination', () => {
  it('an upper-bracket entry resets what its winner and its loser fed, up to the grand final and its reset', () => {
    let t = seeded('DOUBLE_ELIMINATION', 'D_RO_8', competitors(8), 'RANDOM', { grandFinalReset: true });
    // The first round's loser drops to the lower bracket: 4 feeds 2 (winner) and 1005 (loser), and on to the end.
    const fromFour = dependentsAt(t, 4);
    expect(fromFour).toEqual(expect.arrayContaining([0, 1, 2, GRAND_FINAL_RESET_COORDINATE, 1000, 1001, 1003, 1005]));
    expect(fromFour).not.toContain(3);
    // The lower final feeds the grand final (and so its reset); the reset feeds nothing.
    expect(dependentsAt(t, 1000)).toEqual([0, GRAND_FINAL_RESET_COORDINATE]);
    expect(dependentsAt(t, GRAND_FINAL_RESET_COORDINATE)).toEqual([]);

    // Played to a grand final won by the lower finalist, then the reset.
    while (!t.finished) {
      const entry = t.entries.find(isEntryPlayable)!;
      t = post(t, entry.coordinate, entry.coordinate === 0 ? 2 : 1);
    }
    expect(entryAt(t, GRAND_FINAL_RESET_COORDINATE).result).not.toBeNull();
    const plan = planReopen(t, entryAt(t, 0).id);
    expect(coordinatesOf(plan.resets)).toEqual([GRAND_FINAL_RESET_COORDINATE]);
    expect(plan.gameIds).toHaveLength(2);
    expect(entryAt(plan.tournament, GRAND_FINAL_RESET_COORDINATE)).toMatchObject({
      competitor1Id: null,
      competitor2Id: null,
      result: null,
      bye: false,
      final: false,
    });
    expect(plan.tournament.winnerId).toBeNull();
    // The grand final won by the upper finalist this time: no reset needed, the tournament is won.
    const again = post(plan.tournament, 0, 1);
    expect(again.finished).toBe(true);
    expect(entryAt(again, GRAND_FINAL_RESET_COORDINATE).bye).toBe(true);
  });

  it('a tournament without the reset has none among the dependents', () => {
    const t = seeded('DOUBLE_ELIMINATION', 'D_RO_8', competitors(8), 'RANDOM', { grandFinalReset: false });
    // The upper final's winner goes to the grand final, its loser to the lower final.
    expect(dependentsAt(t, 1)).toEqual([0, 1000]);
  });
});

describe('reopen: round robin', () => {
  it('resets nothing else: every pairing is made at seeding', () => {
    const done = playOut(seeded('ROUND_ROBIN', 'RO_16', competitors(5)));
    expect(done.finished).toBe(true);
    const played = done.entries.find((e) => e.result !== null)!;
    expect(dependentsAt(done, played.coordinate)).toEqual([]);
    const plan = planReopen(done, played.id);
    expect(plan.resets).toEqual([]);
    expect(plan.gameIds).toEqual([played.gameId]);
    expect(plan.tournament).toMatchObject({ finished: false, winnerId: null });
    expect(plan.tournament.entries.filter((e) => e.id !== played.id)).toEqual(
      done.entries.filter((e) => e.id !== played.id),
    );
  });
});

describe('reopen: Swiss', () => {
  it('removes every later round already paired; the next round is paired again once the round is complete', () => {
    let t = seedTournament(unseeded('SWISS', 'RO_64', 'RANDOM', competitors(6), { swissRounds: 3 }), {
      random: (m) => m - 1,
      newId: sequentialIds('s'),
    });
    const newId = sequentialIds('n');
    const playRound = () => {
      for (const e of t.entries.filter(isEntryPlayable))
        t = recordResult(
          t,
          e.id,
          {
            gameId: `g-${e.id}`,
            winnerId: e.competitor1Id!,
            sides: [
              { competitorId: e.competitor1Id!, points: 11, sinks: 11 },
              { competitorId: e.competitor2Id!, points: 3, sinks: 3 },
            ],
          },
          newId,
        );
    };
    playRound();
    playRound();
    const roundOne = t.entries.find((e) => roundRobinRound(e.coordinate) === 0 && e.result !== null)!;
    const later = t.entries.filter((e) => roundRobinRound(e.coordinate) > 0);
    expect(later.length).toBeGreaterThan(0);
    expect(dependentsAt(t, roundOne.coordinate)).toEqual(coordinatesOf(later));
    const plan = planReopen(t, roundOne.id);
    expect(plan.resets.map((e) => e.id)).toEqual(later.map((e) => e.id));
    expect(plan.gameIds).toEqual([roundOne.gameId, ...later.flatMap((e) => (e.gameId ? [e.gameId] : []))]);
    expect(plan.tournament.entries.every((e) => roundRobinRound(e.coordinate) === 0)).toBe(true);
    expect(plan.tournament.entries.filter(isEntryPlayable).map((e) => e.id)).toEqual([roundOne.id]);
    // A round-two entry depends on the round-two pairings only from round three on.
    const roundTwo = t.entries.find((e) => roundRobinRound(e.coordinate) === 1 && e.result !== null)!;
    expect(dependentsAt(t, roundTwo.coordinate)).toEqual(
      coordinatesOf(t.entries.filter((e) => roundRobinRound(e.coordinate) > 1)),
    );
  });
});

describe('reopen: groups into playoffs', () => {
  function groupsPlayed(): TBracketTournament {
    let t = seedTournament(
      unseeded('GROUPS_PLAYOFFS', 'RO_64', 'RANDOM', competitors(8), { groupSize: 4, groupAdvance: 2 }),
      { random: (m) => m - 1, newId: sequentialIds('g') },
    );
    while (t.entries.some((e) => groupOfCoordinate(e.coordinate) !== null && isEntryPlayable(e)))
      t = post(t, t.entries.find((e) => groupOfCoordinate(e.coordinate) !== null && isEntryPlayable(e))!.coordinate, 1);
    return t;
  }

  it('a group entry resets nothing while the playoff waits, and the playoff entries seeded from its group once filled', () => {
    let t = seedTournament(
      unseeded('GROUPS_PLAYOFFS', 'RO_64', 'RANDOM', competitors(8), { groupSize: 4, groupAdvance: 2 }),
      { random: (m) => m - 1, newId: sequentialIds('g') },
    );
    const first = t.entries.find((e) => groupOfCoordinate(e.coordinate) === 0 && isEntryPlayable(e))!;
    t = post(t, first.coordinate, 1);
    expect(dependentsAt(t, first.coordinate)).toEqual([]);

    t = groupsPlayed();
    const playoff = t.entries.filter((e) => groupOfCoordinate(e.coordinate) === null);
    expect(playoff.every((e) => e.competitor1Id === null || e.final === false || e.bye)).toBe(true);
    const groupA = t.entries.find((e) => groupOfCoordinate(e.coordinate) === 0)!;
    const aMembers = new Set(
      t.entries.filter((e) => groupOfCoordinate(e.coordinate) === 0).flatMap((e) => [e.competitor1Id, e.competitor2Id]),
    );
    // Two groups, two qualifiers each: both semi finals hold one of group A, and both feed the final.
    const deps = dependentsAt(t, groupA.coordinate);
    expect(deps).toEqual([1, 2, 0]);
    for (const c of [1, 2])
      expect([entryAt(t, c).competitor1Id, entryAt(t, c).competitor2Id].some((id) => aMembers.has(id))).toBe(true);
    const plan = planReopen(t, groupA.id);
    expect(coordinatesOf(plan.resets)).toEqual([1, 2]);
    for (const c of [0, 1, 2])
      expect(entryAt(plan.tournament, c)).toMatchObject({
        competitor1Id: null,
        competitor2Id: null,
        result: null,
        final: false,
      });
    // Played again, the playoff fills again.
    const again = post(plan.tournament, groupA.coordinate, 2);
    expect(entryAt(again, 1).competitor1Id).not.toBeNull();
  });

  it('with more groups, a group entry resets only the playoff entries its group was seeded into', () => {
    let t = seedTournament(
      unseeded('GROUPS_PLAYOFFS', 'RO_64', 'RANDOM', competitors(16), { groupSize: 4, groupAdvance: 1 }),
      { random: (m) => m - 1, newId: sequentialIds('g') },
    );
    while (t.entries.some((e) => groupOfCoordinate(e.coordinate) !== null && isEntryPlayable(e)))
      t = post(t, t.entries.find((e) => groupOfCoordinate(e.coordinate) !== null && isEntryPlayable(e))!.coordinate, 1);
    // Four group winners: semi finals 1 and 2, the final 0. The semi final holding group A's winner is played.
    const groupA = t.entries.find((e) => groupOfCoordinate(e.coordinate) === 0)!;
    const aMembers = new Set(
      t.entries.filter((e) => groupOfCoordinate(e.coordinate) === 0).flatMap((e) => [e.competitor1Id, e.competitor2Id]),
    );
    const semiOfA = [1, 2].find((c) =>
      [entryAt(t, c).competitor1Id, entryAt(t, c).competitor2Id].some((id) => aMembers.has(id)),
    )!;
    const otherSemi = semiOfA === 1 ? 2 : 1;
    t = post(t, otherSemi, 1);
    expect(dependentsAt(t, groupA.coordinate)).toEqual([semiOfA, 0]);
    const plan = planReopen(t, groupA.id);
    // The other semi final keeps its result; the final loses the competitor it brought.
    expect(entryAt(plan.tournament, otherSemi)).toEqual(entryAt(t, otherSemi));
    expect(coordinatesOf(plan.resets)).toEqual([semiOfA, 0]);
    // A playoff entry follows the elimination rule.
    expect(dependentsAt(t, otherSemi)).toEqual([0]);
  });
});

/** One step of a history: a result or a skip on the entry at a coordinate. */
type TStep = { coordinate: number; winnerId: string; loserId: string; skip: boolean; loserPoints: number };

function applyStep(t: TBracketTournament, step: TStep, newId: () => string): TBracketTournament {
  const entry = entryAt(t, step.coordinate);
  if (step.skip) return forfeitEntry(t, entry.id, step.loserId, newId);
  return recordResult(
    t,
    entry.id,
    {
      gameId: `g${step.coordinate}`,
      winnerId: step.winnerId,
      sides: [
        { competitorId: step.winnerId, points: 11, sinks: 11 },
        { competitorId: step.loserId, points: step.loserPoints, sinks: step.loserPoints },
      ],
    },
    newId,
  );
}

/** What a recompute compares: each entry's state by coordinate (Swiss rounds made again get new ids). */
function shape(t: TBracketTournament) {
  return {
    finished: t.finished,
    winnerId: t.winnerId,
    entries: [...t.entries]
      .sort((a, b) => a.coordinate - b.coordinate)
      .map(({ id: _id, gameId: _gameId, ...rest }) => rest),
  };
}

const FORMATS: ReadonlyArray<{
  type: TTournamentType;
  size: TTournamentSize;
  n: [number, number];
  settings?: TTournamentSettings;
  seedType?: TSeedType;
}> = [
  { type: 'SINGLE_ELIMINATION', size: 'RO_16', n: [2, 16] },
  { type: 'DOUBLE_ELIMINATION', size: 'D_RO_8', n: [3, 8], settings: { grandFinalReset: true } },
  { type: 'DOUBLE_ELIMINATION', size: 'D_RO_16', n: [3, 16] },
  { type: 'ROUND_ROBIN', size: 'RO_16', n: [2, 9], seedType: 'ROUND_ROBIN_CIRCLE' },
  { type: 'SWISS', size: 'RO_64', n: [4, 12] },
];

describe('reopen equals a recompute', () => {
  it('after any history, reopening a decided entry gives the bracket played without its and its dependents’ results', () => {
    fc.assert(
      fc.property(fc.constantFrom(...FORMATS), fc.gen(), ({ type, size, n: [least, most], settings, seedType }, g) => {
        const n = g(fc.integer, { min: least, max: most });
        const start = seedTournament(unseeded(type, size, seedType ?? 'RANDOM', competitors(n), settings ?? {}), {
          random: (m) => g(fc.integer, { min: 0, max: m - 1 }),
          newId: sequentialIds('s'),
        });
        const newId = sequentialIds('n');
        let t = start;
        const steps: TStep[] = [];
        const length = g(fc.integer, { min: 1, max: 80 });
        while (steps.length < length) {
          const playable = t.entries.filter(isEntryPlayable);
          if (playable.length === 0) break;
          const entry = playable[g(fc.integer, { min: 0, max: playable.length - 1 })]!;
          const first = g(fc.boolean);
          const [winnerId, loserId] = first
            ? [entry.competitor1Id!, entry.competitor2Id!]
            : [entry.competitor2Id!, entry.competitor1Id!];
          const step = {
            coordinate: entry.coordinate,
            winnerId,
            loserId,
            skip: g(fc.integer, { min: 0, max: 7 }) === 0,
            loserPoints: g(fc.integer, { min: 0, max: 10 }),
          };
          steps.push(step);
          t = applyStep(t, step, newId);
        }
        const decided = t.entries.filter((e) => canReopen(t, e) === null);
        if (decided.length === 0) return;
        const entry = decided[g(fc.integer, { min: 0, max: decided.length - 1 })]!;
        const plan = planReopen(t, entry.id, sequentialIds('r'));
        const reset = new Set([
          entry.coordinate,
          ...formatOf(type)
            .dependents(t, entry)
            .map((e) => e.coordinate),
        ]);
        // Every reset entry's game is voided, and only those.
        expect(new Set(plan.gameIds)).toEqual(
          new Set(t.entries.filter((e) => reset.has(e.coordinate) && e.gameId !== null).map((e) => e.gameId)),
        );
        let recomputed = start;
        const replayId = sequentialIds('p');
        for (const step of steps) if (!reset.has(step.coordinate)) recomputed = applyStep(recomputed, step, replayId);
        expect(shape(plan.tournament)).toEqual(shape(recomputed));
        // The reopened entry can be played again.
        expect(isEntryPlayable(entryAt(plan.tournament, entry.coordinate))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

describe('correcting a tournament result', () => {
  it('takes a new score with the same winner; refuses a changed winner (reopen instead)', () => {
    const done = playOut(seeded('ROUND_ROBIN', 'RO_16', competitors(4)));
    const entry = done.entries.find((e) => e.result !== null)!;
    const [c1, c2] = [entry.competitor1Id!, entry.competitor2Id!];
    const game = (winnerId: string, loserPoints: number) => ({
      gameId: entry.gameId!,
      winnerId,
      sides: [
        { competitorId: c2, points: winnerId === c2 ? 11 : loserPoints, sinks: 4 },
        { competitorId: c1, points: winnerId === c1 ? 11 : loserPoints, sinks: 3 },
      ] as [TSideOutcome, TSideOutcome],
    });
    const corrected = correctEntryResult(done, game(entry.result!.winnerId, 9));
    const loserSlotPoints = entry.result!.winnerId === c1 ? 'competitor2Points' : 'competitor1Points';
    expect(entryAt(corrected, entry.coordinate).result).toMatchObject({
      winnerId: entry.result!.winnerId,
      [loserSlotPoints]: 9,
      competitor1Sinks: 3,
      competitor2Sinks: 4,
    });
    expect(corrected.entries.filter((e) => e.id !== entry.id)).toEqual(done.entries.filter((e) => e.id !== entry.id));
    expect(corrected.finished).toBe(true);
    const other = entry.result!.winnerId === c1 ? c2 : c1;
    expect(() => correctEntryResult(done, game(other, 9))).toThrow(errorText('CORRECTION_CHANGES_WINNER'));
    expect(() => correctEntryResult(done, { ...game(entry.result!.winnerId, 9), gameId: 'other' })).toThrow(
      BracketError,
    );
  });
});
