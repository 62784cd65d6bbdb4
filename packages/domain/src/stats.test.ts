import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { TAchievement, TGameMode, TGameType, TSoloGameType } from './enums.ts';
import type { TGameRow } from './game-rules.ts';
import type { TPostDoublesGame } from './game-schemas.ts';
import {
  applyGameToStats,
  emptyPlayerStats,
  emptyStats,
  foldAcceptedGame,
  playersOfAcceptedGame,
  ratioOf,
  recomputeStats,
  settleAcceptedGame,
  statsAfterSettledGames,
  type TAcceptedGame,
  type TLeagueState,
} from './stats.ts';
import { playerKey, replayScope, teamKey } from './replay-scope.ts';
import { foldPoints, pointsStateFor, type TPointsGame } from './points-replay.ts';
import type { TStats } from './stats-schema.ts';
import { achievementsForSettlement } from './achievements.ts';
import { emptyLedgers, foldSeasonedGame } from './seasons.ts';
import { LIMITS } from './limits.ts';

/** Between equal ratings (everyone starts equal) the winner takes half of K from the loser. */
const EVEN_WIN = LIMITS.eloK / 2;

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const C = '33333333-3333-4333-8333-333333333333';
const D = '44444444-4444-4444-8444-444444444444';
const E = '55555555-5555-4555-8555-555555555555';
const T1 = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const T2 = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const T3 = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
const T4 = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd';
const ROSTERS: Record<string, [string, string]> = { [T1]: [A, B], [T2]: [C, D], [T3]: [A, C], [T4]: [B, D] };

function soloGame(
  type: TSoloGameType,
  p1: string,
  s1: number,
  k1: number,
  p2: string,
  s2: number,
  k2: number,
  gameMode: TGameMode = 'SUDDEN_DEATH',
): TAcceptedGame {
  return {
    gameType: type,
    body: {
      gameMode,
      player1Stats: { playerId: p1, score: s1, sinks: k1 },
      player2Stats: { playerId: p2, score: s2, sinks: k2 },
    },
  };
}

function doublesGame(
  team1: string,
  team2: string,
  stats: [number, number, number][],
  score1: number,
  score2: number,
): TAcceptedGame {
  const players = [...ROSTERS[team1]!, ...ROSTERS[team2]!];
  const body: TPostDoublesGame = {
    gameMode: 'SUDDEN_DEATH',
    team1,
    team2,
    team1Players: ROSTERS[team1]!,
    team2Players: ROSTERS[team2]!,
    team1Score: score1,
    team2Score: score2,
    playerStatsDtos: stats.map(([score, sinks, rebuttals], i) => ({ playerId: players[i]!, score, sinks, rebuttals })),
  };
  return { gameType: 'DOUBLES', body };
}

function row(over: Partial<TGameRow>): TGameRow {
  return {
    score: 11,
    sinks: 14,
    rebuttals: 3,
    beersDowned: 2,
    nakedLap: false,
    won: true,
    pointsLost: 6,
    sinksLost: 9,
    sinksLogged: true,
    ...over,
  };
}

function allFinite(stats: TStats): boolean {
  return Object.values(stats).every((v) => Number.isFinite(v));
}

describe('emptyStats', () => {
  it('starts at 500 points with every count at 0', () => {
    const s = emptyStats();
    expect(s.points).toBe(500);
    expect(
      Object.entries(s)
        .filter(([k]) => k !== 'points')
        .every(([, v]) => v === 0),
    ).toBe(true);
  });

  it('gives each game type its own fresh block', () => {
    const all = emptyPlayerStats();
    expect(Object.keys(all).sort()).toEqual(['DOUBLES', 'EASY_CAPS', 'SINGLES', 'UNRANKED']);
    all.SINGLES.gamesPlayed = 3;
    expect(all.EASY_CAPS.gamesPlayed).toBe(0);
  });
});

