/**
 * A live game as its watchers see it (issue 28): the phone scoring it shares its event log (live-game.ts encodes
 * it), each event with its side instead of a user id, and everyone else reads the score from that log. The rules of
 * reading it are here, once: the server refuses a log no live game can write, and answers with its summary.
 */
import { GameRuleError } from './game-rules.ts';
import type { TGameEventKind, TGameMode } from './enums.ts';
import { isFinalScore, type TLiveSide } from './live-game.ts';

/** One event of a shared game: what happened, when (ISO time from the phone) and on which side. */
export type TWatchEvent = { gameEvent: TGameEventKind; time: string; side: TLiveSide };

export type TWatchSideStats = { score: number; sinks: number; rebuttals: number };

/** What a watcher sees: each side's numbers, where the game stands, the chain of rebuttals going on, the winner. */
export type TWatchSummary = {
  you: TWatchSideStats;
  opponent: TWatchSideStats;
  phase: 'rps' | 'main' | 'rebuttal' | 'ended';
  /** In the rebuttal phase: the side that sank last (the other must answer). */
  lastSinker: TLiveSide | null;
  /** Rebuttals in the chain going on. */
  chain: number;
  winner: TLiveSide | null;
};

/** The most events a shared game holds (a game to 21 with 27 sinks a side stays far below). */
export const WATCH_MAX_EVENTS = 400;

/** The events of a live game's log, each with its side (the phone's own events carry its user id, the opponent's null). */
export function toWatchEvents(
  events: ReadonlyArray<{ gameEvent: TGameEventKind; time: string; userId: string | null }>,
): TWatchEvent[] {
  return events.map((e) => ({ gameEvent: e.gameEvent, time: e.time, side: e.userId === null ? 'opponent' : 'you' }));
}

/** A log no live game writes: a generic refusal, its English text says where the log went wrong (for the developer). */
const NOT_A_LIVE_LOG = { code: 'INVALID_VALUE' } as const;

/**
 * Reads a shared log in the order live-game.ts writes it; throws GameRuleError at the first event no live game
 * writes there (a START twice, a POINT without a sink, an event after the END).
 */
export function summarizeWatchEvents(events: readonly TWatchEvent[], gameMode: TGameMode): TWatchSummary {
  if (events.length > WATCH_MAX_EVENTS)
    throw new GameRuleError(NOT_A_LIVE_LOG, `A live game holds at most ${WATCH_MAX_EVENTS} events`);
  const s: TWatchSummary = {
    you: { score: 0, sinks: 0, rebuttals: 0 },
    opponent: { score: 0, sinks: 0, rebuttals: 0 },
    phase: 'rps',
    lastSinker: null,
    chain: 0,
    winner: null,
  };
  /** A rebuttal's sink was logged: its REBUTTAL must come next, by the same side. */
  let rebutting: TLiveSide | null = null;
  let previous: TWatchEvent | undefined;
  events.forEach((event, index) => {
    const wrong = (why: string) => new GameRuleError(NOT_A_LIVE_LOG, `Event ${index + 1} (${event.gameEvent}): ${why}`);
    if (s.phase === 'ended') throw wrong('the game is over');
    if (rebutting !== null && event.gameEvent !== 'REBUTTAL') throw wrong('a rebuttal was due');
    const side = s[event.side];
    switch (event.gameEvent) {
      case 'ROCK_PAPER_SCISSORS':
      case 'START':
        if (s.phase !== 'rps') throw wrong('the game has started');
        if (event.gameEvent === 'START') s.phase = 'main';
        break;
      case 'SINK':
        if (s.phase === 'main') {
          s.chain = 0;
          s.phase = 'rebuttal';
        } else if (s.phase === 'rebuttal' && event.side !== s.lastSinker) rebutting = event.side;
        else throw wrong('no sink is possible here');
        side.sinks++;
        s.lastSinker = event.side;
        break;
      case 'REBUTTAL':
        if (rebutting !== event.side) throw wrong('a rebuttal follows its sink');
        rebutting = null;
        side.rebuttals++;
        s.chain++;
        break;
      case 'POINT':
        if (s.phase !== 'rebuttal' || event.side !== s.lastSinker)
          throw wrong('a point goes to the side that sank last');
        side.score++;
        s.phase = 'main';
        s.lastSinker = null;
        s.chain = 0;
        break;
      case 'END':
        if (
          previous?.gameEvent !== 'POINT' ||
          previous.side !== event.side ||
          !isFinalScore(gameMode, s.you.score, s.opponent.score)
        )
          throw wrong('the game is not over');
        s.phase = 'ended';
        s.winner = event.side;
        break;
      default:
        throw wrong('a live game does not log it');
    }
    previous = event;
  });
  if (rebutting !== null) throw new GameRuleError(NOT_A_LIVE_LOG, 'The log ends between a sink and its rebuttal');
  return s;
}
