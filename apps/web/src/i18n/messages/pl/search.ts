import type { search as english } from '../en/search.ts';
import type { Translation } from '../../message-types.ts';

export const search = {
  'search.title': 'Szukaj',
  'search.placeholder': 'Wpisz, czego szukasz...',
  'search.field': 'Szukaj graczy i drużyn',
  'search.what': 'Czego szukać',
  'search.type.all': 'Wszystko',
  'search.type.player': 'Gracz',
  'search.type.team': 'Drużyna',
  'search.start': 'Znajdź graczy i drużyny',
  'search.startHint': 'Zacznij wpisywać nazwę.',
  'search.failed': 'Wyszukiwanie jest teraz niedostępne',
  'search.none': 'Nic nie znaleziono!',
  'search.results': 'Wyniki wyszukiwania',
  'search.compare': 'Porównaj',
  'search.compareWith': 'Porównaj z {name}',
} satisfies Translation<typeof english>;
