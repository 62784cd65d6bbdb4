import { describe, expect, it } from 'vitest';
import { bearer, buildAdmin, buildUser, useTestApp } from './support/app.ts';
import { decide, postGame, soloBody } from './support/games.ts';

const ctx = useTestApp();

describe('posting and deciding games', () => {
  it('posts a pending game, lets only the opponent accept, and moves points once', async () => {
    const a = await buildUser(ctx.app);
    const b = await buildUser(ctx.app);
    const posted = await postGame(ctx.app, a, 'SINGLES', soloBody(a.id, b.id));
    expect(posted.statusCode).toBe(201);
    const game = posted.json();
    expect(game).toMatchObject({
      status: 'PENDING',
      accepted: false,
      winner: a.id,
      team1Name: a.username,
      team2Name: b.username,
    });

    const acceptanceA = (
      await ctx.app.inject({ method: 'GET', url: '/api/acceptance', headers: bearer(a.token) })
    ).json();
    expect(acceptanceA[0].acceptanceRequest.acceptanceRequestType).toBe('PASSIVE');
    const acceptanceB = (
      await ctx.app.inject({ method: 'GET', url: '/api/acceptance', headers: bearer(b.token) })
    ).json();
    expect(acceptanceB[0].acceptanceRequest.acceptanceRequestType).toBe('SINGLE');

    expect((await decide(ctx.app, a, 'SINGLES', game.id, 'accept')).statusCode).toBe(403);
    const listedBefore = (await ctx.app.inject({ method: 'GET', url: '/api/singles' })).json();
    expect(listedBefore.content.some((g: { id: string }) => g.id === game.id)).toBe(false);

    expect((await decide(ctx.app, b, 'SINGLES', game.id, 'accept')).statusCode).toBe(200);
    const again = await decide(ctx.app, b, 'SINGLES', game.id, 'accept');
    expect(again.statusCode).toBe(409);

    const detail = (await ctx.app.inject({ method: 'GET', url: `/api/singles/${game.id}` })).json();
    expect(detail.status).toBe('ACCEPTED');
    const [s1, s2] = detail.gamePlayerStats;
    expect(s1.pointsChange).toBeCloseTo(15, 6);
    expect(s2.pointsChange).toBeCloseTo(-15, 6);

    const notificationsA = (
      await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(a.token) })
    ).json();
    const types = notificationsA.map((n: { notificationType: string }) => n.notificationType);
    expect(types).toContain('GAME_ACCEPTED');
    expect(types).toContain('ACHIEVEMENT_UNLOCKED');
    const listed = (await ctx.app.inject({ method: 'GET', url: '/api/singles' })).json();
    expect(listed.content[0].id).toBe(game.id);
    const latest = (await ctx.app.inject({ method: 'GET', url: '/api/dashboard/games' })).json();
    expect(latest[0].id).toBe(game.id);
  });

  it('applies 20 simultaneous accepts of one game exactly once', async () => {
    const a = await buildUser(ctx.app);
    const b = await buildUser(ctx.app);
    const game = (await postGame(ctx.app, a, 'EASY_CAPS', soloBody(a.id, b.id))).json();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => decide(ctx.app, b, 'EASY_CAPS', game.id, 'accept')),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(19);
    const history = (await ctx.app.inject({ method: 'GET', url: `/api/games/user/${a.id}/EASY_CAPS` })).json();
    expect(history.totalElements).toBe(1);
  });

  it('rejects: keeps the row hidden and moves nothing', async () => {
    const a = await buildUser(ctx.app);
    const b = await buildUser(ctx.app);
    const game = (await postGame(ctx.app, a, 'SINGLES', soloBody(a.id, b.id))).json();
    expect((await decide(ctx.app, b, 'SINGLES', game.id, 'reject')).statusCode).toBe(200);
    expect((await decide(ctx.app, b, 'SINGLES', game.id, 'accept')).statusCode).toBe(409);
    const detail = (await ctx.app.inject({ method: 'GET', url: `/api/singles/${game.id}` })).json();
    expect(detail.status).toBe('REJECTED');
    const history = (await ctx.app.inject({ method: 'GET', url: `/api/games/user/${a.id}` })).json();
    expect(history.totalElements).toBe(0);
  });

  it('refuses bad games with the rule message and changes nothing', async () => {
    const a = await buildUser(ctx.app);
    const b = await buildUser(ctx.app);
    const admin = await buildAdmin(ctx);
    const cases: Array<[unknown, number, string | RegExp]> = [
      [soloBody(a.id, b.id, { s1: 11, s2: 11 }), 400, /draw|11/],
      [soloBody(a.id, b.id, { s1: 10, s2: 6 }), 400, /11/],
      [soloBody(a.id, a.id), 400, /two unique players/],
      [soloBody(a.id, b.id, { s1: 11, k1: 5 }), 400, /more than they sunk/],
      [{ ...soloBody(a.id, b.id), gameMode: 'LONG' }, 400, 'No such game mode'],
      [soloBody(b.id, '00000000-0000-4000-8000-000000000000'), 403, /games you played/],
      [soloBody(a.id, '00000000-0000-4000-8000-000000000000'), 404, 'User not found'],
      [soloBody(a.id, admin.id), 400, 'Admins do not play games'],
    ];
    for (const [body, status, message] of cases) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/singles',
        headers: bearer(a.token),
        payload: body as object,
      });
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().error).toMatch(message);
    }
    const asAdmin = await ctx.app.inject({
      method: 'POST',
      url: '/api/singles',
      headers: bearer(admin.token),
      payload: soloBody(admin.id, b.id),
    });
    expect(asAdmin.statusCode).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/singles', payload: soloBody(a.id, b.id) })).statusCode,
    ).toBe(401);
    const pending = (await ctx.app.inject({ method: 'GET', url: '/api/acceptance', headers: bearer(a.token) })).json();
    expect(pending).toHaveLength(0);
  });

  it('reports the points at stake', async () => {
    const a = await buildUser(ctx.app);
    const b = await buildUser(ctx.app);
    const res = await ctx.app.inject({ method: 'GET', url: `/api/singles/stake?player1=${a.id}&player2=${b.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      player1Win: { p1: 15, p2: -15 },
      player2Win: { p1: -15, p2: 15 },
      player1WinProbability: 0.5,
    });
  });
});
