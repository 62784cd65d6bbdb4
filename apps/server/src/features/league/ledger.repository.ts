/**
 * Where each ledger keeps its rows (`Ledger`): the all-time one in `player_stats`, the teams' stats columns and the
 * lines' `points_change`; a season's in `season_player_stats`, `season_team_stats` and the lines'
 * `season_points_change`. The replay engine reads and writes stats rows only through here, so a stat's storage
 * changes here and in the schema.
 */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { TGameType, TStats } from '@caps/domain';
import type { Tx } from '../../db/client.ts';
import { insertJson } from '../../db/json-rows.ts';
import {
  gamePlayers,
  games,
  playerStats,
  seasonPlayerStats,
  seasons,
  seasonTeamStats,
  teams,
  users,
} from '../../db/schema.ts';
import { pickStats, SAVED_STATS, STAT_KEYS } from './stats.repository.ts';

/**
 * A ledger of stats, which a replay rebuilds: the all-time one (`seasonId` null: every game) or a season's (its
 * games, from its first acceptance number to the next season's; it starts from fresh stats).
 */
export type Ledger = { seasonId: number | null; firstSeq: number; nextSeq: number | null };
export const ALL_TIME_LEDGER: Ledger = { seasonId: null, firstSeq: 0, nextSeq: null };

/** Whether a game (its acceptance number) belongs to a ledger. */
export const inLedger = (ledger: Ledger, seq: number) =>
  seq >= ledger.firstSeq && (ledger.nextSeq === null || seq < ledger.nextSeq);

/** The ledger's bounds on a game's acceptance number (`column`: its accept_seq). */
export const withinLedger = (ledger: Ledger, column: SQL) =>
  ledger.nextSeq === null
    ? sql`${column} >= ${ledger.firstSeq}`
    : sql`${column} >= ${ledger.firstSeq} and ${column} < ${ledger.nextSeq}`;

/** The ledger's column of a line's points change (line alias `l`). */
export const changeColumn = (ledger: Ledger) =>
  ledger.seasonId !== null ? sql`l.season_points_change` : sql`l.points_change`;

/**
 * Every season's ledger (`nextSeq` null: the current one), their rows held FOR SHARE to the end of the transaction:
 * a season does not end (seasons feature, FOR UPDATE) while a replay rewrites its ledger, so its podium is read from
 * the replayed ledger.
 */
export async function findSeasonLedgers(tx: Tx): Promise<Array<Ledger & { seasonId: number }>> {
  const { rows } = await tx.execute<{
    id: number;
    firstSeq: number;
    nextSeq: number | null;
  }>(sql`
    select id, first_seq::float8 as "firstSeq",
      (select min(n.first_seq)::float8 from ${seasons} n where n.first_seq > s.first_seq) as "nextSeq"
    from ${seasons} s order by first_seq for share of s`);
  return rows.map((r) => ({
    seasonId: Number(r.id),
    firstSeq: Number(r.firstSeq),
    nextSeq: r.nextSeq === null ? null : Number(r.nextSeq),
  }));
}

/** An accepted game of a ledger, with its body and its lines' stored points changes (both ledgers'). */
export type LedgerGame = {
  id: string;
  seq: number;
  gameType: TGameType;
  body: unknown;
  acceptedAt: Date;
  lines: Array<{ playerId: string; pointsChange: number; seasonPointsChange: number }>;
};

const GAMES_PER_PAGE = 5000;

/**
 * A ledger's accepted games in acceptance order, a page at a time (keyset: after acceptance number `after`): every
 * game, or (`of`) those of some players and teams.
 */
export async function findLedgerGames(
  tx: Tx,
  ledger: Ledger,
  after: number,
  of?: { players: readonly string[]; teams: readonly string[] },
): Promise<LedgerGame[]> {
  // Through the lines' player and team indexes: a game of theirs is one with a line of one of them.
  const theirs = of
    ? sql` and g.id in (select l.game_id from ${gamePlayers} l where l.player_id = any(${`{${of.players.join(',')}}`}::uuid[])
        union select l.game_id from ${gamePlayers} l where l.team_id = any(${`{${of.teams.join(',')}}`}::uuid[]))`
    : sql``;
  const { rows } = await tx.execute<LedgerGame>(sql`
    select g.id, g.accept_seq::float8 as seq, g.game_type as "gameType", g.body, coalesce(g.decided_at, g.time) as "acceptedAt",
      (select json_agg(json_build_object('playerId', l.player_id, 'pointsChange', l.points_change, 'seasonPointsChange', l.season_points_change))
        from ${gamePlayers} l where l.game_id = g.id) as lines
    from ${games} g
    where g.status = 'ACCEPTED' and ${withinLedger(ledger, sql`g.accept_seq`)} and g.accept_seq > ${after}${theirs}
    order by g.accept_seq limit ${GAMES_PER_PAGE}`);
  return rows.map((r) => ({ ...r, seq: Number(r.seq), acceptedAt: new Date(r.acceptedAt) }));
}

