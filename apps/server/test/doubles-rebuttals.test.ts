/**
 * Doubles rebuttals are posted, not derived (domain deriveDoublesGame): what the doubles form sends for each player is
 * what the game shows and what the player's doubles stats count once it is accepted (issue 37 item 8: the form had no
 * field, so they were always 0). More rebuttals than sinks is refused and stores nothing.
 */
import { describe, expect, it } from 'vitest';
import { bearer, buildUser, useTestApp } from './support/app.ts';
import { buildTeam, decideDoubles, doublesBody, postDoubles } from './support/doubles.ts';

const ctx = useTestApp();

async function doublesStatsOf(userId: string) {
  return (await ctx.app.inject({ method: 'GET', url: `/api/users/${userId}/full` })).json().userDoublesStats as {
    totalRebuttals: number;
    avgRebuttals: number;
  };
}

describe('doubles rebuttals', () => {
  it('are stored per player as posted, shown on the game and counted in the players’ stats once accepted', async () => {
    const [a, b, c, d] = [
      await buildUser(ctx.app),
      await buildUser(ctx.app),
      await buildUser(ctx.app),
      await buildUser(ctx.app),
    ];
    const [home, away] = [await buildTeam(ctx.app, a, b), await buildTeam(ctx.app, c, d)];
    const body = doublesBody(home, away);
    // Each player sank two more than they scored; a and c rebutted some of the other side's throws.
    body.playerStatsDtos = body.playerStatsDtos.map((row) => ({
      ...row,
      rebuttals: row.playerId === a.id ? 3 : row.playerId === c.id ? 1 : 0,
    }));
    const posted = await postDoubles(ctx.app, a, body);
    expect(posted.statusCode, posted.body).toBe(201);
    const lines = () =>
      ctx.app
        .inject({ method: 'GET', url: `/api/doubles/${posted.json().id}` })
        .then((r) => r.json().gamePlayerStats as Array<{ playerId: string; rebuttals: number }>);
    const rebuttalsById = async () => Object.fromEntries((await lines()).map((l) => [l.playerId, l.rebuttals]));
    expect(await rebuttalsById()).toEqual({ [a.id]: 3, [b.id]: 0, [c.id]: 1, [d.id]: 0 });

    expect((await decideDoubles(ctx.app, c, posted.json().id, 'accept')).statusCode).toBe(200);
    expect((await doublesStatsOf(a.id)).totalRebuttals).toBe(3);
    expect((await doublesStatsOf(c.id)).totalRebuttals).toBe(1);
    expect((await doublesStatsOf(b.id)).totalRebuttals).toBe(0);
  });

  it('refuses more rebuttals than sinks (400) and stores nothing', async () => {
    const [a, b, c, d] = [
      await buildUser(ctx.app),
      await buildUser(ctx.app),
      await buildUser(ctx.app),
      await buildUser(ctx.app),
    ];
    const [home, away] = [await buildTeam(ctx.app, a, b), await buildTeam(ctx.app, c, d)];
    const body = doublesBody(home, away);
    body.playerStatsDtos = body.playerStatsDtos.map((row) => ({ ...row, rebuttals: row.sinks + 1 }));
    const refused = await postDoubles(ctx.app, a, body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'REBUTTALS_ABOVE_SINKS' });
    const pending = (await ctx.app.inject({ method: 'GET', url: '/api/acceptance', headers: bearer(c.token) })).json();
    expect(pending).toEqual([]);
  });
});
