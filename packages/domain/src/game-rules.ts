/**
 * Rules of a posted game (SERVER-RULES §4, sheet §5): score and sink validation, and the values derived from a valid
 * game (winner, rebuttals, beers, naked laps). The body schemas are in game-schemas.ts.
 *
 * Errors: the zod schemas reject malformed bodies (types, ids, bounds) with coded messages; the `validate…`
 * functions then THROW a `GameRuleError` for broken game rules. Both carry error codes; the server answers 400.
 */
import type { TGameEventKind, TGameMode, TSoloGameType } from './enums.ts';
import type {
  TPostDoublesGame,
  TPostDoublesPlayerStats,
  TPostGameEvent,
  TPostSoloGame,
  TPostSoloPlayerStats,
} from './game-schemas.ts';
import type { ErrorCode } from './i18n/error-codes.ts';
import { errorText, type TCodedError, type TErrorParams } from './i18n/error-text.ts';
import { GAME_RULES } from './game-rule-codes.ts';
import { LIMITS } from './limits.ts';

export { GAME_RULES };

/**
 * A broken game rule: its code and parameters (a client shows the code's message in its language); the message is
 * the code's English text, which the server answers in `error`. `text` words a refusal more precisely than its code.
 */
export class GameRuleError extends Error {
  override readonly name = 'GameRuleError';
  readonly code: ErrorCode;
  readonly params: TErrorParams | undefined;

  constructor(rule: TCodedError, text?: string) {
    super(text ?? errorText(rule.code, rule.params));
    this.code = rule.code;
    this.params = rule.params;
  }
}

function fail(rule: TCodedError): never {
  throw new GameRuleError(rule);
}

/** A game event as the rules read it (posted or stored). */
export interface TGameEventLike {
  gameEvent: TGameEventKind;
  userId?: string | null;
}

/** The events of a posted game, in posted order (empty when none were logged). */
export function gameEventsOf(game: TPostSoloGame | TPostDoublesGame): TPostGameEvent[] {
  if ('player1Stats' in game) return game.gameEvents ?? [];
  return game.gameEventList?.length ? game.gameEventList : (game.gameEvents ?? []);
}

/** Converts a posted event time (ISO string or epoch ms) to the ISO-8601 UTC string that is stored and returned. */
export function eventTimeToIso(time: string | number): string {
  return new Date(time).toISOString();
}

// ---------------------------------------------------------------------------------------------------------------
// Validation
// ---------------------------------------------------------------------------------------------------------------

function checkRange(value: number, max: number, rule: TCodedError): void {
  if (!Number.isInteger(value) || value < 0 || value > max) fail(rule);
}

/** Score rules shared by solo and doubles: no draw, someone reaches 11, then the mode's rule. */
export function checkFinalScore(gameMode: TGameMode, score1: number, score2: number, sides: 'players' | 'teams'): void {
  if (score1 === score2) fail(GAME_RULES.draw);
  const winner = Math.max(score1, score2);
  const loser = Math.min(score1, score2);
  if (winner < LIMITS.pointsToWin) fail(sides === 'players' ? GAME_RULES.noElevenPlayers : GAME_RULES.noElevenTeams);
  if (gameMode === 'SUDDEN_DEATH') {
    // Winner exactly 11; the loser is then 0–10 because draws are already refused.
    if (winner !== LIMITS.maxScoreSuddenDeath) fail(GAME_RULES.suddenDeath);
    return;
  }
  if (winner - loser < LIMITS.overtimeLead) fail(GAME_RULES.overtimeAdvantage);
  if (winner > LIMITS.maxScoreOvertime) fail(GAME_RULES.overtimeMax);
  // The game stops at the first score with 11+ points and a 2-point lead, so 12–5 or 14–11 cannot happen.
  if (winner !== Math.max(LIMITS.pointsToWin, loser + LIMITS.overtimeLead)) fail(GAME_RULES.overtimeTooLong);
}

