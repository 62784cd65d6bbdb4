/**
 * The replay engine: one fold of history over a scope, into each ledger the scope touches, writing what differs from
 * what is stored. Every change of history (replay.ts) and the full recompute (recompute.ts) replay through `replay`.
 *
 * - The scope (`ReplayScope`, a data value) says which games are folded and who is rebuilt:
 *   - `reach`: the games from the earliest change on that involve a changed player or team, or anyone they played
 *     since (domain `replayScope`; its history is read whole, bounded by `REPLAY_LIMITS`);
 *   - `farBack`: a change of one game type too far back to lock player by player (under the whole league's lock);
 *   - `everything`: every game, everyone rebuilt from nothing (read a page at a time).
 * - The ledger (`Ledger`, ledger.repository.ts, where its rows are stored) says which stats are rebuilt: the all-time
 *   ones (with awards, last games and league versions), or a season's (its games only, from fresh stats; no awards).
 *   A change replays the all-time ledger and the ledger of each season a changed game belongs to.
 *
 * Each rebuilt player and team starts from its stored history just before the scope reached it (reach-start.ts), and
 * the reached games are folded from there by the league's one fold step (replay-fold.ts), as acceptance does.
 *
 * `farBack` is the one special case, kept for its figures (bench/RESULTS.md, "Changes far back within the 10k
 * budget": the oldest singles void at 10k players 1,130 → 752 ms): the changed game's players and teams are rebuilt
 * the same way from their own games, but everyone else's points alone are replayed, streamed (replay-points.ts).
 *
 * The next scope, a league: add `leagueId` to each variant (a change's league, or every league for `everything`) and
 * to `Ledger` (players' per-league rows): the readers bound their games by it (`withinLedger`), and the ledgers a
 * change replays are its league's all-time one and that league's seasons. Nothing else here depends on it.
 */
import {
  emptyLeagueState,
  emptyPlayerStats,
  emptyStats,
  GAME_TYPES,
  LIMITS,
  playerKey,
  type TAchievement,
  type TGameType,
  type TPointsState,
  type TStats,
} from '@caps/domain';
import type { Tx } from '../../db/client.ts';
import {
  ALL_TIME_LEDGER,
  findLedgerGames,
  findSeasonLedgers,
  inLedger,
  moveLeagueVersions,
  readLedgerRows,
  writeLedgerRows,
  writeMovedPoints,
  type Ledger,
  type LedgerPlayerRow,
  type LedgerTeamRow,
} from './ledger.repository.ts';
import { startOfReach, type ReachStart } from './reach-start.ts';
import { findEveryone } from './recompute.repository.ts';
import { diffAwards, ReplayFold, sameStats, type PointsMove, type ReplayOutcome } from './replay-fold.ts';
import { pointsPass, replayPoints } from './replay-points.ts';
import {
  findAwardsOf,
  findBodies,
  findGamesOfPlayers,
  touchReplayedPlayers,
  writePointsChanges,
  writeReplayedAwards,
  type HistoryGame,
  type StoredAward,
} from './replay.repository.ts';

/** Players and teams. */
export type Parties = { players: string[]; teams: string[] };

/** A changed game: its place in history, its type, and its players and teams. */
type Change = { seq: number; gameType: TGameType; players: readonly string[]; teams: readonly string[] };

/** What a replay folds and who it rebuilds; see the module's comment. */
export type ReplayScope =
  | { kind: 'reach'; changes: readonly Change[]; history: readonly HistoryGame[] }
  | { kind: 'farBack'; changes: readonly Change[] }
  | { kind: 'everything' };

/** An award a replay granted (its notice is the caller's: a change of history tells, a rebuild does not). */
type GrantedAward = { userId: string; achievement: TAchievement; gameId: string };

/** The all-time outcome, the awards granted, and the ledgers replayed. */
export type Replayed = ReplayOutcome & { granted: GrantedAward[]; ledgers: Ledger[] };

/** Who a ledger rebuilds and from which state (reach-start.ts); `reached` is folded from their bodies. */
type Rebuilt = Pick<ReachStart, 'rebuilt' | 'teamIds' | 'state' | 'lastBefore' | 'join'>;

/** Bodies read per round of the fold (bounded memory, however many games a replay folds). */
const BODIES_PER_READ = 5000;

