import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildPlots, buildSeries, emptySeries, plotSamplesFromGames, unrollSeries, type TTimeSeries } from './plots.ts';
import type { TGameRow } from './game-rules.ts';
import { LIMITS } from './limits.ts';

const START = LIMITS.startingPoints;

const NO = -100000;
const DAY = 86_400_000;
const TODAY = Date.UTC(2026, 10, 21, 15, 0, 0);

function daysAgo(n: number, hour = 12): number {
  return Date.UTC(2026, 10, 21 - n, hour);
}

/** The earlier server's `logToday` (sheet §9), the reference for the ring layout, with its 364 → 0 wipe quirk fixed. */
function logToday(series: TTimeSeries, value: number, todayMs: number): void {
  const today = Math.floor(todayMs / DAY);
  const start = series.lastElement;
  const end =
    series.lastLogged === null ? start : (start + (today - Math.floor(Date.parse(series.lastLogged) / DAY))) % 365;
  if ((end - start + 365) % 365 !== 1) {
    if (end > start) for (let i = start; i < end; i++) series.data[i] = NO;
    if (start > end) {
      for (let i = start; i < 365; i++) series.data[i] = NO;
      for (let i = 0; i < end; i++) series.data[i] = NO;
    }
  }
  series.lastElement = end;
  series.lastLogged = new Date(today * DAY).toISOString().slice(0, 10);
  series.data[end] = value;
}

describe('reference logToday (sheet §15 LogTimeSeriesTest)', () => {
  it('yesterday at slot 364 → today at slot 0', () => {
    const s = { ...emptySeries(), lastElement: 364, lastLogged: '2026-11-20' };
    logToday(s, 7, TODAY);
    expect([s.lastElement, s.data[0], s.lastLogged]).toEqual([0, 7, '2026-11-21']);
  });
});

describe('buildSeries', () => {
  it('no games: an empty ring never logged', () => {
    const s = buildSeries([], TODAY);
    expect(s).toEqual({ data: new Array(365).fill(NO), lastElement: 0, lastLogged: null });
    expect(unrollSeries(s)).toEqual([]);
  });

  it('a first game today goes to slot 0', () => {
    const s = buildSeries([{ time: daysAgo(0, 9), value: START + 15 }], TODAY);
    expect(s.lastElement).toBe(0);
    expect(s.lastLogged).toBe('2026-11-21');
    expect(s.data[0]).toBe(START + 15);
    expect(s.data.filter((v) => v !== NO)).toHaveLength(1);
  });

  it('takes each day’s last value and carries it across days without games', () => {
    const s = buildSeries(
      [
        { time: daysAgo(3), value: 510 },
        { time: daysAgo(1, 8), value: 520 },
        { time: daysAgo(1, 20), value: 505 },
      ],
      TODAY,
    );
    expect(s.lastElement).toBe(3);
    expect(s.data.slice(0, 5)).toEqual([510, 510, 505, 505, NO]);
    expect(s.data[364]).toBe(NO);
  });

  it('keeps the given order for games on the same day, whatever the input order across days', () => {
    const s = buildSeries(
      [
        { time: daysAgo(0, 10), value: 1 },
        { time: daysAgo(2), value: 9 },
        { time: daysAgo(0, 10), value: 2 },
      ],
      TODAY,
    );
    expect(s.data.slice(0, 3)).toEqual([9, 9, 2]);
  });

  it('wraps after a year: every slot holds a value and the oldest day sits right after lastElement', () => {
    const s = buildSeries(
      [
        { time: daysAgo(400), value: 100 },
        { time: daysAgo(364), value: 200 },
        { time: daysAgo(10), value: 300 },
      ],
      TODAY,
    );
    expect(s.lastElement).toBe(400 % 365);
    expect(s.data.every((v) => v !== NO)).toBe(true);
    expect(s.data[36]).toBe(200);
    expect(s.data[35]).toBe(300);
    expect(s.data[(35 - 10 + 365) % 365]).toBe(300);
    expect(s.data[(35 - 11 + 365) % 365]).toBe(200);
  });

  it('carries a value logged before the window into it', () => {
    const s = buildSeries([{ time: daysAgo(500), value: 42 }], TODAY);
    expect(s.data.every((v) => v === 42)).toBe(true);
  });

  it('ignores games after today and accepts ISO strings and Dates', () => {
    const s = buildSeries(
      [
        { time: new Date(daysAgo(1)), value: 1 },
        { time: '2026-11-22T00:00:01Z', value: 2 },
      ],
      '2026-11-21T23:59:59.999Z',
    );
    expect(s.data.slice(0, 2)).toEqual([1, 1]);
    expect(() => buildSeries([{ time: 'not a date', value: 1 }], TODAY)).toThrow(RangeError);
  });

  it('matches the earlier server’s ring when its cron logged every day since the first game', () => {
    const games = fc.array(fc.record({ day: fc.nat({ max: 900 }), value: fc.integer({ min: 0, max: 2000 }) }), {
      minLength: 1,
      maxLength: 30,
    });
    fc.assert(
      fc.property(games, (list) => {
        const samples = list.map((g, i) => ({ time: daysAgo(g.day, 12) + i, value: g.value }));
        const ours = buildSeries(samples, TODAY);

        const reference = emptySeries();
        const firstDay = Math.max(...list.map((g) => g.day));
        for (let ago = firstDay; ago >= 0; ago--) {
          const dayEnd = daysAgo(ago, 23) + 3_599_999;
          const done = samples.map((s, i) => ({ ...s, i })).filter((s) => s.time <= dayEnd);
          const last = done.sort((a, b) => Math.floor(a.time / DAY) - Math.floor(b.time / DAY) || a.i - b.i).at(-1);
          logToday(reference, last ? last.value : NO, daysAgo(ago, 23));
        }
        expect(ours).toEqual(reference);
      }),
      { numRuns: 60 },
    );
  });
});

