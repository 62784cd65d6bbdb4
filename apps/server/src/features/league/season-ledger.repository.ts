/** SQL of the season ledgers (season_player_stats, season_team_stats, lines' season_points_change): replays and season ends. */
import { sql } from 'drizzle-orm';
import type { TGameType, TStats } from '@caps/domain';
import type { Tx } from '../../db/client.ts';
import { insertJson } from '../../db/json-rows.ts';
import { gamePlayers, games, seasonPlayerStats, seasons, seasonTeamStats } from '../../db/schema.ts';
import { pickStats, SAVED_STATS } from './stats.repository.ts';

type Rows<T> = { rows: T[] };

export type SeasonRange = { id: number; firstSeq: number; nextSeq: number | null };

/**
 * Every season with the acceptance numbers it covers (`nextSeq` null: the current one), their rows held FOR SHARE to
 * the end of the transaction: a season does not end (seasons feature, FOR UPDATE) while a replay rewrites its ledger,
 * so its podium is read from the replayed ledger.
 */
export async function findSeasonRanges(tx: Tx): Promise<SeasonRange[]> {
  const { rows } = (await tx.execute(sql`
    select id, first_seq::float8 as "firstSeq",
      (select min(n.first_seq)::float8 from ${seasons} n where n.first_seq > s.first_seq) as "nextSeq"
    from ${seasons} s order by first_seq for share of s`)) as unknown as Rows<SeasonRange>;
  return rows.map((r) => ({
    id: Number(r.id),
    firstSeq: Number(r.firstSeq),
    nextSeq: r.nextSeq === null ? null : Number(r.nextSeq),
  }));
}

export type SeasonGame = {
  id: string;
  seq: number;
  gameType: TGameType;
  body: unknown;
  acceptedAt: Date;
  lines: Array<{ playerId: string; seasonPointsChange: number }>;
};

const GAMES_PER_READ = 5000;

/** A season's accepted games in acceptance order, `GAMES_PER_READ` at a time, after `after`. */
export async function findSeasonGames(tx: Tx, range: SeasonRange, after: number): Promise<SeasonGame[]> {
  const upper = range.nextSeq === null ? sql`` : sql` and g.accept_seq < ${range.nextSeq}`;
  const { rows } = (await tx.execute(sql`
    select g.id, g.accept_seq::float8 as seq, g.game_type as "gameType", g.body, coalesce(g.decided_at, g.time) as "acceptedAt",
      (select json_agg(json_build_object('playerId', l.player_id, 'seasonPointsChange', l.season_points_change)) from ${gamePlayers} l where l.game_id = g.id) as lines
    from ${games} g
    where g.status = 'ACCEPTED' and g.accept_seq >= ${range.firstSeq} and g.accept_seq > ${after}${upper}
    order by g.accept_seq limit ${GAMES_PER_READ}`)) as unknown as Rows<SeasonGame>;
  return rows.map((r) => ({ ...r, seq: Number(r.seq), acceptedAt: new Date(r.acceptedAt) }));
}

/** A season's stored rows: players by `${id}:${type}`, teams by id, and the last game of each (by the same keys). */
export type SeasonRows = {
  players: Map<string, TStats>;
  teams: Map<string, TStats>;
  lastGames: Map<string, Date | null>;
};

/**
 * A season's stored rows (`SeasonRows`); all of them, or only those of some players and
 * teams (`only`, a replay's reach).
 */
export async function findSeasonRows(
  tx: Tx,
  seasonId: number,
  only?: { players: readonly string[]; teams: readonly string[] },
): Promise<SeasonRows> {
  const ids = (list: readonly string[]) => `{${list.join(',')}}`;
  const players = new Map<string, TStats>();
  const teams = new Map<string, TStats>();
  const lastGames = new Map<string, Date | null>();
  if (only?.players.length !== 0) {
    const ofPlayers = only ? sql` and ${seasonPlayerStats.userId} = any(${ids(only.players)}::uuid[])` : sql``;
    for (const r of await tx
      .select()
      .from(seasonPlayerStats)
      .where(sql`${seasonPlayerStats.seasonId} = ${seasonId}${ofPlayers}`)) {
      players.set(`${r.userId}:${r.gameType}`, pickStats(r));
      lastGames.set(`${r.userId}:${r.gameType}`, r.lastGameAt);
    }
  }
  if (only?.teams.length !== 0) {
    const ofTeams = only ? sql` and ${seasonTeamStats.teamId} = any(${ids(only.teams)}::uuid[])` : sql``;
    for (const r of await tx
      .select()
      .from(seasonTeamStats)
      .where(sql`${seasonTeamStats.seasonId} = ${seasonId}${ofTeams}`)) {
      teams.set(r.teamId, pickStats(r));
      lastGames.set(r.teamId, r.lastGameAt);
    }
  }
  return { players, teams, lastGames };
}

function chunks<T>(items: readonly T[], size = 1000): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Writes replayed season rows (upserts), and deletes those whose games all left the season. */
export async function writeSeasonRows(
  tx: Tx,
  seasonId: number,
  players: Array<{ playerId: string; gameType: TGameType; stats: TStats; lastGameAt: Date | null }>,
  teams: Array<{ teamId: string; stats: TStats; lastGameAt: Date | null }>,
  gonePlayers: Array<{ playerId: string; gameType: TGameType }>,
  goneTeams: string[],
): Promise<void> {
  for (const chunk of chunks(players)) {
    await tx.execute(
      insertJson(
        seasonPlayerStats,
        chunk.map((r) => ({
          seasonId,
          userId: r.playerId,
          gameType: r.gameType,
          ...r.stats,
          lastGameAt: r.lastGameAt,
        })),
        sql` on conflict (season_id, user_id, game_type) do update set ${SAVED_STATS}`,
      ),
    );
  }
  for (const chunk of chunks(teams)) {
    await tx.execute(
      insertJson(
        seasonTeamStats,
        chunk.map((r) => ({ seasonId, teamId: r.teamId, ...r.stats, lastGameAt: r.lastGameAt })),
        sql` on conflict (season_id, team_id) do update set ${SAVED_STATS}`,
      ),
    );
  }
  for (const chunk of chunks(gonePlayers)) {
    const json = JSON.stringify(chunk.map((r) => ({ user_id: r.playerId, game_type: r.gameType })));
    await tx.execute(
      sql`delete from ${seasonPlayerStats} s using jsonb_to_recordset(${json}::jsonb) r(user_id uuid, game_type text) where s.season_id = ${seasonId} and s.user_id = r.user_id and s.game_type = r.game_type`,
    );
  }
  for (const chunk of chunks(goneTeams)) {
    await tx.execute(
      sql`delete from ${seasonTeamStats} where season_id = ${seasonId} and team_id = any(${`{${chunk.join(',')}}`}::uuid[])`,
    );
  }
}
