/**
 * A game result on a bracket entry (SERVER-RULES §7): validated like any posted game, stored as an ACCEPTED game of
 * the tournament, settled into ratings, stats and achievements, and recorded in the bracket, all in one transaction
 * under the tournament's row lock, so a second result for the same entry gets 409. A competitor's report (issue 27)
 * is validated the same way and stored as a pending game of the tournament that the other side confirms (then it is
 * recorded exactly like the owner's) or disputes (then the owner enters it); the owner's result supersedes it.
 */
import {
  canReport,
  checkDoublesRosters,
  confirmedReport,
  disputeReport,
  entryOfReport,
  entryOpponentOf,
  findBracketEntry,
  recordResult,
  canPostResult,
  withReport,
  type TAcceptedGame,
  type TBracketEntry,
  type TBracketTournament,
  type TEntryGame,
  type TGameType,
  type TPostDoublesGame,
  type TPostSoloGame,
  type TSoloGameType,
  type TTournamentView,
} from '@caps/domain';
import type { AppContext, TournamentResults } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { Forbidden, NotFound } from '../../platform/errors.ts';
import type { TAuth } from '../../platform/tokens.ts';
import { retryOnConflict } from '../../db/retry.ts';
import { findPlayersByIds } from '../accounts/index.ts';
import {
  decideReportedGame,
  doublesGameRecord,
  insertAcceptedGame,
  insertReportedGame,
  soloGameRecord,
  storedDoublesBody,
  type GameRecord,
} from '../games/index.ts';
import { insertNotifications, notificationMessage, playerSide, teamSide, type TSide } from '../notifications/index.ts';
import { findTeamsByIds } from '../teams/index.ts';
import { assertNoRefusal, bracketStep } from './tournaments.errors.ts';
import { bracketOf, lockTournament, type TournamentRow } from './tournaments.repository.ts';
import { getTournament, lockOwnedTournament } from './tournaments.service.ts';
import { storeBracket } from './tournaments.store.ts';

/** What a result needs besides the bracket: the entry game to check, and how to store the game. */
type PreparedGame = GameRecord & {
  accepted: TAcceptedGame;
  entryGame: Omit<TEntryGame, 'gameId'>;
  /** Extra checks inside the transaction (doubles rosters). */
  check?: (tx: Tx) => Promise<void>;
};

/** Which entry of which tournament a result is for. */
type EntryAt = { id: string; entryId: string; gameType: TGameType };

/** The entry of `bracket` a result is for (404 when there is none). */
function entryOf(bracket: TBracketTournament, entryId: string): TBracketEntry {
  const entry = findBracketEntry(bracket, entryId);
  if (!entry) throw new NotFound('ENTRY_NOT_FOUND');
  return entry;
}

/**
 * The result prepared and checked by the bracket's rule `refusal` for its entry. Validated after the caller's own
 * check, so strangers learn nothing about the rules from a 400.
 */
async function checkedResult(
  tx: Tx,
  prepare: () => PreparedGame,
  refusal: (game: TEntryGame) => ReturnType<typeof canPostResult>,
): Promise<PreparedGame> {
  const prepared = prepare();
  // The id is not known yet; the checks do not read it.
  assertNoRefusal(refusal({ ...prepared.entryGame, gameId: '' }));
  await prepared.check?.(tx);
  return prepared;
}

async function postEntryResult(
  ctx: AppContext,
  auth: TAuth,
  { id, entryId, gameType }: EntryAt,
  prepare: () => PreparedGame,
): Promise<TTournamentView> {
  const now = ctx.now();
  // Under the players' locks its stats cannot go stale; a deadlock (which aborts the transaction) starts it again.
  await retryOnConflict(() =>
    ctx.db.transaction(async (tx) => {
      const { row, bracket } = await lockOwnedTournament(tx, auth, gameType, id);
      const entry = entryOf(bracket, entryId);
      const prepared = await checkedResult(tx, prepare, (game) => canPostResult(bracket, entry, game));
      // Stored the way a posted game is, then accepted the way an opponent accepts one, in this transaction.
      const gameId = await insertAcceptedGame(tx, prepared, prepared.accepted, auth.userId, now, row.id);
      // A report waiting on this entry is superseded: storeBracket withdraws its pending game.
      await storeBracket(
        ctx,
        tx,
        row,
        bracket,
        bracketStep(() => recordResult(bracket, entryId, { ...prepared.entryGame, gameId })),
        auth.userId,
      );
    }),
  );
  ctx.nudgeMail();
  return getTournament(ctx, gameType, id);
}

