import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  achievementsEarned,
  achievementsForSettlement,
  mostRebuttalsInOneChain,
  rebuttedOnLastChance,
  type TAchievementCheck,
} from './achievements.ts';
import type { TGameEventKind } from './enums.ts';
import type { TGameEventLike } from './game-rules.ts';
import { applyGameToStats, emptyStats, settleAcceptedGame } from './stats.ts';
import type { TStats } from './stats-schema.ts';

const U1 = '11111111-1111-4111-8111-111111111111';
const U2 = '22222222-2222-4222-8222-222222222222';
const U3 = '33333333-3333-4333-8333-333333333333';
const U4 = '44444444-4444-4444-8444-444444444444';

function ev(gameEvent: TGameEventKind, userId: string | null = null): TGameEventLike {
  return { gameEvent, userId };
}

function times(n: number, event: TGameEventLike): TGameEventLike[] {
  return Array.from({ length: n }, () => event);
}

/** A rebuttal as the live game logs it: the rebutter's SINK then REBUTTAL. */
function rebut(userId: string): TGameEventLike[] {
  return [ev('SINK', userId), ev('REBUTTAL', userId)];
}

/** A chain opened by `opener` with `count` rebuttals alternating between the two sides. */
function chain(opener: string, other: string, count: number): TGameEventLike[] {
  return [ev('SINK', opener), ...Array.from({ length: count }, (_, i) => rebut(i % 2 === 0 ? other : opener)).flat()];
}

function statsWith(over: Partial<TStats>): TStats {
  return { ...emptyStats(), ...over };
}

function check(over: Partial<TAchievementCheck>): TAchievementCheck {
  return {
    gameType: 'SINGLES',
    playerId: U1,
    opponentIds: [U2],
    statsAfter: statsWith({ gamesPlayed: 1, gamesLost: 1 }),
    events: [],
    alreadyHave: [],
    ...over,
  };
}

describe('achievementsEarned: stats-based', () => {
  it('PLAY_FIRST_GAME after the first accepted singles, easy caps or doubles game', () => {
    for (const gameType of ['SINGLES', 'EASY_CAPS', 'DOUBLES'] as const) {
      expect(achievementsEarned(check({ gameType }))).toEqual(['PLAY_FIRST_GAME']);
    }
  });

  it('FIRST_WIN for a player who won', () => {
    expect(achievementsEarned(check({ statsAfter: statsWith({ gamesPlayed: 1, gamesWon: 1 }) }))).toEqual([
      'PLAY_FIRST_GAME',
      'FIRST_WIN',
    ]);
  });

  it('FIRST_NAKED_LAP for the player who scored 0', () => {
    expect(
      achievementsEarned(
        check({ gameType: 'EASY_CAPS', statsAfter: statsWith({ gamesPlayed: 1, gamesLost: 1, nakedLaps: 1 }) }),
      ),
    ).toEqual(['PLAY_FIRST_GAME', 'FIRST_NAKED_LAP']);
  });

  it('PLACE_IN_SINGLES / PLACE_IN_EASY at the 5th accepted game of that type, not before', () => {
    expect(
      achievementsEarned(check({ statsAfter: statsWith({ gamesPlayed: 4 }), alreadyHave: ['PLAY_FIRST_GAME'] })),
    ).toEqual([]);
    expect(
      achievementsEarned(check({ statsAfter: statsWith({ gamesPlayed: 5 }), alreadyHave: ['PLAY_FIRST_GAME'] })),
    ).toEqual(['PLACE_IN_SINGLES']);
    expect(
      achievementsEarned(
        check({ gameType: 'EASY_CAPS', statsAfter: statsWith({ gamesPlayed: 5 }), alreadyHave: ['PLAY_FIRST_GAME'] }),
      ),
    ).toEqual(['PLACE_IN_EASY']);
    // Doubles ranks teams, so a player's doubles games earn no placement.
    expect(
      achievementsEarned(
        check({ gameType: 'DOUBLES', statsAfter: statsWith({ gamesPlayed: 9 }), alreadyHave: ['PLAY_FIRST_GAME'] }),
      ),
    ).toEqual([]);
  });

  it('never awards what the player already has', () => {
    const statsAfter = statsWith({ gamesPlayed: 7, gamesWon: 3, nakedLaps: 1 });
    expect(
      achievementsEarned(
        check({ statsAfter, alreadyHave: new Set(['PLAY_FIRST_GAME', 'FIRST_WIN', 'FIRST_NAKED_LAP'] as const) }),
      ),
    ).toEqual(['PLACE_IN_SINGLES']);
    expect(
      achievementsEarned(
        check({ statsAfter, alreadyHave: ['PLAY_FIRST_GAME', 'FIRST_WIN', 'FIRST_NAKED_LAP', 'PLACE_IN_SINGLES'] }),
      ),
    ).toEqual([]);
  });

  it('unranked games award nothing, whatever happened', () => {
    const events = [...times(10, ev('POINT', U2)), ...chain(U2, U1, 30)];
    const statsAfter = statsWith({ gamesPlayed: 20, gamesWon: 10, nakedLaps: 3 });
    expect(achievementsEarned(check({ gameType: 'UNRANKED', statsAfter, events }))).toEqual([]);
  });
});

