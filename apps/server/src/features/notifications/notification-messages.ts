/**
 * What a notification says, as data: a message key and its parameters, stored with the row (`notifications.message`)
 * and worded in the reader's language when it is listed or pushed (`texts/`). Writers build them with
 * `notificationMessage`, so a key and its parameters are checked together.
 */
import type { TAchievement, TGameType, TLanguage } from '@caps/domain';
import { wordIn } from '@caps/domain/i18n/word-text';

/**
 * The other side of a game or match as a player knows it: a player's name, or a team's; a null name is one nobody knows
 * any more (a deleted account or team), worded as "your opponent" or "the other team" in the reader's language.
 */
export type TSide = { kind: 'player' | 'team'; name: string | null };

/** How far a player's points of one game type moved (as shown: rounded to two decimals, never 0). */
export type TPointsMove = { gameType: TGameType; change: number };

type TChange = 'voided' | 'corrected';

/** The parameters of each message. A null name is one nobody knows any more (a deleted account). */
export interface TNotificationParams {
  /** To the poster's side of a doubles game. */
  waiting: { other: TSide };
  toAccept: { other: TSide };
  accepted: { other: TSide; automatically: boolean };
  rejected: { other: TSide };
  /** A pending game its poster withdrew. */
  withdrawn: { poster: string | null };
  /** To a player of a voided or corrected game; `moves` when their points moved with it. */
  changedByAdmin: { other: TSide; change: TChange; reason: string; moves: TPointsMove[] };
  /** To every other player whose points moved with it. */
  pointsChanged: { change: TChange; moves: TPointsMove[] };
  /** To every admin when a player reports a problem with an accepted game. */
  disputeOpened: { reporter: string | null; gameType: TGameType; reason: string };
  /** To the players of the other side of a disputed game. */
  disputeAgainst: { reporter: string | null; gameType: TGameType; reason: string };
  /** To the players of a game whose dispute an admin closed without changing the game; `own`: to its reporter. */
  disputeDismissed: { reporter: string | null; own: boolean; gameType: TGameType; note: string };
  /** `season`: the name of the season whose final table gave a season award (none on other achievements, and on rows written before). */
  achievement: { achievement: TAchievement; season?: string };
  /** A tournament result the other side reported (null: a reporter with no name). */
  reportToConfirm: { reporter: TSide | null; tournament: string };
  /** A reported result the organiser entered themselves. */
  reportSuperseded: Record<string, never>;
  checkInOpen: { tournament: string };
  matchReady: { opponent: TSide | null; tournament: string; table: string | null };
  resultDisputed: { tournament: string };
  /** A push only (features/push): a tournament match became playable. */
  tournamentMatch: { tournament: string };
}

export type TNotificationKey = keyof TNotificationParams;

/** One message with its key's parameters. */
export type TMessageOf<K extends TNotificationKey> = { key: K; params: TNotificationParams[K] };

/** Any notification's message, as stored. */
export type TNotificationMessage = { [K in TNotificationKey]: TMessageOf<K> }[TNotificationKey];

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

/** Every message worded in one language (`texts/`): a missing or extra key fails the typecheck. */
export type TNotificationCatalogue = { [K in TNotificationKey]: (params: TNotificationParams[K]) => string };

/** A point move's change as pages show it: "+1.50", "−0.25" (a minus sign, not a hyphen). */
export const signedChange = (change: number) =>
  `${change > 0 ? '+' : change < 0 ? '\u2212' : ''}${Math.abs(change).toFixed(2)}`;

/** An achievement's notification in `language`: its name, or a season award naming its (already worded) season. */
export function achievementText(language: TLanguage, achievement: TAchievement, season?: string): string {
  if (season === undefined) return wordIn(language, `achievement.${achievement}`);
  if (achievement === 'SEASON_CHAMPION' || achievement === 'SEASON_PODIUM')
    return wordIn(language, `seasonAward.${achievement}`, { season });
  return `${wordIn(language, `achievement.${achievement}`)}: ${season}!`;
}
