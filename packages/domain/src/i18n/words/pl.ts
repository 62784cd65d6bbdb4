/**
 * The Polish words of the domain's codes (as a Polish caps player says them), with the same keys and placeholders as
 * English (`en.ts`). Import-free at run time: the web loads it in the Polish chunk.
 */
import type { TWords } from '../word-keys.ts';

export default {
  'gameType.SINGLES': 'Singiel',
  'gameType.EASY_CAPS': 'Easy Caps',
  'gameType.DOUBLES': 'Debel',
  'gameType.UNRANKED': 'Towarzyska',

  'achievement.PLACE_IN_EASY': 'Wejdź do rankingu easy caps!',
  'achievement.PLACE_IN_SINGLES': 'Wejdź do rankingu singla!',
  'achievement.PLAY_FIRST_GAME': 'Zagraj pierwszą grę!',
  'achievement.FIRST_WIN': 'Wygraj pierwszą grę!',
  'achievement.FIRST_NAKED_LAP': 'Pierwsza rundka na golasa!',
  'achievement.REBUTTALS_IN_A_ROW_5': '5 dobitek z rzędu!',
  'achievement.REBUTTALS_IN_A_ROW_7': '7 dobitek z rzędu!',
  'achievement.REBUTTALS_IN_A_ROW_10': '10 dobitek z rzędu!',
  'achievement.REBUTTALS_IN_A_ROW_12': '12 dobitek z rzędu!',
  'achievement.REBUTTALS_IN_A_ROW_15': '15 dobitek z rzędu!',
  'achievement.REBUT_ON_LAST_CHANCE': 'Dobij na ostatniej szansie!',
  'achievement.SEASON_CHAMPION': 'Mistrz sezonu!',
  'achievement.SEASON_PODIUM': 'Podium sezonu!',
  'seasonAward.SEASON_CHAMPION': 'Mistrz sezonu: {season}!',
  'seasonAward.SEASON_PODIUM': 'Podium sezonu: {season}!',

  'notification.ACCEPT_REQUEST': 'Gra do akceptacji',
  'notification.GAME_ACCEPTED': 'Gra zaakceptowana',
  'notification.GAME_REJECTED': 'Gra odrzucona',
  'notification.ACHIEVEMENT_UNLOCKED': 'Nowe osiągnięcie!',
  'notification.GAME_CORRECTED': 'Gra poprawiona',
  'notification.GAME_VOIDED': 'Gra unieważniona',
  'notification.DISPUTE_OPENED': 'Zgłoszono problem',
  'notification.DISPUTE_DISMISSED': 'Zgłoszenie odrzucone',
  'notification.GAME_WITHDRAWN': 'Gra wycofana',
  'notification.TOURNAMENT_CHECK_IN': 'Potwierdź obecność w turnieju',
  'notification.TOURNAMENT_MATCH_READY': 'Twój mecz jest gotowy',
  'notification.TOURNAMENT_RESULT_DISPUTED': 'Sporny wynik meczu',
  'notification.TOURNAMENT_MATCH': 'Mecz turniejowy gotowy',

  'format.SINGLE_ELIMINATION': 'Pojedyncza eliminacja',
  'format.DOUBLE_ELIMINATION': 'Podwójna eliminacja',
  'format.ROUND_ROBIN': 'Każdy z każdym',
  'format.SWISS': 'System szwajcarski',
  'format.GROUPS_PLAYOFFS': 'Grupy i play-off',
  'format.SINGLE_ELIMINATION.about': 'Jedna porażka i odpadasz; wygrywa ostatni, który został.',
  'format.DOUBLE_ELIMINATION.about': 'Pierwsza porażka spycha do dolnej drabinki; druga kończy grę.',
  'format.ROUND_ROBIN.about': 'Każdy gra z każdym raz; tytuł bierze ten z największą liczbą wygranych.',
  'format.SWISS.about':
    'W każdej rundzie grają ze sobą gracze z tym samym bilansem, nigdy dwa razy ta sama para; wygrywa najlepszy bilans.',
  'format.GROUPS_PLAYOFFS.about':
    'Najpierw grupy każdy z każdym; najlepsi z każdej grupy przechodzą do drabinki play-off.',
  'setting.grandFinalReset': 'Dogrywka wielkiego finału',
  'setting.groupSize': 'Wielkość grupy',
  'setting.groupAdvance': 'Awans z grupy',
  'setting.swissRounds': 'Rundy',
} as const satisfies TWords;
