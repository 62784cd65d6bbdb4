/**
 * Notifications and pushes in English and Polish (features/notifications/notification-texts.ts): every message the
 * server writes, worded from its stored key and parameters.
 */
import { describe, expect, it } from 'vitest';
import { ACHIEVEMENTS, NOTIFICATION_TYPES, type TAchievement, type TNotificationType } from '@caps/domain';
import {
  messageIn,
  notificationMessage as m,
  notificationText,
  notificationTitle,
  playerSide,
  pushTitle,
  queuedPushTitle,
  type TNotificationMessage,
} from '../src/features/notifications/index.ts';
import { WORDED } from './support/notification-messages.ts';
import { readerLanguage } from '../src/platform/language.ts';

/** The English names the server always gave (earlier clients show them): the shared words must keep them. */
const ACHIEVEMENT_NAMES: Partial<Record<TAchievement, string>> = {
  PLACE_IN_EASY: 'Get placement in easy caps!',
  PLACE_IN_SINGLES: 'Get placement in singles!',
  PLAY_FIRST_GAME: 'Play first game!',
  FIRST_WIN: 'Win first game!',
  FIRST_NAKED_LAP: 'First naked lap!',
  REBUTTALS_IN_A_ROW_5: '5 rebuttals in a row!',
  REBUTTALS_IN_A_ROW_7: '7 rebuttals in a row!',
  REBUTTALS_IN_A_ROW_10: '10 rebuttals in a row!',
  REBUTTALS_IN_A_ROW_12: '12 rebuttals in a row!',
  REBUTTALS_IN_A_ROW_15: '15 rebuttals in a row!',
  REBUT_ON_LAST_CHANCE: 'Rebut on your last chance!',
  SEASON_CHAMPION: 'Season champion!',
  SEASON_PODIUM: 'Season podium!',
};

/** The English titles of the notification types (those earlier servers sent). */
const NOTIFICATION_LABELS: Partial<Record<TNotificationType, string>> = {
  ACCEPT_REQUEST: 'Accept game',
  GAME_ACCEPTED: 'Game accepted',
  GAME_REJECTED: 'Game rejected',
  ACHIEVEMENT_UNLOCKED: 'Achievement unlocked!',
  GAME_CORRECTED: 'Game corrected',
  DISPUTE_OPENED: 'Problem reported',
  GAME_WITHDRAWN: 'Game withdrawn',
  TOURNAMENT_CHECK_IN: 'Check-in is open',
  TOURNAMENT_MATCH_READY: 'Your match is ready',
  TOURNAMENT_RESULT_DISPUTED: 'Result disputed',
};

