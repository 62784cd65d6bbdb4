/** Games resource (lists, detail, posting, stake, acceptance) as TanStack Query hooks. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TGameType, TPostSoloGameRequest, TSoloGameType } from '@caps/domain';
import { GAME_TYPE_PATHS } from '@caps/domain/enums';
import { LIMITS } from '@caps/domain/limits';
import { useApi } from './api-context.tsx';
import { GAME_READS, PLAYER_READS, TOURNAMENT_READS } from './changed-reads.ts';
import { endpointQuery, invalidateEndpoints } from './endpoint-query.ts';

// Game reads are cached public ones, whose answer does not depend on the caller: asked as a visitor.

/** One page (0-based) of accepted games of a type, newest first; keeps the previous page on screen while paging. */
export function useGamesPage(gameType: TGameType, pageNumber: number) {
  const api = useApi();
  const query = { pageSize: LIMITS.listPageSize, pageNumber };
  return useQuery({
    ...(gameType === 'DOUBLES'
      ? endpointQuery(api, 'doubles.list', { query, auth: false })
      : endpointQuery(api, 'games.list', { params: { gamePath: GAME_TYPE_PATHS[gameType] }, query, auth: false })),
    placeholderData: keepPreviousData,
  });
}

/** One game with players, per-player stats and events. */
export function useGame(gameType: TSoloGameType, id: string | undefined) {
  const api = useApi();
  return useQuery({
    ...endpointQuery(api, 'games.get', {
      params: { gamePath: GAME_TYPE_PATHS[gameType], gameId: id ?? '' },
      auth: false,
    }),
    enabled: Boolean(id),
  });
}

/** The home page's latest accepted games of every type. */
export function useLatestGames() {
  const api = useApi();
  return useQuery(endpointQuery(api, 'dashboard.games', { auth: false }));
}

/** Points each side wins or loses for each outcome; runs once both players are known. */
export function useStake(gameType: TSoloGameType, player1: string | undefined, player2: string | undefined) {
  const api = useApi();
  return useQuery({
    ...endpointQuery(api, 'games.stake', {
      params: { gamePath: GAME_TYPE_PATHS[gameType] },
      query: { player1: player1 ?? '', player2: player2 ?? '' },
      auth: false,
    }),
    enabled: Boolean(player1 && player2),
  });
}

/** Posts a game of a solo type: it waits for the opponent's decision. */
export function usePostSoloGame() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ gameType, body }: { gameType: TSoloGameType; body: TPostSoloGameRequest }) =>
      api.call('games.post', { params: { gamePath: GAME_TYPE_PATHS[gameType] }, body }),
    onSuccess: () => {
      void invalidateEndpoints(queryClient, ['games.acceptance', 'notifications.list']);
    },
  });
}

/** The signed-in user's pending games: to decide, and their own (PASSIVE) ones. */
export function useAcceptance() {
  const api = useApi();
  return useQuery({ ...endpointQuery(api, 'games.acceptance', {}), staleTime: 0 });
}

export type GameDecision = 'accept' | 'reject';

/** Accepts or rejects a pending game; accepted games change lists, points and notifications. */
export function useDecideGame() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ gameType, gameId, decision }: { gameType: TGameType; gameId: string; decision: GameDecision }) =>
      api.call(decision === 'accept' ? 'games.accept' : 'games.reject', {
        params: { gamePath: GAME_TYPE_PATHS[gameType], gameId },
      }),
    // A confirmed tournament report moves its bracket too.
    onSettled: () =>
      invalidateEndpoints(queryClient, [
        'games.acceptance',
        'notifications.list',
        ...GAME_READS,
        ...PLAYER_READS,
        ...TOURNAMENT_READS,
      ]),
  });
}
