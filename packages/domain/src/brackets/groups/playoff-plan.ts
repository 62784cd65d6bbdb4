/**
 * Who goes where in the playoff of a groups tournament, known from the start (it depends on the number of groups and
 * of qualifiers per group, not on results): seeds 1…G are the group winners (group A's first), then the runners-up,
 * and so on; each tier after the first is placed on its seeds so that group mates meet as late as possible (never in
 * the first round when another placement avoids it): a cheapest assignment where meeting a round earlier outweighs
 * every later meeting together.
 */
import { standardSeedPositions } from '../placement.ts';
import { cheapestAssignment } from './assignment.ts';

/** One playoff seed: which group's which finisher (place 1 = winner). */
export interface TQualifierSeed {
  group: number;
  place: number;
}

/** Slots of the playoff bracket: the next power of two with room for every qualifier (at least 2). */
export function playoffSlots(qualifiers: number): number {
  let slots = 2;
  while (slots < qualifiers) slots *= 2;
  return slots;
}

/** Heavier than any number of meetings a round later (at most 21 groups × 6 pairs of mates). */
const ROUND_WEIGHT = 256;

/** The qualifiers by seed (index = seed − 1). */
export function playoffPlan(groupCount: number, advance: number): TQualifierSeed[] {
  const slots = playoffSlots(groupCount * advance);
  const rounds = Math.log2(slots);
  // Bracket slot (top to bottom) of each seed.
  const slotOfSeed = new Map(standardSeedPositions(slots).map((seed, slot) => [seed, slot]));
  /** The round (1 = first) in which the holders of two seeds would meet if both kept winning. */
  const meetingRound = (a: number, b: number) =>
    Math.floor(Math.log2((slotOfSeed.get(a) ?? 0) ^ (slotOfSeed.get(b) ?? 0))) + 1;

  const plan: TQualifierSeed[] = Array.from({ length: groupCount }, (_, group) => ({ group, place: 1 }));
  for (let place = 2; place <= advance; place++) {
    const seeds = Array.from({ length: groupCount }, (_, i) => (place - 1) * groupCount + i + 1);
    const cost = Array.from({ length: groupCount }, (_, group) =>
      seeds.map((seed) =>
        plan.reduce(
          (sum, placed, index) =>
            placed.group === group ? sum + ROUND_WEIGHT ** (rounds - meetingRound(seed, index + 1)) : sum,
          0,
        ),
      ),
    );
    const columnOfGroup = cheapestAssignment(cost);
    const tier = seeds.map((): TQualifierSeed => ({ group: -1, place }));
    columnOfGroup.forEach((column, group) => {
      const seat = tier[column];
      if (seat) seat.group = group;
    });
    plan.push(...tier);
  }
  return plan;
}
