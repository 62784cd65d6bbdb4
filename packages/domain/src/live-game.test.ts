import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { mostRebuttalsInOneChain, rebuttedOnLastChance } from './achievements.ts';
import { deriveSoloGame, validateSoloGame } from './game-rules.ts';
import { ZPostSoloGame } from './game-schemas.ts';
import { errorText } from './i18n/error-text.ts';
import type { TGameMode } from './enums.ts';
import {
  LIVE_MAX_SINKS,
  applyAction,
  canApply,
  createLiveGame,
  isFinalScore,
  liveGameBlocker,
  liveWinner,
  postableGameModes,
  sideToRebut,
  toPostedGame,
  type TLiveAction,
  type TLiveSide,
} from './live-game.ts';
import { restoreLiveGame, ZLiveGameState, type TLiveGameState } from './live-game-schemas.ts';

const ME = '11111111-1111-4111-8111-111111111111';
const OPP = '22222222-2222-4222-8222-222222222222';
const T = '2026-05-01T20:00:00.000Z';
/** The English text of why a game is blocked (what the client shows in English), or null. */
const blockerText = (state: TLiveGameState) => {
  const blocker = liveGameBlocker(state);
  return blocker && errorText(blocker.code, blocker.params);
};

const start = (rpsWinner: TLiveSide = 'you', gameMode: TGameMode = 'SUDDEN_DEATH'): TLiveAction => ({
  type: 'start',
  rpsWinner,
  gameMode,
  time: T,
});
const sink = (side: TLiveSide): TLiveAction => ({ type: 'sink', side, time: T });
const rebut: TLiveAction = { type: 'rebut', time: T };
const miss: TLiveAction = { type: 'miss', time: T };
const undo: TLiveAction = { type: 'undo' };

function play(state: TLiveGameState, ...actions: TLiveAction[]): TLiveGameState {
  return actions.reduce(applyAction, state);
}

/** Scores `points` plain points for `side` (sink, then the other side misses). */
function points(state: TLiveGameState, side: TLiveSide, n: number): TLiveGameState {
  let s = state;
  for (let i = 0; i < n; i += 1) s = play(s, sink(side), miss);
  return s;
}

const kinds = (s: TLiveGameState) => s.events.map((e) => `${e.gameEvent}:${e.userId === ME ? 'me' : 'opp'}`);

describe('start', () => {
  it('waits for rock paper scissors and logs it with START by the winner', () => {
    const fresh = createLiveGame(ME);
    expect(fresh.phase).toBe('rps');
    const s = applyAction(fresh, start('opponent', 'OVERTIME'));
    expect(s.phase).toBe('main');
    expect(s.rpsWinner).toBe('opponent');
    expect(s.gameMode).toBe('OVERTIME');
    expect(s.events).toEqual([
      { gameEvent: 'ROCK_PAPER_SCISSORS', time: T, userId: null },
      { gameEvent: 'START', time: T, userId: null },
    ]);
    expect(kinds(applyAction(fresh, start('you')))).toEqual(['ROCK_PAPER_SCISSORS:me', 'START:me']);
  });

  it('ignores throws before the start and a second start', () => {
    const fresh = createLiveGame(ME);
    expect(applyAction(fresh, sink('you'))).toBe(fresh);
    const started = applyAction(fresh, start());
    expect(applyAction(started, start('opponent'))).toBe(started);
  });
});

