/** The blossom matching against brute force on small random graphs, from nothing and from a given start. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maximumMatching } from './matching.ts';

/** The largest matching by trying every edge of the first free vertex (exponential; small graphs only). */
function bruteForce(vertices: readonly number[], edge: (a: number, b: number) => boolean): number {
  const [first, ...rest] = vertices;
  if (first === undefined) return 0;
  let best = bruteForce(rest, edge);
  for (const other of rest) {
    if (edge(first, other)) {
      best = Math.max(
        best,
        1 +
          bruteForce(
            rest.filter((v) => v !== other),
            edge,
          ),
      );
    }
  }
  return best;
}

const graph = fc.integer({ min: 1, max: 11 }).chain((n) =>
  fc.record({
    n: fc.constant(n),
    edges: fc.array(fc.tuple(fc.integer({ min: 0, max: n - 1 }), fc.integer({ min: 0, max: n - 1 }))),
    subset: fc.subarray(Array.from({ length: n }, (_, i) => i)),
  }),
);

describe('maximumMatching', () => {
  it('finds a matching as large as brute force, made of edges, each vertex at most once', () => {
    fc.assert(
      fc.property(graph, ({ n, edges }) => {
        const has = (a: number, b: number) => edges.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
        const adjacent = Array.from({ length: n }, (_, v) =>
          Array.from({ length: n }, (_, u) => u).filter((u) => u !== v && has(v, u)),
        );
        const vertices = Array.from({ length: n }, (_, i) => i);
        const { mate, size } = maximumMatching(adjacent, vertices);
        expect(size).toBe(bruteForce(vertices, (a, b) => a !== b && has(a, b)));
        for (let v = 0; v < n; v++) {
          const m = mate[v] ?? -1;
          if (m === -1) continue;
          expect(mate[m]).toBe(v);
          expect(has(v, m)).toBe(true);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('keeps to a subset of the vertices and grows any start into a maximum matching', () => {
    fc.assert(
      fc.property(graph, fc.gen(), ({ n, edges, subset }, g) => {
        const has = (a: number, b: number) => edges.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
        const adjacent = Array.from({ length: n }, (_, v) =>
          Array.from({ length: n }, (_, u) => u).filter((u) => u !== v && has(v, u)),
        );
        // A greedy start among the subset, in a random order.
        const start = new Int32Array(n).fill(-1);
        for (const v of g(fc.shuffledSubarray, subset, { minLength: subset.length })) {
          const partner = subset.find((u) => u !== v && start[u] === -1 && start[v] === -1 && has(v, u));
          if (partner !== undefined && start[v] === -1) {
            start[v] = partner;
            start[partner] = v;
          }
        }
        const { mate, size } = maximumMatching(adjacent, subset, start);
        expect(size).toBe(bruteForce(subset, (a, b) => a !== b && has(a, b)));
        for (let v = 0; v < n; v++) if (!subset.includes(v)) expect(mate[v]).toBe(-1);
      }),
      { numRuns: 300 },
    );
  });

  it('finds the perfect matching that runs through a blossom', () => {
    // A five-cycle 0-1-2-3-4 with 5 hanging off 0: greedy (0,1), (2,3) strands 4 and 5; the answer is (5,0) (1,2) (3,4).
    const edges = [
      [0, 1],
      [1, 2],
      [2, 3],
      [3, 4],
      [4, 0],
      [0, 5],
    ] as const;
    const adjacent = Array.from({ length: 6 }, (_, v) =>
      edges.flatMap(([a, b]) => (a === v ? [b] : b === v ? [a] : [])),
    );
    const start = Int32Array.from([1, 0, 3, 2, -1, -1]);
    const { mate, size } = maximumMatching(adjacent, [0, 1, 2, 3, 4, 5], start);
    expect(size).toBe(3);
    expect([...mate]).toEqual([5, 2, 1, 4, 3, 0]);
  });
});
