import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  GAME_RULES,
  GameRuleError,
  checkDoublesRosters,
  checkFinalScore,
  deriveDoublesGame,
  deriveSoloGame,
  doublesTeamBeersDowned,
  doublesTeamScore,
  eventTimeToIso,
  gameEventsOf,
  soloBeersDowned,
  validateDoublesGame,
  validateSoloGame,
} from './game-rules.ts';
import {
  MAX_GAME_EVENTS,
  ZPostDoublesGame,
  ZPostSoloGame,
  type TPostDoublesGame,
  type TPostSoloGame,
} from './game-schemas.ts';
import type { TGameMode } from './enums.ts';
import { errorText, messageText } from './i18n/error-text.ts';

/** The English text of each rule's code: what the server answers in `error`. */
const M = Object.fromEntries(
  Object.entries(GAME_RULES).map(([key, rule]) => [
    key,
    errorText(rule.code, 'params' in rule ? rule.params : undefined),
  ]),
) as Record<keyof typeof GAME_RULES, string>;

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const C = '33333333-3333-4333-8333-333333333333';
const D = '44444444-4444-4444-8444-444444444444';
const T1 = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const T2 = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';

function solo(s1: number, s2: number, k1 = 0, k2 = 0, gameMode: TGameMode = 'SUDDEN_DEATH'): TPostSoloGame {
  return {
    gameMode,
    player1Stats: { playerId: A, score: s1, sinks: k1 },
    player2Stats: { playerId: B, score: s2, sinks: k2 },
    gameEvents: [],
  };
}

function doubles(over: Partial<TPostDoublesGame> = {}): TPostDoublesGame {
  return {
    gameMode: 'SUDDEN_DEATH',
    team1: T1,
    team2: T2,
    team1Players: [A, B],
    team2Players: [C, D],
    team1Score: 11,
    team2Score: 6,
    playerStatsDtos: [
      { playerId: A, score: 7, sinks: 9 },
      { playerId: B, score: 4, sinks: 5 },
      { playerId: C, score: 6, sinks: 8 },
      { playerId: D, score: 0, sinks: 2 },
    ],
    ...over,
  };
}

function ruleError(run: () => unknown): string {
  try {
    run();
  } catch (e) {
    expect(e).toBeInstanceOf(GameRuleError);
    return (e as Error).message;
  }
  throw new Error('expected a GameRuleError');
}

function firstIssue(result: { success: boolean; error?: { issues: { message: string }[] } }): string | undefined {
  const message = result.error?.issues[0]?.message;
  return message === undefined ? undefined : messageText(message);
}