/** Checks a solo game's rules (sheet §5.1 order, then SERVER-RULES §4); throws `GameRuleError`. */
export function validateSoloGame(game: TPostSoloGame): void {
  const { player1Stats: p1, player2Stats: p2 } = game;
  for (const p of [p1, p2]) {
    checkRange(p.score, LIMITS.maxScoreOvertime, GAME_RULES.scoreRange);
    checkRange(p.sinks, LIMITS.maxOpponentSinks, GAME_RULES.soloSinksRange);
  }
  if (p1.score === p2.score) fail(GAME_RULES.draw);
  if (hasLoggedSinks([p1, p2]) && (p1.score > p1.sinks || p2.score > p2.sinks)) fail(GAME_RULES.scoreAboveSinks);
  checkFinalScore(game.gameMode, p1.score, p2.score, 'players');
  if (p1.playerId.toLowerCase() === p2.playerId.toLowerCase()) fail(GAME_RULES.uniquePlayers);
}

/**
 * Checks a doubles game's rules; throws `GameRuleError`. The structure (2 + 2 players, 4 stat rows of exactly those
 * players, two different teams) is checked first, so the score sums below are taken over a well-formed game.
 */
export function validateDoublesGame(game: TPostDoublesGame): void {
  const team1 = game.team1Players.map(normalizeId);
  const team2 = game.team2Players.map(normalizeId);
  if (team1.length !== LIMITS.teamSize || team2.length !== LIMITS.teamSize) fail(GAME_RULES.doublesPlayers);
  if (game.playerStatsDtos.length !== 2 * LIMITS.teamSize) fail(GAME_RULES.doublesStatsCount);
  const statIds = game.playerStatsDtos.map((s) => normalizeId(s.playerId));
  if (new Set(statIds).size !== 2 * LIMITS.teamSize || new Set([...team1, ...team2]).size !== 2 * LIMITS.teamSize) {
    fail(GAME_RULES.doublesDistinct);
  }
  if (!statIds.every((id) => team1.includes(id) || team2.includes(id))) fail(GAME_RULES.doublesStatsMembers);
  if (normalizeId(game.team1) === normalizeId(game.team2)) fail(GAME_RULES.doublesDistinctTeams);
  for (const s of game.playerStatsDtos) {
    checkRange(s.score, LIMITS.maxScoreOvertime, GAME_RULES.scoreRange);
    checkRange(s.sinks, LIMITS.maxDoublesSinks, GAME_RULES.doublesSinksRange);
  }
  checkRange(game.team1Score, LIMITS.maxScoreOvertime, GAME_RULES.scoreRange);
  checkRange(game.team2Score, LIMITS.maxScoreOvertime, GAME_RULES.scoreRange);

  checkFinalScore(game.gameMode, game.team1Score, game.team2Score, 'teams');
  const [side1, side2] = splitDoublesStats(game);
  // A team sum of 0 means the individual scores were not entered (sheet §5.2), which is allowed.
  const sum1 = doublesTeamScore(side1.map((s) => s.score));
  const sum2 = doublesTeamScore(side2.map((s) => s.score));
  if (sum1 !== 0 && sum1 !== game.team1Score) fail(GAME_RULES.team1Sum);
  if (sum2 !== 0 && sum2 !== game.team2Score) fail(GAME_RULES.team2Sum);
  if (hasLoggedSinks(game.playerStatsDtos)) {
    const scoreAboveSinks = game.playerStatsDtos.some((s) => s.score > s.sinks);
    // Also per team, for games whose individual scores were left at 0: a team cannot score more than it sank.
    const teamAboveSinks =
      sumOf(side1, (s) => s.sinks) < game.team1Score || sumOf(side2, (s) => s.sinks) < game.team2Score;
    if (scoreAboveSinks || teamAboveSinks) fail(GAME_RULES.doublesSinks);
  }
  // A rebuttal is itself a sink, so nobody rebuts more often than they sink.
  if (game.playerStatsDtos.some((s) => (s.rebuttals ?? 0) > s.sinks)) fail(GAME_RULES.rebuttalsAboveSinks);
}

/**
 * A doubles team's score from its players' points: the sum that a posted team score must equal once any of them has
 * points (validateDoublesGame), so forms derive the team score with it instead of asking for it twice.
 */
export function doublesTeamScore(playerScores: readonly number[]): number {
  return playerScores.reduce((total, score) => total + score, 0);
}