/** Replays `scope` in the all-time ledger, then in each season's it touches; see the module's comment. */
export async function replay(tx: Tx, scope: ReplayScope): Promise<Replayed> {
  const seasons = await findSeasonLedgers(tx);
  const ledgers = [
    ALL_TIME_LEDGER,
    ...(scope.kind === 'everything' ? seasons : seasons.filter((l) => scope.changes.some((c) => inLedger(l, c.seq)))),
  ];
  if (scope.kind === 'farBack') return { ...(await replayFarBack(tx, scope.changes, ledgers)), ledgers };
  let outcome: (ReplayOutcome & { granted: GrantedAward[] }) | undefined;
  for (const ledger of ledgers) {
    const start = scope.kind === 'reach' ? await reachIn(tx, ledger, scope) : await everyoneFromNothing(tx);
    const fold = new ReplayFold(start.state, ledger.seasonId !== null);
    const replaceable = await heldAwards(tx, ledger, start);
    const replayedGames =
      scope.kind === 'reach' ? await foldReached(tx, ledger, fold, start.reached) : await foldLedger(tx, ledger, fold);
    await writeLines(tx, ledger, fold);
    const { moves, granted } = await writeRebuilt(tx, ledger, start, fold, replaceable);
    outcome ??= { moves, granted, replayedGames, reached: start.reachedKeys };
  }
  return { ...outcome!, ledgers };
}

/**
 * The `farBack` scope: everyone's points of the changed type replayed in one pass over its history (replay-points.ts),
 * then in each ledger the changed game's players and teams rebuilt (`rebuildFarBack`) and the points alone of everyone
 * else whose points moved written, one update per thousand players without reading their rows: the engine's write
 * for this case, kept for its figure (bench/RESULTS.md, "Changes far back within the 10k budget": with the points
 * pass's other changes it took the oldest singles void at 10k players from 1,130 to 752 ms).
 */
async function replayFarBack(
  tx: Tx,
  changes: readonly Change[],
  ledgers: readonly Ledger[],
): Promise<ReplayOutcome & { granted: GrantedAward[] }> {
  const gameType = changes[0]!.gameType;
  const parts = ledgers.map((ledger) => ({ ledger, ...partIn(ledger, changes) }));
  const [allTime, ...seasons] = parts.map((p) => pointsPass(p.ledger, p.changed));
  const replayedGames = await replayPoints(tx, gameType, allTime!, seasons, parts[0]!.from);
  const versions = { players: new Set<string>(), teams: new Set<string>() };
  let first: { moves: PointsMove[]; granted: GrantedAward[]; teams: Set<string> } | undefined;
  for (const [i, { ledger, changed }] of parts.entries()) {
    const points = (i === 0 ? allTime : seasons[i - 1])!.points;
    const written = await rebuildFarBack(tx, ledger, gameType, changed, points);
    const isChanged = new Set(changed.players);
    const moved = [...points.movedPlayers]
      .filter((id) => !isChanged.has(id))
      .map((playerId) => ({ playerId, points: points.players.get(playerId) ?? LIMITS.startingPoints }));
    const pointsWritten = await writeMovedPoints(tx, ledger, gameType, moved);
    for (const { playerId } of pointsWritten) versions.players.add(playerId);
    // The all-time ledger's team writes and its touch of the changed players moved their league versions on.
    if (first) for (const id of written.teamsWritten) if (!first.teams.has(id)) versions.teams.add(id);
    first ??= {
      moves: [...written.moves, ...pointsWritten.map((m) => ({ ...m, gameType }))],
      granted: written.granted,
      teams: new Set(written.teamsWritten),
    };
  }
  await moveLeagueVersions(tx, [...versions.players]);
  await moveLeagueVersions(tx, [...versions.teams], 'teams');
  const reached = new Set([...parts[0]!.changed.players, ...versions.players]).size + first!.teams.size;
  return { moves: first!.moves, granted: first!.granted, replayedGames, reached };
}

/**
 * A ledger's rebuild of the changed game's players and teams far back: their own games in the ledger folded alone
 * (their counts, totals, last games and awards come out right, their points do not: those are the points replay's),
 * with the teams whose points alone moved (from their stored rows). Writes as `writeRebuilt`.
 */
