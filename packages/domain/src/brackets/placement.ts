/** Where seeding puts an ordered list of competitors in the first row (sheet §11.4 and SERVER-RULES §7). */

/** Competitors of one first-row entry, by coordinate. */
export type TPlacement = Map<number, readonly [string | null, string | null]>;

/**
 * The sheet's placement: for q = 0 … M/2 − 1, top = first + q and bottom = first + M − 1 − q take the next four
 * competitors as top.c1, bottom.c2, top.c2, bottom.c1. RO_8 with p0…p7: 3=(p0,p2), 6=(p3,p1), 4=(p4,p6), 5=(p7,p5).
 */
export function sheetPlacement(order: readonly string[], firstRound: readonly number[]): TPlacement {
  const slots = new Map<number, [string | null, string | null]>(firstRound.map((c) => [c, [null, null]]));
  const m = firstRound.length;
  let next = 0;
  const take = () => order[next++] ?? null;
  for (let q = 0; q < m / 2; q++) {
    const top = slots.get(firstRound[q] ?? -1);
    const bottom = slots.get(firstRound[m - 1 - q] ?? -1);
    if (!top || !bottom) throw new Error('First row must have an even number of entries');
    top[0] = take();
    bottom[1] = take();
    top[1] = take();
    bottom[0] = take();
  }
  return slots;
}

/**
 * The draw's placement (RANDOM seeding, `order` already shuffled): the empty slots are where standard seeding puts
 * them (the places of the missing lowest seeds, so no first-round match is bye against bye while at least half the
 * slots are filled, and byes spread over the halves); the competitors fill the other slots in the sheet's order.
 * A full bracket is placed exactly as `sheetPlacement` places it.
 */
export function drawPlacement(order: readonly string[], firstRound: readonly number[]): TPlacement {
  const m = firstRound.length;
  const positions = standardSeedPositions(m * 2);
  const empty = (match: number, side: 0 | 1) => (positions[2 * match + side] ?? Infinity) > order.length;
  const slots = firstRound.map((): [string | null, string | null] => [null, null]);
  let next = 0;
  const fill = (match: number, side: 0 | 1) => {
    const slot = slots[match];
    if (slot && !empty(match, side)) slot[side] = order[next++] ?? null;
  };
  for (let q = 0; q < m / 2; q++) {
    fill(q, 0);
    fill(m - 1 - q, 1);
    fill(q, 1);
    fill(m - 1 - q, 0);
  }
  return new Map(firstRound.map((coordinate, i) => [coordinate, slots[i] ?? [null, null]] as const));
}

/**
 * Standard seed positions of a bracket with `slots` places, top to bottom: 1 v N, and the top seeds in opposite
 * halves (8 → 1,8,4,5,2,7,3,6).
 */
export function standardSeedPositions(slots: number): number[] {
  let positions = [1];
  while (positions.length < slots) {
    const size = positions.length * 2;
    positions = positions.flatMap((seed) => [seed, size + 1 - seed]);
  }
  return positions;
}

/**
 * Places competitors ordered best first on standard seed positions; missing seeds leave empty slots, so the byes
 * go to the top seeds.
 */
export function standardPlacement(order: readonly string[], firstRound: readonly number[]): TPlacement {
  const positions = standardSeedPositions(firstRound.length * 2);
  const seedAt = (position: number) => order[(positions[position] ?? Infinity) - 1] ?? null;
  return new Map(firstRound.map((coordinate, i) => [coordinate, [seedAt(2 * i), seedAt(2 * i + 1)]] as const));
}
