/** Disputes (a player reports a problem with an accepted game), the admins' queue, a game's audit trail and what a caller may do with a game. */
import { LIMITS, type TAuditEntry, type TCodedError, type TAuditAction, type TDisputeView, type TGameActions, type TGameType, type TOpenDispute } from '@caps/domain';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { ClaimLost, claimTogether } from '../../db/write-together.ts';
import { violatedConstraint } from '../../platform/error-handler.ts';
import { Conflict, Forbidden } from '../../platform/errors.ts';
import type { TAuth } from '../../platform/tokens.ts';
import { findPlayersByIds } from '../accounts/index.ts';
import { notificationMessage, notificationsInsert } from '../notifications/index.ts';
import { findTeamsByIds } from '../teams/index.ts';
import { auditInsert, disputeClaim, findAdminIds, findAuditRows, findDisputeQueue, findOpenDisputes } from './audit.repository.ts';
import { toAuditEntry, toDisputeView } from './audit.view.ts';
import { findGameWithLines } from './corrections.repository.ts';
import type { GamePlayerRow, GameRow } from './games.repository.ts';
import * as repo from './games.repository.ts';
import { gameNotFound, stateConflict } from './games.service.ts';
import { tournamentBrackets } from './tournament-brackets.ts';

const DAY_MS = 86_400_000;

/** The players of a game and, for doubles, the current members of its teams ("either player or team member"). */
async function membersOf(tx: Tx, game: GameRow, lines: GamePlayerRow[]): Promise<Set<string>> {
  const members = new Set(lines.map((l) => l.playerId));
  const teamIds = [game.team1Id, game.team2Id].filter((t): t is string => t !== null);
  for (const team of (await findTeamsByIds(tx, teamIds)).values()) {
    members.add(team.player1Id);
    members.add(team.player2Id);
  }
  return members;
}

/** Why a player may not dispute this accepted game now, or null when they may. */
function disputeRefusal(game: GameRow, at: Date): TCodedError | null {
  if (game.status !== 'ACCEPTED') return null; // answered by the state's 409
  const acceptedAt = game.decidedAt ?? game.time;
  return at.getTime() - acceptedAt.getTime() > LIMITS.disputeDays * DAY_MS ? { code: 'DISPUTE_TOO_LATE', params: { days: LIMITS.disputeDays } } : null;
}

/**
 * A player (or member of a team) of an accepted game reports a problem with it, within 14 days of its acceptance;
 * one open dispute per game and player. Every admin is notified (DISPUTE_OPENED) and sees it in the queue; voiding or
 * correcting the game closes it.
 */
export async function disputeGame(ctx: AppContext, auth: TAuth, gameType: TGameType, gameId: string, reason: string): Promise<TDisputeView> {
  const found = await findGameWithLines(ctx.db, gameId);
  if (!found || found.game.gameType !== gameType) throw gameNotFound(gameType);
  const { game, lines } = found;
  if (!(await membersOf(ctx.db, game, lines)).has(auth.userId)) throw new Forbidden('DISPUTE_PLAYERS_ONLY');
  if (game.status !== 'ACCEPTED') throw stateConflict(game.status);
  const at = ctx.now();
  const refusal = disputeRefusal(game, at);
  if (refusal) throw new Conflict(refusal);
  const id = newId();
  const [admins, reporter] = await Promise.all([findAdminIds(ctx.db), findPlayersByIds(ctx.db, [auth.userId])]);
  // Every admin hears of it in the statement that opens it: told only of a dispute that landed.
  const told = notificationsInsert(
    admins.map((userId) => ({
      userId,
      type: 'DISPUTE_OPENED' as const,
      message: notificationMessage('disputeOpened', { reporter: reporter.get(auth.userId)?.username ?? null, gameType, reason }),
      gameId,
      date: at,
    })),
  );
  try {
    await claimTogether(ctx.db, disputeClaim({ id, gameId, userId: auth.userId, reason, at }), [...auditInsert([{ gameId, action: 'DISPUTED', byId: auth.userId, at, reason }]), ...told]);
  } catch (err) {
    if (violatedConstraint(err) === 'game_disputes_open_idx') throw new Conflict('DISPUTE_ALREADY_OPEN');
    if (!(err instanceof ClaimLost)) throw err;
    const current = await findGameWithLines(ctx.db, gameId);
    throw current ? stateConflict(current.game.status) : gameNotFound(gameType);
  }
  const [mine] = await findOpenDisputes(ctx.db, gameId, auth.userId);
  if (!mine) throw new Conflict('DISPUTE_CLOSED_AT_ONCE');
  return toDisputeView(mine);
}

