/** Enums of SPEC.md §3, serialized by constant name. */
import { z } from 'zod';

export const GAME_TYPES = ['SINGLES', 'EASY_CAPS', 'DOUBLES', 'UNRANKED'] as const;
export const ZGameType = z.enum(GAME_TYPES);
export type TGameType = z.infer<typeof ZGameType>;

/** Game types played one against one. */
export const SOLO_GAME_TYPES = ['SINGLES', 'EASY_CAPS', 'UNRANKED'] as const;
export const ZSoloGameType = z.enum(SOLO_GAME_TYPES);
export type TSoloGameType = z.infer<typeof ZSoloGameType>;

/** URL path segment of each game type (`/api/{path}`, `/{path}/{gameId}`). */
export const GAME_TYPE_PATHS = {
  SINGLES: 'singles',
  EASY_CAPS: 'easy',
  DOUBLES: 'doubles',
  UNRANKED: 'unranked',
} as const satisfies Record<TGameType, string>;
export type TGamePath = (typeof GAME_TYPE_PATHS)[TGameType];

export const GAME_TYPE_LABELS: Record<TGameType, string> = {
  SINGLES: 'Singles',
  EASY_CAPS: 'Easy Caps',
  DOUBLES: 'Doubles',
  UNRANKED: 'Unranked',
};

/** Finds the game type of a path segment, or undefined. */
export function gameTypeOfPath(path: string): TGameType | undefined {
  return GAME_TYPES.find((t) => GAME_TYPE_PATHS[t] === path);
}

export const ZGameMode = z.enum(['SUDDEN_DEATH', 'OVERTIME']);
export type TGameMode = z.infer<typeof ZGameMode>;

export const GAME_MODE_LABELS: Record<TGameMode, string> = {
  SUDDEN_DEATH: 'Sudden Death',
  OVERTIME: 'Overtime',
};

export const GAME_EVENT_KINDS = [
  'START',
  'SINK',
  'POINT',
  'REBUTTAL',
  'ROCK_PAPER_SCISSORS',
  'END',
  'BEER_DOWNED',
  'BEER_SPILLED',
  'OUT_OF_TURN',
] as const;
export const ZGameEventKind = z.enum(GAME_EVENT_KINDS);
export type TGameEventKind = z.infer<typeof ZGameEventKind>;

export const ZRole = z.enum(['USER', 'ADMIN']);
export type TRole = z.infer<typeof ZRole>;

export const ZNotificationType = z.enum(['ACCEPT_REQUEST', 'GAME_ACCEPTED', 'GAME_REJECTED', 'ACHIEVEMENT_UNLOCKED']);
export type TNotificationType = z.infer<typeof ZNotificationType>;

export const NOTIFICATION_LABELS: Record<TNotificationType, string> = {
  ACCEPT_REQUEST: 'Accept game',
  GAME_ACCEPTED: 'Game accepted',
  GAME_REJECTED: 'Game rejected',
  ACHIEVEMENT_UNLOCKED: 'Achievement unlocked!',
};

export const ACHIEVEMENTS = [
  'PLACE_IN_EASY',
  'PLACE_IN_SINGLES',
  'PLAY_FIRST_GAME',
  'FIRST_WIN',
  'FIRST_NAKED_LAP',
  'REBUTTALS_IN_A_ROW_5',
  'REBUTTALS_IN_A_ROW_7',
  'REBUTTALS_IN_A_ROW_10',
  'REBUTTALS_IN_A_ROW_12',
  'REBUTTALS_IN_A_ROW_15',
  'REBUT_ON_LAST_CHANCE',
] as const;
export const ZAchievement = z.enum(ACHIEVEMENTS);
export type TAchievement = z.infer<typeof ZAchievement>;

/** Display names; also the text of the ACHIEVEMENT_UNLOCKED notification. */
export const ACHIEVEMENT_NAMES: Record<TAchievement, string> = {
  PLACE_IN_EASY: 'Get placement in easy caps!',
  PLACE_IN_SINGLES: 'Get placement in singles!',
  PLAY_FIRST_GAME: 'Play first game!',
  FIRST_WIN: 'Win first game!',
  FIRST_NAKED_LAP: 'First naked lap!',
  REBUTTALS_IN_A_ROW_5: '5 rebuttals in a row!',
  REBUTTALS_IN_A_ROW_7: '7 rebuttals in a row!',
  REBUTTALS_IN_A_ROW_10: '10 rebuttals in a row!',
  REBUTTALS_IN_A_ROW_12: '12 rebuttals in a row!',
  REBUTTALS_IN_A_ROW_15: '15 rebuttals in a row!',
  REBUT_ON_LAST_CHANCE: 'Rebut on your last chance!',
};

export const ZAcceptanceRequestType = z.enum(['PASSIVE', 'SINGLE', 'EASY', 'UNRANKED', 'MULTIPlE']);
export type TAcceptanceRequestType = z.infer<typeof ZAcceptanceRequestType>;

export const ZGameStatus = z.enum(['PENDING', 'ACCEPTED', 'REJECTED']);
export type TGameStatus = z.infer<typeof ZGameStatus>;

export const ZTournamentType = z.enum(['SINGLE_ELIMINATION', 'DOUBLE_ELIMINATION', 'ROUND_ROBIN']);
export type TTournamentType = z.infer<typeof ZTournamentType>;

export const ZSeedType = z.enum(['RANDOM', 'ELO', 'PICKED', 'ROUND_ROBIN_CIRCLE']);
export type TSeedType = z.infer<typeof ZSeedType>;

export const ZSearchType = z.enum(['all', 'player', 'team']);
export type TSearchType = z.infer<typeof ZSearchType>;