describe('notification texts', () => {
  it('words every message in English as the server always wrote it, and in Polish', () => {
    for (const [message, english, polish] of WORDED) {
      expect(messageIn(message, 'en')).toBe(english);
      expect(messageIn(message, null)).toBe(english);
      expect(messageIn(message, 'pl')).toBe(polish);
    }
  });

  it('words the messages of issue 37 in both languages: reports to the other side, dismissals, season awards', () => {
    const cases: Array<[TNotificationMessage, string, string]> = [
      [
        m('disputeAgainst', { reporter: 'ania', gameType: 'DOUBLES', reason: 'wrong' }),
        'ania reported a problem with your Doubles game to the admins: wrong',
        'ania zgłosił(a) adminom problem z Twoją grą deblową: wrong',
      ],
      [
        m('disputeDismissed', { reporter: 'ania', own: true, gameType: 'SINGLES', note: 'agreed' }),
        'An admin dismissed your report of a problem with a Singles game; the game stays as it was: agreed',
        'Admin odrzucił Twoje zgłoszenie problemu z grą singlową; gra pozostaje bez zmian: agreed',
      ],
      [
        m('disputeDismissed', { reporter: 'ania', own: false, gameType: 'SINGLES', note: 'agreed' }),
        "An admin dismissed ania's report of a problem with your Singles game; the game stays as it was: agreed",
        'Admin odrzucił zgłoszenie gracza ania problemu z Twoją grą singlową; gra pozostaje bez zmian: agreed',
      ],
      [
        m('achievement', { achievement: 'SEASON_CHAMPION', season: 'Season 1' }),
        'Season champion: Season 1!',
        'Mistrz sezonu: Sezon 1!',
      ],
      [
        m('achievement', { achievement: 'SEASON_PODIUM', season: 'Lato 2026' }),
        'Season podium: Lato 2026!',
        'Podium sezonu: Lato 2026!',
      ],
      [
        m('pointsChanged', { change: 'voided', moves: [{ gameType: 'SINGLES', change: -2 }] }),
        'A game was voided: your Singles points changed by \u22122.00.',
        'Gra została unieważniona: twoje punkty w singlu zmieniły się o \u22122,00.',
      ],
    ];
    for (const [message, english, polish] of cases) {
      expect(messageIn(message, 'en')).toBe(english);
      expect(messageIn(message, 'pl')).toBe(polish);
    }
  });

  it('titles a void "Game voided" and a dismissed report "Report dismissed", whatever their type', () => {
    const voided = m('changedByAdmin', { other: playerSide('kuba'), change: 'voided', reason: 'x', moves: [] });
    expect(notificationTitle({ type: 'GAME_CORRECTED', message: voided })).toBe('GAME_VOIDED');
    expect(
      notificationTitle({ type: 'GAME_CORRECTED', message: m('pointsChanged', { change: 'voided', moves: [] }) }),
    ).toBe('GAME_VOIDED');
    expect(
      notificationTitle({ type: 'GAME_CORRECTED', message: m('pointsChanged', { change: 'corrected', moves: [] }) }),
    ).toBe('GAME_CORRECTED');
    expect(
      notificationTitle({
        type: 'DISPUTE_OPENED',
        message: m('disputeDismissed', { reporter: null, own: true, gameType: 'SINGLES', note: 'n' }),
      }),
    ).toBe('DISPUTE_DISMISSED');
    expect(notificationTitle({ type: 'GAME_CORRECTED', message: null })).toBe('GAME_CORRECTED');
    // A queued push is titled as its notification is.
    expect([
      queuedPushTitle({ kind: 'GAME_CORRECTED', message: voided }, 'en'),
      queuedPushTitle({ kind: 'GAME_CORRECTED', message: voided }, 'pl'),
    ]).toEqual(['Game voided', 'Gra unieważniona']);
    expect(queuedPushTitle({ kind: 'GAME_CORRECTED', message: null }, 'en')).toBe('Game corrected');
    expect(queuedPushTitle({ kind: 'TOURNAMENT_MATCH', message: null }, 'en')).toBe('Tournament match ready');
    expect([pushTitle('DISPUTE_DISMISSED', 'en'), pushTitle('DISPUTE_DISMISSED', 'pl')]).toEqual([
      'Report dismissed',
      'Zgłoszenie odrzucone',
    ]);
  });

  it('names every achievement in both languages', () => {
    for (const achievement of ACHIEVEMENTS) {
      const en = messageIn(m('achievement', { achievement }), 'en');
      expect(en).toBe(ACHIEVEMENT_NAMES[achievement] ?? en);
      expect(messageIn(m('achievement', { achievement }), 'pl')).not.toBe(en);
    }
  });

  it('shows a row with no message, or a message this server does not know, as its stored text', () => {
    expect(notificationText({ text: 'Something new happened', message: null }, 'pl')).toBe('Something new happened');
    const future = { key: 'somethingNew', params: {} } as unknown as TNotificationMessage; // a later server's key
    expect(notificationText({ text: 'Something new happened', message: future }, 'pl')).toBe('Something new happened');
    expect(notificationText({ text: 'stale', message: m('toAccept', { other: playerSide('ania') }) }, 'pl')).toBe(
      'Masz do akceptacji grę z graczem ania.',
    );
  });

  it('titles pushes in both languages', () => {
    for (const type of NOTIFICATION_TYPES) {
      const en = pushTitle(type, 'en');
      expect(en).toBe(NOTIFICATION_LABELS[type] ?? en);
      expect(pushTitle(type, 'pl')).not.toBe(en);
    }
    expect(pushTitle('TOURNAMENT_MATCH', null)).toBe('Tournament match ready');
    expect(pushTitle('TOURNAMENT_MATCH', 'pl')).toBe('Mecz turniejowy gotowy');
    expect(pushTitle('SOMETHING_ELSE', 'pl')).toBe('Caps League');
  });

  it("reads the reader's language from Accept-Language, else the account, else English", () => {
    expect(readerLanguage('pl', 'en-US,en;q=0.9')).toBe('en');
    expect(readerLanguage('pl', undefined)).toBe('pl');
    expect(readerLanguage('pl', 'de')).toBe('pl');
    expect(readerLanguage(null, 'de-DE,pl;q=0.8,en;q=0.7')).toBe('pl');
    expect(readerLanguage(null, 'en;q=0.5, pl-PL;q=0.9')).toBe('pl');
    expect(readerLanguage(null, 'pl;q=0, en')).toBe('en');
    expect(readerLanguage(null, 'de, fr')).toBe('en');
    expect(readerLanguage(undefined, undefined)).toBe('en');
  });
});