describe('ZPostSoloGame', () => {
  const body = {
    gameMode: 'SUDDEN_DEATH',
    player1Stats: { playerId: A, score: 11, sinks: 13 },
    player2Stats: { playerId: B, score: 4, sinks: 6, rebuttals: 2 },
    gameEvents: [
      { gameEvent: 'START', time: '2026-11-21T13:33:13.000Z', userId: A },
      { gameEvent: 'SINK', time: 1795303858196, userId: null },
      { gameEvent: 'POINT', time: '2023-03-12T13:33:13.000+00:00' },
    ],
  };

  it('accepts the earlier client body, with ISO and epoch event times and null user ids', () => {
    const parsed = ZPostSoloGame.parse(body);
    expect(parsed.player1Stats.sinks).toBe(13);
    expect(parsed.gameEvents).toHaveLength(3);
  });

  it('defaults missing sinks to 0 and allows missing or null events', () => {
    const parsed = ZPostSoloGame.parse({ ...body, player1Stats: { playerId: A, score: 11 }, gameEvents: undefined });
    expect(parsed.player1Stats.sinks).toBe(0);
    expect(gameEventsOf(parsed)).toEqual([]);
    expect(ZPostSoloGame.safeParse({ ...body, gameEvents: null }).success).toBe(true);
  });

  it.each([
    [{ playerId: A }, M.scoreRange],
    [{ playerId: A, score: 22 }, M.scoreRange],
    [{ playerId: A, score: -1 }, M.scoreRange],
    [{ playerId: A, score: 1.5 }, M.scoreRange],
    [{ playerId: A, score: '11' }, M.scoreRange],
    [{ playerId: A, score: 11, sinks: 28 }, M.soloSinksRange],
    [{ playerId: A, score: 11, sinks: -2 }, M.soloSinksRange],
    [{ playerId: 'not-a-uuid', score: 11 }, 'Player id has to be a UUID'],
    [{ score: 11 }, 'Player id has to be a UUID'],
  ])('refuses player stats %j with a clear message', (stats, message) => {
    expect(firstIssue(ZPostSoloGame.safeParse({ ...body, player1Stats: stats }))).toBe(message);
  });

  it('refuses an unknown game mode with the sheet message', () => {
    expect(firstIssue(ZPostSoloGame.safeParse({ ...body, gameMode: 'BLITZ' }))).toBe('No such game mode');
    expect(firstIssue(ZPostSoloGame.safeParse({ ...body, gameMode: undefined }))).toBe('No such game mode');
  });

  it('refuses bad events', () => {
    const withEvent = (e: unknown) => ZPostSoloGame.safeParse({ ...body, gameEvents: [e] });
    expect(firstIssue(withEvent({ gameEvent: 'DANCE', time: 0 }))).toBe('No such game event');
    expect(firstIssue(withEvent({ gameEvent: 'SINK', time: 'yesterday' }))).toBe(
      'Event time has to be an ISO date-time or epoch milliseconds',
    );
    expect(firstIssue(withEvent({ gameEvent: 'SINK', time: '2023-02-30T00:00:00Z' }))).toBe(
      'Event time has to be an ISO date-time or epoch milliseconds',
    );
    expect(firstIssue(withEvent({ gameEvent: 'SINK', time: 9e15 }))).toBe(
      'Event time has to be an ISO date-time or epoch milliseconds',
    );
    expect(firstIssue(withEvent({ gameEvent: 'SINK', time: 0, userId: 'x' }))).toBe('Event user id has to be a UUID');
    const many = Array.from({ length: MAX_GAME_EVENTS + 1 }, () => ({ gameEvent: 'SINK', time: 0 }));
    expect(firstIssue(ZPostSoloGame.safeParse({ ...body, gameEvents: many }))).toBe(
      `A game can log at most ${MAX_GAME_EVENTS} events`,
    );
  });

  it('names a missing stats object, list or event field', () => {
    expect(firstIssue(ZPostSoloGame.safeParse({ ...body, player2Stats: undefined }))).toBe(
      'Both players need their stats (playerId, score, sinks)',
    );
    expect(firstIssue(ZPostSoloGame.safeParse({ ...body, gameEvents: 'x' }))).toBe('Game events have to be a list');
    expect(firstIssue(ZPostSoloGame.safeParse({ ...body, gameEvents: [3] }))).toBe(
      'Each game event needs gameEvent and time',
    );
  });

  it('lower-cases ids so they compare equal to stored ones', () => {
    const parsed = ZPostSoloGame.parse({ ...body, player1Stats: { playerId: A.toUpperCase(), score: 11 } });
    expect(parsed.player1Stats.playerId).toBe(A);
  });

  it('never throws on arbitrary input', () => {
    fc.assert(fc.property(fc.anything(), (input) => typeof ZPostSoloGame.safeParse(input).success === 'boolean'));
    fc.assert(fc.property(fc.anything(), (input) => typeof ZPostDoublesGame.safeParse(input).success === 'boolean'));
  });
});

