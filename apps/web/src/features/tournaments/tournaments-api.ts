/** Tournament calls (SPEC.md §7 Tournaments) as TanStack Query hooks; every mutation answers with the tournament. */
import { useEffect } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  TCorrectDoublesGame,
  TCorrectSoloGame,
  TCreateTournament,
  TEntrySettingsBody,
  TGameType,
  TPostDoublesGame,
  TPostSoloGame,
  TSeedPickBody,
  TTournamentSettingsBody,
  TTournamentView,
} from '@caps/domain';
import { GAME_TYPE_PATHS } from '@caps/domain/enums';
import { LIMITS } from '@caps/domain/limits';
import { UI_LIMITS } from '../../ui/ui-constants.ts';
import { useApi } from '../../api/api-context.tsx';
import { GAME_READS, REOPEN_READS, TOURNAMENT_READS } from '../../api/changed-reads.ts';
import type { ApiClient } from '../../api/client.ts';
import { endpointKey, endpointQuery, invalidateEndpoints } from '../../api/endpoint-query.ts';
import { useLiveEventsHealthy } from '../../api/live-health.ts';

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

/** Tournaments taking registrations now (every game type), soonest to close first. */
export function useOpenTournaments() {
  const api = useApi();
  return useQuery(endpointQuery(api, 'tournaments.open', { auth: false }));
}

/**
 * One tournament, polled every 10 s (SPEC.md §9) so results entered elsewhere show up, unless the live event stream
 * is healthy (it says when the tournament changes); `inBackground` keeps polling while the tab is hidden (a stream
 * view captured by streaming software often is).
 */
export function useTournament(
  gameType: TGameType | undefined,
  id: string | undefined,
  { inBackground = false }: { inBackground?: boolean } = {},
) {
  const api = useApi();
  const live = useLiveEventsHealthy();
  return useQuery({
    ...endpointQuery(api, 'tournaments.get', {
      params: tournamentParams(gameType ?? 'SINGLES', id ?? ''),
      auth: false,
    }),
    enabled: Boolean(gameType && id),
    refetchInterval: live ? false : UI_LIMITS.tournamentPollMs,
    refetchIntervalInBackground: inBackground,
  });
}

function actionsQuery(api: ApiClient, gameType: TGameType, id: string) {
  return endpointQuery(api, 'tournaments.actions', { params: tournamentParams(gameType, id) });
}

/**
 * What the signed-in caller may do on the tournament and each entry, as the server says (never worked out here).
 * Asked again after every read of the tournament that is newer than the last answer, so a change seen by the poll
 * (a result entered elsewhere) brings its actions with it; an action's own answer brings them itself (see below).
 */
export function useTournamentActions(gameType: TGameType, id: string, signedIn: boolean) {
  const api = useApi();
  const queryClient = useQueryClient();
  const actions = useQuery({ ...actionsQuery(api, gameType, id), enabled: signedIn });
  const tournamentReadAt =
    queryClient.getQueryState(endpointKey('tournaments.get', { params: tournamentParams(gameType, id) }))
      ?.dataUpdatedAt ?? 0;
  const { dataUpdatedAt, refetch } = actions;
  useEffect(() => {
    if (signedIn && dataUpdatedAt > 0 && dataUpdatedAt < tournamentReadAt) void refetch();
  }, [signedIn, dataUpdatedAt, tournamentReadAt, refetch]);
  return signedIn ? actions.data : undefined;
}

/** What reopening the entry would reset, as the server works it out now (the owner's confirmation lists it). */
export function useReopenPreview(gameType: TGameType, id: string, entryId: string | null) {
  const api = useApi();
  return useQuery({
    ...endpointQuery(api, 'tournaments.reopenPreview', {
      params: { ...tournamentParams(gameType, id), entryId: entryId ?? '' },
    }),
    enabled: entryId !== null,
    staleTime: 0,
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
    mutationFn: ({ gameType, body }: { gameType: TGameType; body: TCreateTournament }) =>
      api.call('tournaments.create', { params: { gamePath: GAME_TYPE_PATHS[gameType] }, body }),
    onSuccess: () => invalidateEndpoints(queryClient, TOURNAMENT_READS),
  });
}

export type TournamentAction =
  | { kind: 'players'; ids: string[] }
  | { kind: 'setSeed'; entries: TSeedPickBody[] }
  | { kind: 'seed' }
  | { kind: 'soloResult'; entryId: string; body: TPostSoloGame }
  | { kind: 'doublesResult'; entryId: string; body: TPostDoublesGame }
  | { kind: 'skip'; entryId: string; forfeitedId: string }
  | { kind: 'reopen'; entryId: string; reason: string }
  | { kind: 'correctSolo'; gameId: string; body: TCorrectSoloGame }
  | { kind: 'correctDoubles'; gameId: string; body: TCorrectDoublesGame }
  | { kind: 'soloReport'; entryId: string; body: TPostSoloGame }
  | { kind: 'doublesReport'; entryId: string; body: TPostDoublesGame }
  | { kind: 'register'; teamId?: string }
  | { kind: 'unregister' }
  | { kind: 'checkIn' }
  | { kind: 'openCheckIn' }
  | { kind: 'settings'; body: TTournamentSettingsBody }
  | { kind: 'entrySettings'; entryId: string; body: TEntrySettingsBody };

