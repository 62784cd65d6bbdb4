/**
 * The Polish words of the domain's codes (as a Polish caps player says them), with the same keys and placeholders as
 * English (`en.ts`): the web loads them in the Polish chunk. Then the notifications' sentences (`notices`, the
 * server's only), as the league speaks (gra, singiel, debel, dobitka).
 */
import {
  achievementNotice,
  seasonNameIn,
  signedChange,
  type TNotices,
  type TPointsMove,
  type TSide,
} from '../notices.ts';
import type { TGameType } from '../../game-types.ts';
import type { TWords } from '../word-keys.ts';

const words = {
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
  'season.generatedName': 'Sezon {number}',

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

  'stats.points': 'Punkty',
  'stats.gamesPlayed': 'Rozegrane gry',
  'stats.winLossRatio': 'Bilans wygranych',
  'stats.gamesWon': 'Wygrane',
  'stats.gamesLost': 'Przegrane',
  'stats.avgRebuttals': 'Średnio dobitek',
  'stats.totalRebuttals': 'Dobitki łącznie',
  'stats.beersDowned': 'Wypite piwa',
  'stats.nakedLaps': 'Rundki na golasa',
  'stats.totalPointsMade': 'Punkty zdobyte',
  'stats.totalPointsLost': 'Punkty stracone',
  'stats.totalSinksMade': 'Zbicia zdobyte',
  'stats.totalSinksLost': 'Zbicia stracone',
  'stats.pointsMadeLostRatio': 'Punkty zdobyte do straconych',
  'stats.sinksMadeLostRatio': 'Zbicia zdobyte do straconych',

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
export default words;

/** "your singles points": the type after "w" (locative). */
const POINTS_OF_TYPE: Record<TGameType, string> = {
  SINGLES: 'w singlu',
  EASY_CAPS: 'w easy caps',
  DOUBLES: 'w deblu',
  UNRANKED: 'w grach nierankingowych',
};
/** "a problem with a singles game": the game of a type (instrumental). */
const GAME_OF_TYPE: Record<TGameType, string> = {
  SINGLES: 'grą singlową',
  EASY_CAPS: 'grą w easy caps',
  DOUBLES: 'grą deblową',
  UNRANKED: 'grą nierankingową',
};

// "Unieważniona", as the game's page says of a void.
const CHANGE = { voided: 'unieważniona', corrected: 'poprawiona' } as const;

/** The other side after "z" (with): "drużyną X" or "graczem X". */
const withSide = (s: TSide) =>
  s.kind === 'team'
    ? s.name === null
      ? 'drużyną rywali'
      : `drużyną ${s.name}`
    : s.name === null
      ? 'rywalem'
      : `graczem ${s.name}`;

/** Point moves with a decimal comma. */
const movesText = (moves: TPointsMove[]) =>
  moves
    .map((m) => `twoje punkty ${POINTS_OF_TYPE[m.gameType]} zmieniły się o ${signedChange(m.change).replace('.', ',')}`)
    .join(', ');

/** Who reported a tournament result, with the verb. */
const reported = (s: TSide | null) =>
  s === null || s.name === null
    ? s?.kind === 'team'
      ? 'Drużyna rywali zgłosiła'
      : 'Rywal zgłosił'
    : s.kind === 'team'
      ? `Drużyna ${s.name} zgłosiła`
      : `${s.name} zgłosił(a)`;

export const notices: TNotices = {
  waiting: ({ other }) => `Twoja gra z ${withSide(other)} czeka na akceptację.`,
  toAccept: ({ other }) => `Masz do akceptacji grę z ${withSide(other)}.`,
  accepted: ({ other, automatically }) =>
    `Gra z ${withSide(other)} została${automatically ? ' automatycznie' : ''} zaakceptowana.`,
  rejected: ({ other }) => `Gra z ${withSide(other)} została odrzucona.`,
  withdrawn: ({ poster }) => `${poster ?? 'Gracz, który ją dodał,'} wycofał(a) tę grę: nie ma czego akceptować.`,
  changedByAdmin: ({ other, change, reason, moves }) =>
    `Twoja gra z ${withSide(other)} została ${CHANGE[change]} przez admina: ${reason}${moves.length ? ` (${movesText(moves)})` : ''}`,
  pointsChanged: ({ change, moves }) => `Gra została ${CHANGE[change]}: ${movesText(moves)}.`,
  disputeOpened: ({ reporter, gameType, reason }) =>
    `${reporter ?? 'Gracz'} zgłosił(a) problem z ${GAME_OF_TYPE[gameType]}: ${reason}`,
  disputeAgainst: ({ reporter, gameType, reason }) =>
    `${reporter ?? 'Gracz'} zgłosił(a) adminom problem z Twoją ${GAME_OF_TYPE[gameType]}: ${reason}`,
  disputeDismissed: ({ reporter, own, gameType, note }) =>
    `Admin odrzucił ${own ? 'Twoje zgłoszenie' : `zgłoszenie gracza ${reporter ?? 'z tej gry'}`} problemu z ${own ? '' : 'Twoją '}${GAME_OF_TYPE[gameType]}; gra pozostaje bez zmian: ${note}`,
  // The generated season name in Polish ("Sezon 2"), an admin's as typed.
  achievement: ({ achievement, season }) =>
    achievementNotice(words, achievement, season === undefined ? undefined : seasonNameIn(words, season)),
  reportToConfirm: ({ reporter, tournament }) =>
    `${reported(reporter)} wynik Twojego meczu w turnieju ${tournament}: potwierdź go albo zakwestionuj.`,
  reportSuperseded: () => 'Organizator wpisał wynik tego meczu: nie ma czego potwierdzać.',
  checkInOpen: ({ tournament }) =>
    `Trwa potwierdzanie obecności w turnieju ${tournament}: potwierdź ją przed startem, inaczej nie zagrasz.`,
  matchReady: ({ opponent, tournament, table }) =>
    `Twój mecz z ${opponent ? withSide(opponent) : 'rywalem'} w turnieju ${tournament} jest gotowy${table ? ` przy stole ${table}` : ''}.`,
  resultDisputed: ({ tournament }) => `Zgłoszony wynik w turnieju ${tournament} został zakwestionowany: wpisz wynik.`,
  tournamentMatch: ({ tournament }) => `Twój mecz w turnieju ${tournament} można już rozegrać`,
};
