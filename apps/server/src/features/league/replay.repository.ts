/** What a replay of history reads (the games after a point, the stored history before it) and what it rewrites. */
import { eq, sql } from 'drizzle-orm';
import type { TAchievement, TGameRow, TGameType, TPointsGame } from '@caps/domain';
import type { Tx } from '../../db/client.ts';
import { insertJson } from '../../db/json-rows.ts';
import { achievements, gamePlayers, games, users } from '../../db/schema.ts';
import { changeColumn, chunks, withinLedger, type Ledger } from './ledger.repository.ts';

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
  const result = await tx.execute<{ n: number }>(
    sql`select count(*)::int as n from ${games} g where g.status = 'ACCEPTED' and g.accept_seq >= ${from}`,
  );
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
  const result = await tx.execute<Row>(sql`
    select g.id, g.accept_seq as seq, g.game_type as "gameType", g.team1_id as "team1Id", g.team2_id as "team2Id", l.player_id as "playerId", l.points_change as "pointsChange",
      l.season_points_change as "seasonPointsChange"
    from ${games} g join ${gamePlayers} l on l.game_id = g.id
    where g.status = 'ACCEPTED' and g.accept_seq >= ${from} order by g.accept_seq, l.side, l.player_id`);
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
 * Players' accepted games of some types in a ledger before their own acceptance numbers, in acceptance order, each as
 * the row its stats applied (read from the stored lines as the plots read them: the other side's score and sinks come
 * from the game and its other lines), through the lines' player index.
 */
export async function readSettledRowsBefore(
  tx: Tx,
  starts: Array<{ playerId: string; gameType: TGameType; before: number }>,
  ledger: Ledger,
): Promise<SettledRow[]> {
  if (starts.length === 0) return [];
  type Raw = TGameRow & { playerId: string; gameType: TGameType; pointsChange: number; acceptedAt: string | Date };
  const json = JSON.stringify(
    starts.map((s) => ({ player_id: s.playerId, game_type: s.gameType, before_seq: s.before })),
  );
  const { rows } = await tx.execute<Raw & Record<string, unknown>>(sql`
    select l.player_id as "playerId", l.game_type as "gameType", l.score, l.sinks, l.rebuttals, l.beers_downed as "beersDowned",
      l.naked_lap as "nakedLap", l.won, ${changeColumn(ledger)} as "pointsChange", coalesce(g.decided_at, g.time) as "acceptedAt",
      case when l.side = 1 then g.team2_score else g.team1_score end as "pointsLost",
      (select coalesce(sum(o.sinks), 0)::int from ${gamePlayers} o where o.game_id = l.game_id and o.side <> l.side) as "sinksLost",
      exists (select 1 from ${gamePlayers} o where o.game_id = l.game_id and o.sinks > 0) as "sinksLogged"
    from jsonb_to_recordset(${json}::jsonb) r(player_id uuid, game_type text, before_seq bigint)
    join ${gamePlayers} l on l.player_id = r.player_id and l.game_type = r.game_type and l.status = 'ACCEPTED'
    join ${games} g on g.id = l.game_id and g.status = 'ACCEPTED' and g.accept_seq >= ${ledger.firstSeq} and g.accept_seq < r.before_seq
    order by g.accept_seq`);
  return rows.map(({ playerId, gameType, pointsChange, acceptedAt, ...row }) => ({
    playerId,
    gameType,
    pointsChange: Number(pointsChange),
    acceptedAt: new Date(acceptedAt),
    row: { ...row, beersDowned: Number(row.beersDowned), sinksLost: Number(row.sinksLost) },
  }));
}

/** A doubles game of a team before a point: its body (the team's row is derived by the rules) and the team's stored change. */
export type TeamSettledGame = { teamId: string; body: unknown; pointsChange: number; acceptedAt: Date };

/** Teams' accepted games before their own acceptance numbers, in acceptance order (through the lines' team index). */
export async function findTeamGamesBefore(
  tx: Tx,
  starts: Array<{ teamId: string; before: number }>,
  ledger: Ledger,
): Promise<TeamSettledGame[]> {
  if (starts.length === 0) return [];
  const change = changeColumn(ledger);
  const result = await tx.execute<TeamSettledGame>(sql`
    select r.team_id as "teamId", g.body, t.points_change as "pointsChange", coalesce(g.decided_at, g.time) as "acceptedAt"
    from jsonb_to_recordset(${JSON.stringify(starts.map((s) => ({ team_id: s.teamId, before_seq: s.before })))}::jsonb) r(team_id uuid, before_seq bigint)
    join lateral (select distinct on (l.game_id) l.game_id, ${change} as points_change from ${gamePlayers} l where l.team_id = r.team_id and l.status = 'ACCEPTED') t on true
    join ${games} g on g.id = t.game_id and g.status = 'ACCEPTED' and g.accept_seq >= ${ledger.firstSeq} and g.accept_seq < r.before_seq
    order by r.team_id, g.accept_seq`);
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
  const result = await tx.execute<StoredAward>(sql`
    select a.id, a.user_id as "userId", a.achievement, a.game_id as "gameId", a.date_achieved as "dateAchieved",
      (select g.accept_seq from ${games} g where g.id = a.game_id and g.status = 'ACCEPTED') as seq
    from ${achievements} a where a.user_id = any(${`{${userIds.join(',')}}`}::uuid[])`);
  return result.rows.map((r) => ({
    ...r,
    dateAchieved: new Date(r.dateAchieved),
    seq: r.seq === null ? null : Number(r.seq),
  }));
}

