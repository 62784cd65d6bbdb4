/** Who a dispute concerns: the members of a disputed game and its two sides. */
import type { Tx } from '../../db/client.ts';
import type { NewNotification, TNotificationMessage } from '../notifications/index.ts';
import { findTeamsByIds } from '../teams/index.ts';
import type { GamePlayerRow, GameRow } from './games.repository.ts';

/**
 * A game's two sides as a dispute sees them: each side's players (its lines) and, in doubles, its team's current
 * members too ("either player or team member" may dispute).
 */
export type DisputeSides = {
  /** Everyone who may dispute the game. */
  members: Set<string>;
  /** Each side's members, side 1 first. */
  sides: [Set<string>, Set<string>];
  /** The game's players (its lines). */
  players: string[];
};

/** The members and sides of a game. */
export async function disputeSidesOf(tx: Tx, game: GameRow, lines: readonly GamePlayerRow[]): Promise<DisputeSides> {
  const side1 = new Set<string>();
  const side2 = new Set<string>();
  if (game.gameType === 'DOUBLES') {
    for (const line of lines) (line.teamId === game.team1Id ? side1 : side2).add(line.playerId);
    const teams = await findTeamsByIds(
      tx,
      [game.team1Id, game.team2Id].filter((t): t is string => t !== null),
    );
    for (const [teamId, side] of [
      [game.team1Id, side1],
      [game.team2Id, side2],
    ] as const) {
      const team = teamId ? teams.get(teamId) : undefined;
      if (team) side.add(team.player1Id).add(team.player2Id);
    }
  } else {
    for (const line of lines) (line.playerId === game.player1Id ? side1 : side2).add(line.playerId);
  }
  return { members: new Set([...side1, ...side2]), sides: [side1, side2], players: lines.map((l) => l.playerId) };
}

/** The players (lines) of the side `userId` is not on: whom their report concerns. */
export function otherSidePlayers(sides: DisputeSides, userId: string): string[] {
  const mine = sides.sides[0].has(userId) ? sides.sides[0] : sides.sides[1];
  return sides.players.filter((id) => !mine.has(id));
}

/** The notices of a dispute opened or dismissed (DISPUTE_OPENED), each recipient with what they are told. */
export function disputeNotices(
  gameId: string,
  at: Date,
  told: Array<{ to: string; message: TNotificationMessage }>,
): NewNotification[] {
  return told.map(({ to, message }) => ({ userId: to, type: 'DISPUTE_OPENED', message, gameId, date: at }));
}