describe('ratioOf', () => {
  it('divides by max(1, lost), never NaN or Infinity', () => {
    expect(ratioOf(0, 0)).toBe(0);
    expect(ratioOf(3, 0)).toBe(3);
    expect(ratioOf(3, 1)).toBe(3);
    expect(ratioOf(3, 2)).toBe(1.5);
  });
});

describe('applyGameToStats (sheet §7.1)', () => {
  it('adds one game and recomputes the ratios', () => {
    const after = applyGameToStats(emptyStats(), row({}), 15);
    expect(after).toEqual({
      points: LIMITS.startingPoints + 15,
      avgRebuttals: 3,
      totalRebuttals: 3,
      beersDowned: 2,
      gamesPlayed: 1,
      gamesWon: 1,
      gamesLost: 0,
      gamesLoggedSinks: 1,
      winLossRatio: 1,
      nakedLaps: 0,
      pointsMadeLostRatio: 11 / 6,
      totalPointsMade: 11,
      totalPointsLost: 6,
      sinksMadeLostRatio: 14 / 9,
      totalSinksMade: 14,
      totalSinksLost: 9,
    });
  });

  it('accumulates over games and does not mutate its input', () => {
    const start = emptyStats();
    const one = applyGameToStats(start, row({}), 15);
    const two = applyGameToStats(
      one,
      row({
        won: false,
        nakedLap: true,
        score: 0,
        sinks: 2,
        rebuttals: 5,
        pointsLost: 11,
        sinksLost: 16,
        beersDowned: 3,
      }),
      -13.5,
    );
    expect(start).toEqual(emptyStats());
    expect(two).toMatchObject({
      points: 501.5,
      gamesPlayed: 2,
      gamesWon: 1,
      gamesLost: 1,
      winLossRatio: 1,
      nakedLaps: 1,
      totalRebuttals: 8,
      avgRebuttals: 4,
      beersDowned: 5,
      totalPointsMade: 11,
      totalPointsLost: 17,
      totalSinksMade: 16,
      totalSinksLost: 25,
    });
  });

  it('averages rebuttals only over games with logged sinks (sheet quirk fixed)', () => {
    const noSinks = row({
      sinks: 0,
      sinksLost: 0,
      rebuttals: 0,
      sinksLogged: false,
      score: 0,
      won: false,
      nakedLap: true,
    });
    const s = applyGameToStats(applyGameToStats(emptyStats(), row({ rebuttals: 4 }), 0), noSinks, 0);
    expect(s.gamesLoggedSinks).toBe(1);
    expect(s.avgRebuttals).toBe(4);
  });

  it('keeps every field finite when nothing was lost or logged', () => {
    const s = applyGameToStats(
      emptyStats(),
      row({ pointsLost: 0, sinksLost: 0, sinksLogged: false, sinks: 0, rebuttals: 0 }),
      0,
    );
    expect(allFinite(s)).toBe(true);
    expect(s.pointsMadeLostRatio).toBe(11);
    expect(s.avgRebuttals).toBe(0);
  });
});

