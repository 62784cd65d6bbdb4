import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDateTimeUtc, formatTime, formatUtcDay } from './dates.ts';
import { formatCount } from './stats-format.ts';

// The formats are written out by hand; they must read exactly as en-GB Intl formatting does.
const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-GB', options);
const SAMPLES = [
  '2026-01-01T00:00:00Z',
  '2026-09-05T00:07:00Z',
  '2026-11-21T14:05:59Z',
  '1999-12-31T23:59:00Z',
  '2030-06-15T12:30:00.500Z',
];

describe('date formats', () => {
  it('match en-GB Intl formatting', () => {
    for (const value of SAMPLES) {
      const d = new Date(value);
      expect(formatDate(value)).toBe(intl({ day: 'numeric', month: 'short', year: 'numeric' }).format(d));
      expect(formatDateTime(value)).toBe(
        intl({ day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(d),
      );
      expect(formatTime(value)).toBe(intl({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(d));
      expect(formatDateTimeUtc(value)).toBe(
        `${intl({ day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' }).format(d)} UTC`,
      );
      const day = value.slice(0, 10);
      expect(formatUtcDay(day)).toBe(
        intl({ day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(d),
      );
      expect(formatUtcDay(day, true)).toBe(intl({ day: 'numeric', month: 'short', timeZone: 'UTC' }).format(d));
    }
  });

  it('returns what does not parse as it is', () => {
    expect(formatDate('soon')).toBe('soon');
    expect(formatDateTime('')).toBe('');
    expect(formatUtcDay('x')).toBe('x');
  });
});

describe('formatCount', () => {
  it('groups like en-GB', () => {
    for (const n of [0, 7, 999, 1000, 1234.4, 99999, 1234567, -1234, -999, 1e9])
      expect(formatCount(n)).toBe(Math.round(n).toLocaleString('en-GB'));
  });
});
