import { describe, expect, it } from 'vitest';
import { LIMITS, buildSeries } from '@caps/domain';
import { chartPoints, describeSeries, formatDay, summarizePoints } from './chart-data.ts';

const NONE = LIMITS.plotNoValue;

/** A ring whose newest slot is `lastElement`, with `values` laid out backwards from it (newest first). */
function ring(lastElement: number, lastLogged: string | null, newestFirst: number[]) {
  const data = new Array<number>(365).fill(NONE);
  newestFirst.forEach((value, daysAgo) => {
    data[(((lastElement - daysAgo) % 365) + 365) % 365] = value;
  });
  return { data, lastElement, lastLogged };
}

describe('chartPoints', () => {
  it('reads the ring in date order ending at lastLogged, across the wrap-around', () => {
    // Newest at slot 1, so the three values sit in slots 1, 0 and 364.
    const points = chartPoints(ring(1, '2026-11-21', [530, 520, 510]));
    expect(points).toEqual([
      { date: '2026-11-19', value: 510 },
      { date: '2026-11-20', value: 520 },
      { date: '2026-11-21', value: 530 },
    ]);
  });

  it('starts at the first day with a value and keeps later empty days as gaps', () => {
    const points = chartPoints(ring(10, '2026-03-01', [502, NONE, 501, 500]));
    expect(points.map((p) => p.value)).toEqual([500, 501, null, 502]);
    expect(points[0]!.date).toBe('2026-02-26');
    expect(points.at(-1)!.date).toBe('2026-03-01');
  });

  it('is empty before the first game', () => {
    expect(chartPoints(ring(0, null, []))).toEqual([]);
    expect(chartPoints(ring(5, '2026-11-21', []))).toEqual([]);
  });

  it('covers at most the 365 days of the window', () => {
    const full = chartPoints(
      ring(
        200,
        '2026-11-21',
        Array.from({ length: 365 }, (_, i) => 900 - i),
      ),
    );
    expect(full).toHaveLength(365);
    expect(full[0]).toEqual({ date: '2025-11-22', value: 900 - 364 });
    expect(full.at(-1)).toEqual({ date: '2026-11-21', value: 900 });
  });

  it('reads what the domain builds from a history', () => {
    const won = LIMITS.startingPoints + LIMITS.eloK / 2;
    const series = buildSeries(
      [
        { time: '2026-11-01T20:00:00Z', value: won },
        { time: '2026-11-03T20:00:00Z', value: 530 },
      ],
      '2026-11-05T09:00:00Z',
    );
    expect(chartPoints(series)).toEqual([
      { date: '2026-11-01', value: won },
      { date: '2026-11-02', value: won },
      { date: '2026-11-03', value: 530 },
      { date: '2026-11-04', value: 530 },
      { date: '2026-11-05', value: 530 },
    ]);
  });
});

describe('summaries', () => {
  it('gives first, last, lowest and highest, and a sentence for screen readers', () => {
    const summary = summarizePoints(chartPoints(ring(3, '2026-11-21', [534.123, 480, NONE, 500])));
    expect(summary).toEqual({
      first: { date: '2026-11-18', value: 500 },
      last: { date: '2026-11-21', value: 534.123 },
      min: 480,
      max: 534.123,
    });
    expect(describeSeries('Points', summary)).toBe(
      'Points went from 500.00 on 18 Nov 2026 to 534.12 on 21 Nov 2026; lowest 480.00, highest 534.12.',
    );
    expect(describeSeries('Points', null)).toBe('Points: no data yet.');
  });

  it('formats plot days as UTC calendar days', () => {
    expect(formatDay('2026-01-01')).toBe('1 Jan 2026');
  });
});
