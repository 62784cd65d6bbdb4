/**
 * Notifications and pushes in English and Polish (features/notifications/notification-texts.ts): every message the
 * server writes, worded from its stored key and parameters.
 */
import { describe, expect, it } from 'vitest';
import { ACHIEVEMENT_NAMES, ACHIEVEMENTS, NOTIFICATION_LABELS, NOTIFICATION_TYPES } from '@caps/domain';
import { messageIn, notificationMessage as m, notificationText, playerSide, pushTitle, teamSide, type TNotificationMessage } from '../src/features/notifications/index.ts';
import { readerLanguage } from '../src/platform/language.ts';

const moves = [
  { gameType: 'SINGLES' as const, change: 1.5 },
  { gameType: 'DOUBLES' as const, change: -0.25 },
];

/** Each message with its English sentence (as the server always wrote it) and its Polish. */
const WORDED: Array<[TNotificationMessage, string, string]> = [
  [m('waiting', { other: teamSide('Kapsle') }), 'Your game with team Kapsle is waiting to be accepted.', 'Twoja gra z drużyną Kapsle czeka na akceptację.'],
  [m('toAccept', { other: playerSide('ania') }), 'You have a game with ania to accept.', 'Masz do akceptacji grę z graczem ania.'],
  [m('accepted', { other: playerSide('ania'), automatically: true }), 'Game with ania was accepted automatically.', 'Gra z graczem ania została automatycznie zaakceptowana.'],
  [m('accepted', { other: teamSide('X'), automatically: false }), 'Game with team X was accepted.', 'Gra z drużyną X została zaakceptowana.'],
  [m('rejected', { other: playerSide('kuba') }), 'Game with kuba was rejected.', 'Gra z graczem kuba została odrzucona.'],
  [m('withdrawn', { poster: 'kuba' }), 'kuba withdrew this game: there is nothing to accept.', 'kuba wycofał(a) tę grę: nie ma czego akceptować.'],
  [m('withdrawn', { poster: null }), 'The poster withdrew this game: there is nothing to accept.', 'Gracz, który ją dodał, wycofał(a) tę grę: nie ma czego akceptować.'],
  [
    m('changedByAdmin', { other: playerSide('kuba'), change: 'voided', reason: 'wrong score (typo)', moves }),
    'Your game with kuba was voided by an admin: wrong score (typo) (your Singles points changed by +1.50, your Doubles points changed by -0.25)',
    'Twoja gra z graczem kuba została anulowana przez admina: wrong score (typo) (twoje punkty w singlu zmieniły się o +1,50, twoje punkty w deblu zmieniły się o -0,25)',
  ],
  [
    m('changedByAdmin', { other: playerSide('kuba'), change: 'corrected', reason: 'sinks', moves: [] }),
    'Your game with kuba was corrected by an admin: sinks',
    'Twoja gra z graczem kuba została poprawiona przez admina: sinks',
  ],
  [
    m('pointsChanged', { change: 'corrected', moves }),
    'A game was corrected: your Singles points changed by +1.50, your Doubles points changed by -0.25.',
    'Gra została poprawiona: twoje punkty w singlu zmieniły się o +1,50, twoje punkty w deblu zmieniły się o -0,25.',
  ],
  [
    m('disputeOpened', { reporter: 'ania', gameType: 'EASY_CAPS', reason: 'not our game' }),
    'ania reported a problem with a Easy Caps game: not our game',
    'ania zgłosił(a) problem z grą w easy caps: not our game',
  ],
  [m('disputeOpened', { reporter: null, gameType: 'SINGLES', reason: 'x' }), 'A player reported a problem with a Singles game: x', 'Gracz zgłosił(a) problem z grą singlową: x'],
  [m('achievement', { achievement: 'FIRST_WIN' }), 'Win first game!', 'Wygraj pierwszą grę!'],
  [
    m('reportToConfirm', { reporter: teamSide('Kapsle'), tournament: 'Wiosna Cup' }),
    'team Kapsle reported the result of your match in Wiosna Cup: confirm it or dispute it.',
    'Drużyna Kapsle zgłosiła wynik Twojego meczu w turnieju Wiosna Cup: potwierdź go albo zakwestionuj.',
  ],
  [
    m('reportToConfirm', { reporter: null, tournament: 'Wiosna Cup' }),
    'Your opponent reported the result of your match in Wiosna Cup: confirm it or dispute it.',
    'Rywal zgłosił wynik Twojego meczu w turnieju Wiosna Cup: potwierdź go albo zakwestionuj.',
  ],
  [m('reportSuperseded', {}), "The organiser entered this match's result: there is nothing to confirm.", 'Organizator wpisał wynik tego meczu: nie ma czego potwierdzać.'],
  [
    m('checkInOpen', { tournament: 'Wiosna Cup' }),
    'Check-in is open for Wiosna Cup: check in before it starts, or you will be left out.',
    'Trwa potwierdzanie obecności w turnieju Wiosna Cup: potwierdź ją przed startem, inaczej nie zagrasz.',
  ],
  [
    m('matchReady', { opponent: playerSide('ania'), tournament: 'Wiosna Cup', table: '3' }),
    'Your match against ania in Wiosna Cup is ready at table 3.',
    'Twój mecz z graczem ania w turnieju Wiosna Cup jest gotowy przy stole 3.',
  ],
  [
    m('matchReady', { opponent: null, tournament: 'Wiosna Cup', table: null }),
    'Your match against your opponent in Wiosna Cup is ready.',
    'Twój mecz z rywalem w turnieju Wiosna Cup jest gotowy.',
  ],
  [
    m('resultDisputed', { tournament: 'Wiosna Cup' }),
    'A reported result in Wiosna Cup was disputed: enter the result.',
    'Zgłoszony wynik w turnieju Wiosna Cup został zakwestionowany: wpisz wynik.',
  ],
  [m('tournamentMatch', { tournament: 'Wiosna Cup' }), 'Your match in Wiosna Cup can be played now', 'Twój mecz w turnieju Wiosna Cup można już rozegrać'],
];

