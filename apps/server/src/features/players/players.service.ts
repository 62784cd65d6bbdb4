/** Leaderboards, profiles, plots, head-to-head comparison and search (SERVER-RULES.md §5, §8). */
import {
  LIMITS,
  USER_STATS_KEYS,
  buildPlots,
  emptyStats,
  plotSamplesFromGames,
  toPage,
  winProbability,
  type TComparison,
  type TGameType,
  type TLeaderboardRow,
  type TPage,
  type TPlotsView,
  type TSearchResult,
  type TSearchType,
  type TUserFull,
  type TUserMinimized,
} from '@caps/domain';
import type { AppContext } from '../../context.ts';
import { Invalid, NotFound } from '../../platform/errors.ts';
import { toAchievementView } from '../league/achievements.repository.ts';
import { statsByType } from '../league/stats.repository.ts';
import { findUserById } from '../users/users.repository.ts';
import { toPublicUser } from '../users/users.service.ts';
import { toTeamSummary } from '../teams/teams.repository.ts';
import * as repo from './players.repository.ts';

/** The leaderboard of SINGLES or EASY_CAPS: 5 accepted games to qualify, admins excluded. */
export async function leaderboard(ctx: AppContext, gameType: TGameType, pageNumber: number, pageSize: number): Promise<TPage<TLeaderboardRow>> {
  if (gameType === 'UNRANKED') throw new Invalid('Unranked games have no leaderboard');
  if (gameType === 'DOUBLES') throw new Invalid('The doubles ranking is the team leaderboard: /api/teams');
  const { rows, total } = await repo.findLeaderboard(ctx.db, gameType, LIMITS.leaderboardMinGames, pageNumber, pageSize);
  const content = rows.map((r, i) => {
    const { id, username, avatarHash, lastSeen, lastGame, ...stats } = r;
    const row = { id, username, avatarHash, lastSeen: lastSeen?.toISOString() ?? null, lastGame: lastGame?.toISOString() ?? null, rank: pageNumber * pageSize + i + 1, stats };
    // The earlier client reads a row's stats under the profile's key of the type (issue 21).
    return { ...row, [USER_STATS_KEYS[gameType]]: stats };
  });
  return toPage(content, total, pageNumber, pageSize);
}

/** The profile: the user, their four stats blocks, active teams and achievements. */
export async function fullProfile(ctx: AppContext, userId: string): Promise<TUserFull> {
  const profile = await repo.findProfile(ctx.db, userId);
  if (!profile) throw new NotFound('User not found');
  const { user, achievements, teams } = profile;
  const stats = statsByType(profile.stats);
  const of = (type: TGameType) => stats[type] ?? emptyStats();
  return {
    ...toPublicUser(user),
    userSinglesStats: of('SINGLES'),
    userEasyStats: of('EASY_CAPS'),
    userUnrankedStats: of('UNRANKED'),
    userDoublesStats: of('DOUBLES'),
    teams: teams.filter((t) => t.active).map(toTeamSummary),
    achievements: achievements.map(toAchievementView),
  };
}

export async function searchUsers(ctx: AppContext, text: string, pageNumber: number, pageSize: number): Promise<TPage<TUserMinimized>> {
  const { rows, total } = await repo.searchUsers(ctx.db, text, pageNumber, pageSize);
  return toPage(
    rows.map((r) => ({ ...r, lastSeen: r.lastSeen?.toISOString() ?? null })),
    total,
    pageNumber,
    pageSize,
  );
}

/** Players first, then active teams: 5 + 5 for `all`, 10 for one kind; nothing for empty text. */
export async function search(ctx: AppContext, searchType: TSearchType, text: string): Promise<TSearchResult[]> {
  const trimmed = text.trim();
  if (!trimmed) return [];
  const limit = searchType === 'all' ? 5 : 10;
  const [players, teams] = await Promise.all([
    searchType === 'team' ? Promise.resolve({ rows: [] }) : repo.searchUsers(ctx.db, trimmed, 0, limit),
    searchType === 'player' ? Promise.resolve([]) : repo.searchActiveTeams(ctx.db, trimmed, limit),
  ]);
  return [...players.rows.map((p) => ({ id: p.id, name: p.username, type: 'PLAYER' as const })), ...teams.map((t) => ({ id: t.id, name: t.name, type: 'TEAM' as const }))];
}

/** Points and average rebuttals at the end of each of the last 365 days, derived from the accepted history. */
export async function plots(ctx: AppContext, userId: string, gameType: TGameType): Promise<TPlotsView> {
  const history = await repo.findAcceptedHistory(ctx.db, userId, gameType);
  // Only a player without games of the type needs a second look: do they exist at all?
  if (history.length === 0 && !(await findUserById(ctx.db, userId))) throw new NotFound('User not found');
  const samples = plotSamplesFromGames(
    history.map((h) => ({
      time: h.decidedAt ?? new Date(0),
      pointsChange: h.pointsChange,
      row: { score: h.score, sinks: h.sinks, rebuttals: h.rebuttals, beersDowned: h.beersDowned, nakedLap: h.nakedLap, won: h.won, pointsLost: h.pointsLost, sinksLost: h.sinksLost, sinksLogged: h.sinksLogged },
    })),
  );
  return buildPlots(samples, ctx.now());
}

/** Head-to-head of two players over their accepted games of one type, with the Elo win probability. */
export async function compare(ctx: AppContext, player1: string, player2: string, gameType: TGameType): Promise<TComparison> {
  if (gameType === 'DOUBLES') throw new Invalid('Compare doubles through the teams');
  if (player1 === player2) throw new Invalid('Choose two different players');
  const rows = await repo.findHeadToHead(ctx.db, player1, player2, gameType);
  const [r1, r2] = [rows.find((r) => r.id === player1), rows.find((r) => r.id === player2)];
  if (!r1 || !r2) throw new NotFound('User not found');
  const minimized = (r: typeof r1) => ({ id: r.id, username: r.username, avatarHash: r.avatarHash, lastSeen: r.lastSeen?.toISOString() ?? null });
  const side = ({ side: { games: _games, ...totals } }: typeof r1) => totals;
  return {
    gamesPlayed: r1.side.games,
    player1: minimized(r1),
    player2: minimized(r2),
    player1Stats: side(r1),
    player2Stats: side(r2),
    player1WinProbability: winProbability(r1.points ?? LIMITS.startingPoints, r2.points ?? LIMITS.startingPoints),
  };
}
