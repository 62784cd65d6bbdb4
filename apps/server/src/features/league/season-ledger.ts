/**
 * The season ledgers (issue #25; domain seasons.ts). Acceptance moves the current season's ledger with the all-time
 * one (settle.ts). A change of history (void, correction, reopen) replays the ledger of each season its changed
 * games belong to, in the change's transaction: a season's ledger depends on that season's games only (it starts
 * from fresh stats), so later seasons never move, and past seasons move only through changes of their own games.
 *
 * As the all-time ledger (replay.ts), a season's is replayed over the change's reach only: the season's games after
 * the change that involve a player or team whose season stats changed (domain `replayScope`). Each reached one starts
 * from its stored season history just before the change reached it (its season's rows with their stored season
 * points changes), and the reached games are folded from there by the season's fold step (`foldSeasonGame`). The
 * reach in a season is within the all-time reach (its games are a part of those after the change), whose locks the
 * change holds. A change far back, under the whole league's lock, replays the points of its seasons in the pass of
 * the all-time replay over history (`SeasonPass`); the full recompute folds every season whole (`replaySeasonLedger`).
 */
import {
  LIMITS,
  pointsStateFor,
  type TPointsState,
  emptyLeagueState,
  emptyStats,
  foldSeasonGame,
  type TGameType,
  type TLeagueState,
  type TStats,
} from '@caps/domain';
import type { Tx } from '../../db/client.ts';
import { acceptedGameOf } from './settle.ts';
import { sameStats } from './replay-fold.ts';
import { findGamesOfPlayers, writeMovedPoints } from './replay-league.repository.ts';
import {
  findSeasonGames,
  findSeasonRanges,
  findSeasonRows,
  writeSeasonRows,
  type SeasonRange,
} from './season-ledger.repository.ts';

const inSeason = (range: SeasonRange, seq: number) =>
  seq >= range.firstSeq && (range.nextSeq === null || seq < range.nextSeq);

/** A changed game as the season replay needs it: its place and its players and teams. */
export type SeasonChange = { seq: number; gameType: TGameType; players: readonly string[]; teams: readonly string[] };

/** A season some changed games belong to: from the earliest of them on, for their players and teams. */
export type ChangedSeason = {
  range: SeasonRange;
  from: number;
  gameType: TGameType;
  changed: { players: string[]; teams: string[] };
};

/**
 * The seasons the changed games belong to, read once per change (their rows held FOR SHARE, `findSeasonRanges`). An
 * ended one among them may have its final tables, and so its awards, moved (`reviewSeasonAwards`).
 */
export async function changedSeasonsOf(tx: Tx, changes: readonly SeasonChange[]): Promise<ChangedSeason[]> {
  return (await findSeasonRanges(tx)).flatMap((range) => {
    const own = changes.filter((c) => inSeason(range, c.seq));
    if (own.length === 0) return [];
    const changed = {
      players: [...new Set(own.flatMap((c) => c.players))],
      teams: [...new Set(own.flatMap((c) => c.teams))],
    };
    return [{ range, from: Math.min(...own.map((c) => c.seq)), gameType: own[0]!.gameType, changed }];
  });
}

/**
 * A season replayed far back, in the pass of the all-time replay over history (replay-league.ts), under the whole
 * league's lock: everyone's season points of the type are replayed there from who played, who won and the stored
 * season changes (domain `foldPoints`, into `points`); the changed games' players and teams then get their season
 * rows of the type rebuilt from their own games of the season, and everyone else whose points moved gets them written.
 * While the season holds all history of the type, `points` is the all-time replay's own state (replay-league.ts
 * `foldBothLedgers`): the two ledgers are equal there.
 */
export type SeasonPass = { range: SeasonRange; changed: { players: string[]; teams: string[] }; points: TPointsState };

/** The season passes of a change far back: one for each season a changed game belongs to. */
export const seasonPassesOf = (seasons: readonly ChangedSeason[]): SeasonPass[] =>
  seasons.map(({ range, changed }) => ({ range, changed, points: pointsStateFor(changed) }));

