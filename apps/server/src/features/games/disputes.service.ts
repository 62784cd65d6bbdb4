/** Disputes (a player reports a problem with an accepted game), a game's audit trail and what a caller may do with a game. */
import {
  LIMITS,
  PRIVATE_AUDIT_ACTIONS,
  type TAuditAction,
  type TAuditEntry,
  type TCodedError,
  type TDisputeView,
  type TGameActions,
  type TGameType,
} from '@caps/domain';
import type { AppContext } from '../../context.ts';
import { newId } from '../../db/ids.ts';
import { violatedConstraint } from '../../platform/error-handler.ts';
import { Conflict, Forbidden, TooManyRequests } from '../../platform/errors.ts';
import type { TAuth } from '../../platform/tokens.ts';
import { findPlayersByIds } from '../accounts/index.ts';
import { insertNotifications, notificationMessage } from '../notifications/index.ts';
import {
  claimDispute as claimNewDispute,
  findAdminIdsToTell,
  findAuditRows,
  findOpenDisputes,
  insertAudit,
} from './audit.repository.ts';
import { toAuditEntry, toDisputeView } from './audit.view.ts';
import { findGameWithLines } from './corrections.repository.ts';
import { disputeNotices, disputeSidesOf, otherSidePlayers } from './dispute-sides.ts';
import type { GameRow } from './games.repository.ts';
import { gameNotFound, stateConflict } from './games.service.ts';

const DAY_MS = 86_400_000;

/** Why a player may not dispute this accepted game now, or null when they may. */
function disputeRefusal(game: GameRow, at: Date): TCodedError | null {
  if (game.status !== 'ACCEPTED') return null; // answered by the state's 409
  const acceptedAt = game.decidedAt ?? game.time;
  return at.getTime() - acceptedAt.getTime() > LIMITS.disputeDays * DAY_MS
    ? { code: 'DISPUTE_TOO_LATE', params: { days: LIMITS.disputeDays } }
    : null;
}

/**
 * A player (or member of a team) of an accepted game reports a problem with it, within 14 days of its acceptance;
 * one open dispute per game and player, and `LIMITS.disputesPerDay` reports a day per player (429). The other side's
 * players are told (DISPUTE_OPENED, worded in their language and pushed as their corrections setting says), and so
 * are the admins who have no unseen dispute notice yet; the admins see it in the queue. Voiding, correcting or
 * dismissing closes it.
 */
export async function disputeGame(
  ctx: AppContext,
  auth: TAuth,
  gameType: TGameType,
  gameId: string,
  reason: string,
): Promise<TDisputeView> {
  const found = await findGameWithLines(ctx.db, gameId);
  if (!found || found.game.gameType !== gameType) throw gameNotFound(gameType);
  const { game, lines } = found;
  const sides = await disputeSidesOf(ctx.db, game, lines);
  if (!sides.members.has(auth.userId)) throw new Forbidden('DISPUTE_PLAYERS_ONLY');
  if (game.status !== 'ACCEPTED') throw stateConflict(game.status);
  const at = ctx.now();
  const refusal = disputeRefusal(game, at);
  if (refusal) throw new Conflict(refusal);
  if ((await findOpenDisputes(ctx.db, gameId, auth.userId)).length > 0) throw new Conflict('DISPUTE_ALREADY_OPEN');
  // One atomic counter per player (in the database on PostgreSQL, so every instance shares it), counted before the
  // claim and taken back when the report does not land: only reports that landed count.
  const limitKey = `disputes|${auth.userId}`;
  if ((await ctx.rateCounter.hit(limitKey, DAY_MS)).count > LIMITS.disputesPerDay) {
    await ctx.rateCounter.undo(limitKey);
    throw new TooManyRequests({ code: 'DISPUTES_PER_DAY', params: { max: LIMITS.disputesPerDay } });
  }
  try {
    await claimDispute(ctx, auth.userId, game, otherSidePlayers(sides, auth.userId), reason, at);
  } catch (err) {
    await ctx.rateCounter.undo(limitKey);
    throw err;
  }
  const [mine] = await findOpenDisputes(ctx.db, gameId, auth.userId);
  if (!mine) throw new Conflict('DISPUTE_CLOSED_AT_ONCE');
  return toDisputeView(mine);
}

