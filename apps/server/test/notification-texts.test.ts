/**
 * Notifications and pushes in English and Polish (features/notifications/notification-texts.ts): every message the
 * server writes, worded from its stored key and parameters.
 */
import { describe, expect, it } from 'vitest';
import { ACHIEVEMENT_NAMES, ACHIEVEMENTS, NOTIFICATION_LABELS, NOTIFICATION_TYPES } from '@caps/domain';
import { messageIn, notificationMessage as m, notificationText, playerSide, pushTitle, type TNotificationMessage } from '../src/features/notifications/index.ts';
import { WORDED } from './support/notification-messages.ts';
import { readerLanguage } from '../src/platform/language.ts';

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
