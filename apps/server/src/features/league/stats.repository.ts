/**
 * Stats rows of players (per game type) and teams (doubles): read with a game to accept, saved guarded after it. The
 * `save…` builders return `Guarded` writes for the settlement's one statement (settlement.ts) and serve nothing else.
 */
import { and, eq, sql } from 'drizzle-orm';
import { insertJson } from '../../db/json-rows.ts';
import type { Guarded } from './settlement.ts';
import { emptyStats, type TAchievement, type TGameType, type TStats } from '@caps/domain';
import type { Tx } from '../../db/client.ts';
import {
  achievements,
  gamePlayers,
  playerStats,
  seasonPlayerStats,
  seasons,
  seasonTeamStats,
  teams,
  users,
} from '../../db/schema.ts';

export const STAT_KEYS = Object.keys(emptyStats()) as Array<keyof TStats>;
// Fixed SQL of our own column names, built once (drizzle would build them part by part on every acceptance).
export const SAVED_STATS = sql.raw(
  [...STAT_KEYS.map((key) => playerStats[key].name), playerStats.lastGameAt.name]
    .map((name) => `"${name}" = excluded."${name}"`)
    .join(', '),
);

/**
 * The stats of a row keyed by property (as drizzle reads it), or by column name (a row as JSON; players' and teams'
 * stats columns share their names).
 */
export function pickStats(row: Record<string, unknown>, keys: 'properties' | 'columns' = 'properties'): TStats {
  const stats = emptyStats();
  for (const key of STAT_KEYS) stats[key] = Number(row[keys === 'columns' ? playerStats[key].name : key]);
  return stats;
}

/**
 * The stats a game's acceptance reads: each player's stats of the game's type with the achievements they hold and
 * their league version, and the doubles teams' stats and version (a player or team without a row has fresh stats).
 * Read without a lock: the writes built from them are guarded on the versions (`touchLastGame`, `saveTeamStats`), so
 * they land only if nothing of those players and teams changed since.
 */
export type StatsAsRead = {
  players: Map<string, { stats: TStats; held: TAchievement[]; version: number; season: TStats }>;
  teams: Map<string, { name: string; stats: TStats; version: number; season: TStats }>;
  /** The current season as read: the game lands in it (its writes are guarded on it still being current). */
  seasonId: number;
};

/** What `statsOfGame`'s columns read, as JSON. */
export type StatsOfGameJson = {
  players: Array<{
    userId: string;
    stats: Record<string, unknown> | null;
    held: TAchievement[];
    version: number;
    seasonId: number;
    season: Record<string, unknown> | null;
  }>;
  teams: Array<{ id: string; name: string; stats: Record<string, unknown>; season: Record<string, unknown> | null }>;
};

/**
 * Columns of a query of `games` (one row per game) that read its players' and teams' stats in the same round trip;
 * `statsAsRead` turns them into `StatsAsRead`.
 */
export const statsOfGame = {
  statsPlayers: sql<StatsOfGameJson['players']>`coalesce((
    select json_agg(json_build_object('userId', l.player_id, 'stats', to_json(s),
      'held', array(select a.achievement from ${achievements} a where a.user_id = l.player_id),
      'version', (select u.league_version from ${users} u where u.id = l.player_id),
      'seasonId', cs.id,
      'season', (select to_json(ss) from ${seasonPlayerStats} ss where ss.season_id = cs.id and ss.user_id = l.player_id and ss.game_type = games.game_type)))
    from ${gamePlayers} l left join ${playerStats} s on s.user_id = l.player_id and s.game_type = games.game_type
      cross join (select id from ${seasons} where ended_at is null) cs
    where l.game_id = games.id), '[]'::json)`,
  statsTeams: sql<StatsOfGameJson['teams']>`coalesce((
    select json_agg(json_build_object('id', t.id, 'name', t.name, 'stats', to_json(t),
      'season', (select to_json(st) from ${seasonTeamStats} st where st.team_id = t.id and st.season_id = (select id from ${seasons} where ended_at is null))))
    from ${teams} t where t.id in (games.team1_id, games.team2_id)), '[]'::json)`,
};

