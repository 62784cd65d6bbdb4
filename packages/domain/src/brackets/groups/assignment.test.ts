/** The Hungarian method against every permutation of small matrices. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cheapestAssignment } from './assignment.ts';

function permutations(n: number): number[][] {
  if (n === 0) return [[]];
  return permutations(n - 1).flatMap((p) =>
    Array.from({ length: n }, (_, i) => [...p.slice(0, i), n - 1, ...p.slice(i)]),
  );
}

describe('cheapestAssignment', () => {
  it('assigns every row its own column at the least total cost', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 7 }).chain((n) =>
          fc.array(fc.array(fc.integer({ min: 0, max: 2 ** 40 }), { minLength: n, maxLength: n }), {
            minLength: n,
            maxLength: n,
          }),
        ),
        (cost) => {
          const n = cost.length;
          const result = cheapestAssignment(cost);
          expect([...result].sort((a, b) => a - b)).toEqual(Array.from({ length: n }, (_, i) => i));
          const total = (p: readonly number[]) => p.reduce((sum, col, row) => sum + (cost[row]?.[col] ?? 0), 0);
          expect(total(result)).toBe(Math.min(...permutations(n).map(total)));
        },
      ),
      { numRuns: 300 },
    );
  });
});