describe('sinks and rebuttal chains', () => {
  it('a sink opens the rebuttal phase for the other side', () => {
    const s = play(createLiveGame(ME), start(), sink('you'));
    expect(s.phase).toBe('rebuttal');
    expect(sideToRebut(s)).toBe('opponent');
    expect(s.you).toEqual({ score: 0, sinks: 1, rebuttals: 0 });
    expect(kinds(s).at(-1)).toBe('SINK:me');
  });

  it('a rebuttal logs SINK + REBUTTAL by the rebutter and swaps roles; the chain goes on', () => {
    const s = play(createLiveGame(ME), start(), sink('you'), rebut);
    expect(sideToRebut(s)).toBe('you');
    expect(s.opponent).toEqual({ score: 0, sinks: 1, rebuttals: 1 });
    expect(s.chain).toBe(1);
    const s2 = play(s, rebut, rebut);
    expect(sideToRebut(s2)).toBe('you');
    expect(s2.chain).toBe(3);
    expect(kinds(s2).slice(2)).toEqual([
      'SINK:me',
      'SINK:opp',
      'REBUTTAL:opp',
      'SINK:me',
      'REBUTTAL:me',
      'SINK:opp',
      'REBUTTAL:opp',
    ]);
  });

  it('a failed rebuttal gives a POINT to the side that sank last and returns to the main phase', () => {
    const s = play(createLiveGame(ME), start(), sink('you'), rebut, miss);
    expect(s.phase).toBe('main');
    expect(s.opponent).toEqual({ score: 1, sinks: 1, rebuttals: 1 });
    expect(s.you).toEqual({ score: 0, sinks: 1, rebuttals: 0 });
    expect(s.chain).toBe(0);
    expect(kinds(s).at(-1)).toBe('POINT:opp');
  });

  it('rebut and miss only apply in the rebuttal phase; sinks only in the main phase', () => {
    const main = play(createLiveGame(ME), start());
    expect(canApply(main, rebut)).toBe(false);
    expect(canApply(main, miss)).toBe(false);
    const reb = applyAction(main, sink('opponent'));
    expect(canApply(reb, sink('you'))).toBe(false);
    expect(applyAction(reb, sink('opponent'))).toBe(reb);
  });

  it('the events feed the rebuttal-streak and last-chance achievements', () => {
    let s = points(play(createLiveGame(ME), start()), 'opponent', 10);
    s = play(s, sink('opponent'), rebut, rebut, rebut, rebut, rebut, rebut, rebut, rebut, rebut, miss);
    const body = toPostedGame(s, { myId: ME, opponentId: OPP, gameType: 'SINGLES' });
    const events = body.gameEvents ?? [];
    expect(mostRebuttalsInOneChain(events, ME)).toBe(5);
    expect(mostRebuttalsInOneChain(events, OPP)).toBe(4);
    expect(rebuttedOnLastChance(events, ME, [OPP])).toBe(true);
    expect(rebuttedOnLastChance(events, OPP, [ME])).toBe(false);
  });

  it('a side cannot log more sinks than a posted game holds', () => {
    let s = play(createLiveGame(ME), start(), sink('you'));
    while (canApply(s, rebut)) s = applyAction(s, rebut);
    expect(Math.max(s.you.sinks, s.opponent.sinks)).toBe(LIVE_MAX_SINKS);
    expect(s[sideToRebut(s) ?? 'you'].sinks).toBe(LIVE_MAX_SINKS);
    // The one who cannot sink again can only miss.
    expect(canApply(s, miss)).toBe(true);
  });
});

describe('the end of the game', () => {
  it('sudden death ends at 11 with END by the winner', () => {
    let s = points(play(createLiveGame(ME), start()), 'opponent', 10);
    s = points(s, 'you', 10);
    expect(s.phase).toBe('main');
    s = points(s, 'you', 1);
    expect(s.phase).toBe('ended');
    expect(liveWinner(s)).toBe('you');
    expect(kinds(s).slice(-2)).toEqual(['POINT:me', 'END:me']);
    expect(canApply(s, sink('you'))).toBe(false);
    expect(postableGameModes(s)).toEqual(['SUDDEN_DEATH']);
  });

  it('overtime needs a 2-point lead from 11', () => {
    let s = points(play(createLiveGame(ME), start('you', 'OVERTIME')), 'opponent', 10);
    s = points(s, 'you', 11);
    expect(s.phase).toBe('main');
    s = points(s, 'opponent', 1);
    s = points(s, 'you', 1);
    expect(s.phase).toBe('main');
    s = points(s, 'you', 1);
    expect(s.phase).toBe('ended');
    expect([s.you.score, s.opponent.score]).toEqual([13, 11]);
    expect(postableGameModes(s)).toEqual(['OVERTIME']);
  });

  it('an 11–9 game fits both modes', () => {
    const s = points(points(play(createLiveGame(ME), start('you', 'OVERTIME')), 'opponent', 9), 'you', 11);
    expect(s.phase).toBe('ended');
    expect(postableGameModes(s)).toEqual(['SUDDEN_DEATH', 'OVERTIME']);
  });

  it('isFinalScore follows the mode', () => {
    expect(isFinalScore('SUDDEN_DEATH', 11, 10)).toBe(true);
    expect(isFinalScore('OVERTIME', 11, 10)).toBe(false);
    expect(isFinalScore('OVERTIME', 12, 10)).toBe(true);
    expect(isFinalScore('OVERTIME', 10, 8)).toBe(false);
  });

  it('an overtime game tied at 20 is blocked: the league accepts no score past 21', () => {
    let s = play(createLiveGame(ME), start('you', 'OVERTIME'));
    for (let i = 0; i < 20; i += 1) s = points(points(s, 'you', 1), 'opponent', 1);
    expect([s.you.score, s.opponent.score, s.phase]).toEqual([20, 20, 'main']);
    expect(blockerText(s)).toMatch(/21 points/);
    expect(blockerText(points(createLiveGame(ME), 'you', 0))).toBeNull();
  });
});

