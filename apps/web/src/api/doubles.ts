/** Doubles games (detail with both teams, posting, points at stake, a team's games) as TanStack Query hooks. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPostDoublesGameRequest } from '@caps/domain';
import { LIMITS } from '@caps/domain/limits';
import { useApi } from './api-context.tsx';
import { endpointQuery, invalidateEndpoints } from './endpoint-query.ts';

// Doubles reads are cached public ones, whose answer does not depend on the caller: asked as a visitor.

/** The game with team1Details and team2Details. */
export function useDoublesGame(gameId: string | undefined) {
  const api = useApi();
  return useQuery({
    ...endpointQuery(api, 'doubles.get', { params: { gameId: gameId ?? '' }, auth: false }),
    enabled: Boolean(gameId),
  });
}

/** What each team stands to win or lose; runs once both teams are known. */
export function useDoublesStake(team1: string | undefined, team2: string | undefined) {
  const api = useApi();
  return useQuery({
    ...endpointQuery(api, 'doubles.stake', { query: { team1: team1 ?? '', team2: team2 ?? '' }, auth: false }),
    enabled: Boolean(team1 && team2),
  });
}

/** Posts a doubles game: it waits for a player of the opposing team to decide. */
export function usePostDoublesGame() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TPostDoublesGameRequest) => api.call('doubles.post', { body }),
    onSuccess: () => invalidateEndpoints(queryClient, ['games.acceptance', 'notifications.list']),
  });
}

/** One page (0-based) of a team's accepted doubles games, newest first. */
export function useTeamGames(teamId: string | undefined, pageNumber: number) {
  const api = useApi();
  return useQuery({
    ...endpointQuery(api, 'doubles.list', {
      query: { team: teamId, pageNumber, pageSize: LIMITS.listPageSize },
      auth: false,
    }),
    enabled: Boolean(teamId),
    placeholderData: keepPreviousData,
  });
}
