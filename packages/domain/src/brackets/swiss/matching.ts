/**
 * Maximum matching in a general graph (Edmonds' blossom algorithm), for Swiss pairing: which competitors can still
 * all be paired without a rematch. A matching is maximum exactly when no augmenting path is left (Berge), and a
 * vertex with no augmenting path keeps having none after others augment, so one search from each free vertex turns
 * any starting matching into a maximum one: `maximumMatching` can start from the previous answer (a few searches)
 * instead of from nothing. O(V³) from nothing; the graphs here have at most 64 vertices.
 */

/** `mate[v]` is v's partner, or -1. */
export type TMates = Int32Array;

/** Searches an augmenting path from the free vertex `root` and flips it; false when there is none. */
function augmentFrom(root: number, adjacent: readonly (readonly number[])[], mate: TMates): boolean {
  const n = mate.length;
  const parent = new Int32Array(n).fill(-1);
  const base = Int32Array.from({ length: n }, (_, i) => i);
  const used = new Uint8Array(n);
  const blossom = new Uint8Array(n);
  const queue: number[] = [root];
  used[root] = 1;

  /** The base of the blossom that the tree paths from a and b meet in. */
  const commonBase = (a: number, b: number): number => {
    const seen = new Uint8Array(n);
    for (let x = a; ;) {
      x = base[x] ?? x;
      seen[x] = 1;
      const m = mate[x] ?? -1;
      if (m === -1) break;
      x = parent[m] ?? -1;
    }
    for (let y = b; ;) {
      y = base[y] ?? y;
      if (seen[y]) return y;
      y = parent[mate[y] ?? -1] ?? -1;
    }
  };

  /** Marks the blossom's vertices on the path from v down to its base b, pointing the path's parents at `child`. */
  const markPath = (from: number, b: number, from2: number) => {
    let v = from;
    let child = from2;
    while (base[v] !== b) {
      const m = mate[v] ?? -1;
      blossom[base[v] ?? v] = 1;
      blossom[base[m] ?? m] = 1;
      parent[v] = child;
      child = m;
      v = parent[m] ?? -1;
    }
  };

  for (let head = 0; head < queue.length; head++) {
    const v = queue[head] ?? -1;
    for (const u of adjacent[v] ?? []) {
      if (base[v] === base[u] || mate[v] === u) continue;
      const mateOfU = mate[u] ?? -1;
      if (u === root || (mateOfU !== -1 && parent[mateOfU] !== -1)) {
        // An odd cycle: contract the blossom into its base and keep searching from its vertices.
        const b = commonBase(v, u);
        blossom.fill(0);
        markPath(v, b, u);
        markPath(u, b, v);
        for (let i = 0; i < n; i++) {
          if (!blossom[base[i] ?? i]) continue;
          base[i] = b;
          if (!used[i]) {
            used[i] = 1;
            queue.push(i);
          }
        }
      } else if (parent[u] === -1) {
        parent[u] = v;
        if (mateOfU === -1) {
          // Flip the path root … v, u.
          for (let x = u; x !== -1;) {
            const pv = parent[x] ?? -1;
            const next = mate[pv] ?? -1;
            mate[x] = pv;
            mate[pv] = x;
            x = next;
          }
          return true;
        }
        used[mateOfU] = 1;
        queue.push(mateOfU);
      }
    }
  }
  return false;
}

/**
 * A maximum matching of the graph on `vertices` (the other vertices of `adjacent` are left out), grown from `start`
 * (a matching among those vertices; none by default). Returns the mates and the number of pairs.
 */
export function maximumMatching(
  adjacent: readonly (readonly number[])[],
  vertices: readonly number[],
  start?: TMates,
): { mate: TMates; size: number } {
  const inGraph = new Uint8Array(adjacent.length);
  for (const v of vertices) inGraph[v] = 1;
  const restricted = adjacent.map((list, v) => (inGraph[v] ? list.filter((u) => inGraph[u]) : []));
  const mate = start ? Int32Array.from(start) : new Int32Array(adjacent.length).fill(-1);
  for (const v of vertices) if (mate[v] === -1) augmentFrom(v, restricted, mate);
  let size = 0;
  for (const v of vertices) if ((mate[v] ?? -1) > v) size++;
  return { mate, size };
}
