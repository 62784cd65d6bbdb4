/** The playoff's seeds: winners first, each tier once per group, group mates kept apart in the first round. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { standardSeedPositions } from '../placement.ts';
import { playoffPlan, playoffSlots, type TQualifierSeed } from './playoff-plan.ts';

/** First-round pairs of group mates under a plan (seed k meets the seed standard placement puts beside it). */
function firstRoundMates(plan: readonly TQualifierSeed[]): number {
  const slots = standardSeedPositions(playoffSlots(plan.length));
  let mates = 0;
  for (let i = 0; i < slots.length; i += 2) {
    const [a, b] = [plan[(slots[i] ?? 0) - 1], plan[(slots[i + 1] ?? 0) - 1]];
    if (a && b && a.group === b.group) mates++;
  }
  return mates;
}

/** Every plan with the winners in group order and each later tier in any order (brute force). */
function everyPlan(groups: number, advance: number): TQualifierSeed[][] {
  const orders = (n: number): number[][] =>
    n === 0
      ? [[]]
      : orders(n - 1).flatMap((p) => Array.from({ length: n }, (_, i) => [...p.slice(0, i), n - 1, ...p.slice(i)]));
  let plans: TQualifierSeed[][] = [Array.from({ length: groups }, (_, group) => ({ group, place: 1 }))];
  for (let place = 2; place <= advance; place++)
    plans = plans.flatMap((plan) =>
      orders(groups).map((order) => [...plan, ...order.map((group) => ({ group, place }))]),
    );
  return plans;
}

describe('playoffPlan', () => {
  it('four groups, two each: winners on seeds 1–4, each meeting another group’s runner-up first', () => {
    const plan = playoffPlan(4, 2);
    expect(plan.slice(0, 4)).toEqual([0, 1, 2, 3].map((group) => ({ group, place: 1 })));
    for (let seed = 1; seed <= 4; seed++) {
      const opponent = plan[8 - seed];
      expect(opponent?.place).toBe(2);
      expect(opponent?.group).not.toBe(seed - 1);
    }
    expect(firstRoundMates(plan)).toBe(0);
  });

  it('every group’s finishers once, tier by tier; no group mates in the first round once there are four groups', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 21 }), fc.integer({ min: 1, max: 4 }), (groups, advance) => {
        fc.pre(groups * advance <= 64 && groups * advance >= 2);
        const plan = playoffPlan(groups, advance);
        expect(plan).toHaveLength(groups * advance);
        plan.forEach((seat, i) => expect(seat.place).toBe(Math.floor(i / groups) + 1));
        for (let place = 1; place <= advance; place++) {
          expect(
            plan
              .filter((s) => s.place === place)
              .map((s) => s.group)
              .sort((a, b) => a - b),
          ).toEqual(Array.from({ length: groups }, (_, g) => g));
        }
        if (groups >= 4) expect(firstRoundMates(plan)).toBe(0);
      }),
      { numRuns: 200 },
    );
  });

  it('with two or three groups, as few first-round group mates as any placement allows', () => {
    for (const groups of [1, 2, 3]) {
      for (let advance = 1; advance <= 4; advance++) {
        if (groups * advance < 2) continue;
        const fewest = Math.min(...everyPlan(groups, advance).map(firstRoundMates));
        expect(firstRoundMates(playoffPlan(groups, advance)), `${groups} groups, ${advance} each`).toBe(fewest);
      }
    }
  });
});