describe('notification texts', () => {
  it('words every message in English as the server always wrote it, and in Polish', () => {
    for (const [message, english, polish] of WORDED) {
      expect(messageIn(message, 'en')).toBe(english);
      expect(messageIn(message, null)).toBe(english);
      expect(messageIn(message, 'pl')).toBe(polish);
    }
  });

  it('names every achievement in both languages', () => {
    for (const achievement of ACHIEVEMENTS) {
      expect(messageIn(m('achievement', { achievement }), 'en')).toBe(ACHIEVEMENT_NAMES[achievement]);
      expect(messageIn(m('achievement', { achievement }), 'pl')).not.toBe(ACHIEVEMENT_NAMES[achievement]);
    }
  });

  it('shows a row with no message, or a message this server does not know, as its stored text', () => {
    expect(notificationText({ text: 'Something new happened', message: null }, 'pl')).toBe('Something new happened');
    const future = { key: 'somethingNew', params: {} } as unknown as TNotificationMessage; // a later server's key
    expect(notificationText({ text: 'Something new happened', message: future }, 'pl')).toBe('Something new happened');
    expect(notificationText({ text: 'stale', message: m('toAccept', { other: playerSide('ania') }) }, 'pl')).toBe('Masz do akceptacji grę z graczem ania.');
  });

  it('titles pushes in both languages', () => {
    for (const type of NOTIFICATION_TYPES) {
      expect(pushTitle(type, 'en')).toBe(NOTIFICATION_LABELS[type]);
      expect(pushTitle(type, 'pl')).not.toBe(NOTIFICATION_LABELS[type]);
    }
    expect(pushTitle('TOURNAMENT_MATCH', null)).toBe('Tournament match ready');
    expect(pushTitle('TOURNAMENT_MATCH', 'pl')).toBe('Mecz turniejowy gotowy');
    expect(pushTitle('SOMETHING_ELSE', 'pl')).toBe('Caps League');
  });

  it("reads the reader's language from the account, else Accept-Language, else English", () => {
    expect(readerLanguage('pl', 'en-US,en;q=0.9')).toBe('pl');
    expect(readerLanguage(null, 'de-DE,pl;q=0.8,en;q=0.7')).toBe('pl');
    expect(readerLanguage(null, 'en;q=0.5, pl-PL;q=0.9')).toBe('pl');
    expect(readerLanguage(null, 'pl;q=0, en')).toBe('en');
    expect(readerLanguage(null, 'de, fr')).toBe('en');
    expect(readerLanguage(undefined, undefined)).toBe('en');
  });
});