describe('ZPostDoublesGame', () => {
  it('accepts the earlier client body (gameEventList, no rebuttals) and fills defaults', () => {
    const parsed = ZPostDoublesGame.parse({
      gameMode: 'OVERTIME',
      team1Score: 13,
      team2Score: 11,
      team1: T1,
      team2: T2,
      team1Players: [A, B],
      team2Players: [C, D],
      playerStatsDtos: [{ playerId: A, sinks: 3 }, { playerId: B }, { playerId: C }, { playerId: D }],
      gameEventList: [],
    });
    expect(parsed.playerStatsDtos[1]).toEqual({ playerId: B, score: 0, sinks: 0 });
  });

  it('reads events from gameEventList, falling back to gameEvents', () => {
    const event = { gameEvent: 'SINK' as const, time: 0, userId: A };
    expect(gameEventsOf(doubles({ gameEventList: [event] }))).toEqual([event]);
    expect(gameEventsOf(doubles({ gameEventList: [], gameEvents: [event] }))).toEqual([event]);
    expect(gameEventsOf(doubles())).toEqual([]);
  });

  it('bounds per-player sinks at 21 and list sizes', () => {
    const base = doubles();
    const tooManySinks = {
      ...base,
      playerStatsDtos: [{ playerId: A, score: 7, sinks: 22 }, ...base.playerStatsDtos.slice(1)],
    };
    expect(firstIssue(ZPostDoublesGame.safeParse(tooManySinks))).toBe(M.doublesSinksRange);
    expect(firstIssue(ZPostDoublesGame.safeParse({ ...base, team1Players: Array.from({ length: 11 }, () => A) }))).toBe(
      M.doublesPlayers,
    );
    expect(firstIssue(ZPostDoublesGame.safeParse({ ...base, team1Players: null }))).toBe(M.doublesPlayers);
    expect(firstIssue(ZPostDoublesGame.safeParse({ ...base, playerStatsDtos: 'x' }))).toBe(M.doublesStatsCount);
    expect(firstIssue(ZPostDoublesGame.safeParse({ ...base, team1: 'x' }))).toBe('Team id has to be a UUID');
  });
});

describe('validateSoloGame', () => {
  it.each([
    [solo(11, 11), M.draw],
    [solo(11, 4, 10, 6), M.scoreAboveSinks],
    [solo(11, 4, 0, 3), M.scoreAboveSinks],
    [solo(10, 5), M.noElevenPlayers],
    [solo(12, 10), M.suddenDeath],
    [solo(15, 11), M.suddenDeath],
    [solo(11, 10, 0, 0, 'OVERTIME'), M.overtimeAdvantage],
    [solo(13, 12, 0, 0, 'OVERTIME'), M.overtimeAdvantage],
    [solo(12, 5, 0, 0, 'OVERTIME'), M.overtimeTooLong],
    [solo(14, 11, 0, 0, 'OVERTIME'), M.overtimeTooLong],
    [solo(22, 20, 0, 0, 'OVERTIME'), M.scoreRange],
    [solo(-1, 11), M.scoreRange],
    [solo(11, 2, 28, 2), M.soloSinksRange],
  ])('refuses %j', (game, message) => {
    expect(ruleError(() => validateSoloGame(game))).toBe(message);
  });

  it('checkFinalScore caps overtime at 21 for callers that skip the schema', () => {
    expect(ruleError(() => checkFinalScore('OVERTIME', 22, 20, 'players'))).toBe(M.overtimeMax);
    expect(ruleError(() => checkFinalScore('SUDDEN_DEATH', 9, 5, 'teams'))).toBe(M.noElevenTeams);
  });

  it('refuses the same player on both sides, ignoring case', () => {
    const game = solo(11, 3);
    game.player2Stats.playerId = A.toUpperCase();
    expect(ruleError(() => validateSoloGame(game))).toBe(M.uniquePlayers);
  });

  it('checks the sheet order: a draw is reported before anything else', () => {
    const game = solo(5, 5, 1, 1);
    game.player2Stats.playerId = A;
    expect(ruleError(() => validateSoloGame(game))).toBe(M.draw);
  });

  it.each([
    solo(11, 0),
    solo(0, 11),
    solo(11, 10, 11, 10),
    solo(11, 10, 0, 0),
    solo(11, 0, 11, 0),
    solo(11, 5, 0, 0, 'OVERTIME'),
    solo(12, 10, 0, 0, 'OVERTIME'),
    solo(11, 13, 0, 0, 'OVERTIME'),
    solo(21, 19, 27, 21, 'OVERTIME'),
  ])('accepts %j', (game) => {
    expect(() => validateSoloGame(game)).not.toThrow();
  });

  it('accepts exactly the scores the rules allow', () => {
    const allowed = (mode: TGameMode, w: number, l: number) =>
      w !== l &&
      (mode === 'SUDDEN_DEATH'
        ? Math.max(w, l) === 11
        : Math.max(w, l) === Math.max(11, Math.min(w, l) + 2) && Math.max(w, l) <= 21);
    for (const mode of ['SUDDEN_DEATH', 'OVERTIME'] as const) {
      for (let s1 = 0; s1 <= 21; s1++) {
        for (let s2 = 0; s2 <= 21; s2++) {
          const ok = !(() => {
            try {
              validateSoloGame(solo(s1, s2, 0, 0, mode));
              return false;
            } catch {
              return true;
            }
          })();
          expect(ok, `${mode} ${s1}-${s2}`).toBe(allowed(mode, s1, s2));
        }
      }
    }
  });
});