/** The pass of the season a game belongs to, if its season is replayed. */
export const seasonPassOf = (passes: readonly SeasonPass[], seq: number) => passes.find((p) => inSeason(p.range, seq));

/** Writes the season rows of each pass once its points are replayed; returns the players and teams whose rows were written. */
export async function writeSeasonPasses(
  tx: Tx,
  gameType: TGameType,
  passes: readonly SeasonPass[],
): Promise<{ players: Set<string>; teams: Set<string> }> {
  const rewritten = { players: new Set<string>(), teams: new Set<string>() };
  for (const pass of passes) await writeSeasonPass(tx, gameType, pass, rewritten);
  return rewritten;
}

async function writeSeasonPass(
  tx: Tx,
  gameType: TGameType,
  { range, changed, points }: SeasonPass,
  rewritten: { players: Set<string>; teams: Set<string> },
): Promise<void> {
  // The changed ones' own games of the type in the season, folded alone: all but their points.
  const ledger = { seasonId: range.id, firstSeq: range.firstSeq, nextSeq: range.nextSeq };
  const own = emptyLeagueState();
  const lastOfPlayer = new Map<string, Date>();
  const lastOfTeam = new Map<string, Date>();
  for (const game of await findGamesOfPlayers(tx, changed.players, changed.teams, { ledger, gameType })) {
    const settlement = foldSeasonGame(own, acceptedGameOf(game));
    for (const p of settlement.players) lastOfPlayer.set(p.playerId, game.acceptedAt);
    for (const t of settlement.teams) lastOfTeam.set(t.teamId, game.acceptedAt);
  }

  // The rows of the changed ones rebuilt, of the moved ones with their new points; a changed one left with no games goes.
  const isChanged = { players: new Set(changed.players), teams: new Set(changed.teams) };
  const teamIds = gameType === 'DOUBLES' ? [...new Set([...changed.teams, ...points.movedTeams])] : [];
  const stored = await findSeasonRows(tx, range.id, { players: changed.players, teams: teamIds });
  const pointsOf = (map: Map<string, number>, id: string) => map.get(id) ?? LIMITS.startingPoints;
  const players: SeasonPlayerRow[] = [];
  const gonePlayers: Array<{ playerId: string; gameType: TGameType }> = [];
  for (const playerId of changed.players) {
    const before = stored.players.get(`${playerId}:${gameType}`);
    const stats = {
      ...(own.players.get(playerId)?.[gameType] ?? emptyStats()),
      points: pointsOf(points.players, playerId),
    };
    if (stats.gamesPlayed === 0) {
      if (before) gonePlayers.push({ playerId, gameType });
    } else if (!before || !sameStats(before, stats))
      players.push({ playerId, gameType, stats, lastGameAt: lastOfPlayer.get(playerId) ?? null });
  }
  const moved = [...points.movedPlayers]
    .filter((id) => !isChanged.players.has(id))
    .map((playerId) => ({ playerId, points: pointsOf(points.players, playerId) }));
  for (const { playerId } of await writeMovedPoints(tx, gameType, moved, range.id)) rewritten.players.add(playerId);
  const teams: SeasonTeamRow[] = [];
  const goneTeams: string[] = [];
  for (const teamId of teamIds) {
    const before = stored.teams.get(teamId);
    if (isChanged.teams.has(teamId)) {
      const stats = { ...(own.teams.get(teamId) ?? emptyStats()), points: pointsOf(points.teams, teamId) };
      if (stats.gamesPlayed === 0) {
        if (before) goneTeams.push(teamId);
      } else if (!before || !sameStats(before, stats))
        teams.push({ teamId, stats, lastGameAt: lastOfTeam.get(teamId) ?? null });
    } else if (before && before.points !== pointsOf(points.teams, teamId)) {
      teams.push({
        teamId,
        stats: { ...before, points: pointsOf(points.teams, teamId) },
        lastGameAt: stored.lastGames.get(teamId) ?? null,
      });
    }
  }
  for (const r of [...players, ...gonePlayers]) rewritten.players.add(r.playerId);
  for (const id of [...teams.map((t) => t.teamId), ...goneTeams]) rewritten.teams.add(id);
  await writeSeasonRows(tx, range.id, players, teams, gonePlayers, goneTeams);
}

