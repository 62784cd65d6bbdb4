/**
 * Stats of SPEC §3 as a projection of accepted games (sheet §7 with SERVER-RULES §4–§5 fixes). The same fold serves
 * the incremental update on acceptance (`settleAcceptedGame`) and the full recomputation (`recomputeStats`), so the
 * two can be compared field by field.
 */
import { GAME_TYPES, type TAchievement, type TGameType, type TSoloGameType } from './enums.ts';
import {
  deriveDoublesGame,
  deriveSoloGame,
  gameEventsOf,
  type TGameRow,
  type TPlayerGameRow,
  type TTeamGameRow,
} from './game-rules.ts';
import type { TPostDoublesGame, TPostGameEvent, TPostSoloGame } from './game-schemas.ts';
import { eloDeltas } from './rating.ts';
import { achievementsEarned } from './achievements.ts';
import { mapStats, STAT_FIELDS } from './stat-fields.ts';
import type { TStats } from './stats-schema.ts';

/** A player's four stats blocks, one per game type. */
export type TPlayerStatsByType = Record<TGameType, TStats>;

/** Fresh stats: 500 points, everything else 0 (each statistic's `fresh` value, stat-fields.ts). */
export function emptyStats(): TStats {
  return mapStats((key) => STAT_FIELDS[key].fresh);
}

/** Fresh stats for every game type. */
export function emptyPlayerStats(): TPlayerStatsByType {
  return Object.fromEntries(GAME_TYPES.map((t) => [t, emptyStats()])) as TPlayerStatsByType;
}

/**
 * made / lost, or made itself while nothing was lost (the sheet's rule, i.e. made / max(1, lost)): always finite, so
 * an unbeaten player shows their count rather than NaN or Infinity.
 */
export function ratioOf(made: number, lost: number): number {
  return made / Math.max(1, lost);
}

