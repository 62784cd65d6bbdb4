/** Elo rating of SERVER-RULES §3 (sheet §4): start 500, K = 30, full precision, rounded only for display. */
import { LIMITS } from './limits.ts';

/** Rating change of both sides of one game, and the ratings after it. */
export interface TEloOutcome {
  deltaA: number;
  deltaB: number;
  newA: number;
  newB: number;
}

/** Rating changes for each possible result of a game, before it is played (`GET /api/{type}/stake`). */
export interface TPointsAtStake {
  player1Win: { p1: number; p2: number };
  player2Win: { p1: number; p2: number };
  player1WinProbability: number;
}

/** Elo expected score of a side rated `ra` against a side rated `rb`: 1 / (1 + 10^((rb − ra) / 400)). */
export function winProbability(ra: number, rb: number): number {
  return 1 / (1 + 10 ** ((rb - ra) / 400));
}

/** Elo update of one game between A and B; the loser loses exactly what the winner gains. */
export function eloDeltas(ratingA: number, ratingB: number, aWon: boolean, k: number = LIMITS.eloK): TEloOutcome {
  const expectedA = winProbability(ratingA, ratingB);
  const deltaA = aWon ? k * (1 - expectedA) : -k * expectedA;
  // The sheet computes B's side from E(b vs a) = 1 − E(a vs b); negating keeps the sum exactly 0 in floating point
  // (and `0 - x` avoids a −0).
  const deltaB = 0 - deltaA;
  return { deltaA, deltaB, newA: ratingA + deltaA, newB: ratingB + deltaB };
}

/** What each outcome would do to both ratings, plus player 1's Elo win probability. */
export function pointsAtStake(ra: number, rb: number, k: number = LIMITS.eloK): TPointsAtStake {
  const ifP1Wins = eloDeltas(ra, rb, true, k);
  const ifP2Wins = eloDeltas(ra, rb, false, k);
  return {
    player1Win: { p1: ifP1Wins.deltaA, p2: ifP1Wins.deltaB },
    player2Win: { p1: ifP2Wins.deltaA, p2: ifP2Wins.deltaB },
    player1WinProbability: winProbability(ra, rb),
  };
}

/** Rounds points, deltas and ratios to the 2 decimals shown to people; never use the result for further maths. */
export function roundForDisplay(value: number): number {
  // Round half away from zero on the magnitude so +x and −x show the same digits; the factor absorbs 1.005-style
  // representation error.
  const rounded = Math.round(Math.abs(value) * 100 * (1 + Number.EPSILON)) / 100;
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}