describe('undo', () => {
  it('restores the previous state exactly, back to rock paper scissors', () => {
    const states = [createLiveGame(ME)];
    for (const a of [start(), sink('you'), rebut, miss])
      states.push(applyAction(states.at(-1) ?? createLiveGame(ME), a));
    let s = states.at(-1) ?? createLiveGame(ME);
    for (let i = states.length - 2; i >= 0; i -= 1) {
      s = applyAction(s, undo);
      expect(s).toEqual(states[i]);
    }
    expect(canApply(s, undo)).toBe(false);
  });

  it('takes back the winning point', () => {
    const before = points(points(play(createLiveGame(ME), start()), 'you', 10), 'opponent', 3);
    const ended = points(before, 'you', 1);
    expect(ended.phase).toBe('ended');
    const back = applyAction(ended, undo);
    expect(back.phase).toBe('rebuttal');
    expect(back.you.score).toBe(10);
    expect(applyAction(back, undo)).toEqual(before);
  });
});

describe('posting', () => {
  it('builds the solo body with the poster as player 1 and the opponent credited', () => {
    let s = points(play(createLiveGame(ME), start('opponent')), 'opponent', 4);
    s = play(s, sink('opponent'), rebut, miss);
    s = points(s, 'you', 11);
    const body = toPostedGame(s, { myId: ME, opponentId: OPP, gameType: 'EASY_CAPS' });
    expect(body.gameMode).toBe('SUDDEN_DEATH');
    expect(body.player1Stats).toEqual({ playerId: ME, score: 11, sinks: 11 });
    expect(body.player2Stats).toEqual({ playerId: OPP, score: 4, sinks: 5 });
    expect(body.gameEvents?.[0]).toEqual({ gameEvent: 'ROCK_PAPER_SCISSORS', time: T, userId: OPP });
    expect(body.gameEvents?.every((e) => e.userId === ME || e.userId === OPP)).toBe(true);
    expect(() => validateSoloGame(ZPostSoloGame.parse(body))).not.toThrow();
    // The server derives my rebuttals from the opponent's sinks that did not score.
    expect(deriveSoloGame('EASY_CAPS', body).rows[0].rebuttals).toBe(s.you.rebuttals);
  });

  it('can post an 11–9 overtime game as sudden death', () => {
    const s = points(points(play(createLiveGame(ME), start('you', 'OVERTIME')), 'opponent', 9), 'you', 11);
    expect(
      toPostedGame(s, { myId: ME, opponentId: OPP, gameType: 'UNRANKED', gameMode: 'SUDDEN_DEATH' }).gameMode,
    ).toBe('SUDDEN_DEATH');
  });
});

