/**
 * The points pass of the replay engine (replay-engine.ts). A change of one game changes every other stat only for
 * that game's players and teams: everyone else's stats of its type differ only in points, from the first game where
 * they met someone whose points had moved (domain points-replay.ts; awards never read points). So every change
 * replays the points of its type by the fold step's own rule (domain `foldPoints`), reading who played each game, who
 * won and the stored changes, never a body, and writes the lines whose changes moved; the engine then writes the
 * moved points and rebuilds the changed game's own players and teams. Two ways to read the games:
 *
 * - `passOverReach`: the games the change reaches (domain `replayScope`), each reached player and team starting from
 *   its points just before it was reached (`readPointsBefore`);
 * - `passFarBack`: every game of the type, from fresh points, in every ledger the change touches in one pass, streamed
 *   `HISTORY_ROUND` games at a time (keyset pages; the next one read by the database while this one is folded). Memory
 *   holds a round and a number per player and team of the type. Kept for its figures (bench/RESULTS.md, "Changes far
 *   back within the 10k budget"): a season holding all history of its type shares the all-time fold until it ends
 *   instead of being folded a second time (a far change replays two ledgers for 30–40% more than one); JIT is off for
 *   the rounds (a third of each round's read); lines are written a thousand at a time (at five thousand PostgreSQL
 *   scanned the table for each write, about 110 ms each).
 */
import { foldPoints, pointsStateFor, replayScope, type TGameType, type TPointsState } from '@caps/domain';
import type { Tx } from '../../db/client.ts';
import { inLedger, type Ledger } from './ledger.repository.ts';
import {
  findHistoryFrom,
  parseHistory,
  readHistoryAfter,
  readPointsBefore,
  withoutJit,
  writePointsChanges,
  type HistoryGame,
} from './replay.repository.ts';

/** Games read per round of the far pass, games folded between two turns of the event loop. */
const HISTORY_ROUND = 10_000;
const FOLDED_BETWEEN_TURNS = 2000;

/** Players and teams. */
export type Parties = { players: string[]; teams: string[] };

/** A ledger's part of a change: from its earliest changed game on, for their players and teams. */
export type LedgerPart = { ledger: Ledger; from: number; changed: Parties };

type LineChange = { gameId: string; playerId: string; pointsChange?: number; seasonPointsChange?: number };

/** A game of history with who it involves, as domain `replayScope` reads it. */
export const scoped = (g: HistoryGame) => ({
  ...g,
  players: g.sides.flatMap((s) => s.players.map((p) => p.playerId)),
  teams: g.sides.flatMap((s) => (s.teamId === null ? [] : [s.teamId])),
});

/** Each part's points of `gameType` replayed over the change's reach (history as it stands after the change). */
export async function passOverReach(
  tx: Tx,
  gameType: TGameType,
  parts: readonly LedgerPart[],
): Promise<TPointsState[]> {
  const history = await findHistoryFrom(tx, Math.min(...parts.map((p) => p.from)));
  const passes: TPointsState[] = [];
  for (const { ledger, from, changed } of parts) {
    const own = history.filter((g) => g.gameType === gameType && g.seq >= from && inLedger(ledger, g.seq));
    const { joins, replayed } = replayScope(own.map(scoped), changed, from);
    const points = pointsStateFor(changed);
    await readPointsBefore(tx, ledger, gameType, joins, points);
    const season = ledger.seasonId !== null;
    const changes: LineChange[] = [];
    for (const game of replayed)
      for (const { playerId, pointsChange } of foldPoints(points, game, season ? 'season' : 'allTime'))
        changes.push({ gameId: game.id, playerId, [season ? 'seasonPointsChange' : 'pointsChange']: pointsChange });
    await writePointsChanges(tx, changes);
    passes.push(points);
  }
  return passes;
}

/** Each part's points of `gameType` replayed over the type's whole history, streamed; the all-time part comes first. */
export async function passFarBack(tx: Tx, gameType: TGameType, parts: readonly LedgerPart[]): Promise<TPointsState[]> {
  const [allTime, ...seasons] = parts.map((p) => ({ ledger: p.ledger, points: pointsStateFor(p.changed) }));
  let rounds = 0;
  for await (const round of historyRounds(tx, gameType)) {
    // The season of the type's first game holds all history of the type so far: it starts sharing the all-time state.
    const first = round[0] && seasons.find((s) => inLedger(s.ledger, round[0]!.seq));
    if (rounds++ === 0 && first) first.points = allTime!.points;
    const changes: LineChange[] = [];
    for (const [i, game] of round.entries()) {
      // Requests keep being served while a long history is replayed: it lets them in between short runs of games.
      if (i % FOLDED_BETWEEN_TURNS === FOLDED_BETWEEN_TURNS - 1) await new Promise((resolve) => setImmediate(resolve));
      foldBothLedgers(allTime!.points, seasons, game, changes);
    }
    await writePointsChanges(tx, changes);
  }
  return [allTime!.points, ...seasons.map((s) => s.points)];
}

/**
 * Folds one game's points in the all-time ledger and in its season's, if that is replayed; adds the lines whose
 * changes differ from the stored ones to `changes`, both of a line's changes in one entry. While a season holds all
 * history of the type so far, its state is the all-time one (a season starts from fresh points, as history did).
 */
function foldBothLedgers(
  points: TPointsState,
  seasons: ReadonlyArray<{ ledger: Ledger; points: TPointsState }>,
  game: HistoryGame,
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
async function* historyRounds(tx: Tx, gameType: TGameType): AsyncGenerator<HistoryGame[]> {
  await withoutJit(tx);
  const only = { gameType, limit: HISTORY_ROUND };
  let next = readHistoryAfter(tx, -1, only);
  for (;;) {
    const { text, last } = await next;
    if (text === null || last === null) return;
    next = readHistoryAfter(tx, last, only);
    // Awaited on the next turn; if the replay fails first, the transaction's own error is the one reported.
    next.catch(() => undefined);
    yield parseHistory(text);
  }
}
