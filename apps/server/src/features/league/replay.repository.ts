/** What a replay of history reads (the games after a point, the stored history before it) and what it rewrites. */
import { eq, sql } from 'drizzle-orm';
import {
  LIMITS,
  type TAchievement,
  type TGameRow,
  type TGameType,
  type TPointsGame,
  type TPointsState,
  type TScopeKey,
} from '@caps/domain';
import type { Tx } from '../../db/client.ts';
import { insertJson } from '../../db/json-rows.ts';
import { achievements, gamePlayers, games, users } from '../../db/schema.ts';
import { changeColumn, chunks, withinLedger, type Ledger } from './ledger.repository.ts';

/** The games a change changes, locked for it in id order (so two changes of overlapping games never deadlock). */
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

/** An accepted game of history as the points fold reads it (domain `foldPoints`): who played, who won, the stored changes. */
export type HistoryGame = TPointsGame & { id: string; seq: number };

/** How many accepted games there are from acceptance number `from` on (the partial index answers it alone). */
export async function countHistoryFrom(tx: Tx, from: number): Promise<number> {
  const result = await tx.execute<{ n: number }>(
    sql`select count(*)::int as n from ${games} g where g.status = 'ACCEPTED' and g.accept_seq >= ${from}`,
  );
  return Number(result.rows[0]?.n ?? 0);
}

/** The accepted games of every type from acceptance number `from` on, in order (a change's reach). */
export async function findHistoryFrom(tx: Tx, from: number): Promise<HistoryGame[]> {
  const { text } = await readHistoryAfter(tx, from - 1);
  return text === null ? [] : parseHistory(text);
}

/**
 * The accepted games after acceptance number `after` (of one type, and `limit` of them, when given) in acceptance
 * order, each with its sides (team, players and their stored points changes) and whether side 1 won: no body. They
 * travel as one text, a line per game ("<id> <seq> <type> <team 1|-> <team 2|-> [<side> <won 0|1> <player> <change>
 * <season change>]…"; PostgreSQL writes a float8 exactly), far cheaper to read than a row per line; `last` is the last
 * acceptance number (null: no game), so the next round can be asked for before this one is parsed (`parseHistory`).
 */
export async function readHistoryAfter(
  tx: Tx,
  after: number,
  only?: { gameType: TGameType; limit: number },
): Promise<{ text: string | null; last: number | null }> {
  const result = await tx.execute<{ text: string | null; last: number | string | null }>(sql`
    select string_agg(concat_ws(' ', g.id, g.accept_seq, g.game_type, coalesce(g.team1_id::text, '-'), coalesce(g.team2_id::text, '-'), l.lines), chr(10) order by g.accept_seq) as text,
      max(g.accept_seq) as last
    from (select id, accept_seq, game_type, team1_id, team2_id from ${games}
      where status = 'ACCEPTED' and accept_seq > ${after}${only ? sql` and game_type = ${only.gameType}` : sql``}
      order by accept_seq${only ? sql` limit ${only.limit}` : sql``}) g
    cross join lateral (
      select string_agg(concat_ws(' ', l.side, l.won::int, l.player_id, l.points_change, l.season_points_change), ' ' order by l.side, l.player_id) as lines
      from ${gamePlayers} l where l.game_id = g.id) l`);
  const row = result.rows[0];
  return { text: row?.text ?? null, last: row?.last === null || row?.last === undefined ? null : Number(row.last) };
}

