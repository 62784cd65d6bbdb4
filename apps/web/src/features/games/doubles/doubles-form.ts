/**
 * Values, bounds and checks of the doubles add-game form (SPEC.md §5: an opposing team, per-player sinks 0–21, and
 * each player's rebuttals, which in doubles are posted, not derived: domain deriveDoublesGame).
 */
import type { TGameMode, TPostDoublesGame } from '@caps/domain';
import { doublesTeamScore, GameRuleError, validateDoublesGame } from '@caps/domain/game-rules';
import { LIMITS } from '@caps/domain/limits';
import { maxScore } from '../add-game-rules.ts';
import { translate } from '../../../i18n/i18n.ts';
import { localError } from '../../../i18n/domain-messages.ts';

/** The problem of a form with no opposing team: the team field shows it, not the footer. */
export const OPPOSING_TEAM_REQUIRED = 'You have to choose an opposing team';

/** The most sinks one player can log in a doubles game. */
export const MAX_PLAYER_SINKS = LIMITS.maxDoublesSinks;

export interface PlayerLine {
  score: number;
  sinks: number;
  /** Never more than the player's sinks (a rebuttal is a sink): the domain's rule says so. */
  rebuttals: number;
}

/** The team scores are not entered: each is its players' points added up (doublesTeamScore). */
export interface DoublesFormValues {
  gameMode: TGameMode;
  /** Per player id; a missing line is 0 points, 0 sinks and 0 rebuttals. */
  lines: Record<string, PlayerLine>;
}

/** A team as the form needs it. */
export interface FormTeam {
  id: string;
  playerList: string[];
}

export const initialDoublesValues: DoublesFormValues = { gameMode: 'SUDDEN_DEATH', lines: {} };

export function lineOf(values: DoublesFormValues, playerId: string): PlayerLine {
  return values.lines[playerId] ?? { score: 0, sinks: 0, rebuttals: 0 };
}

/** A team's score as its players' points add up (the server's rule, from the domain). */
export function teamScoreOf(values: DoublesFormValues, team: FormTeam): number {
  return doublesTeamScore(team.playerList.map((id) => lineOf(values, id).score));
}

/** Sets one player's score, sinks or rebuttals. */
export function withLine(values: DoublesFormValues, playerId: string, patch: Partial<PlayerLine>): DoublesFormValues {
  return { ...values, lines: { ...values.lines, [playerId]: { ...lineOf(values, playerId), ...patch } } };
}

/** Switching mode brings every score above the new maximum down to it (21 → 11 for sudden death). */
export function withDoublesGameMode(values: DoublesFormValues, gameMode: TGameMode): DoublesFormValues {
  const max = maxScore(gameMode);
  const lines = Object.fromEntries(
    Object.entries(values.lines).map(([id, line]) => [id, { ...line, score: Math.min(line.score, max) }]),
  );
  return { gameMode, lines };
}

/** The body of doubles.post: the poster's team is team 1; each team's score is the sum of its players' points. */
export function toDoublesBody(values: DoublesFormValues, myTeam: FormTeam, opposingTeam: FormTeam): TPostDoublesGame {
  const row = (playerId: string) => ({ playerId, ...lineOf(values, playerId) });
  return {
    gameMode: values.gameMode,
    team1: myTeam.id,
    team2: opposingTeam.id,
    team1Players: [...myTeam.playerList],
    team2Players: [...opposingTeam.playerList],
    team1Score: teamScoreOf(values, myTeam),
    team2Score: teamScoreOf(values, opposingTeam),
    playerStatsDtos: [...myTeam.playerList, ...opposingTeam.playerList].map(row),
    gameEventList: [],
  };
}

/** Why the form cannot be posted (an opposing team is missing, or the server's rule message in the active language), or undefined. */
export function doublesFormProblem(
  values: DoublesFormValues,
  myTeam: FormTeam | undefined,
  opposingTeam: FormTeam | null,
): string | undefined {
  if (!opposingTeam) return OPPOSING_TEAM_REQUIRED;
  if (!myTeam) return translate('doubles.myTeamRequired');
  try {
    validateDoublesGame(toDoublesBody(values, myTeam, opposingTeam));
    return undefined;
  } catch (error) {
    if (error instanceof GameRuleError) return localError(error);
    throw error;
  }
}

/** Teams that can play against `myTeam`: no shared player (a doubles game needs four different players). */
export function canFace(myTeam: FormTeam | undefined, other: FormTeam): boolean {
  return !myTeam || (other.id !== myTeam.id && !other.playerList.some((id) => myTeam.playerList.includes(id)));
}