describe('validateDoublesGame', () => {
  it('accepts a well-formed game, and one without individual scores', () => {
    expect(() => validateDoublesGame(doubles())).not.toThrow();
    const noIndividual = doubles({
      playerStatsDtos: [A, B, C, D].map((playerId) => ({ playerId, score: 0, sinks: 0 })),
    });
    expect(() => validateDoublesGame(noIndividual)).not.toThrow();
  });

  const stats = doubles().playerStatsDtos;
  it.each([
    ['draw', doubles({ team2Score: 11 }), M.draw],
    [
      'nobody at 11',
      doubles({ team1Score: 10, playerStatsDtos: stats.map((s) => ({ ...s, score: 0 })) }),
      M.noElevenTeams,
    ],
    ['sudden death above 11', doubles({ team1Score: 13, team2Score: 11 }), M.suddenDeath],
    [
      'overtime without 2 ahead',
      doubles({ gameMode: 'OVERTIME', team1Score: 12, team2Score: 11 }),
      M.overtimeAdvantage,
    ],
    ['team 1 sum', doubles({ playerStatsDtos: [{ ...stats[0]!, score: 6 }, ...stats.slice(1)] }), M.team1Sum],
    ['team 2 sum', doubles({ playerStatsDtos: [...stats.slice(0, 3), { ...stats[3]!, score: 1 }] }), M.team2Sum],
    [
      'score above sinks',
      doubles({ playerStatsDtos: [{ ...stats[0]!, sinks: 6 }, ...stats.slice(1)] }),
      M.doublesSinks,
    ],
    [
      'team score above team sinks (individual scores not entered)',
      doubles({
        playerStatsDtos: stats.map((s) => ({
          ...s,
          score: 0,
          sinks: s.playerId === A ? 5 : s.playerId === B ? 5 : s.sinks,
        })),
      }),
      M.doublesSinks,
    ],
    ['3 players in team 1', doubles({ team1Players: [A, B, C] }), M.doublesPlayers],
    ['1 player in team 2', doubles({ team2Players: [C] }), M.doublesPlayers],
    ['3 stat rows', doubles({ playerStatsDtos: stats.slice(0, 3) }), M.doublesStatsCount],
    [
      'duplicate stat rows',
      doubles({ playerStatsDtos: [stats[0]!, stats[0]!, stats[2]!, stats[3]!] }),
      M.doublesDistinct,
    ],
    ['a player in both teams', doubles({ team2Players: [A, D] }), M.doublesDistinct],
    [
      'stats of an outsider',
      doubles({ playerStatsDtos: [...stats.slice(0, 3), { playerId: T1, score: 0, sinks: 2 }] }),
      M.doublesStatsMembers,
    ],
    ['the same team twice', doubles({ team2: T1 }), M.doublesDistinctTeams],
    [
      'rebuttals above sinks',
      doubles({ playerStatsDtos: [{ ...stats[0]!, rebuttals: 10 }, ...stats.slice(1)] }),
      M.rebuttalsAboveSinks,
    ],
    [
      'sinks above 21',
      doubles({ playerStatsDtos: [{ ...stats[0]!, sinks: 22 }, ...stats.slice(1)] }),
      M.doublesSinksRange,
    ],
  ])('refuses %s', (_name, game, message) => {
    expect(ruleError(() => validateDoublesGame(game))).toBe(message);
  });
});

describe('doublesTeamScore', () => {
  it('is the sum of the players’ points, the score a posted team score must equal', () => {
    expect(doublesTeamScore([6, 5])).toBe(11);
    expect(doublesTeamScore([0, 0])).toBe(0);
    const game = doubles();
    const [a, b, c, d] = game.playerStatsDtos;
    const derived = {
      ...game,
      team1Score: doublesTeamScore([a!.score, b!.score]),
      team2Score: doublesTeamScore([c!.score, d!.score]),
    };
    expect(() => validateDoublesGame(derived)).not.toThrow();
  });
});

