/** SQL of seasons: the list, a start (the current row taken FOR UPDATE), a rename, final ranks and season-end awards. */
import { and, asc, desc, eq, gt, gte, isNull, sql } from 'drizzle-orm';
import { LIMITS, type TAchievement, type TGameType } from '@caps/domain';
import type { Tx } from '../../db/client.ts';
import { insertJson } from '../../db/json-rows.ts';
import { achievements, acceptSeq, seasonPlayerStats, seasons, seasonTeamStats, teams } from '../../db/schema.ts';

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
  const [row] = await tx.select().from(seasons).where(gt(seasons.firstSeq, firstSeq)).orderBy(asc(seasons.firstSeq)).limit(1);
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

/** Rows fetched from the top of each final table to find its podium (ties included up to that many). */
const PODIUM_READ = 20;

/**
 * The top 3 of each of a season's final tables (qualified rows, by points then games won, as the leaderboards rank;
 * ties share a place): players of each type and active teams (a team's place with both its players). Reads the top
 * of each table through its board index, so ending a season costs the same at any size.
 */
export async function findPodiums(tx: Tx, seasonId: number, minGames: number): Promise<Array<{ userIds: string[]; gameType: TGameType; rank: number; gamesPlayed: number }>> {
  const ranked = <T extends { points: number; gamesWon: number }>(rows: T[]) =>
    rows.map((r) => ({ ...r, rank: 1 + rows.filter((o) => o.points > r.points || (o.points === r.points && o.gamesWon > r.gamesWon)).length })).filter((r) => r.rank <= 3);
  const out: Array<{ userIds: string[]; gameType: TGameType; rank: number; gamesPlayed: number }> = [];
  for (const gameType of ['SINGLES', 'EASY_CAPS'] as const) {
    const rows = await tx
      .select({ userId: seasonPlayerStats.userId, points: seasonPlayerStats.points, gamesWon: seasonPlayerStats.gamesWon, gamesPlayed: seasonPlayerStats.gamesPlayed })
      .from(seasonPlayerStats)
      .where(and(eq(seasonPlayerStats.seasonId, seasonId), eq(seasonPlayerStats.gameType, gameType), gte(seasonPlayerStats.gamesPlayed, minGames)))
      .orderBy(desc(seasonPlayerStats.points), desc(seasonPlayerStats.gamesWon))
      .limit(PODIUM_READ);
    for (const r of ranked(rows)) out.push({ userIds: [r.userId], gameType, rank: r.rank, gamesPlayed: r.gamesPlayed });
  }
  const teamRows = await tx
    .select({ p1: teams.player1Id, p2: teams.player2Id, points: seasonTeamStats.points, gamesWon: seasonTeamStats.gamesWon, gamesPlayed: seasonTeamStats.gamesPlayed })
    .from(seasonTeamStats)
    .innerJoin(teams, eq(teams.id, seasonTeamStats.teamId))
    .where(and(eq(seasonTeamStats.seasonId, seasonId), gte(seasonTeamStats.gamesPlayed, minGames), eq(teams.active, true)))
    .orderBy(desc(seasonTeamStats.points), desc(seasonTeamStats.gamesWon))
    .limit(PODIUM_READ);
  for (const r of ranked(teamRows)) out.push({ userIds: [r.p1, r.p2], gameType: 'DOUBLES', rank: r.rank, gamesPlayed: r.gamesPlayed });
  return out;
}

/** Inserts awards not yet held (an award is held once: achievements_user_kind_idx); returns those inserted. */
export async function insertNewAwards(tx: Tx, awards: Array<{ userId: string; achievement: TAchievement; gameType: TGameType; dateAchieved: Date }>) {
  if (awards.length === 0) return [];
  const result = (await tx.execute(sql`${insertJson(achievements, awards)} on conflict do nothing returning user_id as "userId", achievement`)) as unknown as {
    rows: Array<{ userId: string; achievement: TAchievement }>;
  };
  return result.rows;
}

/**
 * The current season's points of players of a type, or of teams (DOUBLES: the ids are teams'): what points at stake,
 * win probabilities and Elo seeding read. Anyone without a game in the season has the starting points.
 */
export async function findCurrentSeasonPoints(tx: Tx, gameType: TGameType, ids: readonly string[]): Promise<Record<string, number>> {
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
          .where(sql`${seasonPlayerStats.seasonId} = ${current} and ${seasonPlayerStats.gameType} = ${gameType} and ${seasonPlayerStats.userId} = any(${list}::uuid[])`);
  for (const r of rows) points[r.id] = Number(r.points);
  return points;
}
