import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LIMITS } from './limits.ts';
import { eloDeltas, pointsAtStake, roundForDisplay, winProbability } from './rating.ts';

// The sheet's vectors came from float32 arithmetic; full precision differs from them by up to ~2e-6.
const FLOAT32_TOLERANCE = 1e-5;
/** The K of the sheet's §4 test vectors. */
const SHEET_K = 30;
const rating = fc.double({ min: 0, max: 3000, noNaN: true });

describe('winProbability', () => {
  it('is one half between equal ratings', () => {
    expect(winProbability(500, 500)).toBe(0.5);
  });

  it('follows 1 / (1 + 10^((rb − ra) / 400))', () => {
    expect(winProbability(600, 500)).toBeCloseTo(1 / (1 + 10 ** -0.25), 15);
    expect(winProbability(900, 500)).toBeCloseTo(10 / 11, 15);
  });

  it('is symmetric: both sides add up to 1', () => {
    fc.assert(fc.property(rating, rating, (a, b) => Math.abs(winProbability(a, b) + winProbability(b, a) - 1) < 1e-12));
  });
});

describe('eloDeltas (sheet §4 test vectors)', () => {
  it('500/500, player 1 wins → +15, −15 (half of K between equal ratings)', () => {
    const start = LIMITS.startingPoints;
    const r = eloDeltas(start, start, true);
    expect(r.deltaA).toBe(LIMITS.eloK / 2);
    expect(r.deltaB).toBe(-LIMITS.eloK / 2);
    expect(r.newA).toBe(start + LIMITS.eloK / 2);
    expect(r.newB).toBe(start - LIMITS.eloK / 2);
  });

  it('600/500, player 1 wins → +10.7980…, −10.7980…', () => {
    const r = eloDeltas(600, 500, true);
    expect(Math.abs(r.deltaA - 10.79804992675781)).toBeLessThan(FLOAT32_TOLERANCE);
    expect(Math.abs(r.deltaB - -10.798050880432129)).toBeLessThan(FLOAT32_TOLERANCE);
  });

  it('600/500, player 2 wins → −19.2019…, +19.2019…', () => {
    const r = eloDeltas(600, 500, false);
    expect(Math.abs(r.deltaA - -19.201950073242188)).toBeLessThan(FLOAT32_TOLERANCE);
    expect(Math.abs(r.deltaB - 19.201948165893555)).toBeLessThan(FLOAT32_TOLERANCE);
  });

  it('the ratings after one game of the sheet (500 ± K/2), player 1 wins → ±13.708…', () => {
    // The sheet's vector: its ratings and its K, whatever the league's constants are.
    const r = eloDeltas(500 + SHEET_K / 2, 500 - SHEET_K / 2, true, SHEET_K);
    expect(Math.abs(r.deltaA - 13.70800495147705)).toBeLessThan(FLOAT32_TOLERANCE);
    expect(Math.abs(r.deltaB + 13.70800495147705)).toBeLessThan(FLOAT32_TOLERANCE);
  });

  it('keeps full precision (no float32 rounding)', () => {
    expect(eloDeltas(600, 500, true).deltaA).toBe(30 * (1 - 1 / (1 + 10 ** -0.25)));
  });

  it('honours another K', () => {
    expect(eloDeltas(500, 500, true, 10).deltaA).toBe(5);
  });

  it('is exactly zero-sum for any ratings and result', () => {
    fc.assert(
      fc.property(rating, rating, fc.boolean(), (a, b, aWon) => {
        const r = eloDeltas(a, b, aWon);
        return r.deltaA + r.deltaB === 0;
      }),
    );
  });

  it('the winner gains and the loser loses, never more than K', () => {
    fc.assert(
      fc.property(rating, rating, fc.boolean(), (a, b, aWon) => {
        const { deltaA } = eloDeltas(a, b, aWon);
        return aWon ? deltaA >= 0 && deltaA <= 30 : deltaA <= 0 && deltaA >= -30;
      }),
    );
  });

  it('an upset earns more than an expected win', () => {
    expect(eloDeltas(400, 600, true).deltaA).toBeGreaterThan(eloDeltas(600, 400, true).deltaA);
  });

  it('never produces a negative zero', () => {
    expect(Object.is(eloDeltas(500, 500, true).deltaB, -0)).toBe(false);
  });
});

describe('pointsAtStake', () => {
  it('gives the deltas of both outcomes and the win probability', () => {
    const stake = pointsAtStake(600, 500);
    expect(stake.player1Win.p1).toBeCloseTo(10.79805, 4);
    expect(stake.player1Win.p2).toBeCloseTo(-10.79805, 4);
    expect(stake.player2Win.p1).toBeCloseTo(-19.20195, 4);
    expect(stake.player2Win.p2).toBeCloseTo(19.20195, 4);
    expect(stake.player1WinProbability).toBeCloseTo(0.64007, 4);
  });

  it('between equal ratings, 15 either way at 50 %', () => {
    expect(pointsAtStake(500, 500)).toEqual({
      player1Win: { p1: 15, p2: -15 },
      player2Win: { p1: -15, p2: 15 },
      player1WinProbability: 0.5,
    });
  });

  it('the two outcomes always differ by exactly K for each side', () => {
    fc.assert(
      fc.property(rating, rating, (a, b) => {
        const s = pointsAtStake(a, b);
        return (
          Math.abs(s.player1Win.p1 - s.player2Win.p1 - 30) < 1e-9 &&
          Math.abs(s.player2Win.p2 - s.player1Win.p2 - 30) < 1e-9
        );
      }),
    );
  });
});

describe('roundForDisplay', () => {
  it('rounds to 2 decimals, half away from zero', () => {
    expect(roundForDisplay(10.79804992675781)).toBe(10.8);
    expect(roundForDisplay(1.005)).toBe(1.01);
    expect(roundForDisplay(-1.005)).toBe(-1.01);
    expect(roundForDisplay(-19.201950073242188)).toBe(-19.2);
    expect(Object.is(roundForDisplay(-0.001), 0)).toBe(true);
  });
});
