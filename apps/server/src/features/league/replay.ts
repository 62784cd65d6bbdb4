/**
 * Changing history: voiding or correcting accepted games, then replaying what came after them, so that every stat,
 * points change, plot, achievement and last game equals what a full recompute of the changed history gives.
 *
 * This module chooses the scope and takes its locks; the replay engine (replay-engine.ts) folds it, in the all-time
 * ledger and in the ledger of each season of the changed games. The scope is the change's reach (domain
 * `replayScope`), locked player by player; a reach too large to lock that way (`REPLAY_LIMITS`) is replayed under the
 * whole league's lock instead (the engine's `farBack` scope).
 */
import { replayScope, type TScopeKey } from '@caps/domain';
import type { Db, Tx } from '../../db/client.ts';
import type { games } from '../../db/schema.ts';
import { retryOnConflict, StaleRead } from '../../db/retry.ts';
import { achievementNote, insertNotifications } from '../notifications/index.ts';
import { inLedger } from './ledger.repository.ts';
import { countHistoryFrom, findHistoryFrom, lockGamesForChange } from './replay.repository.ts';
import { replay } from './replay-engine.ts';
import type { ReplayOutcome } from './replay-fold.ts';
import { scoped, type Parties } from './replay-points.ts';
import { acceptedGameOf, playerIdsOf } from './settle.ts';
import { lockSettlementKeys, lockWholeLeague, REPLAY_LIMITS } from './settlement.ts';
import { reviewSeasonAwards } from '../seasons/index.ts';

export type { PointsMove, ReplayOutcome } from './replay-fold.ts';
export type ChangedGame = typeof games.$inferSelect;

/** The write of a change's own rows, run in the change's transaction once the reach it replays is locked. */
export type ChangeWrite = () => Promise<void>;

/**
 * A change of history as the games feature describes it to the settlement module: a void or a correction of an
 * accepted game, or several games voided together (a tournament match reopened, with the later matches that depended
 * on it).
 */
export type HistoryChange = {
  /**
   * Runs first in each attempt: takes the locks that come before the games' rows (a tournament's row, which every
   * change of a bracket takes first, so the orders never cross), does what goes with them there (the bracket) and
   * names the games (throw a 4xx to refuse: nothing is written).
   */
  plan: (tx: Tx) => Promise<string[]>;
  /**
   * Checks the games, locked for the change in acceptance order (throw a 4xx to refuse: nothing is written), and
   * returns the write that changes them (their status or result, their lines), which runs once the reach is locked,
   * before history is replayed. The games accepted when locked are replayed (a void takes them out of history, a
   * correction leaves them at their place with their new result); the others are left to the write.
   */
  check: (tx: Tx, games: ChangedGame[]) => Promise<ChangeWrite>;
  /** Writes what goes with the change once its replay is known (notifications, the audit trail), in its transaction. */
  along: (tx: Tx, outcome: ReplayOutcome, games: ChangedGame[]) => Promise<void>;
  at: Date;
};

/** Whether an earlier attempt found the reach too large to lock player by player (the next one locks the league). */
type ReachMode = { wholeLeague: boolean };

/**
 * Changes accepted games and replays the reach of all of them at once (from the earliest), in one transaction: the
 * plan's locks first, then the games' rows, then the settlement locks of everyone reached (settlement.ts). A second
 * change of the same game waits for the first and then sees it.
 */
export async function changeHistory(db: Db, change: HistoryChange): Promise<ReplayOutcome> {
  const mode: ReachMode = { wholeLeague: false };
  return retryOnConflict(() =>
    db.transaction(async (tx) => {
      const games = (await lockGamesForChange(tx, await change.plan(tx))).sort(
        (a, b) => (a.acceptSeq ?? 0) - (b.acceptSeq ?? 0),
      );
      const write = await change.check(tx, games);
      const accepted = games.filter((g) => g.status === 'ACCEPTED' && g.acceptSeq !== null);
      let outcome: ReplayOutcome = { moves: [] };
      if (accepted.length > 0) outcome = await replayChanged(tx, accepted, write, change.at, mode);
      else await write();
      await change.along(tx, outcome, games);
      return outcome;
    }),
  );
}

