/** Managing two-player teams and reading them (SERVER-RULES.md §6). */
import { toPage, type TPage, type TSaveTeam, type TTeamFull, type TTeamListItem, type TTeamRankRow, type TTeamWithStats } from '@caps/domain';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import type { TAuth } from '../../platform/tokens.ts';
import { Conflict, Forbidden, Invalid, NotFound } from '../../platform/errors.ts';
import { findPlayersByIds } from '../accounts/index.ts';
import { countTeamsNamed, findTeamsNamed } from '../search/index.ts';
import * as repo from './teams.repository.ts';
import { playersOf, toTeamSummary } from './teams.view.ts';

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
export async function listOwnTeams(ctx: AppContext, auth: TAuth, userId: string, pageNumber: number, pageSize: number): Promise<TPage<TTeamListItem>> {
  if (auth.userId !== userId) throw new Forbidden('OWN_TEAMS_ONLY');
  const { rows, total } = await repo.findActiveTeamsOfPlayer(ctx.db, userId, pageNumber, pageSize);
  return toPage(await withPlayers(ctx.db, rows), total, pageNumber, pageSize);
}

/** One page of the team leaderboard with ranks. */
export async function teamLeaderboard(ctx: AppContext, pageNumber: number, pageSize: number): Promise<TPage<TTeamRankRow>> {
  const { rows, total } = await repo.findTeamLeaderboard(ctx.db, pageNumber, pageSize);
  const items = await withPlayers(ctx.db, rows);
  return toPage(
    items.map((item, i) => ({ ...item, rank: pageNumber * pageSize + i + 1 })),
    total,
    pageNumber,
    pageSize,
  );
}

/** Active teams matching the text, not the caller's own (opposing-team and tournament typeaheads). */
export async function searchTeams(ctx: AppContext, auth: TAuth, text: string, pageNumber: number, pageSize: number): Promise<TPage<TTeamListItem>> {
  const page = { limit: pageSize, offset: pageNumber * pageSize, excludeMember: auth.userId };
  const [rows, total] = await Promise.all([findTeamsNamed(ctx.db, text.trim(), page), countTeamsNamed(ctx.db, text.trim(), auth.userId)]);
  return toPage(await withPlayers(ctx.db, rows), total, pageNumber, pageSize);
}

/** A team with its stats (inactive teams too: old games link to them). */
export async function getTeam(ctx: AppContext, id: string): Promise<TTeamWithStats> {
  const team = await repo.findTeam(ctx.db, id);
  if (!team) throw new NotFound('TEAM_NOT_FOUND');
  return toTeamSummary(team);
}

/** A team with its stats and its players. */
export async function getTeamFull(ctx: AppContext, id: string): Promise<TTeamFull> {
  const team = await repo.findTeam(ctx.db, id);
  if (!team) throw new NotFound('TEAM_NOT_FOUND');
  return teamFullOf(ctx.db, team);
}

/** `{ teamWithStats, players }` of a loaded team (also the doubles detail's team details). */
export async function teamFullOf(tx: Tx, team: repo.TeamRow): Promise<TTeamFull> {
  const [item] = await withPlayers(tx, [team]);
  const { players, ...teamWithStats } = item ?? { ...toTeamSummary(team), players: [] };
  return { teamWithStats, players };
}
