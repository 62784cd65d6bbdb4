/** Players resource (leaderboards, profiles, plots, history, comparison, search) as TanStack Query hooks. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  TComparison,
  TGameType,
  TGameView,
  TLeaderboardRow,
  TPage,
  TPlotsView,
  TSearchResult,
  TSearchType,
  TUserFull,
} from '@caps/domain';
import { LIMITS } from '@caps/domain/limits';
import { useApi } from './api-context.tsx';


/** The game types a player's history can be filtered by (doubles games are listed on the team pages). */
export type THistoryType = 'SINGLES' | 'EASY_CAPS' | 'UNRANKED' | 'DOUBLES';

// Keys start with 'users' or 'games' so that accepting a game (which invalidates both) refreshes these screens too.
const playerKeys = {
  leaderboard: (gameType: TGameType, pageNumber: number) => ['users', 'leaderboard', gameType, pageNumber] as const,
  // Not ['users', id, 'full']: that key holds the narrower header shape of api/users.ts.
  profile: (id: string) => ['users', id, 'profile'] as const,
  plots: (id: string, gameType: TGameType) => ['users', id, 'plots', gameType] as const,
  history: (id: string, gameType: THistoryType | null, opponentId: string | null, pageNumber: number) =>
    ['games', 'user', id, gameType ?? 'ALL', opponentId ?? '', pageNumber] as const,
  comparison: (player1: string, player2: string, gameType: TGameType) => ['games', 'comparison', player1, player2, gameType] as const,
  search: (searchType: TSearchType, text: string) => ['search', searchType, text] as const,
};

const id = (value: string) => encodeURIComponent(value);

/** One page (0-based) of the SINGLES or EASY_CAPS leaderboard: players with 5 or more accepted games. */
export function useLeaderboard(gameType: TGameType, pageNumber: number) {
  const api = useApi();
  return useQuery({
    queryKey: playerKeys.leaderboard(gameType, pageNumber),
    queryFn: ({ signal }) =>
      api.get<TPage<TLeaderboardRow>>('/users', { signal, auth: false, query: { gameType, pageSize: LIMITS.leaderboardPageSize, pageNumber } }),
    placeholderData: keepPreviousData,
  });
}

/** GET /users/{id}/full: the profile with its four stats blocks, active teams and achievements. */
export function usePlayerProfile(userId: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: playerKeys.profile(userId ?? ''),
    queryFn: ({ signal }) => api.get<TUserFull>(`/users/${id(userId ?? '')}/full`, { signal, auth: false }),
    enabled: Boolean(userId),
  });
}

/** Points and rebuttals rings of the last 365 days for one game type. */
export function usePlots(userId: string, gameType: TGameType) {
  const api = useApi();
  return useQuery({
    queryKey: playerKeys.plots(userId, gameType),
    queryFn: ({ signal }) => api.get<TPlotsView>(`/users/${id(userId)}/plots`, { signal, auth: false, query: { gameType } }),
  });
}

/** A player's games, newest first: every solo type, or one type (optionally against one opponent). */
export function usePlayerGames(userId: string, gameType: THistoryType | null, opponentId: string | null, pageNumber: number) {
  const api = useApi();
  return useQuery({
    queryKey: playerKeys.history(userId, gameType, opponentId, pageNumber),
    queryFn: ({ signal }) =>
      gameType
        ? api.get<TPage<TGameView>>(`/games/user/${id(userId)}/${gameType}`, { signal, auth: false, query: { pageNumber, opponentId } })
        : api.get<TPage<TGameView>>(`/games/user/${id(userId)}`, { signal, auth: false, query: { pageNumber } }),
    placeholderData: keepPreviousData,
  });
}

/** Head-to-head of two players in one game type, with player 1's Elo win probability. */
export function useComparison(player1: string, player2: string, gameType: TGameType) {
  const api = useApi();
  return useQuery({
    queryKey: playerKeys.comparison(player1, player2, gameType),
    queryFn: ({ signal }) =>
      api.get<TComparison>(`/games/user/${id(player1)}/${gameType}/comparison/${id(player2)}`, { signal, auth: false }),
    enabled: Boolean(player1 && player2),
    placeholderData: keepPreviousData,
  });
}

/** GET /search: players then teams whose name contains `text`; never called for blank text. */
export function useSearch(searchType: TSearchType, text: string) {
  const api = useApi();
  const trimmed = text.trim();
  return useQuery({
    queryKey: playerKeys.search(searchType, trimmed),
    queryFn: ({ signal }) => api.get<TSearchResult[]>('/search', { signal, auth: false, query: { searchType, searchString: trimmed } }),
    enabled: trimmed !== '',
    placeholderData: keepPreviousData,
  });
}
