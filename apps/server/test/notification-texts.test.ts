/** Notifications and pushes in Polish (features/notifications/notification-texts.ts): every sentence the server makes. */
import { describe, expect, it } from 'vitest';
import { ACHIEVEMENT_NAMES, NOTIFICATION_LABELS, NOTIFICATION_TYPES, type TAchievement } from '@caps/domain';
import { GAME_TEXTS } from '../src/features/games/index.ts';
import { notificationText, pushTitle } from '../src/features/notifications/index.ts';
import { readerLanguage } from '../src/platform/language.ts';

const pl = (text: string, kind: Parameters<typeof notificationText>[1] = 'GAME_CORRECTED') => notificationText(text, kind, 'pl');

describe('notification texts in Polish', () => {
  it('rewords every sentence the games make', () => {
    const moves = [GAME_TEXTS.pointsMoved('Singles', '+1.50'), GAME_TEXTS.pointsMoved('Doubles', '-0.25')];
    expect(pl(GAME_TEXTS.waiting('team Kapsle'))).toBe('Twoja gra z drużyną Kapsle czeka na akceptację.');
    expect(pl(GAME_TEXTS.toAccept('ania'))).toBe('Masz do akceptacji grę z graczem ania.');
    expect(pl(GAME_TEXTS.accepted('ania', true))).toBe('Gra z graczem ania została automatycznie zaakceptowana.');
    expect(pl(GAME_TEXTS.accepted('team X', false))).toBe('Gra z drużyną X została zaakceptowana.');
    expect(pl(GAME_TEXTS.rejected('kuba'))).toBe('Gra z graczem kuba została odrzucona.');
    expect(pl(GAME_TEXTS.withdrawn('kuba'))).toBe('kuba wycofał(a) tę grę: nie ma czego akceptować.');
    expect(pl(GAME_TEXTS.withdrawn('The poster'))).toBe('Gracz, który ją dodał, wycofał(a) tę grę: nie ma czego akceptować.');
    expect(pl(GAME_TEXTS.changedByAdmin('kuba', 'voided', 'wrong score (typo)', moves))).toBe(
      'Twoja gra z graczem kuba została anulowana przez admina: wrong score (typo) (twoje punkty w singlu zmieniły się o +1,50, twoje punkty w deblu zmieniły się o -0,25)',
    );
    expect(pl(GAME_TEXTS.changedByAdmin('kuba', 'corrected', 'sinks', []))).toBe('Twoja gra z graczem kuba została poprawiona przez admina: sinks');
    expect(pl(GAME_TEXTS.pointsChanged('corrected', moves))).toBe('Gra została poprawiona: twoje punkty w singlu zmieniły się o +1,50, twoje punkty w deblu zmieniły się o -0,25.');
    expect(pl(GAME_TEXTS.disputeOpened('ania', 'Easy Caps', 'not our game'), 'DISPUTE_OPENED')).toBe('ania zgłosił(a) problem z grą w easy caps: not our game');
    expect(pl('Your match in Wiosna Cup can be played now', 'TOURNAMENT_MATCH')).toBe('Twój mecz w turnieju Wiosna Cup można już rozegrać');
  });

  it('names every achievement, and leaves unknown sentences and English readers alone', () => {
    for (const a of Object.keys(ACHIEVEMENT_NAMES) as TAchievement[]) expect(pl(ACHIEVEMENT_NAMES[a], 'ACHIEVEMENT_UNLOCKED')).not.toBe(ACHIEVEMENT_NAMES[a]);
    expect(pl('Something new happened')).toBe('Something new happened');
    expect(notificationText(GAME_TEXTS.toAccept('ania'), 'ACCEPT_REQUEST', 'en')).toBe(GAME_TEXTS.toAccept('ania'));
    expect(notificationText(GAME_TEXTS.toAccept('ania'), 'ACCEPT_REQUEST', null)).toBe(GAME_TEXTS.toAccept('ania'));
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
