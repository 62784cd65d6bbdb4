/** The admins' queue of open disputes, a page at a time, and dismissing one with a note. */
import { toPage, type TOpenDispute, type TPage } from '@caps/domain';
import type { AppContext } from '../../context.ts';
import { ClaimLost, claimTogether } from '../../db/write-together.ts';
import { Conflict, NotFound } from '../../platform/errors.ts';
import type { TAuth } from '../../platform/tokens.ts';
import { notificationMessage, notificationsInsert } from '../notifications/index.ts';
import { auditInsert, dismissClaim, findDispute, findDisputeQueue } from './audit.repository.ts';
import { toDisputeView } from './audit.view.ts';
import { findGameWithLines } from './corrections.repository.ts';
import { disputeSidesOf } from './dispute-sides.ts';
import { loadGameViews } from './games.repository.ts';

/** One page of the open disputes, oldest first, each with its game and what the admin may do with it. */
export async function listOpenDisputes(
  ctx: AppContext,
  pageNumber: number,
  pageSize: number,
): Promise<TPage<TOpenDispute>> {
  const { rows, total } = await findDisputeQueue(ctx.db, pageNumber, pageSize);
  const views = new Map((await loadGameViews(ctx.db, [...new Set(rows.map((r) => r.gameId))])).map((v) => [v.id, v]));
  const content = rows.flatMap((r) => {
    const game = views.get(r.gameId);
    // Every open dispute may be dismissed; voiding or correcting is decided on the game's page (games.actions).
    return game ? [{ ...toDisputeView(r), game, canDismiss: true }] : [];
  });
  return toPage(content, total, pageNumber, pageSize);
}

/**
 * An admin closes an open dispute without changing the game, with a note: the trail records DISPUTE_DISMISSED with
 * the note, and the reporter and the game's players are told (DISPUTE_OPENED, titled "Report dismissed"), in one
 * statement that lands only while the dispute is still open (409 once it is closed).
 */
export async function dismissDispute(ctx: AppContext, auth: TAuth, disputeId: string, note: string): Promise<null> {
  const dispute = await findDispute(ctx.db, disputeId);
  if (!dispute) throw new NotFound('DISPUTE_NOT_FOUND');
  if (dispute.closedAt) throw new Conflict('DISPUTE_NOT_OPEN');
  const found = await findGameWithLines(ctx.db, dispute.gameId);
  const players = found ? (await disputeSidesOf(ctx.db, found.game, found.lines)).players : [];
  const at = ctx.now();
  const { gameId, gameType, byId: reporterId, byName: reporter } = dispute;
  const told = [reporterId, ...players.filter((id) => id !== reporterId)].map((userId) => ({
    userId,
    type: 'DISPUTE_OPENED' as const,
    message: notificationMessage('disputeDismissed', { reporter, own: userId === reporterId, gameType, note }),
    gameId,
    date: at,
  }));
  try {
    await claimTogether(ctx.db, dismissClaim(disputeId, at), [
      ...auditInsert([{ gameId, action: 'DISPUTE_DISMISSED', byId: auth.userId, at, reason: note }]),
      ...notificationsInsert(told),
    ]);
  } catch (err) {
    if (err instanceof ClaimLost) throw new Conflict('DISPUTE_NOT_OPEN');
    throw err;
  }
  return null;
}
