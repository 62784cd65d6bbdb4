/** Players resource (leaderboards, plots, history, comparison, search) as TanStack Query hooks. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TGameType, TSearchType, TSeasonChoice } from '@caps/domain';
import { LIMITS } from '@caps/domain/limits';
import { useApi } from './api-context.tsx';
import { endpointQuery } from './endpoint-query.ts';

/** The game types a player's history can be filtered by (doubles games are listed on the team pages). */
export type THistoryType = 'SINGLES' | 'EASY_CAPS' | 'UNRANKED' | 'DOUBLES';

// Every read here is a cached public one, whose answer does not depend on the caller: asked as a visitor.

/**
 * One page (0-based) of the SINGLES or EASY_CAPS leaderboard: players with 5 or more accepted games in the ladder
 * (`season`: none for the current season, an id, or `all`), and on the current season's board everyone else with a
 * game in it after them (provisional); `includeInactive` shows the current season's inactive too.
 */
export function useLeaderboard(
  gameType: TGameType,
  pageNumber: number,
  season?: TSeasonChoice,
  includeInactive = false,
) {
  const api = useApi();
  return useQuery({
    ...endpointQuery(api, 'users.leaderboard', {
      query: {
        gameType,
        pageSize: LIMITS.leaderboardPageSize,
        pageNumber,
        ...seasonQuery(season, includeInactive),
        withProvisional: 'true',
      },
      auth: false,
    }),
    placeholderData: keepPreviousData,
  });
}

/** The `season` and `includeInactive` of a leaderboard's query, left out when they are the defaults (the current season, without the inactive). */
export function seasonQuery(
  season: TSeasonChoice,
  includeInactive = false,
): { season?: string; includeInactive?: 'true' } {
  return {
    ...(season === undefined ? {} : { season: String(season) }),
    ...(includeInactive ? { includeInactive: 'true' as const } : {}),
  };
}

/** Points and rebuttals rings of the last 365 days for one game type (of a season's games when `season` names one). */
export function usePlots(userId: string, gameType: TGameType, season?: TSeasonChoice) {
  const api = useApi();
  return useQuery(
    endpointQuery(api, 'users.plots', {
      params: { id: userId },
      query: { gameType, ...seasonQuery(season) },
      auth: false,
    }),
  );
}

/** A player's games, newest first: every solo type, or one type (optionally against one opponent). */
export function usePlayerGames(
  userId: string,
  gameType: THistoryType | null,
  opponentId: string | null,
  pageNumber: number,
) {
  const api = useApi();
  const ofType = gameType
    ? endpointQuery(api, 'games.historyOfType', {
        params: { id: userId, gameType },
        query: { pageNumber, opponentId: opponentId ?? undefined },
        auth: false,
      })
    : undefined;
  const all = endpointQuery(api, 'games.history', { params: { id: userId }, query: { pageNumber }, auth: false });
  return useQuery({ ...(ofType ?? all), placeholderData: keepPreviousData });
}

/** Head-to-head of two players in one game type, with player 1's Elo win probability. */
export function useComparison(player1: string, player2: string, gameType: TGameType) {
  const api = useApi();
  return useQuery({
    ...endpointQuery(api, 'games.comparison', { params: { id: player1, gameType, opponentId: player2 }, auth: false }),
    enabled: Boolean(player1 && player2),
    placeholderData: keepPreviousData,
  });
}

/** Players then teams whose name contains `text`; never called for blank text. */
export function useSearch(searchType: TSearchType, text: string) {
  const api = useApi();
  const trimmed = text.trim();
  return useQuery({
    ...endpointQuery(api, 'search.all', { query: { searchType, searchString: trimmed }, auth: false }),
    enabled: trimmed !== '',
    placeholderData: keepPreviousData,
  });
}