describe('unrollSeries', () => {
  it('reads the ring back oldest first, ending on lastLogged', () => {
    const s = buildSeries(
      [
        { time: daysAgo(2), value: 1 },
        { time: daysAgo(0), value: 3 },
      ],
      TODAY,
    );
    const days = unrollSeries(s);
    expect(days).toHaveLength(365);
    expect(days.slice(-4)).toEqual([
      { date: '2026-11-18', value: NO },
      { date: '2026-11-19', value: 1 },
      { date: '2026-11-20', value: 1 },
      { date: '2026-11-21', value: 3 },
    ]);
    expect(days[0]!.date).toBe('2025-11-22');
  });
});

describe('plotSamplesFromGames and buildPlots', () => {
  const row = (over: Partial<TGameRow>): TGameRow => ({
    score: 11,
    sinks: 13,
    rebuttals: 2,
    beersDowned: 2,
    nakedLap: false,
    won: true,
    pointsLost: 5,
    sinksLost: 7,
    sinksLogged: true,
    ...over,
  });

  it('replays points and average rebuttals game by game', () => {
    const samples = plotSamplesFromGames([
      { time: daysAgo(2), row: row({ rebuttals: 2 }), pointsChange: 15 },
      { time: daysAgo(1), row: row({ rebuttals: 5, won: false }), pointsChange: -16.5 },
      { time: daysAgo(1), row: row({ rebuttals: 0, sinksLogged: false, sinks: 0, sinksLost: 0 }), pointsChange: 14 },
    ]);
    expect(samples.map((s) => [s.points, s.avgRebuttals])).toEqual([
      [START + 15, 2],
      [START + 15 - 16.5, 3.5],
      [START + 15 - 16.5 + 14, 3.5],
    ]);
    const plots = buildPlots(samples, TODAY);
    expect(plots.pointSeries.data.slice(0, 3)).toEqual([START + 15, START + 12.5, START + 12.5]);
    expect(plots.rebuttalsSeries.data.slice(0, 3)).toEqual([2, 3.5, 3.5]);
    expect(plots.pointSeries.lastElement).toBe(2);
    expect(plots.rebuttalsSeries.lastLogged).toBe('2026-11-21');
  });
});