describe('settleAcceptedGame', () => {
  it('SINGLES: both players rated with Elo from their current points', () => {
    const s = settleAcceptedGame(soloGame('SINGLES', A, 11, 13, B, 5, 7), new Map());
    expect(s.teams).toEqual([]);
    expect(s.players.map((p) => [p.playerId, p.pointsChange, p.after.points, p.after.gamesWon, p.opponentIds])).toEqual(
      [
        [A, EVEN_WIN, LIMITS.startingPoints + EVEN_WIN, 1, [B]],
        [B, -EVEN_WIN, LIMITS.startingPoints - EVEN_WIN, 0, [A]],
      ],
    );
    expect(s.players[1]!.after).toMatchObject({
      totalRebuttals: 2,
      beersDowned: 3,
      totalPointsLost: 11,
      totalSinksLost: 13,
    });
  });

  it('EASY_CAPS: reads the given stats', () => {
    const current = new Map([[A, { ...emptyStats(), points: 600 }]]);
    const s = settleAcceptedGame(soloGame('EASY_CAPS', A, 11, 11, B, 0, 0), current);
    expect(s.players[0]!.pointsChange).toBeCloseTo(10.79805, 4);
    expect(s.players[0]!.before.points).toBe(600);
    // Easy caps beers: the winner's opponent scored 0, so the winner downs none.
    expect(s.players[0]!.after.beersDowned).toBe(0);
    expect(s.players[1]!.after).toMatchObject({
      nakedLaps: 1,
      beersDowned: 1.5,
      points: LIMITS.startingPoints - s.players[0]!.pointsChange,
    });
  });

  it('UNRANKED: stats move, points never do', () => {
    const s = settleAcceptedGame(
      soloGame('UNRANKED', A, 11, 0, B, 3, 0),
      new Map([[A, { ...emptyStats(), points: 700 }]]),
    );
    expect(s.players.map((p) => [p.pointsChange, p.after.points, p.after.gamesPlayed])).toEqual([
      [0, 700, 1],
      [0, 500, 1],
    ]);
  });

  it('DOUBLES: teams are rated; each player moves by their team delta; team totals use team scores', () => {
    const game = doublesGame(
      T1,
      T2,
      [
        [7, 9, 1],
        [4, 5, 2],
        [0, 3, 0],
        [0, 4, 4],
      ],
      11,
      5,
    );
    const teamStats = new Map([[T2, { ...emptyStats(), points: 600 }]]);
    const s = settleAcceptedGame(game, new Map([[C, { ...emptyStats(), points: 480 }]]), teamStats);
    const [team1, team2] = s.teams;
    expect(team1!.pointsChange).toBeCloseTo(19.20195, 4);
    expect(team2!.pointsChange).toBe(-team1!.pointsChange);
    expect(team1!.after).toMatchObject({
      totalPointsMade: 11,
      totalPointsLost: 5,
      totalSinksMade: 14,
      totalSinksLost: 7,
      totalRebuttals: 2,
      beersDowned: 2,
      nakedLaps: 0,
    });
    // Team 2 entered no individual scores; its totals still use the team score.
    expect(team2!.after).toMatchObject({
      totalPointsMade: 5,
      totalPointsLost: 11,
      totalRebuttals: 3,
      beersDowned: 3,
      gamesLost: 1,
    });
    expect(
      s.players.map((p) => [
        p.playerId,
        p.pointsChange === team1!.pointsChange || p.pointsChange === team2!.pointsChange,
      ]),
    ).toEqual([
      [A, true],
      [B, true],
      [C, true],
      [D, true],
    ]);
    const c = s.players.find((p) => p.playerId === C)!;
    expect(c.after.points).toBeCloseTo(480 + team2!.pointsChange, 9);
    expect(c.after).toMatchObject({ totalPointsMade: 0, totalPointsLost: 11, totalSinksLost: 14, beersDowned: 1.5 });
    expect(c.opponentIds).toEqual([A, B]);
    expect(s.players.find((p) => p.playerId === D)!.after.totalRebuttals).toBe(4);
  });

  it('DOUBLES: a team score of 0 is a naked lap for the team and both its players', () => {
    const s = settleAcceptedGame(
      doublesGame(
        T1,
        T2,
        [
          [0, 0, 0],
          [0, 0, 0],
          [0, 0, 0],
          [0, 0, 0],
        ],
        0,
        11,
      ),
      new Map(),
    );
    expect(s.teams.map((t) => t.after.nakedLaps)).toEqual([1, 0]);
    expect(s.players.map((p) => p.after.nakedLaps)).toEqual([1, 1, 0, 0]);
  });

  it('carries the id and the events', () => {
    const game: TAcceptedGame = { ...soloGame('SINGLES', A, 11, 0, B, 2, 0), id: 'g1' };
    if (game.gameType !== 'DOUBLES') game.body.gameEvents = [{ gameEvent: 'START', time: 0, userId: A }];
    const s = settleAcceptedGame(game, new Map());
    expect(s.id).toBe('g1');
    expect(s.events).toHaveLength(1);
  });
});