/** Every player's and team's id (the full recompute rebuilds everyone). */
export async function findEveryone(tx: Tx): Promise<{ players: string[]; teams: string[] }> {
  const { rows } = await tx.execute<{ id: string; team: boolean }>(
    sql`select id, false as team from ${users} union all select id, true from ${teams}`,
  );
  return { players: rows.filter((r) => !r.team).map((r) => r.id), teams: rows.filter((r) => r.team).map((r) => r.id) };
}

/** A ledger's stored rows: players by `${id}:${type}`, teams by id, and the last game of each (by the same keys). */
export type LedgerRows = {
  players: Map<string, TStats>;
  teams: Map<string, TStats>;
  lastGames: Map<string, Date | null>;
};

/** A ledger's stored rows (`LedgerRows`) of some players and teams, or (a season's, `only` absent) all of them. */
export async function readLedgerRows(
  tx: Tx,
  ledger: Ledger,
  only?: { players: readonly string[]; teams: readonly string[] },
): Promise<LedgerRows> {
  const out: LedgerRows = { players: new Map(), teams: new Map(), lastGames: new Map() };
  const among = (column: AnyColumn, list: readonly string[] | undefined) =>
    list ? sql` and ${column} = any(${`{${list.join(',')}}`}::uuid[])` : sql``;
  const season = ledger.seasonId;
  if (only?.players.length !== 0) {
    const players = season === null ? playerStats : seasonPlayerStats;
    const ofSeason = season === null ? sql`true` : sql`${seasonPlayerStats.seasonId} = ${season}`;
    for (const r of await tx
      .select()
      .from(players)
      .where(sql`${ofSeason}${among(players.userId, only?.players)}`)) {
      out.players.set(`${r.userId}:${r.gameType}`, pickStats(r));
      out.lastGames.set(`${r.userId}:${r.gameType}`, r.lastGameAt);
    }
  }
  if (only?.teams.length === 0) return out;
  if (season === null) {
    for (const r of await tx
      .select()
      .from(teams)
      .where(sql`true${among(teams.id, only?.teams)}`))
      out.teams.set(r.id, pickStats(r));
    return out;
  }
  for (const r of await tx
    .select()
    .from(seasonTeamStats)
    .where(sql`${seasonTeamStats.seasonId} = ${season}${among(seasonTeamStats.teamId, only?.teams)}`)) {
    out.teams.set(r.teamId, pickStats(r));
    out.lastGames.set(r.teamId, r.lastGameAt);
  }
  return out;
}

/** A player's replayed row of one type (no game left: the row goes). */
export type LedgerPlayerRow = { playerId: string; gameType: TGameType; stats: TStats; lastGameAt: Date | null };
/** A team's replayed row (a season's row with no game left goes; the all-time one is the team's, zeroed). */
export type LedgerTeamRow = { teamId: string; stats: TStats; lastGameAt: Date | null };

const ROWS_PER_WRITE = 1000;

/** `items` in runs of `size` (one statement each). */
export function chunks<T>(items: readonly T[], size = ROWS_PER_WRITE): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

// Our own column names, built once: each stats column of a team set from the record `r`.
const TEAM_STATS = sql.raw(STAT_KEYS.map((key) => `"${teams[key].name}" = r."${teams[key].name}"`).join(', '));

/**
 * Writes replayed rows of a ledger: rows with games are upserted, rows left with none deleted (the all-time team row
 * is the team's: zeroed, and its league version moved on). Unguarded: the replay holds their locks.
 */
