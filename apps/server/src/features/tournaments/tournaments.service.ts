/**
 * Running tournaments (SERVER-RULES §7): create, competitors, picks, seeding, skips, delete, reads. The bracket rules
 * are the brackets module's; this file loads and locks the row, checks ownership and stores the new state.
 */
import {
  applyPicks,
  bracketActions,
  createBracketTournament,
  dropAbsent,
  forfeitEntry,
  planReopen,
  roundName,
  seedTournament,
  setCompetitors,
  setRegistration,
  toPage,
  type TBracketGame,
  type TBracketTournament,
  type TCreateTournament,
  type TGameType,
  type TPage,
  type TReopenPreview,
  type TSeedPick,
  type TSetSeedBody,
  type TTournamentActionsView,
  type TTournamentCandidate,
  type TTournamentListItem,
  type TTournamentView,
} from '@caps/domain';
import type { AppContext } from '../../context.ts';
import { findCurrentSeasonPoints } from '../seasons/index.ts';
import type { Tx } from '../../db/client.ts';
import { Forbidden, Invalid, NotFound } from '../../platform/errors.ts';
import type { TAuth } from '../../platform/tokens.ts';
import { bracketStep } from './tournaments.errors.ts';
import { findPlayersByIds } from '../accounts/index.ts';
import { findPlayersNamed, findTeamsNamed } from '../search/index.ts';
import { voidReopenedResults, withdrawReportedGames } from '../games/index.ts';
import { findTeamsByIds } from '../teams/index.ts';
import * as repo from './tournaments.repository.ts';
import { listItemOf, toTournamentView, type LoadedCompetitors } from './tournaments.view.ts';
import { storeBracket } from './tournaments.store.ts';

const CANDIDATES_LIMIT = 10;

export type OwnedTournament = { row: repo.TournamentRow; bracket: TBracketTournament };

/**
 * Whether the caller may change the tournament: the admin who owns it. The owner routes' guard (admin only) and
 * `assertOwner` together ask exactly this, and the actions answer is computed from it.
 */
function isTournamentOwner(auth: TAuth, row: Pick<repo.TournamentRow, 'ownerId'>): boolean {
  return auth.role === 'ADMIN' && row.ownerId === auth.userId;
}

/** 404 when the tournament is unknown or of another game type, 403 unless the caller owns it. */
function assertOwner<T extends Pick<repo.TournamentRow, 'ownerId' | 'gameType'>>(
  auth: TAuth,
  gameType: TGameType,
  row: T | undefined,
): T {
  if (!row || row.gameType !== gameType) throw new NotFound('TOURNAMENT_NOT_FOUND');
  if (!isTournamentOwner(auth, row)) throw new Forbidden('TOURNAMENT_NOT_OWNER');
  return row;
}

/** Locks the tournament of this game type for a change by its owner: 404 when unknown, 403 for anyone else. */
export async function lockOwnedTournament(
  tx: Tx,
  auth: TAuth,
  gameType: TGameType,
  id: string,
): Promise<OwnedTournament> {
  const row = assertOwner(auth, gameType, await repo.lockTournament(tx, id));
  return { row, bracket: repo.bracketOf(row) };
}

/**
 * The caller's actions on the tournament and its entries, by the checks that guard the routes: the owner's, and a
 * player's own (register, withdraw, check in, report, confirm) for the competitors that stand for them.
 */
export async function getTournamentActions(
  ctx: AppContext,
  auth: TAuth,
  gameType: TGameType,
  id: string,
): Promise<TTournamentActionsView> {
  const row = await repo.findTournament(ctx.db, id);
  if (!row || row.gameType !== gameType) throw new NotFound('TOURNAMENT_NOT_FOUND');
  const bracket = repo.bracketOf(row);
  const now = ctx.now();
  if (auth.role !== 'USER') return bracketActions(bracket, isTournamentOwner(auth, row), { competitorIds: [], now });
  if (gameType !== 'DOUBLES') return bracketActions(bracket, false, { competitorIds: [auth.userId], now });
  const teams = await repo.findTeamIdsOfPlayer(ctx.db, auth.userId, bracket.competitorIds);
  // A deleted team plays on where it is entered, but cannot register.
  const competitorIds =
    bracket.seeded || teams.all.some((t) => bracket.competitorIds.includes(t)) ? teams.all : teams.active;
  return bracketActions(bracket, false, { competitorIds, now });
}