describe('REBUTTALS_IN_A_ROW_N', () => {
  it('the sheet test: [SINK, REBUTTAL×5] by one player earns _5 for that player only', () => {
    const events = [ev('SINK', U2), ...times(5, ev('REBUTTAL', U1))];
    expect(achievementsEarned(check({ events, alreadyHave: ['PLAY_FIRST_GAME'] }))).toEqual(['REBUTTALS_IN_A_ROW_5']);
    // Fixed: the opponent, who made none of those rebuttals, gets nothing.
    expect(
      achievementsEarned(check({ playerId: U2, opponentIds: [U1], events, alreadyHave: ['PLAY_FIRST_GAME'] })),
    ).toEqual([]);
  });

  it('counts the player’s own rebuttals in a live-game chain (SINK + REBUTTAL pairs, alternating)', () => {
    // 10 rebuttals alternate: U2 makes 5 and U1 makes 5.
    const events = [ev('START'), ev('ROCK_PAPER_SCISSORS', U1), ...chain(U1, U2, 10), ev('POINT', U2)];
    expect(mostRebuttalsInOneChain(events, U1)).toBe(5);
    expect(mostRebuttalsInOneChain(events, U2)).toBe(5);
    // 9 rebuttals: U2 makes 5 (1st, 3rd, … 9th), U1 makes 4.
    const nine = chain(U1, U2, 9);
    expect(mostRebuttalsInOneChain(nine, U2)).toBe(5);
    expect(mostRebuttalsInOneChain(nine, U1)).toBe(4);
  });

  it('a point breaks the chain', () => {
    const events = [...chain(U2, U1, 7), ev('POINT', U1), ...chain(U2, U1, 7)];
    expect(mostRebuttalsInOneChain(events, U1)).toBe(4);
    expect(achievementsEarned(check({ events, alreadyHave: ['PLAY_FIRST_GAME'] }))).toEqual([]);
  });

  it('any event other than SINK and REBUTTAL breaks the chain too', () => {
    const events = [
      ev('SINK', U2),
      ...times(3, ev('REBUTTAL', U1)),
      ev('BEER_SPILLED', U2),
      ...times(3, ev('REBUTTAL', U1)),
    ];
    expect(mostRebuttalsInOneChain(events, U1)).toBe(3);
  });

  it.each([
    [5, ['REBUTTALS_IN_A_ROW_5']],
    [7, ['REBUTTALS_IN_A_ROW_5', 'REBUTTALS_IN_A_ROW_7']],
    [11, ['REBUTTALS_IN_A_ROW_5', 'REBUTTALS_IN_A_ROW_7', 'REBUTTALS_IN_A_ROW_10']],
    [12, ['REBUTTALS_IN_A_ROW_5', 'REBUTTALS_IN_A_ROW_7', 'REBUTTALS_IN_A_ROW_10', 'REBUTTALS_IN_A_ROW_12']],
    [
      15,
      [
        'REBUTTALS_IN_A_ROW_5',
        'REBUTTALS_IN_A_ROW_7',
        'REBUTTALS_IN_A_ROW_10',
        'REBUTTALS_IN_A_ROW_12',
        'REBUTTALS_IN_A_ROW_15',
      ],
    ],
  ])(
    '%i rebuttals of the player in one chain earn every streak up to it (7, 10, 12, 15 are reachable)',
    (n, expected) => {
      const events = [...chain(U2, U1, 2 * n - 1), ev('POINT', U1)];
      expect(mostRebuttalsInOneChain(events, U1)).toBe(n);
      expect(achievementsEarned(check({ events, alreadyHave: ['PLAY_FIRST_GAME'] }))).toEqual(expected);
    },
  );

  it('a streak already held is skipped, the next one is still awarded', () => {
    const events = chain(U2, U1, 13);
    expect(achievementsEarned(check({ events, alreadyHave: ['PLAY_FIRST_GAME', 'REBUTTALS_IN_A_ROW_5'] }))).toEqual([
      'REBUTTALS_IN_A_ROW_7',
    ]);
  });

  it('rebuttals without a user id are credited to nobody; ids compare case-insensitively', () => {
    expect(mostRebuttalsInOneChain([ev('SINK', U2), ...times(6, ev('REBUTTAL'))], U1)).toBe(0);
    expect(mostRebuttalsInOneChain([ev('SINK', U2), ...times(6, ev('REBUTTAL', U1.toUpperCase()))], U1)).toBe(6);
  });
});

