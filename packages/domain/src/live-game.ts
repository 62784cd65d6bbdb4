/**
 * The live game (SPEC.md §4 "Live game") as a pure state machine: rock-paper-scissors start, sinks, rebuttal chains,
 * the end at 11 (sudden death) or with a 2-point lead (overtime), undo, and the body that posts the finished game.
 *
 * Event encoding (the one `achievements.ts` reads): a sink that lands is a SINK by the thrower; the other side either
 * answers it (SINK + REBUTTAL by the answering side, roles swap and the chain goes on) or misses, and then the side
 * that sank last logs a POINT. A game that ends logs END (by the winner). The user's own events carry their id, the
 * opponent's carry null until `toPostedGame` fills in the chosen opponent.
 */
import { GAME_MODES, SOLO_GAME_TYPES, type TGameMode, type TSoloGameType } from './enums.ts';
import { checkFinalScore } from './game-rules.ts';
import type { TPostGameEvent, TPostSoloGame } from './game-schemas.ts';
import type { TCodedError } from './i18n/coded-message.ts';
import { LIMITS } from './limits.ts';
import type { TLiveEvent, TLiveGameState, TLiveSideStats, TLiveUndoEntry } from './live-game-schemas.ts';
import { LIVE_SIDES, type TLiveSide } from './live-sides.ts';

/** The two sides of the phone's scoreboard. */
export { LIVE_SIDES, type TLiveSide };

/** The most sinks one side may log: the server refuses a solo game with more (SPEC.md §9, opponent sinks). */
export const LIVE_MAX_SINKS = LIMITS.maxOpponentSinks;

/** What the player can do; `time` is the ISO moment of the action (kept out of the rules so they stay pure). */
export type TLiveAction =
  | { type: 'start'; rpsWinner: TLiveSide; gameMode: TGameMode; time: string }
  /** Main phase: a side sank. */
  | { type: 'sink'; side: TLiveSide; time: string }
  /** Rebuttal phase: the side that had to rebut did (its sink answers the last one). */
  | { type: 'rebut'; time: string }
  /** Rebuttal phase: the answer missed, so the side that sank last scores. */
  | { type: 'miss'; time: string }
  | { type: 'undo' };

/** A fresh game for `myId`, waiting for rock paper scissors. */
export function createLiveGame(myId: string, gameMode: TGameMode = 'SUDDEN_DEATH'): TLiveGameState {
  return {
    version: 1,
    myId,
    gameMode,
    phase: 'rps',
    rpsWinner: null,
    lastSinker: null,
    chain: 0,
    you: { score: 0, sinks: 0, rebuttals: 0 },
    opponent: { score: 0, sinks: 0, rebuttals: 0 },
    events: [],
    history: [],
  };
}

/** The other side. */
export function otherSide(side: TLiveSide): TLiveSide {
  return side === 'you' ? 'opponent' : 'you';
}

/** The side that must answer the last sink (rebuttal phase), otherwise null. */
export function sideToRebut(state: TLiveGameState): TLiveSide | null {
  return state.phase === 'rebuttal' && state.lastSinker ? otherSide(state.lastSinker) : null;
}

/** True when the game is over under `gameMode` at this score: 11 in sudden death, 11+ with a 2-point lead in overtime. */
export function isFinalScore(gameMode: TGameMode, a: number, b: number): boolean {
  const high = Math.max(a, b);
  if (high < LIMITS.pointsToWin) return false;
  return gameMode === 'SUDDEN_DEATH' || high - Math.min(a, b) >= LIMITS.overtimeLead;
}

/** Whether `action` changes the game (anything else is ignored by `applyAction`). */
export function canApply(state: TLiveGameState, action: TLiveAction): boolean {
  switch (action.type) {
    case 'start':
      return state.phase === 'rps';
    case 'sink':
      return state.phase === 'main' && state[action.side].sinks < LIVE_MAX_SINKS;
    case 'rebut': {
      const rebutter = sideToRebut(state);
      return rebutter !== null && state[rebutter].sinks < LIVE_MAX_SINKS;
    }
    case 'miss':
      // A point past the overtime cap could never be posted (SPEC.md §9: overtime ends by 21).
      return (
        state.phase === 'rebuttal' &&
        state.lastSinker !== null &&
        state[state.lastSinker].score < LIMITS.maxScoreOvertime
      );
    case 'undo':
      return state.history.length > 0;
  }
}

