/**
 * What a notification says, as data: a message key and its parameters (stored with the row, `notifications.message`,
 * and worded in the reader's language when it is listed or pushed), and the type of a language's sentences for them.
 * Each language words them beside its other words (`words/<language>.ts`, `notices`), so a language is one file; the
 * server reads them through `word-text.ts` (`NOTICES`). The web never words a notification: it shows the server's text.
 */
import { isSeasonAward, type TAchievement } from '../achievement-conditions.ts';
import type { TGameType } from '../game-types.ts';
import { generatedSeasonNumber } from '../season-names.ts';
import { filled } from './fill.ts';
import type { TWords } from './word-keys.ts';

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

/** Every message worded in one language (`words/<language>.ts`): a missing or extra key fails the typecheck. */
export type TNotices = { [K in TNotificationKey]: (params: TNotificationParams[K]) => string };

/** A point move's change as pages show it: "+1.50", "−0.25" (a minus sign, not a hyphen). */
export const signedChange = (change: number) =>
  `${change > 0 ? '+' : change < 0 ? '\u2212' : ''}${Math.abs(change).toFixed(2)}`;

/** A season's name in a language's `words`: the generated "Season 2" in their words ("Sezon 2"), an admin's as typed. */
export function seasonNameIn(words: TWords, name: string): string {
  const number = generatedSeasonNumber(name);
  return number === null ? name : filled(words['season.generatedName'], { number });
}

/** An achievement's notification in a language's `words`: its name, or a season award naming its (worded) season. */
export function achievementNotice(words: TWords, achievement: TAchievement, season?: string): string {
  if (season === undefined) return words[`achievement.${achievement}`];
  if (isSeasonAward(achievement)) return filled(words[`seasonAward.${achievement}`], { season });
  return `${words[`achievement.${achievement}`]}: ${season}!`;
}
