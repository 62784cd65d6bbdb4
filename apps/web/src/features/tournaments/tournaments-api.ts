/** Tournament calls (SPEC.md §7 Tournaments) as TanStack Query hooks; every mutation answers with the tournament. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCreateTournament, TGameType, TPostDoublesGame, TPostSoloGame, TSeedPickBody, TTournamentView } from '@caps/domain';
import { GAME_TYPE_PATHS } from '@caps/domain/enums';
import { LIMITS } from '@caps/domain/limits';
import { UI_LIMITS } from '../../ui/ui-constants.ts';
import { useApi } from '../../api/api-context.tsx';
import { GAME_READS, TOURNAMENT_READS } from '../../api/changed-reads.ts';
import type { ApiClient } from '../../api/client.ts';
import { endpointKey, endpointQuery, invalidateEndpoints } from '../../api/endpoint-query.ts';

function tournamentParams(gameType: TGameType, id: string) {
  return { gamePath: GAME_TYPE_PATHS[gameType], id };
}

// Tournament reads other than the owner's candidates are cached public ones: asked as a visitor.

/** One page (10) of tournaments of every game type, newest first. */
export function useTournamentList(pageNumber: number) {
  const api = useApi();
  return useQuery({
    ...endpointQuery(api, 'tournaments.all', { query: { pageSize: LIMITS.listPageSize, pageNumber }, auth: false }),
    placeholderData: keepPreviousData,
  });
}

/** One tournament, polled every 10 s (SPEC.md §9) so results entered elsewhere show up. */
export function useTournament(gameType: TGameType | undefined, id: string | undefined) {
  const api = useApi();
  return useQuery({
    ...endpointQuery(api, 'tournaments.get', { params: tournamentParams(gameType ?? 'SINGLES', id ?? ''), auth: false }),
    enabled: Boolean(gameType && id),
    refetchInterval: UI_LIMITS.tournamentPollMs,
  });
}

/** Players (or teams) the owner can add, by name; only asked once some text is typed. */
export function useCandidates(gameType: TGameType, id: string, name: string) {
  const api = useApi();
  return useQuery({
    ...endpointQuery(api, 'tournaments.candidates', { params: tournamentParams(gameType, id), query: { name } }),
    enabled: name.trim().length > 0,
    staleTime: 30_000,
  });
}

/** Creates a tournament; answers with the new tournament. */
export function useCreateTournament() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ gameType, body }: { gameType: TGameType; body: TCreateTournament }) => api.call('tournaments.create', { params: { gamePath: GAME_TYPE_PATHS[gameType] }, body }),
    onSuccess: () => invalidateEndpoints(queryClient, TOURNAMENT_READS),
  });
}

export type TournamentAction =
  | { kind: 'players'; ids: string[] }
  | { kind: 'setSeed'; entries: TSeedPickBody[] }
  | { kind: 'seed' }
  | { kind: 'soloResult'; entryId: string; body: TPostSoloGame }
  | { kind: 'doublesResult'; entryId: string; body: TPostDoublesGame }
  | { kind: 'skip'; entryId: string; forfeitedId: string };

/** Sends one owner action; every one answers with the tournament. */
function sendAction(api: ApiClient, gameType: TGameType, id: string, action: TournamentAction): Promise<TTournamentView> {
  const params = tournamentParams(gameType, id);
  switch (action.kind) {
    case 'players':
      return api.call('tournaments.players', { params, body: action.ids });
    case 'setSeed':
      return api.call('tournaments.setSeed', { params, body: action.entries });
    case 'seed':
      return api.call('tournaments.seed', { params });
    case 'skip':
      return api.call('tournaments.skip', { params: { ...params, entryId: action.entryId }, body: { forfeitedId: action.forfeitedId } });
    case 'doublesResult':
      return api.call('tournaments.doublesResult', { params: { id, entryId: action.entryId }, body: action.body });
    case 'soloResult':
      if (gameType === 'DOUBLES') return Promise.reject(new Error('A doubles tournament takes doubles results'));
      return api.call('tournaments.soloResult', { params: { gamePath: GAME_TYPE_PATHS[gameType], id, entryId: action.entryId }, body: action.body });
  }
}

/** Every owner action on one tournament; the answer replaces the cached tournament at once. */
export function useTournamentAction(gameType: TGameType, id: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: TournamentAction) => sendAction(api, gameType, id, action),
    onSuccess: (tournament: TTournamentView) => {
      queryClient.setQueryData(endpointKey('tournaments.get', { params: tournamentParams(gameType, id) }), tournament);
      void invalidateEndpoints(queryClient, TOURNAMENT_READS, { refetchType: 'none' });
      if (tournament.bracketEntries.some((e) => e.game)) void invalidateEndpoints(queryClient, GAME_READS);
    },
  });
}

/** Deletes a tournament; the games it produced stay. */
export function useDeleteTournament(gameType: TGameType, id: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call('tournaments.delete', { params: tournamentParams(gameType, id) }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: endpointKey('tournaments.get', { params: tournamentParams(gameType, id) }) });
      return invalidateEndpoints(queryClient, TOURNAMENT_READS);
    },
  });
}
