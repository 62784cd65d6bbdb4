/**
 * The English words of the domain's codes, shared by the server (notifications, pushes, emails, refusals) and the web
 * (merged into its catalogue): `{name}` placeholders only, so the web loads them in its language's chunk. Then the
 * notifications' sentences (`notices`, the server's only: the web takes the default export alone, so its chunk leaves
 * them out), the ones the server always wrote (also the `text` column of every row).
 */
import { achievementNotice, signedChange, type TNotices, type TPointsMove, type TSide } from '../notices.ts';
import type { TWords } from '../word-keys.ts';

const words = {
  'gameType.SINGLES': 'Singles',
  'gameType.EASY_CAPS': 'Easy Caps',
  'gameType.DOUBLES': 'Doubles',
  'gameType.UNRANKED': 'Unranked',

  // Achievements: the profile's names and the text of the ACHIEVEMENT_UNLOCKED notification.
  'achievement.PLACE_IN_EASY': 'Get placement in easy caps!',
  'achievement.PLACE_IN_SINGLES': 'Get placement in singles!',
  'achievement.PLAY_FIRST_GAME': 'Play first game!',
  'achievement.FIRST_WIN': 'Win first game!',
  'achievement.FIRST_NAKED_LAP': 'First naked lap!',
  'achievement.REBUTTALS_IN_A_ROW_5': '5 rebuttals in a row!',
  'achievement.REBUTTALS_IN_A_ROW_7': '7 rebuttals in a row!',
  'achievement.REBUTTALS_IN_A_ROW_10': '10 rebuttals in a row!',
  'achievement.REBUTTALS_IN_A_ROW_12': '12 rebuttals in a row!',
  'achievement.REBUTTALS_IN_A_ROW_15': '15 rebuttals in a row!',
  'achievement.REBUT_ON_LAST_CHANCE': 'Rebut on your last chance!',
  'achievement.SEASON_CHAMPION': 'Season champion!',
  'achievement.SEASON_PODIUM': 'Season podium!',
  // A season award's notification names its season.
  'seasonAward.SEASON_CHAMPION': 'Season champion: {season}!',
  'seasonAward.SEASON_PODIUM': 'Season podium: {season}!',
  // The name the server gives a season ("Season 2"), in the reader's language.
  'season.generatedName': 'Season {number}',

  // Notification titles: the bell's and the pushes'.
  'notification.ACCEPT_REQUEST': 'Accept game',
  'notification.GAME_ACCEPTED': 'Game accepted',
  'notification.GAME_REJECTED': 'Game rejected',
  'notification.ACHIEVEMENT_UNLOCKED': 'Achievement unlocked!',
  'notification.GAME_CORRECTED': 'Game corrected',
  'notification.GAME_VOIDED': 'Game voided',
  'notification.DISPUTE_OPENED': 'Problem reported',
  'notification.DISPUTE_DISMISSED': 'Report dismissed',
  'notification.GAME_WITHDRAWN': 'Game withdrawn',
  'notification.TOURNAMENT_CHECK_IN': 'Check-in is open',
  'notification.TOURNAMENT_MATCH_READY': 'Your match is ready',
  'notification.TOURNAMENT_RESULT_DISPUTED': 'Result disputed',
  'notification.TOURNAMENT_MATCH': 'Tournament match ready',

  // Statistics: the profile's labels and the leaderboard's columns (packages/domain/src/stat-fields.ts).
  'stats.points': 'Points',
  'stats.gamesPlayed': 'Games played',
  'stats.winLossRatio': 'Win/loss ratio',
  'stats.gamesWon': 'Games won',
  'stats.gamesLost': 'Games lost',
  'stats.avgRebuttals': 'Average rebuttals',
  'stats.totalRebuttals': 'Total rebuttals',
  'stats.beersDowned': 'Beers downed',
  'stats.nakedLaps': 'Naked laps',
  'stats.totalPointsMade': 'Points made',
  'stats.totalPointsLost': 'Points lost',
  'stats.totalSinksMade': 'Sinks made',
  'stats.totalSinksLost': 'Sinks lost',
  'stats.pointsMadeLostRatio': 'Points made to lost',
  'stats.sinksMadeLostRatio': 'Sinks made to lost',

  // Tournament formats, each with one line that says how it plays, and their settings (a refusal names the setting too).
  'format.SINGLE_ELIMINATION': 'Single elimination',
  'format.DOUBLE_ELIMINATION': 'Double elimination',
  'format.ROUND_ROBIN': 'Round robin',
  'format.SWISS': 'Swiss',
  'format.GROUPS_PLAYOFFS': 'Groups and playoffs',
  'format.SINGLE_ELIMINATION.about': 'One loss and you are out; the last one standing wins.',
  'format.DOUBLE_ELIMINATION.about': 'A first loss drops you to the lower bracket; a second one ends your run.',
  'format.ROUND_ROBIN.about': 'Everyone plays everyone once; the most wins take the title.',
  'format.SWISS.about':
    'Every round pairs players on the same record, never twice the same pair; the best record wins.',
  'format.GROUPS_PLAYOFFS.about': 'Round robin groups first; the best of each group go on to a knockout bracket.',
  'setting.grandFinalReset': 'Grand final reset',
  'setting.groupSize': 'Group size',
  'setting.groupAdvance': 'Advance per group',
  'setting.swissRounds': 'Rounds',
} as const satisfies TWords;
export default words;

const side = (s: TSide) =>
  s.kind === 'team' ? (s.name === null ? 'the other team' : `team ${s.name}`) : (s.name ?? 'your opponent');

const movesText = (moves: TPointsMove[]) =>
  moves.map((m) => `your ${words[`gameType.${m.gameType}`]} points changed by ${signedChange(m.change)}`).join(', ');

export const notices: TNotices = {
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
    `${reporter ?? 'A player'} reported a problem with a ${words[`gameType.${gameType}`]} game: ${reason}`,
  disputeAgainst: ({ reporter, gameType, reason }) =>
    `${reporter ?? 'A player'} reported a problem with your ${words[`gameType.${gameType}`]} game to the admins: ${reason}`,
  disputeDismissed: ({ reporter, own, gameType, note }) =>
    `An admin dismissed ${own ? 'your' : `${reporter ?? 'a player'}'s`} report of a problem with ${own ? 'a' : 'your'} ${words[`gameType.${gameType}`]} game; the game stays as it was: ${note}`,
  // The English sentence names the season as it is stored.
  achievement: ({ achievement, season }) => achievementNotice(words, achievement, season),
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