export async function writeLedgerRows(
  tx: Tx,
  ledger: Ledger,
  players: readonly LedgerPlayerRow[],
  teamRows: readonly LedgerTeamRow[],
): Promise<void> {
  const seasonId = ledger.seasonId;
  const [table, key] =
    seasonId === null ? [playerStats, 'user_id, game_type'] : [seasonPlayerStats, 'season_id, user_id, game_type'];
  const played = (r: { stats: TStats }) => r.stats.gamesPlayed > 0;
  for (const chunk of chunks(players.filter(played)))
    await tx.execute(
      insertJson(
        table,
        chunk.map((r) => ({
          seasonId: seasonId ?? undefined,
          userId: r.playerId,
          gameType: r.gameType,
          ...r.stats,
          lastGameAt: r.lastGameAt,
        })),
        sql` on conflict (${sql.raw(key)}) do update set ${SAVED_STATS}`,
      ),
    );
  const ofSeason = seasonId === null ? sql`` : sql` and s.season_id = ${seasonId}`;
  for (const chunk of chunks(players.filter((r) => !played(r)))) {
    const json = JSON.stringify(chunk.map((r) => ({ user_id: r.playerId, game_type: r.gameType })));
    await tx.execute(sql`delete from ${table} s using jsonb_to_recordset(${json}::jsonb) r(user_id uuid, game_type text)
      where s.user_id = r.user_id and s.game_type = r.game_type${ofSeason}`);
  }
  if (seasonId === null) {
    for (const chunk of chunks(teamRows)) {
      const json = JSON.stringify(
        chunk.map((r) => ({ id: r.teamId, ...Object.fromEntries(STAT_KEYS.map((k) => [teams[k].name, r.stats[k]])) })),
      );
      await tx.execute(sql`update ${teams} t set ${TEAM_STATS}, league_version = t.league_version + 1
        from json_populate_recordset(null::${teams}, ${json}::json) r where t.id = r.id`);
    }
    return;
  }
  for (const chunk of chunks(teamRows.filter(played)))
    await tx.execute(
      insertJson(
        seasonTeamStats,
        chunk.map((r) => ({ seasonId, teamId: r.teamId, ...r.stats, lastGameAt: r.lastGameAt })),
        sql` on conflict (season_id, team_id) do update set ${SAVED_STATS}`,
      ),
    );
  const gone = teamRows.filter((r) => !played(r)).map((r) => r.teamId);
  for (const chunk of chunks(gone))
    await tx.execute(
      sql`delete from ${seasonTeamStats} where season_id = ${seasonId} and team_id = any(${`{${chunk.join(',')}}`}::uuid[])`,
    );
}

/** A player's (or team's) points moved by a replay: stored before, replayed after. */
export type MovedPoints = { id: string; before: number; after: number };

/**
 * Sets the replayed points of players (of a type) or teams whose points alone moved (everything else of their stats
 * stands) in a ledger, a thousand per update, without reading their rows first; rows whose points already were those
 * are left, and one without a row in the ledger too. Returns the rows written, with their points before.
 */
export async function writeMovedPoints(
  tx: Tx,
  ledger: Ledger,
  of: TGameType | 'teams',
  moved: ReadonlyArray<{ id: string; points: number }>,
): Promise<MovedPoints[]> {
  const season = ledger.seasonId;
  const [table, key] =
    of !== 'teams'
      ? [season === null ? playerStats : seasonPlayerStats, sql`user_id`]
      : season === null
        ? [teams, sql`id`]
        : [seasonTeamStats, sql`team_id`];
  const ofType = of === 'teams' ? sql`` : sql` and o.game_type = ${of} and s.game_type = o.game_type`;
  const ofSeason = season === null ? sql`` : sql` and o.season_id = ${season} and s.season_id = o.season_id`;
  const written: MovedPoints[] = [];
  for (const chunk of chunks(moved)) {
    const r = sql`unnest(${`{${chunk.map((m) => m.id).join(',')}}`}::uuid[], ${`{${chunk.map((m) => m.points).join(',')}}`}::float8[]) r(id, points)`;
    // `o` is the row as it stood before the update (the same table joined again), for the points before.
    const { rows } = await tx.execute<MovedPoints>(sql`update ${table} s set points = r.points from ${r}, ${table} o
      where o.${key} = r.id and o.points <> r.points and s.${key} = o.${key}${ofType}${ofSeason}
      returning s.${key} as id, o.points as before, s.points as after`);
    for (const row of rows) written.push({ id: row.id, before: Number(row.before), after: Number(row.after) });
  }
  return written;
}

/** Moves some players' (or teams') league version on (their projection was rewritten; their last game was not). */
export async function moveLeagueVersions(tx: Tx, ids: Iterable<string>, of: 'players' | 'teams'): Promise<void> {
  const table = of === 'players' ? users : teams;
  for (const chunk of chunks([...ids], 5000))
    await tx.execute(
      sql`update ${table} set league_version = league_version + 1 where id = any(${`{${chunk.join(',')}}`}::uuid[])`,
    );
}
