/** The game in progress, restored from local storage on mount and saved after every action. */
import { useCallback, useEffect, useState } from 'react';
import { applyAction, createLiveGame, type TLiveAction } from '@caps/domain/live-game';
import type { TLiveGameState } from '@caps/domain/live-game-schemas';
import { clearLiveGame, loadLiveGame, saveLiveGame } from './live-game-storage.ts';

export interface LiveGameApi {
  game: TLiveGameState;
  dispatch: (action: TLiveAction) => void;
  /** Drops the game (after it was posted or discarded) and starts a fresh one. */
  reset: () => void;
}

export function useLiveGame(myId: string, storage?: Storage): LiveGameApi {
  const [game, setGame] = useState(() => loadLiveGame(myId, storage) ?? createLiveGame(myId));

  useEffect(() => {
    if (game.events.length > 0) saveLiveGame(game, storage);
    // Undone back to the start: nothing worth restoring (but never touch another user's saved game).
    else if (loadLiveGame(myId, storage)) clearLiveGame(storage);
  }, [game, myId, storage]);

  const dispatch = useCallback((action: TLiveAction) => setGame((g) => applyAction(g, action)), []);
  const reset = useCallback(() => {
    clearLiveGame(storage);
    setGame(createLiveGame(myId));
  }, [myId, storage]);
  return { game, dispatch, reset };
}
