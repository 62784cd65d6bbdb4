/**
 * Replaying a change far back (past `REPLAY_LIMITS`, under the whole league's lock): the changed game's type is
 * folded again from the empty state by the one fold step, as the full recompute does, but streamed: its accepted games
 * in acceptance order, `HISTORY_ROUND` at a time, the next round read by the database while this one is folded. Only
 * what differs from the stored projection is written: the lines' points changes after each round, then the stats rows,
 * teams and awards that changed, and the league versions of whoever they belong to. Memory holds one round and the
 * type's state (a stats block per player), however long the history.
 *
 * Why one type is enough: a player's stats of a type, and so its points, come from games of that type only. Awards
 * cross types (the first game of any ranked type earns PLAY_FIRST_GAME), but they come from a player's own counts and
 * the game's events, never from points (achievements.ts): so only the changed game's players can gain, lose or move an
 * award, and theirs are found by folding their own games alone (`awardsOfPlayers`). Everyone else's stay as they are.
 *
 * Equal to a full recompute by construction, and to replaying only the change's reach wherever the stored projection
 * agreed with history before the change (the league's invariant): a change of the oldest game reaches nearly
 * everyone anyway, and folding every game of its type costs less than finding out, player by player, where each was
 * reached.
 */
import { ACHIEVEMENT_NAMES, emptyLeagueState, emptyStats, type TGameType, type TStats } from '@caps/domain';
import type { Tx } from '../../db/client.ts';
import { writeTogether } from '../../db/write-together.ts';
import { notificationsInsert } from '../notifications/index.ts';
import { diffAwards, ReplayFold, sameStats, type EarnedAward, type PointsMove, type ReplayOutcome } from './replay-fold.ts';
import { findGamesOfPlayers, moveLeagueVersions, readAllTeamStats, readHistoryAfter, readPlayerStatsAfter, type HistoryRound } from './replay-league.repository.ts';
import { findAwardsOf, touchReplayedPlayers, writePointsChanges, writeReplayedAwards, writeReplayedPlayerStats, writeReplayedTeamStats, type StoredAward } from './replay.repository.ts';
import { pickStats } from './stats.repository.ts';

/** Games read and folded per round, games folded between two turns of the event loop, and stats rows compared per round. */
const HISTORY_ROUND = 5000;
const FOLDED_BETWEEN_TURNS = 200;
const STATS_ROUND = 20_000;

/**
 * Replays the whole league after a change at acceptance number `from` to a game of type `gameType` played by
 * `changed` (see the module's comment).
 */
export async function replayWholeLeague(tx: Tx, from: number, gameType: TGameType, changed: { players: string[] }, at: Date): Promise<ReplayOutcome> {
  const fold = new ReplayFold(emptyLeagueState(), { keepsAwards: false });
  let replayedGames = 0;
  for await (const round of historyRounds(tx, gameType)) {
    for (const [i, game] of round.entries()) {
      // Requests keep being served while a long history is folded: the fold lets them in between short runs of games.
      if (i % FOLDED_BETWEEN_TURNS === FOLDED_BETWEEN_TURNS - 1) await new Promise((resolve) => setImmediate(resolve));
      const changes = game.changes?.split(' ') ?? [];
      fold.fold(game, (playerId) => storedChange(changes, playerId));
      if (game.seq >= from) replayedGames++;
    }
    await writePointsChanges(tx, fold.takePointsChanges());
  }

  const rewritten = new Set<string>(changed.players); // players whose projection changed: their league version moves on
  const moves = await writeChangedPlayerStats(tx, gameType, fold, rewritten);
  const teamRows =
    gameType === 'DOUBLES'
      ? (await readAllTeamStats(tx)).flatMap((t) => {
          const stats = fold.state.teams.get(t.id) ?? emptyStats();
          return sameStats(pickStats(t), stats) ? [] : [{ teamId: t.id, stats }];
        })
      : [];
  await writeReplayedTeamStats(tx, teamRows);

  const stored = await findAwardsOf(tx, changed.players);
  const awards = diffAwards(
    stored.filter((a) => a.gameId !== null),
    await awardsOfPlayers(
      tx,
      changed.players,
      stored.filter((a) => a.gameId === null),
    ),
  );
  await writeReplayedAwards(tx, awards.removed, awards.moved, awards.added);

  // Only the changed game's players can have another last game (no other game's acceptance moved).
  await touchReplayedPlayers(
    tx,
    changed.players.map((playerId) => ({ playerId, lastGame: null })),
  );
  await moveLeagueVersions(
    tx,
    [...rewritten].filter((id) => !changed.players.includes(id)),
  );
  await writeTogether(
    tx,
    notificationsInsert(awards.added.map((a) => ({ userId: a.userId, type: 'ACHIEVEMENT_UNLOCKED' as const, text: ACHIEVEMENT_NAMES[a.achievement], gameId: a.gameId, date: at }))),
  );
  return { moves, replayedGames, reached: rewritten.size + teamRows.length };
}

