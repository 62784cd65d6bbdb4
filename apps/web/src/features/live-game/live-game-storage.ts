/** The game in progress and the tutorial flag in local storage, so a reload or a dead battery loses nothing. */
import { restoreLiveGame, type TLiveGameState } from '@caps/domain/live-game-schemas';

/** SPEC.md §9 "Local flag". */
export const TUTORIAL_KEY = 'tutorialPassed';
export const LIVE_GAME_KEY = 'liveGame';

function defaultStorage(): Storage | undefined {
  return typeof window === 'undefined' ? undefined : window.localStorage;
}

/** The saved game of `myId`, or null (none, unreadable, or another user's). */
export function loadLiveGame(myId: string, storage = defaultStorage()): TLiveGameState | null {
  const raw = storage?.getItem(LIVE_GAME_KEY);
  if (!raw) return null;
  try {
    return restoreLiveGame(JSON.parse(raw), myId);
  } catch {
    return null;
  }
}

/** Saves the game; a full storage only costs the resilience, never the game on screen. */
export function saveLiveGame(game: TLiveGameState, storage = defaultStorage()): void {
  try {
    storage?.setItem(LIVE_GAME_KEY, JSON.stringify(game));
  } catch {
    // Quota exceeded or storage disabled (private mode): keep playing without the backup.
  }
}

export function clearLiveGame(storage = defaultStorage()): void {
  storage?.removeItem(LIVE_GAME_KEY);
}

export function isTutorialPassed(storage = defaultStorage()): boolean {
  return storage?.getItem(TUTORIAL_KEY) === 'true';
}

export function setTutorialPassed(passed: boolean, storage = defaultStorage()): void {
  if (passed) storage?.setItem(TUTORIAL_KEY, 'true');
  else storage?.removeItem(TUTORIAL_KEY);
}