describe('checkDoublesRosters', () => {
  it('passes when the posted lists are the rosters in any order and case', () => {
    expect(() => checkDoublesRosters(doubles(), [B.toUpperCase(), A], [D, C])).not.toThrow();
  });

  it('refuses a posted list that is not the roster', () => {
    expect(ruleError(() => checkDoublesRosters(doubles(), [A, C], [C, D]))).toBe(M.team1Roster);
    expect(ruleError(() => checkDoublesRosters(doubles(), [A, B], [C]))).toBe(M.team2Roster);
  });
});

describe('beers (sheet §5)', () => {
  it('singles: 1 up to 4 opponent points, 2 up to 8, then 3', () => {
    expect([0, 4, 5, 8, 9, 11].map((s) => soloBeersDowned('SINGLES', s))).toEqual([1, 1, 2, 2, 3, 3]);
  });

  it('easy caps and unranked: 1.5 once the opponent scored, else 0', () => {
    expect([0, 1, 11].map((s) => soloBeersDowned('EASY_CAPS', s))).toEqual([0, 1.5, 1.5]);
    expect([0, 1, 11].map((s) => soloBeersDowned('UNRANKED', s))).toEqual([0, 1.5, 1.5]);
  });

  it('doubles: the singles scale per team', () => {
    expect([0, 5, 9].map(doublesTeamBeersDowned)).toEqual([1, 2, 3]);
  });
});

describe('deriveSoloGame', () => {
  it('derives winner, rebuttals from the opponent sinks, beers and totals', () => {
    const d = deriveSoloGame('SINGLES', solo(11, 7, 15, 9));
    expect(d.winnerId).toBe(A);
    expect(d.winnerSide).toBe(1);
    expect(d.nakedLap).toBe(false);
    expect(d.rows).toEqual([
      {
        playerId: A,
        side: 1,
        score: 11,
        sinks: 15,
        rebuttals: 2,
        beersDowned: 2,
        nakedLap: false,
        won: true,
        pointsLost: 7,
        sinksLost: 9,
        sinksLogged: true,
      },
      {
        playerId: B,
        side: 2,
        score: 7,
        sinks: 9,
        rebuttals: 4,
        beersDowned: 3,
        nakedLap: false,
        won: false,
        pointsLost: 11,
        sinksLost: 15,
        sinksLogged: true,
      },
    ]);
  });

  it('gives the naked lap to the player who scored 0 and still counts the rebuttals against them', () => {
    const d = deriveSoloGame('EASY_CAPS', solo(0, 11, 3, 13));
    expect(d.winnerId).toBe(B);
    expect(d.nakedLap).toBe(true);
    const [p1, p2] = d.rows;
    expect(p1).toMatchObject({ nakedLap: true, won: false, rebuttals: 2, beersDowned: 1.5 });
    // All three of player 1's sinks were rebutted.
    expect(p2).toMatchObject({ nakedLap: false, won: true, rebuttals: 3, beersDowned: 0 });
  });

  it('counts no rebuttals when no sinks were logged, and ignores posted rebuttals', () => {
    const game = solo(11, 3);
    game.player1Stats.rebuttals = 5;
    const d = deriveSoloGame('UNRANKED', game);
    expect(d.rows.map((r) => [r.rebuttals, r.sinksLogged])).toEqual([
      [0, false],
      [0, false],
    ]);
  });

  it('validates before deriving', () => {
    expect(ruleError(() => deriveSoloGame('SINGLES', solo(11, 11)))).toBe(M.draw);
  });
});

