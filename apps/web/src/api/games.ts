/** Games resource (lists, detail, posting, stake, acceptance) as TanStack Query hooks. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TAcceptanceItem,
  TGameType,
  TGameView,
  TPage,
  TPostSoloGame,
  TSoloGameType,
  TStakeView,
} from '@caps/domain';
import { GAME_TYPE_PATHS } from '@caps/domain/enums';
import { LIMITS } from '@caps/domain/limits';
import { useApi } from './api-context.tsx';


export const gameKeys = {
  all: ['games'] as const,
  list: (gameType: TGameType, pageNumber: number) => ['games', 'list', gameType, pageNumber] as const,
  detail: (gameType: TGameType, id: string) => ['games', 'detail', gameType, id] as const,
  latest: ['games', 'latest'] as const,
  stake: (gameType: TGameType, player1: string, player2: string) => ['games', 'stake', gameType, player1, player2] as const,
  acceptance: ['acceptance'] as const,
};

function gamePath(gameType: TGameType): string {
  return `/${GAME_TYPE_PATHS[gameType]}`;
}

/** One page (0-based) of accepted games of a type, newest first; keeps the previous page on screen while paging. */
export function useGamesPage(gameType: TGameType, pageNumber: number) {
  const api = useApi();
  return useQuery({
    queryKey: gameKeys.list(gameType, pageNumber),
    queryFn: ({ signal }) =>
      api.get<TPage<TGameView>>(gamePath(gameType), { signal, query: { pageSize: LIMITS.listPageSize, pageNumber }, auth: false }),
    placeholderData: keepPreviousData,
  });
}

/** One game with players, per-player stats and events. */
export function useGame(gameType: TGameType, id: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: gameKeys.detail(gameType, id ?? ''),
    queryFn: ({ signal }) => api.get<TGameView>(`${gamePath(gameType)}/${encodeURIComponent(id ?? '')}`, { signal, auth: false }),
    enabled: Boolean(id),
  });
}

/** The home page's latest accepted games of every type. */
export function useLatestGames() {
  const api = useApi();
  return useQuery({
    queryKey: gameKeys.latest,
    queryFn: ({ signal }) => api.get<TGameView[]>('/dashboard/games', { signal, auth: false }),
  });
}

/** Points each side wins or loses for each outcome; runs once both players are known. */
export function useStake(gameType: TSoloGameType, player1: string | undefined, player2: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: gameKeys.stake(gameType, player1 ?? '', player2 ?? ''),
    queryFn: ({ signal }) =>
      api.get<TStakeView>(`${gamePath(gameType)}/stake`, { signal, query: { player1, player2 }, auth: false }),
    enabled: Boolean(player1 && player2),
  });
}

/** POST /{type}: the game waits for the opponent's decision. */
export function usePostSoloGame() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ gameType, body }: { gameType: TSoloGameType; body: TPostSoloGame }) =>
      api.requestJson<TGameView>(gamePath(gameType), { method: 'POST', json: body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: gameKeys.acceptance });
      void queryClient.invalidateQueries({ queryKey: ['notifications'] });
    },
  });
}

/** The signed-in user's pending games: to decide, and their own (PASSIVE) ones. */
export function useAcceptance() {
  const api = useApi();
  return useQuery({
    queryKey: gameKeys.acceptance,
    queryFn: ({ signal }) => api.get<TAcceptanceItem[]>('/acceptance', { signal }),
    staleTime: 0,
  });
}

export type GameDecision = 'accept' | 'reject';

/** POST /{type}/accept|reject/{gameId}; accepted games change lists, points and notifications. */
export function useDecideGame() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ gameType, gameId, decision }: { gameType: TGameType; gameId: string; decision: GameDecision }) =>
      api.request(`${gamePath(gameType)}/${decision}/${encodeURIComponent(gameId)}`, { method: 'POST' }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: gameKeys.acceptance }),
        queryClient.invalidateQueries({ queryKey: gameKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['notifications'] }),
        queryClient.invalidateQueries({ queryKey: ['users'] }),
      ]),
  });
}
