/**
 * Correcting the record (issue 24): the poster withdraws a pending game; an admin voids or corrects an accepted one,
 * which the settlement module replays (league `changeHistory`), telling every player whose points moved.
 */
import {
  BracketError,
  correctEntryResult,
  roundForDisplay,
  validateSoloGame,
  type TBracketTournament,
  type TEntryGame,
  type TCorrectDoublesGame,
  type TAuditState,
  type TCorrectSoloGame,
  type TDoublesGameDetail,
  type TGameType,
  type TGameView,
  type TSoloGameType,
} from '@caps/domain';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { retryOnConflict } from '../../db/retry.ts';
import { Conflict, Forbidden, Invalid, type AppError } from '../../platform/errors.ts';
import type { TAuth } from '../../platform/tokens.ts';
import {
  changeHistory,
  type ChangeWrite,
  type ChangedGame,
  type PointsMove,
  type ReplayOutcome,
} from '../league/index.ts';
import {
  notificationMessage,
  insertNotifications,
  playerSide,
  type NewNotification,
  rewordNotifications,
  teamSide,
  type TPointsMove,
  type TSide,
} from '../notifications/index.ts';
import { closeDisputes, findOpenDisputes, insertAudit, type NewAuditEntry } from './audit.repository.ts';
import { auditStateOf } from './audit.view.ts';
import {
  claimWithdrawal,
  correctGameRows,
  findGameWithLines,
  findLines,
  updateLinesStatus,
  voidGameRow,
} from './corrections.repository.ts';
import { doublesGameRecord, soloGameRecord, storedDoublesBody, type GameRecord } from './game-records.ts';
import * as repo from './games.repository.ts';
import { gameNotFound, getGame, stateConflict } from './games.service.ts';
import { getDoublesGame } from './doubles.service.ts';

/**
 * The poster takes back a pending game: it leaves the opponent's acceptance list (its requests go) and the
 * notifications that asked to accept it say it was withdrawn. Only the poster may; a decided game is a 409.
 */
export async function withdrawGame(
  ctx: AppContext,
  auth: TAuth,
  gameType: TGameType,
  gameId: string,
): Promise<TGameView> {
  const found = await findGameWithLines(ctx.db, gameId);
  if (!found || found.game.gameType !== gameType) throw gameNotFound(gameType);
  const { game } = found;
  if (game.postedBy !== auth.userId) throw new Forbidden('POSTER_WITHDRAWS');
  if (game.status !== 'PENDING') throw stateConflict(game.status);
  // A reported tournament result waits in its bracket: the other side confirms or disputes it, or the owner enters it.
  if (game.tournamentId !== null) throw new Conflict('REPORT_NOT_WITHDRAWABLE');
  const now = ctx.now();
  const [poster] = (await repo.loadGameViews(ctx.db, [gameId])).flatMap((v) =>
    v.players.filter((p) => p.id === auth.userId),
  );
  // A decision's one statement may lock the lines before the game's row: a deadlock is retried (nothing landed).
  const withdrawn = await retryOnConflict(() =>
    ctx.db.transaction(async (tx) => {
      if (!(await claimWithdrawal(tx, gameId, auth.userId, now))) return false;
      await updateLinesStatus(tx, [gameId], 'WITHDRAWN');
      await repo.removeRequests(tx, [gameId]);
      const notice = notificationMessage('withdrawn', { poster: poster?.username ?? null });
      await rewordNotifications(tx, gameId, 'ACCEPT_REQUEST', notice, 'GAME_WITHDRAWN');
      await insertAudit(tx, [{ gameId, action: 'WITHDRAWN', byId: auth.userId, at: now }]);
      return true;
    }),
  );
  if (!withdrawn) {
    // Decided (or withdrawn) between the read and the claim: say how it stands now.
    const current = await findGameWithLines(ctx.db, gameId);
    throw current ? stateConflict(current.game.status) : gameNotFound(gameType);
  }
  return getGame(ctx, gameType, gameId);
}

/**
 * The checks of a void or a correction on the game as locked: it exists and is accepted; a void is no result of a
 * bracket (`bracket`: its tournament's, locked, while it still holds the game; a deleted tournament's games are
 * ordinary games).
 */
