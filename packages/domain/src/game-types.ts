/**
 * The game types and their URL path segments: the part of the enums (enums.ts re-exports it) that the client's
 * start-up reads, in a module of its own so that the other enums, which only later pages read, stay out of the
 * start-up bundle.
 */

export const GAME_TYPES = ['SINGLES', 'EASY_CAPS', 'DOUBLES', 'UNRANKED'] as const;
export type TGameType = (typeof GAME_TYPES)[number];

/** Game types played one against one. */
export const SOLO_GAME_TYPES = ['SINGLES', 'EASY_CAPS', 'UNRANKED'] as const;
export type TSoloGameType = (typeof SOLO_GAME_TYPES)[number];

/** URL path segment of each game type (`/api/{path}`, `/{path}/{gameId}`). */
export const GAME_TYPE_PATHS = {
  SINGLES: 'singles',
  EASY_CAPS: 'easy',
  DOUBLES: 'doubles',
  UNRANKED: 'unranked',
} as const satisfies Record<TGameType, string>;
export type TGamePath = (typeof GAME_TYPE_PATHS)[TGameType];

/** The game type of each path segment. */
export const GAME_TYPE_OF_PATH = {
  singles: 'SINGLES',
  easy: 'EASY_CAPS',
  doubles: 'DOUBLES',
  unranked: 'UNRANKED',
} as const satisfies {
  [T in TGameType as (typeof GAME_TYPE_PATHS)[T]]: T;
};

/** Finds the game type of a path segment, or undefined. */
export function gameTypeOfPath(path: string): TGameType | undefined {
  return GAME_TYPES.find((t) => GAME_TYPE_PATHS[t] === path);
}