type SeasonPlayerRow = { playerId: string; gameType: TGameType; stats: TStats; lastGameAt: Date | null };
type SeasonTeamRow = { teamId: string; stats: TStats; lastGameAt: Date | null };
/**
 * One season's games folded from fresh stats (under the whole league's lock): each player's and team's season stats,
 * their last games (players' by `${playerId}:${type}`, teams' by id), and the lines whose stored season points change
 * is not the replayed one.
 */
type LineChange = { gameId: string; playerId: string; pointsChange: number };

async function foldSeason(
  tx: Tx,
  range: SeasonRange,
): Promise<{
  state: TLeagueState;
  last: Map<string, Date>;
  lines: Array<LineChange & { stored: number | undefined }>;
}> {
  const state = emptyLeagueState();
  const last = new Map<string, Date>();
  const lines: Array<LineChange & { stored: number | undefined }> = [];
  for (let after = -1; ;) {
    const round = await findSeasonGames(tx, range, after);
    if (round.length === 0) break;
    for (const game of round) {
      const settlement = foldSeasonGame(state, acceptedGameOf(game));
      for (const p of settlement.players) {
        last.set(`${p.playerId}:${game.gameType}`, game.acceptedAt);
        const stored = game.lines.find((l) => l.playerId === p.playerId)?.seasonPointsChange;
        if (stored !== p.pointsChange)
          lines.push({ gameId: game.id, playerId: p.playerId, pointsChange: p.pointsChange, stored });
      }
      for (const t of settlement.teams) last.set(t.teamId, game.acceptedAt);
    }
    after = round[round.length - 1]!.seq;
  }
  return { state, last, lines };
}

/** Every difference between the stored season ledgers (rows and lines' season points changes) and a fold of each season's games. */
export async function diffSeasons(tx: Tx): Promise<string[]> {
  const diffs: string[] = [];
  const close = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
  const differ = (a: TStats, b: TStats) => (Object.keys(a) as Array<keyof TStats>).some((k) => !close(a[k], b[k]));
  for (const range of await findSeasonRanges(tx)) {
    const { state, lines } = await foldSeason(tx, range);
    for (const { gameId, playerId, pointsChange, stored = NaN } of lines) {
      if (!close(stored, pointsChange))
        diffs.push(`season ${range.id} line ${gameId}:${playerId}: stored ${stored} != replayed ${pointsChange}`);
    }
    const stored = await findSeasonRows(tx, range.id);
    const replayed = new Map<string, TStats>();
    for (const [playerId, byType] of state.players)
      for (const [type, stats] of Object.entries(byType))
        if (stats.gamesPlayed > 0) replayed.set(`${playerId}:${type}`, stats);
    for (const key of new Set([...replayed.keys(), ...stored.players.keys()])) {
      const w = replayed.get(key);
      const h = stored.players.get(key);
      if (!w || !h || differ(w, h))
        diffs.push(`season ${range.id} player ${key}: stored ${JSON.stringify(h)} != replayed ${JSON.stringify(w)}`);
    }
    for (const id of new Set([...state.teams.keys(), ...stored.teams.keys()])) {
      const w = state.teams.get(id);
      const h = stored.teams.get(id);
      if ((w?.gamesPlayed ?? 0) === 0 && !h) continue;
      if (!w || !h || differ(w, h))
        diffs.push(`season ${range.id} team ${id}: stored ${JSON.stringify(h)} != replayed ${JSON.stringify(w)}`);
    }
  }
  return diffs;
}