describe('restoring a saved game', () => {
  it('accepts its own JSON round trip and refuses foreign or broken saves', () => {
    const s = play(createLiveGame(ME), start(), sink('you'), rebut);
    const stored: unknown = JSON.parse(JSON.stringify(s));
    expect(restoreLiveGame(stored, ME)).toEqual(s);
    expect(restoreLiveGame(stored, OPP)).toBeNull();
    expect(restoreLiveGame({ ...s, phase: 'halftime' }, ME)).toBeNull();
    expect(restoreLiveGame('nonsense', ME)).toBeNull();
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Properties
// ---------------------------------------------------------------------------------------------------------------

const time = fc
  .integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) })
  .map((ms) => new Date(ms).toISOString());
const side = fc.constantFrom<TLiveSide>('you', 'opponent');
const anyAction: fc.Arbitrary<TLiveAction> = fc.oneof(
  {
    arbitrary: fc.record({
      type: fc.constant('start' as const),
      rpsWinner: side,
      gameMode: fc.constantFrom<TGameMode>('SUDDEN_DEATH', 'OVERTIME'),
      time,
    }),
    weight: 1,
  },
  { arbitrary: fc.record({ type: fc.constant('sink' as const), side, time }), weight: 6 },
  { arbitrary: fc.record({ type: fc.constant('rebut' as const), time }), weight: 4 },
  { arbitrary: fc.record({ type: fc.constant('miss' as const), time }), weight: 5 },
  { arbitrary: fc.constant<TLiveAction>({ type: 'undo' }), weight: 1 },
);
// Long enough that most runs reach the end of a game (a point takes two actions).
const actionLists = fc.array(anyAction, { minLength: 1, maxLength: 400, size: 'max' });

function countEvents(s: TLiveGameState, gameEvent: string, userId: string | null): number {
  return s.events.filter((e) => e.gameEvent === gameEvent && e.userId === userId).length;
}

describe('properties', () => {
  it('every reachable state keeps the counters consistent with the event log', () => {
    fc.assert(
      fc.property(actionLists, (actions) => {
        let s = createLiveGame(ME);
        for (const a of actions) {
          s = applyAction(s, a);
          for (const stats of [s.you, s.opponent]) {
            // Plain checks per step (expect() on every step of 400 is too slow for hundreds of runs).
            if (stats.score > stats.sinks || stats.rebuttals > stats.sinks || stats.sinks > LIVE_MAX_SINKS) {
              throw new Error(`inconsistent counters ${JSON.stringify(stats)}`);
            }
          }
        }
        expect(ZLiveGameState.safeParse(s).success).toBe(true);
        for (const [who, id] of [
          ['you', ME],
          ['opponent', null],
        ] as const) {
          expect(s[who].score).toBe(countEvents(s, 'POINT', id));
          expect(s[who].sinks).toBe(countEvents(s, 'SINK', id));
          expect(s[who].rebuttals).toBe(countEvents(s, 'REBUTTAL', id));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('an ended game posts a body the server accepts, with the rebuttals it will derive', () => {
    let ended = 0;
    fc.assert(
      fc.property(actionLists, fc.constantFrom('SINGLES', 'EASY_CAPS', 'UNRANKED' as const), (actions, gameType) => {
        const s = actions.reduce(applyAction, createLiveGame(ME));
        if (s.phase !== 'ended') return;
        ended += 1;
        expect(postableGameModes(s)).toContain(s.gameMode);
        for (const gameMode of postableGameModes(s)) {
          const body = ZPostSoloGame.parse(toPostedGame(s, { myId: ME, opponentId: OPP, gameType, gameMode }));
          expect(() => validateSoloGame(body)).not.toThrow();
          const [mine, theirs] = deriveSoloGame(gameType, body).rows;
          expect(mine.rebuttals).toBe(s.you.rebuttals);
          expect(theirs.rebuttals).toBe(s.opponent.rebuttals);
          expect(body.gameEvents?.at(-1)?.gameEvent).toBe('END');
        }
      }),
      { numRuns: 500 },
    );
    expect(ended).toBeGreaterThan(50);
  });

  it('undo restores the previous state exactly', () => {
    fc.assert(
      fc.property(actionLists, anyAction, (actions, last) => {
        const before = actions.reduce(applyAction, createLiveGame(ME));
        const after = applyAction(before, last);
        if (after === before || last.type === 'undo') return;
        expect(applyAction(after, { type: 'undo' })).toEqual(before);
      }),
      { numRuns: 500 },
    );
  });

  it('only a stored game survives a JSON round trip unchanged', () => {
    fc.assert(
      fc.property(actionLists, (actions) => {
        const s = actions.reduce(applyAction, createLiveGame(ME));
        expect(restoreLiveGame(JSON.parse(JSON.stringify(s)), ME)).toEqual(s);
      }),
      { numRuns: 100 },
    );
  });
});