describe('recomputeStats', () => {
  it('folds games in order into per-type player stats, team stats and achievements', () => {
    const games: TAcceptedGame[] = [
      soloGame('SINGLES', A, 11, 0, B, 4, 0),
      soloGame('UNRANKED', B, 11, 0, A, 0, 0),
      soloGame('SINGLES', B, 11, 0, A, 9, 0),
      doublesGame(
        T1,
        T2,
        [
          [6, 6, 0],
          [5, 5, 0],
          [0, 0, 0],
          [0, 0, 0],
        ],
        11,
        0,
      ),
    ];
    const r = recomputeStats(games);
    const a = r.players.get(A)!;
    expect(a.SINGLES.gamesPlayed).toBe(2);
    expect(a.UNRANKED).toMatchObject({ gamesPlayed: 1, points: LIMITS.startingPoints, nakedLaps: 1 });
    expect(a.EASY_CAPS).toEqual(emptyStats());
    expect(a.DOUBLES.gamesWon).toBe(1);
    expect(r.teams.get(T1)!.points).toBe(LIMITS.startingPoints + EVEN_WIN);
    expect(r.teams.get(T2)!.nakedLaps).toBe(1);
    expect(r.players.get(C)!.DOUBLES).toMatchObject({ points: LIMITS.startingPoints - EVEN_WIN, nakedLaps: 1 });
    expect(r.settlements).toHaveLength(4);
    expect(r.players.has(E)).toBe(false);

    const kinds = (id: string) => r.achievements.get(id)!.map((x) => `${x.achievement}@${x.gameIndex}`);
    // The unranked naked lap of A earns nothing; C's doubles naked lap does.
    expect(kinds(A)).toEqual(['PLAY_FIRST_GAME@0', 'FIRST_WIN@0']);
    expect(kinds(B)).toEqual(['PLAY_FIRST_GAME@0', 'FIRST_WIN@2']);
    expect(kinds(C)).toEqual(['PLAY_FIRST_GAME@3', 'FIRST_NAKED_LAP@3']);
  });

  it('awards placement at the 5th accepted game of the type', () => {
    const games = Array.from({ length: 5 }, () => soloGame('EASY_CAPS', A, 11, 0, B, 3, 0));
    const r = recomputeStats(games);
    expect(r.achievements.get(B)!.map((x) => [x.achievement, x.gameIndex, x.gameType])).toEqual([
      ['PLAY_FIRST_GAME', 0, 'EASY_CAPS'],
      ['PLACE_IN_EASY', 4, 'EASY_CAPS'],
    ]);
  });

  it('refuses a stored game that breaks the rules', () => {
    expect(() => recomputeStats([soloGame('SINGLES', A, 11, 0, B, 11, 0)])).toThrow('Game cannot end in a draw');
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Properties over random histories
// ---------------------------------------------------------------------------------------------------------------

const SOLO_PLAYERS = [A, B, C, D, E];

/** A final score the rules allow, as [winner, loser]. */
const finalScore = fc
  .record({ overtime: fc.boolean(), loser: fc.integer({ min: 0, max: 19 }) })
  .map(({ overtime, loser }) => {
    const low = overtime ? loser : loser % 11;
    return {
      mode: (overtime ? 'OVERTIME' : 'SUDDEN_DEATH') as TGameMode,
      high: overtime ? Math.max(11, low + 2) : 11,
      low,
    };
  });

const soloAccepted: fc.Arbitrary<TAcceptedGame> = fc
  .record({
    type: fc.constantFrom<TSoloGameType>('SINGLES', 'EASY_CAPS', 'UNRANKED'),
    players: fc.uniqueArray(fc.constantFrom(...SOLO_PLAYERS), { minLength: 2, maxLength: 2 }),
    score: finalScore,
    player1Wins: fc.boolean(),
    sinksLogged: fc.boolean(),
    extra: fc.tuple(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 6 })),
  })
  .map(({ type, players, score, player1Wins, sinksLogged, extra }) => {
    const [s1, s2] = player1Wins ? [score.high, score.low] : [score.low, score.high];
    const sinks = (s: number, e: number) => (sinksLogged ? s + e : 0);
    return soloGame(type, players[0]!, s1, sinks(s1, extra[0]), players[1]!, s2, sinks(s2, extra[1]), score.mode);
  });

const doublesAccepted: fc.Arbitrary<TAcceptedGame> = fc
  .record({
    pairing: fc.constantFrom<[string, string]>([T1, T2], [T2, T1], [T3, T4], [T4, T3]),
    score: finalScore,
    team1Wins: fc.boolean(),
    splits: fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true })),
    scoresEntered: fc.tuple(fc.boolean(), fc.boolean()),
    sinksLogged: fc.boolean(),
    extra: fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 4, maxLength: 4 }),
    rebuttals: fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 4, maxLength: 4 }),
  })
  .map(({ pairing, score, team1Wins, splits, scoresEntered, sinksLogged, extra, rebuttals }) => {
    const teamScores = team1Wins ? [score.high, score.low] : [score.low, score.high];
    const stats = [0, 1].flatMap((team) => {
      const total = teamScores[team]!;
      const first = Math.round(total * splits[team]!);
      return [first, total - first].map((individual, i): [number, number, number] => {
        const k = team * 2 + i;
        const sinks = sinksLogged ? Math.min(21, individual + extra[k]!) : 0;
        return [scoresEntered[team] ? individual : 0, sinks, Math.min(sinks, rebuttals[k]!)];
      });
    });
    const game = doublesGame(pairing[0], pairing[1], stats, teamScores[0]!, teamScores[1]!);
    if (game.gameType === 'DOUBLES') game.body.gameMode = score.mode;
    return game;
  });

