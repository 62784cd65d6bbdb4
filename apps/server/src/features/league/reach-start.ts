/**
 * Where a replay within a change's reach starts, in either ledger (replay-engine.ts): the games after the change that it reaches (domain `replayScope`), whose stats each reached
 * player needs rebuilt, and each reached player's and team's state just before the change reached them, from their
 * stored rows with the ledger's stored points changes (`statsAfterSettledGames`). A season's ledger starts from fresh
 * stats at the season's first game; the all-time one at the league's.
 */
import {
  emptyLeagueState,
  emptyPlayerStats,
  emptyStats,
  playerKey,
  replayScope,
  statsAfterSettledGames,
  teamKey,
  type TGameType,
  type TLeagueState,
  type TPostDoublesGame,
  type TScopeKey,
} from '@caps/domain';
import type { Tx } from '../../db/client.ts';
import { teamRowOf } from './replay-fold.ts';
import type { Ledger } from './ledger.repository.ts';
import { findTeamGamesBefore, readSettledRowsBefore, type HistoryGame } from './replay.repository.ts';

export type ReachStart = {
  /** The games the change reaches, in acceptance order. */
  reached: HistoryGame[];
  /** Where the change reached each player and team (their first reached game's acceptance number). */
  join: (key: TScopeKey) => number;
  /** Every player and team reached. */
  reachedKeys: number;
  /** The stats each reached player needs rebuilt: the changed types of the changed, and the type of each reached game. */
  rebuilt: Map<string, Set<TGameType>>;
  teamIds: string[];
  /** Their stats just before the change reached them (no awards: a ledger that grants them adds them). */
  state: TLeagueState;
  /** Each rebuilt row's last game before it was reached: players' by `${playerId}:${type}`, teams' by id. */
  lastBefore: Map<string, Date>;
};

/** A game of history with who it involves, as domain `replayScope` reads it. */
export const scoped = (g: HistoryGame) => ({
  ...g,
  players: g.lines.map((l) => l.playerId),
  teams: [g.team1Id, g.team2Id].filter((t): t is string => t !== null),
});

/** The start of a replay of `history` (the games from the change on, as they stand after it) over the change's reach. */
export async function startOfReach(
  tx: Tx,
  history: readonly HistoryGame[],
  changed: { players: readonly string[]; teams: readonly string[] },
  changedTypes: readonly TGameType[],
  from: number,
  ledger: Ledger,
): Promise<ReachStart> {
  const scopedHistory = history.map(scoped);
  const { joins, replayed } = replayScope(scopedHistory, changed, from);
  const reached = replayed as typeof scopedHistory;
  const join = (key: TScopeKey) => joins.get(key) ?? from;

  const rebuilt = new Map<string, Set<TGameType>>();
  const rebuild = (playerId: string, type: TGameType) =>
    rebuilt.set(playerId, (rebuilt.get(playerId) ?? new Set()).add(type));
  for (const id of changed.players) for (const type of changedTypes) rebuild(id, type);
  for (const g of reached) for (const l of g.lines) rebuild(l.playerId, g.gameType);
  const teamIds = [...joins.keys()].filter((k) => k.startsWith('t:')).map((k) => k.slice(2));

  const state = emptyLeagueState();
  const lastBefore = new Map<string, Date>();
  for (const playerId of rebuilt.keys()) state.players.set(playerId, emptyPlayerStats());
  const starts = [...rebuilt].flatMap(([playerId, types]) =>
    [...types].map((gameType) => ({ playerId, gameType, before: join(playerKey(playerId)) })),
  );
  for (const row of await readSettledRowsBefore(tx, starts, ledger)) {
    const byType = state.players.get(row.playerId)!;
    byType[row.gameType] = statsAfterSettledGames([row], byType[row.gameType]);
    lastBefore.set(`${row.playerId}:${row.gameType}`, row.acceptedAt);
  }
  for (const teamId of teamIds) state.teams.set(teamId, emptyStats());
  for (const g of await findTeamGamesBefore(
    tx,
    teamIds.map((teamId) => ({ teamId, before: join(teamKey(teamId)) })),
    ledger,
  )) {
    state.teams.set(
      g.teamId,
      statsAfterSettledGames(
        [{ row: teamRowOf(g.body as TPostDoublesGame, g.teamId), pointsChange: g.pointsChange }],
        state.teams.get(g.teamId),
      ),
    );
    lastBefore.set(g.teamId, g.acceptedAt);
  }
  return { reached, join, reachedKeys: joins.size, rebuilt, teamIds, state, lastBefore };
}