/** Returns the stats after one accepted game (pure); `pointsDelta` is the Elo change, 0 for unranked games. */
export function applyGameToStats(stats: TStats, row: TGameRow, pointsDelta: number): TStats {
  const gamesWon = stats.gamesWon + (row.won ? 1 : 0);
  const gamesLost = stats.gamesLost + (row.won ? 0 : 1);
  // Sheet quirk fixed: a game without any logged sinks never counts here, whoever scored 0 in it.
  const gamesLoggedSinks = stats.gamesLoggedSinks + (row.sinksLogged ? 1 : 0);
  const totalRebuttals = stats.totalRebuttals + row.rebuttals;
  const totalPointsMade = stats.totalPointsMade + row.score;
  const totalPointsLost = stats.totalPointsLost + row.pointsLost;
  const totalSinksMade = stats.totalSinksMade + row.sinks;
  const totalSinksLost = stats.totalSinksLost + row.sinksLost;
  return {
    points: stats.points + pointsDelta,
    avgRebuttals: ratioOf(totalRebuttals, gamesLoggedSinks),
    totalRebuttals,
    beersDowned: stats.beersDowned + row.beersDowned,
    gamesPlayed: stats.gamesPlayed + 1,
    gamesWon,
    gamesLost,
    gamesLoggedSinks,
    winLossRatio: ratioOf(gamesWon, gamesLost),
    nakedLaps: stats.nakedLaps + (row.nakedLap ? 1 : 0),
    pointsMadeLostRatio: ratioOf(totalPointsMade, totalPointsLost),
    totalPointsMade,
    totalPointsLost,
    sinksMadeLostRatio: ratioOf(totalSinksMade, totalSinksLost),
    totalSinksMade,
    totalSinksLost,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Settling one accepted game
// ---------------------------------------------------------------------------------------------------------------

/** An accepted game as stored: its type and its (validated) posted body; `id` is carried through to the results. */
export type TAcceptedGame =
  | { gameType: TSoloGameType; body: TPostSoloGame; id?: string }
  | { gameType: 'DOUBLES'; body: TPostDoublesGame; id?: string };

/** One player's part of a settled game: stats of the game's type before and after, and the points change. */
export interface TSettledPlayer {
  playerId: string;
  opponentIds: string[];
  row: TPlayerGameRow;
  before: TStats;
  after: TStats;
  pointsChange: number;
}

/** One team's part of a settled doubles game. */
export interface TSettledTeam {
  teamId: string;
  row: TTeamGameRow;
  before: TStats;
  after: TStats;
  pointsChange: number;
}

/** Everything accepting a game changes: player stats (and team stats for doubles), plus the events it logged. */
export interface TGameSettlement {
  gameType: TGameType;
  id?: string;
  /** Solo: player1, player2. Doubles: team 1's players then team 2's. */
  players: TSettledPlayer[];
  /** Doubles: team 1, team 2. Solo: empty. */
  teams: TSettledTeam[];
  events: TPostGameEvent[];
}

/**
 * Applies an accepted game to the current stats of its type. `playerStats` holds each player's stats of the game's
 * type (doubles: their doubles stats), `teamStats` each team's doubles stats; a missing entry counts as fresh stats.
 * SINGLES/EASY_CAPS rate the players, DOUBLES rates the teams and moves each player by their team's delta, UNRANKED
 * moves no points. Throws `GameRuleError` if the body breaks the rules.
 */
export function settleAcceptedGame(
  game: TAcceptedGame,
  playerStats: ReadonlyMap<string, TStats>,
  teamStats: ReadonlyMap<string, TStats> = new Map(),
): TGameSettlement {
  return settleOn(
    game,
    (id) => playerStats.get(id),
    (id) => teamStats.get(id),
  );
}

/**
 * The points a game moves, from the points of its two sides before it (solo: the players'; doubles: the teams', each
 * player moving by their team's change): SINGLES, EASY_CAPS and DOUBLES by Elo, UNRANKED none. The one rule of points
 * for the fold step and for a replay that moves only points (server, league/replay-points.ts).
 */
export function pointsChangesOf(
  gameType: TGameType,
  side1Points: number,
  side2Points: number,
  side1Won: boolean,
): { deltaA: number; deltaB: number } {
  return gameType === 'UNRANKED' ? { deltaA: 0, deltaB: 0 } : eloDeltas(side1Points, side2Points, side1Won);
}

/** Looks up the current stats of a player or team (undefined: fresh stats). */
type StatsOf = (id: string) => TStats | undefined;

/**
 * `settleAcceptedGame` on stats looked up by id: the league's fold runs it once per game of a whole history, so it
 * builds no map and no object it does not return.
 */
function settleOn(game: TAcceptedGame, playerStatsOf: StatsOf, teamStatsOf: StatsOf): TGameSettlement {
  const events = gameEventsOf(game.body);

  if (game.gameType !== 'DOUBLES') {
    const [r1, r2] = deriveSoloGame(game.gameType, game.body).rows;
    const before1 = playerStatsOf(r1.playerId) ?? emptyStats();
    const before2 = playerStatsOf(r2.playerId) ?? emptyStats();
    const elo = pointsChangesOf(game.gameType, before1.points, before2.points, r1.won);
    const players = [
      settledPlayer(r1, [r2.playerId], before1, elo.deltaA),
      settledPlayer(r2, [r1.playerId], before2, elo.deltaB),
    ];
    return settlementOf(game, players, [], events);
  }

  const derived = deriveDoublesGame(game.body);
  const [t1, t2] = derived.teamRows;
  const teamBefore1 = teamStatsOf(t1.teamId) ?? emptyStats();
  const teamBefore2 = teamStatsOf(t2.teamId) ?? emptyStats();
  const elo = pointsChangesOf('DOUBLES', teamBefore1.points, teamBefore2.points, t1.won);
  const teamDelta = (side: 1 | 2) => (side === 1 ? elo.deltaA : elo.deltaB);
  const teams: TSettledTeam[] = [
    {
      teamId: t1.teamId,
      row: t1,
      before: teamBefore1,
      after: applyGameToStats(teamBefore1, t1, teamDelta(t1.side)),
      pointsChange: teamDelta(t1.side),
    },
    {
      teamId: t2.teamId,
      row: t2,
      before: teamBefore2,
      after: applyGameToStats(teamBefore2, t2, teamDelta(t2.side)),
      pointsChange: teamDelta(t2.side),
    },
  ];
  const sideIds = (side: 1 | 2) => derived.playerRows.filter((r) => r.side === side).map((r) => r.playerId);
  const opponents = { 1: sideIds(2), 2: sideIds(1) };
  const players = derived.playerRows.map((row) =>
    settledPlayer(row, opponents[row.side], playerStatsOf(row.playerId) ?? emptyStats(), teamDelta(row.side)),
  );
  return settlementOf(game, players, teams, events);
}

function settledPlayer(row: TPlayerGameRow, opponentIds: string[], before: TStats, delta: number): TSettledPlayer {
  return {
    playerId: row.playerId,
    opponentIds,
    row,
    before,
    after: applyGameToStats(before, row, delta),
    pointsChange: delta,
  };
}

function settlementOf(
  game: TAcceptedGame,
  players: TSettledPlayer[],
  teams: TSettledTeam[],
  events: TPostGameEvent[],
): TGameSettlement {
  return game.id === undefined
    ? { gameType: game.gameType, events, players, teams }
    : { gameType: game.gameType, id: game.id, events, players, teams };
}

// ---------------------------------------------------------------------------------------------------------------
// Recomputing from history
// ---------------------------------------------------------------------------------------------------------------

/** An achievement a player earned, with the game that earned it. */
export interface TAchievementAward {
  playerId: string;
  achievement: TAchievement;
  gameType: TGameType;
  /** Position of the game in the list given to `recomputeStats`. */
  gameIndex: number;
  gameId?: string;
}

/** The whole projection: every player's and team's stats, every achievement, and each game's settlement. */
export interface TRecomputedLeague {
  players: Map<string, TPlayerStatsByType>;
  teams: Map<string, TStats>;
  /** Per player, in the order they were earned. */
  achievements: Map<string, TAchievementAward[]>;
  /** One per game, in input order (the points change of every player in every game). */
  settlements: TGameSettlement[];
}

/**
 * The state the league's fold carries from one accepted game to the next: each player's stats by type, each team's
 * doubles stats and the achievements each player holds (in the order earned). A player or team missing has fresh
 * stats; a replay that starts part-way through history seeds it with the state just before that point.
 */
export interface TLeagueState {
  players: Map<string, TPlayerStatsByType>;
  teams: Map<string, TStats>;
  achievements: Map<string, TAchievementAward[]>;
}

/** The state before the first game: nobody has played. */
export function emptyLeagueState(): TLeagueState {
  return { players: new Map(), teams: new Map(), achievements: new Map() };
}

/** The players of an accepted game (solo: player 1, player 2; doubles: in `playerStatsDtos` order). */
export function playersOfAcceptedGame(game: TAcceptedGame): string[] {
  return game.gameType === 'DOUBLES'
    ? game.body.playerStatsDtos.map((s) => s.playerId)
    : [game.body.player1Stats.playerId, game.body.player2Stats.playerId];
}

/**
 * The one step of the league's fold: settles `game` on `state` (which it updates) and returns the settlement and
 * the achievements it newly earns. Accepting a game (on the stats read for it), replaying history after a void or a
 * correction (from the state before the changed game) and recomputing everything (from the empty state) all take
 * this step, so they cannot disagree. `gameIndex` is the game's position in the caller's list.
 */
export function foldAcceptedGame(
  state: TLeagueState,
  game: TAcceptedGame,
  gameIndex: number,
): { settlement: TGameSettlement; awards: TAchievementAward[] } {
  const type = game.gameType;
  const settlement = settleOn(
    game,
    (id) => state.players.get(id)?.[type],
    (id) => state.teams.get(id),
  );

  for (const p of settlement.players) {
    // The state's own objects, changed in place: a fold of a long history makes no copy per game.
    let byType = state.players.get(p.playerId);
    if (!byType) state.players.set(p.playerId, (byType = emptyPlayerStats()));
    byType[type] = p.after;
  }
  for (const t of settlement.teams) state.teams.set(t.teamId, t.after);

  const awards: TAchievementAward[] = [];
  if (type === 'UNRANKED') return { settlement, awards }; // unranked games earn nothing (achievements.ts)
  for (const p of settlement.players) {
    const list = state.achievements.get(p.playerId);
    const kinds = achievementsEarned({
      gameType: type,
      playerId: p.playerId,
      opponentIds: p.opponentIds,
      statsAfter: p.after,
      events: settlement.events,
      alreadyHave: list ? list.map((award) => award.achievement) : [],
    });
    if (kinds.length === 0) continue;
    const held = list ?? [];
    for (const achievement of kinds) {
      const award: TAchievementAward =
        game.id === undefined
          ? { playerId: p.playerId, achievement, gameType: type, gameIndex }
          : { playerId: p.playerId, achievement, gameType: type, gameIndex, gameId: game.id };
      held.push(award);
      awards.push(award);
    }
    if (!list) state.achievements.set(p.playerId, held);
  }
  return { settlement, awards };
}

/**
 * Folds accepted games, in acceptance order, from fresh stats into the state the incremental path must have reached.
 * Players and teams that never played are absent (their stats are `emptyStats()`).
 */
export function recomputeStats(acceptedGamesInOrder: Iterable<TAcceptedGame>): TRecomputedLeague {
  const state = emptyLeagueState();
  const settlements: TGameSettlement[] = [];
  let gameIndex = 0;
  for (const game of acceptedGamesInOrder) settlements.push(foldAcceptedGame(state, game, gameIndex++).settlement);
  return { ...state, settlements };
}

/**
 * Stats after games whose points change is already known (stored when they were settled), in acceptance order: how a
 * replay finds a player's or team's stats just before the point it starts from, and how the plots draw them.
 */
export function statsAfterSettledGames(
  games: Iterable<{ row: TGameRow; pointsChange: number }>,
  from: TStats = emptyStats(),
): TStats {
  let stats = from;
  for (const game of games) stats = applyGameToStats(stats, game.row, game.pointsChange);
  return stats;
}
