/**
 * Enums of SPEC.md §3, serialized by constant name, as plain constants: pages read them without loading zod. The
 * zod enums built from them are in enum-schemas.ts. The game types are in game-types.ts (re-exported here).
 */

import type { TPushPreferenceKey } from './push-texts.ts';

export {
  GAME_TYPES,
  type TGameType,
  SOLO_GAME_TYPES,
  type TSoloGameType,
  GAME_TYPE_PATHS,
  type TGamePath,
  GAME_TYPE_OF_PATH,
  gameTypeOfPath,
} from './game-types.ts';

export const GAME_MODES = ['SUDDEN_DEATH', 'OVERTIME'] as const;
export type TGameMode = (typeof GAME_MODES)[number];

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
export type TGameEventKind = (typeof GAME_EVENT_KINDS)[number];

export const ROLES = ['USER', 'ADMIN'] as const;

/** The news posts the server writes itself, shown in the reader's language (an admin's post has none). */
export const POST_MESSAGE_KEYS = ['welcome'] as const;
export type TPostMessageKey = (typeof POST_MESSAGE_KEYS)[number];
export type TRole = (typeof ROLES)[number];

export const NOTIFICATION_TYPES = [
  'ACCEPT_REQUEST',
  'GAME_ACCEPTED',
  'GAME_REJECTED',
  'ACHIEVEMENT_UNLOCKED',
  'GAME_CORRECTED',
  'DISPUTE_OPENED',
  'GAME_WITHDRAWN',
  'TOURNAMENT_CHECK_IN',
  'TOURNAMENT_MATCH_READY',
  'TOURNAMENT_RESULT_DISPUTED',
] as const;
export type TNotificationType = (typeof NOTIFICATION_TYPES)[number];

/**
 * Which web push setting (Profile → Notification settings) governs each notification kind: the server writes it with
 * every notice, and a device is sent the notice's push only while that setting is on. Total over the kinds, so a new
 * kind does not typecheck until it names one. null: never pushed as a notice (a ready match is announced by the push
 * job itself, once per entry, under `tournamentMatch`).
 */
export const NOTIFICATION_PUSH_PREFERENCE: Readonly<Record<TNotificationType, TPushPreferenceKey | null>> = {
  ACCEPT_REQUEST: 'acceptRequest',
  GAME_ACCEPTED: 'decided',
  GAME_REJECTED: 'decided',
  ACHIEVEMENT_UNLOCKED: 'achievement',
  GAME_CORRECTED: 'corrections',
  DISPUTE_OPENED: 'corrections',
  GAME_WITHDRAWN: 'corrections',
  TOURNAMENT_CHECK_IN: 'tournamentMatch',
  TOURNAMENT_MATCH_READY: null,
  TOURNAMENT_RESULT_DISPUTED: 'tournamentMatch',
};

/**
 * A notification's title: its type's label, or a closer one that its message gives (a void is one of the
 * GAME_CORRECTED kind; a dismissed report one of the DISPUTE_OPENED kind, so the same push setting covers it).
 */
export const NOTIFICATION_TITLES = [...NOTIFICATION_TYPES, 'GAME_VOIDED', 'DISPUTE_DISMISSED'] as const;
export type TNotificationTitle = (typeof NOTIFICATION_TITLES)[number];

/** The achievements: the keys of their one table, each with how it is earned (achievement-conditions.ts). */
export { ACHIEVEMENTS, type TAchievement } from './achievement-conditions.ts';

export const ACCEPTANCE_REQUEST_TYPES = ['PASSIVE', 'SINGLE', 'EASY', 'UNRANKED', 'MULTIPlE'] as const;
export type TAcceptanceRequestType = (typeof ACCEPTANCE_REQUEST_TYPES)[number];

/**
 * A game is posted PENDING, then accepted or rejected by the other side, or withdrawn by its poster; an admin may
 * void an accepted game (it leaves history; its page says why). A corrected game stays ACCEPTED.
 */
export const GAME_STATUSES = ['PENDING', 'ACCEPTED', 'REJECTED', 'WITHDRAWN', 'VOIDED'] as const;
export type TGameStatus = (typeof GAME_STATUSES)[number];

/** What a game's audit trail records, in the order things happened to it. */
export const AUDIT_ACTIONS = [
  'POSTED',
  'ACCEPTED',
  'REJECTED',
  'AUTO_ACCEPTED',
  'WITHDRAWN',
  'DISPUTED',
  'VOIDED',
  'CORRECTED',
  'DISPUTE_CLOSED',
  'DISPUTE_DISMISSED',
] as const;
export type TAuditAction = (typeof AUDIT_ACTIONS)[number];

/** The audit actions whose reason is a player's report to the admins (or an admin's answer to it): shown to the game's players and admins only. */
export const PRIVATE_AUDIT_ACTIONS: readonly TAuditAction[] = ['DISPUTED', 'DISPUTE_CLOSED', 'DISPUTE_DISMISSED'];

export const TOURNAMENT_TYPES = [
  'SINGLE_ELIMINATION',
  'DOUBLE_ELIMINATION',
  'ROUND_ROBIN',
  'SWISS',
  'GROUPS_PLAYOFFS',
] as const;
export type TTournamentType = (typeof TOURNAMENT_TYPES)[number];

export const SEED_TYPES = ['RANDOM', 'ELO', 'PICKED', 'ROUND_ROBIN_CIRCLE'] as const;
export type TSeedType = (typeof SEED_TYPES)[number];

export const SEARCH_TYPES = ['all', 'player', 'team'] as const;
export type TSearchType = (typeof SEARCH_TYPES)[number];