function checkChangeable(
  game: ChangedGame | undefined,
  gameType: TGameType,
  kind: 'voided' | 'corrected',
  bracket: TBracketTournament | undefined,
): asserts game is ChangedGame {
  if (!game || game.gameType !== gameType) throw gameNotFound(gameType);
  if (game.status !== 'ACCEPTED') throw stateConflict(game.status);
  // A bracket's later entries depend on its results: reopening the match is how a tournament result goes.
  if (kind === 'voided' && bracket) throw new Conflict('TOURNAMENT_RESULT_REOPEN');
}

/** Removes an accepted game from history and replays what came after it; returns the game as its page shows it. */
export async function voidGame(
  ctx: AppContext,
  auth: TAuth,
  gameType: TGameType,
  gameId: string,
  reason: string,
): Promise<TGameView> {
  await changeGame(ctx, auth, gameType, gameId, reason, 'voided', async (tx, game, at) => {
    const lines = await findLines(tx, gameId);
    return {
      write: async () => {
        await voidGameRow(tx, gameId, auth.userId, reason, at);
        await updateLinesStatus(tx, [gameId], 'VOIDED');
      },
      before: auditStateOf('ACCEPTED', game, lines),
      after: auditStateOf('VOIDED', game, lines),
    };
  });
  return getGame(ctx, gameType, gameId);
}

/** Replaces the result of an accepted solo game (same players) and replays what came after it. */
export async function correctSoloGame(
  ctx: AppContext,
  auth: TAuth,
  gameType: TSoloGameType,
  gameId: string,
  body: TCorrectSoloGame,
): Promise<TGameView> {
  const { reason, ...posted } = body;
  validateSoloGame(posted);
  const { derived, ...record } = soloGameRecord(gameType, posted);
  const [r1, r2] = derived.rows;
  const entryGame: TEntryGame = {
    gameId,
    winnerId: derived.winnerId,
    sides: [
      { competitorId: r1.playerId, points: r1.score, sinks: r1.sinks },
      { competitorId: r2.playerId, points: r2.score, sinks: r2.sinks },
    ],
  };
  await changeGame(ctx, auth, gameType, gameId, reason, 'corrected', (tx, game, _at, bracket) =>
    correction(ctx, tx, game, record, entryGame, bracket),
  );
  return getGame(ctx, gameType, gameId);
}

/** Replaces the result of an accepted doubles game (same teams, each with the same players) and replays what came after it. */
export async function correctDoublesGame(
  ctx: AppContext,
  auth: TAuth,
  gameId: string,
  body: TCorrectDoublesGame,
): Promise<TDoublesGameDetail> {
  const { reason, ...posted } = body;
  const { derived, ...record } = doublesGameRecord(storedDoublesBody(posted));
  const [t1, t2] = derived.teamRows;
  const entryGame: TEntryGame = {
    gameId,
    winnerId: derived.winnerTeamId,
    sides: [
      { competitorId: t1.teamId, points: t1.score, sinks: t1.sinks },
      { competitorId: t2.teamId, points: t2.score, sinks: t2.sinks },
    ],
  };
  await changeGame(ctx, auth, 'DOUBLES', gameId, reason, 'corrected', (tx, game, _at, bracket) =>
    correction(ctx, tx, game, record, entryGame, bracket),
  );
  return getDoublesGame(ctx, gameId);
}

/**
 * The writes of a correction, once its players are checked to be the game's (doubles: each on the same team). A
 * tournament result keeps its winner (its bracket moved on from it: a changed winner is a reopen, 409) and its entry
 * takes the new score, in the same transaction (the tournament's row is locked first, see `changeGame`).
 */
async function correction(
  ctx: AppContext,
  tx: Tx,
  game: ChangedGame,
  record: GameRecord,
  entryGame: TEntryGame,
  bracket: TBracketTournament | undefined,
): Promise<ChangeWrites> {
  const lines = await findLines(tx, game.id);
  const sideOf = (l: { playerId: string; teamId?: string | null }) => `${l.playerId}:${l.teamId ?? ''}`;
  const stored = new Set(lines.map(sideOf));
  if (record.lines.length !== lines.length || !record.lines.every((l) => stored.has(sideOf(l))))
    throw new Invalid('GAME_PLAYERS_CANNOT_CHANGE');
  const tournamentId = game.tournamentId;
  // Worked out before anything is written, so a refused bracket change writes nothing.
  const corrected = tournamentId !== null && bracket ? correctedBracket(bracket, entryGame) : undefined;
  const write = async () => {
    await correctGameRows(tx, game.id, record);
    if (tournamentId !== null && corrected) await ctx.tournamentResults.saveBracket(tx, tournamentId, corrected);
  };
  const after = auditStateOf(
    'ACCEPTED',
    {
      gameMode: record.game.gameMode,
      team1Score: record.game.team1Score,
      team2Score: record.game.team2Score,
      winnerId: record.game.winnerId,
    },
    [...record.lines].sort((a, b) => a.side - b.side || (a.playerId < b.playerId ? -1 : 1)),
  );
  return { write, before: auditStateOf('ACCEPTED', game, lines), after };
}