/** Applies one change to an owned tournament in a transaction, then answers with the whole tournament. */
async function changeTournament(
  ctx: AppContext,
  auth: TAuth,
  gameType: TGameType,
  id: string,
  change: (tx: Tx, owned: OwnedTournament) => Promise<TBracketTournament>,
): Promise<TTournamentView> {
  await ctx.db.transaction(async (tx) => {
    const owned = await lockOwnedTournament(tx, auth, gameType, id);
    await storeBracket(ctx, tx, owned.row, owned.bracket, await change(tx, owned), auth.userId);
  });
  ctx.nudgeMail();
  return getTournament(ctx, gameType, id);
}

/** Creates an empty, unseeded tournament owned by the calling admin (elimination entries exist from the start). */
export async function createTournament(
  ctx: AppContext,
  auth: TAuth,
  gameType: TGameType,
  body: TCreateTournament,
): Promise<TTournamentView> {
  const created = bracketStep(() =>
    createBracketTournament({
      tournamentType: body.tournamentType,
      size: body.size,
      seedType: body.seedType,
      settings: body.settings,
    }),
  );
  const { registrationOpen, capacity, registrationClosesAt } = body;
  const asked = registrationOpen !== undefined || capacity !== undefined || registrationClosesAt !== undefined;
  const bracket = asked
    ? bracketStep(() => setRegistration(created, { registrationOpen, capacity, registrationClosesAt }))
    : created;
  const row = await repo.insertTournament(ctx.db, {
    name: body.tournamentName,
    gameType,
    tournamentType: body.tournamentType,
    size: body.size,
    seedType: body.seedType,
    ownerId: auth.userId,
    date: ctx.now(),
    bracket,
  });
  return tournamentView(ctx.db, row, ctx.now());
}

export async function getTournament(ctx: AppContext, gameType: TGameType, id: string): Promise<TTournamentView> {
  const found = await repo.findTournamentWithGames(ctx.db, id);
  if (!found || found.row.gameType !== gameType) throw new NotFound('TOURNAMENT_NOT_FOUND');
  return tournamentView(ctx.db, found.row, ctx.now(), found.games);
}

/**
 * The full tournament answer: one batched read of the competitors, and of the entries' games unless they came with
 * the row (`findTournamentWithGames`). Registration is told as it stands at `now`.
 */
async function tournamentView(
  tx: Tx,
  row: repo.TournamentRow,
  now: Date,
  withGames?: Map<string, TBracketGame>,
): Promise<TTournamentView> {
  const bracket = repo.bracketOf(row);
  const slotIds = bracket.entries
    .flatMap((e) => [e.competitor1Id, e.competitor2Id])
    .filter((id): id is string => id !== null);
  const gameIds = bracket.entries.flatMap((e) => (e.gameId === null ? [] : [e.gameId]));
  const competitorIds = [...new Set([...bracket.competitorIds, ...slotIds])];
  const [competitors, games] = await Promise.all([
    loadCompetitors(tx, row.gameType === 'DOUBLES', competitorIds),
    withGames ?? repo.findBracketGames(tx, gameIds),
  ]);
  return toTournamentView(row, bracket, competitors, games, now);
}

/** Solo competitors are players; doubles ones are teams, read with their members. */
async function loadCompetitors(tx: Tx, isDoubles: boolean, ids: string[]): Promise<LoadedCompetitors> {
  if (!isDoubles) return { players: await findPlayersByIds(tx, ids), teams: new Map() };
  const teams = await findTeamsByIds(tx, ids);
  return {
    players: await findPlayersByIds(
      tx,
      [...teams.values()].flatMap((t) => [t.player1Id, t.player2Id]),
    ),
    teams,
  };
}

/** Tournaments of every game type, newest first, as a plain array of exactly pageSize items when that many exist. */
export async function listAllTournaments(
  ctx: AppContext,
  pageNumber: number,
  pageSize: number,
): Promise<TTournamentListItem[]> {
  const { rows } = await repo.findTournamentPage(ctx.db, pageNumber, pageSize);
  return rows.map((row) => listItemOf(row, ctx.now()));
}