/** Checks that the posted player lists are exactly the teams' current rosters (order free); throws `GameRuleError`. */
export function checkDoublesRosters(
  game: TPostDoublesGame,
  team1Roster: readonly string[],
  team2Roster: readonly string[],
): void {
  if (!sameIds(game.team1Players, team1Roster)) fail(GAME_RULES.team1Roster);
  if (!sameIds(game.team2Players, team2Roster)) fail(GAME_RULES.team2Roster);
}

// ---------------------------------------------------------------------------------------------------------------
// Derived values
// ---------------------------------------------------------------------------------------------------------------

/** What one side (a player, or a doubles team) did in one game: the input of a stats update. */
export interface TGameRow {
  score: number;
  sinks: number;
  /** Rebuttals this side made. */
  rebuttals: number;
  beersDowned: number;
  /** This side scored 0 (the side that suffered the naked lap). */
  nakedLap: boolean;
  won: boolean;
  /** Points the other side scored (solo: opponent's score; doubles: the opposing team's score). */
  pointsLost: number;
  /** Sinks of the other side. */
  sinksLost: number;
  /** Sinks were logged in this game (any player's sinks > 0); only such games count for average rebuttals. */
  sinksLogged: boolean;
}

/** A player's row of one game; `side` is 1 for player1/team1. */
export interface TPlayerGameRow extends TGameRow {
  playerId: string;
  side: 1 | 2;
}

/** A doubles team's row of one game, with team totals (team scores, summed sinks). */
export interface TTeamGameRow extends TGameRow {
  teamId: string;
  side: 1 | 2;
}

/** A validated solo game with everything the server stores and the stats need. */
export interface TDerivedSoloGame {
  gameType: TSoloGameType;
  winnerId: string;
  winnerSide: 1 | 2;
  nakedLap: boolean;
  rows: [TPlayerGameRow, TPlayerGameRow];
}

/** A validated doubles game; `playerRows` are team 1's players then team 2's, in `playerStatsDtos` order. */
export interface TDerivedDoublesGame {
  gameType: 'DOUBLES';
  winnerTeamId: string;
  winnerSide: 1 | 2;
  nakedLap: boolean;
  playerRows: TPlayerGameRow[];
  teamRows: [TTeamGameRow, TTeamGameRow];
}

/** Beers one player downs in a solo game, from the opponent's score (sheet §5.1). */
export function soloBeersDowned(gameType: TSoloGameType, opponentScore: number): number {
  if (gameType === 'SINGLES') return fullBeers(opponentScore);
  // Easy caps and unranked are played with half the beer: a flat 1.5 once the opponent scored at all.
  return opponentScore > 0 ? 1.5 : 0;
}

/** Beers a doubles team downs from the opposing team's score; its two players split it equally (sheet §5.2). */
export function doublesTeamBeersDowned(opponentTeamScore: number): number {
  return fullBeers(opponentTeamScore);
}

/** Validates a solo game and derives winner, rebuttals (opponent's sinks − score), beers and naked laps. */
export function deriveSoloGame(gameType: TSoloGameType, game: TPostSoloGame): TDerivedSoloGame {
  validateSoloGame(game);
  const { player1Stats: p1, player2Stats: p2 } = game;
  const sinksLogged = hasLoggedSinks([p1, p2]);
  const row = (me: TPostSoloPlayerStats, other: TPostSoloPlayerStats, side: 1 | 2): TPlayerGameRow => ({
    playerId: me.playerId,
    side,
    score: me.score,
    sinks: me.sinks,
    // Each of the opponent's sinks that did not become a point was rebutted by me. Unlike the sheet this also holds
    // when the opponent scored 0 (all their sinks were rebutted); the posted `rebuttals` is ignored.
    rebuttals: sinksLogged ? other.sinks - other.score : 0,
    beersDowned: soloBeersDowned(gameType, other.score),
    nakedLap: me.score === 0,
    won: me.score > other.score,
    pointsLost: other.score,
    sinksLost: other.sinks,
    sinksLogged,
  });
  const rows: [TPlayerGameRow, TPlayerGameRow] = [row(p1, p2, 1), row(p2, p1, 2)];
  const winnerSide = p1.score > p2.score ? 1 : 2;
  return {
    gameType,
    winnerId: winnerSide === 1 ? p1.playerId : p2.playerId,
    winnerSide,
    nakedLap: p1.score === 0 || p2.score === 0,
    rows,
  };
}

