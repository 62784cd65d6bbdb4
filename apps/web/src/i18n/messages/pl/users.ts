import type { users as english } from '../en/users.ts';
import type { Translation } from '../../message-types.ts';

export const users = {
  'users.profile.documentTitle': 'Gracz · Caps League',
  'users.profile.notFound': 'Nie ma takiego gracza',
  'users.profile.notFoundHint': 'Ten gracz nie istnieje.',
  'users.profile.failed': 'Nie udało się wczytać profilu',
  'users.profile.statsFailed': 'Nie udało się wczytać statystyk gracza',
  'users.profile.changePicture': 'Jak zmienić zdjęcie profilowe?',
  'users.profile.edit': 'Edytuj profil',
  'users.profile.changePassword': 'Zmień hasło',
  'users.profile.notificationSettings': 'Ustawienia powiadomień',
  'users.profile.lastSeen': 'Ostatnio widziany',
  'users.profile.lastGame': 'Ostatnia gra',
  'users.profile.neverSeen': 'Jeszcze nie był',
  'users.profile.neverPlayed': 'Jeszcze nie grał',
  'users.profile.sections': 'Sekcje profilu',
  'users.tab.stats': 'Przegląd',
  'users.tab.charts': 'Wykresy',
  'users.tab.history': 'Historia',
  'users.tab.achievements': 'Osiągnięcia',
  'users.overview.gameStats': 'Statystyki gier',
  'users.overview.teams': 'Drużyny',
  'users.overview.noTeams': 'Brak drużyn',

  'users.charts.title': 'Wyniki w czasie',
  'users.charts.gameType': 'Rodzaj gry na wykresie',
  'users.charts.doublesNote': 'Wykresy debla sumują gry wszystkich drużyn tego gracza.',
  'users.charts.failed': 'Nie udało się wczytać wykresów',
  'users.charts.empty': 'Nie ma jeszcze gier',
  'users.charts.emptyHint': 'Wykresy zaczną się od pierwszej zaakceptowanej gry: {type}.',
  'users.charts.points': 'Punkty',
  'users.charts.pointsHint': 'Na koniec każdego dnia',
  'users.charts.rebuttals': 'Dobitki',
  'users.charts.rebuttalsHint': 'Średnio na grę',
  'users.charts.now': 'Teraz',
  'users.charts.highLow': '· Najwyżej {high} · Najniżej {low}',
  'users.charts.noData': '{series}: jeszcze brak danych.',
  'users.charts.summary': '{series}: od {from} ({fromDay}) do {to} ({toDay}); najniżej {low}, najwyżej {high}.',
  'users.charts.tooltip': '{series}: {value}',

  'users.history.gameType': 'Rodzaj gry',
  'users.history.allTypes': 'Wszystkie rodzaje gier',
  'users.history.doublesNote': 'Gry deblowe wszystkich drużyn, w których grał ten gracz',
  'users.history.chooseType': 'Wybierz rodzaj gry, żeby wybrać przeciwnika',
  'users.history.opponent': 'Przeciwnik',
  'users.history.opponentHint': 'Tylko gry z tym graczem',
  'users.history.pages': 'Strony historii',
  'users.history.failed': 'Nie udało się wczytać gier',
  'users.history.empty': 'Brak rozegranych gier',
  'users.history.emptyAgainst': 'Jeszcze żadnej gry z {name}.',
  'users.history.emptyHint': 'Tu pojawią się zaakceptowane gry.',

  'users.achievements.title': 'Osiągnięcia',
  'users.achievements.count': 'Zdobyte: {earned} z {total}',
  'users.achievements.notEarned': 'Jeszcze nie zdobyte',
  'users.achievements.earnedLabel': '{name} Zdobyte {date}',
  'users.achievements.notEarnedLabel': '{name} Jeszcze nie zdobyte',
  'users.achievements.howTo.firstGame':
    'Zagraj grę w singla, easy caps albo debla i doczekaj się jej akceptacji (gry towarzyskie nie dają osiągnięć).',
  'users.achievements.howTo.firstWin': 'Wygraj grę w singla, easy caps albo debla.',
  'users.achievements.howTo.nakedLap': 'Skończ grę w singla, easy caps albo debla bez punktu (w deblu: twoja drużyna).',
  'users.achievements.howTo.placement':
    'Rozegraj {games, plural, one {# zaakceptowaną grę} few {# zaakceptowane gry} many {# zaakceptowanych gier} other {# zaakceptowanej gry}} w trybie {gameType}, aby wejść do jego rankingu.',
  'users.achievements.howTo.rebuttalStreak':
    'Zrób {rebuttals, plural, one {# dobitkę} few {# dobitki} many {# dobitek} other {# dobitki}} w jednym nieprzerwanym łańcuchu zbić i dobitek w grze liczonej na żywo.',
  'users.achievements.howTo.lastChance':
    'Dobij, gdy przeciwnik ma {points, plural, one {# punkt} few {# punkty} many {# punktów} other {# punktu}} i brakuje mu jednego do wygranej, w grze liczonej na żywo.',
  'users.achievements.howTo.seasonChampion':
    'Zakończ sezon na pierwszym miejscu rankingu singla, easy caps albo debla, mając w nim co najmniej {games, plural, one {# grę} few {# gry} many {# gier} other {# gry}}.',
  'users.achievements.howTo.seasonPodium':
    'Zakończ sezon na jednym z pierwszych {places} miejsc rankingu singla, easy caps albo debla, mając w nim co najmniej {games, plural, one {# grę} few {# gry} many {# gier} other {# gry}}.',

  'users.avatarHelp.gotIt': 'Jasne',
  'users.avatarHelp.intro':
    'Caps League nie przechowuje zdjęć. Twój awatar pochodzi z Gravatara, darmowej usługi, która łączy zdjęcie z adresem e-mail i pokazuje je na każdej stronie, która o nie zapyta.',
  'users.avatarHelp.step1': 'Wejdź na {site} i załóż konto na ten sam adres e-mail, którego używasz tutaj.',
  'users.avatarHelp.step2': 'Wgraj zdjęcie i wybierz je dla tego adresu.',
  'users.avatarHelp.step3': 'Wróć: nowe zdjęcie pojawi się tu po kilku minutach.',
  'users.avatarHelp.meanwhile':
    'Do tego czasu zobaczysz wygenerowany wzór albo swoje inicjały, gdy usługa jest niedostępna.',

  'users.edit.title': 'Zmień dane konta',
  'users.edit.username': 'Nazwa użytkownika',
  'users.edit.email': 'E-mail',
  'users.edit.password': 'Hasło do potwierdzenia',
  'users.edit.saved': 'Dane zapisane',
  'users.password.old': 'Stare hasło',
  'users.password.new': 'Nowe hasło',
  'users.password.newHint':
    '{min, plural, one {Co najmniej # znak} few {Co najmniej # znaki} many {Co najmniej # znaków} other {Co najmniej # znaku}}',
  'users.password.saved': 'Hasło zapisane',

  'users.search.opponent': 'Wybierz przeciwnika',

  'users.board.label': 'Ranking: {type}',
  'users.board.pages': 'Strony rankingu',
  'users.board.failed': 'Nie udało się wczytać rankingu',
  'users.board.empty':
    '{count, plural, one {Nikt nie rozegrał jeszcze # gry} few {Nikt nie rozegrał jeszcze # gier} many {Nikt nie rozegrał jeszcze # gier} other {Nikt nie rozegrał jeszcze # gry}}',
  'users.board.emptyHint':
    '{count, plural, one {Gracze wchodzą do rankingu ({type}) po # zaakceptowanej grze.} few {Gracze wchodzą do rankingu ({type}) po # zaakceptowanych grach.} many {Gracze wchodzą do rankingu ({type}) po # zaakceptowanych grach.} other {Gracze wchodzą do rankingu ({type}) po # zaakceptowanej grze.}}',
  'users.board.you': 'Ty',
  'users.board.player': 'Gracz',
  'users.board.points': 'Punkty',
  'users.board.pointsUnit': 'pkt',
  'users.board.lastSeen': 'Ostatnio widziany',
  'users.board.lastGame': 'Ostatnia gra',
  'users.board.neverSeen': 'Jeszcze nie był',
  'users.board.noGames': 'Brak gier',
} satisfies Translation<typeof english>;