/**
 * Locks the reach of changed games (all of one type), writes the change and replays from the earliest of them, in the
 * all-time ledger and in each season's of the changed games. The scope is the reach, locked player by player, unless
 * `lockReach` took the whole league.
 */
async function replayChanged(
  tx: Tx,
  games: ChangedGame[],
  write: ChangeWrite,
  at: Date,
  mode: ReachMode,
): Promise<ReplayOutcome> {
  const [first] = games;
  if (!first || games.some((g) => g.gameType !== first.gameType))
    throw new Error('A change of history replays games of one type');
  const from = Math.min(...games.map((g) => g.acceptSeq ?? Infinity));
  const changes = games.map((g) => ({ seq: g.acceptSeq ?? from, gameType: g.gameType, ...changedParties(g) }));
  const changed = {
    players: [...new Set(changes.flatMap((c) => c.players))],
    teams: [...new Set(changes.flatMap((c) => c.teams))],
  };
  const scope = await lockReach(tx, from, changed, mode.wholeLeague);
  mode.wholeLeague = scope === 'farBack';
  await write();
  const { granted, ledgers, ...outcome } = await replay(
    tx,
    scope === 'everything' ? { kind: scope } : { kind: scope, changes },
  );
  await insertNotifications(
    tx,
    granted.map((a) => ({
      userId: a.userId,
      type: 'ACHIEVEMENT_UNLOCKED' as const,
      message: achievementNote(a.achievement),
      gameId: a.gameId,
      date: at,
    })),
  );
  // A change of an ended season's games may change its final tables, and with them its awards.
  if (ledgers.some((l) => l.nextSeq !== null && changes.some((c) => inLedger(l, c.seq))))
    await reviewSeasonAwards(tx, at);
  return outcome;
}

function changedParties(game: ChangedGame): { players: string[]; teams: string[] } {
  return {
    players: playerIdsOf(acceptedGameOf(game)),
    teams: [game.team1Id, game.team2Id].filter((t): t is string => t !== null),
  };
}

const idOf = (key: TScopeKey) => key.slice(2);

/**
 * Takes the settlement locks of everyone the change reaches, and returns the scope to replay. The reach depends on
 * history, which settlements of players not yet locked may extend meanwhile: so it locks what it found, reads again,
 * and stops when nothing new appears. Past `REPLAY_LIMITS.keysLocked` players and teams (or `gamesKeyed` games after
 * the changed one) it locks the whole league instead (from the start of a new attempt, if it already holds some
 * locks), and the change's type is replayed far back.
 */
async function lockReach(
  tx: Tx,
  from: number,
  changed: Parties,
  wholeLeague: boolean,
): Promise<'reach' | 'farBack' | 'everything'> {
  if (REPLAY_LIMITS.everything) {
    await lockWholeLeague(tx);
    return 'everything';
  }
  // A change that far back reaches nearly everyone: not worth finding out player by player.
  if (wholeLeague || (await countHistoryFrom(tx, from)) > REPLAY_LIMITS.gamesKeyed) {
    await lockWholeLeague(tx);
    return 'farBack';
  }
  const locked = new Set<TScopeKey>();
  for (;;) {
    const history = await findHistoryFrom(tx, from);
    const { joins } = replayScope(history.map(scoped), changed, from);
    if (joins.size > REPLAY_LIMITS.keysLocked) {
      if (locked.size > 0) throw new StaleRead(); // start again, locking the whole league from the outset
      await lockWholeLeague(tx);
      return 'farBack';
    }
    const missing = [...joins.keys()].filter((key) => !locked.has(key));
    if (missing.length === 0) return 'reach';
    await lockSettlementKeys(tx, missing.map(idOf));
    for (const key of missing) locked.add(key);
  }
}