/**
 * The awards some players earn from history: their own games of every type folded alone, from the awards they hold
 * of no game. Their opponents' points come out wrong there, but a player's awards never depend on points.
 */
async function awardsOfPlayers(tx: Tx, playerIds: readonly string[], held: readonly StoredAward[]): Promise<EarnedAward[]> {
  const state = emptyLeagueState();
  for (const a of held) {
    const list = state.achievements.get(a.userId) ?? [];
    list.push({ playerId: a.userId, achievement: a.achievement, gameType: 'SINGLES', gameIndex: -1 });
    state.achievements.set(a.userId, list);
  }
  const fold = new ReplayFold(state);
  for (const game of await findGamesOfPlayers(tx, playerIds)) fold.fold(game, () => undefined);
  return fold.earned.filter((a) => playerIds.includes(a.playerId));
}

/** History of one type in rounds; each round's successor is asked for before the round is handed out, so the two overlap. */
async function* historyRounds(tx: Tx, gameType: TGameType): AsyncGenerator<HistoryRound> {
  let next = readHistoryAfter(tx, gameType, -1, HISTORY_ROUND);
  for (;;) {
    const round = await next;
    if (round.length === 0) return;
    next = round.length < HISTORY_ROUND ? Promise.resolve([]) : readHistoryAfter(tx, gameType, round[round.length - 1]!.seq, HISTORY_ROUND);
    // Awaited on the next turn; if the fold fails first, the transaction's own error is the one reported.
    next.catch(() => undefined);
    yield round;
  }
}

/** A player's stored points change in a game, from its `changes` string split ("<id> <change> …"). */
function storedChange(changes: readonly string[], playerId: string): number | undefined {
  for (let i = 0; i < changes.length; i += 2) if (changes[i] === playerId) return Number(changes[i + 1]);
  return undefined;
}

/**
 * Compares every stored stats row of the type with the replayed state, a round of rows at a time, and writes those
 * that differ (rows left with no games are deleted; a replayed row with games and none stored is inserted). Returns
 * the players whose points moved and adds everyone written to `rewritten`.
 */
async function writeChangedPlayerStats(tx: Tx, gameType: TGameType, fold: ReplayFold, rewritten: Set<string>): Promise<PointsMove[]> {
  const moves: PointsMove[] = [];
  const compared = new Set<TStats>(); // the state's blocks that met their stored row
  const changedRow = (playerId: string, stats: TStats, stored: TStats | undefined) => {
    const before = stored?.points ?? emptyStats().points;
    if (stats.points !== before) moves.push({ playerId, gameType, before, after: stats.points });
    if (stored ? sameStats(stored, stats) : stats.gamesPlayed === 0) return [];
    rewritten.add(playerId);
    return [{ playerId, gameType, stats, lastGameAt: fold.lastOfType.get(playerId)?.[gameType] ?? null }];
  };
  for (let after: string | null = null; ;) {
    const rows = await readPlayerStatsAfter(tx, gameType, after, STATS_ROUND);
    await writeReplayedPlayerStats(
      tx,
      rows.flatMap((r) => {
        const stats = fold.state.players.get(r.userId)?.[gameType];
        if (stats) compared.add(stats);
        return changedRow(r.userId, stats ?? emptyStats(), pickStats(r));
      }),
    );
    if (rows.length < STATS_ROUND) break;
    after = rows[rows.length - 1]!.userId;
  }
  const unstored = [...fold.state.players].flatMap(([playerId, byType]) => (compared.has(byType[gameType]) ? [] : changedRow(playerId, byType[gameType], undefined)));
  await writeReplayedPlayerStats(tx, unstored);
  return moves;
}
