/** The zod enums of SPEC.md §3, built from the plain tuples of enums.ts. */
import { z } from 'zod';
import {
  ACCEPTANCE_REQUEST_TYPES,
  ACHIEVEMENTS,
  AUDIT_ACTIONS,
  GAME_EVENT_KINDS,
  GAME_MODES,
  GAME_STATUSES,
  GAME_TYPES,
  NOTIFICATION_TITLES,
  NOTIFICATION_TYPES,
  ROLES,
  SEARCH_TYPES,
  SEED_TYPES,
  SOLO_GAME_TYPES,
  TOURNAMENT_TYPES,
} from './enums.ts';
import { codeMessage } from './i18n/coded-message.ts';
import { LANGUAGES } from './i18n/languages.ts';

export const ZGameType = z.enum(GAME_TYPES);
export const ZSoloGameType = z.enum(SOLO_GAME_TYPES);
export const ZGameMode = z.enum(GAME_MODES);
export const ZGameEventKind = z.enum(GAME_EVENT_KINDS);
export const ZRole = z.enum(ROLES);
export const ZNotificationType = z.enum(NOTIFICATION_TYPES);
export const ZNotificationTitle = z.enum(NOTIFICATION_TITLES);
export const ZAchievement = z.enum(ACHIEVEMENTS);
export const ZAcceptanceRequestType = z.enum(ACCEPTANCE_REQUEST_TYPES);
export const ZGameStatus = z.enum(GAME_STATUSES);
export const ZTournamentType = z.enum(TOURNAMENT_TYPES);
export const ZSeedType = z.enum(SEED_TYPES);
export const ZSearchType = z.enum(SEARCH_TYPES);
export const ZAuditAction = z.enum(AUDIT_ACTIONS);
export const ZLanguage = z.enum(LANGUAGES, { error: codeMessage('LANGUAGE_UNKNOWN') });
