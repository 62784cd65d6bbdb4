/** Tournament calls (SPEC.md §7 Tournaments) as TanStack Query hooks; every mutation answers with the tournament. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TCreateTournament,
  TGameType,
  TPostDoublesGame,
  TPostSoloGame,
  TSeedPickBody,
  TTournamentCandidate,
  TTournamentListItem,
  TTournamentView,
} from '@caps/domain';
import { GAME_TYPE_PATHS } from '@caps/domain/enums';
import { LIMITS } from '@caps/domain/limits';
import { UI_LIMITS } from '../../ui/ui-constants.ts';
import { useApi } from '../../api/api-context.tsx';

const tournamentKeys = {
  all: ['tournaments'] as const,
  list: (pageNumber: number) => ['tournaments', 'list', pageNumber] as const,
  detail: (gameType: TGameType, id: string) => ['tournaments', 'detail', gameType, id] as const,
  candidates: (gameType: TGameType, id: string, name: string) => ['tournaments', 'candidates', gameType, id, name] as const,
};

function base(gameType: TGameType): string {
  return `/${GAME_TYPE_PATHS[gameType]}/tournaments`;
}

function tournamentPath(gameType: TGameType, id: string): string {
  return `${base(gameType)}/${encodeURIComponent(id)}`;
}

/** One page (10) of tournaments of every game type, newest first. */
export function useTournamentList(pageNumber: number) {
  const api = useApi();
  return useQuery({
    queryKey: tournamentKeys.list(pageNumber),
    queryFn: ({ signal }) =>
      api.get<TTournamentListItem[]>('/tournaments', { signal, auth: false, query: { pageSize: LIMITS.listPageSize, pageNumber } }),
    placeholderData: keepPreviousData,
  });
}

/** One tournament, polled every 10 s (SPEC.md §9) so results entered elsewhere show up. */
export function useTournament(gameType: TGameType | undefined, id: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: tournamentKeys.detail(gameType ?? 'SINGLES', id ?? ''),
    queryFn: ({ signal }) => api.get<TTournamentView>(tournamentPath(gameType ?? 'SINGLES', id ?? ''), { signal, auth: false }),
    enabled: Boolean(gameType && id),
    refetchInterval: UI_LIMITS.tournamentPollMs,
  });
}

/** Players (or teams) the owner can add, by name; only asked once some text is typed. */
export function useCandidates(gameType: TGameType, id: string, name: string) {
  const api = useApi();
  return useQuery({
    queryKey: tournamentKeys.candidates(gameType, id, name),
    queryFn: ({ signal }) => api.get<TTournamentCandidate[]>(`${tournamentPath(gameType, id)}/candidates`, { signal, query: { name } }),
    enabled: name.trim().length > 0,
    staleTime: 30_000,
  });
}

/** POST /{gamePath}/tournaments; answers with the new tournament. */
export function useCreateTournament() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ gameType, body }: { gameType: TGameType; body: TCreateTournament }) =>
      api.requestJson<TTournamentView>(base(gameType), { method: 'POST', json: body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tournamentKeys.all }),
  });
}

export type TournamentAction =
  | { kind: 'players'; ids: string[] }
  | { kind: 'setSeed'; entries: TSeedPickBody[] }
  | { kind: 'seed' }
  | { kind: 'soloResult'; entryId: string; body: TPostSoloGame }
  | { kind: 'doublesResult'; entryId: string; body: TPostDoublesGame }
  | { kind: 'skip'; entryId: string; forfeitedId: string };

function actionRequest(action: TournamentAction): { path: string; json?: unknown } {
  switch (action.kind) {
    case 'players':
      return { path: '/players', json: action.ids };
    case 'setSeed':
      return { path: '/setSeed', json: action.entries };
    case 'seed':
      return { path: '/seed' };
    case 'soloResult':
    case 'doublesResult':
      return { path: `/entry/${encodeURIComponent(action.entryId)}`, json: action.body };
    case 'skip':
      return { path: `/entry/${encodeURIComponent(action.entryId)}/skip`, json: { forfeitedId: action.forfeitedId } };
  }
}

/** Every owner action on one tournament; the answer replaces the cached tournament at once. */
export function useTournamentAction(gameType: TGameType, id: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: TournamentAction) => {
      const { path, json } = actionRequest(action);
      return api.requestJson<TTournamentView>(`${tournamentPath(gameType, id)}${path}`, { method: 'POST', json });
    },
    onSuccess: (tournament: TTournamentView) => {
      queryClient.setQueryData(tournamentKeys.detail(gameType, id), tournament);
      void queryClient.invalidateQueries({ queryKey: tournamentKeys.all, refetchType: 'none' });
      if (tournament.bracketEntries.some((e) => e.game)) void queryClient.invalidateQueries({ queryKey: ['games'] });
    },
  });
}

/** DELETE …/{id}; the games it produced stay. */
export function useDeleteTournament(gameType: TGameType, id: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.request(tournamentPath(gameType, id), { method: 'DELETE' }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: tournamentKeys.detail(gameType, id) });
      return queryClient.invalidateQueries({ queryKey: tournamentKeys.all });
    },
  });
}