/** Sends one action (the owner's, or a player's own); every one answers with the tournament. */
function sendAction(
  api: ApiClient,
  gameType: TGameType,
  id: string,
  action: TournamentAction,
): Promise<TTournamentView> {
  const params = tournamentParams(gameType, id);
  switch (action.kind) {
    case 'players':
      return api.call('tournaments.players', { params, body: action.ids });
    case 'setSeed':
      return api.call('tournaments.setSeed', { params, body: action.entries });
    case 'seed':
      return api.call('tournaments.seed', { params });
    case 'skip':
      return api.call('tournaments.skip', {
        params: { ...params, entryId: action.entryId },
        body: { forfeitedId: action.forfeitedId },
      });
    case 'reopen':
      return api.call('tournaments.reopen', {
        params: { ...params, entryId: action.entryId },
        body: { reason: action.reason },
      });
    case 'doublesResult':
      return api.call('tournaments.doublesResult', { params: { id, entryId: action.entryId }, body: action.body });
    case 'soloResult':
      if (gameType === 'DOUBLES') return Promise.reject(new Error('A doubles tournament takes doubles results'));
      return api.call('tournaments.soloResult', {
        params: { gamePath: GAME_TYPE_PATHS[gameType], id, entryId: action.entryId },
        body: action.body,
      });
    case 'doublesReport':
      return api.call('tournaments.doublesReport', { params: { id, entryId: action.entryId }, body: action.body });
    case 'soloReport':
      if (gameType === 'DOUBLES') return Promise.reject(new Error('A doubles tournament takes doubles results'));
      return api.call('tournaments.soloReport', {
        params: { gamePath: GAME_TYPE_PATHS[gameType], id, entryId: action.entryId },
        body: action.body,
      });
    case 'register':
      return api.call('tournaments.register', { params, body: action.teamId ? { teamId: action.teamId } : {} });
    case 'unregister':
      return api.call('tournaments.unregister', { params });
    case 'checkIn':
      return api.call('tournaments.checkIn', { params });
    case 'openCheckIn':
      return api.call('tournaments.openCheckIn', { params });
    case 'settings':
      return api.call('tournaments.settings', { params, body: action.body });
    case 'entrySettings':
      return api.call('tournaments.entrySettings', {
        params: { ...params, entryId: action.entryId },
        body: action.body,
      });
    // A score fixed with its winner kept is a correction of the entry's game (the league's corrections replay the
    // ratings; the bracket keeps everything after it); the tournament is read again after it.
    case 'correctSolo':
      if (gameType === 'DOUBLES') return Promise.reject(new Error('A doubles tournament takes doubles results'));
      return api
        .call('games.correct', {
          params: { gamePath: GAME_TYPE_PATHS[gameType], gameId: action.gameId },
          body: action.body,
        })
        .then(() => api.call('tournaments.get', { params, auth: false }));
    case 'correctDoubles':
      return api
        .call('doubles.correct', { params: { gameId: action.gameId }, body: action.body })
        .then(() => api.call('tournaments.get', { params, auth: false }));
  }
}

/**
 * The caller's actions for a tournament just changed, then the changed tournament, dated as read with them: the page
 * never shows the new state with the old actions, and does not ask for them twice.
 */
async function showChanged(
  queryClient: QueryClient,
  api: ApiClient,
  gameType: TGameType,
  id: string,
  tournament: TTournamentView,
): Promise<void> {
  const actions = actionsQuery(api, gameType, id);
  await queryClient.fetchQuery({ ...actions, staleTime: 0 }).catch(() => undefined);
  const updatedAt = queryClient.getQueryState(actions.queryKey)?.dataUpdatedAt;
  queryClient.setQueryData(
    endpointKey('tournaments.get', { params: tournamentParams(gameType, id) }),
    tournament,
    updatedAt ? { updatedAt } : undefined,
  );
}

/** Every owner action on one tournament; the answer (with the caller's new actions) replaces the cached tournament. */
export function useTournamentAction(gameType: TGameType, id: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: TournamentAction) => sendAction(api, gameType, id, action),
    onSuccess: async (tournament: TTournamentView, action: TournamentAction) => {
      await showChanged(queryClient, api, gameType, id, tournament);
      void invalidateEndpoints(queryClient, TOURNAMENT_READS, { refetchType: 'none' });
      if (action.kind === 'reopen' || action.kind === 'correctSolo' || action.kind === 'correctDoubles')
        void invalidateEndpoints(queryClient, REOPEN_READS);
      else if (action.kind === 'soloReport' || action.kind === 'doublesReport')
        void invalidateEndpoints(queryClient, ['games.acceptance']);
      else if (tournament.bracketEntries.some((e) => e.game)) void invalidateEndpoints(queryClient, GAME_READS);
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
      queryClient.removeQueries({
        queryKey: endpointKey('tournaments.get', { params: tournamentParams(gameType, id) }),
      });
      return invalidateEndpoints(queryClient, TOURNAMENT_READS);
    },
  });
}
