/**
 * Tournament self-service (issue 27): players register, withdraw and check in themselves; the owner sets registration,
 * opens check-in and sets tables and round deadlines; every change of a bracket goes through `storeBracket`, which
 * withdraws reports the change superseded and tells competitors whose match became ready. Each write locks the
 * tournament's row first (`lockTournament`), so registrations at capacity are decided one at a time.
 */
import {
  checkIn,
  openCheckIn,
  register,
  setEntryTable,
  setRegistration,
  setRoundDeadline,
  withdraw,
  type TBracketTournament,
  type TEntrySettingsBody,
  type TGameType,
  type TTournamentListItem,
  type TTournamentSettingsBody,
  type TTournamentView,
} from '@caps/domain';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { Conflict, Forbidden, Invalid, NotFound } from '../../platform/errors.ts';
import type { TAuth } from '../../platform/tokens.ts';
import { insertNotifications, notificationMessage } from '../notifications/index.ts';
import { findTeamsByIds } from '../teams/index.ts';
import { bracketStep } from './tournaments.errors.ts';
import * as repo from './tournaments.repository.ts';
import { getTournament, lockOwnedTournament } from './tournaments.service.ts';
import { listItemOf } from './tournaments.view.ts';
import { announceMatches, storeBracket } from './tournaments.store.ts';

const OPEN_LIST_LIMIT = 50;

/** Locks the tournament of this game type (any caller): 404 when unknown. */
async function lockTournamentOf(
  tx: Tx,
  gameType: TGameType,
  id: string,
): Promise<{ row: repo.TournamentRow; bracket: TBracketTournament }> {
  const row = await repo.lockTournament(tx, id);
  if (!row || row.gameType !== gameType) throw new NotFound('TOURNAMENT_NOT_FOUND');
  return { row, bracket: repo.bracketOf(row) };
}

type TStep = (
  tx: Tx,
  bracket: TBracketTournament,
  row: repo.TournamentRow,
) => Promise<TBracketTournament> | TBracketTournament;

/**
 * Runs one change under the tournament's row lock, stores it, and answers with the whole tournament. `by` says who
 * may make it: any signed-in player, or only the owner (or an admin).
 */
async function change(
  ctx: AppContext,
  auth: TAuth,
  gameType: TGameType,
  id: string,
  by: 'player' | 'owner',
  step: TStep,
): Promise<TTournamentView> {
  await ctx.db.transaction(async (tx) => {
    const { row, bracket } =
      by === 'owner' ? await lockOwnedTournament(tx, auth, gameType, id) : await lockTournamentOf(tx, gameType, id);
    await storeBracket(ctx, tx, row, bracket, await step(tx, bracket, row), auth.userId);
  });
  ctx.nudgeMail();
  return getTournament(ctx, gameType, id);
}

/** A change a registered competitor makes for themselves (the one that stands for the caller). */
function competitorChange(
  ctx: AppContext,
  auth: TAuth,
  gameType: TGameType,
  id: string,
  action: (bracket: TBracketTournament, competitorId: string) => TBracketTournament,
): Promise<TTournamentView> {
  return change(ctx, auth, gameType, id, 'player', async (tx, bracket, row) => {
    const competitor = await competitorOf(tx, auth, row, bracket, undefined, false);
    return bracketStep(() => action(bracket, competitor));
  });
}

/**
 * The competitor that stands for a player: themselves in solo; in doubles the team they name (which they must be in,
 * and which must be active to register) or, without one, their team already in the tournament.
 */
async function competitorOf(
  tx: Tx,
  auth: TAuth,
  row: repo.TournamentRow,
  bracket: TBracketTournament,
  teamId: string | undefined,
  registering: boolean,
): Promise<string> {
  if (row.gameType !== 'DOUBLES') return auth.userId;
  const teams = await repo.findTeamIdsOfPlayer(tx, auth.userId, bracket.competitorIds);
  if (teamId !== undefined) {
    if (!(registering ? teams.active : teams.all).includes(teamId)) throw new Forbidden('REGISTER_OWN_TEAM');
    return teamId;
  }
  const entered = teams.all.find((t) => bracket.competitorIds.includes(t));
  if (entered) return entered;
  if (registering) throw new Invalid('REGISTER_NAME_TEAM');
  throw new Conflict('NOT_REGISTERED');
}

