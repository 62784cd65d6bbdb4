/** The live game's sharing in React: one LiveShare per page, fed every move, its status and link as state. */
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { TLiveGameState } from '@caps/domain/live-game-schemas';
import type { ApiClient } from '../../api/client.ts';
import { LiveShare, type ShareStatus } from './live-share.ts';

export function useLiveShare(
  api: ApiClient,
  myId: string,
  game: TLiveGameState,
): { share: LiveShare; status: ShareStatus; watchPath: string | null } {
  const [share] = useState(() => new LiveShare(api, myId));
  useEffect(() => () => share.dispose(), [share]);
  useEffect(() => share.update(game), [share, game]);
  const status = useSyncExternalStore(
    (listener) => share.subscribe(listener),
    () => share.status,
  );
  const watchPath = useSyncExternalStore(
    (listener) => share.subscribe(listener),
    () => share.watchPath,
  );
  return { share, status, watchPath };
}
