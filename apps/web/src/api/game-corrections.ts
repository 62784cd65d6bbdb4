/**
 * Correcting the record (issue 24) as TanStack Query hooks: what the caller may do with a game, its audit trail, the
 * admins' queue of disputes, and the writes (withdraw, report a problem, void, correct).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCorrectDoublesGame, TCorrectSoloGame, TGameType, TSoloGameType } from '@caps/domain';
import { GAME_TYPE_PATHS } from '@caps/domain/enums';
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

/** What happened to the game, oldest first (public: names only). */
export function useGameAudit(game: GameRef) {
  const api = useApi();
  return useQuery(endpointQuery(api, 'games.audit', { params: paramsOf(game), auth: false }));
}

/** The admins' queue of open disputes, oldest first; polled like the notifications while `enabled`. */
export function useOpenDisputes(enabled: boolean) {
  const api = useApi();
  return useQuery({ ...endpointQuery(api, 'games.disputes', {}), enabled, refetchInterval: UI_LIMITS.notificationPollMs, staleTime: 0 });
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
    mutationFn: ({ game, reason }: { game: GameRef; reason: string }) => api.call('games.dispute', { params: paramsOf(game), body: { reason } }),
    onSettled: () => invalidateEndpoints(queryClient, DISPUTE_READS),
  });
}

/** Everything a void or a correction can move: the game, every later game's points, stats, plots and the queue. */
const REPLAYED_READS = ['notifications.list', ...GAME_READS, ...PLAYER_READS, ...TOURNAMENT_READS, ...DISPUTE_READS] as const;

/** An admin removes an accepted game from history (everything after it is replayed). */
export function useVoidGame() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ game, reason }: { game: GameRef; reason: string }) => api.call('games.void', { params: paramsOf(game), body: { reason } }),
    onSettled: () => invalidateEndpoints(queryClient, REPLAYED_READS),
  });
}

/** The body of a correction, by the game's kind. */
export type CorrectionInput = { gameType: TSoloGameType; id: string; body: TCorrectSoloGame } | { gameType: 'DOUBLES'; id: string; body: TCorrectDoublesGame };

/** An admin replaces the result of an accepted game (same players; everything after it is replayed). */
export function useCorrectGame() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CorrectionInput): Promise<void> => {
      if (input.gameType === 'DOUBLES') await api.call('doubles.correct', { params: { gameId: input.id }, body: input.body });
      else await api.call('games.correct', { params: { gamePath: GAME_TYPE_PATHS[input.gameType], gameId: input.id }, body: input.body });
    },
    onSettled: () => invalidateEndpoints(queryClient, REPLAYED_READS),
  });
}
