/**
 * What a change of history reaches (issue 24): voiding or correcting an accepted game changes the stats of its
 * players and teams from that game on, hence the points at stake in their later games, hence their opponents' stats
 * from then on, and so forth. Only those games need replaying, and only those players and teams rewriting; every
 * other game keeps its stored settlement, and everyone else their stats.
 */

/** An accepted game of history as the scope sees it: its place in acceptance order and who played it. */
export interface TScopeGame {
  seq: number;
  players: readonly string[];
  teams: readonly string[];
}

/** A player (`p:<id>`) or a team (`t:<id>`). */
export type TScopeKey = `p:${string}` | `t:${string}`;

export const playerKey = (id: string): TScopeKey => `p:${id}`;
export const teamKey = (id: string): TScopeKey => `t:${id}`;

export interface TReplayScope<G extends TScopeGame = TScopeGame> {
  /**
   * Each player and team the change reaches, with the acceptance number from which its stats must be rebuilt: the
   * changed game's for its own players and teams, otherwise the first later game it played against someone reached.
   */
  joins: Map<TScopeKey, number>;
  /** The games to replay, in acceptance order: those with at least one player or team reached by then. */
  replayed: G[];
}

/**
 * The scope of a change at acceptance number `from`, made to a game played by `changed`: walks the later games
 * (`history`, accepted games from `from` on, in acceptance order, without the voided game itself).
 */
export function replayScope<G extends TScopeGame>(
  history: readonly G[],
  changed: { players: readonly string[]; teams: readonly string[] },
  from: number,
): TReplayScope<G> {
  const joins = new Map<TScopeKey, number>();
  for (const id of changed.players) joins.set(playerKey(id), from);
  for (const id of changed.teams) joins.set(teamKey(id), from);
  const replayed: G[] = [];
  for (const game of history) {
    const keys = [...game.players.map(playerKey), ...game.teams.map(teamKey)];
    if (!keys.some((key) => joins.has(key))) continue;
    // Reached: everyone in it plays against someone whose stats changed, so their own change from here on.
    for (const key of keys) if (!joins.has(key)) joins.set(key, game.seq);
    replayed.push(game);
  }
  return { joins, replayed };
}