/** One page of one game type's tournaments. */
export async function pageTournaments(
  ctx: AppContext,
  gameType: TGameType,
  pageNumber: number,
  pageSize: number,
): Promise<TPage<TTournamentListItem>> {
  const { rows, total } = await repo.findTournamentPage(ctx.db, pageNumber, pageSize, gameType);
  return toPage(
    rows.map((row) => listItemOf(row, ctx.now())),
    total,
    pageNumber,
    pageSize,
  );
}

/** Refuses unknown ids (404) and admins; doubles also inactive teams and two teams sharing a player. */
async function checkCompetitorIds(tx: Tx, gameType: TGameType, ids: string[]): Promise<void> {
  if (gameType !== 'DOUBLES') {
    const users = await findPlayersByIds(tx, ids);
    if (ids.some((id) => !users.has(id))) throw new NotFound('USER_NOT_FOUND');
    if ([...users.values()].some((u) => u.role === 'ADMIN')) throw new Invalid('ADMINS_DO_NOT_PLAY');
    return;
  }
  const teams = await findTeamsByIds(tx, ids);
  if (ids.some((id) => !teams.has(id))) throw new NotFound('TEAM_NOT_FOUND');
  const players = new Set<string>();
  for (const team of teams.values()) {
    if (!team.active) throw new Invalid({ code: 'TEAM_DELETED_NAMED', params: { name: team.name } });
    for (const player of [team.player1Id, team.player2Id]) {
      if (players.has(player)) throw new Invalid('TOURNAMENT_SHARED_PLAYER');
      players.add(player);
    }
  }
}

/** Replaces the competitor list before seeding (repeats count once). */
export async function setTournamentPlayers(
  ctx: AppContext,
  auth: TAuth,
  gameType: TGameType,
  id: string,
  ids: string[],
): Promise<TTournamentView> {
  return changeTournament(ctx, auth, gameType, id, async (tx, { bracket }) => {
    const next = bracketStep(() => setCompetitors(bracket, ids));
    await checkCompetitorIds(tx, gameType, next.competitorIds);
    return next;
  });
}

/** Places competitors in first-row slots of a PICKED tournament. */
export async function setTournamentSeed(
  ctx: AppContext,
  auth: TAuth,
  gameType: TGameType,
  id: string,
  body: TSetSeedBody,
): Promise<TTournamentView> {
  const entries = Array.isArray(body) ? body : body.bracketEntries;
  const isDoubles = gameType === 'DOUBLES';
  const picks = entries.map((e): TSeedPick => {
    const [first, second] = isDoubles ? [e.team1, e.team2] : [e.player1, e.player2];
    const pick: TSeedPick = { coordinate: e.coordinate };
    // A missing slot stays as it is; null empties it.
    if (first !== undefined) pick.competitor1Id = first?.id ?? null;
    if (second !== undefined) pick.competitor2Id = second?.id ?? null;
    return pick;
  });
  return changeTournament(ctx, auth, gameType, id, async (_tx, { bracket }) =>
    bracketStep(() => applyPicks(bracket, picks)),
  );
}

/**
 * Seeds and starts the tournament: RANDOM shuffles, ELO orders by current points, PICKED keeps the slots. Once
 * check-in was opened, those who did not check in are dropped first, so seeding uses those who did.
 */
export async function seedTournamentNow(
  ctx: AppContext,
  auth: TAuth,
  gameType: TGameType,
  id: string,
): Promise<TTournamentView> {
  return changeTournament(ctx, auth, gameType, id, async (tx, { bracket: registered }) => {
    const bracket = dropAbsent(registered);
    const points = bracket.seedType === 'ELO' ? await pointsOf(tx, gameType, bracket.competitorIds) : undefined;
    return bracketStep(() => seedTournament(bracket, points ? { points } : {}));
  });
}

async function pointsOf(tx: Tx, gameType: TGameType, ids: string[]): Promise<Record<string, number>> {
  return findCurrentSeasonPoints(tx, gameType, ids); // the current season's ratings (issue #25)
}

