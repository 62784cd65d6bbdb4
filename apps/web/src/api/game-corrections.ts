/**
 * Correcting the record (issue 24) as TanStack Query hooks: what the caller may do with a game, its audit trail, the
 * admins' queue of disputes, and the writes (withdraw, report a problem, void, correct, dismiss a report).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCorrectDoublesGame, TCorrectSoloGame, TGameType, TSoloGameType } from '@caps/domain';
import { GAME_TYPE_PATHS } from '@caps/domain/enums';
import { LIMITS } from '@caps/domain/limits';
import { UI_LIMITS } from '../ui/ui-constants.ts';
import { useApi } from './api-context.tsx';
import { DISPUTE_READS, GAME_READS, PLAYER_READS, TOURNAMENT_READS } from './changed-reads.ts';
import { endpointQuery, invalidateEndpoints } from './endpoint-query.ts';

/** A game by its type and id, as every hook here takes it. */
export interface GameRef {
  gameType: TGameType;
  id: string;
}

const paramsOf = (game: GameRef) => ({ gamePath: GAME_TYPE_PATHS[game.gameType], gameId: game.id });

/** What the signed-in caller may do with the game now, and their open dispute of it (the server decides; never derived here). */
export function useGameActions(game: GameRef, enabled: boolean) {
  const api = useApi();
  return useQuery({ ...endpointQuery(api, 'games.actions', { params: paramsOf(game) }), enabled, staleTime: 0 });
}

/**
 * What happened to the game, oldest first. Asked with the session: the reasons of reports of a problem are the game's
 * players' and the admins' only (the cache is emptied when the user changes).
 */
export function useGameAudit(game: GameRef) {
  const api = useApi();
  return useQuery(endpointQuery(api, 'games.audit', { params: paramsOf(game) }));
}

/** One page (0-based) of the admins' queue of open disputes, oldest first; polled like the notifications. */
export function useOpenDisputes(pageNumber: number) {
  const api = useApi();
  return useQuery({
    ...endpointQuery(api, 'games.disputes', { query: { pageNumber, pageSize: LIMITS.disputesPageSize } }),
    placeholderData: keepPreviousData,
    refetchInterval: UI_LIMITS.notificationPollMs,
    staleTime: 0,
  });
}

/** How many disputes are open (the badge of the admins' Disputes entry): a page of one, for its total; polled. */
export function useOpenDisputesCount() {
  const api = useApi();
  return useQuery({
    ...endpointQuery(api, 'games.disputes', { query: { pageNumber: 0, pageSize: 1 } }),
    select: (page) => page.totalElements,
    refetchInterval: UI_LIMITS.notificationPollMs,
    staleTime: 0,
  });
}

/** An admin closes an open dispute with a note, without changing the game; its players are told. */
export function useDismissDispute() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, note }: { id: string; note: string }) =>
      api.call('games.dismissDispute', { params: { id }, body: { note } }),
    onSettled: () => invalidateEndpoints(queryClient, DISPUTE_READS),
  });
}

/** The poster takes back a pending game: it leaves the opponent's acceptance list and their notification says so. */
export function useWithdrawGame() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (game: GameRef) => api.call('games.withdraw', { params: paramsOf(game) }),
    onSettled: () => invalidateEndpoints(queryClient, ['games.acceptance', 'notifications.list', ...GAME_READS]),
  });
}

/** A player of an accepted game reports a problem with it; the admins see it in their queue. */
export function useDisputeGame() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ game, reason }: { game: GameRef; reason: string }) =>
      api.call('games.dispute', { params: paramsOf(game), body: { reason } }),
    onSettled: () => invalidateEndpoints(queryClient, DISPUTE_READS),
  });
}

/** Everything a void or a correction can move: the game, every later game's points, stats, plots and the queue. */
const REPLAYED_READS = [
  'notifications.list',
  ...GAME_READS,
  ...PLAYER_READS,
  ...TOURNAMENT_READS,
  ...DISPUTE_READS,
] as const;

/** An admin removes an accepted game from history (everything after it is replayed). */
export function useVoidGame() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ game, reason }: { game: GameRef; reason: string }) =>
      api.call('games.void', { params: paramsOf(game), body: { reason } }),
    onSettled: () => invalidateEndpoints(queryClient, REPLAYED_READS),
  });
}

/** The body of a correction, by the game's kind. */
export type CorrectionInput =
  | { gameType: TSoloGameType; id: string; body: TCorrectSoloGame }
  | { gameType: 'DOUBLES'; id: string; body: TCorrectDoublesGame };

/** An admin replaces the result of an accepted game (same players; everything after it is replayed). */
export function useCorrectGame() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CorrectionInput): Promise<void> => {
      if (input.gameType === 'DOUBLES')
        await api.call('doubles.correct', { params: { gameId: input.id }, body: input.body });
      else
        await api.call('games.correct', {
          params: { gamePath: GAME_TYPE_PATHS[input.gameType], gameId: input.id },
          body: input.body,
        });
    },
    onSettled: () => invalidateEndpoints(queryClient, REPLAYED_READS),
  });
}