/** The players behind a competitor: the player in solo, the team's two in doubles. */
async function playersOf(tx: Tx, gameType: TGameType, ids: string[]): Promise<Map<string, string[]>> {
  if (gameType !== 'DOUBLES') return new Map(ids.map((id) => [id, [id]]));
  const teams = await findTeamsByIds(tx, ids);
  return new Map(
    ids.map((id) => {
      const team = teams.get(id);
      return [id, team ? [team.player1Id, team.player2Id] : []];
    }),
  );
}

/**
 * A competitor reports the result of their entry: checked like the owner's (the entry open, the game's sides its
 * competitors, the game's own rules), then stored as a pending game of the tournament that waits for the other side.
 */
async function reportEntryResult(
  ctx: AppContext,
  auth: TAuth,
  { id, entryId, gameType }: EntryAt,
  prepare: () => PreparedGame,
): Promise<TTournamentView> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const row = await lockTournament(tx, id);
    if (!row || row.gameType !== gameType) throw new NotFound('TOURNAMENT_NOT_FOUND');
    const bracket = bracketOf(row);
    const entry = entryOf(bracket, entryId);
    const competitors = [entry.competitor1Id, entry.competitor2Id].filter((c): c is string => c !== null);
    const players = await playersOf(tx, gameType, competitors);
    const side = competitors.find((c) => players.get(c)?.includes(auth.userId));
    if (side === undefined) throw new Forbidden('TOURNAMENT_NOT_YOUR_MATCH');
    const prepared = await checkedResult(tx, prepare, (game) => canReport(bracket, entry, side, game));
    const other = entryOpponentOf(entry, side);
    if (other === null) throw new Error('a playable entry has two competitors');
    const names =
      gameType === 'DOUBLES'
        ? new Map([...(await findTeamsByIds(tx, [side])).values()].map((t) => [t.id, teamSide(t.name)]))
        : await reporterName(tx, auth.userId);
    const gameId = await insertReportedGame(tx, {
      record: prepared,
      tournamentId: row.id,
      tournamentName: row.name,
      reporterId: auth.userId,
      reporter: names.get(side) ?? null,
      waiting: players.get(side) ?? [],
      deciding: (players.get(other) ?? []).map((userId) => ({ userId, teamId: gameType === 'DOUBLES' ? other : null })),
      at: now,
      publicUrl: ctx.config.publicUrl,
    });
    const { winnerId, sides } = prepared.entryGame;
    await storeBracket(
      ctx,
      tx,
      row,
      bracket,
      withReport(bracket, entryId, { gameId, competitorId: side, winnerId, sides }),
      auth.userId,
    );
  });
  ctx.nudgeMail();
  return getTournament(ctx, gameType, id);
}

async function reporterName(tx: Tx, userId: string): Promise<Map<string, TSide>> {
  const found = await findPlayersByIds(tx, [userId]);
  return new Map([...found.values()].map((p) => [p.id, playerSide(p.username)]));
}

/**
 * The other side decided a reported result (`POST /api/{type}/accept|reject/{gameId}`, or the auto-accept job): under
 * the tournament's row lock, the game is decided as any game is (games `decideReportedGame`: the decider's request,
 * the settlement), and the bracket takes the result exactly as the owner's (confirmed) or marks the entry disputed
 * and tells the owner (rejected). A report no bracket waits for any more (its tournament deleted) is decided alone.
 */
export const decideReportedResult: TournamentResults['decideReported'] = async (
  ctx,
  decider,
  gameType,
  gameId,
  tournamentId,
  decision,
) => {
  const now = ctx.now();
  const byId = decider.kind === 'user' ? decider.auth.userId : null;
  await retryOnConflict(() =>
    ctx.db.transaction(async (tx) => {
      const row = await lockTournament(tx, tournamentId);
      const bracket = row && bracketOf(row);
      const entry = bracket ? entryOfReport(bracket, gameId) : undefined;
      await decideReportedGame(tx, decider, gameType, gameId, decision, now);
      if (!row || !bracket || !entry) return;
      const { tournament } = confirmedReport(bracket, entry.id);
      if (decision === 'ACCEPTED') {
        const { game } = confirmedReport(bracket, entry.id);
        await storeBracket(
          ctx,
          tx,
          row,
          tournament,
          bracketStep(() => recordResult(tournament, entry.id, game)),
          byId,
        );
        return;
      }
      await storeBracket(ctx, tx, row, tournament, disputeReport(bracket, entry.id), byId);
      await tellOwnerOfDispute(tx, row, now);
    }),
  );
  ctx.nudgeMail();
};

