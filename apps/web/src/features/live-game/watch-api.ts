/**
 * Watching live games: one game, kept fresh by the live event stream (which hears its moves while the page says it
 * watches it), and the list of games being scored, which the stream tells only when a game starts or ends: the
 * list's scores are read again every 30 s.
 */
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/api-context.tsx';
import { endpointQuery } from '../../api/endpoint-query.ts';
import { useLiveEventsHealthy } from '../../api/live-health.ts';
import { watchLiveGame } from '../../api/watched-live-game.ts';

/** Without the stream, a watched game is asked for this often (with it, every move brings it at once). */
const WATCH_POLL_MS = 3_000;
const LIST_POLL_MS = 30_000;

export function useWatchedGame(id: string) {
  const api = useApi();
  const live = useLiveEventsHealthy();
  useEffect(() => watchLiveGame(id), [id]);
  return useQuery({
    ...endpointQuery(api, 'liveGames.get', { params: { id }, auth: false }),
    staleTime: 0,
    refetchInterval: live ? false : WATCH_POLL_MS,
    refetchIntervalInBackground: true,
  });
}

export function useLiveNow() {
  const api = useApi();
  return useQuery({
    ...endpointQuery(api, 'liveGames.list', { auth: false }),
    staleTime: 0,
    refetchInterval: LIST_POLL_MS,
  });
}
