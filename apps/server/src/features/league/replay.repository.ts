/** What a replay of history reads (the games after a point, the stored history before it) and what it rewrites. */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { TAchievement, TGameRow, TGameType, TStats } from '@caps/domain';
import type { Tx } from '../../db/client.ts';
import { insertJson } from '../../db/json-rows.ts';
import { achievements, gamePlayers, games, playerStats, teams, users } from '../../db/schema.ts';
import { REPLAY_LIMITS } from './settlement.ts';
import { SAVED_STATS, STAT_KEYS } from './stats.repository.ts';

// Our own column names, built once: each stats column of a team set from the record `r`.
const TEAM_STATS = sql.raw(STAT_KEYS.map((key) => `"${teams[key].name}" = r."${teams[key].name}"`).join(', '));

type Rows<T> = { rows: T[] };

/** The game a void or a correction changes, locked for it (a second change of the same game waits, then reads the first's result). */
export async function lockGameForChange(tx: Tx, gameId: string): Promise<typeof games.$inferSelect | undefined> {
  const [row] = await tx.select().from(games).where(eq(games.id, gameId)).for('update').limit(1);
  return row;
}

/** Games a change voids together, locked for it in id order (so two changes of overlapping games never deadlock). */
export async function lockGamesForChange(
  tx: Tx,
  gameIds: readonly string[],
): Promise<Array<typeof games.$inferSelect>> {
  if (gameIds.length === 0) return [];
  return tx
    .select()
    .from(games)
    .where(sql`${games.id} = any(${`{${gameIds.join(',')}}`}::uuid[])`)
    .orderBy(games.id)
    .for('update');
}

/** An accepted game from a point on: its place, type, teams and lines (player and stored points change). */
export type HistoryGame = {
  id: string;
  seq: number;
  gameType: TGameType;
  team1Id: string | null;
  team2Id: string | null;
  /** Each line's player with its stored points changes: all-time, and in the game's season. */
  lines: Array<{ playerId: string; pointsChange: number; seasonPointsChange: number }>;
};

/** How many accepted games there are from acceptance number `from` on (the partial index answers it alone). */
export async function countHistoryFrom(tx: Tx, from: number): Promise<number> {
  const result = (await tx.execute(
    sql`select count(*)::int as n from ${games} g where g.status = 'ACCEPTED' and g.accept_seq >= ${from}`,
  )) as unknown as Rows<{ n: number }>;
  return Number(result.rows[0]?.n ?? 0);
}

/** The accepted games from acceptance number `from` on, in order, with their players (the replay's candidates). */
export async function findHistoryFrom(tx: Tx, from: number): Promise<HistoryGame[]> {
  type Row = {
    id: string;
    seq: number;
    gameType: TGameType;
    team1Id: string | null;
    team2Id: string | null;
    playerId: string;
    pointsChange: number;
    seasonPointsChange: number;
  };
  const result = (await tx.execute(sql`
    select g.id, g.accept_seq as seq, g.game_type as "gameType", g.team1_id as "team1Id", g.team2_id as "team2Id", l.player_id as "playerId", l.points_change as "pointsChange",
      l.season_points_change as "seasonPointsChange"
    from ${games} g join ${gamePlayers} l on l.game_id = g.id
    where g.status = 'ACCEPTED' and g.accept_seq >= ${from} order by g.accept_seq, l.side, l.player_id`)) as unknown as Rows<Row>;
  const history: HistoryGame[] = [];
  for (const r of result.rows) {
    let game = history[history.length - 1];
    if (game?.id !== r.id) {
      game = { id: r.id, seq: Number(r.seq), gameType: r.gameType, team1Id: r.team1Id, team2Id: r.team2Id, lines: [] };
      history.push(game);
    }
    game.lines.push({
      playerId: r.playerId,
      pointsChange: Number(r.pointsChange),
      seasonPointsChange: Number(r.seasonPointsChange),
    });
  }
  return history;
}

/** The bodies of some games, with the time each was accepted. */
export async function findBodies(tx: Tx, ids: string[]): Promise<Map<string, { body: unknown; acceptedAt: Date }>> {
  const found = new Map<string, { body: unknown; acceptedAt: Date }>();
  for (let i = 0; i < ids.length; i += 5000) {
    const chunk = ids.slice(i, i + 5000);
    const rows = await tx
      .select({ id: games.id, body: games.body, decidedAt: games.decidedAt, time: games.time })
      .from(games)
      .where(sql`${games.id} = any(${`{${chunk.join(',')}}`}::uuid[])`);
    for (const r of rows) found.set(r.id, { body: r.body, acceptedAt: r.decidedAt ?? r.time });
  }
  return found;
}

