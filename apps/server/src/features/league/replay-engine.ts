/**
 * The replay engine: one fold of history over a scope, into one ledger, writing what differs from what is stored.
 *
 * - The scope (`ReplayScope`) says which games are folded and who is rebuilt: the games from `from` on that involve a
 *   changed player or team, or anyone they played since (domain `replayScope`); the reach of a change is its games'
 *   players and teams, everything (the full recompute) is everyone from before the first game. A league becomes a
 *   scope by bounding `history` and `changed` to it.
 * - The ledger (`Ledger`) says which stats are rebuilt: the all-time ones (with awards, last games and league
 *   versions) or a season's (its games only, from fresh stats; no awards). Its storage: ledger.repository.ts.
 *
 * Each reached player and team starts from its stored history just before the scope reached it (reach-start.ts), and
 * the reached games are folded from there by the league's one fold step (replay-fold.ts), as acceptance does. A change
 * far back replays points alone, streamed, under the whole league's lock (replay-league.ts): the one special case,
 * kept for its figures in bench/RESULTS.md.
 */
import { emptyStats, GAME_TYPES, playerKey, type TAchievement, type TGameType, type TStats } from '@caps/domain';
import type { Tx } from '../../db/client.ts';
import { readLedgerRows, writeLedgerRows, type LedgerPlayerRow, type LedgerTeamRow } from './ledger.repository.ts';
import { startOfReach, type ReachStart } from './reach-start.ts';
import { findEveryone } from './recompute.repository.ts';
import { findSeasonRanges } from './season-ledger.repository.ts';
import { diffAwards, ReplayFold, sameStats, type PointsMove, type ReplayOutcome } from './replay-fold.ts';
import {
  ALL_TIME_LEDGER,
  findAwardsOf,
  findBodies,
  findHistoryFrom,
  inLedger,
  touchReplayedPlayers,
  writePointsChanges,
  writeReplayedAwards,
  type HistoryGame,
  type Ledger,
  type StoredAward,
} from './replay.repository.ts';

/** Players and teams. */
export type Parties = { players: string[]; teams: string[] };

/** What a replay folds: history from `from` on as it stands (after a change), and who changed, in which types. */
export type ReplayScope = {
  history: readonly HistoryGame[];
  from: number;
  changed: Parties;
  changedTypes: readonly TGameType[];
};

/** An award a replay granted (its notice is the caller's: a change of history tells, a rebuild does not). */
export type GrantedAward = { userId: string; achievement: TAchievement; gameId: string };

/** Bodies read per round of the fold (bounded memory, however many games a replay folds). */
const BODIES_PER_READ = 5000;

/**
 * Replays every ledger over everything: everyone changed, in every type, from before the first game (the full
 * recompute; a change of history too, when `REPLAY_LIMITS.everything` says so). Returns the all-time outcome.
 */
export async function replayEverything(tx: Tx): Promise<ReplayOutcome & { granted: GrantedAward[] }> {
  const scope: ReplayScope = {
    history: await findHistoryFrom(tx, 0),
    from: -1,
    changed: await findEveryone(tx),
    changedTypes: GAME_TYPES,
  };
  const outcome = await replayLedger(tx, ALL_TIME_LEDGER, scope);
  for (const range of await findSeasonRanges(tx))
    await replayLedger(tx, { seasonId: range.id, firstSeq: range.firstSeq, nextSeq: range.nextSeq }, scope);
  return outcome;
}

