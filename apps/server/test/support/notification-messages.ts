/**
 * Every kind of notification message an earlier server wrote too, with its English sentence and its Polish. Negative
 * moves are written with a minus sign ("−0.25") since issue 37; earlier servers wrote a hyphen.
 */
import { expect } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { notifications } from '../../src/db/schema.ts';
import {
  messageIn,
  notificationMessage as m,
  playerSide,
  teamSide,
  type TNotificationMessage,
} from '../../src/features/notifications/index.ts';

const moves = [
  { gameType: 'SINGLES' as const, change: 1.5 },
  { gameType: 'DOUBLES' as const, change: -0.25 },
];

/** Each message with its English sentence (as the server always wrote it) and its Polish. */
export const WORDED: Array<[TNotificationMessage, string, string]> = [
  [
    m('waiting', { other: teamSide('Kapsle') }),
    'Your game with team Kapsle is waiting to be accepted.',
    'Twoja gra z drużyną Kapsle czeka na akceptację.',
  ],
  [
    m('toAccept', { other: playerSide('ania') }),
    'You have a game with ania to accept.',
    'Masz do akceptacji grę z graczem ania.',
  ],
  [
    m('accepted', { other: playerSide('ania'), automatically: true }),
    'Game with ania was accepted automatically.',
    'Gra z graczem ania została automatycznie zaakceptowana.',
  ],
  [
    m('accepted', { other: teamSide('X'), automatically: false }),
    'Game with team X was accepted.',
    'Gra z drużyną X została zaakceptowana.',
  ],
  [
    m('rejected', { other: playerSide('kuba') }),
    'Game with kuba was rejected.',
    'Gra z graczem kuba została odrzucona.',
  ],
  // A side nobody knows any more (a deleted account or team): the placeholder in the reader's language.
  [
    m('toAccept', { other: playerSide(null) }),
    'You have a game with your opponent to accept.',
    'Masz do akceptacji grę z rywalem.',
  ],
  [
    m('rejected', { other: teamSide(null) }),
    'Game with the other team was rejected.',
    'Gra z drużyną rywali została odrzucona.',
  ],
  [
    m('withdrawn', { poster: 'kuba' }),
    'kuba withdrew this game: there is nothing to accept.',
    'kuba wycofał(a) tę grę: nie ma czego akceptować.',
  ],
  [
    m('withdrawn', { poster: null }),
    'The poster withdrew this game: there is nothing to accept.',
    'Gracz, który ją dodał, wycofał(a) tę grę: nie ma czego akceptować.',
  ],
  [
    m('changedByAdmin', { other: playerSide('kuba'), change: 'voided', reason: 'wrong score (typo)', moves }),
    'Your game with kuba was voided by an admin: wrong score (typo) (your Singles points changed by +1.50, your Doubles points changed by −0.25)',
    'Twoja gra z graczem kuba została unieważniona przez admina: wrong score (typo) (twoje punkty w singlu zmieniły się o +1,50, twoje punkty w deblu zmieniły się o −0,25)',
  ],
  [
    m('changedByAdmin', { other: playerSide('kuba'), change: 'corrected', reason: 'sinks', moves: [] }),
    'Your game with kuba was corrected by an admin: sinks',
    'Twoja gra z graczem kuba została poprawiona przez admina: sinks',
  ],
  [
    m('pointsChanged', { change: 'corrected', moves }),
    'A game was corrected: your Singles points changed by +1.50, your Doubles points changed by −0.25.',
    'Gra została poprawiona: twoje punkty w singlu zmieniły się o +1,50, twoje punkty w deblu zmieniły się o −0,25.',
  ],
  [
    m('disputeOpened', { reporter: 'ania', gameType: 'EASY_CAPS', reason: 'not our game' }),
    'ania reported a problem with a Easy Caps game: not our game',
    'ania zgłosił(a) problem z grą w easy caps: not our game',
  ],
  [
    m('changedByAdmin', {
      other: teamSide('Red Caps'),
      change: 'voided',
      reason: 'Tournament match reopened: typo (see photo)',
      moves: [{ gameType: 'EASY_CAPS', change: 0.5 }],
    }),
    'Your game with team Red Caps was voided by an admin: Tournament match reopened: typo (see photo) (your Easy Caps points changed by +0.50)',
    'Twoja gra z drużyną Red Caps została unieważniona przez admina: Tournament match reopened: typo (see photo) (twoje punkty w easy caps zmieniły się o +0,50)',
  ],
  [
    m('disputeOpened', { reporter: 'ania', gameType: 'UNRANKED', reason: 'first line\nsecond line' }),
    'ania reported a problem with a Unranked game: first line\nsecond line',
    'ania zgłosił(a) problem z grą nierankingową: first line\nsecond line',
  ],
  [
    m('disputeOpened', { reporter: null, gameType: 'SINGLES', reason: 'x' }),
    'A player reported a problem with a Singles game: x',
    'Gracz zgłosił(a) problem z grą singlową: x',
  ],
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
  [
    m('reportSuperseded', {}),
    "The organiser entered this match's result: there is nothing to confirm.",
    'Organizator wpisał wynik tego meczu: nie ma czego potwierdzać.',
  ],
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
  [
    m('tournamentMatch', { tournament: 'Wiosna Cup' }),
    'Your match in Wiosna Cup can be played now',
    'Twój mecz w turnieju Wiosna Cup można już rozegrać',
  ],
];

/**
 * Every notification stored in `db` has its message, and its `text` is that message in English (what earlier
 * clients read); resolves with the keys seen.
 */
export async function expectEveryNotificationWorded(db: Db): Promise<Set<string>> {
  const rows = await db.select({ text: notifications.text, message: notifications.message }).from(notifications);
  for (const row of rows) {
    expect(row.message, row.text).not.toBeNull();
    expect(messageIn(row.message as TNotificationMessage, 'en')).toBe(row.text); // written by notificationsInsertSql
  }
  return new Set(rows.map((r) => (r.message as TNotificationMessage).key));
}