/** One accepted game of a player before a point, as its stats apply it: the row, the stored change and when. */
export type SettledRow = {
  playerId: string;
  gameType: TGameType;
  row: TGameRow;
  pointsChange: number;
  acceptedAt: Date;
};

/**
 * A ledger of stats, which a replay rebuilds: the all-time one (`seasonId` null: every game, the players' and teams'
 * stats columns, the lines' points changes) or a season's (its games, from its first acceptance number to the next
 * season's; its season_*_stats rows; the lines' season points changes). Where each is stored: ledger.repository.ts.
 */
export type Ledger = { seasonId: number | null; firstSeq: number; nextSeq: number | null };
export const ALL_TIME_LEDGER: Ledger = { seasonId: null, firstSeq: 0, nextSeq: null };

/** Whether a game (its acceptance number) belongs to a ledger. */
export const inLedger = (ledger: Ledger, seq: number) =>
  seq >= ledger.firstSeq && (ledger.nextSeq === null || seq < ledger.nextSeq);

/** The ledger's column of a line's points change (line alias `l`). */
const changeColumn = (ledger: Ledger) =>
  ledger.seasonId !== null ? sql`l.season_points_change` : sql`l.points_change`;

/** The ledger's bounds on a game's acceptance number (`column`: its accept_seq). */
export const withinLedger = (ledger: Ledger, column: SQL) =>
  ledger.nextSeq === null
    ? sql`${column} >= ${ledger.firstSeq}`
    : sql`${column} >= ${ledger.firstSeq} and ${column} < ${ledger.nextSeq}`;

/** Games read per round of a pass over history (bounded memory, however long the history). */
const GAMES_PER_READ = 20_000;

/**
 * Players' accepted games of some types before their own acceptance numbers, in acceptance order, each as the row
 * its stats applied (read from the stored lines as the plots read them: the other side's score and sinks come from
 * the game and its other lines), handed to `take` in rounds. A few players are read through their history index; many,
 * in one pass over the lines of history up to the latest of their starts, `GAMES_PER_READ` games at a time.
 */
export async function readSettledRowsBefore(
  tx: Tx,
  starts: Array<{ playerId: string; gameType: TGameType; before: number }>,
  take: (rows: SettledRow[]) => void,
  ledger: Ledger = ALL_TIME_LEDGER,
): Promise<void> {
  if (starts.length === 0) return;
  const change = changeColumn(ledger);
  type Raw = TGameRow & {
    playerId: string;
    gameType: TGameType;
    pointsChange: number;
    acceptedAt: string | Date;
    seq: number;
  };
  const columns = sql`l.player_id as "playerId", l.game_type as "gameType", l.score, l.sinks, l.rebuttals, l.beers_downed as "beersDowned",
      l.naked_lap as "nakedLap", l.won, ${change} as "pointsChange", coalesce(g.decided_at, g.time) as "acceptedAt", g.accept_seq as seq,
      case when l.side = 1 then g.team2_score else g.team1_score end as "pointsLost"`;
  const settled = ({ playerId, gameType, pointsChange, acceptedAt, seq: _seq, ...row }: Raw): SettledRow => ({
    playerId,
    gameType,
    pointsChange: Number(pointsChange),
    acceptedAt: new Date(acceptedAt),
    row: { ...row, beersDowned: Number(row.beersDowned), sinksLost: Number(row.sinksLost) },
  });
  if (starts.length <= REPLAY_LIMITS.startsOneByOne) {
    const json = JSON.stringify(
      starts.map((s) => ({ player_id: s.playerId, game_type: s.gameType, before_seq: s.before })),
    );
    const rows = (
      (await tx.execute(sql`
        select ${columns},
          (select coalesce(sum(o.sinks), 0)::int from ${gamePlayers} o where o.game_id = l.game_id and o.side <> l.side) as "sinksLost",
          exists (select 1 from ${gamePlayers} o where o.game_id = l.game_id and o.sinks > 0) as "sinksLogged"
        from jsonb_to_recordset(${json}::jsonb) r(player_id uuid, game_type text, before_seq bigint)
        join ${gamePlayers} l on l.player_id = r.player_id and l.game_type = r.game_type and l.status = 'ACCEPTED'
        join ${games} g on g.id = l.game_id and g.status = 'ACCEPTED' and g.accept_seq >= ${ledger.firstSeq} and g.accept_seq < r.before_seq
        order by g.accept_seq`)) as unknown as Rows<Raw>
    ).rows;
    take(rows.map(settled));
    return;
  }
  // Every line of history up to the latest start, each game's lines together: the other side's sinks are summed here.
  const wanted = new Map(starts.map((s) => [`${s.playerId}:${s.gameType}`, s.before]));
  const latest = starts.reduce((max, s) => Math.max(max, s.before), -1);
  for (let after = ledger.firstSeq - 1; ;) {
    const all = (
      (await tx.execute(sql`
        select ${columns}, l.side, false as "sinksLogged", 0 as "sinksLost"
        from ${games} g join ${gamePlayers} l on l.game_id = g.id
        where g.status = 'ACCEPTED' and g.accept_seq in (
          select s.accept_seq from ${games} s where s.status = 'ACCEPTED' and s.accept_seq > ${after} and s.accept_seq < ${latest} order by s.accept_seq limit ${GAMES_PER_READ})
        order by g.accept_seq`)) as unknown as Rows<Raw & { side: number }>
    ).rows;
    if (all.length === 0) return;
    const rows: SettledRow[] = [];
    for (let first = 0; first < all.length;) {
      let end = first + 1;
      while (end < all.length && all[end]!.seq === all[first]!.seq) end++;
      const lines = all.slice(first, end);
      const sinksLogged = lines.some((l) => l.sinks > 0);
      for (const { side, ...line } of lines) {
        if (Number(line.seq) >= (wanted.get(`${line.playerId}:${line.gameType}`) ?? -1)) continue;
        rows.push(
          settled({
            ...line,
            sinksLogged,
            sinksLost: lines.reduce((sum, o) => sum + (o.side !== side ? o.sinks : 0), 0),
          }),
        );
      }
      first = end;
    }
    take(rows);
    after = Number(all[all.length - 1]!.seq);
  }
}

