/** Stats rows of players (per game type) and teams (doubles): locked for an update, saved after it. */
import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { insertJson } from '../../db/json-rows.ts';
import { executeNamed } from '../../db/named.ts';
import { emptyStats, type TAchievement, type TGameType, type TStats } from '@caps/domain';
import type { Tx } from '../../db/client.ts';
import { achievements, playerStats, teams } from '../../db/schema.ts';

const STAT_KEYS = Object.keys(emptyStats()) as Array<keyof TStats>;
// Fixed SQL of our own column names, built once (drizzle would build them part by part on every acceptance).
const LOCKED_STATS = sql.raw(STAT_KEYS.map((key) => `locked."${playerStats[key].name}" as "${key}"`).join(', '));
const SAVED_STATS = sql.raw([...STAT_KEYS.map((key) => playerStats[key].name), playerStats.lastGameAt.name].map((name) => `"${name}" = excluded."${name}"`).join(', '));

function pickStats(row: Record<string, unknown>): TStats {
  const stats = emptyStats();
  for (const key of STAT_KEYS) stats[key] = Number(row[key]);
  return stats;
}

/** A player's stats of one type, locked, and the achievements they held when the lock was taken. */
export type LockedPlayer = { stats: TStats; held: TAchievement[] };

/**
 * Locks the players' stats rows of one type (creating missing ones) in id order, so two acceptances that share a
 * player run one after the other and never deadlock. One statement: an upsert locks every row it touches, existing
 * or new, and returns its latest committed values; the same round trip reads the achievements each player holds.
 * Those may miss an award committed while this statement waited for the lock: awarding again is harmless, the unique
 * index keeps one (see `insertAchievements`).
 */
export async function lockPlayerStats(tx: Tx, userIds: string[], gameType: TGameType): Promise<Map<string, LockedPlayer>> {
  const ids = [...new Set(userIds)].sort();
  const result = await executeNamed<Record<string, unknown> & { userId: string; held: TAchievement[] }>(
    tx,
    sql`
    with locked as (
      insert into ${playerStats} (user_id, game_type)
      select id::uuid, ${gameType} from json_array_elements_text(${JSON.stringify(ids)}::json) as ids(id)
      on conflict (user_id, game_type) do update set user_id = excluded.user_id
      returning *)
    select locked.user_id as "userId", ${LOCKED_STATS},
      array(select a.achievement from ${achievements} a where a.user_id = locked.user_id) as held
    from locked`,
  );
  return new Map(result.rows.map((r) => [r.userId, { stats: pickStats(r), held: r.held }]));
}

/** Saves the stats of players of one type, whose rows are locked, in one statement. */
export function savePlayerStats(gameType: TGameType, rows: Array<{ playerId: string; stats: TStats }>, at: Date): SQL {
  return insertJson(
    playerStats,
    rows.map((r) => ({ userId: r.playerId, gameType, ...r.stats, lastGameAt: at })),
    sql` on conflict (user_id, game_type) do update set ${SAVED_STATS}`,
  );
}

/** A player's stats rows by type. */
export function statsByType(rows: Array<typeof playerStats.$inferSelect>): Partial<Record<TGameType, TStats>> {
  return Object.fromEntries(rows.map((r) => [r.gameType, pickStats(r)]));
}

/** Every stats row of some players, by player and type (missing types are fresh stats). */
export async function findPlayerStats(tx: Tx, userIds: string[]): Promise<Map<string, Partial<Record<TGameType, TStats>>>> {
  const result = new Map<string, Partial<Record<TGameType, TStats>>>();
  if (userIds.length === 0) return result;
  const rows = await tx.select().from(playerStats).where(inArray(playerStats.userId, userIds));
  for (const r of rows) result.set(r.userId, { ...result.get(r.userId), [r.gameType]: pickStats(r) });
  return result;
}

/** Locks teams' doubles stats in id order. */
export async function lockTeamStats(tx: Tx, teamIds: string[]): Promise<Map<string, TStats>> {
  const ids = [...new Set(teamIds)].sort();
  const rows = await tx.select().from(teams).where(inArray(teams.id, ids)).orderBy(asc(teams.id)).for('update');
  return new Map(rows.map((r) => [r.id, pickStats(r)]));
}

export function saveTeamStats(tx: Tx, teamId: string, stats: TStats): SQL {
  return tx.update(teams).set(stats).where(eq(teams.id, teamId)).getSQL();
}

/** Resets every stats row (used by the full rebuild before replaying history). */
export async function resetAllStats(tx: Tx): Promise<void> {
  await tx.delete(playerStats);
  await tx.update(teams).set({ ...emptyStats() }).where(sql`true`);
}

/** All stored stats: players by id and type, teams by id (for comparing with a recomputation). */
export async function readAllStats(tx: Tx): Promise<{ players: Map<string, Partial<Record<TGameType, TStats>>>; teams: Map<string, TStats> }> {
  const players = new Map<string, Partial<Record<TGameType, TStats>>>();
  for (const r of await tx.select().from(playerStats)) {
    const stats = pickStats(r);
    if (stats.gamesPlayed > 0) players.set(r.userId, { ...players.get(r.userId), [r.gameType]: stats });
  }
  const teamRows = await tx.select().from(teams);
  return { players, teams: new Map(teamRows.filter((t) => t.gamesPlayed > 0).map((t) => [t.id, pickStats(t)])) };
}
