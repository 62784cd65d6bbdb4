import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { TGameMode } from './enums.ts';
import { GameRuleError } from './game-rules.ts';
import { applyAction, createLiveGame, type TLiveAction, type TLiveSide } from './live-game.ts';
import { summarizeWatchEvents, toWatchEvents, type TWatchEvent } from './live-watch.ts';

const ME = 'me';
const T = '2026-11-26T10:00:00.000Z';
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

const e = (gameEvent: TWatchEvent['gameEvent'], s: TLiveSide): TWatchEvent => ({ gameEvent, time: T, side: s });

describe('a shared live game, as watchers read it', () => {
  it('reads every log the live game writes exactly as the game itself stands, after any actions and undos', () => {
    fc.assert(
      fc.property(fc.array(anyAction, { maxLength: 300 }), (actions) => {
        const game = actions.reduce(applyAction, createLiveGame(ME));
        const summary = summarizeWatchEvents(toWatchEvents(game.events), game.gameMode);
        expect(summary.you).toEqual(game.you);
        expect(summary.opponent).toEqual(game.opponent);
        expect(summary.phase).toBe(game.phase);
        expect(summary.chain).toBe(game.chain);
        expect(summary.lastSinker).toBe(game.lastSinker);
        expect(summary.winner).toBe(
          game.phase === 'ended' ? (game.you.score > game.opponent.score ? 'you' : 'opponent') : null,
        );
      }),
    );
  });

  it('refuses logs no live game writes', () => {
    const started = [e('ROCK_PAPER_SCISSORS', 'you'), e('START', 'you')];
    const refused: TWatchEvent[][] = [
      [...started, e('START', 'you')],
      [...started, e('POINT', 'you')],
      [...started, e('SINK', 'you'), e('SINK', 'you')],
      [...started, e('SINK', 'you'), e('SINK', 'opponent')], // a rebuttal's sink without its REBUTTAL
      [...started, e('SINK', 'you'), e('REBUTTAL', 'opponent')],
      [...started, e('SINK', 'you'), e('POINT', 'opponent')],
      [...started, e('SINK', 'you'), e('POINT', 'you'), e('END', 'you')],
      [...started, e('BEER_DOWNED', 'you')],
    ];
    for (const log of refused)
      expect(() => summarizeWatchEvents(log, 'SUDDEN_DEATH'), JSON.stringify(log.map((x) => x.gameEvent))).toThrow(
        GameRuleError,
      );
    expect(
      summarizeWatchEvents(
        [...started, e('SINK', 'you'), e('SINK', 'opponent'), e('REBUTTAL', 'opponent')],
        'SUDDEN_DEATH',
      ),
    ).toMatchObject({
      phase: 'rebuttal',
      chain: 1,
      lastSinker: 'opponent',
      opponent: { sinks: 1, rebuttals: 1, score: 0 },
    });
  });
});
