/**
 * Notifications and pushes in the reader's language. A notification stores its message (`notification-messages.ts`:
 * a key and its parameters) and is worded from it here, by the shared words' sentences (`NOTICES`) when it is listed or pushed, so an old notification follows a
 * later change of language too; the English sentence is also stored as `text` (earlier clients read it), and a row
 * with no message (a sentence of no shape the backfill of migration 0016 knew) shows that text. Server-side only.
 */
import {
  languageOf,
  NOTIFICATION_TITLES,
  NOTIFICATION_TYPES,
  type TNotificationTitle,
  type TNotificationType,
} from '@caps/domain';
import type { TMessageOf, TNotices, TNotificationKey, TNotificationMessage } from '@caps/domain/i18n/notices';
import { NOTICES, wordIn, type TPushKind } from '@caps/domain/i18n/word-text';

/** What a push can be about: a notification's title (`notificationTitle`), or a tournament match that became playable. */
const PUSH_KINDS: ReadonlySet<string> = new Set<TPushKind>([...NOTIFICATION_TITLES, 'TOURNAMENT_MATCH']);
const isPushKind = (kind: string): kind is TPushKind => PUSH_KINDS.has(kind);
const isNotificationType = (kind: string): kind is TNotificationType =>
  (NOTIFICATION_TYPES as readonly string[]).includes(kind);

function worded<K extends TNotificationKey>(catalogue: TNotices, message: TMessageOf<K>): string {
  return catalogue[message.key](message.params);
}

/** A message in `language` (English when none is chosen). */
export function messageIn(message: TNotificationMessage, language: string | null | undefined): string {
  return worded(NOTICES[languageOf(language)], message);
}

/**
 * A stored notification (or queued push) in `language`: worded from its message, or its stored text when it has no
 * message or one of a key this server does not know.
 */
export function notificationText(
  row: { text: string; message: TNotificationMessage | null },
  language: string | null | undefined,
): string {
  return row.message && row.message.key in NOTICES.en ? messageIn(row.message, language) : row.text;
}

/** Which title a stored notification shows: its type's, or the closer one its message gives (a void, a dismissed report). */
export function notificationTitle(row: {
  type: TNotificationType;
  message: TNotificationMessage | null;
}): TNotificationTitle {
  const message = row.message;
  if (!message) return row.type;
  if ((message.key === 'changedByAdmin' || message.key === 'pointsChanged') && message.params.change === 'voided')
    return 'GAME_VOIDED';
  return message.key === 'disputeDismissed' ? 'DISPUTE_DISMISSED' : row.type;
}

/**
 * A push's title in `language`: the label of the notification's type, or of its title (`notificationTitle`: a void,
 * a dismissed report), or the tournament match's.
 */
export function pushTitle(kind: string, language: string | null | undefined): string {
  return isPushKind(kind) ? wordIn(languageOf(language), `notification.${kind}`) : 'Caps League';
}

/** A queued push's title in `language`: the title its notification shows (a void is "Game voided"), or its kind's. */
export function queuedPushTitle(
  push: { kind: string; message: TNotificationMessage | null },
  language: string | null | undefined,
): string {
  const title = isNotificationType(push.kind)
    ? notificationTitle({ type: push.kind, message: push.message })
    : push.kind;
  return pushTitle(title, language);
}
