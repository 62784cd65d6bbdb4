/** SQL of the season awards: the podiums of a season's final tables, and the SEASON_* awards held. */
import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { SEASON_ACHIEVEMENTS, type TAchievement, type TGameType } from '@caps/domain';
import type { Tx } from '../../db/client.ts';
import { insertJson } from '../../db/json-rows.ts';
import { achievements, seasonPlayerStats, seasons, seasonTeamStats, teams } from '../../db/schema.ts';

/** Rows fetched from the top of each final table to find its podium (ties included up to that many). */
const PODIUM_READ = 20;

/**
 * The top 3 of each of a season's final tables (qualified rows, by points then games won, as the leaderboards rank;
 * ties share a place): players of each type and active teams (a team's place with both its players). Reads the top
 * of each table through its board index, so ending a season costs the same at any size.
 */
export async function findPodiums(
  tx: Tx,
  seasonId: number,
  minGames: number,
): Promise<Array<{ userIds: string[]; gameType: TGameType; rank: number; gamesPlayed: number }>> {
  const ranked = <T extends { points: number; gamesWon: number }>(rows: T[]) =>
    rows
      .map((r) => ({
        ...r,
        rank: 1 + rows.filter((o) => o.points > r.points || (o.points === r.points && o.gamesWon > r.gamesWon)).length,
      }))
      .filter((r) => r.rank <= 3);
  const out: Array<{ userIds: string[]; gameType: TGameType; rank: number; gamesPlayed: number }> = [];
  for (const gameType of ['SINGLES', 'EASY_CAPS'] as const) {
    const rows = await tx
      .select({
        userId: seasonPlayerStats.userId,
        points: seasonPlayerStats.points,
        gamesWon: seasonPlayerStats.gamesWon,
        gamesPlayed: seasonPlayerStats.gamesPlayed,
      })
      .from(seasonPlayerStats)
      .where(
        and(
          eq(seasonPlayerStats.seasonId, seasonId),
          eq(seasonPlayerStats.gameType, gameType),
          gte(seasonPlayerStats.gamesPlayed, minGames),
        ),
      )
      .orderBy(desc(seasonPlayerStats.points), desc(seasonPlayerStats.gamesWon))
      .limit(PODIUM_READ);
    for (const r of ranked(rows)) out.push({ userIds: [r.userId], gameType, rank: r.rank, gamesPlayed: r.gamesPlayed });
  }
  const teamRows = await tx
    .select({
      p1: teams.player1Id,
      p2: teams.player2Id,
      points: seasonTeamStats.points,
      gamesWon: seasonTeamStats.gamesWon,
      gamesPlayed: seasonTeamStats.gamesPlayed,
    })
    .from(seasonTeamStats)
    .innerJoin(teams, eq(teams.id, seasonTeamStats.teamId))
    .where(
      and(eq(seasonTeamStats.seasonId, seasonId), gte(seasonTeamStats.gamesPlayed, minGames), eq(teams.active, true)),
    )
    .orderBy(desc(seasonTeamStats.points), desc(seasonTeamStats.gamesWon))
    .limit(PODIUM_READ);
  for (const r of ranked(teamRows))
    out.push({ userIds: [r.p1, r.p2], gameType: 'DOUBLES', rank: r.rank, gamesPlayed: r.gamesPlayed });
  return out;
}

/** Inserts awards not yet held (an award is held once: achievements_user_kind_idx); returns those inserted. */
export async function insertNewAwards(
  tx: Tx,
  awards: Array<{ userId: string; achievement: TAchievement; gameType: TGameType; dateAchieved: Date }>,
) {
  if (awards.length === 0) return [];
  const { rows } = await tx.execute<{ userId: string; achievement: TAchievement }>(
    sql`${insertJson(achievements, awards)} on conflict do nothing returning user_id as "userId", achievement`,
  );
  return rows;
}

/** The ended seasons, oldest first. */
export async function findEndedSeasons(tx: Tx): Promise<Array<{ id: number; name: string }>> {
  return tx
    .select({ id: seasons.id, name: seasons.name })
    .from(seasons)
    .where(sql`${seasons.endedAt} is not null`)
    .orderBy(seasons.firstSeq);
}

/** A season's name (a season award's notice names it). */
export async function findSeasonName(tx: Tx, id: number): Promise<string | undefined> {
  const [row] = await tx.select({ name: seasons.name }).from(seasons).where(eq(seasons.id, id)).limit(1);
  return row?.name;
}

/** Every season award held. */
export async function findSeasonAwards(
  tx: Tx,
): Promise<Array<{ id: string; userId: string; achievement: TAchievement }>> {
  const rows = await tx
    .select({ id: achievements.id, userId: achievements.userId, achievement: achievements.achievement })
    .from(achievements)
    .where(inArray(achievements.achievement, [...SEASON_ACHIEVEMENTS]));
  return rows.map((r) => ({ ...r, achievement: r.achievement as TAchievement }));
}

export async function deleteAwards(tx: Tx, ids: readonly string[]): Promise<void> {
  if (ids.length > 0) await tx.delete(achievements).where(inArray(achievements.id, [...ids]));
}
