/** Plots on a known history: values carried over days without games, and a gap of more than a year. */
import { describe, expect, it } from 'vitest';
import { LIMITS, unrollSeries } from '@caps/domain';
import { buildUser, useTestApp } from './support/app.ts';
import { decide, postGame, soloBody } from './support/games.ts';

const ctx = useTestApp();
const DAY = 86_400_000;

describe('plots over a known history', () => {
  it('carries values over empty days and shows only the last 365 days after a long gap', async () => {
    const a = await buildUser(ctx.app);
    const b = await buildUser(ctx.app);
    const start = new Date(Date.UTC(2025, 0, 10, 12));
    const play = async (at: Date) => {
      ctx.clock.now = at;
      const game = (await postGame(ctx.app, a, 'SINGLES', soloBody(a.id, b.id))).json();
      expect((await decide(ctx.app, b, 'SINGLES', game.id, 'accept')).statusCode).toBe(200);
    };
    await play(start); // the start plus half of K
    await play(new Date(start.getTime() + 3 * DAY)); // three days later: a bit more
    await play(new Date(start.getTime() + 400 * DAY)); // more than a year later
    ctx.clock.now = new Date(start.getTime() + 410 * DAY);

    const plots = (await ctx.app.inject({ method: 'GET', url: `/api/users/${a.id}/plots?gameType=SINGLES` })).json();
    const days = unrollSeries(plots.pointSeries);
    expect(days).toHaveLength(365);
    expect(plots.pointSeries.lastLogged).toBe(new Date(start.getTime() + 410 * DAY).toISOString().slice(0, 10));
    const valueOn = (offset: number) =>
      days.find((d) => d.date === new Date(start.getTime() + offset * DAY).toISOString().slice(0, 10))?.value;
    // the first game is older than the window; its carried value fills the window's start
    const afterSecond = valueOn(50);
    expect(afterSecond).toBeGreaterThan(LIMITS.startingPoints + LIMITS.eloK / 2);
    expect(valueOn(399)).toBe(afterSecond); // carried across the long gap
    expect(valueOn(400)).toBeGreaterThan(afterSecond ?? 0);
    expect(valueOn(410)).toBe(valueOn(400)); // carried to today
    expect(days.every((d) => d.value !== LIMITS.plotNoValue)).toBe(true);
    // the opponent's points went down by the same amounts
    const other = unrollSeries(
      (await ctx.app.inject({ method: 'GET', url: `/api/users/${b.id}/plots?gameType=SINGLES` })).json().pointSeries,
    );
    expect((other.at(-1)?.value ?? 0) + (days.at(-1)?.value ?? 0)).toBeCloseTo(1000, 6);
  });
});
