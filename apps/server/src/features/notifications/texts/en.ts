/** The notifications in English: the sentences the server always wrote (also the `text` column of every row). */
import { ACHIEVEMENT_NAMES, GAME_TYPE_LABELS } from '@caps/domain';
import { signedChange, type TNotificationCatalogue, type TPointsMove, type TSide } from '../notification-messages.ts';

const side = (s: TSide) => (s.kind === 'team' ? (s.name === null ? 'the other team' : `team ${s.name}`) : (s.name ?? 'your opponent'));

const movesText = (moves: TPointsMove[]) => moves.map((m) => `your ${GAME_TYPE_LABELS[m.gameType]} points changed by ${signedChange(m.change)}`).join(', ');

export const en: TNotificationCatalogue = {
  waiting: ({ other }) => `Your game with ${side(other)} is waiting to be accepted.`,
  toAccept: ({ other }) => `You have a game with ${side(other)} to accept.`,
  accepted: ({ other, automatically }) => `Game with ${side(other)} was accepted${automatically ? ' automatically' : ''}.`,
  rejected: ({ other }) => `Game with ${side(other)} was rejected.`,
  withdrawn: ({ poster }) => `${poster ?? 'The poster'} withdrew this game: there is nothing to accept.`,
  changedByAdmin: ({ other, change, reason, moves }) => `Your game with ${side(other)} was ${change} by an admin: ${reason}${moves.length ? ` (${movesText(moves)})` : ''}`,
  pointsChanged: ({ change, moves }) => `A game was ${change}: ${movesText(moves)}.`,
  disputeOpened: ({ reporter, gameType, reason }) => `${reporter ?? 'A player'} reported a problem with a ${GAME_TYPE_LABELS[gameType]} game: ${reason}`,
  achievement: ({ achievement }) => ACHIEVEMENT_NAMES[achievement],
  reportToConfirm: ({ reporter, tournament }) => `${reporter ? side(reporter) : 'Your opponent'} reported the result of your match in ${tournament}: confirm it or dispute it.`,
  reportSuperseded: () => "The organiser entered this match's result: there is nothing to confirm.",
  checkInOpen: ({ tournament }) => `Check-in is open for ${tournament}: check in before it starts, or you will be left out.`,
  matchReady: ({ opponent, tournament, table }) => `Your match against ${opponent ? side(opponent) : 'your opponent'} in ${tournament} is ready${table ? ` at table ${table}` : ''}.`,
  resultDisputed: ({ tournament }) => `A reported result in ${tournament} was disputed: enter the result.`,
  tournamentMatch: ({ tournament }) => `Your match in ${tournament} can be played now`,
};
