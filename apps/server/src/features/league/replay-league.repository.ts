/** What a replay of the whole league reads (history a round at a time, every stored projection) and the versions it moves. */
import { sql } from 'drizzle-orm';
import type { TGameType, TPointsGame } from '@caps/domain';
import type { Tx } from '../../db/client.ts';
import { gamePlayers, games, playerStats, seasonPlayerStats, teams, users } from '../../db/schema.ts';
import { withinLedger, type Ledger } from './replay.repository.ts';

type Rows<T> = { rows: T[] };

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
  const result = (await tx.execute(sql`
    select string_agg(concat_ws(' ', g.id, g.accept_seq, coalesce(g.team1_id::text, '-'), coalesce(g.team2_id::text, '-'), l.lines), chr(10) order by g.accept_seq) as text,
      max(g.accept_seq) as last
    from (select id, accept_seq, team1_id, team2_id from ${games}
      where status = 'ACCEPTED' and game_type = ${gameType} and accept_seq > ${after} order by accept_seq limit ${limit}) g
    cross join lateral (
      select string_agg(concat_ws(' ', l.side, l.won::int, l.player_id, l.points_change, l.season_points_change), ' ' order by l.side, l.player_id) as lines
      from ${gamePlayers} l where l.game_id = g.id) l`)) as unknown as Rows<{
    text: string | null;
    last: number | string | null;
  }>;
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

/** Some players' stored stats rows of one type. */
export async function readPlayerStatsOf(
  tx: Tx,
  gameType: TGameType,
  playerIds: readonly string[],
): Promise<Array<typeof playerStats.$inferSelect>> {
  if (playerIds.length === 0) return [];
  return tx
    .select()
    .from(playerStats)
    .where(
      sql`${playerStats.gameType} = ${gameType} and ${playerStats.userId} = any(${`{${playerIds.join(',')}}`}::uuid[])`,
    );
}

/** A player's points of a type moved by a replay: stored before, replayed after. */
export type MovedPoints = { playerId: string; before: number; after: number };

const MOVED_PER_WRITE = 1000;

/**
 * Sets the replayed points of players whose points alone moved (everything else of their stats stands), in the
 * all-time ledger or a season's (`seasonId`); rows whose points already were those are left. Returns the rows written,
 * with their points before. A player of the type has a row in each ledger where they played it; one without is left.
 */
export async function writeMovedPoints(
  tx: Tx,
  gameType: TGameType,
  moved: ReadonlyArray<{ playerId: string; points: number }>,
  seasonId?: number,
): Promise<MovedPoints[]> {
  const written: MovedPoints[] = [];
  for (let i = 0; i < moved.length; i += MOVED_PER_WRITE) {
    const chunk = moved.slice(i, i + MOVED_PER_WRITE);
    const r = sql`unnest(${`{${chunk.map((m) => m.playerId).join(',')}}`}::uuid[], ${`{${chunk.map((m) => m.points).join(',')}}`}::float8[]) r(user_id, points)`;
    // `o` is the row as it stood before the update (the same table joined again), for the points before.
    const { rows } = (await tx.execute(
      seasonId === undefined
        ? sql`update ${playerStats} s set points = r.points from ${r}, ${playerStats} o
            where o.user_id = r.user_id and o.game_type = ${gameType} and o.points <> r.points and s.user_id = o.user_id and s.game_type = o.game_type
            returning s.user_id as "playerId", o.points as before, s.points as after`
        : sql`update ${seasonPlayerStats} s set points = r.points from ${r}, ${seasonPlayerStats} o
            where o.season_id = ${seasonId} and o.user_id = r.user_id and o.game_type = ${gameType} and o.points <> r.points
              and s.season_id = o.season_id and s.user_id = o.user_id and s.game_type = o.game_type
            returning s.user_id as "playerId", o.points as before, s.points as after`,
    )) as unknown as Rows<MovedPoints>;
    for (const row of rows)
      written.push({ playerId: row.playerId, before: Number(row.before), after: Number(row.after) });
  }
  return written;
}

/** Every team's stored stats. */
export async function readAllTeamStats(tx: Tx): Promise<Array<typeof teams.$inferSelect>> {
  return tx.select().from(teams);
}

/**
 * Every accepted game of some players or teams, in acceptance order, with its body: of any type in all history, or
 * (`season`) of one type in a season's games.
 */
export async function findGamesOfPlayers(
  tx: Tx,
  playerIds: readonly string[],
  teamIds: readonly string[],
  season?: { ledger: Ledger; gameType: TGameType },
): Promise<Array<{ id: string; gameType: TGameType; body: unknown; acceptedAt: Date }>> {
  const players = `{${playerIds.join(',')}}`;
  const teamList = `{${teamIds.join(',')}}`;
  const within = season
    ? sql` and g.game_type = ${season.gameType} and ${withinLedger(season.ledger, sql`g.accept_seq`)}`
    : sql``;
  const result = (await tx.execute(sql`
    select g.id, g.game_type as "gameType", g.body, coalesce(g.decided_at, g.time) as "acceptedAt"
    from ${games} g where g.status = 'ACCEPTED'${within} and (
      g.id in (select l.game_id from ${gamePlayers} l where l.player_id = any(${players}::uuid[]) and l.status = 'ACCEPTED')
      or g.team1_id = any(${teamList}::uuid[]) or g.team2_id = any(${teamList}::uuid[]))
    order by g.accept_seq`)) as unknown as Rows<{ id: string; gameType: TGameType; body: unknown; acceptedAt: Date }>;
  return result.rows.map((r) => ({ ...r, acceptedAt: new Date(r.acceptedAt) }));
}

/** Moves some players' (or teams') league version on (their projection was rewritten; their last game was not). */
export async function moveLeagueVersions(
  tx: Tx,
  ids: readonly string[],
  of: 'players' | 'teams' = 'players',
): Promise<void> {
  const table = of === 'players' ? users : teams;
  for (let i = 0; i < ids.length; i += 5000) {
    await tx.execute(
      sql`update ${table} set league_version = league_version + 1 where id = any(${`{${ids.slice(i, i + 5000).join(',')}}`}::uuid[])`,
    );
  }
}
