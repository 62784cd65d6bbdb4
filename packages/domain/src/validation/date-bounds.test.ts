import { describe, expect, it } from 'vitest';
import { dateBounds, isDateInBounds } from './date-bounds.ts';
import { ZEntrySettingsBody, ZTournamentSettingsBody } from '../api/tournaments.ts';
import { codedIssue } from '../i18n/coded-message.ts';

describe('date bounds of tournament settings (issue #37)', () => {
  const now = new Date('2026-11-29T08:00:00Z');

  it('takes dates from 2000-01-01 to 5 years ahead', () => {
    expect(dateBounds(now).max.toISOString()).toBe('2031-11-29T08:00:00.000Z');
    for (const ok of ['2000-01-01T00:00:00Z', '2026-12-01T18:00:00Z', '2031-11-29T08:00:00Z'])
      expect(isDateInBounds(new Date(ok), now), ok).toBe(true);
    for (const bad of [
      '0001-01-01T00:00:00Z',
      '1900-01-01T00:00:00Z',
      '1999-12-31T23:59:59Z',
      '2031-11-29T08:00:01Z',
      '9999-12-31T00:00:00Z',
    ]) {
      expect(isDateInBounds(new Date(bad), now), bad).toBe(false);
    }
    expect(isDateInBounds(new Date('nonsense'), now)).toBe(false);
  });

  it('refuses a registration close in year 1 or 9999 and a round deadline in 1900 with DATE_OUT_OF_RANGE', () => {
    const cases = [
      ZTournamentSettingsBody.safeParse({ registrationClosesAt: '0001-01-01T00:00:00Z' }),
      ZTournamentSettingsBody.safeParse({ registrationClosesAt: '9999-12-31T00:00:00Z' }),
      ZEntrySettingsBody.safeParse({ roundDeadline: '1900-01-01T12:00:00Z' }),
    ];
    for (const result of cases) {
      expect(result.success).toBe(false);
      expect(codedIssue(result.error!.issues[0]!.message)).toEqual({
        code: 'DATE_OUT_OF_RANGE',
        params: { from: '2000-01-01', years: 5 },
      });
    }
    const soon = new Date(Date.now() + 86_400_000).toISOString();
    expect(ZTournamentSettingsBody.safeParse({ registrationClosesAt: soon }).success).toBe(true);
    expect(ZEntrySettingsBody.safeParse({ roundDeadline: null }).success).toBe(true);
  });
});