/** The game after `action`; the same object when the action does not apply in this state. */
export function applyAction(state: TLiveGameState, action: TLiveAction): TLiveGameState {
  if (!canApply(state, action)) return state;
  if (action.type === 'undo') return undo(state);
  const next = { ...state, history: [...state.history, undoEntryOf(state)] };
  const userOf = (side: TLiveSide) => (side === 'you' ? state.myId : null);
  const log = (...events: [TLiveEvent['gameEvent'], TLiveSide][]): TLiveEvent[] => [
    ...state.events,
    ...events.map(([gameEvent, side]) => ({ gameEvent, time: action.time, userId: userOf(side) })),
  ];

  switch (action.type) {
    case 'start':
      return {
        ...next,
        gameMode: action.gameMode,
        phase: 'main',
        rpsWinner: action.rpsWinner,
        events: log(['ROCK_PAPER_SCISSORS', action.rpsWinner], ['START', action.rpsWinner]),
      };
    case 'sink':
      return withSide(
        { ...next, phase: 'rebuttal', lastSinker: action.side, chain: 0, events: log(['SINK', action.side]) },
        action.side,
        {
          ...state[action.side],
          sinks: state[action.side].sinks + 1,
        },
      );
    case 'rebut': {
      const rebutter = otherSide(state.lastSinker ?? 'you');
      const stats = state[rebutter];
      return withSide(
        {
          ...next,
          lastSinker: rebutter,
          chain: state.chain + 1,
          events: log(['SINK', rebutter], ['REBUTTAL', rebutter]),
        },
        rebutter,
        {
          ...stats,
          sinks: stats.sinks + 1,
          rebuttals: stats.rebuttals + 1,
        },
      );
    }
    case 'miss': {
      const scorer = state.lastSinker ?? 'you';
      const scored = withSide(next, scorer, { ...state[scorer], score: state[scorer].score + 1 });
      const over = isFinalScore(state.gameMode, scored.you.score, scored.opponent.score);
      return {
        ...scored,
        phase: over ? 'ended' : 'main',
        lastSinker: null,
        chain: 0,
        events: over ? log(['POINT', scorer], ['END', scorer]) : log(['POINT', scorer]),
      };
    }
  }
}

/** The winner of an ended game, otherwise null. */
export function liveWinner(state: TLiveGameState): TLiveSide | null {
  if (state.phase !== 'ended') return null;
  return state.you.score > state.opponent.score ? 'you' : 'opponent';
}

/**
 * Why the game can no longer reach a score the league accepts (the user can only undo or discard it), or null.
 * The server caps overtime at 21 points and sinks at 27 per side; real games almost never get there.
 */
export function liveGameBlocker(state: TLiveGameState): TCodedError | null {
  if (state.phase === 'rps' || state.phase === 'ended') return null;
  const bothAtCap = state.you.sinks >= LIVE_MAX_SINKS && state.opponent.sinks >= LIVE_MAX_SINKS;
  if (state.phase === 'main' && bothAtCap) return { code: 'LIVE_GAME_SINKS_FULL', params: { max: LIVE_MAX_SINKS } };
  const lowest = Math.min(state.you.score, state.opponent.score);
  if (state.gameMode === 'OVERTIME' && lowest >= LIMITS.maxScoreOvertime - 1) {
    return {
      code: 'LIVE_GAME_OVERTIME_TOO_LONG',
      params: { max: LIMITS.maxScoreOvertime, you: state.you.score, opponent: state.opponent.score },
    };
  }
  return null;
}

/** The game modes under which an ended game's score is valid (11–9 fits both; 11–10 only sudden death). */
export function postableGameModes(state: TLiveGameState): TGameMode[] {
  if (state.phase !== 'ended') return [];
  return GAME_MODES.filter((mode) => {
    try {
      checkFinalScore(mode, state.you.score, state.opponent.score, 'players');
      return true;
    } catch {
      return false;
    }
  });
}

export interface TLivePostOptions {
  myId: string;
  opponentId: string;
  /** The type it will be posted as (`POST /api/{singles|easy|unranked}`); a live game is always one against one. */
  gameType: TSoloGameType;
  /** Defaults to the mode the game was played in; `postableGameModes` lists the others that fit the score. */
  gameMode?: TGameMode;
}

/**
 * The body of `POST /api/{singles|easy|unranked}` for this game (player1 = the poster): scores, sinks and every event,
 * with the opponent's events credited to `opponentId` so achievements count for both players.
 */
export function toPostedGame(state: TLiveGameState, options: TLivePostOptions): TPostSoloGame {
  if (!SOLO_GAME_TYPES.includes(options.gameType))
    throw new Error(`A live game cannot be posted as ${String(options.gameType)}`);
  const gameEvents: TPostGameEvent[] = state.events.map((e) => ({
    gameEvent: e.gameEvent,
    time: e.time,
    userId: e.userId === null ? options.opponentId : options.myId,
  }));
  return {
    gameMode: options.gameMode ?? state.gameMode,
    player1Stats: { playerId: options.myId, score: state.you.score, sinks: state.you.sinks },
    player2Stats: { playerId: options.opponentId, score: state.opponent.score, sinks: state.opponent.sinks },
    gameEvents,
  };
}

function withSide(state: TLiveGameState, side: TLiveSide, stats: TLiveSideStats): TLiveGameState {
  return side === 'you' ? { ...state, you: stats } : { ...state, opponent: stats };
}

function undoEntryOf(state: TLiveGameState): TLiveUndoEntry {
  const { gameMode, phase, rpsWinner, lastSinker, chain, you, opponent } = state;
  return { gameMode, phase, rpsWinner, lastSinker, chain, you, opponent, eventCount: state.events.length };
}

function undo(state: TLiveGameState): TLiveGameState {
  const entry = state.history[state.history.length - 1];
  if (!entry) return state;
  const { eventCount, ...fields } = entry;
  return { ...state, ...fields, events: state.events.slice(0, eventCount), history: state.history.slice(0, -1) };
}