/** The games of a text of history (`readHistoryAfter`). */
export function parseHistory(text: string): HistoryGame[] {
  const history: HistoryGame[] = [];
  for (const line of text.split('\n')) {
    const f = line.split(' ');
    const sides: Array<Array<{ playerId: string; storedChange: number; storedSeasonChange: number }>> = [[], []];
    let side1Won = false;
    for (let i = 5; i + 4 < f.length; i += 5) {
      const side = f[i] === '1' ? 0 : 1;
      if (side === 0) side1Won = f[i + 1] === '1';
      sides[side]!.push({ playerId: f[i + 2]!, storedChange: Number(f[i + 3]), storedSeasonChange: Number(f[i + 4]) });
    }
    const teamOf = (id: string | undefined) => (id === undefined || id === '-' ? null : id);
    history.push({
      id: f[0]!,
      seq: Number(f[1]),
      gameType: f[2] as TGameType,
      side1Won,
      sides: [
        { teamId: teamOf(f[3]), players: sides[0]! },
        { teamId: teamOf(f[4]), players: sides[1]! },
      ],
    });
  }
  return history;
}

/**
 * Adds to `points` each player's and team's points of a type in a ledger just before their own acceptance numbers
 * (`before`, by key): their stored changes summed in acceptance order from the starting points, as the fold summed
 * them, so the sums are the fold's own, float for float. A team's change is its players' (equal by the rules).
 */
export async function readPointsBefore(
  tx: Tx,
  ledger: Ledger,
  gameType: TGameType,
  before: ReadonlyMap<TScopeKey, number>,
  points: TPointsState,
): Promise<void> {
  // Starts travel as two arrays (PostgreSQL expects few rows of an unnest: it finds each one's lines by index).
  const starts = (prefix: string) => {
    const own = [...before].filter(([k]) => k.startsWith(prefix));
    return sql`unnest(${`{${own.map(([k]) => k.slice(2)).join(',')}}`}::uuid[], ${`{${own.map(([, seq]) => seq).join(',')}}`}::bigint[]) r(id, seq)`;
  };
  const ofLedger = sql`g.status = 'ACCEPTED' and ${withinLedger(ledger, sql`g.accept_seq`)} and g.accept_seq < r.seq`;
  const change = changeColumn(ledger);
  const { rows } = await tx.execute<{ id: string; team: boolean; change: number }>(sql`
    select r.id, false as team, ${change} as change, g.accept_seq from ${starts('p:')}
      join ${gamePlayers} l on l.player_id = r.id and l.game_type = ${gameType} and l.status = 'ACCEPTED'
      join ${games} g on g.id = l.game_id and ${ofLedger}
    union all
    select r.id, true, min(${change}), g.accept_seq from ${starts('t:')}
      join ${gamePlayers} l on l.team_id = r.id and l.status = 'ACCEPTED'
      join ${games} g on g.id = l.game_id and ${ofLedger}
      group by r.id, g.accept_seq
    order by team, id, accept_seq`);
  for (const { id, team, change } of rows) {
    const map = team ? points.teams : points.players;
    map.set(id, (map.get(id) ?? LIMITS.startingPoints) + Number(change));
  }
}

/** A stored award with the place in history of the game that earned it (null: none, or a game not accepted). */
export type StoredAward = {
  id: string;
  userId: string;
  achievement: TAchievement;
  gameId: string | null;
  dateAchieved: Date;
  seq: number | null;
};

export async function findAwardsOf(tx: Tx, userIds: readonly string[]): Promise<StoredAward[]> {
  if (userIds.length === 0) return [];
  const { rows } = await tx.execute<StoredAward>(sql`
    select a.id, a.user_id as "userId", a.achievement, a.game_id as "gameId", a.date_achieved as "dateAchieved",
      (select g.accept_seq from ${games} g where g.id = a.game_id and g.status = 'ACCEPTED') as seq
    from ${achievements} a where a.user_id = any(${`{${userIds.join(',')}}`}::uuid[])`);
  return rows.map((r) => ({
    ...r,
    dateAchieved: new Date(r.dateAchieved),
    seq: r.seq === null ? null : Number(r.seq),
  }));
}

/**
 * Some players' and teams' accepted games in a ledger before acceptance number `before`, in acceptance order: each
 * player's line as the row its stats applied (read from the stored lines as the plots read them: the other side's
 * score and sinks come from the game and its other lines), and each game of a team with its body (the team's row is
 * derived by the rules); each with its stored points change and when it was accepted.
 */