/** The bracket of a corrected tournament result with the entry's new score (domain `correctEntryResult`). */
function correctedBracket(bracket: TBracketTournament, entryGame: TEntryGame): TBracketTournament {
  try {
    return correctEntryResult(bracket, entryGame);
  } catch (err) {
    if (err instanceof BracketError) throw bracketError(err);
    throw err;
  }
}

function bracketError(err: BracketError): AppError {
  return err.kind === 'invalid' ? new Invalid(err.refusal) : new Conflict(err.refusal);
}

/** What a void or a correction writes to its game, and the game's state before and after for the audit trail. */
type ChangeWrites = { write: ChangeWrite; before: TAuditState; after: TAuditState };

/**
 * A void or a correction through the settlement module: `change` checks the locked game's lines and gives the
 * writes; with them go the audit entries (the change, and each open dispute it closes) and the notifications.
 */
async function changeGame(
  ctx: AppContext,
  auth: TAuth,
  gameType: TGameType,
  gameId: string,
  reason: string,
  kind: 'voided' | 'corrected',
  change: (tx: Tx, game: ChangedGame, at: Date, bracket: TBracketTournament | undefined) => Promise<ChangeWrites>,
): Promise<ReplayOutcome> {
  const at = ctx.now();
  const [view] = await repo.loadGameViews(ctx.db, [gameId]);
  // A tournament result: its tournament's row is locked before the game's, as reopening and results lock them.
  const tournamentId = view?.tournamentId ?? null;
  let audit: ChangeWrites | undefined;
  let disputes: Awaited<ReturnType<typeof findOpenDisputes>> = [];
  let bracket: TBracketTournament | undefined;
  return changeHistory(ctx.db, {
    at,
    plan: async (tx) => {
      if (tournamentId !== null) {
        // The bracket while it still holds the game (a deleted tournament's games are ordinary games).
        const found = await ctx.tournamentResults.lockBracket(tx, tournamentId);
        bracket = found?.entries.some((e) => e.gameId === gameId) ? found : undefined;
      }
      return [gameId];
    },
    check: async (tx, [game]) => {
      checkChangeable(game, gameType, kind, bracket);
      audit = await change(tx, game, at, bracket);
      disputes = await findOpenDisputes(tx, gameId);
      const { write } = audit;
      return async () => {
        await write();
        if (disputes.length) await closeDisputes(tx, gameId, at);
      };
    },
    along: async (tx, outcome, [game]) => {
      await insertAudit(tx, [
        {
          gameId,
          action: kind === 'voided' ? 'VOIDED' : 'CORRECTED',
          byId: auth.userId,
          at,
          reason,
          before: audit?.before ?? null,
          after: audit?.after ?? null,
        },
        ...disputes.map((d) => ({
          gameId,
          action: 'DISPUTE_CLOSED' as const,
          byId: auth.userId,
          at,
          reason: `${d.byName}'s report: ${d.reason}`,
        })),
      ]);
      await insertNotifications(tx, changeNotifications([{ game: game!, view }], outcome.moves, kind, reason, at));
    },
  });
}

/** The reason a reopen's voided games carry in their audit trail and on their pages. */
function reopenedReason(reason: string): string {
  return `Tournament match reopened: ${reason}`;
}

/**
 * Voids the games of a reopened tournament match and of the later matches that depended on it, together, through the
 * settlement module (league `changeHistory`): `plan` locks the tournament, writes its new bracket and names the games,
 * in the same transaction. Each game's trail records the void with the reason; its players, and every other player
 * whose points moved, are told.
 */
