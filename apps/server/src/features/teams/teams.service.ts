/** Managing two-player teams and reading them (SERVER-RULES.md §6). */
import {
  isInactive,
  isProvisional,
  toPage,
  type TPage,
  type TSaveTeam,
  type TSeasonChoice,
  type TTeamFull,
  type TTeamListItem,
  type TTeamPage,
  type TTeamRankRow,
  type TTeamWithStats,
} from '@caps/domain';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import type { TAuth } from '../../platform/tokens.ts';
import { Conflict, Forbidden, Invalid, NotFound } from '../../platform/errors.ts';
import { findPlayersByIds } from '../accounts/index.ts';
import { countTeamsNamed, findTeamsNamed } from '../search/index.ts';
import { boardCount, boardPage, ladderOf } from '../seasons/index.ts';
import * as repo from './teams.repository.ts';
import { pickStats, playersOf, toTeamSummary } from './teams.view.ts';

/** Checks a roster: the caller is in it and both players exist and are not admins. */
async function checkRoster(tx: Tx, auth: TAuth, players: string[]): Promise<void> {
  if (!players.includes(auth.userId)) throw new Forbidden('TEAM_MUST_BE_MEMBER');
  const found = await findPlayersByIds(tx, players);
  for (const id of players) {
    const user = found.get(id);
    if (!user) throw new NotFound('USER_NOT_FOUND');
    if (user.role === 'ADMIN') throw new Invalid('ADMINS_DO_NOT_PLAY');
  }
}

function rosterOf(players: string[]): { player1Id: string; player2Id: string } {
  const [player1Id, player2Id] = players;
  if (!player1Id || !player2Id) throw new Invalid('TEAM_TWO_PLAYERS');
  return { player1Id, player2Id };
}

/** Creates an active team with fresh stats; the caller must be one of its two players. */
export async function createTeam(ctx: AppContext, auth: TAuth, input: TSaveTeam): Promise<TTeamWithStats> {
  return ctx.db.transaction(async (tx) => {
    await checkRoster(tx, auth, input.players);
    const row = await repo.insertTeam(tx, { name: input.name, ...rosterOf(input.players), createdBy: auth.userId });
    return toTeamSummary(row);
  });
}

/** Loads a team the caller plays in, locked for a change. */
async function lockOwnTeam(tx: Tx, auth: TAuth, id: string): Promise<repo.TeamRow> {
  const team = await repo.lockTeam(tx, id);
  if (!team) throw new NotFound('TEAM_NOT_FOUND');
  if (team.player1Id !== auth.userId && team.player2Id !== auth.userId) throw new Forbidden('TEAM_NOT_MEMBER');
  if (!team.active) throw new Conflict('TEAM_DELETED');
  return team;
}

/** Renames a team and/or changes its other player; points and stats stay, games keep who really played them. */
export async function editTeam(ctx: AppContext, auth: TAuth, id: string, input: TSaveTeam): Promise<TTeamWithStats> {
  return ctx.db.transaction(async (tx) => {
    await lockOwnTeam(tx, auth, id);
    await checkRoster(tx, auth, input.players);
    return toTeamSummary(await repo.updateTeam(tx, id, { name: input.name, ...rosterOf(input.players) }));
  });
}

/** Soft delete: the team leaves lists, search and new games but keeps its history. */
export async function deleteTeam(ctx: AppContext, auth: TAuth, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await lockOwnTeam(tx, auth, id);
    await repo.deactivateTeam(tx, id);
  });
}

/** Adds each team's players (one query for all teams). */
async function withPlayers(tx: Tx, rows: repo.TeamRow[]): Promise<TTeamListItem[]> {
  const players = await findPlayersByIds(
    tx,
    rows.flatMap((r) => [r.player1Id, r.player2Id]),
  );
  return rows.map((r) => ({ ...toTeamSummary(r), players: playersOf(players, [r.player1Id, r.player2Id]) }));
}

/** The caller's own active teams (`GET /api/teams/{userId}`, self only). */
export async function listOwnTeams(
  ctx: AppContext,
  auth: TAuth,
  userId: string,
  pageNumber: number,
  pageSize: number,
): Promise<TPage<TTeamListItem>> {
  if (auth.userId !== userId) throw new Forbidden('OWN_TEAMS_ONLY');
  const { rows, total } = await repo.findActiveTeamsOfPlayer(ctx.db, userId, pageNumber, pageSize);
  return toPage(await withPlayers(ctx.db, rows), total, pageNumber, pageSize);
}

/**
 * One page of the team leaderboard with ranks: of the current season (without the inactive unless asked; with its
 * provisional teams after the qualified when asked, issue #37), a past one or all-time (`season`). `onlyInactive`
 * says that an empty board is empty only because the inactive are left out.
 */