async function rebuildFarBack(
  tx: Tx,
  ledger: Ledger,
  gameType: TGameType,
  changed: Parties,
  points: TPointsState,
): Promise<Awaited<ReturnType<typeof writeRebuilt>>> {
  const isChanged = new Set(changed.teams);
  const movedTeams = gameType === 'DOUBLES' ? [...points.movedTeams].filter((id) => !isChanged.has(id)) : [];
  const start: Rebuilt = {
    rebuilt: new Map(changed.players.map((id) => [id, new Set([gameType])])),
    teamIds: [...changed.teams],
    state: emptyLeagueState(),
    lastBefore: new Map(),
    join: () => -1,
  };
  const replaceable = await heldAwards(tx, ledger, start);
  const fold = new ReplayFold(start.state, ledger.seasonId !== null);
  for (const game of await findGamesOfPlayers(tx, changed.players, changed.teams, ledger))
    fold.fold(game, () => undefined);
  fold.takePointsChanges(); // folded alone: the lines' changes are the points replay's
  const pointsOf = (map: Map<string, number>, id: string) => map.get(id) ?? LIMITS.startingPoints;
  for (const id of changed.players) {
    const stats = start.state.players.get(id)?.[gameType];
    if (stats) stats.points = pointsOf(points.players, id);
  }
  for (const id of changed.teams) {
    const stats = start.state.teams.get(id);
    if (stats) stats.points = pointsOf(points.teams, id);
  }
  const stored = await readLedgerRows(tx, ledger, { players: [], teams: movedTeams });
  for (const id of movedTeams) {
    const before = stored.teams.get(id);
    if (!before || before.points === pointsOf(points.teams, id)) continue;
    start.teamIds.push(id);
    start.state.teams.set(id, { ...before, points: pointsOf(points.teams, id) });
    const last = stored.lastGames.get(id);
    if (last) start.lastBefore.set(id, last);
  }
  return writeRebuilt(tx, ledger, start, fold, replaceable);
}

/** The part of the changes in a ledger: from the earliest of them on, for their players and teams. */
function partIn(ledger: Ledger, changes: readonly Change[]): { from: number; changed: Parties; types: TGameType[] } {
  const own = changes.filter((c) => inLedger(ledger, c.seq));
  return {
    from: Math.min(...own.map((c) => c.seq)),
    changed: { players: [...new Set(own.flatMap((c) => c.players))], teams: [...new Set(own.flatMap((c) => c.teams))] },
    types: [...new Set(own.map((c) => c.gameType))],
  };
}

/** The start of a ledger's replay over a change's reach (a season's reach lies within the all-time one). */
async function reachIn(tx: Tx, ledger: Ledger, scope: { changes: readonly Change[]; history: readonly HistoryGame[] }) {
  const { from, changed, types } = partIn(ledger, scope.changes);
  const history = scope.history.filter((g) => g.seq >= from && inLedger(ledger, g.seq));
  return startOfReach(tx, history, changed, types, from, ledger);
}

/** The full recompute's start: everyone, in every type, from nothing. */
async function everyoneFromNothing(tx: Tx): Promise<Rebuilt & { reached: HistoryGame[]; reachedKeys: number }> {
  const { players, teams } = await findEveryone(tx);
  const state = emptyLeagueState();
  for (const id of players) state.players.set(id, emptyPlayerStats());
  for (const id of teams) state.teams.set(id, emptyStats());
  const rebuilt = new Map(players.map((id) => [id, new Set(GAME_TYPES)]));
  const join = () => -1;
  return {
    rebuilt,
    teamIds: teams,
    state,
    lastBefore: new Map(),
    join,
    reached: [],
    reachedKeys: players.length + teams.length,
  };
}

/**
 * The rebuilt players' stored awards in the all-time ledger (a season's grants none): those held before the scope
 * reached them (or of no game: a season's) go into the fold's starting state; the others are what it may replace.
 */
async function heldAwards(tx: Tx, ledger: Ledger, start: Rebuilt): Promise<StoredAward[] | null> {
  if (ledger.seasonId !== null) return null;
  const stored = await findAwardsOf(tx, [...start.rebuilt.keys()]);
  const isHeldBefore = (a: StoredAward) =>
    a.gameId === null || (a.seq !== null && a.seq < start.join(playerKey(a.userId)));
  for (const a of stored.filter(isHeldBefore)) {
    const list = start.state.achievements.get(a.userId) ?? [];
    list.push({ playerId: a.userId, achievement: a.achievement, gameType: 'SINGLES', gameIndex: -1 });
    start.state.achievements.set(a.userId, list);
  }
  return stored.filter((a) => !isHeldBefore(a));
}

/** A player's stored points change in a ledger, from a game's lines. */
const storedIn = (ledger: Ledger, lines: HistoryGame['lines']) => (playerId: string) => {
  const line = lines.find((l) => l.playerId === playerId);
  return line && (ledger.seasonId === null ? line.pointsChange : line.seasonPointsChange);
};

