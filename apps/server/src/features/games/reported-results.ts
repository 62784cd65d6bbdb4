/**
 * Tournament results reported by a competitor (issue 27): stored as a pending game of the tournament that the other
 * side confirms or disputes through the acceptance list, like any posted game. The tournaments feature owns the bracket
 * and calls these inside its transaction (the tournament's row locked).
 */
import type { TGameType } from '@caps/domain';
import type { Tx } from '../../db/client.ts';
import { enqueueMails } from '../../platform/mail/mail-queue.ts';
import { renderEmail } from '../../platform/mail/layout.ts';
import { findPlayersByIds } from '../accounts/index.ts';
import {
  insertNotifications,
  messageIn,
  notificationMessage,
  rewordNotifications,
  type TSide,
} from '../notifications/index.ts';
import { insertAudit } from './audit.repository.ts';
import { auditStateOf } from './audit.view.ts';
import { updateLinesStatus, withdrawPendingGames } from './corrections.repository.ts';
import { pendingRows, type GameRecord } from './game-records.ts';
import * as repo from './games.repository.ts';
import { ACTIVE_REQUEST } from './games.texts.ts';

export type ReportedGame = {
  record: GameRecord;
  tournamentId: string;
  tournamentName: string;
  /** Who reported; their side (themselves, or their team's players) waits. */
  reporterId: string;
  /** How the other side knows the reporter (null: by no name). */
  reporter: TSide | null;
  waiting: string[];
  /** The other side: each holds a request to confirm (doubles: for their team). */
  deciding: Array<{ userId: string; teamId: string | null }>;
  at: Date;
  publicUrl: string;
};

/** Stores the report as a pending game of the tournament, with the other side's requests, notices and emails; its id. */
export async function insertReportedGame(tx: Tx, report: ReportedGame): Promise<string> {
  const { game, lines } = pendingRows(report.record, report.reporterId, report.at, report.tournamentId);
  const gameType = game.gameType as TGameType;
  const players = await findPlayersByIds(
    tx,
    report.deciding.map((d) => d.userId),
  );
  const message = notificationMessage('reportToConfirm', {
    reporter: report.reporter,
    tournament: report.tournamentName,
  });
  const text = messageIn(message, 'en');
  await repo.insertGame(tx, game, lines);
  await repo.insertRequests(tx, [
    ...report.waiting.map((userId) => ({ gameId: game.id, userId, type: 'PASSIVE' as const, timestamp: report.at })),
    ...report.deciding.map((d) => ({
      gameId: game.id,
      userId: d.userId,
      teamId: d.teamId,
      type: ACTIVE_REQUEST[gameType],
      timestamp: report.at,
    })),
  ]);
  await insertNotifications(
    tx,
    report.deciding.map((d) => ({
      userId: d.userId,
      type: 'ACCEPT_REQUEST' as const,
      message,
      gameId: game.id,
      date: report.at,
    })),
  );
  await insertAudit(tx, [
    {
      gameId: game.id,
      action: 'POSTED',
      byId: report.reporterId,
      at: report.at,
      after: auditStateOf('PENDING', game, lines),
    },
  ]);
  await enqueueMails(
    tx,
    report.deciding.flatMap((d) => {
      const player = players.get(d.userId);
      return player?.email
        ? [
            renderEmail({
              to: player.email,
              subject: `Confirm your result in ${report.tournamentName}`,
              heading: 'A result to confirm',
              paragraphs: [`Hi ${player.username}, ${text}`],
              action: { label: 'Review the result', url: `${report.publicUrl}/secure/acceptance` },
            }),
          ]
        : [];
    }),
  );
  return game.id;
}

/**
 * Withdraws reports the owner superseded (a result entered, a skip, a reopen), in the caller's transaction: those
 * still pending become WITHDRAWN, their requests go, and the notices say there is nothing to confirm.
 */
export async function withdrawReportedGames(
  tx: Tx,
  gameIds: readonly string[],
  byId: string | null,
  at: Date,
): Promise<void> {
  const withdrawn = await withdrawPendingGames(tx, gameIds, at);
  if (withdrawn.length === 0) return;
  await updateLinesStatus(tx, withdrawn, 'WITHDRAWN');
  await repo.removeRequests(tx, withdrawn);
  const notice = notificationMessage('reportSuperseded', {});
  for (const gameId of withdrawn) await rewordNotifications(tx, gameId, 'ACCEPT_REQUEST', notice, 'GAME_WITHDRAWN');
  await insertAudit(
    tx,
    withdrawn.map((gameId) => ({ gameId, action: 'WITHDRAWN' as const, byId, at })),
  );
}
