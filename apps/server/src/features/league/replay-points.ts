/**
 * The reader and fold of the engine's `farBack` scope (replay-engine.ts): everyone's points of the changed type,
 * replayed in every ledger the change touches in one pass over the type's history. Such a change reaches nearly
 * everyone who played the type, but everyone but the changed game's players and teams keeps every stat but points
 * (those come from each side's own rows) and every award (awards never read points: achievements.ts). Their points
 * are replayed by the fold step's own rule (domain `foldPoints`) over the type's games in acceptance order, streamed
 * `HISTORY_ROUND` at a time (keyset pages; the next one read by the database while this one is folded): who played,
 * who won and the stored changes, never a body. Memory holds a round and a number per player and team of the type.
 *
 * Kept for their figures (bench/RESULTS.md, "Changes far back within the 10k budget"): a season holding all history
 * of its type shares the all-time fold until it ends instead of being folded a second time (a far change replays two
 * ledgers for 30–40% more than one); JIT is off for the rounds (a third of each round's read); lines are written a
 * thousand at a time (at five thousand PostgreSQL scanned the table for each write, about 110 ms each).
 */
import { foldPoints, pointsStateFor, type TGameType, type TPointsState } from '@caps/domain';
import type { Tx } from '../../db/client.ts';
import { inLedger, type Ledger } from './ledger.repository.ts';
import {
  parsePointsRound,
  readPointsAfter,
  withoutJit,
  writePointsChanges,
  type PointsRound,
} from './replay.repository.ts';

/** Games read per round of the points replay, games folded between two turns of the event loop. */
const HISTORY_ROUND = 10_000;
const FOLDED_BETWEEN_TURNS = 2000;

/** A ledger's points replay: its state, from its changed players and teams counted as moved. */
export type PointsPass = { ledger: Ledger; points: TPointsState };

type LineChange = { gameId: string; playerId: string; pointsChange?: number; seasonPointsChange?: number };

/** A ledger's pass from its changed players and teams. */
export const pointsPass = (ledger: Ledger, changed: { players: string[]; teams: string[] }): PointsPass => ({
  ledger,
  points: pointsStateFor(changed),
});

/**
 * Replays the points of `gameType` in the all-time pass and the seasons' (`seasons`), writing the lines whose changes
 * moved after each round; returns the games replayed from `from` on.
 */
export async function replayPoints(
  tx: Tx,
  gameType: TGameType,
  allTime: PointsPass,
  seasons: readonly PointsPass[],
  from: number,
): Promise<number> {
  let replayed = 0;
  let rounds = 0;
  for await (const round of pointsRounds(tx, gameType)) {
    // The season of the type's first game holds all history of the type so far: it starts sharing the all-time state.
    const first = round[0] && seasons.find((s) => inLedger(s.ledger, round[0]!.seq));
    if (rounds++ === 0 && first) first.points = allTime.points;
    const changes: LineChange[] = [];
    for (const [i, game] of round.entries()) {
      // Requests keep being served while a long history is replayed: it lets them in between short runs of games.
      if (i % FOLDED_BETWEEN_TURNS === FOLDED_BETWEEN_TURNS - 1) await new Promise((resolve) => setImmediate(resolve));
      foldBothLedgers(allTime.points, seasons, game, changes);
      if (game.seq >= from) replayed++;
    }
    await writePointsChanges(tx, changes);
  }
  return replayed;
}

/**
 * Folds one game's points in the all-time ledger and in its season's, if that is replayed; adds the lines whose
 * changes differ from the stored ones to `changes`, both of a line's changes in one entry. While a season holds all
 * history of the type so far, its state is the all-time one (a season starts from fresh points, as history did).
 */
function foldBothLedgers(
  points: TPointsState,
  seasons: readonly PointsPass[],
  game: PointsRound[number],
  changes: LineChange[],
): void {
  const season = seasons.find((s) => inLedger(s.ledger, game.seq));
  // The first game after a shared season's end stops the sharing.
  for (const pass of seasons) if (pass.points === points && pass !== season) pass.points = copyPoints(points);
  const first = changes.length;
  for (const change of foldPoints(points, game))
    changes.push({
      gameId: game.id,
      ...change,
      ...(season?.points === points ? { seasonPointsChange: change.pointsChange } : {}),
    });
  if (!season || season.points === points) return;
  for (const { playerId, pointsChange } of foldPoints(season.points, game, 'season')) {
    let line: LineChange | undefined;
    for (let k = first; k < changes.length && !line; k++) if (changes[k]!.playerId === playerId) line = changes[k];
    if (line) line.seasonPointsChange = pointsChange;
    else changes.push({ gameId: game.id, playerId, seasonPointsChange: pointsChange });
  }
}

const copyPoints = (p: TPointsState): TPointsState => ({
  players: new Map(p.players),
  teams: new Map(p.teams),
  movedPlayers: new Set(p.movedPlayers),
  movedTeams: new Set(p.movedTeams),
});

/** History of one type in rounds: each round's successor is asked for as soon as the round has arrived. */
async function* pointsRounds(tx: Tx, gameType: TGameType): AsyncGenerator<PointsRound> {
  await withoutJit(tx);
  let next = readPointsAfter(tx, gameType, -1, HISTORY_ROUND);
  for (;;) {
    const { text, last } = await next;
    if (text === null || last === null) return;
    next = readPointsAfter(tx, gameType, last, HISTORY_ROUND);
    // Awaited on the next turn; if the replay fails first, the transaction's own error is the one reported.
    next.catch(() => undefined);
    yield parsePointsRound(text, gameType);
  }
}