export async function readSettledBefore(
  tx: Tx,
  ledger: Ledger,
  of: { players: readonly string[]; teams: readonly string[] },
  before: number,
): Promise<{
  players: Array<{ playerId: string; gameType: TGameType; row: TGameRow; pointsChange: number; acceptedAt: Date }>;
  teams: Array<{ teamId: string; body: unknown; pointsChange: number; acceptedAt: Date }>;
}> {
  type Raw = TGameRow & { playerId: string; gameType: TGameType; pointsChange: number; acceptedAt: string | Date };
  const ofLedger = sql`g.status = 'ACCEPTED' and ${withinLedger(ledger, sql`g.accept_seq`)} and g.accept_seq < ${before}`;
  const { rows } = await tx.execute<Raw & Record<string, unknown>>(sql`
    select l.player_id as "playerId", l.game_type as "gameType", l.score, l.sinks, l.rebuttals, l.beers_downed as "beersDowned",
      l.naked_lap as "nakedLap", l.won, ${changeColumn(ledger)} as "pointsChange", coalesce(g.decided_at, g.time) as "acceptedAt",
      case when l.side = 1 then g.team2_score else g.team1_score end as "pointsLost",
      (select coalesce(sum(o.sinks), 0)::int from ${gamePlayers} o where o.game_id = l.game_id and o.side <> l.side) as "sinksLost",
      exists (select 1 from ${gamePlayers} o where o.game_id = l.game_id and o.sinks > 0) as "sinksLogged"
    from ${gamePlayers} l join ${games} g on g.id = l.game_id and ${ofLedger}
    where l.player_id = any(${`{${of.players.join(',')}}`}::uuid[]) and l.status = 'ACCEPTED'
    order by g.accept_seq`);
  const teams = await tx.execute<{ teamId: string; body: unknown; pointsChange: number; acceptedAt: Date }>(sql`
    select l.team_id as "teamId", g.body, min(${changeColumn(ledger)}) as "pointsChange", coalesce(g.decided_at, g.time) as "acceptedAt"
    from ${gamePlayers} l join ${games} g on g.id = l.game_id and ${ofLedger}
    where l.team_id = any(${`{${of.teams.join(',')}}`}::uuid[]) and l.status = 'ACCEPTED'
    group by l.team_id, g.id order by g.accept_seq`);
  return {
    players: rows.map(({ playerId, gameType, pointsChange, acceptedAt, ...row }) => ({
      playerId,
      gameType,
      pointsChange: Number(pointsChange),
      acceptedAt: new Date(acceptedAt),
      row: { ...row, beersDowned: Number(row.beersDowned), sinksLost: Number(row.sinksLost) },
    })),
    teams: teams.rows.map((r) => ({ ...r, pointsChange: Number(r.pointsChange), acceptedAt: new Date(r.acceptedAt) })),
  };
}

const CHUNK = 5000;
const LINES_PER_WRITE = 1000;

/** Moves the players' league version on and sets their last game (null: none). */
export async function touchReplayedPlayers(
  tx: Tx,
  players: Array<{ playerId: string; lastGame: Date | null }>,
): Promise<void> {
  for (const chunk of chunks(players, CHUNK)) {
    const json = JSON.stringify(chunk.map((p) => ({ id: p.playerId, last_game: p.lastGame?.toISOString() ?? null })));
    await tx.execute(sql`update ${users} u set league_version = u.league_version + 1, last_game = r.last_game
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

/**
 * Turns PostgreSQL's JIT compilation off for the rest of the transaction (a whole-league replay's): a round of history
 * is estimated costly enough to be compiled, and compiling it takes longer than it saves (about a third of a round's
 * read on PostgreSQL 15). Nothing changes on a server without JIT.
 */
export async function withoutJit(tx: Tx): Promise<void> {
  await tx.execute(sql`set local jit = off`);
}
