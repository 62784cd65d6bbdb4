/** What recomputation reads (accepted games in acceptance order, the stored awards) and what a rebuild rewrites. */
import { eq, sql } from 'drizzle-orm';
import { SEASON_ACHIEVEMENTS, type TRecomputedLeague, type TStats } from '@caps/domain';
import type { Tx } from '../../db/client.ts';
import { achievements, gamePlayers, games, playerStats, teams, users } from '../../db/schema.ts';

export type AcceptedGameRow = Pick<typeof games.$inferSelect, 'id' | 'gameType' | 'body' | 'time' | 'decidedAt'>;

/** Accepted games in acceptance order, as recomputation replays them. */
export async function findAcceptedInOrder(tx: Tx): Promise<AcceptedGameRow[]> {
  return tx
    .select({ id: games.id, gameType: games.gameType, body: games.body, time: games.time, decidedAt: games.decidedAt })
    .from(games)
    .where(eq(games.status, 'ACCEPTED'))
    .orderBy(games.acceptSeq);
}

/** Awards of games (a season's end grants the others: seasons feature). */
const notSeasonAward = sql`${achievements.achievement} <> all(${`{${SEASON_ACHIEVEMENTS.join(',')}}`}::text[])`;

/** Every award held: who holds which achievement. */
export async function findHeldAchievements(tx: Tx): Promise<Array<{ userId: string; achievement: string }>> {
  return tx.select({ userId: achievements.userId, achievement: achievements.achievement }).from(achievements).where(notSeasonAward);
}

/** Forgets every award and every player's last game (a rebuild writes them again from history). */
export async function clearAwardsAndLastGames(tx: Tx): Promise<void> {
  await tx.delete(achievements).where(notSeasonAward);
  await tx
    .update(users)
    .set({ lastGame: null })
    .where(sql`true`);
}

/**
 * Writes a replayed league over emptied stats: the players' stats rows, the teams' stats, each accepted line's points
 * change, the players' last game and the awards. `acceptedAt` gives each game's time of acceptance.
 */
export async function writeReplayedLeague(tx: Tx, league: TRecomputedLeague, acceptedAt: Map<string, Date>): Promise<void> {
  for (const [userId, byType] of league.players) {
    for (const [gameType, stats] of Object.entries(byType) as Array<[keyof typeof byType, TStats]>) {
      if (stats.gamesPlayed > 0) await tx.insert(playerStats).values({ userId, gameType, ...stats });
    }
  }
  for (const [teamId, stats] of league.teams) await tx.update(teams).set(stats).where(eq(teams.id, teamId));
  for (const settlement of league.settlements) {
    const at = (settlement.id && acceptedAt.get(settlement.id)) || new Date();
    for (const p of settlement.players) {
      if (settlement.id)
        await tx
          .update(gamePlayers)
          .set({ pointsChange: p.pointsChange })
          .where(sql`${gamePlayers.gameId} = ${settlement.id} and ${gamePlayers.playerId} = ${p.playerId}`);
      await tx.update(users).set({ lastGame: at }).where(eq(users.id, p.playerId));
    }
  }
  for (const awards of league.achievements.values()) {
    for (const a of awards) {
      await tx
        .insert(achievements)
        .values({ userId: a.playerId, achievement: a.achievement, gameType: a.gameType, gameId: a.gameId ?? null, dateAchieved: (a.gameId && acceptedAt.get(a.gameId)) || new Date() });
    }
  }
}

/** Every line of an accepted game with its stored points change. */
export async function findAcceptedLines(tx: Tx): Promise<Array<{ gameId: string; playerId: string; pointsChange: number }>> {
  return tx
    .select({ gameId: gamePlayers.gameId, playerId: gamePlayers.playerId, pointsChange: gamePlayers.pointsChange })
    .from(gamePlayers)
    .innerJoin(games, eq(games.id, gamePlayers.gameId))
    .where(eq(games.status, 'ACCEPTED'));
}

/** Moves every player's and team's league version on (after a rebuild, every earlier read is stale). */
export async function moveAllLeagueVersions(tx: Tx): Promise<void> {
  await tx
    .update(users)
    .set({ leagueVersion: sql`${users.leagueVersion} + 1` })
    .where(sql`true`);
  await tx
    .update(teams)
    .set({ leagueVersion: sql`${teams.leagueVersion} + 1` })
    .where(sql`true`);
}
