/** Leaderboards, profiles, plots and player search (SERVER-RULES.md §5, §8). */
import { LIMITS, buildPlots, plotSamplesFromGames, toPage, type TGameType, type TLeaderboardRow, type TPage, type TPlotsView, type TUserFull, type TUserMinimized } from '@caps/domain';
import type { AppContext } from '../../context.ts';
import { Invalid, NotFound } from '../../platform/errors.ts';
import { findUserById, toUserMinimized, type UserRow } from '../accounts/index.ts';
import { countPlayersNamed, findPlayersNamed } from '../search/index.ts';
import * as repo from './users.repository.ts';
import { toLeaderboardRow, toUserFull } from './users.view.ts';

/** An account by id; 404 when there is none. */
export async function getUser(ctx: AppContext, id: string): Promise<UserRow> {
  const user = await findUserById(ctx.db, id);
  if (!user) throw new NotFound('USER_NOT_FOUND');
  return user;
}

/** The leaderboard of SINGLES or EASY_CAPS: 5 accepted games to qualify, admins excluded. */
export async function leaderboard(ctx: AppContext, gameType: TGameType, pageNumber: number, pageSize: number): Promise<TPage<TLeaderboardRow>> {
  if (gameType === 'UNRANKED') throw new Invalid('UNRANKED_NO_LEADERBOARD');
  if (gameType === 'DOUBLES') throw new Invalid('DOUBLES_RANKING_IS_TEAMS');
  const { rows, total } = await repo.findLeaderboard(ctx.db, gameType, LIMITS.leaderboardMinGames, pageNumber, pageSize);
  const content = rows.map((r, i) => toLeaderboardRow(r, pageNumber * pageSize + i + 1, gameType));
  return toPage(content, total, pageNumber, pageSize);
}

/** The profile: the user, their four stats blocks, active teams and achievements. */
export async function fullProfile(ctx: AppContext, userId: string): Promise<TUserFull> {
  const profile = await repo.findProfile(ctx.db, userId);
  if (!profile) throw new NotFound('USER_NOT_FOUND');
  return toUserFull(profile);
}

/** One page of the players whose name contains the text (the opponent typeahead). */
export async function searchUsers(ctx: AppContext, text: string, pageNumber: number, pageSize: number): Promise<TPage<TUserMinimized>> {
  const [rows, total] = await Promise.all([findPlayersNamed(ctx.db, text, { limit: pageSize, offset: pageNumber * pageSize }), countPlayersNamed(ctx.db, text)]);
  return toPage(rows.map(toUserMinimized), total, pageNumber, pageSize);
}

/** Points and average rebuttals at the end of each of the last 365 days, derived from the accepted history. */
export async function plots(ctx: AppContext, userId: string, gameType: TGameType): Promise<TPlotsView> {
  const history = await repo.findAcceptedHistory(ctx.db, userId, gameType);
  // Only a player without games of the type needs a second look: do they exist at all?
  if (history.length === 0 && !(await findUserById(ctx.db, userId))) throw new NotFound('USER_NOT_FOUND');
  const samples = plotSamplesFromGames(
    history.map((h) => ({
      time: h.decidedAt ?? new Date(0),
      pointsChange: h.pointsChange,
      row: {
        score: h.score,
        sinks: h.sinks,
        rebuttals: h.rebuttals,
        beersDowned: h.beersDowned,
        nakedLap: h.nakedLap,
        won: h.won,
        pointsLost: h.pointsLost,
        sinksLost: h.sinksLost,
        sinksLogged: h.sinksLogged,
      },
    })),
  );
  return buildPlots(samples, ctx.now());
}
