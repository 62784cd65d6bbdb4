/**
 * The replay engine: every change of history (replay.ts) and the full recompute (recompute.ts) replay through
 * `replay`, in the all-time ledger and in each season's ledger the scope touches (`Ledger`, ledger.repository.ts,
 * where its rows are stored).
 *
 * A change (scope `reach` or `farBack`) replays in three steps, whatever its size:
 * 1. the points of the changed type, over what the change reaches or over the type's whole history (replay-points.ts:
 *    nobody but the changed game's players and teams has any other stat moved by it);
 * 2. the moved points written, one update per thousand rows without reading them;
 * 3. the changed game's players and teams rebuilt: from their stored history just before the change, their own games
 *    in the ledger folded by the league's one fold step (replay-fold.ts), as acceptance does, with the points of step
 *    1; their rows, awards and last games written where they differ.
 * The full recompute (`everything`) is step 3 for everyone from nothing over every game, read a page at a time.
 *
 * The next scope, a league: add `leagueId` to each scope and to `Ledger` (players' per-league rows): the readers bound
 * their games by it (`withinLedger`), and the ledgers a change replays are its league's all-time one and that league's
 * seasons. Nothing else here depends on it.
 */
import {
  emptyLeagueState,
  emptyPlayerStats,
  emptyStats,
  GAME_TYPES,
  LIMITS,
  statsAfterSettledGames,
  type TAchievement,
  type TGameType,
  type TLeagueState,
  type TPointsState,
  type TPostDoublesGame,
  type TStats,
} from '@caps/domain';
import type { Tx } from '../../db/client.ts';
import {
  ALL_TIME_LEDGER,
  findEveryone,
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
import {
  diffAwards,
  ReplayFold,
  sameStats,
  teamRowOf,
  type PointsChanges,
  type PointsMove,
  type ReplayOutcome,
} from './replay-fold.ts';
import { passFarBack, passOverReach, type LedgerPart, type Parties } from './replay-points.ts';
import {
  findAwardsOf,
  readSettledBefore,
  touchReplayedPlayers,
  writePointsChanges,
  writeReplayedAwards,
  type StoredAward,
} from './replay.repository.ts';

/** A changed game: its place in history, its type, and its players and teams. */
type Change = { seq: number; gameType: TGameType; players: readonly string[]; teams: readonly string[] };

/**
 * What a replay folds: a change's reach (locked player by player), a change too far back to lock that way (under the
 * whole league's lock: its points pass reads the type's whole history), or everything (from nothing).
 */
export type ReplayScope = { kind: 'reach' | 'farBack'; changes: readonly Change[] } | { kind: 'everything' };

/** An award a replay granted (its notice is the caller's: a change of history tells, a rebuild does not). */
type GrantedAward = { userId: string; achievement: TAchievement; gameId: string };

/** The all-time outcome, the awards granted, and the ledgers replayed. */
export type Replayed = ReplayOutcome & { granted: GrantedAward[]; ledgers: Ledger[] };

/** Who a ledger's step 3 rebuilds: players (their rows of `types`) and teams. */
type Rebuilt = Parties & { types: readonly TGameType[] };

/** Replays `scope`; see the module's comment. */
export async function replay(tx: Tx, scope: ReplayScope): Promise<Replayed> {
  const seasons = await findSeasonLedgers(tx);
  if (scope.kind === 'everything') {
    const ledgers = [ALL_TIME_LEDGER, ...seasons];
    for (const ledger of ledgers) await rebuildEveryone(tx, ledger);
    return { moves: [], granted: [], ledgers };
  }
  const { changes } = scope;
  const gameType = changes[0]!.gameType;
  const parts = [ALL_TIME_LEDGER, ...seasons.filter((l) => changes.some((c) => inLedger(l, c.seq)))].map((ledger) =>
    partIn(ledger, changes),
  );
  const passes = await (scope.kind === 'farBack' ? passFarBack : passOverReach)(tx, gameType, parts);
  const versions = { players: new Set<string>(), teams: new Set<string>() };
  let outcome: (ReplayOutcome & { granted: GrantedAward[] }) | undefined;
  for (const [i, part] of parts.entries()) {
    const { ledger, changed } = part;
    const points = passes[i]!;
    const rebuilt = await rebuildChanged(tx, part, gameType, points);
    const players = await writeMovedPoints(
      tx,
      ledger,
      gameType,
      others(points.movedPlayers, changed.players, points.players),
    );
    const teams = await writeMovedPoints(tx, ledger, 'teams', others(points.movedTeams, changed.teams, points.teams));
    for (const { id } of players) versions.players.add(id);
    for (const id of [...teams.map((t) => t.id), ...changed.teams]) versions.teams.add(id);
    const moves = players.map(({ id, before, after }) => ({ playerId: id, gameType, before, after }));
    outcome ??= { moves: [...rebuilt.moves, ...moves], granted: rebuilt.granted };
  }
  await moveLeagueVersions(tx, versions.players, 'players');
  await moveLeagueVersions(tx, versions.teams, 'teams');
  return { ...outcome!, ledgers: parts.map((p) => p.ledger) };
}

/** The part of the changes in a ledger: from the earliest of them on, for their players and teams. */
function partIn(ledger: Ledger, changes: readonly Change[]): LedgerPart {
  const own = changes.filter((c) => inLedger(ledger, c.seq));
  const players = [...new Set(own.flatMap((c) => c.players))];
  const teams = [...new Set(own.flatMap((c) => c.teams))];
  return { ledger, from: Math.min(...own.map((c) => c.seq)), changed: { players, teams } };
}

/** The moved players or teams but the changed ones, with their replayed points. */
function others(moved: ReadonlySet<string>, changed: readonly string[], points: ReadonlyMap<string, number>) {
  const isChanged = new Set(changed);
  return [...moved]
    .filter((id) => !isChanged.has(id))
    .map((id) => ({ id, points: points.get(id) ?? LIMITS.startingPoints }));
}

/**
 * Step 3 of a change: the changed game's players and teams rebuilt from their stored history just before the change
 * (their rows as the plots read them, the awards they held, their last games) and their own games from it on, with
 * the pass's points. (Rebuilt from nothing, a change of a player of 3,000 games took 210–224 ms against 128–132:
 * bench/RESULTS.md, "A heavy player".)
 */
async function rebuildChanged(
  tx: Tx,
  { ledger, from, changed }: LedgerPart,
  gameType: TGameType,
  points: TPointsState,
) {
  const state = fromNothing(changed);
  const lastBefore = new Map<string, Date>();
  const settled = await readSettledBefore(tx, ledger, changed, from);
  for (const r of settled.players) {
    const byType = state.players.get(r.playerId)!;
    byType[r.gameType] = statsAfterSettledGames([r], byType[r.gameType]);
    lastBefore.set(`${r.playerId}:${r.gameType}`, r.acceptedAt).set(r.playerId, r.acceptedAt);
  }
  for (const g of settled.teams) {
    const row = teamRowOf(g.body as TPostDoublesGame, g.teamId);
    state.teams.set(
      g.teamId,
      statsAfterSettledGames([{ row, pointsChange: g.pointsChange }], state.teams.get(g.teamId)),
    );
    lastBefore.set(g.teamId, g.acceptedAt);
  }
  const replaceable = await heldAwards(tx, ledger, state, changed.players, from);
  const fold = new ReplayFold(state, ledger.seasonId !== null);
  await foldGames(tx, ledger, fold, { of: changed, from });
  fold.takePointsChanges(); // folded alone: the lines' changes are the points pass's
  for (const id of changed.players)
    state.players.get(id)![gameType].points = points.players.get(id) ?? LIMITS.startingPoints;
  for (const id of changed.teams) state.teams.get(id)!.points = points.teams.get(id) ?? LIMITS.startingPoints;
  return writeRebuilt(tx, ledger, { ...changed, types: [gameType] }, fold, replaceable, lastBefore);
}

/** The full recompute in a ledger: everyone rebuilt from every game. */
async function rebuildEveryone(tx: Tx, ledger: Ledger): Promise<void> {
  const everyone = await findEveryone(tx);
  const state = fromNothing(everyone);
  const replaceable = await heldAwards(tx, ledger, state, everyone.players, 0);
  const fold = new ReplayFold(state, ledger.seasonId !== null);
  const column = ledger.seasonId === null ? 'pointsChange' : 'seasonPointsChange';
  await foldGames(tx, ledger, fold, {
    lines: (lines) =>
      writePointsChanges(
        tx,
        lines.map(({ pointsChange, ...line }) => ({ ...line, [column]: pointsChange })),
      ),
  });
  await writeRebuilt(tx, ledger, { ...everyone, types: GAME_TYPES }, fold, replaceable, new Map());
}

/** Fresh stats of some players and teams. */
function fromNothing(parties: Parties): TLeagueState {
  const state = emptyLeagueState();
  for (const id of parties.players) state.players.set(id, emptyPlayerStats());
  for (const id of parties.teams) state.teams.set(id, emptyStats());
  return state;
}

/**
 * Folds a ledger's games (every one, or those of some players and teams `of`; from acceptance number `from` on), read
 * a page at a time; after each page, `lines` takes the lines whose replayed points change differs from the stored one.
 */
export async function foldGames(
  tx: Tx,
  ledger: Ledger,
  fold: ReplayFold,
  { of, from = 0, lines }: { of?: Parties; from?: number; lines?: (changes: PointsChanges) => Promise<unknown> },
): Promise<void> {
  const column = ledger.seasonId === null ? 'pointsChange' : 'seasonPointsChange';
  for (let page = await findLedgerGames(tx, ledger, from - 1, of); page.length > 0;) {
    for (const g of page) fold.fold(g, (playerId) => g.lines.find((l) => l.playerId === playerId)?.[column]);
    await lines?.(fold.takePointsChanges());
    page = await findLedgerGames(tx, ledger, page[page.length - 1]!.seq, of);
  }
}

/**
 * The rebuilt players' stored awards in the all-time ledger (a season's grants none): those held before the fold
 * starts (`from`), or of no game (a season's), go into its starting state; the others are what it may replace.
 */
async function heldAwards(tx: Tx, ledger: Ledger, state: TLeagueState, players: readonly string[], from: number) {
  if (ledger.seasonId !== null) return null;
  const stored = await findAwardsOf(tx, players);
  const isHeld = (a: StoredAward) => a.gameId === null || (a.seq !== null && a.seq < from);
  for (const a of stored.filter(isHeld)) {
    const list = state.achievements.get(a.userId) ?? [];
    list.push({ playerId: a.userId, achievement: a.achievement, gameType: 'SINGLES', gameIndex: -1 });
    state.achievements.set(a.userId, list);
  }
  return stored.filter((a) => !isHeld(a));
}

/**
 * Writes the rebuilt players' and teams' rows that differ from the stored ones and, in the all-time ledger, their
 * awards, last games and league versions. Returns every rebuilt player whose points moved, and the awards granted.
 */
async function writeRebuilt(
  tx: Tx,
  ledger: Ledger,
  rebuilt: Rebuilt,
  fold: ReplayFold,
  replaceable: StoredAward[] | null,
  lastBefore: ReadonlyMap<string, Date>,
): Promise<{ moves: PointsMove[]; granted: GrantedAward[] }> {
  const stored = await readLedgerRows(tx, ledger, rebuilt);
  const { rows, moves } = rebuiltPlayerRows(rebuilt, fold, stored.players, lastBefore);
  const teams = rebuilt.teams.flatMap((teamId): LedgerTeamRow[] => {
    const stats = fold.state.teams.get(teamId) ?? emptyStats();
    const before = stored.teams.get(teamId);
    // The all-time ledger's rebuilt teams are rewritten whatever they hold: the write moves their league version on.
    if (ledger.seasonId !== null && (before ? sameStats(before, stats) : stats.gamesPlayed === 0)) return [];
    return [{ teamId, stats, lastGameAt: fold.lastOfTeam.get(teamId) ?? lastBefore.get(teamId) ?? null }];
  });
  await writeLedgerRows(tx, ledger, rows, teams);
  if (!replaceable) return { moves, granted: [] };

  const isRebuilt = new Set(rebuilt.players);
  const earned = fold.earned.filter((a) => isRebuilt.has(a.playerId));
  const changes = diffAwards(replaceable, earned);
  await writeReplayedAwards(tx, changes.removed, changes.moved, changes.added);
  await touchReplayedPlayers(
    tx,
    rebuilt.players.map((playerId) => ({
      playerId,
      lastGame: fold.lastGame.get(playerId) ?? lastBefore.get(playerId) ?? null,
    })),
  );
  return { moves, granted: changes.added };
}

/** The rebuilt players' rows that differ from the stored ones, and every one whose points moved. */
function rebuiltPlayerRows(
  rebuilt: Rebuilt,
  fold: ReplayFold,
  stored: Map<string, TStats>,
  lastBefore: ReadonlyMap<string, Date>,
): { rows: LedgerPlayerRow[]; moves: PointsMove[] } {
  const moves: PointsMove[] = [];
  const rows = rebuilt.players.flatMap((playerId) =>
    rebuilt.types.flatMap((gameType): LedgerPlayerRow[] => {
      const stats: TStats = fold.state.players.get(playerId)?.[gameType] ?? emptyStats();
      const before = stored.get(`${playerId}:${gameType}`);
      const pointsBefore = before?.points ?? LIMITS.startingPoints;
      if (stats.points !== pointsBefore) moves.push({ playerId, gameType, before: pointsBefore, after: stats.points });
      // A row the replay leaves as it was is not written again (its games, hence its last game, are the same too).
      if (before ? sameStats(before, stats) : stats.gamesPlayed === 0) return [];
      const lastGameAt = fold.lastOfType.get(playerId)?.[gameType] ?? lastBefore.get(`${playerId}:${gameType}`) ?? null;
      return [{ playerId, gameType, stats, lastGameAt }];
    }),
  );
  return { rows, moves };
}