/** A doubles game of a team before a point: its body (the team's row is derived by the rules) and the team's stored change. */
export type TeamSettledGame = { teamId: string; body: unknown; pointsChange: number; acceptedAt: Date };

/** Teams' accepted games before their own acceptance numbers, in acceptance order (through the lines' team index). */
export async function findTeamGamesBefore(
  tx: Tx,
  starts: Array<{ teamId: string; before: number }>,
  ledger: Ledger = ALL_TIME_LEDGER,
): Promise<TeamSettledGame[]> {
  if (starts.length === 0) return [];
  const change = changeColumn(ledger);
  const result = (await tx.execute(sql`
    select r.team_id as "teamId", g.body, t.points_change as "pointsChange", coalesce(g.decided_at, g.time) as "acceptedAt"
    from jsonb_to_recordset(${JSON.stringify(starts.map((s) => ({ team_id: s.teamId, before_seq: s.before })))}::jsonb) r(team_id uuid, before_seq bigint)
    join lateral (select distinct on (l.game_id) l.game_id, ${change} as points_change from ${gamePlayers} l where l.team_id = r.team_id and l.status = 'ACCEPTED') t on true
    join ${games} g on g.id = t.game_id and g.status = 'ACCEPTED' and g.accept_seq >= ${ledger.firstSeq} and g.accept_seq < r.before_seq
    order by r.team_id, g.accept_seq`)) as unknown as Rows<TeamSettledGame>;
  return result.rows.map((r) => ({ ...r, pointsChange: Number(r.pointsChange), acceptedAt: new Date(r.acceptedAt) }));
}

/** A stored award with the place in history of the game that earned it (null when that game is not accepted). */
export type StoredAward = {
  id: string;
  userId: string;
  achievement: TAchievement;
  gameId: string | null;
  dateAchieved: Date;
  seq: number | null;
};

export async function findAwardsOf(tx: Tx, userIds: string[]): Promise<StoredAward[]> {
  if (userIds.length === 0) return [];
  const result = (await tx.execute(sql`
    select a.id, a.user_id as "userId", a.achievement, a.game_id as "gameId", a.date_achieved as "dateAchieved",
      (select g.accept_seq from ${games} g where g.id = a.game_id and g.status = 'ACCEPTED') as seq
    from ${achievements} a where a.user_id = any(${`{${userIds.join(',')}}`}::uuid[])`)) as unknown as Rows<StoredAward>;
  return result.rows.map((r) => ({
    ...r,
    dateAchieved: new Date(r.dateAchieved),
    seq: r.seq === null ? null : Number(r.seq),
  }));
}

