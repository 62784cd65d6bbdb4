/**
 * Pairing one Swiss round (issue 26): competitors ranked best first, each with a number of wins, some pairs already
 * met, some competitors already given a bye.
 *
 * - An odd field gives one bye, to the lowest-ranked competitor without one yet (so never twice to anyone while
 *   rounds < competitors), unless that would force more rematches than another such choice.
 * - Score groups are the competitors on equal wins, best first; an odd group floats its lowest-ranked competitor down
 *   into the next. Inside a group the top half meets the bottom half (1st against the first of the bottom half).
 * - Never a rematch when any pairing without one exists: the greatest number of rematch-free pairs is worked out
 *   first (a maximum matching, not a greedy pass), and every choice below must keep it reachable.
 * - Then, from the best-ranked competitor down, each takes the first opponent in that order of preference (its own
 *   group's bottom half, the rest of its group, then lower groups) that keeps it reachable. So a competitor meets
 *   someone outside its score group only when nobody inside it leaves the others a pairing as free of rematches.
 */
import { maximumMatching, type TMates } from './matching.ts';

export interface TSwissRoundInput {
  /** Competitor ids, best first (the standings). */
  ranked: readonly string[];
  wins: ReadonlyMap<string, number>;
  /** Whether two competitors have already met. */
  haveMet: (a: string, b: string) => boolean;
  /** Competitors who have had a bye. */
  hadBye: ReadonlySet<string>;
}

export interface TSwissRound {
  /** Higher-ranked competitor first. */
  pairs: Array<[string, string]>;
  bye: string | null;
}

/** Score groups of the competitors (indices in rank order), with one float down from each odd group. */
function scoreBrackets(order: readonly number[], winsOf: (i: number) => number): number[][] {
  const groups: number[][] = [];
  for (const i of order) {
    const last = groups.at(-1);
    const first = last?.[0];
    if (last && first !== undefined && winsOf(first) === winsOf(i)) last.push(i);
    else groups.push([i]);
  }
  const brackets: number[][] = [];
  let carried: number[] = [];
  groups.forEach((group, index) => {
    const bracket = [...carried, ...group];
    const floater = bracket.length % 2 === 1 && index < groups.length - 1 ? bracket.pop() : undefined;
    carried = floater === undefined ? [] : [floater];
    if (bracket.length > 0) brackets.push(bracket);
  });
  return brackets;
}

/** Opponents for the first competitor of the first bracket, best first: the top half meets the bottom half. */
function preferences(order: readonly number[], winsOf: (i: number) => number): { player: number; opponents: number[] } {
  const [bracket = []] = scoreBrackets(order, winsOf);
  const [player = -1] = bracket;
  const half = bracket.length / 2;
  const inBracket = [...bracket.slice(half), ...bracket.slice(1, half).reverse()];
  const taken = new Set([player, ...inBracket]);
  return { player, opponents: [...inBracket, ...order.filter((i) => !taken.has(i))] };
}

/** Pairs one round; see the file comment for the rules. */
export function pairSwissRound(input: TSwissRoundInput): TSwissRound {
  const ids = input.ranked;
  const n = ids.length;
  const winsOf = (i: number) => input.wins.get(ids[i] ?? '') ?? 0;
  const free = (i: number, j: number) => !input.haveMet(ids[i] ?? '', ids[j] ?? '');
  const adjacent = ids.map((_, i) => ids.map((__, j) => j).filter((j) => j !== i && free(i, j)));
  let order = ids.map((_, i) => i);

  // The largest rematch-free matching of everyone; every step below keeps its size reachable.
  const best = maximumMatching(adjacent, order);
  const without = (mate: TMates, removed: readonly number[], vertices: readonly number[]) => {
    const next = Int32Array.from(mate);
    for (const v of removed) {
      const partner = next[v] ?? -1;
      if (partner !== -1) next[partner] = -1;
      next[v] = -1;
    }
    return maximumMatching(adjacent, vertices, next);
  };

  let bye: number | null = null;
  let current = best;
  if (n % 2 === 1) {
    // Everyone has had one only when there are more rounds than competitors allow; then anyone may.
    const withoutBye = [...order].reverse().filter((i) => !input.hadBye.has(ids[i] ?? ''));
    const candidates = withoutBye.length > 0 ? withoutBye : [...order].reverse();
    // The lowest-ranked candidate that leaves the most rematch-free pairs (all of them, whenever any can).
    let most = -1;
    for (const candidate of candidates) {
      const size = without(
        best.mate,
        [candidate],
        order.filter((i) => i !== candidate),
      ).size;
      if (size > most) {
        most = size;
        bye = candidate;
      }
      if (size === (n - 1) / 2) break;
    }
    const sitsOut = bye ?? -1;
    order = order.filter((i) => i !== sitsOut);
    current = without(best.mate, [sitsOut], order);
  }

  // How many rematch-free pairs are still to be made.
  let wanted = current.size;
  const pairs: Array<[string, string]> = [];
  while (order.length > 0) {
    const { player, opponents } = preferences(order, winsOf);
    let chosen: { opponent: number; matching: { mate: TMates; size: number } } | null = null;
    for (const opponent of opponents) {
      const rest = order.filter((i) => i !== player && i !== opponent);
      const matching = without(current.mate, [player, opponent], rest);
      if ((free(player, opponent) ? 1 : 0) + matching.size >= wanted) {
        chosen = { opponent, matching };
        break;
      }
    }
    // Some opponent always keeps the count reachable (the maximum matching's own partner does); the last resort only
    // guards the loop.
    const opponent = chosen?.opponent ?? opponents[0] ?? -1;
    if (free(player, opponent)) wanted--;
    pairs.push([ids[player] ?? '', ids[opponent] ?? '']);
    order = order.filter((i) => i !== player && i !== opponent);
    current = chosen?.matching ?? without(current.mate, [player, opponent], order);
  }
  return { pairs, bye: bye === null ? null : (ids[bye] ?? null) };
}
