/**
 * The English words of the domain's codes, shared by the server (notifications, pushes, emails, refusals) and the web
 * (merged into its catalogue). `{name}` placeholders only; import-free at run time, so the web loads it in its
 * language's chunk.
 */
import type { TWords } from '../word-keys.ts';

export default {
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
