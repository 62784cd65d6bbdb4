/** Queries of shared live games (`live_games`, migration 0012_live_games); the games table is only read. */
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { TWatchEvent } from '@caps/domain';
import type { Tx } from '../../db/client.ts';
import { games, liveGames } from '../../db/schema.ts';

export type LiveGameRow = typeof liveGames.$inferSelect;

export async function insertLiveGame(
  tx: Tx,
  ownerId: string,
  gameMode: LiveGameRow['gameMode'],
  now: Date,
): Promise<string> {
  const [row] = await tx
    .insert(liveGames)
    .values({ ownerId, gameMode, startedAt: now, updatedAt: now })
    .returning({ id: liveGames.id });
  if (!row) throw new Error('live game not stored');
  return row.id;
}

/** The live game, its row locked until the transaction ends (one batch at a time). */
export async function lockLiveGame(tx: Tx, id: string): Promise<LiveGameRow | undefined> {
  const [row] = await tx.select().from(liveGames).where(eq(liveGames.id, id)).for('update');
  return row;
}

export async function findLiveGame(tx: Tx, id: string): Promise<LiveGameRow | undefined> {
  const [row] = await tx.select().from(liveGames).where(eq(liveGames.id, id));
  return row;
}

export async function saveLiveGameEvents(
  tx: Tx,
  id: string,
  change: { events: TWatchEvent[]; seq: number; gameMode: LiveGameRow['gameMode']; now: Date },
): Promise<void> {
  await tx
    .update(liveGames)
    .set({ events: change.events, seq: change.seq, gameMode: change.gameMode, updatedAt: change.now })
    .where(eq(liveGames.id, id));
}

export async function endLiveGame(
  tx: Tx,
  id: string,
  now: Date,
  posted: { id: string; gameType: string } | null,
): Promise<void> {
  await tx
    .update(liveGames)
    .set({ endedAt: now, updatedAt: now, postedGameId: posted?.id ?? null, postedGameType: posted?.gameType ?? null })
    .where(eq(liveGames.id, id));
}

/** A lock of the owner's live games until the transaction ends (two starts at once count each other). */
const LIVE_GAME_OWNER_LOCKS = 0x11e9a3;

/** How many of the owner's games are going (not ended, moved since `since`), counted under the owner's lock. */
export async function countOpenLiveGames(tx: Tx, ownerId: string, since: Date): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(LIVE_GAME_OWNER_LOCKS))}, hashtext(${ownerId}))`);
  const [row] = await tx
    .select({ n: count() })
    .from(liveGames)
    .where(and(eq(liveGames.ownerId, ownerId), isNull(liveGames.endedAt), gt(liveGames.updatedAt, since)));
  return Number(row?.n ?? 0);
}

/** Games being scored now (not ended, moved since `since`): each player's newest-moved one, newest move first. */
export async function findLiveGamesSince(tx: Tx, since: Date, limit: number): Promise<LiveGameRow[]> {
  const newestOfEach = tx
    .selectDistinctOn([liveGames.ownerId], { id: liveGames.id })
    .from(liveGames)
    .where(and(isNull(liveGames.endedAt), gt(liveGames.updatedAt, since)))
    .orderBy(liveGames.ownerId, desc(liveGames.updatedAt), desc(liveGames.id));
  return tx
    .select()
    .from(liveGames)
    .where(sql`${liveGames.id} in ${newestOfEach}`)
    .orderBy(desc(liveGames.updatedAt))
    .limit(limit);
}

/** Whether `gameId` is a game of that type posted by `posterId` (read only: the games feature owns the row). */
export async function isGamePostedBy(tx: Tx, gameId: string, gameType: string, posterId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: games.id })
    .from(games)
    .where(
      and(
        eq(games.id, gameId),
        eq(games.postedBy, posterId),
        eq(games.gameType, gameType as typeof games.$inferSelect.gameType),
      ),
    );
  return row !== undefined;
}