/** A competitor skips (forfeits) an entry; the opponent advances. No game, so no rating changes. */
export async function skipEntry(
  ctx: AppContext,
  auth: TAuth,
  gameType: TGameType,
  id: string,
  entryId: string,
  forfeitedId: string,
): Promise<TTournamentView> {
  return changeTournament(ctx, auth, gameType, id, async (_tx, { bracket }) =>
    bracketStep(() => forfeitEntry(bracket, entryId, forfeitedId)),
  );
}

/**
 * Reopens a decided entry (issue 24): its result goes and every later entry that depended on it is reset (the
 * format's rule, domain `planReopen`), in one transaction under the tournament's row lock; the games of what is reset
 * are voided together through the settlement module (games `voidReopenedResults`), which replays ratings, stats and
 * achievements as if they had never been played. A result entered meanwhile on a later entry waits for the row lock
 * and is then decided on the reopened bracket (its entry may no longer be open: 409).
 */
export async function reopenEntry(
  ctx: AppContext,
  auth: TAuth,
  gameType: TGameType,
  id: string,
  entryId: string,
  reason: string,
): Promise<TTournamentView> {
  await voidReopenedResults(ctx, auth, reason, async (tx) => {
    const { row, bracket } = await lockOwnedTournament(tx, auth, gameType, id);
    const plan = bracketStep(() => planReopen(bracket, entryId));
    await storeBracket(ctx, tx, row, bracket, plan.tournament, auth.userId);
    return plan.gameIds;
  });
  ctx.nudgeMail();
  return getTournament(ctx, gameType, id);
}

/** What reopening the entry would reset now, as the owner's confirmation lists it (the same plan the reopen follows). */
export async function previewReopen(
  ctx: AppContext,
  auth: TAuth,
  gameType: TGameType,
  id: string,
  entryId: string,
): Promise<TReopenPreview> {
  const row = assertOwner(auth, gameType, await repo.findTournament(ctx.db, id));
  const bracket = repo.bracketOf(row);
  const plan = bracketStep(() => planReopen(bracket, entryId));
  const view = await tournamentView(ctx.db, row, ctx.now());
  const shown = new Map(view.bracketEntries.map((e) => [e.id, e]));
  const listed = (entry: {
    id: string;
    coordinate: number;
    bracketEntryType: TBracketTournament['entries'][number]['bracketEntryType'];
  }) => {
    const entryView = shown.get(entry.id);
    if (!entryView) throw new Error(`entry ${entry.id} is missing from its tournament's view`);
    return { ...entryView, roundName: roundName(bracket, entry) };
  };
  return {
    entry: listed(plan.entry),
    resets: plan.resets.map(listed),
    voidedGames: plan.gameIds.length,
    clearsWinner: bracket.winnerId !== null && plan.tournament.winnerId === null,
  };
}

/** Deletes the tournament; the games it produced stay (they are normal accepted games), reports waiting are withdrawn. */
export async function deleteTournament(ctx: AppContext, auth: TAuth, gameType: TGameType, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const { bracket } = await lockOwnedTournament(tx, auth, gameType, id);
    // Reports still waiting for the other side have nothing left to move: they are withdrawn with it.
    await withdrawReportedGames(
      tx,
      bracket.entries.flatMap((e) => (e.report ? [e.report.gameId] : [])),
      auth.userId,
      ctx.now(),
    );
    await repo.deleteTournament(tx, id);
  });
}

/** Players (or active teams in doubles) whose name contains the text, for the owner's picker. */
export async function findCandidates(
  ctx: AppContext,
  auth: TAuth,
  gameType: TGameType,
  id: string,
  name: string,
): Promise<TTournamentCandidate[]> {
  assertOwner(auth, gameType, await repo.findTournament(ctx.db, id));
  const text = name.trim();
  if (!text) return [];
  if (gameType === 'DOUBLES')
    return (await findTeamsNamed(ctx.db, text, { limit: CANDIDATES_LIMIT })).map((t) => ({
      id: t.id,
      name: t.name,
      avatarHash: null,
    }));
  return (await findPlayersNamed(ctx.db, text, { limit: CANDIDATES_LIMIT })).map((p) => ({
    id: p.id,
    name: p.username,
    avatarHash: p.avatarHash,
  }));
}