const CHUNK = 5000;
const LINES_PER_WRITE = 1000;

/**
 * Moves the players' league version on and sets their last game: the given time, or (null) the acceptance of their
 * last accepted game, looked up.
 */
export async function touchReplayedPlayers(
  tx: Tx,
  players: Array<{ playerId: string; lastGame: Date | null }>,
): Promise<void> {
  for (const chunk of chunks(players, CHUNK)) {
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
  for (const chunk of chunks(removed, CHUNK))
    await tx.execute(sql`delete from ${achievements} where id = any(${`{${chunk.join(',')}}`}::uuid[])`);
  for (const m of moved)
    await tx
      .update(achievements)
      .set({ gameId: m.gameId, gameType: m.gameType, dateAchieved: m.dateAchieved })
      .where(eq(achievements.id, m.id));
  for (const chunk of chunks(added, CHUNK)) await tx.execute(insertJson(achievements, chunk));
}

/** An accepted game of one type as a replay of points reads it (domain `foldPoints`, either ledger), with its id and place. */
export type PointsRound = Array<TPointsGame & { id: string; seq: number }>;

/**
 * The accepted games of one type after acceptance number `after`, `limit` of them in acceptance order (through the
 * partial index), each with its sides (team, players and their stored points changes) and whether side 1 won: no body.
 * The round travels as one text, a line per game ("<id> <seq> <team 1|-> <team 2|-> [<side> <won 0|1> <player> <change> <season change>]…";
 * PostgreSQL writes a float8 exactly), far cheaper to read than a row per line; `last` is its last acceptance number
 * (null: no game), so the next round can be asked for before this one is parsed (`parsePointsRound`).
 */
export async function readPointsAfter(
  tx: Tx,
  gameType: TGameType,
  after: number,
  limit: number,
): Promise<{ text: string | null; last: number | null }> {
  const result = await tx.execute<{
    text: string | null;
    last: number | string | null;
  }>(sql`
    select string_agg(concat_ws(' ', g.id, g.accept_seq, coalesce(g.team1_id::text, '-'), coalesce(g.team2_id::text, '-'), l.lines), chr(10) order by g.accept_seq) as text,
      max(g.accept_seq) as last
    from (select id, accept_seq, team1_id, team2_id from ${games}
      where status = 'ACCEPTED' and game_type = ${gameType} and accept_seq > ${after} order by accept_seq limit ${limit}) g
    cross join lateral (
      select string_agg(concat_ws(' ', l.side, l.won::int, l.player_id, l.points_change, l.season_points_change), ' ' order by l.side, l.player_id) as lines
      from ${gamePlayers} l where l.game_id = g.id) l`);
  const row = result.rows[0];
  return { text: row?.text ?? null, last: row?.last === null || row?.last === undefined ? null : Number(row.last) };
}

/**
 * Turns PostgreSQL's JIT compilation off for the rest of the transaction (a whole-league replay's): a round of history
 * is estimated costly enough to be compiled, and compiling it takes longer than it saves (about a third of a round's
 * read on PostgreSQL 15). Nothing changes on a server without JIT.
 */
export async function withoutJit(tx: Tx): Promise<void> {
  await tx.execute(sql`set local jit = off`);
}

/** The games of a round's text (`readPointsAfter`). */
export function parsePointsRound(text: string, gameType: TGameType): PointsRound {
  const round: PointsRound = [];
  for (const line of text.split('\n')) {
    const f = line.split(' ');
    const lines: Array<Array<{ playerId: string; storedChange: number; storedSeasonChange: number }>> = [[], []];
    let side1Won = false;
    for (let i = 4; i + 4 < f.length; i += 5) {
      const side = f[i] === '1' ? 0 : 1;
      if (side === 0) side1Won = f[i + 1] === '1';
      lines[side]!.push({ playerId: f[i + 2]!, storedChange: Number(f[i + 3]), storedSeasonChange: Number(f[i + 4]) });
    }
    round.push({
      id: f[0]!,
      seq: Number(f[1]),
      gameType,
      side1Won,
      sides: [
        { teamId: teamOf(f[2]), players: lines[0]! },
        { teamId: teamOf(f[3]), players: lines[1]! },
      ],
    });
  }
  return round;
}

const teamOf = (id: string | undefined) => (id === undefined || id === '-' ? null : id);

/** Every accepted game of some players or teams in a ledger, of any type, in acceptance order, with its body. */
export async function findGamesOfPlayers(
  tx: Tx,
  playerIds: readonly string[],
  teamIds: readonly string[],
  ledger: Ledger,
): Promise<Array<{ id: string; gameType: TGameType; body: unknown; acceptedAt: Date }>> {
  const players = `{${playerIds.join(',')}}`;
  const teamList = `{${teamIds.join(',')}}`;
  const result = await tx.execute<{ id: string; gameType: TGameType; body: unknown; acceptedAt: Date }>(sql`
    select g.id, g.game_type as "gameType", g.body, coalesce(g.decided_at, g.time) as "acceptedAt"
    from ${games} g where g.status = 'ACCEPTED' and ${withinLedger(ledger, sql`g.accept_seq`)} and (
      g.id in (select l.game_id from ${gamePlayers} l where l.player_id = any(${players}::uuid[]) and l.status = 'ACCEPTED')
      or g.team1_id = any(${teamList}::uuid[]) or g.team2_id = any(${teamList}::uuid[]))
    order by g.accept_seq`);
  return result.rows.map((r) => ({ ...r, acceptedAt: new Date(r.acceptedAt) }));
}
