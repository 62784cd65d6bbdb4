import type { notifications as english } from '../en/notifications.ts';
import type { Translation } from '../../message-types.ts';

export const notifications = {
  'notifications.title': 'Powiadomienia',
  'notifications.unseen':
    '{count, plural, one {Powiadomienia, # nieprzeczytane} few {Powiadomienia, # nieprzeczytane} many {Powiadomienia, # nieprzeczytanych} other {Powiadomienia, # nieprzeczytanych}}',
  'notifications.new': 'Nowe',
  'notifications.none': 'Brak powiadomień',
  'notifications.hide': 'Ukryj',

  'push.title': 'Ustawienia powiadomień',
  'push.done': 'Gotowe',
  'push.thisDevice': 'To urządzenie',
  'push.onThisDevice': 'Powiadomienia push na tym urządzeniu',
  'push.unsupported':
    'Ta przeglądarka nie odbiera powiadomień push. Na iPhonie najpierw dodaj Caps League do ekranu początkowego i otwórz ją stamtąd.',
  'push.blocked':
    'Powiadomienia z tej strony są zablokowane: zezwól na nie w ustawieniach strony w przeglądarce i wróć tutaj.',
  'push.devices':
    '{count, plural, =0 {Powiadomienia nie trafiają jeszcze na żadne urządzenie.} one {Powiadomienia trafiają na # urządzenie.} few {Powiadomienia trafiają na # urządzenia.} many {Powiadomienia trafiają na # urządzeń.} other {Powiadomienia trafiają na # urządzenia.}}',
  'push.sendMe': 'Wysyłaj mi',
  'push.loadFailed': 'Nie udało się wczytać ustawień powiadomień',
  'push.saveFailed': 'Nie udało się zapisać: spróbuj jeszcze raz',
  'push.deviceFailed': 'Nie udało się zmienić powiadomień na tym urządzeniu',
  'push.notAllowed':
    'Nie zezwolono na powiadomienia. Włącz przełącznik ponownie, aby przeglądarka zapytała jeszcze raz.',
  'push.kind.acceptRequest': 'Gry do akceptacji',
  'push.kind.acceptRequest.hint': 'Ktoś dodał grę przeciwko tobie',
  'push.kind.decided': 'Gry zaakceptowane lub odrzucone',
  'push.kind.decided.hint': 'Przeciwnik zdecydował o dodanej przez ciebie grze',
  'push.kind.achievement': 'Osiągnięcia',
  'push.kind.achievement.hint': 'Zdobyłeś nowe osiągnięcie',
  'push.kind.tournamentMatch': 'Mecz turniejowy gotowy',
  'push.kind.tournamentMatch.hint': 'Możesz zagrać swój następny mecz w turnieju',
  'push.kind.corrections': 'Poprawki',
  'push.kind.corrections.hint': 'Twoja gra została unieważniona lub poprawiona albo ktoś zgłosił problem',
} satisfies Translation<typeof english>;