const CHUNK = 5000;
const LINES_PER_WRITE = 1000;
function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Writes players' replayed stats: rows with games are upserted, rows left with none are deleted. Unguarded: the replay holds their locks. */
export async function writeReplayedPlayerStats(
  tx: Tx,
  rows: Array<{ playerId: string; gameType: TGameType; stats: TStats; lastGameAt: Date | null }>,
): Promise<void> {
  const played = rows.filter((r) => r.stats.gamesPlayed > 0);
  for (const chunk of chunks(played)) {
    await tx.execute(
      insertJson(
        playerStats,
        chunk.map((r) => ({ userId: r.playerId, gameType: r.gameType, ...r.stats, lastGameAt: r.lastGameAt })),
        sql` on conflict (user_id, game_type) do update set ${SAVED_STATS}`,
      ),
    );
  }
  const none = rows
    .filter((r) => r.stats.gamesPlayed === 0)
    .map((r) => ({ user_id: r.playerId, game_type: r.gameType }));
  for (const chunk of chunks(none)) {
    await tx.execute(
      sql`delete from ${playerStats} s using jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) r(user_id uuid, game_type text) where s.user_id = r.user_id and s.game_type = r.game_type`,
    );
  }
}

/** Writes teams' replayed stats and moves their league version on. */
export async function writeReplayedTeamStats(tx: Tx, rows: Array<{ teamId: string; stats: TStats }>): Promise<void> {
  for (const chunk of chunks(rows)) {
    const json = JSON.stringify(
      chunk.map((r) => ({
        id: r.teamId,
        ...Object.fromEntries(STAT_KEYS.map((key) => [teams[key].name, r.stats[key]])),
      })),
    );
    await tx.execute(sql`update ${teams} t set ${TEAM_STATS}, league_version = t.league_version + 1
      from json_populate_recordset(null::${teams}, ${json}::json) r where t.id = r.id`);
  }
}

/**
 * Moves the players' league version on and sets their last game: the given time, or (null) the acceptance of their
 * last accepted game, looked up.
 */
export async function touchReplayedPlayers(
  tx: Tx,
  players: Array<{ playerId: string; lastGame: Date | null }>,
): Promise<void> {
  for (const chunk of chunks(players)) {
    const json = JSON.stringify(chunk.map((p) => ({ id: p.playerId, last_game: p.lastGame?.toISOString() ?? null })));
    await tx.execute(sql`
      update ${users} u set league_version = u.league_version + 1, last_game = coalesce(r.last_game, (
        select coalesce(g.decided_at, g.time) from ${gamePlayers} l join ${games} g on g.id = l.game_id
        where l.player_id = u.id and l.status = 'ACCEPTED' and g.status = 'ACCEPTED' order by g.accept_seq desc limit 1))
      from jsonb_to_recordset(${json}::jsonb) r(id uuid, last_game timestamptz) where u.id = r.id`);
  }
}

/** Rewrites the points changes of some lines: all-time, in their season, or both (a change not given stays). */
export async function writePointsChanges(
  tx: Tx,
  changes: ReadonlyArray<{ gameId: string; playerId: string; pointsChange?: number; seasonPointsChange?: number }>,
): Promise<void> {
  // Four arrays, each one text; a missing change is NULL and leaves the stored one. Lines are written
  // `LINES_PER_WRITE` at a time: a far replay's changed lines lie all over history, and for a few thousand of them
  // PostgreSQL would rather scan the whole table than find each line by its key (several times slower).
  const list = (values: Array<string | number | undefined>) =>
    `{${values.map((v) => (v === undefined ? 'NULL' : v)).join(',')}}`;
  for (const chunk of chunks(changes, LINES_PER_WRITE)) {
    await tx.execute(sql`
      update ${gamePlayers} l set points_change = coalesce(r.points_change, l.points_change), season_points_change = coalesce(r.season_points_change, l.season_points_change)
      from unnest(${list(chunk.map((c) => c.gameId))}::uuid[], ${list(chunk.map((c) => c.playerId))}::uuid[],
        ${list(chunk.map((c) => c.pointsChange))}::float8[], ${list(chunk.map((c) => c.seasonPointsChange))}::float8[]) r(game_id, player_id, points_change, season_points_change)
      where l.game_id = r.game_id and l.player_id = r.player_id`);
  }
}

/** Removes awards no longer earned, moves those now earned by another game, and inserts the new ones. */
export async function writeReplayedAwards(
  tx: Tx,
  removed: string[],
  moved: Array<{ id: string; gameId: string; gameType: TGameType; dateAchieved: Date }>,
  added: Array<{ userId: string; achievement: TAchievement; gameType: TGameType; gameId: string; dateAchieved: Date }>,
): Promise<void> {
  for (const chunk of chunks(removed))
    await tx.execute(sql`delete from ${achievements} where id = any(${`{${chunk.join(',')}}`}::uuid[])`);
  for (const m of moved)
    await tx
      .update(achievements)
      .set({ gameId: m.gameId, gameType: m.gameType, dateAchieved: m.dateAchieved })
      .where(eq(achievements.id, m.id));
  for (const chunk of chunks(added)) await tx.execute(insertJson(achievements, chunk));
}
