/** Teams resource (own teams, team pages, the team leaderboard, search, create/edit/delete) as TanStack Query hooks. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TSaveTeam, TSeasonChoice, TTeamListItem } from '@caps/domain';
import { seasonQuery } from './players.ts';
import { LIMITS } from '@caps/domain/limits';
import { useApi } from './api-context.tsx';
import { PLAYER_READS, TEAM_READS } from './changed-reads.ts';
import type { ApiClient } from './client.ts';
import { endpointKey, endpointQuery, invalidateEndpoints } from './endpoint-query.ts';

const activeTeams = (page: { content: TTeamListItem[] }) => page.content.filter((t) => t.active);

/** The signed-in user's active teams (the first 50 of their teams). */
export function useMyTeams(userId: string | null) {
  const api = useApi();
  return useQuery({
    ...endpointQuery(api, 'teams.ofUser', {
      params: { userId: userId ?? '' },
      query: { pageNumber: 0, pageSize: LIMITS.teamFetchPageSize },
    }),
    select: activeTeams,
    enabled: Boolean(userId),
  });
}

/**
 * One page (0-based) of the team leaderboard: active teams with 5 or more accepted doubles games in the ladder, and on
 * the current season's board every other team with a game in it after them (provisional).
 */
export function useTeamLeaderboard(pageNumber: number, season?: TSeasonChoice, includeInactive = false) {
  const api = useApi();
  return useQuery({
    // A cached public read, whose answer does not depend on the caller: asked as a visitor.
    ...endpointQuery(api, 'teams.leaderboard', {
      query: {
        pageNumber,
        pageSize: LIMITS.leaderboardPageSize,
        ...seasonQuery(season, includeInactive),
        withProvisional: 'true',
      },
      auth: false,
    }),
    placeholderData: keepPreviousData,
  });
}

/** A team with its doubles stats and its players. */
export function useTeamFull(teamId: string | undefined, season?: TSeasonChoice) {
  const api = useApi();
  return useQuery({
    ...endpointQuery(api, 'teams.full', {
      params: { id: teamId ?? '' },
      query: season === undefined ? {} : { season },
      auth: false,
    }),
    enabled: Boolean(teamId),
  });
}

function teamSearch(text: string) {
  return { query: { name: text.trim(), pageNumber: 0, pageSize: LIMITS.opponentSearchResults } };
}

/** The cache key of `searchTeams` (it keeps the page's teams only). */
export function teamSearchKey(text: string) {
  return [...endpointKey('teams.search', teamSearch(text)), 'content'] as const;
}

/** Signed in only: the first few active teams whose name contains `text`, not the caller's own. */
export async function searchTeams(api: ApiClient, text: string, signal?: AbortSignal): Promise<TTeamListItem[]> {
  const result = await api.call('teams.search', { ...teamSearch(text), signal });
  return result.content;
}

/** Creates a team (no id) or edits one (with id); the caller is one of its two players. */
export function useSaveTeam() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ teamId, ...body }: TSaveTeam & { teamId?: string }) =>
      teamId ? api.call('teams.update', { params: { id: teamId }, body }) : api.call('teams.create', { body }),
    onSettled: () => invalidateEndpoints(queryClient, [...TEAM_READS, ...PLAYER_READS]),
  });
}

/** Deletes a team softly (it keeps its history). */
export function useDeleteTeam() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (teamId: string) => api.call('teams.delete', { params: { id: teamId } }),
    onSettled: () => invalidateEndpoints(queryClient, [...TEAM_READS, ...PLAYER_READS]),
  });
}