describe('REBUT_ON_LAST_CHANCE', () => {
  it('the sheet test: SINK(u2), POINT(u2)×10, SINK(u2), REBUTTAL(u1) earns it for u1', () => {
    const events = [ev('SINK', U2), ...times(10, ev('POINT', U2)), ev('SINK', U2), ev('REBUTTAL', U1)];
    expect(rebuttedOnLastChance(events, U1, [U2])).toBe(true);
    expect(achievementsEarned(check({ events, alreadyHave: ['PLAY_FIRST_GAME'] }))).toEqual(['REBUT_ON_LAST_CHANCE']);
    expect(rebuttedOnLastChance(events, U2, [U1])).toBe(false);
  });

  it('derives the running score from POINT events', () => {
    const game = (opponentPoints: number, ownPoints: number) => [
      ...Array.from({ length: opponentPoints }, () => [ev('SINK', U2), ev('POINT', U2)]).flat(),
      ...Array.from({ length: ownPoints }, () => [ev('SINK', U1), ev('POINT', U1)]).flat(),
      ...chain(U2, U1, 1),
    ];
    expect(rebuttedOnLastChance(game(9, 0), U1, [U2])).toBe(false);
    expect(rebuttedOnLastChance(game(10, 3), U1, [U2])).toBe(true);
    // The player's own 10 points are not the opponent's.
    expect(rebuttedOnLastChance(game(4, 10), U1, [U2])).toBe(false);
  });

  it('counts only rebuttals made while the opponent had 10, not before', () => {
    const events = [
      ...chain(U2, U1, 1),
      ev('POINT', U1),
      ...times(10, ev('POINT', U2)),
      ev('SINK', U1),
      ev('POINT', U1),
    ];
    expect(rebuttedOnLastChance(events, U1, [U2])).toBe(false);
  });

  it('doubles: points by either opposing player count; a teammate’s do not', () => {
    const events = [
      ...times(6, ev('POINT', U3)),
      ...times(4, ev('POINT', U4)),
      ...times(3, ev('POINT', U2)),
      ev('SINK', U4),
      ev('SINK', U1),
      ev('REBUTTAL', U1),
    ];
    expect(rebuttedOnLastChance(events, U1, [U3, U4])).toBe(true);
    expect(rebuttedOnLastChance(events, U2, [U3, U4])).toBe(false);
    const teammatePoints = [...times(10, ev('POINT', U2)), ev('SINK', U3), ev('SINK', U1), ev('REBUTTAL', U1)];
    expect(rebuttedOnLastChance(teammatePoints, U1, [U3, U4])).toBe(false);
  });
});

