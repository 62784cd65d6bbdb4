/** Watching live games: one game and the list of games being scored, kept fresh by the live event stream. */
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/api-context.tsx';
import { endpointQuery } from '../../api/endpoint-query.ts';
import { useLiveEventsHealthy } from '../../api/live-health.ts';

/** Without the stream, a watched game is asked for this often (with it, every move brings it at once). */
const WATCH_POLL_MS = 3_000;
const LIST_POLL_MS = 30_000;

export function useWatchedGame(id: string) {
  const api = useApi();
  const live = useLiveEventsHealthy();
  return useQuery({
    ...endpointQuery(api, 'liveGames.get', { params: { id }, auth: false }),
    staleTime: 0,
    refetchInterval: live ? false : WATCH_POLL_MS,
    refetchIntervalInBackground: true,
  });
}

export function useLiveNow() {
  const api = useApi();
  const live = useLiveEventsHealthy();
  return useQuery({ ...endpointQuery(api, 'liveGames.list', { auth: false }), staleTime: 0, refetchInterval: live ? false : LIST_POLL_MS });
}