export async function teamLeaderboard(
  ctx: AppContext,
  pageNumber: number,
  pageSize: number,
  season: TSeasonChoice,
  includeInactive: boolean,
  withProvisional = false,
): Promise<TPage<TTeamRankRow> & { onlyInactive: boolean }> {
  const ladder = await ladderOf(ctx, season);
  const now = ctx.now();
  const inactive = (last: Date | null | undefined) => isInactive(last ?? null, now, ctx.config.inactiveDays);
  const seasonId = ladder.seasonId;
  if (seasonId === null) {
    const { rows, total } = await repo.findTeamLeaderboard(ctx.db, pageNumber, pageSize);
    const [items, lastGames] = await Promise.all([
      withPlayers(ctx.db, rows),
      repo.findTeamsLastGames(
        ctx.db,
        rows.map((r) => r.id),
      ),
    ]);
    const content = items.map((item, i) => ({
      ...item,
      rank: pageNumber * pageSize + i + 1,
      provisional: isProvisional(item.doublesStats.gamesPlayed),
      inactive: inactive(lastGames.get(item.id)),
    }));
    return { ...toPage(content, total, pageNumber, pageSize), onlyInactive: false };
  }
  const activeSince =
    ladder.current && !includeInactive ? new Date(now.getTime() - ctx.config.inactiveDays * 86_400_000) : null;
  const read =
    (since: Date | null) => (games: { min: number; below: number | null }, slice: { offset: number; limit: number }) =>
      repo.findSeasonTeamLeaderboard(ctx.db, seasonId, games, since, slice);
  const { rows, total } = await boardPage(ladder, withProvisional, pageNumber, pageSize, read(activeSince));
  const items = await withPlayers(
    ctx.db,
    rows.map((r) => r.team),
  );
  const content = items.map((item, i) => {
    const season = rows[i]!.season;
    return {
      ...item,
      doublesStats: pickStats(season),
      rank: pageNumber * pageSize + i + 1,
      provisional: isProvisional(season.gamesPlayed),
      inactive: ladder.current && inactive(season.lastGameAt),
    };
  });
  const onlyInactive =
    total === 0 && activeSince !== null && (await boardCount(ladder, withProvisional, read(null))) > 0;
  return { ...toPage(content, total, pageNumber, pageSize), onlyInactive };
}

/** Active teams matching the text, not the caller's own (opposing-team and tournament typeaheads). */
export async function searchTeams(
  ctx: AppContext,
  auth: TAuth,
  text: string,
  pageNumber: number,
  pageSize: number,
): Promise<TPage<TTeamListItem>> {
  const page = { limit: pageSize, offset: pageNumber * pageSize, excludeMember: auth.userId };
  const [rows, total] = await Promise.all([
    findTeamsNamed(ctx.db, text.trim(), page),
    countTeamsNamed(ctx.db, text.trim(), auth.userId),
  ]);
  return toPage(await withPlayers(ctx.db, rows), total, pageNumber, pageSize);
}

/** A team with its stats (inactive teams too: old games link to them). */
export async function getTeam(ctx: AppContext, id: string): Promise<TTeamWithStats> {
  const team = await repo.findTeam(ctx.db, id);
  if (!team) throw new NotFound('TEAM_NOT_FOUND');
  return toTeamSummary(team);
}

/** A team with its stats of a ladder (the current season unless `season` names one, or all-time), its players and its season history. */
export async function getTeamFull(ctx: AppContext, id: string, season: TSeasonChoice): Promise<TTeamPage> {
  const team = await repo.findTeam(ctx.db, id);
  if (!team) throw new NotFound('TEAM_NOT_FOUND');
  const ladder = await ladderOf(ctx, season);
  const [full, seasonRow, history] = await Promise.all([
    teamFullOf(ctx.db, team),
    ladder.seasonId === null ? undefined : repo.findSeasonTeamStats(ctx.db, ladder.seasonId, id),
    repo.findTeamSeasonHistory(ctx.db, id),
  ]);
  const doublesStats =
    ladder.seasonId === null ? full.teamWithStats.doublesStats : seasonRow ? pickStats(seasonRow) : pickStats({});
  return {
    ...full,
    teamWithStats: { ...full.teamWithStats, doublesStats },
    ladder: { seasonId: ladder.seasonId, name: ladder.name },
    seasonHistory: history.map((h) => ({
      seasonId: h.seasonId,
      name: h.name,
      gameType: 'DOUBLES' as const,
      rank: h.rank,
      points: h.points,
      gamesPlayed: h.gamesPlayed,
    })),
  };
}

/** `{ teamWithStats, players }` of a loaded team (also the doubles detail's team details). */
export async function teamFullOf(tx: Tx, team: repo.TeamRow): Promise<TTeamFull> {
  const [item] = await withPlayers(tx, [team]);
  const { players, ...teamWithStats } = item ?? { ...toTeamSummary(team), players: [] };
  return { teamWithStats, players };
}