/**
 * Validates a doubles game and derives its player and team rows. A team naked lap is a team score of 0 and counts for
 * both its players; beers split equally; player rebuttals are the posted ones (0 when absent) and a team's rebuttals
 * are the opposing team's sinks minus its team score.
 */
export function deriveDoublesGame(game: TPostDoublesGame): TDerivedDoublesGame {
  validateDoublesGame(game);
  const sinksLogged = hasLoggedSinks(game.playerStatsDtos);
  const [side1, side2] = splitDoublesStats(game);
  const teams = [
    { id: game.team1, side: 1 as const, score: game.team1Score, stats: side1 },
    { id: game.team2, side: 2 as const, score: game.team2Score, stats: side2 },
  ] as const;
  const winnerSide = game.team1Score > game.team2Score ? 1 : 2;

  const teamRows = teams.map((team): TTeamGameRow => {
    const other = team.side === 1 ? teams[1] : teams[0];
    const otherSinks = sumOf(other.stats, (s) => s.sinks);
    return {
      teamId: team.id,
      side: team.side,
      score: team.score,
      sinks: sumOf(team.stats, (s) => s.sinks),
      rebuttals: sinksLogged ? otherSinks - other.score : 0,
      beersDowned: doublesTeamBeersDowned(other.score),
      nakedLap: team.score === 0,
      won: team.side === winnerSide,
      pointsLost: other.score,
      sinksLost: otherSinks,
      sinksLogged,
    };
  }) as [TTeamGameRow, TTeamGameRow];

  const playerRows = teams.flatMap((team) => {
    const teamRow = teamRows[team.side - 1] as TTeamGameRow;
    return team.stats.map((s): TPlayerGameRow => ({
      playerId: s.playerId,
      side: team.side,
      score: s.score,
      sinks: s.sinks,
      rebuttals: s.rebuttals ?? 0,
      beersDowned: teamRow.beersDowned / LIMITS.teamSize,
      nakedLap: teamRow.nakedLap,
      won: teamRow.won,
      pointsLost: teamRow.pointsLost,
      sinksLost: teamRow.sinksLost,
      sinksLogged,
    }));
  });

  return {
    gameType: 'DOUBLES',
    winnerTeamId: winnerSide === 1 ? game.team1 : game.team2,
    winnerSide,
    nakedLap: game.team1Score === 0 || game.team2Score === 0,
    playerRows,
    teamRows,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------------------------

/** Singles beer scale: 3 beers once the opponent passed 8 points, 2 past 4, otherwise 1. */
function fullBeers(opponentScore: number): number {
  if (opponentScore > 8) return 3;
  if (opponentScore > 4) return 2;
  return 1;
}

function hasLoggedSinks(stats: readonly { sinks: number }[]): boolean {
  return stats.some((s) => s.sinks > 0);
}

function sumOf<T>(items: readonly T[], pick: (item: T) => number): number {
  return items.reduce((total, item) => total + pick(item), 0);
}

function normalizeId(id: string): string {
  return id.toLowerCase();
}

function sameIds(a: readonly string[], b: readonly string[]): boolean {
  const left = new Set(a.map(normalizeId));
  const right = new Set(b.map(normalizeId));
  return left.size === a.length && left.size === right.size && [...left].every((id) => right.has(id));
}

/** The stat rows of team 1's and team 2's players (validation guarantees every row belongs to one team). */
function splitDoublesStats(game: TPostDoublesGame): [TPostDoublesPlayerStats[], TPostDoublesPlayerStats[]] {
  const team1 = new Set(game.team1Players.map(normalizeId));
  return [
    game.playerStatsDtos.filter((s) => team1.has(normalizeId(s.playerId))),
    game.playerStatsDtos.filter((s) => !team1.has(normalizeId(s.playerId))),
  ];
}
