/**
 * Every change of a bracket is stored here (issue 27): reports the change superseded are withdrawn (their pending
 * games), and the competitors of each entry that became playable are told their match is ready.
 */
import {
  entryPlace,
  GAME_TYPE_PATHS,
  newlyReadyEntries,
  reconcileReports,
  roundNameText,
  type TBracketTournament,
  type TGameType,
} from '@caps/domain';
import type { AppContext, TournamentResults } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { enqueueMails } from '../../platform/mail/mail-queue.ts';
import { renderEmail } from '../../platform/mail/layout.ts';
import { findPlayersByIds } from '../accounts/index.ts';
import { withdrawReportedGames } from '../games/index.ts';
import { insertNotifications, messageIn, notificationMessage, playerSide, teamSide } from '../notifications/index.ts';
import { findTeamsByIds } from '../teams/index.ts';
import * as repo from './tournaments.repository.ts';

/**
 * Stores a new state of the bracket after any change: reports the change superseded are withdrawn (their pending
 * games), and the competitors of each entry that became playable are told (a notice, and an email when they have one).
 */
export async function storeBracket(
  ctx: AppContext,
  tx: Tx,
  row: repo.TournamentRow,
  before: TBracketTournament,
  after: TBracketTournament,
  byId: string | null,
): Promise<void> {
  const { tournament, withdrawn } = reconcileReports(before, after);
  await withdrawReportedGames(tx, withdrawn, byId, ctx.now());
  await repo.saveBracket(tx, row.id, tournament);
  if (tournament.seeded)
    await announceMatches(ctx, tx, row, newlyReadyEntries(before.seeded ? before : null, tournament));
}

/**
 * The brackets of tournament results as voiding and correcting them (games) reach them: the row locked as every change
 * of a bracket locks it, a corrected result's bracket stored with its list columns. A correction keeps the entry's
 * winner, so no report is superseded and no match becomes ready: nothing else of `storeBracket` applies.
 */
export const resultBrackets: Omit<TournamentResults, 'decideReported'> = {
  lockBracket: async (tx, tournamentId) => {
    const row = await repo.lockTournament(tx, tournamentId);
    return row && repo.bracketOf(row);
  },
  saveBracket: repo.saveBracket,
  holdsGame: repo.isBracketResult,
  describeGame: async (tx, tournamentId, gameId) => {
    const row = await repo.findTournament(tx, tournamentId);
    if (!row) return null;
    const bracket = repo.bracketOf(row);
    const entry = bracket.entries.find((e) => e.report?.gameId === gameId || e.gameId === gameId);
    const placed = entry ? entryPlace(bracket, entry) : null;
    return { name: row.name, round: placed && roundNameText(placed.roundCode), roundCode: placed?.roundCode ?? null };
  },
};

/** "Your match is ready" to both sides of each entry (doubles: both players of each team), naming the opponent and table. */
export async function announceMatches(
  ctx: AppContext,
  tx: Tx,
  row: repo.TournamentRow,
  entries: TBracketTournament['entries'],
): Promise<void> {
  if (entries.length === 0) return;
  const isDoubles = row.gameType === 'DOUBLES';
  const ids = entries.flatMap((e) => [e.competitor1Id, e.competitor2Id]).filter((id): id is string => id !== null);
  const teams = isDoubles ? await findTeamsByIds(tx, ids) : new Map();
  const playersOf = (id: string): string[] => {
    const team = teams.get(id);
    return isDoubles ? (team ? [team.player1Id, team.player2Id] : []) : [id];
  };
  const players = await findPlayersByIds(tx, [...new Set(ids.flatMap(playersOf))]);
  const sideOf = (id: string) => {
    const username = players.get(id)?.username;
    return isDoubles ? teamSide(teams.get(id)?.name ?? null) : username !== undefined ? playerSide(username) : null;
  };
  const now = ctx.now();
  const url = `${ctx.config.publicUrl}/${GAME_TYPE_PATHS[row.gameType as TGameType]}/tournament/${row.id}`;
  const notices = entries.flatMap((entry) => {
    const sides: Array<[string | null, string | null]> = [
      [entry.competitor1Id, entry.competitor2Id],
      [entry.competitor2Id, entry.competitor1Id],
    ];
    return sides.flatMap(([mine, theirs]) =>
      mine === null || theirs === null
        ? []
        : playersOf(mine).map((userId) => ({
            userId,
            message: notificationMessage('matchReady', {
              opponent: sideOf(theirs),
              tournament: row.name,
              table: entry.table ?? null,
            }),
          })),
    );
  });
  await insertNotifications(
    tx,
    notices.map((n) => ({ userId: n.userId, type: 'TOURNAMENT_MATCH_READY' as const, message: n.message, date: now })),
  );
  await enqueueMails(
    tx,
    notices.flatMap((n) => {
      const player = players.get(n.userId);
      return player?.email
        ? [
            renderEmail({
              to: player.email,
              subject: `Your match in ${row.name} is ready`,
              heading: 'Your match is ready',
              paragraphs: [`Hi ${player.username}. ${messageIn(n.message, 'en')}`],
              action: { label: 'Open the tournament', url },
            }),
          ]
        : [];
    }),
  );
}
