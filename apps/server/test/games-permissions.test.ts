import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailQueue } from '../src/db/schema.ts';
import { bearer, buildAdmin, buildUser, useTestApp } from './support/app.ts';
import { decide, postGame, soloBody } from './support/games.ts';

const ctx = useTestApp();

describe('who may do what with a game', () => {
  it('lets only the opponent decide: not a visitor, the poster, a third user or an admin', async () => {
    const poster = await buildUser(ctx.app);
    const opponent = await buildUser(ctx.app);
    const third = await buildUser(ctx.app);
    const admin = await buildAdmin(ctx);
    const game = (await postGame(ctx.app, poster, 'UNRANKED', soloBody(poster.id, opponent.id))).json();
    for (const action of ['accept', 'reject'] as const) {
      expect((await ctx.app.inject({ method: 'POST', url: `/api/unranked/${action}/${game.id}` })).statusCode).toBe(
        401,
      );
      expect((await decide(ctx.app, poster, 'UNRANKED', game.id, action)).statusCode).toBe(403);
      expect((await decide(ctx.app, third, 'UNRANKED', game.id, action)).statusCode).toBe(403);
      expect((await decide(ctx.app, admin, 'UNRANKED', game.id, action)).statusCode).toBe(403);
    }
    // the path's type must match the game's type
    expect((await decide(ctx.app, opponent, 'SINGLES', game.id, 'accept')).statusCode).toBe(404);
    expect(
      (await decide(ctx.app, opponent, 'UNRANKED', '00000000-0000-4000-8000-000000000000', 'accept')).json(),
    ).toEqual({
      error: "This unranked game doesn't exist",
      code: 'GAME_NOT_FOUND_UNRANKED',
    });
    expect((await decide(ctx.app, opponent, 'UNRANKED', game.id, 'accept')).statusCode).toBe(200);
    // unranked never moves points
    const detail = (await ctx.app.inject({ method: 'GET', url: `/api/unranked/${game.id}` })).json();
    expect(detail.gamePlayerStats.map((s: { pointsChange: number }) => s.pointsChange)).toEqual([0, 0]);
  });

  it('gives the poster the waiting side even when they list themselves second, and emails the opponent', async () => {
    const poster = await buildUser(ctx.app);
    const opponent = await buildUser(ctx.app);
    const game = (await postGame(ctx.app, poster, 'SINGLES', soloBody(opponent.id, poster.id))).json();
    expect((await decide(ctx.app, poster, 'SINGLES', game.id, 'accept')).statusCode).toBe(403);
    const mails = await ctx.database.db.select().from(mailQueue).where(eq(mailQueue.to, opponent.email));
    const mail = mails.find((m) => m.subject === 'A new game to accept in Caps League');
    expect(mail?.text).toContain(poster.username);
    expect(mail?.text).toContain('24 hours');
    expect(mail?.text).toContain('http://league.test/secure/acceptance');
    expect((await decide(ctx.app, opponent, 'SINGLES', game.id, 'accept')).statusCode).toBe(200);
  });

  it('shows notifications to their owner only and marks them seen', async () => {
    const poster = await buildUser(ctx.app);
    const opponent = await buildUser(ctx.app);
    await postGame(ctx.app, poster, 'SINGLES', soloBody(poster.id, opponent.id));
    expect((await ctx.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
    const list = (
      await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(opponent.token) })
    ).json();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      notificationType: 'ACCEPT_REQUEST',
      seen: false,
      text: `You have a game with ${poster.username} to accept.`,
    });
    const id = list[0].id;
    expect(
      (await ctx.app.inject({ method: 'PUT', url: `/api/notifications/seen/${id}`, headers: bearer(poster.token) }))
        .statusCode,
    ).toBe(404);
    const seen = await ctx.app.inject({
      method: 'PUT',
      url: `/api/notifications/seen/${id}`,
      headers: bearer(opponent.token),
    });
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ id, seen: true });
    // reading does not delete anything
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(opponent.token) })).json(),
    ).toHaveLength(1);
  });

  it('lists games with their pages and validates the paging', async () => {
    const a = await buildUser(ctx.app);
    const b = await buildUser(ctx.app);
    for (let i = 0; i < 3; i++) {
      const g = (await postGame(ctx.app, a, 'EASY_CAPS', soloBody(a.id, b.id))).json();
      await decide(ctx.app, b, 'EASY_CAPS', g.id, 'accept');
    }
    const page = (
      await ctx.app.inject({ method: 'GET', url: `/api/easy?pageSize=2&pageNumber=0&player=${a.id}` })
    ).json();
    expect(page).toMatchObject({ totalElements: 3, totalPages: 2, number: 0, size: 2, first: true, last: false });
    expect(page.content).toHaveLength(2);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/easy?pageSize=0' })).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/easy?pageNumber=abc' })).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/games/user/not-a-uuid' })).statusCode).toBe(400);
  });
});
