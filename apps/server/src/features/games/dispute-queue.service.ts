/** The admins' queue of open disputes, a page at a time, and dismissing one with a note. */
import { toPage, type TOpenDispute, type TPage } from '@caps/domain';
import type { AppContext } from '../../context.ts';
import { Conflict, NotFound } from '../../platform/errors.ts';
import type { TAuth } from '../../platform/tokens.ts';
import { insertNotifications, notificationMessage } from '../notifications/index.ts';
import { claimDismissal, findDispute, findDisputeQueue, insertAudit } from './audit.repository.ts';
import { toDisputeView } from './audit.view.ts';
import { findGameWithLines } from './corrections.repository.ts';
import { disputeNotices, disputeSidesOf } from './dispute-sides.ts';
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
 * transaction that lands only while the dispute is still open (409 once it is closed).
 */
export async function dismissDispute(ctx: AppContext, auth: TAuth, disputeId: string, note: string): Promise<null> {
  const dispute = await findDispute(ctx.db, disputeId);
  if (!dispute) throw new NotFound('DISPUTE_NOT_FOUND');
  if (dispute.closedAt) throw new Conflict('DISPUTE_NOT_OPEN');
  const found = await findGameWithLines(ctx.db, dispute.gameId);
  const players = found ? (await disputeSidesOf(ctx.db, found.game, found.lines)).players : [];
  const at = ctx.now();
  const { gameId, gameType, byId: reporterId, byName: reporter } = dispute;
  const told = disputeNotices(
    gameId,
    at,
    [reporterId, ...players.filter((id) => id !== reporterId)].map((to) => ({
      to,
      message: notificationMessage('disputeDismissed', { reporter, own: to === reporterId, gameType, note }),
    })),
  );
  const dismissed = await ctx.db.transaction(async (tx) => {
    if (!(await claimDismissal(tx, disputeId, at))) return false;
    await insertAudit(tx, [{ gameId, action: 'DISPUTE_DISMISSED', byId: auth.userId, at, reason: note }]);
    await insertNotifications(tx, told);
    return true;
  });
  if (!dismissed) throw new Conflict('DISPUTE_NOT_OPEN');
  return null;
}
