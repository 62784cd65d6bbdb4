/** Doubles games (detail with both teams, posting, points at stake) as TanStack Query hooks. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TDoublesGameDetail, TGameView, TPage, TPostDoublesGame, TStakeView } from '@caps/domain';
import { LIMITS } from '@caps/domain/limits';
import { useApi } from './api-context.tsx';
import { gameKeys } from './games.ts';

/** GET /doubles/{id}: the game with team1Details and team2Details. */
export function useDoublesGame(gameId: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: [...gameKeys.detail('DOUBLES', gameId ?? ''), 'teams'],
    queryFn: ({ signal }) => api.get<TDoublesGameDetail>(`/doubles/${encodeURIComponent(gameId ?? '')}`, { signal, auth: false }),
    enabled: Boolean(gameId),
  });
}

/** What each team stands to win or lose; runs once both teams are known. */
export function useDoublesStake(team1: string | undefined, team2: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: ['games', 'stake', 'DOUBLES', team1 ?? '', team2 ?? ''],
    queryFn: ({ signal }) => api.get<TStakeView>('/doubles/stake', { signal, auth: false, query: { team1, team2 } }),
    enabled: Boolean(team1 && team2),
  });
}

/** POST /doubles: the game waits for a player of the opposing team to decide. */
export function usePostDoublesGame() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TPostDoublesGame) => api.requestJson<TDoublesGameDetail>('/doubles', { method: 'POST', json: body }),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: gameKeys.acceptance }), queryClient.invalidateQueries({ queryKey: ['notifications'] })]),
  });
}


/** One page (0-based) of a team's accepted doubles games, newest first. */
export function useTeamGames(teamId: string | undefined, pageNumber: number) {
  const api = useApi();
  return useQuery({
    queryKey: ['games', 'team', teamId ?? '', pageNumber],
    queryFn: ({ signal }) => api.get<TPage<TGameView>>('/doubles', { signal, auth: false, query: { team: teamId, pageNumber, pageSize: LIMITS.listPageSize } }),
    enabled: Boolean(teamId),
    placeholderData: keepPreviousData,
  });
}