/** Folds the reached games, their bodies read a round at a time; returns how many. */
async function foldReached(tx: Tx, ledger: Ledger, fold: ReplayFold, reached: readonly HistoryGame[]): Promise<number> {
  for (let first = 0; first < reached.length; first += BODIES_PER_READ) {
    const round = reached.slice(first, first + BODIES_PER_READ);
    const bodies = await findBodies(
      tx,
      round.map((g) => g.id),
    );
    for (const g of round) {
      const found = bodies.get(g.id);
      if (!found) throw new Error(`game ${g.id} disappeared during its replay`);
      fold.fold({ id: g.id, gameType: g.gameType, ...found }, storedIn(ledger, g.lines));
    }
  }
  return reached.length;
}

/** Folds every game of a ledger, read a page at a time (keyset), its lines written after each; returns how many. */
async function foldLedger(tx: Tx, ledger: Ledger, fold: ReplayFold): Promise<number> {
  let folded = 0;
  for (let page = await findLedgerGames(tx, ledger, -1); page.length > 0;) {
    for (const g of page) fold.fold(g, storedIn(ledger, g.lines));
    folded += page.length;
    await writeLines(tx, ledger, fold);
    page = await findLedgerGames(tx, ledger, page[page.length - 1]!.seq);
  }
  return folded;
}

/** Writes the lines whose replayed points change in the ledger differs from the stored one. */
async function writeLines(tx: Tx, ledger: Ledger, fold: ReplayFold): Promise<void> {
  const column = ledger.seasonId === null ? 'pointsChange' : 'seasonPointsChange';
  await writePointsChanges(
    tx,
    fold.takePointsChanges().map(({ pointsChange, ...line }) => ({ ...line, [column]: pointsChange })),
  );
}

/**
 * Writes the rebuilt players' and teams' rows that differ from the stored ones and, in the all-time ledger, their
 * awards, last games and league versions. Returns every rebuilt player whose points moved, and the awards granted.
 */
async function writeRebuilt(
  tx: Tx,
  ledger: Ledger,
  start: Rebuilt,
  fold: ReplayFold,
  replaceable: StoredAward[] | null,
): Promise<{ moves: PointsMove[]; granted: GrantedAward[]; teamsWritten: string[] }> {
  const playerIds = [...start.rebuilt.keys()];
  const stored = await readLedgerRows(tx, ledger, { players: playerIds, teams: start.teamIds });
  const { rows, moves } = rebuiltPlayerRows(start, fold, stored.players);
  const teams = start.teamIds.flatMap((teamId): LedgerTeamRow[] => {
    const stats = start.state.teams.get(teamId) ?? emptyStats();
    const before = stored.teams.get(teamId);
    // The all-time ledger's rebuilt teams are rewritten whatever they hold: the write moves their league version on.
    if (ledger.seasonId !== null && (before ? sameStats(before, stats) : stats.gamesPlayed === 0)) return [];
    return [{ teamId, stats, lastGameAt: fold.lastOfTeam.get(teamId) ?? start.lastBefore.get(teamId) ?? null }];
  });
  await writeLedgerRows(tx, ledger, rows, teams);
  const teamsWritten = teams.map((t) => t.teamId);
  if (!replaceable) return { moves, granted: [], teamsWritten };

  const earned = fold.earned.filter((a) => start.rebuilt.has(a.playerId));
  const changes = diffAwards(replaceable, earned);
  await writeReplayedAwards(tx, changes.removed, changes.moved, changes.added);
  await touchReplayedPlayers(
    tx,
    playerIds.map((playerId) => ({ playerId, lastGame: fold.lastGame.get(playerId) ?? null })),
  );
  return { moves, granted: changes.added, teamsWritten };
}

/** The rebuilt players' rows that differ from the stored ones, and every one whose points moved. */
function rebuiltPlayerRows(
  start: Rebuilt,
  fold: ReplayFold,
  stored: Map<string, TStats>,
): { rows: LedgerPlayerRow[]; moves: PointsMove[] } {
  const moves: PointsMove[] = [];
  const rows = [...start.rebuilt].flatMap(([playerId, types]) =>
    [...types].flatMap((gameType): LedgerPlayerRow[] => {
      const key = `${playerId}:${gameType}`;
      const stats: TStats = start.state.players.get(playerId)?.[gameType] ?? emptyStats();
      const before = stored.get(key);
      const pointsBefore = before?.points ?? emptyStats().points;
      if (stats.points !== pointsBefore) moves.push({ playerId, gameType, before: pointsBefore, after: stats.points });
      // A row the replay leaves as it was is not written again (its games, hence its last game, are the same too).
      if (before ? sameStats(before, stats) : stats.gamesPlayed === 0) return [];
      const lastGameAt = fold.lastOfType.get(playerId)?.[gameType] ?? start.lastBefore.get(key) ?? null;
      return [{ playerId, gameType, stats, lastGameAt }];
    }),
  );
  return { rows, moves };
}
