/**
 * Notifications and pushes in the reader's language. A notification stores its message (`notification-messages.ts`:
 * a key and its parameters) and is worded from it here when it is listed or pushed, so an old notification follows a
 * later change of language too; the English sentence is also stored as `text` (earlier clients read it), and a row
 * with no message (a sentence of no shape the backfill of migration 0016 knew) shows that text. Server-side only.
 */
import { languageOf, NOTIFICATION_LABELS, type TLanguage, type TNotificationTitle, type TNotificationType } from '@caps/domain';
import type { TMessageOf, TNotificationCatalogue, TNotificationKey, TNotificationMessage } from './notification-messages.ts';
import { en } from './texts/en.ts';
import { pl } from './texts/pl.ts';

/** What a push is about: a notification's type or title (`notificationTitle`), or a tournament match that became playable. */
type TPushKind = TNotificationTitle | 'TOURNAMENT_MATCH';

/** The English titles that are not a type's label. */
const TITLES_EN: Partial<Record<TPushKind, string>> = { TOURNAMENT_MATCH: 'Tournament match ready', GAME_VOIDED: 'Game voided', DISPUTE_DISMISSED: 'Report dismissed' };

const TITLES_PL: Record<TPushKind, string> = {
  ACCEPT_REQUEST: 'Gra do akceptacji',
  GAME_ACCEPTED: 'Gra zaakceptowana',
  GAME_REJECTED: 'Gra odrzucona',
  ACHIEVEMENT_UNLOCKED: 'Nowe osiągnięcie!',
  GAME_CORRECTED: 'Gra poprawiona',
  GAME_VOIDED: 'Gra unieważniona',
  DISPUTE_OPENED: 'Zgłoszony problem',
  DISPUTE_DISMISSED: 'Zgłoszenie odrzucone',
  GAME_WITHDRAWN: 'Gra wycofana',
  TOURNAMENT_MATCH: 'Mecz turniejowy gotowy',
  TOURNAMENT_CHECK_IN: 'Potwierdź obecność w turnieju',
  TOURNAMENT_MATCH_READY: 'Twój mecz jest gotowy',
  TOURNAMENT_RESULT_DISPUTED: 'Sporny wynik meczu',
};

const CATALOGUES: Record<TLanguage, TNotificationCatalogue> = { en, pl };

function worded<K extends TNotificationKey>(catalogue: TNotificationCatalogue, message: TMessageOf<K>): string {
  return catalogue[message.key](message.params);
}

/** A message in `language` (English when none is chosen). */
export function messageIn(message: TNotificationMessage, language: string | null | undefined): string {
  return worded(CATALOGUES[languageOf(language)], message);
}

/**
 * A stored notification (or queued push) in `language`: worded from its message, or its stored text when it has no
 * message or one of a key this server does not know.
 */
export function notificationText(row: { text: string; message: TNotificationMessage | null }, language: string | null | undefined): string {
  return row.message && row.message.key in en ? messageIn(row.message, language) : row.text;
}

/** Which title a stored notification shows: its type's, or the closer one its message gives (a void, a dismissed report). */
export function notificationTitle(row: { type: TNotificationType; message: TNotificationMessage | null }): TNotificationTitle {
  const message = row.message;
  if (!message) return row.type;
  if ((message.key === 'changedByAdmin' || message.key === 'pointsChanged') && message.params.change === 'voided') return 'GAME_VOIDED';
  return message.key === 'disputeDismissed' ? 'DISPUTE_DISMISSED' : row.type;
}

/**
 * A push's title in `language`: the label of the notification's type, or of its title (`notificationTitle`: a void,
 * a dismissed report), or the tournament match's.
 */
export function pushTitle(kind: string, language: string | null | undefined): string {
  const known = kind in TITLES_PL ? (kind as TPushKind) : undefined;
  if (!known) return 'Caps League';
  if (languageOf(language) === 'pl') return TITLES_PL[known];
  return TITLES_EN[known] ?? (known in NOTIFICATION_LABELS ? NOTIFICATION_LABELS[known as TNotificationType] : 'Caps League');
}

/** A queued push's title in `language`: the title its notification shows (a void is "Game voided"), or its kind's. */
export function queuedPushTitle(push: { kind: string; message: TNotificationMessage | null }, language: string | null | undefined): string {
  const title = push.kind in NOTIFICATION_LABELS ? notificationTitle({ type: push.kind as TNotificationType, message: push.message }) : push.kind;
  return pushTitle(title, language);
}
