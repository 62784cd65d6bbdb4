/** The writes of withdrawing, voiding and correcting a game: its row and its lines. */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { TGameStatus } from '@caps/domain';
import type { Tx } from '../../db/client.ts';
import { gamePlayers, games } from '../../db/schema.ts';
import { resultColumns, type GameRecord } from './game-records.ts';
import type { GamePlayerRow, GameRow } from './games.repository.ts';

/** A game's row and its lines (one per player, by side). */
export async function findGameWithLines(
  tx: Tx,
  id: string,
): Promise<{ game: GameRow; lines: GamePlayerRow[] } | undefined> {
  const [game] = await tx.select().from(games).where(eq(games.id, id)).limit(1);
  if (!game) return undefined;
  return { game, lines: await findLines(tx, id) };
}

export async function findLines(tx: Tx, gameId: string): Promise<GamePlayerRow[]> {
  return tx
    .select()
    .from(gamePlayers)
    .where(eq(gamePlayers.gameId, gameId))
    .orderBy(asc(gamePlayers.side), asc(gamePlayers.playerId));
}

/** Claims a withdrawal: the poster's game becomes WITHDRAWN while it is pending (false when it no longer is). */
export async function claimWithdrawal(tx: Tx, gameId: string, posterId: string, at: Date): Promise<boolean> {
  const rows = await tx
    .update(games)
    .set({ status: 'WITHDRAWN', decidedAt: at })
    .where(and(eq(games.id, gameId), eq(games.status, 'PENDING'), eq(games.postedBy, posterId)))
    .returning({ id: games.id });
  return rows.length > 0;
}

/** The claim of withdrawing superseded tournament reports: those still pending, by id (their ids come back). */
export async function withdrawPendingGames(tx: Tx, gameIds: readonly string[], at: Date): Promise<string[]> {
  if (gameIds.length === 0) return [];
  const rows = await tx
    .update(games)
    .set({ status: 'WITHDRAWN', decidedAt: at })
    .where(and(inArray(games.id, [...gameIds]), eq(games.status, 'PENDING')))
    .returning({ id: games.id });
  return rows.map((r) => r.id);
}

/** Some games' lines take their status, in the caller's transaction. */
export async function updateLinesStatus(tx: Tx, gameIds: readonly string[], status: TGameStatus): Promise<void> {
  if (gameIds.length > 0)
    await tx
      .update(gamePlayers)
      .set({ status })
      .where(inArray(gamePlayers.gameId, [...gameIds]));
}

/** Marks an accepted game voided, by whom, when and why. */
export async function voidGameRow(tx: Tx, gameId: string, by: string, reason: string, at: Date): Promise<void> {
  await tx
    .update(games)
    .set({ status: 'VOIDED', voidedAt: at, voidedBy: by, voidReason: reason })
    .where(eq(games.id, gameId));
}

/**
 * Replaces an accepted game's result by `record` (the same players): its row and each player's line. Each line keeps
 * its stored points change; the replay that follows rewrites it.
 */
export async function correctGameRows(tx: Tx, gameId: string, record: GameRecord): Promise<void> {
  await tx.update(games).set(resultColumns(record)).where(eq(games.id, gameId));
  const lines = JSON.stringify(
    record.lines.map((l) => ({
      player_id: l.playerId,
      side: l.side,
      team_id: l.teamId ?? null,
      score: l.score,
      sinks: l.sinks,
      rebuttals: l.rebuttals,
      beers_downed: l.beersDowned,
      naked_lap: l.nakedLap,
      won: l.won,
      opponent_id: l.opponentId ?? null,
    })),
  );
  await tx.execute(sql`update ${gamePlayers} l set side = r.side, team_id = r.team_id, score = r.score, sinks = r.sinks, rebuttals = r.rebuttals,
      beers_downed = r.beers_downed, naked_lap = r.naked_lap, won = r.won, opponent_id = r.opponent_id
    from jsonb_to_recordset(${lines}::jsonb) r(player_id uuid, side int, team_id uuid, score int, sinks int, rebuttals int, beers_downed float8, naked_lap boolean, won boolean, opponent_id uuid)
    where l.game_id = ${gameId}::uuid and l.player_id = r.player_id`);
}