export function statsAsRead(json: {
  statsPlayers: StatsOfGameJson['players'];
  statsTeams: StatsOfGameJson['teams'];
}): StatsAsRead {
  return {
    players: new Map(
      json.statsPlayers.map((p) => [
        p.userId,
        {
          stats: p.stats ? pickStats(p.stats, 'columns') : emptyStats(),
          held: p.held,
          version: p.version,
          season: p.season ? pickStats(p.season, 'columns') : emptyStats(),
        },
      ]),
    ),
    teams: new Map(
      json.statsTeams.map((t) => [
        t.id,
        {
          name: t.name,
          stats: pickStats(t.stats, 'columns'),
          version: Number(t.stats[teams.leagueVersion.name]),
          season: t.season ? pickStats(t.season, 'columns') : emptyStats(),
        },
      ]),
    ),
    seasonId: json.statsPlayers[0]?.seasonId ?? 0,
  };
}

/**
 * Saves the stats of players of one type in the all-time ledger (`seasonId` null) or the season's, guarded: each row
 * is written only if it still has the games played it was read with. Stats change only by applying games and every
 * game adds one to gamesPlayed (the domain's `applyGame`), so gamesPlayed is the row's version; a missing row is
 * inserted, unless one appeared since the read. A season must still be the current one (`currentSeasonHeld`, in the
 * same statement).
 */
export function savePlayerStats(
  seasonId: number | null,
  gameType: TGameType,
  rows: Array<{ playerId: string; stats: TStats }>,
  at: Date,
): Guarded {
  const [table, key] =
    seasonId === null ? [playerStats, 'user_id, game_type'] : [seasonPlayerStats, 'season_id, user_id, game_type'];
  return {
    guarded: insertJson(
      table,
      // In id order, as every acceptance writes them, so two acceptances of the same players never wait on each other crosswise.
      [...rows]
        .sort((a, b) => (a.playerId < b.playerId ? -1 : 1))
        .map((r) => ({ seasonId: seasonId ?? undefined, userId: r.playerId, gameType, ...r.stats, lastGameAt: at })),
      sql` on conflict (${sql.raw(key)}) do update set ${SAVED_STATS} where ${table}.games_played = excluded.games_played - 1 returning 1`,
    ),
    rows: rows.length,
  };
}

/** Saves a team's season ladder, guarded on its games played as read. */
export function saveSeasonTeamStats(seasonId: number, teamId: string, stats: TStats, at: Date): Guarded {
  return {
    guarded: insertJson(
      seasonTeamStats,
      [{ seasonId, teamId, ...stats, lastGameAt: at }],
      sql` on conflict (season_id, team_id) do update set ${SAVED_STATS} where ${seasonTeamStats}.games_played = excluded.games_played - 1 returning 1`,
    ),
    rows: 1,
  };
}

/**
 * The season a settlement read is still the current one, its row held FOR SHARE to the end of the statement's
 * transaction: starting a season takes it FOR UPDATE, so a game lands in exactly one season (the one it was settled
 * in), and a settlement that read the season before it ended reads again.
 */
export function currentSeasonHeld(seasonId: number): Guarded {
  return { guarded: sql`select 1 from ${seasons} where id = ${seasonId} and ended_at is null for share`, rows: 1 };
}

/** A player's stats rows by type. */
export function statsByType(rows: Array<typeof playerStats.$inferSelect>): Partial<Record<TGameType, TStats>> {
  return Object.fromEntries(rows.map((r) => [r.gameType, pickStats(r)]));
}

/** Saves a team's doubles stats, guarded on the team's league version as read (and moving it on). */
export function saveTeamStats(tx: Tx, teamId: string, stats: TStats, version: number): Guarded {
  return {
    guarded: tx
      .update(teams)
      .set({ ...stats, leagueVersion: version + 1 })
      .where(and(eq(teams.id, teamId), eq(teams.leagueVersion, version)))
      .returning({ one: sql`1` })
      .getSQL(),
    rows: 1,
  };
}
