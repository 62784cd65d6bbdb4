/**
 * The cheapest assignment of rows to columns of a square cost matrix (the Hungarian method with potentials, O(n³)),
 * for placing one tier of playoff qualifiers on its seeds. Costs must be exact numbers (integers below 2^53).
 */

/** `result[row]` is the column assigned to `row`; the sum of their costs is the least possible. */
export function cheapestAssignment(cost: readonly (readonly number[])[]): number[] {
  const n = cost.length;
  // 1-based arrays as the method is usually written: u, v potentials; way: the alternating path; p[col] = row.
  const u = new Array<number>(n + 1).fill(0);
  const v = new Array<number>(n + 1).fill(0);
  const p = new Array<number>(n + 1).fill(0);
  const way = new Array<number>(n + 1).fill(0);
  const at = (row: number, col: number) => cost[row - 1]?.[col - 1] ?? Infinity;
  for (let row = 1; row <= n; row++) {
    p[0] = row;
    let col0 = 0;
    const minv = new Array<number>(n + 1).fill(Infinity);
    const used = new Array<boolean>(n + 1).fill(false);
    do {
      used[col0] = true;
      const row0 = p[col0] ?? 0;
      let delta = Infinity;
      let col1 = 0;
      for (let col = 1; col <= n; col++) {
        if (used[col]) continue;
        const reduced = at(row0, col) - (u[row0] ?? 0) - (v[col] ?? 0);
        if (reduced < (minv[col] ?? Infinity)) {
          minv[col] = reduced;
          way[col] = col0;
        }
        if ((minv[col] ?? Infinity) < delta) {
          delta = minv[col] ?? Infinity;
          col1 = col;
        }
      }
      for (let col = 0; col <= n; col++) {
        if (used[col]) {
          const r = p[col] ?? 0;
          u[r] = (u[r] ?? 0) + delta;
          v[col] = (v[col] ?? 0) - delta;
        } else minv[col] = (minv[col] ?? Infinity) - delta;
      }
      col0 = col1;
    } while (p[col0] !== 0);
    do {
      const col1 = way[col0] ?? 0;
      p[col0] = p[col1] ?? 0;
      col0 = col1;
    } while (col0 !== 0);
  }
  const result = new Array<number>(n).fill(-1);
  for (let col = 1; col <= n; col++) {
    const row = p[col] ?? 0;
    if (row > 0) result[row - 1] = col - 1;
  }
  return result;
}