/** A player registers (doubles: their team, which must not share a player with a registered team). */
export async function registerCompetitor(
  ctx: AppContext,
  auth: TAuth,
  gameType: TGameType,
  id: string,
  teamId: string | undefined,
): Promise<TTournamentView> {
  return change(ctx, auth, gameType, id, 'player', async (tx, bracket, row) => {
    const competitor = await competitorOf(tx, auth, row, bracket, teamId, true);
    const next = bracketStep(() => register(bracket, competitor, ctx.now()));
    if (gameType === 'DOUBLES') await checkNoSharedPlayer(tx, next.competitorIds);
    return next;
  });
}

async function checkNoSharedPlayer(tx: Tx, teamIds: string[]): Promise<void> {
  const seen = new Set<string>();
  for (const team of (await findTeamsByIds(tx, teamIds)).values()) {
    for (const player of [team.player1Id, team.player2Id]) {
      if (seen.has(player)) throw new Invalid('TOURNAMENT_SHARED_PLAYER');
      seen.add(player);
    }
  }
}

/** A registered player (doubles: a member of the registered team) withdraws before the start. */
export async function unregisterCompetitor(
  ctx: AppContext,
  auth: TAuth,
  gameType: TGameType,
  id: string,
): Promise<TTournamentView> {
  return competitorChange(ctx, auth, gameType, id, (bracket, competitor) => withdraw(bracket, competitor));
}

/** A registered competitor checks in while check-in is open. */
export async function checkInCompetitor(
  ctx: AppContext,
  auth: TAuth,
  gameType: TGameType,
  id: string,
): Promise<TTournamentView> {
  return competitorChange(ctx, auth, gameType, id, (bracket, competitor) => checkIn(bracket, competitor));
}

/** The owner's registration settings, until the start. */
export async function setRegistrationSettings(
  ctx: AppContext,
  auth: TAuth,
  gameType: TGameType,
  id: string,
  body: TTournamentSettingsBody,
): Promise<TTournamentView> {
  return change(ctx, auth, gameType, id, 'owner', (_tx, bracket) => bracketStep(() => setRegistration(bracket, body)));
}

/** The owner opens check-in: every registered competitor (doubles: both players of each team) is told. */
export async function openTournamentCheckIn(
  ctx: AppContext,
  auth: TAuth,
  gameType: TGameType,
  id: string,
): Promise<TTournamentView> {
  return change(ctx, auth, gameType, id, 'owner', async (tx, bracket, row) => {
    const next = bracketStep(() => openCheckIn(bracket, ctx.now()));
    const userIds =
      gameType === 'DOUBLES'
        ? [...(await findTeamsByIds(tx, bracket.competitorIds)).values()].flatMap((t) => [t.player1Id, t.player2Id])
        : bracket.competitorIds;
    const now = ctx.now();
    await insertNotifications(
      tx,
      userIds.map((userId) => ({
        userId,
        type: 'TOURNAMENT_CHECK_IN' as const,
        message: notificationMessage('checkInOpen', { tournament: row.name }),
        date: now,
      })),
    );
    return next;
  });
}

/** The owner sets an entry's table and its round's deadline; a playable entry's competitors hear of a new table. */
export async function setEntrySettings(
  ctx: AppContext,
  auth: TAuth,
  gameType: TGameType,
  id: string,
  entryId: string,
  body: TEntrySettingsBody,
): Promise<TTournamentView> {
  return change(ctx, auth, gameType, id, 'owner', async (tx, bracket, row) => {
    const entry = bracket.entries.find((e) => e.id === entryId);
    if (!entry) throw new NotFound('ENTRY_NOT_FOUND');
    if (bracket.finished || entry.final) throw new Invalid('MATCH_ALREADY_DECIDED');
    let next = bracket;
    if (body.table !== undefined)
      next = setEntryTable(next, entryId, body.table === null || body.table === '' ? null : body.table);
    if (body.roundDeadline !== undefined) next = setRoundDeadline(next, entryId, body.roundDeadline);
    const changed = next.entries.find((e) => e.id === entryId);
    if (
      body.table &&
      changed &&
      bracket.seeded &&
      changed.table !== entry.table &&
      changed.competitor1Id &&
      changed.competitor2Id
    )
      await announceMatches(ctx, tx, row, [changed]);
    return next;
  });
}

/** Tournaments taking registrations now, every game type. */
export async function listOpenTournaments(ctx: AppContext): Promise<TTournamentListItem[]> {
  const now = ctx.now();
  return (await repo.findOpenTournaments(ctx.db, now, OPEN_LIST_LIMIT)).map((row) => listItemOf(row, now));
}
