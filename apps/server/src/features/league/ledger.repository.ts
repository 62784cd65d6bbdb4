/**
 * Where each ledger keeps its rows (replay.repository.ts `Ledger`): the all-time one in `player_stats` and the teams'
 * stats columns, a season's in `season_player_stats` and `season_team_stats`. The replay engine reads and writes
 * them only through here, so a stat's storage changes here and in the schema.
 */
import type { TGameType, TStats } from '@caps/domain';
import type { Tx } from '../../db/client.ts';
import { writeReplayedPlayerStats, writeReplayedTeamStats, type Ledger } from './replay.repository.ts';
import { findSeasonRows, writeSeasonRows } from './season-ledger.repository.ts';
import { findPlayerStats } from './stats.repository.ts';

/** A player's replayed row of one type (no game left: the row goes). */
export type LedgerPlayerRow = { playerId: string; gameType: TGameType; stats: TStats; lastGameAt: Date | null };
/** A team's replayed row (a season's row with no game left goes; the all-time one is the team's, zeroed). */
export type LedgerTeamRow = { teamId: string; stats: TStats; lastGameAt: Date | null };

/**
 * The stored rows of some players (by `${playerId}:${type}`) and teams (by id) in a ledger. The all-time ledger's
 * teams are not read: the replay rewrites each reached team's row, which moves its league version on.
 */
export async function readLedgerRows(
  tx: Tx,
  ledger: Ledger,
  players: readonly string[],
  teams: readonly string[],
): Promise<{ players: Map<string, TStats>; teams: Map<string, TStats> }> {
  if (ledger.seasonId !== null) return findSeasonRows(tx, ledger.seasonId, { players, teams });
  const rows = new Map<string, TStats>();
  for (const [playerId, byType] of await findPlayerStats(tx, [...players])) {
    for (const [gameType, stats] of Object.entries(byType)) rows.set(`${playerId}:${gameType}`, stats);
  }
  return { players: rows, teams: new Map() };
}

/** Writes replayed rows of a ledger: rows with games are upserted, rows left with none deleted. */
export async function writeLedgerRows(
  tx: Tx,
  ledger: Ledger,
  players: LedgerPlayerRow[],
  teams: LedgerTeamRow[],
): Promise<void> {
  if (ledger.seasonId === null) {
    await writeReplayedPlayerStats(tx, players);
    await writeReplayedTeamStats(tx, teams);
    return;
  }
  const played = (r: { stats: TStats }) => r.stats.gamesPlayed > 0;
  await writeSeasonRows(
    tx,
    ledger.seasonId,
    players.filter(played),
    teams.filter(played),
    players.filter((r) => !played(r)),
    teams.filter((r) => !played(r)).map((r) => r.teamId),
  );
}