const history = fc.array(fc.oneof(soloAccepted, doublesAccepted), { maxLength: 40 });

/** What the server does on each acceptance: settle against the stored stats, then store the results. */
function incremental(games: readonly TAcceptedGame[]) {
  const players = new Map<string, Record<TGameType, TStats>>();
  const teams = new Map<string, TStats>();
  const held = new Map<string, TAchievement[]>();
  for (const game of games) {
    const ofType = new Map([...players].map(([id, byType]) => [id, byType[game.gameType]]));
    const settlement = settleAcceptedGame(game, ofType, teams);
    for (const p of settlement.players)
      players.set(p.playerId, { ...(players.get(p.playerId) ?? emptyPlayerStats()), [game.gameType]: p.after });
    for (const t of settlement.teams) teams.set(t.teamId, t.after);
    for (const [id, kinds] of achievementsForSettlement(settlement, (pid) => held.get(pid) ?? []))
      held.set(id, [...(held.get(id) ?? []), ...kinds]);
  }
  return { players, teams, held };
}

describe('properties', () => {
  it('incremental acceptance equals recomputation from history', () => {
    fc.assert(
      fc.property(history, (games) => {
        const inc = incremental(games);
        const rec = recomputeStats(games);
        expect(rec.players).toEqual(inc.players);
        expect(rec.teams).toEqual(inc.teams);
        expect(new Map([...rec.achievements].map(([id, list]) => [id, list.map((a) => a.achievement)]))).toEqual(
          inc.held,
        );
      }),
      { numRuns: 200 },
    );
  });

  it('totals add up: made = lost across players, wins = losses, points are conserved, nothing is NaN', () => {
    fc.assert(
      fc.property(history, (games) => {
        const { players, teams } = recomputeStats(games);
        const blocks = (type: TGameType) => [...players.values()].map((p) => p[type]);
        const sum = (list: TStats[], pick: (s: TStats) => number) => list.reduce((t, s) => t + pick(s), 0);
        for (const type of ['SINGLES', 'EASY_CAPS', 'UNRANKED'] as const) {
          const list = blocks(type);
          const played = games.filter((g) => g.gameType === type).length;
          expect(sum(list, (s) => s.gamesPlayed)).toBe(2 * played);
          expect(sum(list, (s) => s.gamesWon)).toBe(played);
          expect(sum(list, (s) => s.gamesLost)).toBe(played);
          expect(sum(list, (s) => s.totalPointsMade)).toBe(sum(list, (s) => s.totalPointsLost));
          expect(sum(list, (s) => s.totalSinksMade)).toBe(sum(list, (s) => s.totalSinksLost));
          expect(sum(list, (s) => s.points - 500)).toBeCloseTo(0, 6);
          if (type === 'UNRANKED') expect(list.every((s) => s.points === 500)).toBe(true);
        }
        const teamList = [...teams.values()];
        const doublesPlayed = games.filter((g) => g.gameType === 'DOUBLES').length;
        expect(sum(teamList, (s) => s.gamesWon)).toBe(doublesPlayed);
        expect(sum(teamList, (s) => s.totalPointsMade)).toBe(sum(teamList, (s) => s.totalPointsLost));
        expect(sum(teamList, (s) => s.totalSinksMade)).toBe(sum(teamList, (s) => s.totalSinksLost));
        expect(sum(teamList, (s) => s.points - 500)).toBeCloseTo(0, 6);
        // Each doubles player's rating is 500 plus their teams' deltas, so players also conserve points.
        expect(sum(blocks('DOUBLES'), (s) => s.points - 500)).toBeCloseTo(0, 6);
        for (const s of [...teamList, ...[...players.values()].flatMap((p) => Object.values(p))]) {
          expect(allFinite(s)).toBe(true);
          expect(s.totalRebuttals).toBeGreaterThanOrEqual(0);
          expect(s.gamesLoggedSinks).toBeLessThanOrEqual(s.gamesPlayed);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('a team is rated from its own games: its points equal 500 plus its deltas', () => {
    fc.assert(
      fc.property(history, (games) => {
        const r = recomputeStats(games);
        const deltas = new Map<string, number>();
        for (const s of r.settlements)
          for (const t of s.teams) deltas.set(t.teamId, (deltas.get(t.teamId) ?? 500) + t.pointsChange);
        for (const [id, points] of deltas) expect(r.teams.get(id)!.points).toBeCloseTo(points, 9);
      }),
      { numRuns: 50 },
    );
  });
});

describe('replaying the reach of a change', () => {
  /** The same game with its sides' results swapped (a correction that keeps the players). */
  function swapped(game: TAcceptedGame): TAcceptedGame {
    if (game.gameType === 'DOUBLES') return game;
    const { player1Stats: p1, player2Stats: p2 } = game.body;
    return {
      ...game,
      body: {
        ...game.body,
        player1Stats: { ...p1, score: p2.score, sinks: p2.sinks },
        player2Stats: { ...p2, score: p1.score, sinks: p1.sinks },
      },
    };
  }

  it('from the stored history before the point each player and team was reached equals recomputing the changed history', () => {
    fc.assert(
      fc.property(history, fc.nat(), fc.boolean(), (generated, pick, isVoid) => {
        if (generated.length === 0) return;
        const games = generated.map((g, i) => ({ ...g, id: `g${i}` }));
        const stored = recomputeStats(games);
        const at = pick % games.length;
        const target = games[at]!;
        const voiding = isVoid || target.gameType === 'DOUBLES';
        const changed = games.flatMap((g, i) =>
          i !== at ? [{ game: g, seq: i }] : voiding ? [] : [{ game: swapped(g), seq: i }],
        );
        const expected = recomputeStats(changed.map((c) => c.game));

        const teamsOf = (g: TAcceptedGame) => (g.gameType === 'DOUBLES' ? [g.body.team1, g.body.team2] : []);
        const later = changed.filter((c) => c.seq >= at);
        const { joins, replayed } = replayScope(
          later.map((c) => ({ seq: c.seq, players: playersOfAcceptedGame(c.game), teams: teamsOf(c.game) })),
          { players: playersOfAcceptedGame(target), teams: teamsOf(target) },
          at,
        );
        // The state just before each was reached, from what was stored (rows and points changes of earlier games).
        const state: TLeagueState = { players: new Map(), teams: new Map(), achievements: new Map() };
        const before = (seq: number, join: number | undefined) => join !== undefined && seq < join;
        for (const [key, join] of joins) {
          const id = key.slice(2);
          const earlier = stored.settlements.filter((_, seq) => seq < join);
          if (key.startsWith('t:')) {
            state.teams.set(id, statsAfterSettledGames(earlier.flatMap((s) => s.teams.filter((t) => t.teamId === id))));
            continue;
          }
          const byType = emptyPlayerStats();
          for (const type of ['SINGLES', 'EASY_CAPS', 'UNRANKED', 'DOUBLES'] as const) {
            byType[type] = statsAfterSettledGames(
              earlier.filter((s) => s.gameType === type).flatMap((s) => s.players.filter((p) => p.playerId === id)),
            );
          }
          state.players.set(id, byType);
          state.achievements.set(
            id,
            (stored.achievements.get(id) ?? []).filter((a) => before(a.gameIndex, join)),
          );
        }
        const bySeq = new Map(later.map((c) => [c.seq, c.game]));
        replayed.forEach((g, index) => foldAcceptedGame(state, bySeq.get(g.seq)!, index));

        for (const [key] of joins) {
          const id = key.slice(2);
          if (key.startsWith('t:')) expect(state.teams.get(id)).toEqual(expected.teams.get(id) ?? emptyStats());
          else {
            expect(state.players.get(id)).toEqual(expected.players.get(id) ?? emptyPlayerStats());
            const kinds = (list: Array<{ achievement: string }> | undefined) =>
              (list ?? []).map((a) => a.achievement).sort();
            expect(kinds(state.achievements.get(id))).toEqual(kinds(expected.achievements.get(id)));
          }
        }
        // Everyone the change did not reach keeps what was stored, and so does the recompute.
        for (const [id, stats] of stored.players)
          if (!joins.has(playerKey(id))) expect(expected.players.get(id)).toEqual(stats);
        for (const [id, stats] of stored.teams)
          if (!joins.has(teamKey(id))) expect(expected.teams.get(id)).toEqual(stats);
      }),
      { numRuns: 300 },
    );
  });

  it('replaying only the points of the changed type, from the stored changes, equals recomputing the changed history', () => {
    fc.assert(
      fc.property(history, fc.nat(), fc.boolean(), (generated, pick, isVoid) => {
        if (generated.length === 0) return;
        const games = generated.map((g, i) => ({ ...g, id: `g${i}` }));
        const stored = recomputeStats(games);
        const at = pick % games.length;
        const target = games[at]!;
        const voiding = isVoid || target.gameType === 'DOUBLES';
        const changed = games.flatMap((g, i) =>
          i !== at ? [{ game: g, seq: i }] : voiding ? [] : [{ game: swapped(g), seq: i }],
        );
        const expected = recomputeStats(changed.map((c) => c.game));
        const type = target.gameType;
        const teamsOf = (g: TAcceptedGame) => (g.gameType === 'DOUBLES' ? [g.body.team1, g.body.team2] : []);

        // Each game of the type as the replay reads it: sides and result as it now stands, changes as stored.
        const state = pointsStateFor({ players: playersOfAcceptedGame(target), teams: teamsOf(target) });
        // The same replay of a season's ledger (one holding this whole history) reads the stored season changes.
        const seasonState = pointsStateFor({ players: playersOfAcceptedGame(target), teams: teamsOf(target) });
        const replayedChanges = new Map<string, number>();
        changed.forEach((c, i) => {
          if (c.game.gameType !== type) return;
          const now = expected.settlements[i]!;
          const was = new Map(stored.settlements[c.seq]!.players.map((p) => [p.playerId, p.pointsChange]));
          const side = (n: 1 | 2) => ({
            teamId: now.teams.find((t) => t.row.side === n)?.teamId ?? null,
            players: now.players
              .filter((p) => p.row.side === n)
              .map((p) => ({ playerId: p.playerId, storedChange: was.get(p.playerId)! })),
          });
          const game: TPointsGame = {
            gameType: type,
            sides: [side(1), side(2)],
            side1Won: now.players.find((p) => p.row.side === 1)!.row.won,
          };
          for (const p of now.players) replayedChanges.set(`${c.seq}:${p.playerId}`, was.get(p.playerId)!);
          const moved = foldPoints(state, game);
          for (const m of moved) replayedChanges.set(`${c.seq}:${m.playerId}`, m.pointsChange);
          const asSeason = (s: TPointsGame['sides'][number]) => ({
            ...s,
            players: s.players.map((p) => ({ ...p, storedChange: NaN, storedSeasonChange: p.storedChange })),
          });
          expect(
            foldPoints(seasonState, { ...game, sides: [asSeason(game.sides[0]), asSeason(game.sides[1])] }, 'season'),
          ).toEqual(moved);
        });
        expect(seasonState).toEqual(state);

        // Float for float: every line's change, every player's and team's points of the type.
        changed.forEach((c, i) => {
          if (c.game.gameType !== type) return;
          for (const p of expected.settlements[i]!.players)
            expect(replayedChanges.get(`${c.seq}:${p.playerId}`)).toBe(p.pointsChange);
        });
        for (const [id, byType] of expected.players)
          if (byType[type].gamesPlayed > 0) expect(state.players.get(id)).toBe(byType[type].points);
        if (type === 'DOUBLES')
          for (const [id, stats] of expected.teams)
            if (stats.gamesPlayed > 0) expect(state.teams.get(id)).toBe(stats.points);
      }),
      { numRuns: 300 },
    );
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Seasons (issue #25): two ledgers folded together
// ---------------------------------------------------------------------------------------------------------------

describe('seasons', () => {
  it('each season equals a recompute of its games from fresh stats, and all-time a recompute of everything', () => {
    fc.assert(
      fc.property(history, fc.uniqueArray(fc.integer({ min: 1, max: 39 }), { maxLength: 4 }), (games, starts) => {
        // What settlement does: every accepted game moves both ledgers; a season start opens a fresh one.
        const ledgers = emptyLedgers();
        const seasonOf: number[] = [];
        const seasonChanges: Array<Map<string, number>> = [];
        let season = 1;
        games.forEach((game, i) => {
          if (starts.includes(i)) season++;
          seasonOf.push(season);
          const moved = foldSeasonedGame(ledgers, game, season, i);
          seasonChanges.push(new Map(moved.season.players.map((p) => [p.playerId, p.pointsChange])));
        });
        const everything = recomputeStats(games);
        expect(ledgers.allTime.players).toEqual(everything.players);
        expect(ledgers.allTime.teams).toEqual(everything.teams);
        for (const id of new Set(seasonOf)) {
          const own = games.filter((_, i) => seasonOf[i] === id);
          const alone = recomputeStats(own);
          const state = ledgers.seasons.get(id)!;
          expect(state.players).toEqual(alone.players);
          expect(state.teams).toEqual(alone.teams);
          // Each game's season points change is the one a recompute of that season gives.
          const indices = games.map((_, i) => i).filter((i) => seasonOf[i] === id);
          alone.settlements.forEach((s, k) => {
            for (const p of s.players) expect(seasonChanges[indices[k]!]!.get(p.playerId)).toBe(p.pointsChange);
          });
        }
      }),
      { numRuns: 150 },
    );
  });
});
