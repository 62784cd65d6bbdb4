/**
 * Empty states that mislead (issue #37): after 14 days a player's "Report a problem" says why it is not there
 * (`disputeBlockedBy` in the game's actions) instead of just disappearing; a live game's unknown id is a 404 and a
 * malformed one a 400, as every other id of the API (`GET /api/users/abc` is 400, an unknown user 404).
 */
import { describe, expect, it } from 'vitest';
import { bearer, buildUser, useTestApp, type TestUser } from './support/app.ts';
import { decide, postGame, soloBody } from './support/games.ts';

const ctx = useTestApp();

const actionsOf = async (who: TestUser, gameId: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/singles/${gameId}/actions`, headers: bearer(who.token) })).json();

describe('empty states', () => {
  it('says why a player may no longer report a problem with a game 14 days after it was accepted; others get no reason', async () => {
    const [a, b, c] = [await buildUser(ctx.app), await buildUser(ctx.app), await buildUser(ctx.app)];
    const id = (await postGame(ctx.app, a, 'SINGLES', soloBody(a.id, b.id))).json().id as string;
    expect((await decide(ctx.app, b, 'SINGLES', id, 'accept')).statusCode).toBe(200);
    expect(await actionsOf(a, id)).toMatchObject({ canDispute: true, disputeBlockedBy: null });
    const saved = ctx.clock.now;
    ctx.clock.now = new Date(saved.getTime() + 15 * 86_400_000);
    try {
      for (const player of [a, b]) {
        expect(await actionsOf(player, id)).toMatchObject({
          canDispute: false,
          disputeBlockedBy: { code: 'DISPUTE_TOO_LATE', params: { days: 14 } },
        });
      }
      // Someone who could never report it is told nothing.
      expect(await actionsOf(c, id)).toMatchObject({ canDispute: false, disputeBlockedBy: null });
    } finally {
      ctx.clock.now = saved;
    }
  });

  it('answers 404 for a well-formed unknown live game and 400 for a malformed id', async () => {
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: '/api/live-games/5f0c7a1e-2b9d-4c3e-8f00-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('LIVE_GAME_NOT_FOUND');
    const malformed = await ctx.app.inject({ method: 'GET', url: '/api/live-games/unknown' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('INVALID_ID');
    // The same as the other ids of the API.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/users/unknown' })).statusCode).toBe(400);
  });
});
