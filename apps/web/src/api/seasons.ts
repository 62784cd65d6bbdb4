/** Seasons resource (issue #25): the list, and the admins' start and rename, as TanStack Query hooks. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TStartSeason } from '@caps/domain';
import { useApi } from './api-context.tsx';
import { PLAYER_READS, SEASON_READS, TEAM_READS } from './changed-reads.ts';
import { endpointQuery, invalidateEndpoints } from './endpoint-query.ts';

/** Every season, newest first; the current one has `endedAt` null. A cached public read: asked as a visitor. */
export function useSeasons() {
  const api = useApi();
  return useQuery(endpointQuery(api, 'seasons.list', { auth: false }));
}

/**
 * Ends the current season (`endsSeasonId`, the one the admin saw: another admin's start just before is refused, 409)
 * and starts a new one (admins): every ladder, profile and team page moves with it.
 */
export function useStartSeason() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TStartSeason) => api.call('seasons.start', { body }),
    onSettled: () => invalidateEndpoints(queryClient, [...SEASON_READS, ...PLAYER_READS, ...TEAM_READS]),
  });
}

/** Renames a season (admins). */
export function useRenameSeason() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: number; name: string }) =>
      api.call('seasons.rename', { params: { id }, body: { name } }),
    onSettled: () => invalidateEndpoints(queryClient, [...SEASON_READS, ...PLAYER_READS, ...TEAM_READS]),
  });
}