async function tellOwnerOfDispute(tx: Tx, row: TournamentRow, at: Date): Promise<void> {
  if (row.ownerId === null) return;
  await insertNotifications(tx, [
    {
      userId: row.ownerId,
      type: 'TOURNAMENT_RESULT_DISPUTED',
      message: notificationMessage('resultDisputed', { tournament: row.name }),
      date: at,
    },
  ]);
}

/** Posts a singles, easy caps or unranked result; its two players must be the entry's competitors. */
export async function postSoloEntryResult(
  ctx: AppContext,
  auth: TAuth,
  gameType: TSoloGameType,
  id: string,
  entryId: string,
  body: TPostSoloGame,
): Promise<TTournamentView> {
  return postEntryResult(ctx, auth, { id, entryId, gameType }, () => soloPrepared(gameType, body));
}

/** A competitor reports a singles, easy caps or unranked result of their entry. */
export async function reportSoloEntryResult(
  ctx: AppContext,
  auth: TAuth,
  gameType: TSoloGameType,
  id: string,
  entryId: string,
  body: TPostSoloGame,
): Promise<TTournamentView> {
  return reportEntryResult(ctx, auth, { id, entryId, gameType }, () => soloPrepared(gameType, body));
}

/** A competitor (a player of one of the teams) reports a doubles result of their entry. */
export async function reportDoublesEntryResult(
  ctx: AppContext,
  auth: TAuth,
  id: string,
  entryId: string,
  body: TPostDoublesGame,
): Promise<TTournamentView> {
  const stored = storedDoublesBody(body);
  return reportEntryResult(ctx, auth, { id, entryId, gameType: 'DOUBLES' }, () => doublesPrepared(stored));
}

function soloPrepared(gameType: TSoloGameType, body: TPostSoloGame): PreparedGame {
  const { derived, ...record } = soloGameRecord(gameType, body);
  const [r1, r2] = derived.rows;
  return {
    accepted: { gameType, body },
    entryGame: {
      winnerId: derived.winnerId,
      sides: [
        { competitorId: r1.playerId, points: r1.score, sinks: r1.sinks },
        { competitorId: r2.playerId, points: r2.score, sinks: r2.sinks },
      ],
    },
    ...record,
  };
}

/** Posts a doubles result; its teams must be the entry's competitors and its players the teams' rosters. */
export async function postDoublesEntryResult(
  ctx: AppContext,
  auth: TAuth,
  id: string,
  entryId: string,
  body: TPostDoublesGame,
): Promise<TTournamentView> {
  const stored = storedDoublesBody(body);
  return postEntryResult(ctx, auth, { id, entryId, gameType: 'DOUBLES' }, () => doublesPrepared(stored));
}

function doublesPrepared(stored: TPostDoublesGame): PreparedGame {
  const { derived, ...record } = doublesGameRecord(stored);
  const [t1, t2] = derived.teamRows;
  return {
    accepted: { gameType: 'DOUBLES', body: stored },
    entryGame: {
      winnerId: derived.winnerTeamId,
      sides: [
        { competitorId: t1.teamId, points: t1.score, sinks: t1.sinks },
        { competitorId: t2.teamId, points: t2.score, sinks: t2.sinks },
      ],
    },
    // A team deleted during the tournament still plays out its bracket, so only the rosters are checked.
    check: async (tx) => {
      const teams = await findTeamsByIds(tx, [stored.team1, stored.team2]);
      const roster = (teamId: string) => {
        const team = teams.get(teamId);
        if (!team) throw new NotFound('TEAM_NOT_FOUND');
        return [team.player1Id, team.player2Id];
      };
      checkDoublesRosters(stored, roster(stored.team1), roster(stored.team2));
    },
    ...record,
  };
}
