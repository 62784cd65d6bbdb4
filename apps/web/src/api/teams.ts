/** Teams resource (own teams, team pages, the team leaderboard, search, create/edit/delete) as TanStack Query hooks. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPage, TSaveTeam, TTeamFull, TTeamListItem, TTeamRankRow, TTeamWithStats } from '@caps/domain';
import { LIMITS } from '@caps/domain/limits';
import { useApi } from './api-context.tsx';
import type { ApiClient } from './client.ts';

// Team stats move when a game is accepted, which invalidates ['games'] (and ['users']): keys start with 'games' so
// these screens refresh then too.
export const teamKeys = {
  all: ['games', 'teams'] as const,
  mine: (userId: string) => ['games', 'teams', 'mine', userId] as const,
  leaderboard: (pageNumber: number) => ['games', 'teams', 'leaderboard', pageNumber] as const,
  full: (id: string) => ['games', 'teams', 'full', id] as const,
  search: (text: string) => ['teams', 'search', text] as const,
};

const id = (value: string) => encodeURIComponent(value);

/** The signed-in user's active teams (GET /teams/{userId}, the first 50). */
export function useMyTeams(userId: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: teamKeys.mine(userId ?? ''),
    queryFn: async ({ signal }) => {
      const result = await api.get<TPage<TTeamListItem>>(`/teams/${id(userId ?? '')}`, { signal, query: { pageNumber: 0, pageSize: LIMITS.teamFetchPageSize } });
      return result.content.filter((t) => t.active);
    },
    enabled: Boolean(userId),
  });
}

/** One page (0-based) of the team leaderboard: active teams with 5 or more accepted doubles games. */
export function useTeamLeaderboard(pageNumber: number) {
  const api = useApi();
  return useQuery({
    queryKey: teamKeys.leaderboard(pageNumber),
    queryFn: ({ signal }) => api.get<TPage<TTeamRankRow>>('/teams', { signal, auth: false, query: { pageNumber, pageSize: LIMITS.leaderboardPageSize } }),
    placeholderData: keepPreviousData,
  });
}

/** A team with its doubles stats and its players. */
export function useTeamFull(teamId: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: teamKeys.full(teamId ?? ''),
    queryFn: ({ signal }) => api.get<TTeamFull>(`/teams/name/${id(teamId ?? '')}/full`, { signal, auth: false }),
    enabled: Boolean(teamId),
  });
}

/** GET /teams/search (signed in): the first few active teams whose name contains `text`, not the caller's own. */
export async function searchTeams(api: ApiClient, text: string, signal?: AbortSignal): Promise<TTeamListItem[]> {
  const result = await api.get<TPage<TTeamListItem>>('/teams/search', { signal, query: { name: text.trim(), pageNumber: 0, pageSize: LIMITS.opponentSearchResults } });
  return result.content;
}

/** Creates a team (no id) or edits one (with id); the caller is one of its two players. */
export function useSaveTeam() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ teamId, ...body }: TSaveTeam & { teamId?: string }) =>
      teamId
        ? api.requestJson<TTeamWithStats>(`/teams/${id(teamId)}`, { method: 'PUT', json: body })
        : api.requestJson<TTeamWithStats>('/teams', { method: 'POST', json: body }),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: teamKeys.all }), queryClient.invalidateQueries({ queryKey: ['users'] })]),
  });
}

/** Deletes a team softly (it keeps its history). */
export function useDeleteTeam() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (teamId: string) => api.request(`/teams/${id(teamId)}`, { method: 'DELETE' }),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: teamKeys.all }), queryClient.invalidateQueries({ queryKey: ['users'] })]),
  });
}
