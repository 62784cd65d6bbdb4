import type { dashboard as english } from '../en/dashboard.ts';
import type { Translation } from '../../message-types.ts';

export const dashboard = {
  'home.tagline': 'Pstryknij kapsla, zbij puszkę, wespnij się w rankingu.',
  'home.latestGames': 'Ostatnie gry',
  'home.latestGamesFailed': 'Nie udało się wczytać gier',
  'home.noGames': 'Nie ma jeszcze gier',
  'home.noGamesHint': 'Tu pojawią się zaakceptowane gry ze wszystkich trybów.',
  'news.welcome.title': 'Witajcie w Caps League',
  'news.welcome.description':
    'To dom naszej ligi. Załóż konto, dodawaj rozegrane gry i poproś rywala o ich akceptację: zaakceptowane gry zmieniają twoje punkty Elo, wypełniają statystyki i wykresy oraz odblokowują osiągnięcia.\n\nPrzed pierwszą grą przeczytaj Zasady i 10 przykazań, załóż drużynę do debla i oglądaj turnieje na dużym ekranie. Powodzenia i pewnej ręki!',
  'news.welcome.signature': 'Zespół Caps League',
  'news.title': 'Aktualności',
  'news.new': 'Nowy wpis',
  'news.failed': 'Nie udało się wczytać aktualności',
  'news.empty': 'Nie ma jeszcze aktualności',
  'news.deleted': 'Wpis usunięty',
  'news.deleteFailed': 'Nie udało się usunąć wpisu',
  'news.deleteQuestion': 'Na pewno usunąć ten wpis?',
  'news.edit': 'Edytuj wpis',
  'news.editNamed': 'Edytuj wpis {title}',
  'news.delete': 'Usuń wpis',
  'news.deleteNamed': 'Usuń wpis {title}',
  'news.saved': 'Wpis zapisany',
  'news.published': 'Wpis opublikowany',
  'news.saveFailed': 'Nie udało się zapisać wpisu',
  'news.publish': 'Opublikuj',
  'news.fieldTitle': 'Tytuł',
  'news.fieldText': 'Treść',
  'news.fieldTextHint': 'Zwykły tekst; podziały wierszy zostają',
  'news.fieldSignature': 'Podpis',
} satisfies Translation<typeof english>;
