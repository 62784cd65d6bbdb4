/** SQL of seasons: the list, a start (the current row taken FOR UPDATE), a rename, and the current season's points. */
import { asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { LIMITS, type TGameType } from '@caps/domain';
import type { Tx } from '../../db/client.ts';
import { acceptSeq, seasonPlayerStats, seasons, seasonTeamStats } from '../../db/schema.ts';

export type SeasonRow = typeof seasons.$inferSelect;

export async function findSeasons(tx: Tx): Promise<SeasonRow[]> {
  return tx.select().from(seasons).orderBy(desc(seasons.firstSeq), desc(seasons.id));
}

export async function findSeason(tx: Tx, id: number): Promise<SeasonRow | undefined> {
  const [row] = await tx.select().from(seasons).where(eq(seasons.id, id)).limit(1);
  return row;
}

/** The season after the one starting at `firstSeq`. */
export async function findNextSeason(tx: Tx, firstSeq: number): Promise<SeasonRow | undefined> {
  const [row] = await tx
    .select()
    .from(seasons)
    .where(gt(seasons.firstSeq, firstSeq))
    .orderBy(asc(seasons.firstSeq))
    .limit(1);
  return row;
}

export async function findCurrentSeason(tx: Tx): Promise<SeasonRow | undefined> {
  const [row] = await tx.select().from(seasons).where(isNull(seasons.endedAt)).limit(1);
  return row;
}

/**
 * The current season, locked FOR UPDATE: every settlement holds it FOR SHARE in the statement that lands it
 * (league's `currentSeasonHeld`), so this waits for the acceptances in flight and any later one reads again.
 */
export async function lockCurrentSeason(tx: Tx): Promise<SeasonRow | undefined> {
  const [row] = await tx.select().from(seasons).where(isNull(seasons.endedAt)).limit(1).for('update');
  return row;
}

/** Ends a season and starts the next, whose acceptance numbers start after every one handed out so far. */
export async function endAndStart(tx: Tx, endedId: number, name: string, at: Date): Promise<SeasonRow> {
  await tx.update(seasons).set({ endedAt: at }).where(eq(seasons.id, endedId));
  const [row] = await tx
    .insert(seasons)
    .values({ name, startedAt: at, firstSeq: sql`nextval(${sql.raw(`'${acceptSeq.seqName}'`)})` })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function renameSeason(tx: Tx, id: number, name: string): Promise<SeasonRow | undefined> {
  const [row] = await tx.update(seasons).set({ name }).where(eq(seasons.id, id)).returning();
  return row;
}

/**
 * The current season's points of players of a type, or of teams (DOUBLES: the ids are teams'): what points at stake,
 * win probabilities and Elo seeding read. Anyone without a game in the season has the starting points.
 */
export async function findCurrentSeasonPoints(
  tx: Tx,
  gameType: TGameType,
  ids: readonly string[],
): Promise<Record<string, number>> {
  const points: Record<string, number> = Object.fromEntries(ids.map((id) => [id, LIMITS.startingPoints]));
  if (ids.length === 0) return points;
  const list = `{${[...new Set(ids)].join(',')}}`;
  const current = sql`(select id from ${seasons} where ended_at is null)`;
  const rows =
    gameType === 'DOUBLES'
      ? await tx
          .select({ id: seasonTeamStats.teamId, points: seasonTeamStats.points })
          .from(seasonTeamStats)
          .where(sql`${seasonTeamStats.seasonId} = ${current} and ${seasonTeamStats.teamId} = any(${list}::uuid[])`)
      : await tx
          .select({ id: seasonPlayerStats.userId, points: seasonPlayerStats.points })
          .from(seasonPlayerStats)
          .where(
            sql`${seasonPlayerStats.seasonId} = ${current} and ${seasonPlayerStats.gameType} = ${gameType} and ${seasonPlayerStats.userId} = any(${list}::uuid[])`,
          );
  for (const r of rows) points[r.id] = Number(r.points);
  return points;
}