describe('deriveDoublesGame', () => {
  it('derives team rows from team scores and player rows with split beers', () => {
    const d = deriveDoublesGame(
      doubles({
        playerStatsDtos: doubles().playerStatsDtos.map((s) => (s.playerId === C ? { ...s, rebuttals: 2 } : s)),
      }),
    );
    expect(d.winnerTeamId).toBe(T1);
    expect(d.nakedLap).toBe(false);
    expect(d.teamRows).toEqual([
      {
        teamId: T1,
        side: 1,
        score: 11,
        sinks: 14,
        rebuttals: 4,
        beersDowned: 2,
        nakedLap: false,
        won: true,
        pointsLost: 6,
        sinksLost: 10,
        sinksLogged: true,
      },
      {
        teamId: T2,
        side: 2,
        score: 6,
        sinks: 10,
        rebuttals: 3,
        beersDowned: 3,
        nakedLap: false,
        won: false,
        pointsLost: 11,
        sinksLost: 14,
        sinksLogged: true,
      },
    ]);
    expect(
      d.playerRows.map((r) => [
        r.playerId,
        r.side,
        r.score,
        r.rebuttals,
        r.beersDowned,
        r.won,
        r.pointsLost,
        r.sinksLost,
      ]),
    ).toEqual([
      [A, 1, 7, 0, 1, true, 6, 10],
      [B, 1, 4, 0, 1, true, 6, 10],
      [C, 2, 6, 2, 1.5, false, 11, 14],
      // An individual 0 is not a naked lap: only a team score of 0 is.
      [D, 2, 0, 0, 1.5, false, 11, 14],
    ]);
    expect(d.playerRows.every((r) => !r.nakedLap)).toBe(true);
  });

  it('a team naked lap (team score 0) counts for both its players, whatever the stat row order', () => {
    const d = deriveDoublesGame(
      doubles({
        team1Score: 0,
        team2Score: 11,
        playerStatsDtos: [
          { playerId: C, score: 0, sinks: 0 },
          { playerId: A, score: 0, sinks: 0 },
          { playerId: D, score: 0, sinks: 0 },
          { playerId: B, score: 0, sinks: 0 },
        ],
      }),
    );
    expect(d.winnerTeamId).toBe(T2);
    expect(d.nakedLap).toBe(true);
    expect(d.teamRows.map((r) => [r.teamId, r.nakedLap, r.rebuttals, r.beersDowned])).toEqual([
      [T1, true, 0, 3],
      [T2, false, 0, 1],
    ]);
    expect(d.playerRows.map((r) => [r.playerId, r.nakedLap, r.won])).toEqual([
      [A, true, false],
      [B, true, false],
      [C, false, true],
      [D, false, true],
    ]);
  });
});

describe('eventTimeToIso', () => {
  it('normalises ISO strings with offsets and epoch milliseconds to UTC ISO', () => {
    expect(eventTimeToIso('2023-03-12T14:33:13.000+01:00')).toBe('2023-03-12T13:33:13.000Z');
    expect(eventTimeToIso(0)).toBe('1970-01-01T00:00:00.000Z');
  });
});

/** Any solo game the rules allow. */
const validSoloGame = fc
  .record({
    overtime: fc.boolean(),
    loser: fc.integer({ min: 0, max: 19 }),
    player1Wins: fc.boolean(),
    sinksLogged: fc.boolean(),
    extra1: fc.integer({ min: 0, max: 6 }),
    extra2: fc.integer({ min: 0, max: 6 }),
  })
  .map(({ overtime, loser, player1Wins, sinksLogged, extra1, extra2 }): TPostSoloGame => {
    const low = overtime ? loser : loser % 11;
    const high = overtime ? Math.max(11, low + 2) : 11;
    const [s1, s2] = player1Wins ? [high, low] : [low, high];
    return solo(
      s1,
      s2,
      sinksLogged ? s1 + extra1 : 0,
      sinksLogged ? s2 + extra2 : 0,
      overtime ? 'OVERTIME' : 'SUDDEN_DEATH',
    );
  });

describe('properties', () => {
  it('every valid solo game derives one winner, non-negative rebuttals and consistent totals', () => {
    fc.assert(
      fc.property(
        validSoloGame,
        fc.constantFrom('SINGLES', 'EASY_CAPS', 'UNRANKED') as fc.Arbitrary<'SINGLES' | 'EASY_CAPS' | 'UNRANKED'>,
        (game, type) => {
          expect(ZPostSoloGame.safeParse(game).success).toBe(true);
          const [r1, r2] = deriveSoloGame(type, game).rows;
          expect(r1.won).not.toBe(r2.won);
          expect(r1.rebuttals).toBeGreaterThanOrEqual(0);
          expect(r2.rebuttals).toBeGreaterThanOrEqual(0);
          // Every sink is either a point or rebutted by the other side.
          if (r1.sinksLogged) expect(r1.rebuttals + r2.rebuttals).toBe(r1.sinks + r2.sinks - r1.score - r2.score);
          expect(r1.pointsLost).toBe(r2.score);
          expect(r2.sinksLost).toBe(r1.sinks);
        },
      ),
    );
  });
});
