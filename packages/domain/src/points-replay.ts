/**
 * Replaying only the points of a game type after a change far back in history (issue 24; server, league/
 * replay-points.ts). A change of one game changes every other stat only for that game's players and teams: counts,
 * totals and ratios come from each side's own rows, and awards never read points (achievements.ts). Everyone else's
 * stats of the type differ only in points, and those only from the first game where they met someone whose points had
 * already moved. So points are all that needs replaying for them, and the games where nobody's points had moved keep
 * their stored points changes: a replay reads who played each game, who won and its stored changes, never its body.
 *
 * The points move by the fold step's own rule (`pointsChangesOf`), in acceptance order, from the stored running sums:
 * equal, float for float, to what `foldAcceptedGame` gives on the changed history (a property test says so).
 */
import { LIMITS } from './limits.ts';
import type { TGameType } from './enums.ts';
import { pointsChangesOf } from './stats.ts';

/**
 * One side of a game as the points replay reads it: its team (doubles) and its players with their stored changes
 * (all-time, and in the game's season when a season's ledger is replayed too).
 */
export interface TPointsSide {
  teamId: string | null;
  players: ReadonlyArray<{ playerId: string; storedChange: number; storedSeasonChange?: number }>;
}

/** Which stored changes a fold reads: the all-time ledger's or the season's (a season starts from fresh points). */
export type TPointsLedger = 'allTime' | 'season';

/** A game of history as the points replay reads it. */
export interface TPointsGame {
  gameType: TGameType;
  sides: readonly [TPointsSide, TPointsSide];
  side1Won: boolean;
}

/** Each player's and team's points of the replayed type so far, and whose points have moved off what is stored. */
export interface TPointsState {
  players: Map<string, number>;
  teams: Map<string, number>;
  movedPlayers: Set<string>;
  movedTeams: Set<string>;
}

/** The state before the first game, with the changed game's players and teams already counted as moved. */
export function pointsStateFor(changed: { players: readonly string[]; teams: readonly string[] }): TPointsState {
  return {
    players: new Map(),
    teams: new Map(),
    movedPlayers: new Set(changed.players),
    movedTeams: new Set(changed.teams),
  };
}

/**
 * Folds one game's points into `state`; returns its players' replayed points changes that differ from the stored
 * ones. Solo games rate the players; doubles rate the teams and move each player by their team's change. A game whose
 * rated sides have not moved keeps its stored changes (no rating is computed).
 */
export function foldPoints(
  state: TPointsState,
  game: TPointsGame,
  ledger: TPointsLedger = 'allTime',
): Array<{ playerId: string; pointsChange: number }> {
  const [side1, side2] = game.sides;
  const isDoubles = game.gameType === 'DOUBLES';
  const changes: Array<{ playerId: string; pointsChange: number }> = [];
  const rated1 = isDoubles ? (side1.teamId ?? '') : (side1.players[0]?.playerId ?? '');
  const rated2 = isDoubles ? (side2.teamId ?? '') : (side2.players[0]?.playerId ?? '');
  const [points, moved] = isDoubles ? [state.teams, state.movedTeams] : [state.players, state.movedPlayers];
  if (moved.has(rated1) || moved.has(rated2)) {
    const deltas = pointsChangesOf(
      game.gameType,
      points.get(rated1) ?? LIMITS.startingPoints,
      points.get(rated2) ?? LIMITS.startingPoints,
      game.side1Won,
    );
    foldSide(state, side1, isDoubles, deltas.deltaA, changes, ledger);
    foldSide(state, side2, isDoubles, deltas.deltaB, changes, ledger);
  } else {
    foldSide(state, side1, isDoubles, undefined, changes, ledger);
    foldSide(state, side2, isDoubles, undefined, changes, ledger);
  }
  return changes;
}

/** One side's points: the replayed change `delta`, or (undefined) each line's stored one. */
function foldSide(
  state: TPointsState,
  side: TPointsSide,
  isDoubles: boolean,
  delta: number | undefined,
  changes: Array<{ playerId: string; pointsChange: number }>,
  ledger: TPointsLedger,
): void {
  if (isDoubles && side.teamId !== null) {
    const stored = storedOf(side.players[0], ledger);
    const change = delta ?? stored;
    if (change !== stored) state.movedTeams.add(side.teamId);
    state.teams.set(side.teamId, (state.teams.get(side.teamId) ?? LIMITS.startingPoints) + change);
  }
  for (const p of side.players) {
    const stored = storedOf(p, ledger);
    const change = delta ?? stored;
    if (change !== stored) {
      changes.push({ playerId: p.playerId, pointsChange: change });
      state.movedPlayers.add(p.playerId);
    }
    state.players.set(p.playerId, (state.players.get(p.playerId) ?? LIMITS.startingPoints) + change);
  }
}

/** A line's stored change in a ledger (a function of the module: a replay calls it for every line of history). */
function storedOf(p: TPointsSide['players'][number] | undefined, ledger: TPointsLedger): number {
  return (ledger === 'season' ? p?.storedSeasonChange : p?.storedChange) ?? 0;
}