/** Replays `ledger` over `scope` and writes what differs; see the module's comment. */
export async function replayLedger(
  tx: Tx,
  ledger: Ledger,
  scope: ReplayScope,
): Promise<ReplayOutcome & { granted: GrantedAward[] }> {
  const history = ledger.seasonId === null ? scope.history : scope.history.filter((g) => inLedger(ledger, g.seq));
  const start = await startOfReach(tx, history, scope.changed, scope.changedTypes, scope.from, ledger);
  const playerIds = [...start.rebuilt.keys()];
  const awards = ledger.seasonId === null ? await heldAwards(tx, start, playerIds) : null;
  const fold = await foldReached(tx, ledger, start);

  const stored = await readLedgerRows(tx, ledger, playerIds, start.teamIds);
  const { rows, moves } = replayedPlayerRows(start, fold, stored.players);
  const teams = start.teamIds.flatMap((teamId): LedgerTeamRow[] => {
    const stats = start.state.teams.get(teamId) ?? emptyStats();
    const before = stored.teams.get(teamId);
    // The all-time ledger's reached teams are rewritten whatever they hold: the write moves their league version on.
    if (ledger.seasonId !== null && (before ? sameStats(before, stats) : stats.gamesPlayed === 0)) return [];
    return [{ teamId, stats, lastGameAt: fold.lastOfTeam.get(teamId) ?? start.lastBefore.get(teamId) ?? null }];
  });
  await writeLedgerRows(tx, ledger, rows, teams);
  const column = ledger.seasonId === null ? 'pointsChange' : 'seasonPointsChange';
  await writePointsChanges(
    tx,
    fold.takePointsChanges().map(({ pointsChange, ...line }) => ({ ...line, [column]: pointsChange })),
  );
  const outcome = {
    moves,
    replayedGames: start.reached.length,
    reached: start.reachedKeys,
    granted: [] as GrantedAward[],
  };
  if (!awards) return outcome;

  const changes = diffAwards(awards.replaceable, fold.earned);
  await writeReplayedAwards(tx, changes.removed, changes.moved, changes.added);
  await touchReplayedPlayers(
    tx,
    playerIds.map((playerId) => ({ playerId, lastGame: fold.lastGame.get(playerId) ?? null })),
  );
  return { ...outcome, granted: changes.added };
}

/**
 * The rebuilt players' stored awards: those held before the scope reached them (or of no game: a season's) go into
 * the fold's starting state; the others are what the replay may replace.
 */
async function heldAwards(tx: Tx, start: ReachStart, playerIds: string[]): Promise<{ replaceable: StoredAward[] }> {
  const stored = await findAwardsOf(tx, playerIds);
  const isHeldBefore = (a: StoredAward) =>
    a.gameId === null || (a.seq !== null && a.seq < start.join(playerKey(a.userId)));
  for (const a of stored.filter(isHeldBefore)) {
    const list = start.state.achievements.get(a.userId) ?? [];
    list.push({ playerId: a.userId, achievement: a.achievement, gameType: 'SINGLES', gameIndex: -1 });
    start.state.achievements.set(a.userId, list);
  }
  return { replaceable: stored.filter((a) => !isHeldBefore(a)) };
}

/** The fold of the reached games, their bodies read a round at a time. */
async function foldReached(tx: Tx, ledger: Ledger, start: ReachStart): Promise<ReplayFold> {
  const fold = new ReplayFold(start.state, ledger.seasonId !== null);
  const storedOf = (line: HistoryGame['lines'][number]) =>
    ledger.seasonId === null ? line.pointsChange : line.seasonPointsChange;
  for (let first = 0; first < start.reached.length; first += BODIES_PER_READ) {
    const round = start.reached.slice(first, first + BODIES_PER_READ);
    const bodies = await findBodies(
      tx,
      round.map((g) => g.id),
    );
    for (const g of round) {
      const found = bodies.get(g.id);
      if (!found) throw new Error(`game ${g.id} disappeared during its replay`);
      fold.fold({ id: g.id, gameType: g.gameType, body: found.body, acceptedAt: found.acceptedAt }, (playerId) => {
        const line = g.lines.find((l) => l.playerId === playerId);
        return line && storedOf(line);
      });
    }
  }
  return fold;
}

/** The rebuilt players' rows that differ from the stored ones, and every player whose points moved. */
function replayedPlayerRows(
  start: ReachStart,
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
      return [
        {
          playerId,
          gameType,
          stats,
          lastGameAt: fold.lastOfType.get(playerId)?.[gameType] ?? start.lastBefore.get(key) ?? null,
        },
      ];
    }),
  );
  return { rows, moves };
}
