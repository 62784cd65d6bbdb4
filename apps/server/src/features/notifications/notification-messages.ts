/**
 * What a notification says, as data: a message key and its parameters (their types: the domain's `i18n/notices.ts`),
 * stored with the row (`notifications.message`) and worded in the reader's language when it is listed or pushed (the
 * shared words' `notices`). Writers build them with `notificationMessage`, so a key and its parameters are checked
 * together.
 */
import type { TAchievement } from '@caps/domain';
import type { TMessageOf, TNotificationKey, TNotificationParams, TSide } from '@caps/domain/i18n/notices';

export type {
  TMessageOf,
  TNotificationKey,
  TNotificationMessage,
  TNotificationParams,
  TPointsMove,
  TSide,
} from '@caps/domain/i18n/notices';

/** The message of `key` with its parameters. */
export function notificationMessage<K extends TNotificationKey>(key: K, params: TNotificationParams[K]): TMessageOf<K> {
  return { key, params };
}

/** The message of an unlocked achievement (its display name; a season award names its season). */
export const achievementNote = (achievement: TAchievement, season?: string) =>
  notificationMessage('achievement', season === undefined ? { achievement } : { achievement, season });

/** The other side named as a player, or as a team. */
export const playerSide = (name: string | null): TSide => ({ kind: 'player', name });
export const teamSide = (name: string | null): TSide => ({ kind: 'team', name });
