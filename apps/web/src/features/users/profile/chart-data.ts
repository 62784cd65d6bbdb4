/** Turns a 365-slot plot ring into the points a line chart draws, and a sentence for screen readers. */
import type { TTimeSeries } from '@caps/domain';
import { LIMITS } from '@caps/domain/limits';
import { unrollSeries } from '@caps/domain/plots';
import { formatUtcDay } from '../../../ui/dates.ts';
import { formatDecimal } from '../../../ui/stats-format.ts';
import { translate } from '../../../i18n/i18n.ts';

// Plot days are UTC calendar days: they are formatted in UTC so no time zone shifts them by one.

/** '21 Nov 2026' for a 'YYYY-MM-DD' day. */
export function formatDay(day: string): string {
  return formatUtcDay(day);
}

/** '21 Nov' for a 'YYYY-MM-DD' day (axis ticks). */
export function formatDayShort(day: string): string {
  return formatUtcDay(day, true);
}

export interface ChartPoint {
  /** 'YYYY-MM-DD' (UTC day). */
  date: string;
  /** null on a day without a value (a gap in the line). */
  value: number | null;
}

/** The ring in date order, oldest first, starting at the first day with a value; empty before the first game. */
export function chartPoints(series: TTimeSeries): ChartPoint[] {
  const points = unrollSeries(series).map(({ date, value }) => ({
    date,
    value: value === LIMITS.plotNoValue ? null : value,
  }));
  const first = points.findIndex((p) => p.value !== null);
  return first === -1 ? [] : points.slice(first);
}

export interface SeriesSummary {
  first: { date: string; value: number };
  last: { date: string; value: number };
  min: number;
  max: number;
}

/** First and last values with their dates, lowest and highest; null without values. */
export function summarizePoints(points: readonly ChartPoint[]): SeriesSummary | null {
  const valued = points.flatMap((p) => (p.value === null ? [] : [{ date: p.date, value: p.value }]));
  const first = valued[0];
  const last = valued[valued.length - 1];
  if (!first || !last) return null;
  const values = valued.map((p) => p.value);
  return { first, last, min: Math.min(...values), max: Math.max(...values) };
}

/** 'Points went from 500.00 on 1 Jan 2026 to 534.12 on 21 Nov 2026; lowest 480.00, highest 540.00.' */
export function describeSeries(label: string, summary: SeriesSummary | null): string {
  if (!summary) return translate('users.charts.noData', { series: label });
  const { first, last, min, max } = summary;
  return translate('users.charts.summary', {
    series: label,
    from: formatDecimal(first.value),
    fromDay: formatDay(first.date),
    to: formatDecimal(last.value),
    toDay: formatDay(last.date),
    low: formatDecimal(min),
    high: formatDecimal(max),
  });
}
