/**
 * The season ledgers (issue #25; domain seasons.ts). Acceptance moves the current season's ledger with the all-time
 * one (settle.ts). A change of history (void, correction, reopen) replays the ledger of each season its changed
 * games belong to, in the change's transaction: a season's ledger depends on that season's games only (it starts
 * from fresh stats), so later seasons never move, and past seasons move only through changes of their own games.
 *
 * The season is folded from its start by the league's fold step (`foldSeasonGame`) and only what differs is written;
 * rows are written only for the players and teams the change's replay holds the locks of (`keys`; 'all' under the
 * whole league's lock), since settlements of everyone else may land in the current season meanwhile (the reach in a
 * season is within the all-time reach: its games are a part of those after the change).
 */
import { emptyLeagueState, emptyStats, foldSeasonGame, type TGameType, type TStats } from '@caps/domain';
import type { Tx } from '../../db/client.ts';
import { acceptedGameOf } from './settle.ts';
import { sameStats } from './replay-fold.ts';
import { findSeasonGames, findSeasonRanges, findSeasonRows, writeSeasonPointsChanges, writeSeasonRows, type SeasonRange } from './season-ledger.repository.ts';

/** The seasons that hold some acceptance numbers. */
async function seasonsOfSeqs(tx: Tx, seqs: readonly number[]): Promise<SeasonRange[]> {
  const ranges = await findSeasonRanges(tx);
  return ranges.filter((r) => seqs.some((seq) => seq >= r.firstSeq && (r.nextSeq === null || seq < r.nextSeq)));
}

/** Replays the ledgers of the seasons of the changed games; see the module's comment. */
export async function replaySeasonsOf(tx: Tx, seqs: readonly number[], keys: ReadonlySet<string> | 'all'): Promise<void> {
  for (const range of await seasonsOfSeqs(tx, seqs)) await replaySeasonLedger(tx, range, keys);
}

/** Every season's ledger from its games (the full recompute, under the whole league's lock). */
export async function replayAllSeasons(tx: Tx): Promise<void> {
  for (const range of await findSeasonRanges(tx)) await replaySeasonLedger(tx, range, 'all');
}

/** Folds one season's games from fresh stats and writes what differs from the stored ledger. */
async function replaySeasonLedger(tx: Tx, range: SeasonRange, keys: ReadonlySet<string> | 'all'): Promise<void> {
  const state = emptyLeagueState();
  const lastOfPlayer = new Map<string, Date>(); // by `${playerId}:${type}`
  const lastOfTeam = new Map<string, Date>();
  const lineChanges: Array<{ gameId: string; playerId: string; pointsChange: number }> = [];
  for (let after = -1; ;) {
    const round = await findSeasonGames(tx, range, after);
    if (round.length === 0) break;
    for (const game of round) {
      const settlement = foldSeasonGame(state, acceptedGameOf(game));
      for (const p of settlement.players) {
        lastOfPlayer.set(`${p.playerId}:${game.gameType}`, game.acceptedAt);
        const stored = game.lines.find((l) => l.playerId === p.playerId)?.seasonPointsChange;
        if (stored !== p.pointsChange) lineChanges.push({ gameId: game.id, playerId: p.playerId, pointsChange: p.pointsChange });
      }
      for (const t of settlement.teams) lastOfTeam.set(t.teamId, game.acceptedAt);
    }
    after = round[round.length - 1]!.seq;
  }

  const allowed = (id: string) => keys === 'all' || keys.has(id);
  const stored = await findSeasonRows(tx, range.id);
  const players: Array<{ playerId: string; gameType: TGameType; stats: TStats; lastGameAt: Date | null }> = [];
  const seen = new Set<string>();
  for (const [playerId, byType] of state.players) {
    if (!allowed(playerId)) continue;
    for (const [gameType, stats] of Object.entries(byType) as Array<[TGameType, TStats]>) {
      if (stats.gamesPlayed === 0) continue;
      const key = `${playerId}:${gameType}`;
      seen.add(key);
      const before = stored.players.get(key);
      if (!before || !sameStats(before, stats)) players.push({ playerId, gameType, stats, lastGameAt: lastOfPlayer.get(key) ?? null });
    }
  }
  const gonePlayers = [...stored.players.keys()]
    .filter((key) => !seen.has(key) && allowed(key.slice(0, key.indexOf(':'))))
    .map((key) => ({ playerId: key.slice(0, key.indexOf(':')), gameType: key.slice(key.indexOf(':') + 1) as TGameType }));
  const teams: Array<{ teamId: string; stats: TStats; lastGameAt: Date | null }> = [];
  for (const [teamId, stats] of state.teams) {
    if (!allowed(teamId) || stats.gamesPlayed === 0) continue;
    const before = stored.teams.get(teamId);
    if (!before || !sameStats(before, stats)) teams.push({ teamId, stats, lastGameAt: lastOfTeam.get(teamId) ?? null });
  }
  const goneTeams = [...stored.teams.keys()].filter((id) => allowed(id) && (state.teams.get(id) ?? emptyStats()).gamesPlayed === 0);

  await writeSeasonRows(tx, range.id, players, teams, gonePlayers, goneTeams);
  await writeSeasonPointsChanges(tx, lineChanges);
}

/** Every difference between the stored season ledgers (rows and lines' season points changes) and a fold of each season's games. */
export async function diffSeasons(tx: Tx): Promise<string[]> {
  const diffs: string[] = [];
  const close = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
  const differ = (a: TStats, b: TStats) => (Object.keys(a) as Array<keyof TStats>).some((k) => !close(a[k], b[k]));
  for (const range of await findSeasonRanges(tx)) {
    const state = emptyLeagueState();
    for (let after = -1; ;) {
      const round = await findSeasonGames(tx, range, after);
      if (round.length === 0) break;
      for (const game of round) {
        const settlement = foldSeasonGame(state, acceptedGameOf(game));
        for (const p of settlement.players) {
          const stored = game.lines.find((l) => l.playerId === p.playerId)?.seasonPointsChange ?? NaN;
          if (!close(stored, p.pointsChange)) diffs.push(`season ${range.id} line ${game.id}:${p.playerId}: stored ${stored} != replayed ${p.pointsChange}`);
        }
      }
      after = round[round.length - 1]!.seq;
    }
    const stored = await findSeasonRows(tx, range.id);
    const replayed = new Map<string, TStats>();
    for (const [playerId, byType] of state.players) for (const [type, stats] of Object.entries(byType)) if (stats.gamesPlayed > 0) replayed.set(`${playerId}:${type}`, stats);
    for (const key of new Set([...replayed.keys(), ...stored.players.keys()])) {
      const w = replayed.get(key);
      const h = stored.players.get(key);
      if (!w || !h || differ(w, h)) diffs.push(`season ${range.id} player ${key}: stored ${JSON.stringify(h)} != replayed ${JSON.stringify(w)}`);
    }
    for (const id of new Set([...state.teams.keys(), ...stored.teams.keys()])) {
      const w = state.teams.get(id);
      const h = stored.teams.get(id);
      if ((w?.gamesPlayed ?? 0) === 0 && !h) continue;
      if (!w || !h || differ(w, h)) diffs.push(`season ${range.id} team ${id}: stored ${JSON.stringify(h)} != replayed ${JSON.stringify(w)}`);
    }
  }
  return diffs;
}
