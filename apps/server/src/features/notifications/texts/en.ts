/** The notifications in English: the sentences the server always wrote (also the `text` column of every row). */
import type { TGameType } from '@caps/domain';
import { wordIn } from '@caps/domain/i18n/word-text';
import {
  achievementText,
  signedChange,
  type TNotificationCatalogue,
  type TPointsMove,
  type TSide,
} from '../notification-messages.ts';

/** A game type's name ('Easy Caps'), from the shared words. */
const typeName = (gameType: TGameType) => wordIn('en', `gameType.${gameType}`);

const side = (s: TSide) =>
  s.kind === 'team' ? (s.name === null ? 'the other team' : `team ${s.name}`) : (s.name ?? 'your opponent');

const movesText = (moves: TPointsMove[]) =>
  moves.map((m) => `your ${typeName(m.gameType)} points changed by ${signedChange(m.change)}`).join(', ');

export const en: TNotificationCatalogue = {
  waiting: ({ other }) => `Your game with ${side(other)} is waiting to be accepted.`,
  toAccept: ({ other }) => `You have a game with ${side(other)} to accept.`,
  accepted: ({ other, automatically }) =>
    `Game with ${side(other)} was accepted${automatically ? ' automatically' : ''}.`,
  rejected: ({ other }) => `Game with ${side(other)} was rejected.`,
  withdrawn: ({ poster }) => `${poster ?? 'The poster'} withdrew this game: there is nothing to accept.`,
  changedByAdmin: ({ other, change, reason, moves }) =>
    `Your game with ${side(other)} was ${change} by an admin: ${reason}${moves.length ? ` (${movesText(moves)})` : ''}`,
  pointsChanged: ({ change, moves }) => `A game was ${change}: ${movesText(moves)}.`,
  disputeOpened: ({ reporter, gameType, reason }) =>
    `${reporter ?? 'A player'} reported a problem with a ${typeName(gameType)} game: ${reason}`,
  disputeAgainst: ({ reporter, gameType, reason }) =>
    `${reporter ?? 'A player'} reported a problem with your ${typeName(gameType)} game to the admins: ${reason}`,
  disputeDismissed: ({ reporter, own, gameType, note }) =>
    `An admin dismissed ${own ? 'your' : `${reporter ?? 'a player'}'s`} report of a problem with ${own ? 'a' : 'your'} ${typeName(gameType)} game; the game stays as it was: ${note}`,
  achievement: ({ achievement, season }) => achievementText('en', achievement, season),
  reportToConfirm: ({ reporter, tournament }) =>
    `${reporter ? side(reporter) : 'Your opponent'} reported the result of your match in ${tournament}: confirm it or dispute it.`,
  reportSuperseded: () => "The organiser entered this match's result: there is nothing to confirm.",
  checkInOpen: ({ tournament }) =>
    `Check-in is open for ${tournament}: check in before it starts, or you will be left out.`,
  matchReady: ({ opponent, tournament, table }) =>
    `Your match against ${opponent ? side(opponent) : 'your opponent'} in ${tournament} is ready${table ? ` at table ${table}` : ''}.`,
  resultDisputed: ({ tournament }) => `A reported result in ${tournament} was disputed: enter the result.`,
  tournamentMatch: ({ tournament }) => `Your match in ${tournament} can be played now`,
};