export async function voidReopenedResults(
  ctx: AppContext,
  auth: TAuth,
  reason: string,
  plan: (tx: Tx) => Promise<string[]>,
): Promise<ReplayOutcome> {
  const at = ctx.now();
  const text = reopenedReason(reason);
  let voided: Array<{ game: ChangedGame; view: TGameView | undefined; audit: NewAuditEntry[] }> = [];
  return changeHistory(ctx.db, {
    at,
    plan,
    check: async (tx, locked) => {
      // A game already out of history is left as it is.
      const games = locked.filter((g) => g.status === 'ACCEPTED');
      const views = new Map(
        (
          await repo.loadGameViews(
            tx,
            games.map((g) => g.id),
          )
        ).map((v) => [v.id, v]),
      );
      voided = [];
      const disputed: string[] = [];
      for (const game of games) {
        const lines = await findLines(tx, game.id);
        const disputes = await findOpenDisputes(tx, game.id);
        if (disputes.length) disputed.push(game.id);
        voided.push({
          game,
          view: views.get(game.id),
          audit: [
            {
              gameId: game.id,
              action: 'VOIDED',
              byId: auth.userId,
              at,
              reason: text,
              before: auditStateOf('ACCEPTED', game, lines),
              after: auditStateOf('VOIDED', game, lines),
            },
            ...disputes.map((d) => ({
              gameId: game.id,
              action: 'DISPUTE_CLOSED' as const,
              byId: auth.userId,
              at,
              reason: `${d.byName}'s report: ${d.reason}`,
            })),
          ],
        });
      }
      return async () => {
        for (const { game } of voided) await voidGameRow(tx, game.id, auth.userId, text, at);
        await updateLinesStatus(
          tx,
          voided.map((v) => v.game.id),
          'VOIDED',
        );
        for (const gameId of disputed) await closeDisputes(tx, gameId, at);
      };
    },
    along: async (tx, outcome) => {
      await insertAudit(
        tx,
        voided.flatMap((v) => v.audit),
      );
      await insertNotifications(tx, changeNotifications(voided, outcome.moves, 'voided', text, at));
    },
  });
}

/**
 * The players of the changed games hear that each was voided or corrected and why; every other player whose points
 * moved, by how much. A move that shows as 0.00 is no news: nobody is told of it.
 */
function changeNotifications(
  changed: ReadonlyArray<{ game: ChangedGame; view: TGameView | undefined }>,
  moves: PointsMove[],
  kind: 'voided' | 'corrected',
  reason: string,
  at: Date,
) {
  const movesOf = new Map<string, TPointsMove[]>();
  for (const m of moves) {
    const change = roundForDisplay(m.after - m.before);
    if (change === 0) continue;
    movesOf.set(m.playerId, [...(movesOf.get(m.playerId) ?? []), { gameType: m.gameType, change }]);
  }
  const told = new Set<string>();
  const notes: NewNotification[] = changed.flatMap(({ game, view }) =>
    gameSides(game, view).map(({ playerId, other }) => {
      // A player of several changed games hears of their points once, with the first.
      const moved = told.has(playerId) ? [] : (movesOf.get(playerId) ?? []);
      told.add(playerId);
      return {
        userId: playerId,
        type: 'GAME_CORRECTED' as const,
        message: notificationMessage('changedByAdmin', { other, change: kind, reason, moves: moved }),
        gameId: game.id,
        date: at,
      };
    }),
  );
  const [first] = changed;
  for (const [playerId, moved] of movesOf) {
    if (!told.has(playerId) && first)
      notes.push({
        userId: playerId,
        type: 'GAME_CORRECTED',
        message: notificationMessage('pointsChanged', { change: kind, moves: moved }),
        gameId: first.game.id,
        date: at,
      });
  }
  return notes;
}

/** Each player of the game with how the other side is named to them ("Alice", "team Otters"). */
function gameSides(game: ChangedGame, view: TGameView | undefined): Array<{ playerId: string; other: TSide }> {
  if (!view) return [];
  if (game.gameType === 'DOUBLES') {
    const side1 = view.team1?.playerList ?? [];
    const side2 = view.team2?.playerList ?? [];
    return [
      ...side1.map((playerId) => ({ playerId, other: teamSide(view.team2Name ?? null) })),
      ...side2.map((playerId) => ({ playerId, other: teamSide(view.team1Name ?? null) })),
    ];
  }
  const name = (id: string | null) => playerSide(view.players.find((p) => p.id === id)?.username ?? null);
  return [
    ...(view.player1 ? [{ playerId: view.player1, other: name(view.player2) }] : []),
    ...(view.player2 ? [{ playerId: view.player2, other: name(view.player1) }] : []),
  ];
}
