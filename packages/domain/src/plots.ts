/**
 * The profile plots (SERVER-RULES §5, SPEC §3): a 365-slot ring per series, derived from the accepted-game history
 * instead of a daily job, laid out as the earlier server's ring (sheet §9) so the earlier client reads it unchanged:
 * slot `lastElement` holds `lastLogged` (today), the slot i days earlier is `(lastElement − i) mod 365`, and the ring
 * started at slot 0 on the player's first day. Days before the first game hold −100000.
 */
import type { TGameRow } from './game-rules.ts';
import { LIMITS } from './limits.ts';
import { applyGameToStats, emptyStats } from './stats.ts';

const DAY_MS = 86_400_000;

/** A time as the server has it: a Date, an ISO string or epoch milliseconds. */
export type TInstant = Date | string | number;

/** One ring as returned by `GET /api/users/{id}/plots` (`lastLogged` is `YYYY-MM-DD`, null when never logged). */
export interface TTimeSeries {
  data: number[];
  lastElement: number;
  lastLogged: string | null;
}

/** `{ pointSeries, rebuttalsSeries }` of the plots endpoint. */
export interface TPlots {
  pointSeries: TTimeSeries;
  rebuttalsSeries: TTimeSeries;
}

/** A player's standing right after one accepted game of the plotted type. */
export interface TPlotSample {
  /** When the game was accepted (when its points moved). */
  time: TInstant;
  /** Points after the game. */
  points: number;
  /** Average rebuttals after the game (the stats' `avgRebuttals`). */
  avgRebuttals: number;
}

/** One accepted game of a player, as stored: its row and the points it moved. */
export interface TPlotGame {
  time: TInstant;
  row: TGameRow;
  pointsChange: number;
}

/** A ring with no values. */
export function emptySeries(): TTimeSeries {
  return { data: new Array<number>(LIMITS.plotWindowDays).fill(LIMITS.plotNoValue), lastElement: 0, lastLogged: null };
}

/** Builds one ring: for each of the 365 days ending today, the last value logged on or before that day (UTC). */
export function buildSeries(samples: readonly { time: TInstant; value: number }[], today: TInstant): TTimeSeries {
  const window = LIMITS.plotWindowDays;
  const todayDay = utcDay(today);
  // Stable sort by day keeps the given (acceptance) order within a day, so the day's last game wins.
  const byDay = samples
    .map((s, index) => ({ day: utcDay(s.time), value: s.value, index }))
    .filter((s) => s.day <= todayDay)
    .sort((a, b) => a.day - b.day || a.index - b.index);
  const first = byDay[0];
  if (!first) return emptySeries();

  const lastElement = mod(todayDay - first.day, window);
  const series: TTimeSeries = {
    data: new Array<number>(window).fill(LIMITS.plotNoValue),
    lastElement,
    lastLogged: isoDate(todayDay),
  };
  let next = 0;
  let carried: number = LIMITS.plotNoValue;
  for (let day = Math.max(first.day, todayDay - window + 1); day <= todayDay; day++) {
    // Carry the value forward across days without games, starting from the player's first game.
    for (let sample = byDay[next]; sample && sample.day <= day; sample = byDay[++next]) carried = sample.value;
    series.data[mod(lastElement - (todayDay - day), window)] = carried;
  }
  return series;
}

/** Builds both plots of one game type from the player's history (any order; ties keep the given order). */
export function buildPlots(history: readonly TPlotSample[], today: TInstant): TPlots {
  return {
    pointSeries: buildSeries(
      history.map((h) => ({ time: h.time, value: h.points })),
      today,
    ),
    rebuttalsSeries: buildSeries(
      history.map((h) => ({ time: h.time, value: h.avgRebuttals })),
      today,
    ),
  };
}

/** Replays a player's accepted games of one type, in acceptance order, into plot samples (points, avg rebuttals). */
export function plotSamplesFromGames(games: readonly TPlotGame[]): TPlotSample[] {
  let stats = emptyStats();
  return games.map((game) => {
    stats = applyGameToStats(stats, game.row, game.pointsChange);
    return { time: game.time, points: stats.points, avgRebuttals: stats.avgRebuttals };
  });
}

/** Reads a ring back in date order as the client does: `[{ date, value }]` for the 365 days ending `lastLogged`. */
export function unrollSeries(series: TTimeSeries): { date: string; value: number }[] {
  if (series.lastLogged === null) return [];
  const window = series.data.length;
  const lastDay = utcDay(series.lastLogged);
  return Array.from({ length: window }, (_, i) => {
    const daysAgo = window - 1 - i;
    return {
      date: isoDate(lastDay - daysAgo),
      value: series.data[mod(series.lastElement - daysAgo, window)] ?? LIMITS.plotNoValue,
    };
  });
}

function utcDay(instant: TInstant): number {
  const ms = instant instanceof Date ? instant.getTime() : typeof instant === 'number' ? instant : Date.parse(instant);
  if (!Number.isFinite(ms)) throw new RangeError(`Invalid time: ${String(instant)}`);
  return Math.floor(ms / DAY_MS);
}

function isoDate(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

function mod(n: number, m: number): number {
  return ((n % m) + m) % m;
}
