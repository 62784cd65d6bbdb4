/** Leaderboards, profiles, plots and player search (SERVER-RULES.md §5, §8). */
import {
  buildPlots,
  isInactive,
  isProvisional,
  type TSeasonChoice,
  plotSamplesFromGames,
  toPage,
  type TGameType,
  type TLeaderboardRow,
  type TPage,
  type TPlotsView,
  type TUserFull,
  type TUserMinimized,
} from '@caps/domain';
import type { AppContext } from '../../context.ts';
import { Invalid, NotFound } from '../../platform/errors.ts';
import { findUserById, toUserMinimized, type UserRow } from '../accounts/index.ts';
import { countPlayersNamed, findPlayersNamed } from '../search/index.ts';
import { boardCount, boardPage, ladderOf } from '../seasons/index.ts';
import * as repo from './users.repository.ts';
import { toLeaderboardRow, toUserFull } from './users.view.ts';

/** An account by id; 404 when there is none. */
export async function getUser(ctx: AppContext, id: string): Promise<UserRow> {
  const user = await findUserById(ctx.db, id);
  if (!user) throw new NotFound('USER_NOT_FOUND');
  return user;
}

/**
 * The leaderboard of SINGLES or EASY_CAPS, admins excluded: the qualified (5 games in the ladder), and on the current
 * season's board with `withProvisional` everyone else with a game in it after them (issue #37). `onlyInactive` says
 * that an empty board is empty only because the inactive are left out.
 */
export async function leaderboard(
  ctx: AppContext,
  gameType: TGameType,
  pageNumber: number,
  pageSize: number,
  season: TSeasonChoice = undefined,
  includeInactive = false,
  withProvisional = false,
): Promise<TPage<TLeaderboardRow> & { onlyInactive: boolean }> {
  if (gameType === 'UNRANKED') throw new Invalid('UNRANKED_NO_LEADERBOARD');
  if (gameType === 'DOUBLES') throw new Invalid('DOUBLES_RANKING_IS_TEAMS');
  const ladder = await ladderOf(ctx, season);
  const now = ctx.now();
  // Only the current season's board leaves the inactive out (issue #25); past seasons and all-time show everyone.
  const activeSince =
    ladder.current && !includeInactive ? new Date(now.getTime() - ctx.config.inactiveDays * 86_400_000) : null;
  const seasonId = ladder.seasonId;
  const read = (since: Date | null) => (games: { min: number; below: number | null }, slice: repo.Slice) =>
    seasonId === null
      ? repo.findLeaderboard(ctx.db, gameType, games.min, slice)
      : repo.findSeasonLeaderboard(ctx.db, seasonId, gameType, games, since, slice);
  const { rows, total } = await boardPage(ladder, withProvisional, pageNumber, pageSize, read(activeSince));
  const content = rows.map((r, i) =>
    toLeaderboardRow(r, pageNumber * pageSize + i + 1, gameType, {
      provisional: isProvisional(r.gamesPlayed),
      inactive:
        (ladder.current || ladder.seasonId === null) && isInactive(r.lastGameOfType, now, ctx.config.inactiveDays),
    }),
  );
  const onlyInactive =
    total === 0 && activeSince !== null && (await boardCount(ladder, withProvisional, read(null))) > 0;
  return { ...toPage(content, total, pageNumber, pageSize), onlyInactive };
}

/** The profile: the user, their four stats blocks, active teams and achievements. */
export async function fullProfile(
  ctx: AppContext,
  userId: string,
  season: TSeasonChoice = undefined,
): Promise<TUserFull> {
  const profile = await repo.findProfile(ctx.db, userId);
  if (!profile) throw new NotFound('USER_NOT_FOUND');
  const ladder = await ladderOf(ctx, season);
  const [seasonStats, history] = await Promise.all([
    ladder.seasonId === null ? null : repo.findSeasonStatsOf(ctx.db, ladder.seasonId, userId),
    repo.findSeasonHistory(ctx.db, userId),
  ]);
  return toUserFull(
    profile,
    { seasonId: ladder.seasonId, name: ladder.name },
    seasonStats,
    history.map(({ firstSeq: _f, ...h }) => h),
  );
}

/** One page of the players whose name contains the text (the opponent typeahead). */
export async function searchUsers(
  ctx: AppContext,
  text: string,
  pageNumber: number,
  pageSize: number,
): Promise<TPage<TUserMinimized>> {
  const [rows, total] = await Promise.all([
    findPlayersNamed(ctx.db, text, { limit: pageSize, offset: pageNumber * pageSize }),
    countPlayersNamed(ctx.db, text),
  ]);
  return toPage(rows.map(toUserMinimized), total, pageNumber, pageSize);
}

/** Points and average rebuttals at the end of each of the last 365 days, derived from the accepted history. */
export async function plots(
  ctx: AppContext,
  userId: string,
  gameType: TGameType,
  season: TSeasonChoice = 'all',
): Promise<TPlotsView> {
  const ladder = await ladderOf(ctx, season);
  const inLadder = (seq: number | null) =>
    ladder.seasonId === null ||
    (seq !== null && seq >= ladder.firstSeq && (ladder.nextSeq === null || seq < ladder.nextSeq));
  // A season's plots: its games only, with the season's points changes (its ladder starts from fresh stats).
  const history = (await repo.findAcceptedHistory(ctx.db, userId, gameType))
    .filter((h) => inLadder(h.acceptSeq))
    .map((h) => (ladder.seasonId === null ? h : { ...h, pointsChange: h.seasonPointsChange }));
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
