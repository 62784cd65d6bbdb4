import type { seasons as english } from '../en/seasons.ts';
import type { Translation } from '../../message-types.ts';

export const seasons = {
  'seasons.board.playersEmpty':
    '{count, plural, one {Nikt nie rozegrał jeszcze # gry w tym sezonie} few {Nikt nie rozegrał jeszcze # gier w tym sezonie} many {Nikt nie rozegrał jeszcze # gier w tym sezonie} other {Nikt nie rozegrał jeszcze # gry w tym sezonie}}',
  'seasons.board.teamsEmpty':
    '{count, plural, one {Żadna drużyna nie rozegrała # gry w tym sezonie} few {Żadna drużyna nie rozegrała # gier w tym sezonie} many {Żadna drużyna nie rozegrała # gier w tym sezonie} other {Żadna drużyna nie rozegrała # gry w tym sezonie}}',
  'seasons.board.playersNone': 'Nikt jeszcze nie zagrał w tym sezonie',
  'seasons.board.teamsNone': 'Żadna drużyna jeszcze nie zagrała w tym sezonie',
  'seasons.board.playersNoneHint':
    '{count, plural, one {Gracze pojawiają się tu po pierwszej zaakceptowanej grze sezonu; poniżej # gry ich ranking jest wstępny i stoją za pozostałymi.} few {Gracze pojawiają się tu po pierwszej zaakceptowanej grze sezonu; poniżej # gier ich ranking jest wstępny i stoją za pozostałymi.} many {Gracze pojawiają się tu po pierwszej zaakceptowanej grze sezonu; poniżej # gier ich ranking jest wstępny i stoją za pozostałymi.} other {Gracze pojawiają się tu po pierwszej zaakceptowanej grze sezonu; poniżej # gry ich ranking jest wstępny i stoją za pozostałymi.}}',
  'seasons.board.teamsNoneHint':
    '{count, plural, one {Drużyny pojawiają się tu po pierwszej zaakceptowanej grze sezonu; poniżej # gry ich ranking jest wstępny i stoją za pozostałymi.} few {Drużyny pojawiają się tu po pierwszej zaakceptowanej grze sezonu; poniżej # gier ich ranking jest wstępny i stoją za pozostałymi.} many {Drużyny pojawiają się tu po pierwszej zaakceptowanej grze sezonu; poniżej # gier ich ranking jest wstępny i stoją za pozostałymi.} other {Drużyny pojawiają się tu po pierwszej zaakceptowanej grze sezonu; poniżej # gry ich ranking jest wstępny i stoją za pozostałymi.}}',
  'seasons.board.playersAllInactive': 'Wszyscy w tym rankingu są nieaktywni',
  'seasons.board.teamsAllInactive': 'Wszystkie drużyny w tym rankingu są nieaktywne',
  'seasons.board.allInactiveHint':
    'Od dłuższego czasu nikt nie grał. Pokaż nieaktywnych, aby zobaczyć ranking tego sezonu.',
  'seasons.board.provisionalSection':
    '{count, plural, one {Ranking wstępny: mniej niż # gra w tym sezonie} few {Ranking wstępny: mniej niż # gry w tym sezonie} many {Ranking wstępny: mniej niż # gier w tym sezonie} other {Ranking wstępny: mniej niż # gry w tym sezonie}}',
  'seasons.allTime': 'Wszech czasów',
  'seasons.provisional': 'Ranking wstępny',
  'seasons.inactive': 'Brak aktywności',
  'seasons.history.title': 'Historia sezonów',
  'seasons.history.none': 'Brak gier w minionych sezonach',
  'seasons.history.unranked': 'Poza rankingiem',
  'seasons.history.rank': '{rank}. miejsce',
  'seasons.history.line': '{points} pkt · {count, plural, one {# gra} few {# gry} many {# gier} other {# gry}}',
  'seasons.switcher.label': 'Sezon',
  'seasons.current': '{name} (obecny)',
  'seasons.switcher.currentSeason': 'Obecny sezon',
  'seasons.switcher.unknown': 'Sezon {id}',
  'seasons.switcher.showInactive': 'Pokaż nieaktywnych',
  'seasons.admin': 'Sezony',
  'seasons.dialog.nameRequired': 'Sezon musi mieć nazwę',
  'seasons.dialog.nameTooLong':
    '{max, plural, one {Najwyżej # znak} few {Najwyżej # znaki} many {Najwyżej # znaków} other {Najwyżej # znaku}}',
  'seasons.dialog.dates': '{from} – {to}',
  'seasons.dialog.now': 'teraz',
  'seasons.dialog.renamed': 'Nazwa sezonu zmieniona',
  'seasons.dialog.renameFailed': 'Nie udało się zmienić nazwy sezonu',
  'seasons.dialog.newName': 'Nowa nazwa: {name}',
  'seasons.dialog.rename': 'Zmień nazwę: {name}',
  'seasons.dialog.started': 'Rozpoczęto: {name}',
  'seasons.dialog.startFailed': 'Nie udało się rozpocząć sezonu',
  'seasons.dialog.startHeading': 'Nowy sezon',
  'seasons.dialog.startExplain': 'Kończy sezon „{name}” dla wszystkich i zaczyna następny. Poprosimy o potwierdzenie.',
  'seasons.dialog.startOpen': 'Rozpocznij nowy sezon…',
  'seasons.start.title': 'Rozpocząć nowy sezon?',
  'seasons.start.warning':
    'Sezon „{name}” kończy się teraz dla wszystkich. Jego końcowa tabela zostaje zamrożona, a najlepsza trójka dostaje nagrody. Tego nie można cofnąć.',
  'seasons.start.explain':
    'Punkty sezonowe wszystkich zaczynają się od nowa od {points}; ranking wszech czasów trwa dalej.',
  'seasons.start.name': 'Nazwa nowego sezonu',
  'seasons.start.nameHint': 'Nazwa sezonu, który zaczyna się teraz',
  'seasons.start.confirm': 'Rozumiem, że sezon „{name}” kończy się teraz dla wszystkich',
  'seasons.start.confirmNeeded': 'Zaznacz pole, aby potwierdzić',
  'seasons.start.submit': 'Zakończ {name} i zacznij nowy',
  'seasons.dialog.all': 'Wszystkie sezony',
  'seasons.dialog.failed': 'Nie udało się wczytać sezonów',
} satisfies Translation<typeof english>;