/** Inserts the dispute with its audit entry and notices in one transaction, so nobody is told of one that did not land. */
async function claimDispute(
  ctx: AppContext,
  userId: string,
  game: GameRow,
  otherSide: string[],
  reason: string,
  at: Date,
): Promise<void> {
  const { id: gameId, gameType } = game;
  const [admins, reporter] = await Promise.all([findAdminIdsToTell(ctx.db), findPlayersByIds(ctx.db, [userId])]);
  const name = reporter.get(userId)?.username ?? null;
  const told = disputeNotices(gameId, at, [
    ...admins.map((to) => ({
      to,
      message: notificationMessage('disputeOpened', { reporter: name, gameType, reason }),
    })),
    ...otherSide.map((to) => ({
      to,
      message: notificationMessage('disputeAgainst', { reporter: name, gameType, reason }),
    })),
  ]);
  let claimed: boolean;
  try {
    claimed = await ctx.db.transaction(async (tx) => {
      if (!(await claimNewDispute(tx, { id: newId(), gameId, userId, reason, at }))) return false;
      await insertAudit(tx, [{ gameId, action: 'DISPUTED', byId: userId, at, reason }]);
      await insertNotifications(tx, told);
      return true;
    });
  } catch (err) {
    if (violatedConstraint(err) === 'game_disputes_open_idx') throw new Conflict('DISPUTE_ALREADY_OPEN');
    throw err;
  }
  if (!claimed) {
    const current = await findGameWithLines(ctx.db, gameId);
    throw current ? stateConflict(current.game.status) : gameNotFound(gameType);
  }
}

const DECISIONS: readonly TAuditAction[] = ['ACCEPTED', 'REJECTED', 'AUTO_ACCEPTED', 'WITHDRAWN'];

/**
 * A game's audit trail, oldest first. A game posted before the trail existed has no entries of its post or decision:
 * they are told from the games row (the poster and time; the decision's time, by an unknown hand). A report of a
 * problem is written to the admins: its reason (and that of its closing) is read by the game's members and the
 * admins only, and is null for anyone else.
 */
export async function getAuditTrail(
  ctx: AppContext,
  auth: TAuth | null,
  gameType: TGameType,
  gameId: string,
): Promise<TAuditEntry[]> {
  const found = await findGameWithLines(ctx.db, gameId);
  if (!found || found.game.gameType !== gameType) throw gameNotFound(gameType);
  const { game, lines } = found;
  const stored = await findAuditRows(ctx.db, gameId);
  const readsReports =
    auth !== null && (auth.role === 'ADMIN' || (await disputeSidesOf(ctx.db, game, lines)).members.has(auth.userId));
  const rows = readsReports
    ? stored
    : stored.map((r) => (PRIVATE_AUDIT_ACTIONS.includes(r.action) ? { ...r, reason: null } : r));
  const earlier: TAuditEntry[] = [];
  if (!rows.some((r) => r.action === 'POSTED')) {
    const poster = game.postedBy ? (await findPlayersByIds(ctx.db, [game.postedBy])).get(game.postedBy) : undefined;
    earlier.push({
      action: 'POSTED',
      byId: game.postedBy,
      byName: poster?.username ?? null,
      at: game.time.toISOString(),
      reason: null,
      before: null,
      after: null,
    });
  }
  if (game.decidedAt && !rows.some((r) => DECISIONS.includes(r.action))) {
    const action = game.status === 'REJECTED' || game.status === 'WITHDRAWN' ? game.status : 'ACCEPTED';
    earlier.push({
      action,
      byId: null,
      byName: null,
      at: game.decidedAt.toISOString(),
      reason: null,
      before: null,
      after: null,
    });
  }
  return [...earlier, ...rows.map(toAuditEntry)];
}

/** What the caller may do with the game now (the client shows these buttons), and their open dispute of it. */
export async function gameActions(
  ctx: AppContext,
  auth: TAuth,
  gameType: TGameType,
  gameId: string,
): Promise<TGameActions> {
  const found = await findGameWithLines(ctx.db, gameId);
  if (!found || found.game.gameType !== gameType) throw gameNotFound(gameType);
  const { game, lines } = found;
  const isAdmin = auth.role === 'ADMIN';
  const [openDispute] = isAdmin ? [] : await findOpenDisputes(ctx.db, gameId, auth.userId);
  const isMember = !isAdmin && (await disputeSidesOf(ctx.db, game, lines)).members.has(auth.userId);
  const changeable = isAdmin && game.status === 'ACCEPTED';
  // A result its bracket still holds goes by reopening the match; a deleted tournament's games are ordinary games.
  const isBracketHeld =
    changeable &&
    game.tournamentId !== null &&
    (await ctx.tournamentResults.holdsGame(ctx.db, game.tournamentId, game.id));
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