describe('achievementsForSettlement', () => {
  it('evaluates every player of an accepted doubles game against its events', () => {
    const settlement = settleAcceptedGame(
      {
        gameType: 'DOUBLES',
        body: {
          gameMode: 'SUDDEN_DEATH',
          team1: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
          team2: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
          team1Players: [U1, U2],
          team2Players: [U3, U4],
          team1Score: 11,
          team2Score: 0,
          playerStatsDtos: [U1, U2, U3, U4].map((playerId) => ({ playerId, score: 0, sinks: 0 })),
          gameEventList: [...times(5, ev('REBUTTAL', U3)).map((e) => ({ ...e, time: 0 }))],
        },
      },
      new Map(),
    );
    const earned = achievementsForSettlement(settlement, (id) => (id === U2 ? ['PLAY_FIRST_GAME'] : []));
    expect(Object.fromEntries(earned)).toEqual({
      [U1]: ['PLAY_FIRST_GAME', 'FIRST_WIN'],
      [U2]: ['FIRST_WIN'],
      [U3]: ['PLAY_FIRST_GAME', 'FIRST_NAKED_LAP', 'REBUTTALS_IN_A_ROW_5'],
      [U4]: ['PLAY_FIRST_GAME', 'FIRST_NAKED_LAP'],
    });
  });

  it('leaves out players who earn nothing', () => {
    const settlement = settleAcceptedGame(
      {
        gameType: 'UNRANKED',
        body: {
          gameMode: 'SUDDEN_DEATH',
          player1Stats: { playerId: U1, score: 11, sinks: 0 },
          player2Stats: { playerId: U2, score: 0, sinks: 0 },
        },
      },
      new Map(),
    );
    expect(achievementsForSettlement(settlement, () => []).size).toBe(0);
  });
});

describe('properties', () => {
  /** A random live game: each chain is opened by a side, answered some times, and ends with a point. */
  const liveGame = fc
    .array(fc.record({ opener: fc.constantFrom(U1, U2), rebuttals: fc.nat({ max: 20 }) }), { maxLength: 30 })
    .map((chains) =>
      chains.flatMap(({ opener, rebuttals }) => {
        const other = opener === U1 ? U2 : U1;
        // With an even count the opener sank last and scores; with an odd count the other side does.
        return [...chain(opener, other, rebuttals), ev('POINT', rebuttals % 2 === 0 ? opener : other)];
      }),
    );

  it('a player’s best chain never exceeds their rebuttals; alternating chains keep both sides within one', () => {
    fc.assert(
      fc.property(liveGame, (events) => {
        const total = events.filter((e) => e.gameEvent === 'REBUTTAL' && e.userId === U1).length;
        const best1 = mostRebuttalsInOneChain(events, U1);
        expect(best1).toBeLessThanOrEqual(total);
        // Rebuttals alternate inside a chain, so the other side made at least best1 − 1 in that same chain.
        expect(Math.abs(best1 - mostRebuttalsInOneChain(events, U2))).toBeLessThanOrEqual(1);
      }),
    );
  });

  // The replay of a change far back (server, league/replay-points.ts) leaves everyone's awards but the changed game's
  // players' as they are, because a change moves only points elsewhere: this pins that awards never read points.
  it('never depends on points', () => {
    fc.assert(
      fc.property(
        liveGame,
        fc.nat({ max: 10 }),
        fc.nat({ max: 10 }),
        fc.double({ min: -5000, max: 5000, noNaN: true }),
        (events, played, won, points) => {
          const stats = statsWith({ gamesPlayed: played, gamesWon: Math.min(won, played), nakedLaps: played % 3 });
          for (const gameType of ['SINGLES', 'EASY_CAPS', 'DOUBLES', 'UNRANKED'] as const) {
            expect(achievementsEarned(check({ gameType, events, statsAfter: { ...stats, points } }))).toEqual(
              achievementsEarned(check({ gameType, events, statsAfter: stats })),
            );
          }
        },
      ),
    );
  });

  it('the awarded list is always new, ordered and free of duplicates', () => {
    fc.assert(
      fc.property(liveGame, fc.nat({ max: 10 }), fc.boolean(), (events, games, won) => {
        let stats = emptyStats();
        for (let i = 0; i <= games; i++) {
          stats = applyGameToStats(
            stats,
            {
              score: 0,
              sinks: 0,
              rebuttals: 0,
              beersDowned: 0,
              nakedLap: false,
              won,
              pointsLost: 0,
              sinksLost: 0,
              sinksLogged: false,
            },
            0,
          );
        }
        const first = achievementsEarned(check({ events, statsAfter: stats }));
        expect(new Set(first).size).toBe(first.length);
        expect(achievementsEarned(check({ events, statsAfter: stats, alreadyHave: first }))).toEqual([]);
      }),
    );
  });
});