/** The open disputes, oldest first, each with its game. */
export async function listOpenDisputes(ctx: AppContext): Promise<TOpenDispute[]> {
  const rows = await findDisputeQueue(ctx.db);
  const views = new Map((await repo.loadGameViews(ctx.db, [...new Set(rows.map((r) => r.gameId))])).map((v) => [v.id, v]));
  return rows.flatMap((r) => {
    const game = views.get(r.gameId);
    return game ? [{ ...toDisputeView(r), game }] : [];
  });
}

const DECISIONS: readonly TAuditAction[] = ['ACCEPTED', 'REJECTED', 'AUTO_ACCEPTED', 'WITHDRAWN'];

/**
 * A game's audit trail, oldest first. A game posted before the trail existed has no entries of its post or decision:
 * they are told from the games row (the poster and time; the decision's time, by an unknown hand).
 */
export async function getAuditTrail(ctx: AppContext, gameType: TGameType, gameId: string): Promise<TAuditEntry[]> {
  const found = await findGameWithLines(ctx.db, gameId);
  if (!found || found.game.gameType !== gameType) throw gameNotFound(gameType);
  const { game } = found;
  const rows = await findAuditRows(ctx.db, gameId);
  const earlier: TAuditEntry[] = [];
  if (!rows.some((r) => r.action === 'POSTED')) {
    const poster = game.postedBy ? (await findPlayersByIds(ctx.db, [game.postedBy])).get(game.postedBy) : undefined;
    earlier.push({ action: 'POSTED', byId: game.postedBy, byName: poster?.username ?? null, at: game.time.toISOString(), reason: null, before: null, after: null });
  }
  if (game.decidedAt && !rows.some((r) => DECISIONS.includes(r.action))) {
    const action = game.status === 'REJECTED' || game.status === 'WITHDRAWN' ? game.status : 'ACCEPTED';
    earlier.push({ action, byId: null, byName: null, at: game.decidedAt.toISOString(), reason: null, before: null, after: null });
  }
  return [...earlier, ...rows.map(toAuditEntry)];
}

/** What the caller may do with the game now (the client shows these buttons), and their open dispute of it. */
export async function gameActions(ctx: AppContext, auth: TAuth, gameType: TGameType, gameId: string): Promise<TGameActions> {
  const found = await findGameWithLines(ctx.db, gameId);
  if (!found || found.game.gameType !== gameType) throw gameNotFound(gameType);
  const { game, lines } = found;
  const isAdmin = auth.role === 'ADMIN';
  const [openDispute] = isAdmin ? [] : await findOpenDisputes(ctx.db, gameId, auth.userId);
  const isMember = !isAdmin && (await membersOf(ctx.db, game, lines)).has(auth.userId);
  const changeable = isAdmin && game.status === 'ACCEPTED';
  // A result its bracket still holds goes by reopening the match; a deleted tournament's games are ordinary games.
  const isBracketHeld = changeable && game.tournamentId !== null && (await tournamentBrackets().holdsGame(ctx.db, game.tournamentId, game.id));
  // A player who could report but for the time says why (the web shows the action disabled with that line).
  const mayReport = isMember && game.status === 'ACCEPTED' && !openDispute;
  const reportRefusal = mayReport ? disputeRefusal(game, ctx.now()) : null;
  return {
    canWithdraw: !isAdmin && game.status === 'PENDING' && game.postedBy === auth.userId && game.tournamentId === null,
    canDispute: mayReport && reportRefusal === null,
    disputeBlockedBy: reportRefusal,
    // Its score may be corrected while its winner stays.
    canVoid: changeable && !isBracketHeld,
    canCorrect: changeable,
    openDispute: openDispute ? toDisputeView(openDispute) : null,
  };
}
